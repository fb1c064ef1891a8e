//===- CostModels.h - cost models of upstream ops ---------------*- C++ -*-===//
//
// External models of remat::CostModelOpInterface for upstream dialects, so
// that Remat's analyses and strategies see the FLOPs, bytes and
// recomputability of a training step written in linalg, tensor, arith and
// math. The formulas are listed in docs/reference/CostModel.md, "Upstream
// ops".
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_EXTERNALMODELS_COSTMODELS_H
#define REMAT_EXTERNALMODELS_COSTMODELS_H

#include <cstdint>
#include <optional>

namespace mlir {
class DialectRegistry;
class Operation;
} // namespace mlir

namespace remat {

/// Every linalg structured op (named ops, `linalg.generic`, `map`, `reduce`,
/// ...): FLOPs = iteration-domain size x FLOPs of one payload execution.
void registerLinalgCostModels(mlir::DialectRegistry &registry);

/// Every arith op: one FLOP per element, none for constants, casts and
/// `index` arithmetic.
void registerArithCostModels(mlir::DialectRegistry &registry);

/// Every math op: one FLOP per element (transcendentals included), two for
/// `math.fma`.
void registerMathCostModels(mlir::DialectRegistry &registry);

/// tensor ops: views move nothing, copies move their bytes, no FLOPs.
void registerTensorCostModels(mlir::DialectRegistry &registry);

/// All of the above.
void registerUpstreamCostModels(mlir::DialectRegistry &registry);

/// FLOPs of one execution of a scalar arith or math op (one element), the
/// unit a linalg payload is counted in; nullopt for ops of other dialects.
std::optional<int64_t> getScalarOpFlops(mlir::Operation *op);

} // namespace remat

#endif // REMAT_EXTERNALMODELS_COSTMODELS_H
