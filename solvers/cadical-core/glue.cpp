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
#include <unordered_map>
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
struct Sum {
  int target;
  bool distinct;
  std::vector<SumCell> cells;
};

// Most search nodes a read of a distinct sum may take before it falls back to bounds.
const long SUPPORT_NODES = 2000;

// Searches one weight per cell (the cell's `options`), distinct where asked, adding up to the
// target; calls `found` with each choice (indices into options) until it returns false. false
// when `budget` ran out first.
struct Choices {
  const std::vector<std::vector<int>> &options;
  int target;
  bool distinct;
  long budget;
  std::vector<long> lowRest, highRest; // least and most the cells from j on add
  std::vector<int> path;

  Choices(const std::vector<std::vector<int>> &options, int target, bool distinct, long budget)
      : options(options), target(target), distinct(distinct), budget(budget), lowRest(options.size() + 1, 0),
        highRest(options.size() + 1, 0), path(options.size()) {
    for (size_t j = options.size(); j-- > 0;) {
      long lo = INT32_MAX, hi = INT32_MIN;
      for (int w : options[j]) lo = std::min<long>(lo, w), hi = std::max<long>(hi, w);
      lowRest[j] = lowRest[j + 1] + lo;
      highRest[j] = highRest[j + 1] + hi;
    }
  }

  template <typename F> bool search(size_t j, long total, uint64_t used, F &found, bool &stop) {
    if (--budget < 0) return false;
    if (j == options.size()) {
      if (total == target && !found(path)) stop = true;
      return true;
    }
    for (size_t t = 0; t < options[j].size() && !stop; t++) {
      int w = options[j][t];
      if (distinct && (used >> w & 1)) continue;
      long next = total + w;
      if (next + lowRest[j + 1] > target || next + highRest[j + 1] < target) continue;
      path[j] = (int) t;
      if (!search(j + 1, next, distinct ? used | (uint64_t) 1 << w : used, found, stop)) return false;
    }
    return true;
  }

  template <typename F> bool each(F found) {
    bool stop = false;
    for (const auto &o : options)
      if (o.empty()) return true;
    return search(0, 0, 0, found, stop);
  }
};

// Lazy clause generation for sums: bounds propagation over the cells' smallest and largest
// weights still open, each deduction explained by a clause over the cells' own literals.
struct SumPropagator : CaDiCaL::ExternalPropagator {
  std::vector<Sum> sums;
  std::vector<int8_t> value;                // by variable: 1 true, -1 false, 0 open (this level's view)
  std::vector<int8_t> fixed;                // by variable: root-level values, never undone
  std::vector<std::vector<int>> watchers;   // by variable: the sums that read it
  std::vector<int> trail;                   // variables assigned above the root, in order
  std::vector<size_t> levels;               // trail size at each decision level
  std::vector<char> dirty;                  // by sum
  std::vector<int> dirtyList;
  std::vector<int> pending;                 // literals to propagate, each with its reason below
  std::vector<int> pendingSum;              // the sum of each
  size_t pendingAt = 0;
  std::unordered_map<int, std::vector<int>> reasons;
  std::vector<int> conflict;                // a falsified clause to add, or empty
  int conflictSum = 0;
  size_t conflictAt = 0;
  bool paranoid = false;
  bool logging = false;
  std::vector<int32_t> log;                 // sum, kind (0 reason, 1 conflict, 2 model), literals, 0; for tests
  std::string error;

  int val(int lit) const {
    int v = std::abs(lit);
    int x = fixed[v] ? fixed[v] : value[v];
    return lit > 0 ? x : -x;
  }

  void grow(int var) {
    if ((size_t) var >= value.size()) {
      value.resize(var + 1, 0);
      fixed.resize(var + 1, 0);
      watchers.resize(var + 1);
    }
  }

  void touch(int var) {
    for (int s : watchers[var]) markDirty(s);
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
      trail.push_back(v);
    }
    touch(v);
  }

  void notify_new_decision_level() override { levels.push_back(trail.size()); }

  void notify_backtrack(size_t level) override {
    if (level < levels.size()) {
      size_t keep = levels[level];
      for (size_t i = keep; i < trail.size(); i++) value[trail[i]] = 0;
      trail.resize(keep);
      levels.resize(level);
    }
    // Deductions not yet handed over may still hold at the kept levels: their sums are read again.
    for (size_t i = pendingAt; i < pending.size(); i++) markDirty(pendingSum[i]);
    if (!conflict.empty()) markDirty(conflictSum);
    pending.clear();
    pendingSum.clear();
    pendingAt = 0;
    conflict.clear();
    conflictAt = 0;
  }

  // The smallest (or largest) weight a cell may still take, and the literals whose values say so.
  int bound(const SumCell &cell, bool lowest, std::vector<int> *why) const {
    for (size_t i = 0; i < cell.lits.size(); i++)
      if (val(cell.lits[i]) > 0) {
        if (why) why->push_back(-cell.lits[i]);
        return cell.weights[i];
      }
    int best = lowest ? INT32_MAX : INT32_MIN;
    for (size_t i = 0; i < cell.lits.size(); i++)
      if (val(cell.lits[i]) == 0) best = lowest ? std::min(best, cell.weights[i]) : std::max(best, cell.weights[i]);
    if (why)
      for (size_t i = 0; i < cell.lits.size(); i++)
        if (lowest ? cell.weights[i] < best : cell.weights[i] > best) why->push_back(cell.lits[i]);
    return best;
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
      bool any = false;
      Choices(options, sum.target, true, 2000000000L).each([&](const std::vector<int> &) { return !(any = true); });
      return any;
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

  // Why a cell is kept to its open values: its true literal, or else each of its false ones.
  void explain(const SumCell &cell, std::vector<int> &clause) const {
    for (int lit : cell.lits)
      if (val(lit) > 0) {
        clause.push_back(-lit);
        return;
      }
    for (int lit : cell.lits)
      if (val(lit) < 0) clause.push_back(lit);
  }

  // A distinct sum read exactly: each open value of a cell that no choice of distinct values of
  // the cells' open values meeting the target uses is ruled out, explained by the other cells'
  // values; no choice at all is a conflict. false when the search ran past its budget.
  bool readDistinct(int s) {
    const Sum &sum = sums[s];
    size_t k = sum.cells.size();
    std::vector<std::vector<int>> options(k), index(k);
    for (size_t j = 0; j < k; j++) {
      const SumCell &cell = sum.cells[j];
      bool fixed = false;
      for (size_t t = 0; t < cell.lits.size(); t++)
        if (val(cell.lits[t]) > 0) {
          options[j] = {cell.weights[t]};
          index[j] = {(int) t};
          fixed = true;
        }
      if (!fixed)
        for (size_t t = 0; t < cell.lits.size(); t++)
          if (val(cell.lits[t]) == 0) {
            if (cell.weights[t] < 0 || cell.weights[t] > 63) return false;
            options[j].push_back(cell.weights[t]);
            index[j].push_back((int) t);
          }
    }
    std::vector<std::vector<char>> used(k);
    size_t unused = 0;
    for (size_t j = 0; j < k; j++) {
      used[j].assign(options[j].size(), 0);
      unused += options[j].size();
    }
    bool any = false;
    bool done = Choices(options, sum.target, true, SUPPORT_NODES).each([&](const std::vector<int> &path) {
      any = true;
      for (size_t j = 0; j < k; j++)
        if (!used[j][path[j]]) {
          used[j][path[j]] = 1;
          unused--;
        }
      return unused > 0;
    });
    if (!done) return false;
    if (!any) {
      std::vector<int> clause;
      for (const SumCell &cell : sum.cells) explain(cell, clause);
      check(s, 1, clause, 0);
      conflict = clause;
      conflictSum = s;
      conflictAt = 0;
      return true;
    }
    for (size_t i = 0; i < k; i++)
      for (size_t t = 0; t < options[i].size(); t++) {
        int lit = sum.cells[i].lits[index[i][t]];
        if (used[i][t] || val(lit) != 0) continue;
        std::vector<int> clause{-lit};
        for (size_t j = 0; j < k; j++)
          if (j != i) explain(sum.cells[j], clause);
        check(s, 0, clause, -lit);
        reasons[-lit] = clause;
        pending.push_back(-lit);
        pendingSum.push_back(s);
      }
    return true;
  }

  // Reads one sum: a conflict clause, or the literals its bounds rule out with their reasons.
  void read(int s) {
    const Sum &sum = sums[s];
    size_t k = sum.cells.size();
    std::vector<int> lo(k), hi(k);
    long low = 0, high = 0;
    for (size_t j = 0; j < k; j++) {
      lo[j] = bound(sum.cells[j], true, nullptr);
      hi[j] = bound(sum.cells[j], false, nullptr);
      if (lo[j] == INT32_MAX) return; // a cell with no value left: the clauses find that conflict
      low += lo[j];
      high += hi[j];
    }
    if (low > sum.target || high < sum.target) {
      bool lowest = low > sum.target;
      std::vector<int> clause;
      for (size_t j = 0; j < k; j++) bound(sum.cells[j], lowest, &clause);
      check(s, 1, clause, 0);
      conflict = clause;
      conflictSum = s;
      conflictAt = 0;
      return;
    }
    if (sum.distinct && readDistinct(s)) return;
    for (size_t i = 0; i < k; i++) {
      const SumCell &cell = sum.cells[i];
      long others_low = low - lo[i], others_high = high - hi[i];
      for (size_t t = 0; t < cell.lits.size(); t++) {
        int lit = cell.lits[t];
        if (val(lit) != 0) continue;
        bool over = others_low + cell.weights[t] > sum.target;
        bool under = others_high + cell.weights[t] < sum.target;
        if (!over && !under) continue;
        std::vector<int> clause{-lit};
        for (size_t j = 0; j < k; j++)
          if (j != i) bound(sum.cells[j], over, &clause);
        check(s, 0, clause, -lit);
        reasons[-lit] = clause;
        pending.push_back(-lit);
        pendingSum.push_back(s);
      }
    }
  }

  int cb_propagate() override {
    for (;;) {
      while (pendingAt < pending.size()) {
        int lit = pending[pendingAt++];
        if (val(lit) == 0) return lit;
      }
      pending.clear();
      pendingSum.clear();
      pendingAt = 0;
      if (!conflict.empty() || dirtyList.empty()) return 0;
      int s = dirtyList.back();
      dirtyList.pop_back();
      dirty[s] = 0;
      read(s);
    }
  }

  int reasonOf = 0;
  size_t reasonAt = 0;

  int cb_add_reason_clause_lit(int propagated) override {
    if (reasonOf != propagated) {
      reasonOf = propagated;
      reasonAt = 0;
    }
    const std::vector<int> &clause = reasons[propagated];
    if (reasonAt < clause.size()) return clause[reasonAt++];
    reasonOf = 0;
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
    for (int lit : cell.lits) {
      int var = std::abs(lit);
      p.grow(var);
      if (std::find(p.watchers[var].begin(), p.watchers[var].end(), index) == p.watchers[var].end()) p.watchers[var].push_back(index);
      core->solver.add_observed_var(var);
    }
  p.sums.push_back(sum);
  p.dirty.push_back(1);
  p.dirtyList.push_back(index);
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
