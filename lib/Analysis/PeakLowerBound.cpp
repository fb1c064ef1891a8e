//===- PeakLowerBound.cpp - a floor under every rematerialization ---------===//

#include "remat/Analysis/PeakLowerBound.h"
#include "remat/Support/CheckedArithmetic.h"

#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace remat;

PeakLowerBound remat::computePeakLowerBound(const MemoryAnalysis &memory,
                                            const PhaseAnalysis &phases) {
  // Without the memory numbers there is no floor to compute; kTooLarge
  // keeps a client that does not check the error from trusting a small one.
  if (memory.getError())
    return PeakLowerBound{kTooLarge, nullptr, {}};
  ArrayRef<OpMemoryInfo> ops = memory.getOps();
  ArrayRef<BufferInfo> buffers = memory.getBuffers();
  int64_t n = ops.size();
  // Buffers no recomputation moves: backward values (and counted
  // arguments). A returned forward value (the loss) is not one of them: it
  // can be recomputed right before the return.
  auto fixed = [&](const BufferInfo &buffer) {
    return buffer.defIndex < 0 || phases.isBackward(buffer.value);
  };
  SmallVector<int64_t> delta(n + 1, 0);
  for (const BufferInfo &buffer : buffers) {
    if (!fixed(buffer))
      continue;
    delta[std::max<int64_t>(buffer.defIndex, 0)] += buffer.bytes;
    delta[buffer.lastUseIndex + 1] -= buffer.bytes;
  }
  PeakLowerBound bound;
  int64_t best = -1, fixedBytes = 0;
  for (int64_t i = 0; i < n; ++i) {
    fixedBytes += delta[i];
    // The op's own forward operands and results.
    llvm::SmallSet<int64_t, 8> own;
    auto touch = [&](Value v) {
      int64_t b = memory.getBufferIndex(v);
      if (b >= 0 && !fixed(buffers[b]))
        own.insert(b);
    };
    for (Value operand : ops[i].op->getOperands())
      touch(operand);
    for (Value result : ops[i].op->getResults())
      touch(result);
    // A payload reads what it captures.
    if (getRegionRole(ops[i].op) == RegionRole::Payload)
      forEachCapturedValue(ops[i].op, touch);
    // Every buffer counted here is live at op i, whose live bytes fit in
    // int64_t (the memory analysis checked): saturation is a safeguard.
    int64_t total = satAdd(fixedBytes, ops[i].scratchBytes);
    for (int64_t b : own)
      total = satAdd(total, buffers[b].bytes);
    if (total > bound.bytes || best < 0) {
      bound.bytes = total;
      best = i;
    }
  }
  if (best < 0)
    return bound;
  bound.op = ops[best].op;
  llvm::SmallSet<int64_t, 8> own;
  auto ownBuffer = [&](Value v) {
    int64_t b = memory.getBufferIndex(v);
    if (b >= 0)
      own.insert(b);
  };
  for (Value v : llvm::concat<Value>(ops[best].op->getOperands(),
                                     ops[best].op->getResults()))
    ownBuffer(v);
  if (getRegionRole(ops[best].op) == RegionRole::Payload)
    forEachCapturedValue(ops[best].op, ownBuffer);
  for (auto [b, buffer] : llvm::enumerate(buffers)) {
    bool live = buffer.defIndex <= best && best <= buffer.lastUseIndex;
    if ((fixed(buffer) && live) || own.contains(b))
      bound.held.push_back(&buffer);
  }
  llvm::sort(bound.held, [](const BufferInfo *x, const BufferInfo *y) {
    return std::make_pair(-x->bytes, x->defIndex) <
           std::make_pair(-y->bytes, y->defIndex);
  });
  return bound;
}
