# Z3's own arithmetic on killer puzzles, for `npm run bench -- sums`: reads puzzles as JSON lines
# ({"n", "box": [rows, cols], "givens": [...], "cages": [[cells, sum], ...]}) on standard input and
# prints, per puzzle, the milliseconds of Z3's check() and the solution it found.
import json
import sys
import time

import z3

for line in sys.stdin:
    p = json.loads(line)
    n, (br, bc) = p["n"], p["box"]
    x = [z3.Int(f"c{i}") for i in range(n * n)]
    s = z3.Solver()
    s.add([z3.And(v >= 1, v <= n) for v in x])
    for i in range(n):
        s.add(z3.Distinct([x[i * n + j] for j in range(n)]))
        s.add(z3.Distinct([x[j * n + i] for j in range(n)]))
    for r0 in range(0, n, br):
        for c0 in range(0, n, bc):
            s.add(z3.Distinct([x[r * n + c] for r in range(r0, r0 + br) for c in range(c0, c0 + bc)]))
    for cells, total in p["cages"]:
        if len(cells) > 1:
            s.add(z3.Distinct([x[c] for c in cells]))
        s.add(z3.Sum([x[c] for c in cells]) == total)
    for i, v in enumerate(p["givens"]):
        if v:
            s.add(x[i] == v)
    start = time.perf_counter()
    result = s.check()
    ms = (time.perf_counter() - start) * 1000
    model = s.model() if result == z3.sat else None
    print(json.dumps({"ms": ms, "solution": [model.eval(v).as_long() for v in x] if model else None}), flush=True)
