//===- ChainDP.h - optimal checkpointing of chains --------------*- C++ -*-===//
//
// An exact dynamic program for checkpointing a heterogeneous chain under a
// memory limit (the rotor / Revolve line of work), and an exhaustive search
// over every schedule of the same model to check it against.
//
// The chain: stage i (1..n) computes x_i from x_{i-1}; x_0 is the input. The
// original forward pass runs every stage once (free); after it the loss turns
// x_n into the gradient d_n, and adjoint i turns d_i into d_{i-1}, reading
// x_{i-1} when `readsInput[i]`, x_i when `readsOutput[i]`, and the stage's
// tape (the inner values of stage i it reads, `tapeSize[i]`) if it has one.
// Every x_i (0 < i < n) must be read by one of its two adjoints: a value
// neither reads belongs inside a stage (see forwardExtra). A schedule may drop
// any x_i and recompute it later from a held x_j (j < i), paying
// cost[j+1..i]. The objective is the least added cost with memory never above
// the limit.
//
// Checkpoints come in two kinds, as in rotor (Beaumont, Eyraud-Dubois,
// Herrmann, Joly, Shilova: "Optimal checkpointing for heterogeneous chains",
// 2019): a_i, x_i alone (what later stages are recomputed from), and abar_i,
// x_i with its tape (what adjoint i needs). Computing stage i may keep its
// tape (F_i^all) or not (F_i^none); adjoint i needs abar_i. A stage kept as a_i
// whose adjoint needs a tape is dropped once adjoint i+1 has run, and
// stage i is made again with its tape from a held x_j before adjoint i.
// A third form, where the model gives it (`remakeCost`): adjoint i runs from
// x_{i-1} alone and remakes each value of stage i it reads (inner values,
// and x_i if it reads it) right before the backward op that reads it, freed
// after that op, so the tape is never live as a whole (the values are
// recomputed once per reading op, which may cost more than one sweep of the
// stage). The subproblem holding x_{i-1} without stage i may end so.
//
// Two memory models:
//  - Liveness (what remat-rematerialize realizes): every value in memory
//    counts, including the input and output of the stage being computed and
//    both gradients of the adjoint being run.
//  - Revolve (the classical model of Griewank and Walther): a "slot" per
//    stored checkpoint; the state being advanced is free, an adjoint reads
//    only its input, gradients are not counted. With unit sizes and costs
//    the optimum is the binomial formula, which the unit tests check.
//
// The DP keeps persistent checkpoints: a subproblem (s, t) holds x_s (and
// what adjoint t reads of stage t), advances to some x_j, keeps it as a_j or
// abar_j, solves (j, t) and then (s, j) (without stage j's tape when a_j was
// kept); or, when adjoint t does not read x_{t-1}, runs adjoint t first and
// makes stage t-1 afterwards if adjoint t-1 reads it. Sizes are integers
// (callers scale bytes to units and round up, so a schedule feasible for the
// DP is feasible in bytes). Time O(n^3 K), memory O(n^2 K) for n stages and
// memory limits 0..K.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SOLVERS_CHAINDP_H
#define REMAT_SOLVERS_CHAINDP_H

#include <cstdint>
#include <optional>
#include <vector>

namespace remat {

struct ChainModel {
  enum class Memory { Liveness, Revolve };
  Memory memory = Memory::Liveness;
  /// n+1 entries each; index 0 is the input x_0 (cost[0] is unused). `size`
  /// is x_i's, the checkpoint a_i.
  std::vector<int64_t> size;
  std::vector<int64_t> gradSize;
  std::vector<double> cost;
  std::vector<bool> readsInput;
  std::vector<bool> readsOutput;
  /// Memory beyond x_{i-1}, x_i (and what is held) while computing stage i,
  /// and beyond d_i, d_{i-1} while running adjoint i: a stage may be several
  /// ops whose inner values no adjoint reads. Empty means zero.
  std::vector<int64_t> forwardExtra;
  std::vector<int64_t> backwardExtra;
  /// Inner values of stage i that adjoint i reads (its tape): abar_i holds
  /// size[i] + tapeSize[i]. Empty means zero (every checkpoint is x_i alone).
  std::vector<int64_t> tapeSize;
  /// Memory beyond x_{i-1}, x_i while computing stage i keeping its tape
  /// (inner values live to the end of the stage); at least tapeSize[i].
  /// Empty means forwardExtra + tapeSize.
  std::vector<int64_t> forwardExtraTape;
  /// Memory adjoint i leaves allocated until the end (parameter gradients).
  /// Empty means zero.
  std::vector<int64_t> adjointOutput;
  /// Adjoint i remaking its tape inside (the third form above): the added
  /// cost (infinity, or empty, where adjoint i does not; only stages with a
  /// tape do) and the memory beyond backwardExtra[i] the remade values take
  /// at once.
  std::vector<double> remakeCost;
  std::vector<int64_t> remakeExtra;

  unsigned numStages() const { return size.empty() ? 0 : size.size() - 1; }
  /// A chain of n stages with unit sizes and costs in the Revolve model.
  static ChainModel uniformRevolve(unsigned n);
};

/// Recompute x_{from+1..to} from the held x_from and keep x_to, with stage
/// `to`'s tape when `withTape` (abar_to; else a_to), right before adjoint
/// `beforeAdjoint` (intermediates are dropped as soon as used).
/// With `insideAdjoint` (from = to - 1 = beforeAdjoint - 1), the values of
/// stage `to` that adjoint `to` reads are remade inside it from the held
/// x_from, each right before the op reading it.
struct ChainSweep {
  unsigned from, to, beforeAdjoint;
  bool withTape = false;
  bool insideAdjoint = false;
};

struct ChainSchedule {
  double addedCost = 0.0;
  /// x_j the original forward pass keeps for the backward pass, ascending,
  /// and whether each is kept with its tape (abar_j).
  std::vector<unsigned> kept;
  std::vector<bool> keptWithTape;
  /// Recomputations in execution order.
  std::vector<ChainSweep> sweeps;
};

class ChainDP {
public:
  /// Solves for every memory limit 0..maxMemory at once.
  ChainDP(const ChainModel &model, int64_t maxMemory);

  /// The least added cost within `limit`, or none if nothing fits.
  std::optional<ChainSchedule> solve(int64_t limit) const;
  /// The least added cost within `limit` (infinity if nothing fits).
  double cost(int64_t limit) const;
  /// The smallest limit with a schedule, or -1.
  int64_t minimumLimit() const;

private:
  size_t pair(unsigned s, unsigned t) const {
    return (size_t(t) * (t - 1) / 2 + s) * (maxMemory + 1);
  }
  int64_t hold(unsigned t) const;
  int64_t tape(unsigned k) const { return model.tapeSize[k]; }
  /// Whether adjoint t may remake its tape inside (ChainModel::remakeCost).
  bool mayRemake(unsigned t) const;
  /// adjointOutput of adjoints t+1..n, held while adjoint t waits.
  int64_t retained(unsigned t) const { return retainedAfter[t]; }
  int64_t current(unsigned k) const;
  int64_t transient(unsigned s, unsigned k, bool withTape = false) const;
  void reconstruct(unsigned s, unsigned t, int64_t limit, bool outputHeld,
                   ChainSchedule &out) const;

  // Moves of a subproblem (s, t), besides a split at s < j < t.
  static constexpr int32_t kLeaf = 0;          // t = s + 1: the adjoint
  static constexpr int32_t kDirect = -2;       // Revolve: to x_{t-1}, adjoint
  static constexpr int32_t kAdjointFirst = -3; // adjoint t, then (s, t-1)
  static constexpr int32_t kSame = -4;         // without x_t: make it first
  static constexpr int32_t kRemake = -5; // t = s + 1 without stage t: adjoint
                                         // t remakes its tape inside
  // Added to a split j (and to the forward pass's next checkpoint): x_j is
  // kept as a_j, without its tape; (s, j) then runs without stage j.
  static constexpr int32_t kOutputOnly = 1 << 20;

  ChainModel model;
  int64_t maxMemory;
  std::vector<int64_t> retainedAfter;
  std::vector<double> prefix;  // prefix[i] = cost[1..i]
  std::vector<double> opt;     // per pair (s, t), per limit
  std::vector<int32_t> choice; // a move, -1 infeasible
  // The same subproblems when x_t has not been made yet.
  std::vector<double> nop;
  std::vector<int32_t> nopChoice;
  std::vector<double> top; // per s, per limit
  std::vector<int32_t> topChoice;
};

/// The least added cost of any schedule within `limit`, by exhaustive search
/// over the states of the model (Dijkstra); for tests, n <= 10. A state holds
/// any set of outputs x_i and any set of tapes; computing stage k may keep its
/// tape or not. With `persistentOnly` (Liveness), only schedules of the DP's
/// class: a value is dropped once no later adjoint reads it or could
/// recompute from it, or as the input of the sweep step after the one that
/// made it (unless its tape is kept), and x_i kept without the tape adjoint i
/// reads is dropped once adjoint i+1 has run; a tape is kept until its
/// adjoint. Without it, any value or tape may be dropped at any time and
/// recomputed later, which can be cheaper on heterogeneous chains. Adjoint i
/// may remake its tape inside (ChainModel::remakeCost) when x_{i-1} is held.
std::optional<double> searchChainExhaustively(const ChainModel &model,
                                              int64_t limit,
                                              bool persistentOnly = true);

} // namespace remat

#endif // REMAT_SOLVERS_CHAINDP_H
