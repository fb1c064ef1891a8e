//===- BlockDP.cpp - the DP over repeated blocks --------------------------===//
//
// See BlockDP.h for the model.
//
//===----------------------------------------------------------------------===//
#include "remat/Solvers/BlockDP.h"
#include "remat/Support/AttrNames.h"

#include "remat/Analysis/Aliasing.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Solvers/MaxFlow.h"

#include "llvm/ADT/Hashing.h"

#include <cmath>
#include <limits>
#include <queue>
#include <set>

using namespace mlir;
using namespace remat;

/// One op's part of its block's structural signature: what it is and how it
/// is wired, with operands from inside the block named by position.
static size_t opSignature(Operation *op, unsigned blockBegin,
                          const DenseMap<Operation *, unsigned> &position,
                          Value input, const llvm::DenseSet<Value> &activations,
                          Block *body) {
  auto describe = [](Operation *o) {
    llvm::hash_code h =
        llvm::hash_combine(o->getName().getAsOpaquePointer(),
                           o->getNumRegions(), o->getPropertiesAsAttribute());
    for (Type t : o->getResultTypes())
      h = llvm::hash_combine(h, t.getAsOpaquePointer());
    for (NamedAttribute attr : o->getDiscardableAttrs())
      if (attr.getName() != kRematNameAttr)
        h = llvm::hash_combine(h, attr.getName(), attr.getValue());
    return h;
  };
  llvm::hash_code h = describe(op);
  op->walk([&](Operation *inner) {
    if (inner != op)
      h = llvm::hash_combine(h, describe(inner));
  });
  for (Value operand : op->getOperands()) {
    Operation *def = operand.getDefiningOp();
    auto it =
        def && def->getBlock() == body ? position.find(def) : position.end();
    if (it != position.end() && it->second >= blockBegin &&
        !isArgumentOrConstant(operand))
      h = llvm::hash_combine(h, 1, it->second - blockBegin,
                             cast<OpResult>(operand).getResultNumber());
    else if (operand == input)
      h = llvm::hash_combine(h, 2);
    else
      h = llvm::hash_combine(h, 3, operand.getType().getAsOpaquePointer());
  }
  for (Value r : op->getResults())
    h = llvm::hash_combine(h, activations.contains(r));
  return h;
}

FailureOr<BlockSequence> remat::findBlockSequence(FunctionOpInterface func,
                                                  const PhaseAnalysis &phases,
                                                  unsigned maxBlocks,
                                                  std::string &why) {
  Block *body = &func.getFunctionBody().front();
  BlockSequence seq;
  DenseMap<Operation *, unsigned> position;
  for (Operation &op : *body)
    if (!phases.isBackward(&op) && !op.hasTrait<OpTrait::IsTerminator>()) {
      position[&op] = seq.ops.size();
      seq.ops.push_back(&op);
    }
  unsigned m = seq.ops.size();
  // Gap g lies between ops g-1 and g; a value made at p and last read by a
  // forward op at q crosses gaps p+1..q. A gap crossed by at most one value
  // is a cut, and that value is the block's output.
  std::vector<std::vector<std::pair<unsigned, Value>>> opening(m);
  for (auto [p, op] : llvm::enumerate(seq.ops))
    for (Value r : op->getResults()) {
      if (isArgumentOrConstant(r))
        continue;
      unsigned last = p;
      for (Operation *user : r.getUsers()) {
        Operation *top = body->findAncestorOpInBlock(*user);
        auto it = top ? position.find(top) : position.end();
        if (it != position.end())
          last = std::max(last, it->second);
      }
      if (last > p)
        opening[p].push_back({last, r});
    }
  using Open = std::pair<unsigned, Value>;
  auto later = [](const Open &x, const Open &y) { return x.first > y.first; };
  std::priority_queue<Open, std::vector<Open>, decltype(later)> open(later);
  SmallVector<unsigned> cuts;
  SmallVector<Value> carried;
  for (unsigned g = 1; g < m; ++g) {
    for (const Open &o : opening[g - 1])
      open.push(o);
    while (!open.empty() && open.top().first < g)
      open.pop();
    if (open.size() <= 1) {
      cuts.push_back(g);
      carried.push_back(open.empty() ? Value() : open.top().second);
    }
  }
  // Merge neighbours when there are too many blocks for the DP.
  unsigned raw = cuts.size() + 1;
  unsigned stride = (raw + maxBlocks - 1) / std::max(1u, maxBlocks);
  seq.blockEnd.push_back(0);
  seq.boundary.push_back(Value());
  for (unsigned i = stride - 1; i < cuts.size(); i += stride) {
    seq.blockEnd.push_back(cuts[i]);
    seq.boundary.push_back(carried[i]);
  }
  seq.blockEnd.push_back(m);
  seq.boundary.push_back(Value());
  if (seq.numBlocks() < 2) {
    why = "no point of the forward pass is carried by a single value, so it "
          "is one block";
    return failure();
  }
  llvm::DenseSet<Value> activations(phases.getActivations().begin(),
                                    phases.getActivations().end());
  std::map<std::vector<size_t>, unsigned> classes;
  seq.shape.push_back(0);
  for (unsigned b = 1; b <= seq.numBlocks(); ++b) {
    std::vector<size_t> signature;
    unsigned begin = seq.blockEnd[b - 1];
    for (unsigned p = begin; p < seq.blockEnd[b]; ++p)
      signature.push_back(opSignature(seq.ops[p], begin, position,
                                      seq.boundary[b - 1], activations, body));
    // Where the output sits belongs to the shape too.
    Value out = seq.boundary[b];
    signature.push_back(out ? size_t(llvm::hash_combine(
                                  position.lookup(out.getDefiningOp()) - begin,
                                  cast<OpResult>(out).getResultNumber()))
                            : size_t(0));
    auto [it, inserted] = classes.try_emplace(signature, classes.size());
    seq.shape.push_back(it->second);
  }
  seq.numClasses = classes.size();
  return seq;
}

BlockDP::BlockDP(const BlockSequence &blocks, const MemoryAnalysis &memory,
                 ArrayRef<Value> activations,
                 llvm::function_ref<double(Operation *)> cost,
                 llvm::function_ref<bool(Operation *)> mayRecompute,
                 unsigned maxRunBlocks)
    : blocks(blocks), activationSet(activations.begin(), activations.end()) {
  unsigned n = blocks.numBlocks();
  maxRun = std::max(1u, std::min(maxRunBlocks, n));

  // What the original program holds besides activations, op by op.
  ArrayRef<OpMemoryInfo> ops = memory.getOps();
  ArrayRef<BufferInfo> buffers = memory.getBuffers();
  std::vector<int64_t> activationLive(ops.size() + 1, 0);
  llvm::DenseSet<int64_t> seen;
  for (const ActivationInfo &a : memory.getActivations()) {
    int64_t buffer = memory.getBufferIndex(a.value);
    if (buffer < 0 || !seen.insert(buffer).second)
      continue;
    const BufferInfo &info = buffers[buffer];
    activationLive[std::max<int64_t>(0, info.defIndex)] += info.bytes;
    activationLive[std::min<int64_t>(ops.size(), info.lastUseIndex + 1)] -=
        info.bytes;
  }
  std::vector<int64_t> other(ops.size(), 0);
  int64_t live = 0, maxOther = 0, forwardOther = 0;
  for (size_t i = 0; i < ops.size(); ++i) {
    live += activationLive[i];
    other[i] = std::max<int64_t>(0, ops[i].liveBytesDuring - live);
    maxOther = std::max(maxOther, other[i]);
    if (ops[i].phase == Phase::Forward)
      forwardOther = std::max(forwardOther, other[i]);
  }
  // Who holds each buffer to the backward pass: in destination-passing
  // style the allocating value is an initializer the op writing into it
  // replaces, so the bytes go with the last writer (views write nothing).
  for (Operation *op : blocks.ops) {
    if (isAliasOnlyOp(op))
      continue;
    for (Value r : op->getResults()) {
      int64_t buffer = memory.getBufferIndex(r);
      if (buffer >= 0 &&
          (buffers[buffer].value == r || ownerOfBuffer.contains(buffer)))
        ownerOfBuffer[buffer] = r;
    }
  }
  // The backward ops reading each block's values, as an index range.
  DenseMap<Value, unsigned> blockOf;
  int64_t forwardBytes = 0;
  for (unsigned b = 1; b <= n; ++b)
    for (unsigned p = blocks.blockEnd[b - 1]; p < blocks.blockEnd[b]; ++p)
      for (Value r : blocks.ops[p]->getResults())
        if (!isArgumentOrConstant(r)) {
          blockOf[r] = b;
          forwardBytes += getTypeBytes(r.getType());
        }
  for (size_t i = 0; i < ops.size(); ++i) {
    if (ops[i].phase != Phase::Backward)
      continue;
    for (Value operand : ops[i].op->getOperands()) {
      auto it = blockOf.find(operand);
      if (it == blockOf.end())
        continue;
      auto [use, inserted] =
          backwardUses.try_emplace(operand, int64_t(i), int64_t(i));
      use->second.second = int64_t(i);
    }
  }

  // Units: the DP table has about 2048 memory levels.
  int64_t total = forwardBytes + maxOther;
  unit = std::max<int64_t>(1, (total + 2047) / 2048);
  limitMax = (total + unit - 1) / unit + 2 * int64_t(n) + 1;
  forwardBase = (forwardOther + unit - 1) / unit;

  runs.resize(size_t(n + 1) * (maxRun + 1));
  for (unsigned to = 1; to <= n; ++to) {
    for (unsigned from = to; from-- > 0 && to - from <= maxRun;) {
      // Runs of the same shapes share a menu.
      std::vector<unsigned> key(blocks.shape.begin() + from + 1,
                                blocks.shape.begin() + to + 1);
      key.push_back(to == n);
      auto [it, inserted] = menuOfShape.try_emplace(key, menus.size());
      if (inserted)
        menus.push_back(computeMenu(from, to, cost, mayRecompute));
      RunInfo &info = runs[size_t(to) * (maxRun + 1) + (to - from)];
      info.menu = it->second;
      for (const BlockOption &option : menus[info.menu])
        info.peak.push_back(
            (modelPeak(from, to, option, memory, other) + unit - 1) / unit);
    }
  }
}

int64_t BlockDP::modelPeak(unsigned from, unsigned to,
                           const BlockOption &option,
                           const MemoryAnalysis &memory,
                           ArrayRef<int64_t> other) const {
  constexpr int64_t kNever = std::numeric_limits<int64_t>::max();
  unsigned base = blocks.blockEnd[from];
  // Bytes a value owns (views and initializers own none).
  auto owned = [&](Value v) -> int64_t {
    int64_t buffer = memory.getBufferIndex(v);
    if (buffer < 0)
      return 0;
    auto it = ownerOfBuffer.find(buffer);
    Value owner = it == ownerOfBuffer.end() ? memory.getBuffers()[buffer].value
                                            : it->second;
    return owner == v ? memory.getBuffers()[buffer].bytes : 0;
  };
  auto uses = [&](Value v) {
    auto it = backwardUses.find(v);
    return it == backwardUses.end() ? std::make_pair(kNever, int64_t(-1))
                                    : it->second;
  };
  // A recomputed op runs at the first backward use of its results or of a
  // recomputed reader, whichever comes first (as the rewriter places it);
  // what it reads lives until then.
  DenseMap<Operation *, int64_t> start;
  SmallVector<std::pair<int64_t, int64_t>> intervals; // [begin, end], bytes
  SmallVector<int64_t> bytes;
  auto readersStart = [&](Value v) {
    int64_t earliest = kNever, latest = -1;
    for (Operation *user : v.getUsers()) {
      auto it = start.find(user);
      if (it == start.end() || it->second == kNever)
        continue;
      earliest = std::min(earliest, it->second);
      latest = std::max(latest, it->second);
    }
    return std::make_pair(earliest, latest);
  };
  for (unsigned offset : llvm::reverse(option.recomputed)) {
    Operation *op = blocks.ops[base + offset];
    int64_t begin = kNever, end = -1;
    for (Value r : op->getResults()) {
      auto [first, last] = uses(r);
      auto [readFirst, readLast] = readersStart(r);
      begin = std::min({begin, first, readFirst});
      end = std::max({end, last, readLast});
    }
    start[op] = begin;
  }
  // A recomputed value that no backward op reads and whose recomputed
  // readers all run at its own start is a temporary of that point's
  // recomputation: it lives from its op to its last reader there (the
  // matmul and bias before a recomputed relu), not through the backward op.
  // Per start, the most such temporaries and the values made there for
  // later hold at once, beyond the latter (counted in the intervals).
  DenseMap<int64_t, int64_t> transientExtra;
  {
    DenseMap<Value, unsigned> readersLeft; // temporaries' readers to run
    DenseMap<int64_t, std::pair<int64_t, int64_t>> state; // live, made
    DenseMap<int64_t, int64_t> lasting; // bytes made for later, per start
    for (unsigned offset : option.recomputed) {
      Operation *op = blocks.ops[base + offset];
      int64_t at = start.lookup(op);
      if (at == kNever)
        continue;
      for (Value r : op->getResults())
        if (uses(r).second < 0 && readersStart(r) == std::make_pair(at, at)) {
          llvm::SmallPtrSet<Operation *, 4> readers(r.getUsers().begin(),
                                                    r.getUsers().end());
          readersLeft[r] = readers.size();
        } else {
          auto [first, last] = uses(r);
          auto [readFirst, readLast] = readersStart(r);
          intervals.push_back({at, std::max(last, readLast)});
          bytes.push_back(owned(r));
          lasting[at] += owned(r);
        }
    }
    for (unsigned offset : option.recomputed) {
      Operation *op = blocks.ops[base + offset];
      int64_t at = start.lookup(op);
      if (at == kNever)
        continue;
      auto &[live, made] = state[at];
      for (Value r : op->getResults())
        (readersLeft.contains(r) ? live : made) += owned(r);
      int64_t &extra = transientExtra[at];
      extra = std::max(extra, live + made - lasting.lookup(at));
      llvm::SmallPtrSet<Value, 4> read;
      for (Value operand : op->getOperands()) {
        auto it = readersLeft.find(operand);
        if (it == readersLeft.end() || !read.insert(operand).second)
          continue;
        if (--it->second == 0)
          live -= owned(operand);
      }
    }
  }
  auto keep = [&](Value v) {
    auto [first, last] = uses(v);
    auto [readFirst, readLast] = readersStart(v);
    int64_t end = std::max(last, readLast);
    if (end < 0)
      return;
    intervals.push_back({-1, end});
    bytes.push_back(owned(v));
  };
  for (auto [offset, result] : option.kept)
    keep(blocks.ops[base + offset]->getResult(result));
  if (Value output = blocks.boundary[to])
    keep(output);
  // The run's backward pass: every op reading its values or between them.
  int64_t lo = kNever, hi = -1;
  for (unsigned p = blocks.blockEnd[from]; p < blocks.blockEnd[to]; ++p)
    for (Value r : blocks.ops[p]->getResults()) {
      auto [first, last] = uses(r);
      lo = std::min(lo, first);
      hi = std::max(hi, last);
    }
  for (auto [begin, end] : intervals)
    if (begin != -1)
      lo = std::min(lo, begin);
  for (auto [at, extra] : transientExtra)
    lo = std::min(lo, at);
  if (hi < lo)
    return 0;
  std::vector<int64_t> delta(hi - lo + 2, 0);
  for (auto [interval, size] : llvm::zip(intervals, bytes)) {
    int64_t begin = std::max(interval.first, lo);
    int64_t end = std::min(interval.second, hi);
    if (end < begin)
      continue;
    delta[begin - lo] += size;
    delta[end - lo + 1] -= size;
  }
  int64_t live = 0, peak = 0;
  for (int64_t i = lo; i <= hi; ++i) {
    live += delta[i - lo];
    peak = std::max(peak, live + other[i] + transientExtra.lookup(i));
  }
  return peak;
}

std::vector<BlockOption>
BlockDP::computeMenu(unsigned from, unsigned to,
                     llvm::function_ref<double(Operation *)> cost,
                     llvm::function_ref<bool(Operation *)> mayRecompute) {
  unsigned lo = blocks.blockEnd[from], hi = blocks.blockEnd[to];
  Value output = blocks.boundary[to];
  int64_t outputBytes = output ? getTypeBytes(output.getType()) : 0;
  // Integer weights: bytes and costs each scaled so that the run's total is
  // about 1e9, then weighed against each other by lambda = 4^e.
  double bytesSum = 0, costSum = 0;
  for (unsigned p = lo; p < hi; ++p) {
    costSum += std::max(0.0, cost(blocks.ops[p]));
    for (Value r : blocks.ops[p]->getResults())
      bytesSum += getTypeBytes(r.getType());
  }
  double byteScale = bytesSum > 0 ? 1e9 / bytesSum : 1.0;
  double costScale = costSum > 0 ? 1e9 / costSum : 1.0;

  std::vector<BlockOption> menu;
  std::set<std::pair<int64_t, double>> seenOptions;
  for (int e = -10; e <= 10; ++e) {
    double keepWeight = byteScale * std::pow(4.0, std::max(e, 0));
    double costWeight = costScale * std::pow(4.0, std::max(-e, 0));
    auto capacity = [](double x) {
      return int64_t(std::min(std::ceil(x), double(MaxFlow::kInfinity / 64)));
    };
    MaxFlow graph(2);
    const unsigned source = 0, sink = 1;
    DenseMap<Value, unsigned> needed;      // N_v: v is needed
    DenseMap<Operation *, unsigned> again; // R_o: o is recomputed
    for (unsigned p = lo; p < hi; ++p) {
      Operation *op = blocks.ops[p];
      if (op->getNumResults() == 0 ||
          llvm::all_of(op->getResults(), isArgumentOrConstant))
        continue;
      bool recomputable = mayRecompute(op);
      unsigned keepFrom = source;
      if (recomputable) {
        keepFrom = again[op] = graph.addNode();
        graph.addEdge(source, keepFrom, capacity(costWeight * cost(op)));
        for (Value operand : op->getOperands()) {
          auto it = needed.find(operand);
          if (it != needed.end())
            graph.addEdge(it->second, keepFrom, MaxFlow::kInfinity);
        }
      }
      for (Value r : op->getResults()) {
        if (isArgumentOrConstant(r) || r == output)
          continue;
        unsigned node = needed[r] = graph.addNode();
        graph.addEdge(keepFrom, node,
                      capacity(keepWeight * getTypeBytes(r.getType())));
        if (activationSet.contains(r))
          graph.addEdge(node, sink, MaxFlow::kInfinity);
      }
    }
    ++cuts;
    if (graph.run(source, sink) >= MaxFlow::kInfinity)
      continue;
    SmallVector<bool> inSinkSide = graph.reachesSink(sink);
    BlockOption option;
    option.keptBytes = outputBytes;
    for (unsigned p = lo; p < hi; ++p) {
      Operation *op = blocks.ops[p];
      auto it = again.find(op);
      bool recomputed = it != again.end() && inSinkSide[it->second];
      if (recomputed) {
        option.recomputed.push_back(p - lo);
        option.cost += cost(op);
        option.recomputedBytes += getResultBytes(op);
      }
      for (auto [i, r] : llvm::enumerate(op->getResults())) {
        auto n = needed.find(r);
        if (n == needed.end() || !inSinkSide[n->second] || recomputed)
          continue;
        option.kept.push_back({p - lo, unsigned(i)});
        option.keptBytes += getTypeBytes(r.getType());
      }
    }
    if (seenOptions.insert({option.keptBytes, option.cost}).second)
      menu.push_back(std::move(option));
  }
  return menu;
}

std::optional<BlockSchedule> BlockDP::solve(int64_t limit) const {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  unsigned n = blocks.numBlocks();
  int64_t width = limitMax + 1;
  limit = std::min(limit, limitMax);
  std::vector<double> best(size_t(n + 1) * width, kInf);
  // How each entry was reached: the run's start and the option.
  std::vector<std::pair<uint32_t, uint32_t>> choice(size_t(n + 1) * width);
  auto units = [&](int64_t bytes) { return (bytes + unit - 1) / unit; };
  best[0] = 0.0;
  for (unsigned to = 1; to <= n; ++to)
    for (unsigned from = to; from-- > 0 && to - from <= maxRun;) {
      const RunInfo &info = run(from, to);
      for (auto [o, option] : llvm::enumerate(menus[info.menu])) {
        int64_t held = units(option.keptBytes);
        int64_t peak = info.peak[o];
        for (int64_t h = 0; h + peak <= limit && h + held <= limitMax; ++h) {
          double below = best[size_t(from) * width + h];
          if (below == kInf)
            continue;
          double &entry = best[size_t(to) * width + h + held];
          if (below + option.cost < entry) {
            entry = below + option.cost;
            choice[size_t(to) * width + h + held] = {from, uint32_t(o)};
          }
        }
      }
    }
  int64_t end = -1;
  for (int64_t h = 0; h + forwardBase <= limit && h <= limitMax; ++h)
    if (best[size_t(n) * width + h] < kInf &&
        (end < 0 ||
         best[size_t(n) * width + h] < best[size_t(n) * width + end]))
      end = h;
  if (end < 0)
    return std::nullopt;
  BlockSchedule schedule;
  schedule.addedCost = best[size_t(n) * width + end];
  for (unsigned to = n; to > 0;) {
    auto [from, o] = choice[size_t(to) * width + end];
    const BlockOption &option = menus[run(from, to).menu][o];
    schedule.runs.push_back({from, to, option});
    end -= units(option.keptBytes);
    unsigned lo = blocks.blockEnd[from];
    for (auto [offset, result] : option.kept)
      schedule.kept.insert(blocks.ops[lo + offset]->getResult(result));
    if (Value output = blocks.boundary[to])
      schedule.kept.insert(output);
    to = from;
  }
  std::reverse(schedule.runs.begin(), schedule.runs.end());
  return schedule;
}
