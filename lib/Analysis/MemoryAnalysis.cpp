//===- MemoryAnalysis.cpp - liveness and bytes held over a program --------===//
//
// Linear in the size of the program: one walk numbers the ops and assigns
// every value to a buffer (views and region boundaries alias their source),
// one pass over the uses extends live intervals, and a difference array turns
// intervals into bytes live per op.
//
// mlir::Liveness answers "is this value live at that op" per block; asking it
// for every op of a long straight-line block is quadratic, so the per-op
// timeline is computed here directly from def/last-use indices.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Analysis/Aliasing.h"
#include "remat/Analysis/CostModel.h"
#include "remat/Interfaces/CheckpointRegionOpInterface.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Support/CheckedArithmetic.h"

#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace remat;

MemoryAnalysis::MemoryAnalysis(Operation *root) {
  PhaseAnalysis phases(root);
  compute(root, phases);
}

MemoryAnalysis::MemoryAnalysis(Operation *root, AnalysisManager &am) {
  compute(root, am.getAnalysis<PhaseAnalysis>());
}

MemoryAnalysis::MemoryAnalysis(Operation *root, const PhaseAnalysis &phases,
                               const MemoryOptions &options)
    : options(options) {
  compute(root, phases);
}

int64_t MemoryAnalysis::getBufferIndex(Value value) const {
  auto it = bufferOf.find(value);
  return it == bufferOf.end() ? -1 : it->second;
}

/// The op a value belongs to: its definer, or the op owning its block.
static Operation *ownerOf(Value v) {
  if (Operation *def = v.getDefiningOp())
    return def;
  return cast<BlockArgument>(v).getOwner()->getParentOp();
}

void remat::emitMemoryModelError(const MemoryModelError &error,
                                 StringRef client) {
  switch (error.kind) {
  case MemoryModelError::Kind::UnsizedElement:
    emitError(error.value.getLoc())
        << client << ": a tensor of " << error.value.getType()
        << " has an element type whose size the memory model does not know";
    return;
  case MemoryModelError::Kind::TensorTooLarge:
    emitError(error.value.getLoc())
        << client << ": a tensor of " << error.value.getType()
        << " holds more bytes than fit in 64 bits";
    return;
  case MemoryModelError::Kind::DynamicShape: {
    InFlightDiagnostic diag = emitError(error.value.getLoc()) << client << ": ";
    if (error.dim < 0)
      diag << "the unranked " << error.value.getType();
    else
      diag << "dimension " << error.dim << " of " << error.value.getType();
    if (auto result = dyn_cast<OpResult>(error.value))
      diag << " (result " << result.getResultNumber() << " of '"
           << result.getOwner()->getName() << "')";
    else
      diag << " (argument " << cast<BlockArgument>(error.value).getArgNumber()
           << ")";
    diag << " is dynamic; the memory model needs static shapes";
    return;
  }
  case MemoryModelError::Kind::LiveBytesOverflow:
    error.op->emitError() << client << ": the bytes live at '"
                          << error.op->getName() << "' do not fit in 64 bits";
    return;
  }
}

/// Whether a terminator hands its operands to its checkpoint's results.
static bool yieldsFromCheckpoint(Operation *op) {
  Operation *parent = op->getParentOp();
  return op->hasTrait<OpTrait::IsTerminator>() && parent &&
         getRegionRole(parent) == RegionRole::Checkpoint;
}

void MemoryAnalysis::compute(Operation *root, const PhaseAnalysis &phases) {
  if ((unsupportedOp = phases.getUnsupportedOp()))
    return;

  auto newBuffer = [&](Value v, int64_t def) {
    int64_t bytes = getTypeBytes(v.getType());
    if (isTooLarge(bytes) && !error)
      error = MemoryModelError{MemoryModelError::Kind::TensorTooLarge, v,
                               ownerOf(v)};
    if (bytes == 0)
      return;
    bufferOf[v] = buffers.size();
    buffers.push_back({v, bytes, def, def});
  };
  auto alias = [&](Value v, Value source) {
    auto it = bufferOf.find(source);
    if (it != bufferOf.end())
      bufferOf[v] = it->second;
  };

  // Arguments of the function body: owned by the caller.
  Block *body = nullptr;
  if (root->getNumRegions() == 1 && !root->getRegion(0).empty())
    body = &root->getRegion(0).front();
  if (body) {
    // Most ops sit in the body itself: size the tables once instead of
    // growing them (rehashing and moving) over 100k-op functions.
    size_t expected = body->getOperations().size() + body->getNumArguments();
    ops.reserve(expected);
    opIndex.reserve(expected);
    buffers.reserve(expected);
    bufferOf.reserve(expected);
  }
  if (body && options.countArguments)
    for (BlockArgument arg : body->getArguments())
      newBuffer(arg, -1);
  // A tensor the model cannot size, wherever it appears, makes every number
  // below a guess: report it instead.
  auto checkSized = [&](Value v) {
    if (error)
      return;
    if (hasUnsizedElements(v.getType())) {
      error = MemoryModelError{MemoryModelError::Kind::UnsizedElement, v,
                               ownerOf(v)};
      return;
    }
    // A shape the model cannot size: the first dynamic dimension, or -1
    // for an unranked tensor.
    if (isa<UnrankedTensorType>(v.getType())) {
      error = MemoryModelError{MemoryModelError::Kind::DynamicShape, v,
                               ownerOf(v), -1};
      return;
    }
    if (auto tensor = dyn_cast<RankedTensorType>(v.getType()))
      for (auto [dim, size] : llvm::enumerate(tensor.getShape()))
        if (ShapedType::isDynamic(size)) {
          error = MemoryModelError{MemoryModelError::Kind::DynamicShape, v,
                                   ownerOf(v), static_cast<int64_t>(dim)};
          return;
        }
  };
  if (body)
    for (BlockArgument arg : body->getArguments())
      checkSized(arg);

  // Number ops in program order and assign buffers.
  BufferAliasing aliasing(root);
  walkProgramOrder(root, [&](Operation *op) {
    for (Value result : op->getResults())
      checkSized(result);
    int64_t index = ops.size();
    opIndex[op] = index;
    OpMemoryInfo info;
    info.op = op;
    info.phase = phases.getPhase(op);
    ops.push_back(info);
    // A checkpoint's body arguments are its inputs, its results what the
    // body yields: aliases, not copies.
    if (getRegionRole(op) == RegionRole::Checkpoint) {
      auto checkpoint = cast<CheckpointRegionOpInterface>(op);
      for (BlockArgument arg : checkpoint.getCheckpointBody().getArguments()) {
        checkSized(arg);
        alias(arg, checkpoint.getInputForArgument(arg));
      }
      return;
    }
    if (yieldsFromCheckpoint(op)) {
      for (auto [result, value] :
           llvm::zip(op->getParentOp()->getResults(), op->getOperands()))
        alias(result, value);
      return;
    }
    if (op->hasTrait<OpTrait::ConstantLike>() ||
        op->hasTrait<OpTrait::IsTerminator>())
      return;
    for (OpResult result : op->getResults()) {
      // A result written in place into a value that owns no memory (a
      // constant, seen through a recompute guard's view) gets a buffer of
      // its own: bufferization copies the constant into a new one. A view
      // of it stays free.
      Value source = aliasing.getAliasedValue(result);
      if (source && (bufferOf.count(source) || isAliasOnlyOp(op))) {
        alias(result, source);
        continue;
      }
      newBuffer(result, index);
      ops.back().allocatedBytes =
          satAdd(ops.back().allocatedBytes, getTypeBytes(result.getType()));
    }
  });

  // Extend each buffer to its last use. A checkpoint's own operands are used
  // inside its body, through the block arguments, so the op itself does not
  // count as a use; a payload's captured values are used by its op.
  auto use = [&](Value value, int64_t index) {
    int64_t b = getBufferIndex(value);
    if (b >= 0)
      buffers[b].lastUseIndex =
          std::max<int64_t>(buffers[b].lastUseIndex, index);
  };
  for (auto [index, info] : llvm::enumerate(ops)) {
    RegionRole kind = getRegionRole(info.op);
    if (kind == RegionRole::Checkpoint)
      continue;
    for (Value operand : info.op->getOperands())
      use(operand, index);
    if (kind != RegionRole::None)
      forEachCapturedValue(info.op,
                           [&, index = index](Value v) { use(v, index); });
  }

  if (error) {
    peakBytes = kTooLarge;
    return;
  }

  // Bytes live during and after each op, from a difference array. Every sum
  // is checked. The buffers whose sum lands in one entry of delta or
  // freedAfter are all live at one op (where they are defined, or last
  // used), so an entry that overflows means the live bytes overflow at that
  // op or before: `firstOverflow` remembers the earliest such op, and the
  // walk below reports it unless the running sum overflows earlier.
  int64_t n = ops.size();
  SmallVector<int64_t> delta(n + 1, 0);
  SmallVector<int64_t> freedAfter(n + 1, 0);
  int64_t liveFromStart = 0;
  auto overflowAt = [&](int64_t index) {
    error = MemoryModelError{MemoryModelError::Kind::LiveBytesOverflow, Value(),
                             ops.empty() ? root
                                         : ops[std::max<int64_t>(index, 0)].op};
    peakBytes = kTooLarge;
  };
  auto accumulate = [](int64_t &into, int64_t bytes) {
    std::optional<int64_t> sum = checkedAdd(into, bytes);
    if (sum)
      into = *sum;
    return sum.has_value();
  };
  int64_t firstOverflow = n;
  for (const BufferInfo &buffer : buffers) {
    int64_t last = std::max<int64_t>(buffer.lastUseIndex, buffer.defIndex);
    if (buffer.defIndex < 0 ? !accumulate(liveFromStart, buffer.bytes)
                            : !accumulate(delta[buffer.defIndex], buffer.bytes))
      firstOverflow = std::min<int64_t>(firstOverflow,
                                        std::max<int64_t>(buffer.defIndex, 0));
    if (last >= 0) {
      if (!accumulate(delta[last + 1], -buffer.bytes) ||
          !accumulate(freedAfter[last], buffer.bytes))
        firstOverflow = std::min(firstOverflow, last);
    } else {
      // An argument never used: live at entry only.
      liveFromStart -= buffer.bytes;
    }
  }
  int64_t live = liveFromStart;
  for (int64_t i = 0; i < n; ++i) {
    ops[i].scratchBytes = getOpCost(ops[i].op).scratchBytes;
    if (i == firstOverflow || !accumulate(live, delta[i]) ||
        !checkedAdd(live, ops[i].scratchBytes))
      return overflowAt(i);
    ops[i].liveBytesDuring = live + ops[i].scratchBytes;
    ops[i].liveBytesAfter = live - freedAfter[i];
    if (ops[i].liveBytesDuring > peakBytes || peakIndex < 0) {
      peakBytes = ops[i].liveBytesDuring;
      peakIndex = i;
    }
  }

  // The bytes held for the backward pass: buffers of forward ops and of
  // recomputations (which the phase rule puts in the backward pass), from
  // the first backward op that is no recomputation to their last use (the
  // sums cannot overflow: each is at most the live bytes checked above).
  auto forwardMade = [&](const OpMemoryInfo &info) {
    return info.phase == Phase::Forward || info.op->hasAttr(kRecomputeAttrName);
  };
  int64_t firstBackward = n;
  for (int64_t i = 0; i < n && firstBackward == n; ++i)
    if (!forwardMade(ops[i]))
      firstBackward = i;
  SmallVector<int64_t> held(n + 1, 0);
  for (const BufferInfo &buffer : buffers) {
    int64_t last = std::max<int64_t>(buffer.lastUseIndex, buffer.defIndex);
    if (buffer.defIndex < 0 || last < firstBackward ||
        !forwardMade(ops[buffer.defIndex]))
      continue;
    held[std::max(buffer.defIndex, firstBackward)] += buffer.bytes;
    held[last + 1] -= buffer.bytes;
  }
  int64_t heldBytes = 0;
  for (int64_t i = firstBackward; i < n; ++i) {
    heldBytes += held[i];
    ops[i].activationBytesDuring = heldBytes;
    if (heldBytes > activationPeakBytes || activationPeakIndex < 0) {
      activationPeakBytes = heldBytes;
      activationPeakIndex = i;
    }
  }

  // Activations and the distinct buffers that hold them.
  SmallVector<bool> saved(buffers.size(), false);
  for (Value value : phases.getActivations()) {
    ActivationInfo info;
    info.value = value;
    info.bytes = getTypeBytes(value.getType());
    info.producerIndex = getIndex(value.getDefiningOp());
    for (Operation *nested : value.getUsers()) {
      Operation *user = getProgramOp(nested);
      if (!phases.isBackward(user) || user->hasTrait<OpTrait::IsTerminator>())
        continue;
      int64_t use = getIndex(user);
      if (info.firstBackwardUse < 0 || use < info.firstBackwardUse)
        info.firstBackwardUse = use;
      info.lastBackwardUse = std::max(info.lastBackwardUse, use);
    }
    activations.push_back(info);
    int64_t b = getBufferIndex(value);
    if (b >= 0 && !saved[b]) {
      saved[b] = true;
      // Saturates: the saved buffers need not be live at the same time.
      savedForBackwardBytes = satAdd(savedForBackwardBytes, buffers[b].bytes);
    }
  }
}

SmallVector<const BufferInfo *> MemoryAnalysis::getLiveAtPeak() const {
  SmallVector<const BufferInfo *> live;
  for (const BufferInfo &buffer : buffers) {
    int64_t last = std::max(buffer.lastUseIndex, buffer.defIndex);
    if (buffer.defIndex <= peakIndex && peakIndex <= last)
      live.push_back(&buffer);
  }
  // Largest first; ties in program order (std::stable_sort's temporary
  // buffer is deprecated in this libstdc++).
  llvm::sort(live, [](const BufferInfo *a, const BufferInfo *b) {
    return std::make_pair(-a->bytes, a->defIndex) <
           std::make_pair(-b->bytes, b->defIndex);
  });
  return live;
}

void MemoryAnalysis::print(raw_ostream &os) const {
  if (unsupportedOp) {
    os << "unsupported: " << unsupportedOp->getName() << "\n";
    return;
  }
  for (auto [index, info] : llvm::enumerate(ops))
    os << index << " " << info.op->getName() << " alloc " << info.allocatedBytes
       << " during " << info.liveBytesDuring << " after " << info.liveBytesAfter
       << "\n";
  os << "peak " << peakBytes << " at " << peakIndex << "\n";
}
