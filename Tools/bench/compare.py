#!/usr/bin/env python3
"""Run our solver benchmark and Kiwi on exactly the same systems, and print both with the ratio.

usage: Tools/bench/compare.py [--scenarios row,nested,...] [--sizes 100,1000,10000] [--repeats 5]

Builds `cassowary-bench` in release mode, has it export every system as JSON (the format of
shared/bench/kiwi_replay.py), times Kiwi on each with kiwi_replay's own `run_once`, times Kiwi on the
`churn` pattern (remove every tenth constraint, re-add, update) with the same code path, and prints one
table: per scenario and size, Kiwi's time, ours and Kiwi/ours. Every figure is a median of --repeats runs.
"""
import argparse, importlib.util, json, pathlib, statistics, subprocess, sys, tempfile, time

ROOT = pathlib.Path(__file__).resolve().parents[2]
REPLAY = ROOT.parent / "shared" / "bench" / "kiwi_replay.py"


def load_replay(path):
    spec = importlib.util.spec_from_file_location("kiwi_replay", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def kiwi_churn(replay, system):
    """Kiwi on the churn pattern, timed like ours: remove every tenth constraint, re-add, update."""
    variables, constraints = replay.build(system)
    solver = replay.kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    changed = constraints[::10]
    start = time.perf_counter()
    for constraint in changed:
        solver.removeConstraint(constraint)
    for constraint in changed:
        solver.addConstraint(constraint)
    solver.updateVariables()
    return (time.perf_counter() - start) * 1e3


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scenarios", default="row,nested,grid,blocks,edit,churn")
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--kiwi-replay", default=str(REPLAY), help="path to kiwi_replay.py")
    args = parser.parse_args()
    replay = load_replay(args.kiwi_replay)

    subprocess.run(["swift", "build", "-c", "release", "--product", "cassowary-bench"], cwd=ROOT, check=True)
    binary = ROOT / ".build" / "release" / "cassowary-bench"
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        output = subprocess.run([str(binary), "--scenarios", args.scenarios, "--sizes", args.sizes,
                                 "--repeats", str(args.repeats), "--export", folder],
                                check=True, capture_output=True, text=True).stdout
        ours = [json.loads(line[5:]) for line in output.splitlines() if line.startswith("JSON ")]
        for figures in ours:
            system = json.load(open(pathlib.Path(folder) / (figures["name"] + ".json")))
            runs = [replay.run_once(system) for _ in range(args.repeats)]
            kiwi_build = statistics.median(r[0] + r[1] for r in runs)
            our_build = figures["add_ms"] + figures["update_ms"]
            rows.append((figures["name"], "build+solve ms", kiwi_build, our_build))
            if system.get("edits"):
                kiwi_step = statistics.median(r[2] for r in runs)
                rows.append((figures["name"], "drag step us (all values)", kiwi_step,
                             figures["edit_step_all_values_us_median"]))
                rows.append((figures["name"], "drag step us (dragged value)", kiwi_step,
                             figures["edit_step_us_median"]))
            if figures["name"].startswith("churn"):
                kiwi_time = statistics.median(kiwi_churn(replay, system) for _ in range(args.repeats))
                rows.append((figures["name"], "churn ms", kiwi_time, figures["churn_ms"]))
            print(f"measured {figures['name']}", file=sys.stderr, flush=True)

    print(f"{'system':<16} {'figure':<30} {'kiwi':>12} {'ours':>12} {'kiwi/ours':>10}")
    for name, figure, kiwi_value, our_value in rows:
        ratio = kiwi_value / our_value if our_value else float("inf")
        print(f"{name:<16} {figure:<30} {kiwi_value:>12.3f} {our_value:>12.3f} {ratio:>9.1f}x")
    print(f"(medians of {args.repeats} runs; Kiwi: kiwisolver via shared/bench/kiwi_replay.py; the Kiwi drag "
          "step includes updateVariables, i.e. all values)")


if __name__ == "__main__":
    main()
