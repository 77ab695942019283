// sudocnf's C interface to CaDiCaL for WebAssembly: clauses and assumptions in bulk from the
// module's memory, the model into it in one call, a deadline checked inside the search, and DRAT
// proofs written to memory, and a propagator for sums over one-hot cells (IPASIR-UP). Built by
// build.sh from Debian's source package of CaDiCaL.
#include "cadical.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <emscripten.h>
#include <string>
#include <vector>

using CaDiCaL::Solver;

// The host's stop request (a flag that another thread may set, for a race or a Stop button).
extern "C" __attribute__((import_module("env"), import_name("stop_requested"))) int stop_requested();
// The host's monotonic clock in milliseconds (the C library's clock() of a 32-bit target overflows).
extern "C" __attribute__((import_module("env"), import_name("now_ms"))) double now_ms();

namespace {

// Stops the search once the clock passes `until` (milliseconds of now_ms), when the host asks, or
// after a propagator error (`failed`), whose answer could not be trusted.
struct Deadline : CaDiCaL::Terminator {
  double until = INFINITY;
  const std::string *failed = nullptr;
  bool terminate() override { return (failed && !failed->empty()) || now_ms() > until || stop_requested(); }
};

// A cell of a sum: its one-hot literals (exactly one of them is true, which the clauses say) and
// what each adds to the sum.
struct SumCell {
  std::vector<int> lits;
  std::vector<int> weights;
};

// `distinct`: the cells also hold different values, and each weight is its value (a killer cage).
// `combos`: for a distinct sum whose values fit, every set of as many different values as it has
// cells that meets the target, as a mask of values.
struct Sum {
  int target;
  bool distinct;
  std::vector<SumCell> cells;
  std::vector<uint64_t> combos;
  bool byCombos = false;
};

// The sets of `k` different values of `values` (a mask) that add up to `target`, into `out`; false
// when there are more than `most` of them or the search passes `budget` steps.
bool combinations(uint64_t values, int k, long target, size_t most, long &budget, std::vector<uint64_t> &out, uint64_t chosen = 0) {
  if (--budget < 0) return false;
  if (k == 0) {
    if (target != 0) return true;
    if (out.size() >= most) return false;
    out.push_back(chosen);
    return true;
  }
  for (uint64_t rest = values; rest; rest &= rest - 1) {
    int v = __builtin_ctzll(rest);
    if (v > target) break;
    if (!combinations(rest & (rest - 1), k - 1, target - v, most, budget, out, chosen | (uint64_t) 1 << v)) return false;
  }
  return true;
}

// Whether some choice of one weight per cell (the cell's `options`), all different, adds up to
// the target: a depth-first search, for the paranoid check of a distinct sum's clauses.
struct DistinctChoice {
  const std::vector<std::vector<int>> &options;
  long target;
  std::vector<long> lowRest, highRest; // least and most the cells from j on add

  DistinctChoice(const std::vector<std::vector<int>> &options, long target)
      : options(options), target(target), lowRest(options.size() + 1, 0), highRest(options.size() + 1, 0) {
    for (size_t j = options.size(); j-- > 0;) {
      long lo = INT32_MAX, hi = INT32_MIN;
      for (int w : options[j]) lo = std::min<long>(lo, w), hi = std::max<long>(hi, w);
      lowRest[j] = lowRest[j + 1] + lo;
      highRest[j] = highRest[j + 1] + hi;
    }
  }

  bool exists(size_t j = 0, long total = 0, uint64_t used = 0) const {
    if (j == options.size()) return total == target;
    for (int w : options[j]) {
      long next = total + w;
      if ((used >> w & 1) || next + lowRest[j + 1] > target || next + highRest[j + 1] < target) continue;
      if (exists(j + 1, next, used | (uint64_t) 1 << w)) return true;
    }
    return false;
  }
};

// Lazy clause generation for sums: bounds propagation over the cells' smallest and largest
// weights still open, and for a sum of distinct values a read over the sets of values meeting
// it (or, where those are too many, an exact read of the sets of values its cells can take
// together). A deduction is explained by a clause over the cells' own literals, built only
// when CaDiCaL asks for it, from the assignment as it was when the deduction was made.
struct SumPropagator : CaDiCaL::ExternalPropagator {
  // What a deduction was read from: its sum, its cell, and how many assignments the view held.
  enum Why : int8_t { OVER, UNDER, SETS, COMBOS };
  struct Deduction {
    int lit;
    int sum;
    int cell;
    int at;
    Why why;
  };

  std::vector<Sum> sums;
  std::vector<int8_t> value;                // by variable: 1 true, -1 false, 0 open (this level's view)
  std::vector<int8_t> fixed;                // by variable: root-level values, never undone
  std::vector<int> position;                // by variable: its place on the trail while assigned above the root
  struct Watch {
    int sum, cell, index; // the literal is the cell's index-th
  };
  std::vector<std::vector<Watch>> watchers; // by variable: where the sums read it
  // By sum: each cell's least and most weight in the view (INT32_MAX for a cell with no value
  // left), their totals over the cells with a value, and how many have none.
  struct Bounds {
    std::vector<int> low, high;
    long least = 0, most = 0;
    int empty = 0;
    int span = 0; // the most a cell's weights differ
  };
  std::vector<Bounds> bounds;
  std::vector<int> trail;                   // variables assigned above the root, in order
  std::vector<size_t> levels;               // trail size at each decision level
  std::vector<char> dirty;                  // by sum
  std::vector<int> dirtyList;
  std::vector<Deduction> pending;           // literals to propagate
  size_t pendingAt = 0;
  std::vector<Deduction> given;             // literals handed over, in trail order, until a backtrack undoes them
  std::vector<int> givenOf;                 // by variable: its deduction in `given`
  std::vector<int> conflict;                // a falsified clause to add, or empty
  int conflictSum = 0;
  size_t conflictAt = 0;
  std::vector<int> reason;                  // the reason clause being handed over
  size_t reasonAt = 0;
  bool asked = false;
  bool paranoid = false;
  bool logging = false;
  std::vector<int32_t> log;                 // sum, kind (0 reason, 1 conflict, 2 model), literals, 0; for tests
  std::string error;
  std::vector<uint64_t> open;               // scratch: each open cell's open values (distinct sums)
  std::vector<int> free;                    // scratch: the open cells of a distinct sum
  std::vector<uint32_t> bits, support;      // scratch: the same over the sum's values, and what the sets allow
  std::vector<int> values;
  std::vector<long> setSums, restLow, restHigh;
  std::vector<char> reachSets, goodSets;
  std::vector<uint64_t> prefix, suffix, supported; // scratch of the combination read

  // A literal's value in the view that held the first `at` assignments above the root.
  int valAt(int lit, int at) const {
    int v = std::abs(lit);
    int x = fixed[v] ? fixed[v] : value[v] && position[v] < at ? value[v] : 0;
    return lit > 0 ? x : -x;
  }

  int val(int lit) const { return valAt(lit, INT32_MAX); }

  void grow(int var) {
    if ((size_t) var >= value.size()) {
      value.resize(var + 1, 0);
      fixed.resize(var + 1, 0);
      position.resize(var + 1, 0);
      givenOf.resize(var + 1, -1);
      watchers.resize(var + 1);
    }
  }

  void markDirty(int s) {
    if (!dirty[s]) {
      dirty[s] = 1;
      dirtyList.push_back(s);
    }
  }

  void notify_assignment(int lit, bool is_fixed) override {
    int v = std::abs(lit);
    if (is_fixed) fixed[v] = lit > 0 ? 1 : -1;
    else {
      value[v] = lit > 0 ? 1 : -1;
      position[v] = (int) trail.size();
      trail.push_back(v);
    }
    for (const Watch &w : watchers[v]) {
      const SumCell &cell = sums[w.sum].cells[w.cell];
      int weight = cell.weights[w.index];
      Bounds &b = bounds[w.sum];
      if (val(cell.lits[w.index]) > 0) set(w.sum, w.cell, weight, weight);
      else if (weight == b.low[w.cell] || weight == b.high[w.cell]) update(w.sum, w.cell);
      // A value ruled out inside a cell's bounds leaves them as they were, but it may leave a
      // distinct sum's other cells without a set of values to complete.
      else if (!sums[w.sum].distinct) continue;
      if (mayDeduce(w.sum)) markDirty(w.sum);
    }
  }

  void set(int s, int j, int lo, int hi) {
    Bounds &b = bounds[s];
    if (b.low[j] == INT32_MAX) b.empty--;
    else b.least -= b.low[j], b.most -= b.high[j];
    if (lo == INT32_MAX) b.empty++;
    else b.least += lo, b.most += hi;
    b.low[j] = lo;
    b.high[j] = hi;
  }

  // The cell's bounds read again from the view.
  void update(int s, int j) {
    const SumCell &cell = sums[s].cells[j];
    int lo = INT32_MAX, hi = INT32_MIN;
    for (size_t t = 0; t < cell.lits.size(); t++) {
      int x = val(cell.lits[t]);
      if (x > 0) {
        lo = hi = cell.weights[t];
        break;
      }
      if (x == 0) lo = std::min(lo, cell.weights[t]), hi = std::max(hi, cell.weights[t]);
    }
    set(s, j, lo, hi);
  }

  // Whether a read of the sum could rule out a value: its bounds miss the target, or they are
  // within one cell's span of it (or its distinct values are read exactly).
  bool mayDeduce(int s) const {
    const Bounds &b = bounds[s];
    long target = sums[s].target;
    if (b.empty) return false;
    return sums[s].distinct || target - b.least < b.span || b.most - target < b.span;
  }

  void notify_new_decision_level() override { levels.push_back(trail.size()); }

  void notify_backtrack(size_t level) override {
    if (level < levels.size()) {
      size_t keep = levels[level];
      // Undone in reverse: a literal that was false widens its cell's bounds, unless the cell may
      // still hold a true literal (its bounds meet); then, as for a true one, the cell is read again.
      for (size_t i = trail.size(); i-- > keep;) {
        int v = trail[i];
        int was = value[v];
        value[v] = 0;
        if (fixed[v]) continue;
        for (const Watch &w : watchers[v]) {
          const SumCell &cell = sums[w.sum].cells[w.cell];
          int weight = cell.weights[w.index];
          const Bounds &b = bounds[w.sum];
          if ((cell.lits[w.index] > 0 ? was : -was) > 0 || b.low[w.cell] == INT32_MAX || b.low[w.cell] == b.high[w.cell])
            update(w.sum, w.cell);
          else if (weight < b.low[w.cell]) set(w.sum, w.cell, weight, b.high[w.cell]);
          else if (weight > b.high[w.cell]) set(w.sum, w.cell, b.low[w.cell], weight);
        }
      }
      trail.resize(keep);
      levels.resize(level);
      while (!given.empty() && (size_t) given.back().at >= keep) given.pop_back();
    }
    // Deductions not yet handed over may still hold at the kept levels: their sums are read again.
    for (size_t i = pendingAt; i < pending.size(); i++) markDirty(pending[i].sum);
    if (!conflict.empty()) markDirty(conflictSum);
    pending.clear();
    pendingAt = 0;
    conflict.clear();
    conflictAt = 0;
  }

  // The smallest (or largest) weight a cell may take in the view of the first `at` assignments;
  // `why` gets the literals whose values say so.
  int bound(const SumCell &cell, bool lowest, int at, std::vector<int> *why) const {
    for (size_t i = 0; i < cell.lits.size(); i++)
      if (valAt(cell.lits[i], at) > 0) {
        if (why) why->push_back(-cell.lits[i]);
        return cell.weights[i];
      }
    int best = lowest ? INT32_MAX : INT32_MIN;
    for (size_t i = 0; i < cell.lits.size(); i++)
      if (valAt(cell.lits[i], at) == 0) best = lowest ? std::min(best, cell.weights[i]) : std::max(best, cell.weights[i]);
    if (why)
      for (size_t i = 0; i < cell.lits.size(); i++)
        if (lowest ? cell.weights[i] < best : cell.weights[i] > best) why->push_back(cell.lits[i]);
    return best;
  }

  // Why a cell is kept to its open values in that view: its true literal, or else each of its false ones.
  void explain(const SumCell &cell, int at, std::vector<int> &clause) const {
    for (int lit : cell.lits)
      if (valAt(lit, at) > 0) {
        clause.push_back(-lit);
        return;
      }
    for (int lit : cell.lits)
      if (valAt(lit, at) < 0) clause.push_back(lit);
  }

  // The clause that explains a deduction: the propagated literal, and for each other cell the
  // literals that set the bound it was read with, or that keep it to its open values.
  void clauseOf(const Deduction &d, std::vector<int> &clause) const {
    clause.assign(1, d.lit);
    const Sum &sum = sums[d.sum];
    for (size_t j = 0; j < sum.cells.size(); j++)
      if ((int) j != d.cell) {
        if (d.why == SETS) explain(sum.cells[j], d.at, clause);
        else if (d.why == OVER || d.why == UNDER) bound(sum.cells[j], d.why == OVER, d.at, &clause);
      }
    if (d.why == COMBOS) explainCombos(d, clause);
  }

  // A cell's open values (a decided cell's one value) as a mask, in the view of the first `at` assignments.
  uint64_t openMask(const SumCell &cell, int at) const {
    uint64_t mask = 0;
    for (size_t t = 0; t < cell.lits.size(); t++) {
      int x = valAt(cell.lits[t], at);
      if (x > 0) return (uint64_t) 1 << cell.weights[t];
      if (x == 0) mask |= (uint64_t) 1 << cell.weights[t];
    }
    return mask;
  }

  // Why cell `d.cell` cannot take value v: each set of values with v that meets the target needs
  // a value none of the other cells can take (their literals of it, false), or leaves another cell
  // none of its values (that cell's literals of the set's other values, false; or its own value,
  // true). The shorter of the two for each set.
  void explainCombos(const Deduction &d, std::vector<int> &clause) const {
    const Sum &sum = sums[d.sum];
    int v = 0;
    for (size_t t = 0; t < sum.cells[d.cell].lits.size(); t++)
      if (sum.cells[d.cell].lits[t] == -d.lit) v = sum.cells[d.cell].weights[t];
    size_t k = sum.cells.size();
    std::vector<uint64_t> masks(k);
    std::vector<int> decided(k, 0);
    for (size_t i = 0; i < k; i++) {
      masks[i] = openMask(sum.cells[i], d.at);
      for (int lit : sum.cells[i].lits)
        if (valAt(lit, d.at) > 0) decided[i] = lit;
    }
    auto add = [&](int lit) {
      if (std::find(clause.begin(), clause.end(), lit) == clause.end()) clause.push_back(lit);
    };
    // The literals that keep cell i out of the values of `values`.
    auto keepOut = [&](size_t i, uint64_t values, bool adding) {
      if (decided[i]) {
        if (adding) add(-decided[i]);
        return 1;
      }
      int count = 0;
      const SumCell &cell = sum.cells[i];
      for (size_t t = 0; t < cell.lits.size(); t++)
        if (values >> cell.weights[t] & 1) {
          count++;
          if (adding) add(cell.lits[t]);
        }
      return count;
    };
    for (uint64_t combo : sum.combos) {
      if (!(combo >> v & 1)) continue;
      uint64_t rest = combo & ~((uint64_t) 1 << v);
      uint64_t others = 0;
      for (size_t i = 0; i < k; i++)
        if ((int) i != d.cell) others |= masks[i];
      // The cheapest witness: a cell with none of the rest's values, or a value no other cell has.
      int best = INT32_MAX, bestCell = -1;
      uint64_t bestValue = 0;
      for (size_t i = 0; i < k; i++)
        if ((int) i != d.cell && !(masks[i] & rest)) {
          int cost = keepOut(i, rest, false);
          if (cost < best) best = cost, bestCell = (int) i, bestValue = 0;
        }
      for (uint64_t missing = rest & ~others; missing; missing &= missing - 1) {
        uint64_t value = missing & -missing;
        int cost = 0;
        for (size_t i = 0; i < k; i++)
          if ((int) i != d.cell) cost += keepOut(i, value, false);
        if (cost < best) best = cost, bestCell = -1, bestValue = value;
      }
      if (bestValue)
        for (size_t i = 0; i < k; i++) {
          if ((int) i != d.cell) keepOut(i, bestValue, true);
        }
      else if (bestCell >= 0) keepOut((size_t) bestCell, rest, true);
    }
  }

  // Whether the cell may take its i-th value when every literal of `clause` is false: the clause
  // needs neither that literal false nor another literal of the cell true.
  static bool allowedBeside(const SumCell &cell, size_t i, const std::vector<int> &clause) {
    for (int lit : clause) {
      if (lit == cell.lits[i]) return false;
      if (-lit != cell.lits[i] && std::find(cell.lits.begin(), cell.lits.end(), -lit) != cell.lits.end()) return false;
    }
    return true;
  }

  // Whether some choice of one weight per cell, each cell kept to the values `clause` leaves it
  // when all its literals are false, adds up to the target: the clause is implied when none does.
  bool satisfiableBeside(const Sum &sum, const std::vector<int> &clause) const {
    if (sum.distinct) {
      std::vector<std::vector<int>> options;
      for (const SumCell &cell : sum.cells) {
        options.emplace_back();
        for (size_t i = 0; i < cell.lits.size(); i++)
          if (allowedBeside(cell, i, clause)) options.back().push_back(cell.weights[i]);
      }
      for (const auto &o : options)
        if (o.empty()) return false;
      return DistinctChoice(options, sum.target).exists();
    }
    std::vector<char> reach(1, 1);
    int offset = 0; // reach[i] says whether offset + i is reachable
    for (const SumCell &cell : sum.cells) {
      std::vector<int> allowed;
      for (size_t i = 0; i < cell.lits.size(); i++)
        if (allowedBeside(cell, i, clause)) allowed.push_back(cell.weights[i]);
      if (allowed.empty()) return false;
      int lo = *std::min_element(allowed.begin(), allowed.end()), hi = *std::max_element(allowed.begin(), allowed.end());
      std::vector<char> next(reach.size() + (hi - lo), 0);
      for (size_t i = 0; i < reach.size(); i++)
        if (reach[i])
          for (int w : allowed) next[i + (w - lo)] = 1;
      reach.swap(next);
      offset += lo;
    }
    long at = (long) sum.target - offset;
    return at >= 0 && at < (long) reach.size() && reach[at];
  }

  // Logs a clause for the tests, and in paranoid mode checks it: every literal but the propagated
  // one false now (a conflict's every one; a model's blocking clause is false under the model, not
  // the view), and implied by its sum.
  void check(int s, int kind, const std::vector<int> &clause, int propagated) {
    if (logging) {
      log.push_back(s);
      log.push_back(kind);
      log.insert(log.end(), clause.begin(), clause.end());
      log.push_back(0);
    }
    if (!paranoid || !error.empty()) return;
    for (int lit : clause)
      if (kind != 2 && lit != propagated && val(lit) >= 0) {
        error = "the sum propagator gave a clause that the assignment does not falsify";
        return;
      }
    if (satisfiableBeside(sums[s], clause)) error = "the sum propagator gave a clause that its sum does not imply";
  }

  void setConflict(int s, std::vector<int> &clause) {
    check(s, 1, clause, 0);
    conflict.swap(clause);
    conflictSum = s;
    conflictAt = 0;
  }

  void deduce(int lit, int s, int cell, Why why) { pending.push_back({lit, s, (int) cell, (int) trail.size(), why}); }

  // A distinct sum read exactly over the sets of values its cells can take together: an open
  // value of a cell that no set meeting the target gives it is ruled out, no set at all is a
  // conflict. false when the sum has too many values for it (the bounds then read it alone).
  bool readSets(int s) {
    const Sum &sum = sums[s];
    size_t cells = sum.cells.size();
    // The cells still open, each with its open values; a decided cell's value is taken off the
    // target and off the others.
    long target = sum.target;
    uint64_t decided = 0;
    free.clear();
    open.clear();
    for (size_t j = 0; j < cells; j++) {
      const SumCell &cell = sum.cells[j];
      uint64_t options = 0;
      bool one = false;
      for (size_t t = 0; t < cell.lits.size(); t++) {
        if (cell.weights[t] < 0 || cell.weights[t] > 63) return false;
        int x = val(cell.lits[t]);
        if (x > 0) {
          options = (uint64_t) 1 << cell.weights[t];
          one = true;
          break;
        }
        if (x == 0) options |= (uint64_t) 1 << cell.weights[t];
      }
      if (one) {
        if (decided & options) return false; // two cells of one value: the clauses find that conflict
        decided |= options;
        target -= __builtin_ctzll(options);
      } else {
        free.push_back((int) j);
        open.push_back(options);
      }
    }
    size_t k = free.size();
    uint64_t all = 0;
    for (uint64_t &o : open) all |= o &= ~decided;
    values.clear();
    for (int w = 0; w < 64; w++)
      if (all >> w & 1) values.push_back(w);
    size_t u = values.size();
    if (u > 12) return false;
    size_t masks = (size_t) 1 << u;
    bits.assign(k, 0);
    for (size_t j = 0; j < k; j++) {
      for (size_t b = 0; b < u; b++)
        if (open[j] >> values[b] & 1) bits[j] |= 1u << b;
      if (!bits[j]) return false; // a cell with no value left: the clauses find that conflict
    }
    // What each set of values adds up to, and the least and most the cells from j on add.
    setSums.resize(masks);
    setSums[0] = 0;
    for (size_t m = 1; m < masks; m++) setSums[m] = setSums[m & (m - 1)] + values[__builtin_ctz((unsigned) m)];
    restLow.assign(k + 1, 0);
    restHigh.assign(k + 1, 0);
    for (size_t j = k; j-- > 0;) {
      restLow[j] = restLow[j + 1] + values[__builtin_ctz(bits[j])];
      restHigh[j] = restHigh[j + 1] + values[31 - __builtin_clz(bits[j])];
    }
    // reach[j]: the sets of values the first j open cells can hold, distinct, that the others may
    // still complete to the target; good[j]: those of them that they do complete.
    reachSets.assign((k + 1) * masks, 0);
    goodSets.assign((k + 1) * masks, 0);
    reachSets[0] = 1;
    for (size_t j = 0; j < k; j++) {
      const char *from = &reachSets[j * masks];
      char *to = &reachSets[(j + 1) * masks];
      long lo = target - restHigh[j + 1], hi = target - restLow[j + 1];
      for (size_t m = 0; m < masks; m++)
        if (from[m])
          for (uint32_t b = bits[j] & ~(uint32_t) m; b; b &= b - 1) {
            size_t next = m | (b & -b);
            if (setSums[next] >= lo && setSums[next] <= hi) to[next] = 1;
          }
    }
    bool any = false;
    for (size_t m = 0; m < masks; m++)
      if (reachSets[k * masks + m] && setSums[m] == target) {
        goodSets[k * masks + m] = 1;
        any = true;
      }
    if (!any) {
      std::vector<int> clause;
      for (const SumCell &cell : sum.cells) explain(cell, INT32_MAX, clause);
      setConflict(s, clause);
      return true;
    }
    support.assign(k, 0);
    for (size_t j = k; j-- > 0;) {
      const char *from = &reachSets[j * masks];
      const char *next = &goodSets[(j + 1) * masks];
      char *good = &goodSets[j * masks];
      for (size_t m = 0; m < masks; m++)
        if (from[m])
          for (uint32_t b = bits[j] & ~(uint32_t) m; b; b &= b - 1)
            if (next[m | (b & -b)]) {
              good[m] = 1;
              support[j] |= b & -b;
            }
    }
    for (size_t j = 0; j < k; j++) {
      const SumCell &cell = sum.cells[free[j]];
      for (size_t t = 0; t < cell.lits.size(); t++) {
        if (val(cell.lits[t]) != 0) continue;
        uint64_t w = cell.weights[t];
        size_t b = std::find(values.begin(), values.end(), (int) w) - values.begin();
        if (b == u || !(support[j] >> b & 1)) deduce(-cell.lits[t], s, free[j], SETS);
      }
    }
    return true;
  }

  // A distinct sum read over its sets of values: a cell may keep value v only while some set
  // with v meeting the target has each of its other values open in another cell and leaves each
  // other cell one of them. Weaker than the read over the cells' sets (no pigeonhole between the
  // other cells) and far cheaper; each deduction is explained by the sets it rules out.
  void readCombos(int s) {
    const Sum &sum = sums[s];
    size_t k = sum.cells.size();
    open.resize(k);
    for (size_t j = 0; j < k; j++) open[j] = openMask(sum.cells[j], INT32_MAX);
    // The union of every cell's open values but cell j's: prefix and suffix unions.
    prefix.assign(k + 1, 0);
    suffix.assign(k + 1, 0);
    for (size_t j = 0; j < k; j++) prefix[j + 1] = prefix[j] | open[j];
    for (size_t j = k; j-- > 0;) suffix[j] = suffix[j + 1] | open[j];
    supported.assign(k, 0);
    for (uint64_t combo : sum.combos) {
      if (combo & ~prefix[k]) continue;
      size_t missing = 0, lacking = k;
      for (size_t i = 0; i < k; i++)
        if (!(open[i] & combo)) missing++, lacking = i;
      if (missing > 1) continue;
      for (size_t j = 0; j < k; j++) {
        if (missing == 1 && lacking != j) continue;
        uint64_t others = prefix[j] | suffix[j + 1];
        for (uint64_t values = combo & open[j] & ~supported[j]; values; values &= values - 1) {
          uint64_t value = values & -values;
          uint64_t rest = combo & ~value;
          if (rest & ~others) continue;
          bool each = true;
          for (size_t i = 0; i < k && each; i++)
            if (i != j && !(open[i] & rest)) each = false;
          if (each) supported[j] |= value;
        }
      }
    }
    for (size_t j = 0; j < k; j++) {
      const SumCell &cell = sum.cells[j];
      for (size_t t = 0; t < cell.lits.size(); t++) {
        if (supported[j] >> cell.weights[t] & 1) continue;
        int x = val(cell.lits[t]);
        if (x == 0) deduce(-cell.lits[t], s, (int) j, COMBOS);
        else if (x > 0) {
          // The cell's value has no set left: its explanation, with the value's literal false, is a conflict.
          std::vector<int> clause;
          clauseOf({-cell.lits[t], s, (int) j, (int) trail.size(), COMBOS}, clause);
          pending.clear();
          pendingAt = 0;
          setConflict(s, clause);
          return;
        }
      }
    }
  }

  // Reads one sum: a conflict clause, or the literals it rules out.
  void read(int s) {
    const Sum &sum = sums[s];
    size_t k = sum.cells.size();
    const Bounds &b = bounds[s];
    if (b.empty) return; // a cell with no value left: the clauses find that conflict
    const std::vector<int> &low = b.low, &high = b.high;
    long least = b.least, most = b.most;
    if (paranoid)
      for (size_t j = 0; j < k; j++)
        if (bound(sum.cells[j], true, INT32_MAX, nullptr) != low[j] || bound(sum.cells[j], false, INT32_MAX, nullptr) != high[j]) {
          if (error.empty()) error = "the sum propagator's bounds of a cell differ from its literals' values";
          return;
        }
    if (least > sum.target || most < sum.target) {
      bool lowest = least > sum.target;
      std::vector<int> clause;
      for (size_t j = 0; j < k; j++) bound(sum.cells[j], lowest, INT32_MAX, &clause);
      setConflict(s, clause);
      return;
    }
    if (sum.byCombos) {
      readCombos(s);
      return;
    }
    if (sum.distinct && readSets(s)) return;
    for (size_t i = 0; i < k; i++) {
      const SumCell &cell = sum.cells[i];
      long othersLow = least - low[i], othersHigh = most - high[i];
      if (othersLow + high[i] <= sum.target && othersHigh + low[i] >= sum.target) continue;
      for (size_t t = 0; t < cell.lits.size(); t++) {
        int lit = cell.lits[t];
        if (val(lit) != 0) continue;
        if (othersLow + cell.weights[t] > sum.target) deduce(-lit, s, (int) i, OVER);
        else if (othersHigh + cell.weights[t] < sum.target) deduce(-lit, s, (int) i, UNDER);
      }
    }
  }

  int cb_propagate() override {
    for (;;) {
      while (pendingAt < pending.size()) {
        const Deduction &d = pending[pendingAt++];
        if (val(d.lit) != 0) continue;
        if (paranoid || logging) {
          clauseOf(d, reason);
          check(d.sum, 0, reason, d.lit);
        }
        givenOf[std::abs(d.lit)] = (int) given.size();
        given.push_back(d);
        return d.lit;
      }
      pending.clear();
      pendingAt = 0;
      if (!conflict.empty() || dirtyList.empty()) return 0;
      int s = dirtyList.back();
      dirtyList.pop_back();
      dirty[s] = 0;
      read(s);
    }
  }

  int cb_add_reason_clause_lit(int propagated) override {
    if (!asked) {
      int g = givenOf[std::abs(propagated)];
      if (g < 0 || g >= (int) given.size() || given[g].lit != propagated) {
        if (error.empty()) error = "the sum propagator was asked for a reason it did not give";
        return 0;
      }
      clauseOf(given[g], reason);
      if (paranoid) check(given[g].sum, 0, reason, propagated);
      asked = true;
      reasonAt = 0;
    }
    if (reasonAt < reason.size()) return reason[reasonAt++];
    asked = false;
    return 0;
  }

  bool cb_has_external_clause() override { return !conflict.empty(); }

  int cb_add_external_clause_lit() override {
    if (conflictAt < conflict.size()) return conflict[conflictAt++];
    conflict.clear();
    conflictAt = 0;
    return 0;
  }

  // Every sum holds under the model, or a clause that excludes the model's choice for one that
  // does not is added.
  bool cb_check_found_model(const std::vector<int> &model) override {
    std::vector<int8_t> truth(value.size(), 0);
    for (int lit : model)
      if ((size_t) std::abs(lit) < truth.size()) truth[std::abs(lit)] = lit > 0 ? 1 : -1;
    for (size_t s = 0; s < sums.size(); s++) {
      long total = 0;
      std::vector<int> chosen;
      for (const SumCell &cell : sums[s].cells)
        for (size_t i = 0; i < cell.lits.size(); i++)
          if ((cell.lits[i] > 0 ? truth[cell.lits[i]] : -truth[-cell.lits[i]]) > 0) {
            total += cell.weights[i];
            chosen.push_back(-cell.lits[i]);
          }
      if (chosen.size() == sums[s].cells.size() && total != sums[s].target) {
        check((int) s, 2, chosen, 0);
        conflict = chosen;
        conflictSum = (int) s;
        conflictAt = 0;
        return false;
      }
    }
    return true;
  }
};

struct Core {
  Solver solver;
  Deadline deadline;
  SumPropagator *sums = nullptr;
  FILE *proof = nullptr;
  char *proof_bytes = nullptr;
  size_t proof_size = 0;
};

} // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE Core *core_new() {
  Core *core = new Core;
  core->solver.connect_terminator(&core->deadline);
  return core;
}

EMSCRIPTEN_KEEPALIVE void core_delete(Core *core) {
  core->solver.disconnect_terminator();
  if (core->sums) {
    core->solver.disconnect_external_propagator();
    delete core->sums;
  }
  if (core->proof) {
    core->solver.close_proof_trace();
    fclose(core->proof);
  }
  free(core->proof_bytes);
  delete core;
}

EMSCRIPTEN_KEEPALIVE const char *core_version() { return Solver::version(); }

// An option by CaDiCaL's name; false when the name or value is not taken.
EMSCRIPTEN_KEEPALIVE int core_set(Core *core, const char *name, int value) { return core->solver.set(name, value); }

EMSCRIPTEN_KEEPALIVE void core_reserve(Core *core, int max_var) { core->solver.reserve(max_var); }

// `count` literals: clauses, each ended by 0.
EMSCRIPTEN_KEEPALIVE void core_add(Core *core, const int32_t *lits, int32_t count) {
  for (int32_t i = 0; i < count; i++) core->solver.add(lits[i]);
}

// 10 satisfiable, 20 unsatisfiable, 0 stopped (deadline or conflict limit), -1 a propagator's
// error (core_error). A negative limit is none.
EMSCRIPTEN_KEEPALIVE int core_solve(Core *core, const int32_t *assumptions, int32_t count, double timeout_ms, int32_t conflicts) {
  if (core->sums && !core->sums->error.empty()) return -1;
  for (int32_t i = 0; i < count; i++) core->solver.assume(assumptions[i]);
  if (conflicts >= 0) core->solver.limit("conflicts", conflicts);
  core->deadline.until = timeout_ms < 0 ? INFINITY : now_ms() + timeout_ms;
  int result = core->solver.solve();
  return core->sums && !core->sums->error.empty() ? -1 : result;
}

// A sum for the propagator (`distinct`: its cells hold different values, each weight its value):
// `data` holds, for each of `cells` cells, its number of literals and then each literal with its
// weight. The first sum connects the propagator. false for a sum it
// cannot take (a cell without literals, a literal of two cells).
EMSCRIPTEN_KEEPALIVE int core_sum_add(Core *core, int32_t target, int32_t distinct, int32_t cells, const int32_t *data) {
  if (!core->sums) {
    core->sums = new SumPropagator;
    core->deadline.failed = &core->sums->error;
    core->solver.connect_external_propagator(core->sums);
  }
  SumPropagator &p = *core->sums;
  Sum sum{target, distinct != 0, {}};
  for (int32_t c = 0; c < cells; c++) {
    SumCell cell;
    int32_t count = *data++;
    if (count <= 0) return 0;
    for (int32_t i = 0; i < count; i++) {
      cell.lits.push_back(*data++);
      cell.weights.push_back(*data++);
    }
    sum.cells.push_back(cell);
  }
  int index = (int) p.sums.size();
  for (const SumCell &cell : sum.cells)
    for (int lit : cell.lits) p.grow(std::abs(lit));
  SumPropagator::Bounds bounds;
  for (const SumCell &cell : sum.cells) {
    int lo = *std::min_element(cell.weights.begin(), cell.weights.end());
    int hi = *std::max_element(cell.weights.begin(), cell.weights.end());
    bounds.low.push_back(lo);
    bounds.high.push_back(hi);
    bounds.least += lo;
    bounds.most += hi;
    bounds.span = std::max(bounds.span, hi - lo);
  }
  // A distinct sum of small values is read over its sets of values when they are few.
  if (sum.distinct && !sum.cells.empty()) {
    uint64_t values = 0;
    bool small = true;
    for (const SumCell &cell : sum.cells)
      for (int w : cell.weights)
        if (w < 0 || w > 63) small = false;
        else values |= (uint64_t) 1 << w;
    long budget = 100000;
    sum.byCombos = small && combinations(values, (int) sum.cells.size(), target, 256, budget, sum.combos);
    if (!sum.byCombos) sum.combos.clear();
  }
  p.sums.push_back(sum);
  p.bounds.push_back(bounds);
  p.dirty.push_back(1);
  p.dirtyList.push_back(index);
  // Observing a variable fixed already tells the propagator at once, which updates this sum.
  for (int j = 0; j < (int) sum.cells.size(); j++)
    for (int t = 0; t < (int) sum.cells[j].lits.size(); t++) {
      int var = std::abs(sum.cells[j].lits[t]);
      p.watchers[var].push_back({index, j, t});
      core->solver.add_observed_var(var);
    }
  // Variables fixed before: the view has them already.
  for (int j = 0; j < (int) sum.cells.size(); j++) p.update(index, j);
  return 1;
}

// Paranoid: check every clause the propagator gives; logging: keep them for core_sum_log.
EMSCRIPTEN_KEEPALIVE void core_sum_checks(Core *core, int paranoid, int logging) {
  if (!core->sums) return;
  core->sums->paranoid = paranoid;
  core->sums->logging = logging;
}

// The clauses logged so far: their count of integers, with the integers at core_sum_log_data.
EMSCRIPTEN_KEEPALIVE size_t core_sum_log_size(Core *core) { return core->sums ? core->sums->log.size() : 0; }

EMSCRIPTEN_KEEPALIVE const int32_t *core_sum_log_data(Core *core) { return core->sums ? core->sums->log.data() : nullptr; }

EMSCRIPTEN_KEEPALIVE const char *core_error(Core *core) { return core->sums ? core->sums->error.c_str() : ""; }

// The model of variables 1..max_var, each 1 (true) or -1 (false), into out[1..max_var].
EMSCRIPTEN_KEEPALIVE void core_model(Core *core, int8_t *out, int32_t max_var) {
  for (int32_t v = 1; v <= max_var; v++) out[v] = core->solver.val(v) > 0 ? 1 : -1;
}

EMSCRIPTEN_KEEPALIVE int core_failed(Core *core, int32_t lit) { return core->solver.failed(lit); }

EMSCRIPTEN_KEEPALIVE void core_phase(Core *core, int32_t lit) { core->solver.phase(lit); }

EMSCRIPTEN_KEEPALIVE void core_statistics(Core *core) { core->solver.statistics(); }

// Starts a DRAT proof in memory (binary or text); only before the first clause.
EMSCRIPTEN_KEEPALIVE int core_proof_start(Core *core, int binary) {
  if (core->proof || !core->solver.set("binary", binary)) return 0;
  core->proof = open_memstream(&core->proof_bytes, &core->proof_size);
  return core->proof && core->solver.trace_proof(core->proof, "<memory>");
}

// The proof so far: its size, with its bytes at core_proof_bytes.
EMSCRIPTEN_KEEPALIVE size_t core_proof_size(Core *core) {
  if (!core->proof) return 0;
  core->solver.flush_proof_trace();
  fflush(core->proof);
  return core->proof_size;
}

EMSCRIPTEN_KEEPALIVE const char *core_proof_bytes(Core *core) { return core->proof_bytes; }

EMSCRIPTEN_KEEPALIVE void *core_malloc(size_t size) { return malloc(size); }

EMSCRIPTEN_KEEPALIVE void core_free(void *pointer) { free(pointer); }
}
