// sudocnf's C interface to CaDiCaL for WebAssembly: clauses and assumptions in bulk from the
// module's memory, the model into it in one call, a deadline checked inside the search, and DRAT
// proofs written to memory. Built by build.sh from Debian's source package of CaDiCaL.
#include "cadical.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <emscripten.h>

using CaDiCaL::Solver;

// The host's stop request (a flag that another thread may set, for a race or a Stop button).
extern "C" __attribute__((import_module("env"), import_name("stop_requested"))) int stop_requested();
// The host's monotonic clock in milliseconds (the C library's clock() of a 32-bit target overflows).
extern "C" __attribute__((import_module("env"), import_name("now_ms"))) double now_ms();

namespace {

// Stops the search once the clock passes `until` (milliseconds of now_ms), or when the host asks.
struct Deadline : CaDiCaL::Terminator {
  double until = INFINITY;
  bool terminate() override { return now_ms() > until || stop_requested(); }
};

struct Core {
  Solver solver;
  Deadline deadline;
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

// 10 satisfiable, 20 unsatisfiable, 0 stopped (deadline or conflict limit). A negative limit is none.
EMSCRIPTEN_KEEPALIVE int core_solve(Core *core, const int32_t *assumptions, int32_t count, double timeout_ms, int32_t conflicts) {
  for (int32_t i = 0; i < count; i++) core->solver.assume(assumptions[i]);
  if (conflicts >= 0) core->solver.limit("conflicts", conflicts);
  core->deadline.until = timeout_ms < 0 ? INFINITY : now_ms() + timeout_ms;
  return core->solver.solve();
}

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
