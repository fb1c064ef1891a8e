//===- MinCutPlanner.cpp - strategy=mincut --------------------------------===//
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Solvers/MaxFlow.h"
#include "remat/Transforms/RematPlanner.h"

using namespace mlir;
using namespace remat;

/// Minimum cut by bytes between the inputs and the backward uses: each
/// value v is an edge v_in -> v_out of capacity bytes(v) (keeping v); an op
/// that may be recomputed links its operands' v_out to its results' v_in;
/// one that may not is fed by the source. Activations feed the sink.
static FailureOr<RecomputePlan> planMinCut(const TrainingStep &step,
                                           const RecomputePolicy &policy) {
  Block &body = step.getBody();
  DenseMap<Value, unsigned> node; // v_in; v_out = v_in + 1
  MaxFlow graph(2);
  const unsigned source = 0, sink = 1;
  auto nodeOf = [&](Value v) {
    auto [it, inserted] = node.try_emplace(v, 0);
    if (inserted) {
      it->second = graph.addNode();
      graph.addNode();
    }
    return it->second;
  };
  DenseMap<Value, unsigned> keepEdge;
  for (Operation &op : body) {
    if (step.getPhases().isBackward(&op) || op.getNumResults() == 0)
      continue;
    bool recomputable = policy.mayRecompute(&op);
    for (Value r : op.getResults()) {
      unsigned in = nodeOf(r);
      bool mustRecompute = policy.forcedRecompute(&op);
      int64_t bytes = TrainingStep::available(r)
                          ? 0
                          : (mustRecompute ? MaxFlow::kInfinity
                                           : getTypeBytes(r.getType()));
      keepEdge[r] = graph.addEdge(in, in + 1, bytes);
      if (!recomputable || TrainingStep::available(r)) {
        graph.addEdge(source, in, MaxFlow::kInfinity);
        continue;
      }
      for (Value operand : op.getOperands()) {
        unsigned from = nodeOf(operand);
        if (TrainingStep::available(operand) && !operand.getDefiningOp())
          graph.addEdge(source, from, MaxFlow::kInfinity);
        graph.addEdge(from + 1, in, MaxFlow::kInfinity);
      }
    }
  }
  // Arguments: free to keep.
  for (BlockArgument arg : body.getArguments()) {
    unsigned in = nodeOf(arg);
    if (!keepEdge.count(arg)) {
      keepEdge[arg] = graph.addEdge(in, in + 1, 0);
      graph.addEdge(source, in, MaxFlow::kInfinity);
    }
  }
  for (Value a : step.getActivations())
    graph.addEdge(nodeOf(a) + 1, sink, MaxFlow::kInfinity);
  if (graph.run(source, sink) >= MaxFlow::kInfinity)
    return failure();
  // The cut nearest the backward pass.
  SmallVector<bool> sinkSide = graph.reachesSink(sink);
  RecomputePlan plan;
  for (auto [value, edge] : keepEdge) {
    bool cut = !sinkSide[graph.edgeFrom(edge)] && sinkSide[graph.edgeTo(edge)];
    if (cut && !TrainingStep::available(value))
      plan.kept.insert(value);
  }
  for (Value a : step.getActivations())
    if (!plan.kept.contains(a))
      plan.recompute.insert(a);
  return plan;
}

namespace {
class MinCutPlanner : public RematPlanner {
public:
  StringRef getName() const override { return "mincut"; }
  FailureOr<RecomputePlan> plan(const TrainingStep &step,
                                const RecomputePolicy &policy,
                                const RematOptions &,
                                std::string &message) const override {
    FailureOr<RecomputePlan> cut = planMinCut(step, policy);
    if (failed(cut))
      message = "recompute-names asks to recompute a value whose inputs "
                "cannot be recomputed or kept";
    return cut;
  }
};
} // namespace

std::unique_ptr<RematPlanner> remat::createMinCutPlanner() {
  return std::make_unique<MinCutPlanner>();
}
