#!/usr/bin/env python3
"""Differential oracle for the Cassowary solver: random systems + expected results.

Writes a JSON fixture ``{"generator": "...", "cases": [...]}`` with one case per line:

    {"seed": 17, "variables": 5,
     "constraints": [{"terms": [[0, 1.0], [3, -2.0]], "constant": -8.0,
                      "relation": "==", "priority": 1000}, ...],
     "edits": [{"variable": 2, "priority": 500, "value": 37.5}, ...],
     "expected": {"rejected": [4, 9],
                  "levels": [{"priority": 750, "error": 12.5}, ...]}}

Semantics.  Variables 0..variables-1 are free (may be negative).  A constraint means
``sum(coef * var) + constant REL 0`` with REL in ``==``, ``<=``, ``>=``; constraints are
added in list order, then the edits (each equivalent to an optional ``var == value``).
Priority 1000 is required: a required constraint is *rejected* (its index listed in
``rejected``) iff it is infeasible together with the required constraints accepted
before it.  Optional constraints are never rejected.

Optional errors are absolute violations: ``==`` -> |e|, ``>=`` -> max(0, -e),
``<=`` -> max(0, e) where e = expr + constant; an edit's error is |var - value|.
Priorities are strict (lexicographic, not weighted): the summed error of the highest
optional level is minimised first, that total is then fixed (to optimum plus a 1e-9
relative tolerance) and the next level is minimised, and so on.  ``levels`` lists every
optional priority present in the accepted system, highest first, with its minimal total
error (rounded to 6 decimals; compare with a small tolerance).

Large systems (``--variables 100-1000``) are layout-shaped: unit coefficients with an occasional 0.5 or 2.
Long random chains of multipliers like 3 and 1.5 make values grow like 3**n, past what double precision and
the solver's absolute tolerances (made for values in points) can represent.

Usage: python3 lexicographic_oracle.py [--count 2000] [--seed 1] [--variables 1-8] [--output PATH]
"""
import argparse
import collections
import json
import random
import time
from pathlib import Path

import numpy as np
from scipy.optimize import linprog

REQUIRED = 1000
OPTIONAL_PRIORITIES = [1, 50, 100, 200, 250, 251, 300, 490, 500, 510, 749, 750, 751, 999]
DEFAULT_OUTPUT = (Path(__file__).resolve().parents[2]
                  / "Tests/CassowaryTests/Fixtures/oracle-systems.json")
# Tighter than HiGHS' 1e-7 defaults so the level-fixing rows do not leak slack into
# lower levels.
HIGHS_OPTIONS = {"primal_feasibility_tolerance": 1e-9, "dual_feasibility_tolerance": 1e-9}


# ----------------------------------------------------------------------------- LP model

def _row(terms, width):
    row = np.zeros(width)
    for var, coef in terms:
        row[var] += coef
    return row


def _add(lp, row, constant, relation):
    """Append `row . x + constant REL 0` to lp = {"eq": [...], "ub": [...]}."""
    if relation == "==":
        lp["eq"].append((row, -constant))
    elif relation == "<=":
        lp["ub"].append((row, -constant))
    else:
        lp["ub"].append((-row, constant))


def _solve(objective, lp, bounds):
    def split(rows):
        return (np.array([r for r, _ in rows]), [b for _, b in rows]) if rows else (None, None)
    (a_ub, b_ub), (a_eq, b_eq) = split(lp["ub"]), split(lp["eq"])
    return linprog(objective, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq, bounds=bounds,
                   method="highs", options=HIGHS_OPTIONS)


def solve_levels(nvars, constraints, edits):
    """Lexicographic minimisation over the (already accepted) system."""
    items = [(c["terms"], c["constant"], c["relation"], c["priority"]) for c in constraints]
    items += [([[e["variable"], 1.0]], -e["value"], "==", e["priority"]) for e in edits]
    # Each optional item gets error columns: two (e+, e-) for equalities and edits,
    # one for inequalities.  Columns 0..nvars-1 are the free solver variables.
    width = nvars + sum(2 if rel == "==" else 1 for _, _, rel, p in items if p < REQUIRED)
    lp = {"eq": [], "ub": []}
    level_cols = collections.defaultdict(list)
    col = nvars
    for terms, const, rel, prio in items:
        row = _row(terms, width)
        if prio < REQUIRED:
            if rel == "==":      # expr + c = e+ - e-
                row[col], row[col + 1] = -1.0, 1.0
                level_cols[prio] += [col, col + 1]
            else:                # >=: expr + c + e >= 0;  <=: expr + c - e <= 0
                row[col] = 1.0 if rel == ">=" else -1.0
                level_cols[prio].append(col)
            col += 2 if rel == "==" else 1
        _add(lp, row, const, rel)
    bounds = [(None, None)] * nvars + [(0, None)] * (width - nvars)
    levels = []
    for prio in sorted(level_cols, reverse=True):
        objective = np.zeros(width)
        objective[level_cols[prio]] = 1.0
        res = _solve(objective, lp, bounds)
        if res.status != 0:
            raise RuntimeError(f"level LP failed ({res.status}): {res.message}")
        best = max(res.fun, 0.0)
        levels.append({"priority": prio, "error": round(best, 6) + 0.0})
        # Fix this level's total before optimising the next (lower) one.
        lp["ub"].append((objective, best + 1e-9 * max(1.0, abs(best))))
    return levels


def feasible(nvars, required):
    """Zero-objective LP over required constraints; HiGHS status 2 means infeasible."""
    lp = {"eq": [], "ub": []}
    for c in required:
        _add(lp, _row(c["terms"], nvars), c["constant"], c["relation"])
    res = _solve(np.zeros(nvars), lp, [(None, None)] * nvars)
    if res.status not in (0, 2):
        raise RuntimeError(f"feasibility LP failed ({res.status}): {res.message}")
    return res.status == 0


# ----------------------------------------------------------------------- generation

def con(terms, constant, relation, priority):
    return {"terms": [[v, float(c)] for v, c in terms], "constant": float(constant),
            "relation": relation, "priority": priority}


def random_constraint(rng, nvars, priority, layout_like=False):
    chosen = rng.sample(range(nvars), rng.randint(1, min(3, nvars)))
    if layout_like:
        # Layout-shaped: unit coefficients with an occasional 0.5 or 2 (aspect ratios, centres), so values stay
        # in the range of points rather than growing along long chains of multipliers.
        terms = [(v, rng.choice([-1, 1]) if rng.random() < 0.9 else rng.choice([0.5, -0.5, 2, -2])) for v in chosen]
    else:
        terms = [(v, rng.choice([-2, -1, 1, 2]) if rng.random() < 0.8
                  else rng.choice([0.5, -0.5, 3, 1.5])) for v in chosen]
    constant = 0 if rng.random() < 0.15 else rng.randint(-60, 60)
    relation = rng.choices(["==", "<=", ">="], weights=[2, 1, 1])[0]
    return con(terms, constant, relation, priority)


def insert_in_order(rng, constraints, new):
    """Insert `new` at random positions while keeping their relative order."""
    pos = -1
    for c in new:
        pos = rng.randint(pos + 1, len(constraints))
        constraints.insert(pos, c)


def contradiction(rng, nvars):
    """Required constraints whose last member contradicts the ones before it."""
    x = rng.randrange(nvars)
    a, d = rng.randint(-40, 40), rng.choice([-1, 1]) * rng.randint(1, 30)
    kind = rng.choice(["eq", "ineq", "cycle"] if nvars >= 3 else ["eq", "ineq"])
    if kind == "eq":     # x == a, later x == a + d
        return [con([(x, 1)], -a, "==", REQUIRED), con([(x, 1)], -(a + d), "==", REQUIRED)]
    if kind == "ineq":   # x <= a, later x >= a + |d|   (scaled by 1 or 2)
        k = rng.choice([1, 2])
        return [con([(x, k)], -k * a, "<=", REQUIRED),
                con([(x, k)], -k * (a + abs(d)), ">=", REQUIRED)]
    y, z = rng.sample([v for v in range(nvars) if v != x], 2)
    b = rng.randint(-40, 40)  # x-y+a == 0, y-z+b == 0, z-x+c == 0 needs a+b+c == 0
    return [con([(x, 1), (y, -1)], a, "==", REQUIRED),
            con([(y, 1), (z, -1)], b, "==", REQUIRED),
            con([(z, 1), (x, -1)], -(a + b) + d, "==", REQUIRED)]


def tug_of_war(rng, nvars):
    """Several 750s pulling one way and a single 751 pulling the other."""
    x, many = rng.randrange(nvars), rng.randint(2, 5)
    a = rng.randint(-50, 50)
    b = a + rng.choice([-1, 1]) * rng.randint(1, 40)
    if rng.random() < 0.7:
        group = [con([(x, 1)], -a, "==", 750) for _ in range(many)]
        single = con([(x, 1)], -b, "==", 751)
    else:                 # inequality flavour: x >= hi @750 (xN), x <= lo @751
        lo, hi = min(a, b), max(a, b)
        group = [con([(x, 1)], -hi, ">=", 750) for _ in range(many)]
        single = con([(x, 1)], -lo, "<=", 751)
    items = group + [single]
    rng.shuffle(items)
    return items


def generate_case(seed, sizes=(1, 8)):
    rng = random.Random(seed)
    nvars = rng.randint(*sizes)
    large = sizes[0] > 8
    kind = "general" if large else rng.choices(["required", "ties", "tug", "general"], weights=[15, 15, 10, 60])[0]
    levels = rng.sample(OPTIONAL_PRIORITIES, 1 if kind == "ties" else rng.randint(1, 5))
    p_required = {"required": 1.0, "ties": 0.25}.get(kind, 0.45)
    if large:
        count = rng.randint(nvars, 2 * nvars)
    else:
        count = rng.randint(6, 14) if kind == "ties" else rng.randint(1, 14)
    constraints = [random_constraint(
        rng, nvars, REQUIRED if rng.random() < p_required else rng.choice(levels), layout_like=large)
        for _ in range(count)]
    if kind == "tug":
        insert_in_order(rng, constraints, tug_of_war(rng, nvars))
    conflict = rng.random() < 0.13
    if conflict:
        insert_in_order(rng, constraints, contradiction(rng, nvars))

    # Resolve required constraints in order.  Only "conflict" cases keep rejections;
    # elsewhere accidental conflicts are demoted to optional (or dropped in
    # required-only cases) so the rejected-case rate stays controlled.
    accepted, rejected, kept = [], [], []
    for c in constraints:
        if c["priority"] == REQUIRED and not feasible(nvars, accepted + [c]):
            if conflict:
                rejected.append(len(kept))
            elif kind == "required":
                continue
            else:
                c["priority"] = rng.choice(levels)
        elif c["priority"] == REQUIRED:
            accepted.append(c)
        kept.append(c)

    edits = []
    if kind != "required":
        for var in rng.sample(range(nvars), min(nvars, rng.randint(0, 2))):
            prio = rng.choice(levels) if rng.random() < 0.7 else rng.choice(OPTIONAL_PRIORITIES)
            edits.append({"variable": var, "priority": prio,
                          "value": rng.randint(-200, 200) / 2})
    active = [c for i, c in enumerate(kept) if i not in rejected]
    return {"seed": seed, "variables": nvars, "constraints": kept, "edits": edits,
            "expected": {"rejected": rejected,
                         "levels": solve_levels(nvars, active, edits)}}


# ----------------------------------------------------------------------------- main

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--variables", default="1-8",
                        help="range of variable counts, e.g. 100-1000 for the large fixture (then 1-2 constraints per variable)")
    args = parser.parse_args()
    sizes = tuple(int(n) for n in args.variables.split("-"))

    start = time.monotonic()
    cases = [generate_case(args.seed * 1_000_000 + i, sizes) for i in range(args.count)]
    description = (f"Tools/oracle/lexicographic_oracle.py --count {args.count} "
                   f"--seed {args.seed} --variables {args.variables}: strict lexicographic priorities, absolute-"
                   "violation errors, scipy HiGHS LPs; see the script docstring")
    args.output.parent.mkdir(parents=True, exist_ok=True)
    with open(args.output, "w") as f:
        f.write('{"generator": %s,\n"cases": [\n' % json.dumps(description))
        f.write(",\n".join(json.dumps(c, separators=(",", ":")) for c in cases))
        f.write("\n]}\n")

    level_hist = collections.Counter(len(c["expected"]["levels"]) for c in cases)
    n_rejected = sum(len(c["expected"]["rejected"]) for c in cases)
    print(f"cases:                {len(cases)}")
    print(f"constraints:          {sum(len(c['constraints']) for c in cases)}")
    print(f"edits:                {sum(len(c['edits']) for c in cases)}")
    print(f"rejected constraints: {n_rejected} in "
          f"{sum(bool(c['expected']['rejected']) for c in cases)} cases")
    print(f"required-only cases:  "
          f"{sum(all(k['priority'] == REQUIRED for k in c['constraints']) and not c['edits'] for c in cases)}")
    print("levels per case:      "
          + ", ".join(f"{k}: {level_hist[k]}" for k in sorted(level_hist)))
    print(f"output:               {args.output} ({args.output.stat().st_size} bytes)")
    print(f"seconds:              {time.monotonic() - start:.1f}")


if __name__ == "__main__":
    main()
