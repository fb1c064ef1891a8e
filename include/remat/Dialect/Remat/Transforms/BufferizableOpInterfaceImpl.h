//===- BufferizableOpInterfaceImpl.h - bufferization of remat ops -*- C++
//-*-===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H
#define REMAT_DIALECT_REMAT_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace remat {
/// remat.barrier bufferizes to its operand's buffer.
void registerBufferizableOpInterfaceExternalModels(
    mlir::DialectRegistry &registry);
} // namespace remat

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H
