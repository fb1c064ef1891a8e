//===- BlockDPTest.cpp - the block DP and its menus -----------------------===//
//
// On four residual blocks (differentiated), every menu option of every run
// is checked against an exhaustive search over the run's recompute sets: no
// keep-or-recompute plan dominates an option, and the menu reaches the least
// kept bytes and the least cost there are. The DP's cost never rises with
// its memory limit.
//
//===----------------------------------------------------------------------===//
#include "remat/Solvers/BlockDP.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/InitRemat.h"
#include "remat/Interfaces/CostModelOpInterface.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

#include <limits>

using namespace mlir;
using namespace remat;

namespace {

constexpr const char *kResidualStep = R"mlir(
func.func @res(%x: tensor<16x16xf32>, %w0: tensor<16x16xf32>,
               %w1: tensor<16x16xf32>, %w2: tensor<16x16xf32>,
               %w3: tensor<16x16xf32>, %t: tensor<16x16xf32>)
    -> (tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>,
        tensor<16x16xf32>, tensor<16x16xf32>) {
  %0 = remat.matmul %x, %w0 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %1 = remat.tanh %0 : tensor<16x16xf32>
  %2 = remat.add %1, %x : tensor<16x16xf32>
  %3 = remat.matmul %2, %w1 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %4 = remat.tanh %3 : tensor<16x16xf32>
  %5 = remat.add %4, %2 : tensor<16x16xf32>
  %6 = remat.matmul %5, %w2 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %7 = remat.tanh %6 : tensor<16x16xf32>
  %8 = remat.add %7, %5 : tensor<16x16xf32>
  %9 = remat.matmul %8, %w3 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %10 = remat.tanh %9 : tensor<16x16xf32>
  %11 = remat.add %10, %8 : tensor<16x16xf32>
  %12 = remat.mse_loss %11, %t : tensor<16x16xf32> -> tensor<f32>
  %cst = arith.constant dense<1.000000e+00> : tensor<f32>
  %13 = remat.mse_loss_grad %cst, %11, %t : tensor<f32>, tensor<16x16xf32>
  %14 = remat.tanh_grad %13, %10 : tensor<16x16xf32>
  %15 = remat.matmul %14, %w3 {transpose_b = true} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %16 = remat.matmul %8, %14 {transpose_a = true} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %17 = remat.add %13, %15 : tensor<16x16xf32>
  %18 = remat.tanh_grad %17, %7 : tensor<16x16xf32>
  %19 = remat.matmul %18, %w2 {transpose_b = true} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %20 = remat.matmul %5, %18 {transpose_a = true} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %21 = remat.add %17, %19 : tensor<16x16xf32>
  %22 = remat.tanh_grad %21, %4 : tensor<16x16xf32>
  %23 = remat.matmul %22, %w1 {transpose_b = true} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %24 = remat.matmul %2, %22 {transpose_a = true} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %25 = remat.add %21, %23 : tensor<16x16xf32>
  %26 = remat.tanh_grad %25, %1 : tensor<16x16xf32>
  %27 = remat.matmul %x, %26 {transpose_a = true} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  return %12, %27, %24, %20, %16 : tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
}
)mlir";

double flopsOf(Operation *op) {
  auto cost = dyn_cast<CostModelOpInterface>(op);
  return cost ? double(cost.getFlops()) : 0.0;
}

bool recomputable(Operation *op) {
  auto cost = dyn_cast<CostModelOpInterface>(op);
  return cost && cost.isRecomputable();
}

bool isFree(Value v) {
  Operation *def = v.getDefiningOp();
  return !def || def->hasTrait<OpTrait::ConstantLike>();
}

struct Point {
  int64_t bytes;
  double cost;
};

/// Every keep-or-recompute plan of run (from, to]: each subset of its
/// recomputable ops is recomputed, what the backward pass and those ops
/// read from the run is kept otherwise; the run's output is kept.
std::vector<Point> enumeratePlans(const BlockSequence &blocks, unsigned from,
                                  unsigned to,
                                  const llvm::DenseSet<Value> &activations) {
  unsigned lo = blocks.blockEnd[from], hi = blocks.blockEnd[to];
  Value output = blocks.boundary[to];
  SmallVector<Operation *> candidates;
  for (unsigned p = lo; p < hi; ++p)
    if (recomputable(blocks.ops[p]) &&
        !llvm::all_of(blocks.ops[p]->getResults(), isFree))
      candidates.push_back(blocks.ops[p]);
  auto inRun = [&](Value v) {
    Operation *def = v.getDefiningOp();
    if (!def || isFree(v) || v == output)
      return false;
    auto it = llvm::find(blocks.ops, def);
    unsigned p = it - blocks.ops.begin();
    return p >= lo && p < hi;
  };
  std::vector<Point> plans;
  for (uint64_t mask = 0; mask < (uint64_t(1) << candidates.size()); ++mask) {
    llvm::DenseSet<Operation *> again;
    double cost = 0;
    for (auto [i, op] : llvm::enumerate(candidates))
      if (mask & (uint64_t(1) << i)) {
        again.insert(op);
        cost += flopsOf(op);
      }
    llvm::DenseSet<Value> needed;
    SmallVector<Value> work;
    for (unsigned p = lo; p < hi; ++p)
      for (Value r : blocks.ops[p]->getResults())
        if (inRun(r) && activations.contains(r))
          work.push_back(r);
    for (Operation *op : again)
      for (Value operand : op->getOperands())
        if (inRun(operand))
          work.push_back(operand);
    int64_t bytes = output ? getTypeBytes(output.getType()) : 0;
    while (!work.empty()) {
      Value v = work.pop_back_val();
      if (!needed.insert(v).second)
        continue;
      if (!again.contains(v.getDefiningOp()))
        bytes += getTypeBytes(v.getType());
    }
    plans.push_back({bytes, cost});
  }
  return plans;
}

class BlockDPTest : public ::testing::Test {
protected:
  BlockDPTest() {
    DialectRegistry registry;
    registerAllRematDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    module = parseSourceString<ModuleOp>(kResidualStep, &context);
    func = *module->getOps<func::FuncOp>().begin();
  }

  /// The blocks of the step and a solver over them (runs of up to 16).
  std::optional<BlockDP> solveStep() {
    PhaseAnalysis phases(func);
    std::string why;
    FailureOr<BlockSequence> found = findBlockSequence(func, phases, 64, why);
    EXPECT_TRUE(succeeded(found)) << why;
    if (failed(found))
      return std::nullopt;
    blocks = std::move(*found);
    activations.assign(phases.getActivations().begin(),
                       phases.getActivations().end());
    MemoryAnalysis memory(func);
    return BlockDP(*blocks, memory, activations, flopsOf, recomputable, 16);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  func::FuncOp func;
  std::optional<BlockSequence> blocks;
  SmallVector<Value> activations;
};

TEST_F(BlockDPTest, CutsWhereOneValueCarriesTheForwardPass) {
  PhaseAnalysis phases(func);
  std::string why;
  FailureOr<BlockSequence> blocks = findBlockSequence(func, phases, 64, why);
  ASSERT_TRUE(succeeded(blocks)) << why;
  // After %0, %1, %2, %5, %8, %11 and the loss; the constant is last.
  EXPECT_EQ(blocks->numBlocks(), 8u);
  // %2 -> %5, %5 -> %8 and %8 -> %11 share a shape.
  EXPECT_EQ(blocks->numClasses, 6u);
  EXPECT_EQ(blocks->shape[4], blocks->shape[5]);
  EXPECT_EQ(blocks->shape[5], blocks->shape[6]);
  EXPECT_NE(blocks->shape[3], blocks->shape[4]);

  // Merging neighbours keeps at most the number asked for.
  FailureOr<BlockSequence> merged = findBlockSequence(func, phases, 3, why);
  ASSERT_TRUE(succeeded(merged));
  EXPECT_LE(merged->numBlocks(), 3u);
  EXPECT_GE(merged->numBlocks(), 2u);
}

TEST_F(BlockDPTest, MenusAreParetoOptimalAndReachTheExtremes) {
  std::optional<BlockDP> found = solveStep();
  ASSERT_TRUE(found.has_value());
  const BlockDP &solver = *found;
  llvm::DenseSet<Value> activationSet(activations.begin(), activations.end());
  unsigned n = blocks->numBlocks(), checked = 0;
  for (unsigned to = 1; to <= n; ++to)
    for (unsigned from = to; from-- > 0 && to - from <= solver.longestRun();) {
      std::vector<Point> plans =
          enumeratePlans(*blocks, from, to, activationSet);
      ArrayRef<BlockOption> menu = solver.options(from, to);
      ASSERT_FALSE(menu.empty());
      int64_t leastBytes = std::numeric_limits<int64_t>::max();
      for (const Point &plan : plans)
        leastBytes = std::min(leastBytes, plan.bytes);
      int64_t menuBytes = std::numeric_limits<int64_t>::max();
      double menuCost = std::numeric_limits<double>::infinity();
      for (const BlockOption &option : menu) {
        menuBytes = std::min(menuBytes, option.keptBytes);
        menuCost = std::min(menuCost, option.cost);
        for (const Point &plan : plans) {
          bool dominates =
              (plan.bytes < option.keptBytes && plan.cost <= option.cost) ||
              (plan.bytes <= option.keptBytes && plan.cost < option.cost);
          EXPECT_FALSE(dominates)
              << "run (" << from << ", " << to << "]: a plan of " << plan.bytes
              << " bytes and cost " << plan.cost << " dominates the option of "
              << option.keptBytes << " bytes and cost " << option.cost;
        }
        ++checked;
      }
      EXPECT_EQ(menuBytes, leastBytes) << "run (" << from << ", " << to << "]";
      EXPECT_EQ(menuCost, 0.0) << "run (" << from << ", " << to << "]";
    }
  EXPECT_GT(checked, 36u);
}

TEST_F(BlockDPTest, CostNeverRisesWithTheLimit) {
  std::optional<BlockDP> found = solveStep();
  ASSERT_TRUE(found.has_value());
  const BlockDP &solver = *found;
  std::optional<BlockSchedule> all = solver.solve(solver.maxLimit());
  ASSERT_TRUE(all.has_value());
  EXPECT_EQ(all->addedCost, 0.0);
  double previous = std::numeric_limits<double>::infinity();
  bool feasible = false;
  for (int64_t limit = 0; limit <= solver.maxLimit(); ++limit) {
    std::optional<BlockSchedule> schedule = solver.solve(limit);
    if (!schedule) {
      EXPECT_FALSE(feasible) << "infeasible again at limit " << limit;
      continue;
    }
    feasible = true;
    EXPECT_LE(schedule->addedCost, previous) << "limit " << limit;
    previous = schedule->addedCost;
    // Runs tile the blocks bottom-up.
    unsigned next = 0;
    for (const BlockSchedule::Run &run : schedule->runs) {
      EXPECT_EQ(run.from, next);
      next = run.to;
    }
    EXPECT_EQ(next, blocks->numBlocks());
  }
  EXPECT_TRUE(feasible);
}

} // namespace
