//===- Autodiff.cpp - remat-autodiff: reverse-mode differentiation --------===//
//
// Walks a forward function backwards, asks each op's DifferentiableOpInterface
// rule for the adjoints of its operands and sums adjoints of values used
// several times. All op-specific knowledge lives in the rules
// (RematOpsDerivatives.cpp); this file only orders, accumulates and exports
// values out of checkpoint regions.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/IR/RematOps.h"
#include "remat/Dialect/Remat/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATAUTODIFFPASS
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-autodiff"

using namespace mlir;
using namespace remat;

static constexpr llvm::StringLiteral kParamAttr = "remat.param";

static bool isFloatTensor(Type t) {
  auto tensor = dyn_cast<RankedTensorType>(t);
  return tensor && tensor.hasStaticShape() &&
         isa<FloatType>(tensor.getElementType());
}

namespace {

/// The state of one function's differentiation.
class Differentiator : public AdjointBuilder {
public:
  Differentiator(func::FuncOp func) : func(func), b(func.getContext()) {}

  LogicalResult run(ArrayRef<unsigned> params);

  // AdjointBuilder.
  OpBuilder &builder() override { return b; }
  Location loc() override { return currentLoc; }
  Value forward(Value value) override { return exportValue(value); }
  bool isActive(Value value) override { return active.contains(value); }
  LogicalResult notDifferentiable(unsigned index) override {
    return current->emitError()
           << "remat-autodiff: no derivative rule for operand " << index
           << " of '" << current->getName()
           << "', but the loss depends on it through a remat.param argument";
  }

private:
  LogicalResult differentiate(ArrayRef<unsigned> params);
  void retireReplacedCheckpoints();
  void computeActivity(Block &block);
  void accumulate(Value value, Value adjoint);
  Value exportValue(Value value);
  CheckpointOp addCheckpointResult(CheckpointOp op, Value inner);

  func::FuncOp func;
  OpBuilder b;
  Location currentLoc = UnknownLoc::get(b.getContext());
  Operation *current = nullptr;
  llvm::DenseSet<Value> active;
  DenseMap<Value, Value> adjoints;
  /// Inner value -> index of the checkpoint result that exports it.
  DenseMap<Value, unsigned> exported;
  /// Checkpoints rebuilt with more results, each with its replacement, in
  /// the order they were rebuilt. A rule may still hold a result of the old
  /// op (it asked for one forward value, then another from the same region),
  /// so the old ops stay until the walk ends.
  SmallVector<std::pair<CheckpointOp, CheckpointOp>> replaced;
};

} // namespace

/// A value is active when it depends on a parameter; only active operands get
/// adjoints. Checkpoint arguments take the activity of their operands.
void Differentiator::computeActivity(Block &block) {
  for (Operation &op : block) {
    bool anyActive = llvm::any_of(op.getOperands(),
                                  [&](Value v) { return active.contains(v); });
    if (auto checkpoint = dyn_cast<CheckpointOp>(op)) {
      Block &body = checkpoint.getBody().front();
      for (auto [arg, input] :
           llvm::zip(body.getArguments(), checkpoint.getInputs()))
        if (active.contains(input))
          active.insert(arg);
      computeActivity(body);
      auto yield = cast<YieldOp>(body.getTerminator());
      for (auto [result, value] :
           llvm::zip(checkpoint.getResults(), yield.getValues()))
        if (active.contains(value))
          active.insert(result);
      continue;
    }
    if (anyActive)
      for (Value r : op.getResults())
        active.insert(r);
  }
}

void Differentiator::accumulate(Value value, Value adjoint) {
  if (!adjoint || !active.contains(value))
    return;
  auto [it, inserted] = adjoints.try_emplace(value, adjoint);
  if (!inserted)
    it->second = AddOp::create(b, currentLoc, it->second, adjoint);
}

/// Rebuilds `op` with one more result that yields `inner`, carrying over the
/// adjoints and activity of the old results. The old op, its body moved out,
/// stays until retireReplacedCheckpoints: a rule that read one forward value
/// of the region before asking for this one holds the old op's result.
CheckpointOp Differentiator::addCheckpointResult(CheckpointOp op, Value inner) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(op);
  SmallVector<Type> types(op.getResultTypes());
  types.push_back(inner.getType());
  auto replacement =
      CheckpointOp::create(b, op.getLoc(), types, op.getInputs());
  replacement.getBody().takeBody(op.getBody());
  auto yield = cast<YieldOp>(replacement.getBody().front().getTerminator());
  yield.getValuesMutable().append(inner);
  for (auto [oldResult, newResult] :
       llvm::zip(op.getResults(), replacement.getResults())) {
    oldResult.replaceAllUsesWith(newResult);
    if (active.erase(oldResult))
      active.insert(newResult);
    auto it = adjoints.find(oldResult);
    if (it != adjoints.end()) {
      adjoints[newResult] = it->second;
      adjoints.erase(oldResult);
    }
  }
  replaced.push_back({op, replacement});
  return replacement;
}

/// Moves the uses the rules made of replaced checkpoints' results to the
/// newest op, then erases the old ones. In rebuild order, so a result passes
/// along every later rebuild of the same region.
void Differentiator::retireReplacedCheckpoints() {
  for (auto [old, replacement] : replaced) {
    for (auto [oldResult, newResult] :
         llvm::zip(old.getResults(), replacement.getResults()))
      oldResult.replaceAllUsesWith(newResult);
    old.erase();
  }
  replaced.clear();
}

/// A forward value usable in the backward pass, which is built at the end of
/// the function body: values inside a checkpoint region leave it as extra
/// region results (the region stays; what to keep or recompute is the
/// rematerialization pass's decision).
Value Differentiator::exportValue(Value value) {
  auto checkpoint =
      dyn_cast_or_null<CheckpointOp>(value.getParentBlock()->getParentOp());
  if (!checkpoint)
    return value;
  if (auto arg = dyn_cast<BlockArgument>(value))
    return exportValue(checkpoint.getInputs()[arg.getArgNumber()]);
  auto it = exported.find(value);
  if (it == exported.end()) {
    // A value the region already yields needs no new result.
    auto yield = cast<YieldOp>(checkpoint.getBody().front().getTerminator());
    std::optional<unsigned> index;
    for (auto [i, v] : llvm::enumerate(yield.getValues()))
      if (v == value)
        index = i;
    if (!index) {
      index = checkpoint.getNumResults();
      checkpoint = addCheckpointResult(checkpoint, value);
    }
    it = exported.try_emplace(value, *index).first;
    checkpoint = cast<CheckpointOp>(value.getParentBlock()->getParentOp());
  }
  return exportValue(checkpoint.getResult(it->second));
}

LogicalResult Differentiator::run(ArrayRef<unsigned> params) {
  LogicalResult result = differentiate(params);
  retireReplacedCheckpoints();
  return result;
}

LogicalResult Differentiator::differentiate(ArrayRef<unsigned> params) {
  Block &body = func.getBody().front();
  for (unsigned p : params)
    active.insert(body.getArgument(p));
  computeActivity(body);

  auto ret = cast<func::ReturnOp>(body.getTerminator());
  Value loss = ret.getOperand(0);
  b.setInsertionPoint(ret);
  currentLoc = NameLoc::get(b.getStringAttr("grad seed"), loss.getLoc());
  auto lossType = cast<RankedTensorType>(loss.getType());
  Value seed = arith::ConstantOp::create(
      b, currentLoc,
      DenseElementsAttr::get(lossType,
                             b.getFloatAttr(lossType.getElementType(), 1.0)));
  if (active.contains(loss))
    adjoints[loss] = seed;

  // Forward ops in program order, checkpoint bodies included, walked back. A
  // checkpoint is recorded by its body: exporting values rebuilds the op.
  SmallVector<llvm::PointerUnion<Operation *, Block *>> order;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto checkpoint = dyn_cast<CheckpointOp>(op))
      order.push_back(&checkpoint.getBody().front());
    else if (op != func && op != ret)
      order.push_back(op);
  });
  for (auto entry : llvm::reverse(order)) {
    if (auto *checkpointBody = dyn_cast<Block *>(entry)) {
      // Leaving a checkpoint body backwards: its arguments' adjoints belong
      // to the region's operands.
      auto checkpoint = cast<CheckpointOp>(checkpointBody->getParentOp());
      currentLoc = NameLoc::get(b.getStringAttr("grad of remat.checkpoint"),
                                checkpoint.getLoc());
      for (auto [arg, input] :
           llvm::zip(checkpointBody->getArguments(), checkpoint.getInputs()))
        if (Value a = adjoints.lookup(arg))
          accumulate(input, a);
      continue;
    }
    Operation *op = cast<Operation *>(entry);
    if (auto yield = dyn_cast<YieldOp>(op)) {
      auto checkpoint = cast<CheckpointOp>(yield->getParentOp());
      for (auto [result, value] :
           llvm::zip(checkpoint.getResults(), yield.getValues())) {
        auto it = adjoints.find(result);
        if (it != adjoints.end())
          accumulate(value, it->second);
      }
      continue;
    }
    if (op->hasTrait<OpTrait::ConstantLike>())
      continue;
    SmallVector<Value> resultAdjoints;
    bool any = false;
    for (Value r : op->getResults()) {
      Value a = adjoints.lookup(r);
      resultAdjoints.push_back(a);
      any |= static_cast<bool>(a);
    }
    if (!any || llvm::none_of(op->getOperands(),
                              [&](Value v) { return active.contains(v); }))
      continue;
    auto rule = dyn_cast<DifferentiableOpInterface>(op);
    if (!rule)
      return op->emitError()
             << "remat-autodiff: no derivative rule for '" << op->getName()
             << "' (it implements no DifferentiableOpInterface)";
    current = op;
    currentLoc =
        NameLoc::get(b.getStringAttr("grad of " + op->getName().getStringRef()),
                     op->getLoc());
    SmallVector<Value> operandAdjoints;
    if (failed(rule.buildAdjoints(*this, resultAdjoints, operandAdjoints)))
      return failure();
    for (auto [operand, adjoint] :
         llvm::zip(op->getOperands(), operandAdjoints))
      accumulate(operand, adjoint);
  }

  // Loss first, then each parameter's gradient (zeros if it has none).
  SmallVector<Value> results = {loss};
  currentLoc = ret.getLoc();
  for (unsigned p : params) {
    Value arg = body.getArgument(p);
    Value g = adjoints.lookup(arg);
    if (!g) {
      auto type = cast<RankedTensorType>(arg.getType());
      g = arith::ConstantOp::create(
          b, currentLoc,
          DenseElementsAttr::get(type,
                                 b.getFloatAttr(type.getElementType(), 0.0)));
    }
    results.push_back(g);
  }
  func::ReturnOp::create(b, ret.getLoc(), results);
  ret.erase();
  func.setFunctionType(FunctionType::get(func.getContext(),
                                         func.getArgumentTypes(),
                                         ValueRange(results).getTypes()));
  return success();
}

/// Checks what differentiation needs; reports the first problem.
static LogicalResult checkDifferentiable(func::FuncOp func,
                                         SmallVectorImpl<unsigned> &params) {
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
    if (!func.getArgAttr(i, kParamAttr))
      continue;
    if (!isFloatTensor(func.getArgumentTypes()[i]))
      return func.emitError()
             << "remat-autodiff: argument " << i << " of @" << func.getSymName()
             << " is marked remat.param but has type "
             << func.getArgumentTypes()[i]
             << "; parameters must be statically shaped float tensors";
    params.push_back(i);
  }
  if (params.empty())
    return success();
  if (!func.getBody().hasOneBlock())
    return func.emitError() << "remat-autodiff: @" << func.getSymName()
                            << " has control flow (several blocks)";
  WalkResult walk = func.walk([&](Operation *op) {
    if (op != func && op->getNumRegions() > 0 && !isa<CheckpointOp>(op)) {
      op->emitError() << "remat-autodiff: control flow ('" << op->getName()
                      << "') cannot be differentiated";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  auto lossType = ret.getNumOperands() == 1
                      ? dyn_cast<RankedTensorType>(ret.getOperand(0).getType())
                      : RankedTensorType();
  if (!lossType || lossType.getRank() != 0 ||
      !isa<FloatType>(lossType.getElementType()))
    return ret.emitError() << "remat-autodiff: @" << func.getSymName()
                           << " must return a single 0-d float tensor (the "
                              "loss), but returns "
                           << ret.getOperandTypes();
  return success();
}

namespace {
struct RematAutodiffPass
    : remat::impl::RematAutodiffPassBase<RematAutodiffPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    for (auto func : llvm::to_vector(module.getOps<func::FuncOp>())) {
      if (func.isExternal())
        continue;
      SmallVector<unsigned> params;
      if (failed(checkDifferentiable(func, params)))
        return signalPassFailure();
      LLVM_DEBUG({
        llvm::dbgs() << DEBUG_TYPE ": @" << func.getSymName() << ": ";
        if (params.empty()) {
          llvm::dbgs() << "no remat.param argument, left alone\n";
        } else {
          llvm::dbgs() << "gradients of arguments [";
          llvm::interleaveComma(params, llvm::dbgs());
          llvm::dbgs() << "]"
                       << (inPlace ? " in place\n"
                                   : " in a copy named with the suffix\n");
        }
      });
      if (params.empty())
        continue;
      func::FuncOp target = func;
      if (!inPlace) {
        std::string name = (func.getSymName() + suffix).str();
        if (symbols.lookup(name)) {
          func.emitError() << "remat-autodiff: cannot create @" << name
                           << ": the symbol exists";
          return signalPassFailure();
        }
        target = func.clone();
        target.setSymName(name);
        symbols.insert(target, std::next(func->getIterator()));
      }
      if (failed(Differentiator(target).run(params)))
        return signalPassFailure();
    }
  }
};
} // namespace
