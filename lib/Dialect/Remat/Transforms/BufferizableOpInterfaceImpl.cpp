//===- BufferizableOpInterfaceImpl.cpp - bufferization of remat.barrier ---===//
//
// remat.barrier survives convert-remat-to-linalg so that CSE before
// bufferization cannot merge a recomputation with its original; once
// buffers exist it is the identity on its operand's buffer.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/BufferizableOpInterfaceImpl.h"
#include "remat/Dialect/Remat/IR/RematOps.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"

using namespace mlir;
using namespace mlir::bufferization;

namespace {
struct BarrierOpInterface
    : public BufferizableOpInterface::ExternalModel<BarrierOpInterface,
                                                    remat::BarrierOp> {
  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return false;
  }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }
  AliasingValueList getAliasingValues(Operation *op, OpOperand &,
                                      const AnalysisState &) const {
    return {{op->getResult(0), BufferRelation::Equivalent}};
  }
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    FailureOr<Value> buffer =
        getBuffer(rewriter, op->getOperand(0), options, state);
    if (failed(buffer))
      return failure();
    replaceOpWithBufferizedValues(rewriter, op, *buffer);
    return success();
  }
};
} // namespace

void remat::registerBufferizableOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, RematDialect *) {
    BarrierOp::attachInterface<BarrierOpInterface>(*ctx);
  });
}
