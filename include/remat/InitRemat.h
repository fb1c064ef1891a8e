//===- InitRemat.h - register Remat's dialects and passes -------*- C++ -*-===//
//
// One place that registers everything Remat provides, for remat-opt, the
// plugin and compilers that embed Remat.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_INITREMAT_H
#define REMAT_INITREMAT_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace remat {

/// The remat dialect itself.
void registerRematDialect(mlir::DialectRegistry &registry);

/// Remat's interface models for upstream dialects (the cost model of linalg,
/// tensor, arith and math ops); attached when those dialects load.
void registerRematExternalModels(mlir::DialectRegistry &registry);

/// The remat dialect plus every upstream dialect (and its interface models)
/// that Remat's pipelines produce or consume, with Remat's external models.
void registerAllRematDialects(mlir::DialectRegistry &registry);

/// Every Remat pass and pipeline, with the global pass registry.
void registerAllRematPasses();

} // namespace remat

#endif // REMAT_INITREMAT_H
