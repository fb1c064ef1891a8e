//===- CostModel.cpp - roofline time estimates per target -----------------===//
#include "remat/Analysis/CostModel.h"
#include "remat/Interfaces/CostModelOpInterface.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace remat;

// Sources and derivations: docs/CostModel.md, "Targets".
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

int64_t remat::getLeafFlops(Operation *op) {
  auto cost = dyn_cast<CostModelOpInterface>(op);
  if (!cost || op->getNumRegions() != 0)
    return 0;
  return cost.getFlops();
}

/// Width class of the op's first tensor result (or operand).
static Type elementTypeOf(Operation *op) {
  for (Type t : llvm::concat<Type>(op->getResultTypes(), op->getOperandTypes()))
    if (auto tensor = dyn_cast<RankedTensorType>(t))
      return tensor.getElementType();
  return {};
}

double remat::estimateSeconds(Operation *op, const TargetSpec &target) {
  auto cost = dyn_cast<CostModelOpInterface>(op);
  if (!cost || op->getNumRegions() != 0)
    return 0.0;
  double flops = cost.getFlops();
  double bytes = cost.getBytesRead() + cost.getBytesWritten();
  if (flops == 0 && bytes == 0)
    return 0.0;
  bool matrix = cost.getComputeClass() == ComputeClass::Matrix;
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
