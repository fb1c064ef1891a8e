//===- CostModel.cpp - roofline time estimates per target -----------------===//
#include "remat/Analysis/CostModel.h"
#include "remat/Analysis/Aliasing.h"
#include "remat/Analysis/Phase.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Support/CheckedArithmetic.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace remat;

// Sources and derivations: docs/reference/CostModel.md, "Time estimates
// and targets".
static const TargetSpec kPresets[] = {
    // One core of the project's 2-core x86-64 (AVX-512) build machine,
    // measured by bench/measure_cpu_target.py; no native f16 arithmetic, so
    // f16 runs at the f32 rate; vector rates assumed at a quarter of matmul.
    {"cpu", /*matrix*/ 180e9, 180e9, 80e9, /*vector*/ 45e9, 45e9, 20e9,
     /*bytes*/ 35e9, /*launch*/ 1e-6},
    // NVIDIA H200 SXM datasheet, dense (no sparsity); FP16 non-tensor rate
    // from the GH100 SM (twice FP32); launch overhead assumed.
    {"h200", /*matrix*/ 989.5e12, 67e12, 67e12, /*vector*/ 133.8e12, 67e12,
     34e12, /*bytes*/ 4.8e12, /*launch*/ 4e-6},
};

ArrayRef<TargetSpec> remat::getTargetPresets() { return kPresets; }

const TargetSpec *remat::lookupTarget(StringRef name) {
  for (const TargetSpec &spec : kPresets)
    if (spec.name == name)
      return &spec;
  return nullptr;
}

std::string remat::getTargetPresetNames() {
  std::string names;
  llvm::interleave(
      kPresets, [&](const TargetSpec &s) { names += s.name.str(); },
      [&] { names += ", "; });
  return names;
}

/// Whether every operand and result is a value (no memref or other buffer
/// type): the op's results are a function of its operands.
static bool hasValueSemantics(Operation *op) {
  auto isValue = [](Type t) { return !isa<BaseMemRefType>(t); };
  return llvm::all_of(op->getOperandTypes(), isValue) &&
         llvm::all_of(op->getResultTypes(), isValue) &&
         llvm::any_of(op->getResultTypes(),
                      [](Type t) { return isa<TensorType>(t); });
}

static int64_t resultElements(Operation *op) {
  int64_t elements = 0;
  for (Type t : op->getResultTypes())
    if (auto tensor = dyn_cast<RankedTensorType>(t);
        tensor && tensor.hasStaticShape())
      elements = satAdd(elements, tensor.getNumElements());
  return elements;
}

OpCost remat::getOpCost(Operation *op) {
  OpCost cost;
  if (getRegionRole(op) == RegionRole::Checkpoint ||
      op->hasTrait<OpTrait::IsTerminator>() ||
      op->hasTrait<OpTrait::ConstantLike>()) {
    if (auto model = dyn_cast<CostModelOpInterface>(op))
      cost.recomputable = model.isRecomputable();
    return cost;
  }
  if (auto model = dyn_cast<CostModelOpInterface>(op)) {
    cost.source = CostSource::Interface;
    cost.flops = model.getFlops();
    cost.bytesRead = model.getBytesRead();
    cost.bytesWritten = model.getBytesWritten();
    cost.scratchBytes = model.getScratchBytes();
    cost.recomputable = model.isRecomputable();
    cost.computeClass = model.getComputeClass();
    return cost;
  }
  if (!isMemoryEffectFree(op) || !hasValueSemantics(op)) {
    cost.source = CostSource::Unknown;
    return cost;
  }
  cost.source = CostSource::Fallback;
  cost.recomputable = true;
  // Views move nothing; neither does an op that only allocates (its results
  // hold no data: tensor.empty).
  if (isAliasOnlyOp(op) || isAllocationOnlyOp(op))
    return cost;
  cost.flops = resultElements(op);
  cost.bytesRead = getOperandBytes(op);
  cost.bytesWritten = getResultBytes(op);
  return cost;
}

StringRef remat::stringifyCostSource(CostSource source) {
  switch (source) {
  case CostSource::None:
    return "none";
  case CostSource::Interface:
    return "interface";
  case CostSource::Fallback:
    return "fallback";
  case CostSource::Unknown:
    return "unknown";
  }
  llvm_unreachable("unknown cost source");
}

bool remat::isRecomputable(Operation *op) { return getOpCost(op).recomputable; }

int64_t remat::getLeafFlops(Operation *op) { return getOpCost(op).flops; }

/// Width class of the op's first tensor result (or operand).
static Type elementTypeOf(Operation *op) {
  for (Type t : llvm::concat<Type>(op->getResultTypes(), op->getOperandTypes()))
    if (auto tensor = dyn_cast<RankedTensorType>(t))
      return tensor.getElementType();
  return {};
}

double remat::estimateSeconds(Operation *op, const TargetSpec &target) {
  OpCost cost = getOpCost(op);
  double flops = cost.flops;
  double bytes = cost.bytesRead + cost.bytesWritten;
  if (flops == 0 && bytes == 0)
    return 0.0;
  bool matrix = cost.computeClass == ComputeClass::Matrix;
  Type element = elementTypeOf(op);
  // Complex and vector elements run at the rate of their parts.
  Type scalar = element ? getElementTypeOrSelf(element) : Type();
  if (auto complex = dyn_cast_or_null<ComplexType>(scalar))
    scalar = complex.getElementType();
  unsigned width =
      scalar && scalar.isIntOrFloat() ? scalar.getIntOrFloatBitWidth() : 32;
  double peak =
      width <= 16   ? (matrix ? target.matrixFlopsF16 : target.vectorFlopsF16)
      : width <= 32 ? (matrix ? target.matrixFlopsF32 : target.vectorFlopsF32)
                    : (matrix ? target.matrixFlopsF64 : target.vectorFlopsF64);
  return std::max(flops / peak, bytes / target.bytesPerSecond) +
         target.launchSeconds;
}
