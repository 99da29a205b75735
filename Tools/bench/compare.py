#!/usr/bin/env python3
"""Run our solver benchmark, Kiwi and Yoga on the same systems, and print them side by side with the ratios.

usage: Tools/bench/compare.py [--scenarios row,nested,...] [--sizes 100,1000,10000] [--repeats 5] [--large]
                              [--no-engine]

Builds `cassowary-bench` in release mode and has it export every system as JSON (the format of
shared/bench/kiwi_replay.py). Then, per scenario and size:
- Kiwi replays the system with kiwi_replay's own `run_once`; the `churn` pattern (remove every tenth
  constraint, re-add, update) runs through the same code path;
- Yoga (flexbox, through the `poga` binding; see Tools/bench/yoga_replay.py, which installs poga with pip if
  it is missing and is skipped with a message if it cannot) lays out the same tree, for `row` and `nested`.
  Its "build+solve" figure is YGNodeCalculateLayout on the fresh tree alone: creating the nodes and reading
  the frames back go through one Python call per number, which would measure the binding, not Yoga. Its
  relayout (one leaf's width changes) stands next to our engine's relayout of a 1,000-label row;
- the layout engine (not the solver alone) is timed by `cassowary-bench --relayout/--stack/--animate/--tree/
  --chain/--operations`, each tree and chain in a process of its own so that its resident memory per view is its
  own; `--operations` changes a tenth of a row's or a stack's views (removing, replacing constraints, hiding) at
  1,000 and 10,000 views, whose growth exponent tells whether an edit is linear.
Kiwi replays systems of up to --kiwi-max views (1,000 by default: at 10,000 it takes minutes per run).
`--large` adds 100,000-view sizes for ours only (row, nested — 111,110 views —, blocks, churn, and the engine's
tree and chain): Kiwi would take hours there. Edit and grid are left out of it (a drag's sweep of 10,000 steps,
each reading every value, would take minutes).

The table has one row per figure; every time is a median of --repeats runs. The last section gives each
scenario's growth exponent between consecutive sizes, log(t2 / t1) / log(n2 / n1): 1 is linear.
"""
import argparse, importlib.util, json, math, pathlib, re, statistics, subprocess, sys, tempfile, time

ROOT = pathlib.Path(__file__).resolve().parents[2]
REPLAY = ROOT.parent / "shared" / "bench" / "kiwi_replay.py"
BINARY = ROOT / ".build" / "release" / "cassowary-bench"
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import peers  # noqa: E402  (beside this script)
import yoga_replay  # noqa: E402


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


def run_bench(*arguments):
    """cassowary-bench's standard output."""
    return subprocess.run([str(BINARY), *arguments], check=True, capture_output=True, text=True).stdout


def figures_of(line):
    """The `key=value` figures of one of cassowary-bench's lines, as floats."""
    return {key: float(value) for key, value in re.findall(r"(\w+)=([-\d.]+)", line)}


class Table:
    """Rows of (system, figure, kiwi, yoga, ours); a peer's missing figure is None."""

    def __init__(self):
        self.rows = []

    def add(self, system, figure, ours, kiwi=None, yoga=None):
        self.rows.append((system, figure, kiwi, yoga, ours))

    def print(self, repeats):
        def cell(value, width=12):
            return f"{value:>{width}.3f}" if value is not None else f"{'—':>{width}}"

        def ratio(peer, ours):
            if peer is None or not ours:
                return f"{'':>10}"
            return f"{peer / ours:>9.2f}x" if peer / ours < 10 else f"{peer / ours:>9.1f}x"
        print(f"{'system':<16} {'figure':<32} {'kiwi':>12} {'yoga':>12} {'ours':>12} {'kiwi/ours':>10} {'yoga/ours':>10}")
        for system, figure, kiwi, yoga, ours in self.rows:
            print(f"{system:<16} {figure:<32} {cell(kiwi)} {cell(yoga)} {cell(ours)} {ratio(kiwi, ours)} {ratio(yoga, ours)}")
        print(f"(medians of {repeats} runs; Kiwi: kiwisolver via shared/bench/kiwi_replay.py, its drag step includes "
              "updateVariables, i.e. all values; Yoga: poga, layout calls only — see the docstring)")

    def print_exponents(self):
        print("\ngrowth exponents between consecutive sizes (1 = linear)")
        series = {}
        for system, figure, kiwi, yoga, ours in self.rows:
            match = re.fullmatch(r"([a-z]+)-(\d+)(?:x(\d+))?", system)
            if not match or not figure.endswith(("ms", "us")):
                continue
            size = int(match[2]) * int(match[3] or 1)
            for peer, value in (("kiwi", kiwi), ("yoga", yoga), ("ours", ours)):
                if value:
                    series.setdefault((match[1], figure, peer), []).append((size, value))
        for (scenario, figure, peer), points in sorted(series.items()):
            points.sort()
            steps = [f"{a}→{b}: {math.log(tb / ta) / math.log(b / a):.2f}"
                     for (a, ta), (b, tb) in zip(points, points[1:]) if b > a and ta > 0]
            if steps:
                print(f"  {scenario:<8} {figure:<32} {peer:<5} " + ", ".join(steps))


def measure_systems(table, replay, yoga, scenarios, sizes, repeats, with_peers=True, kiwi_max=1_000):
    """Our solver on every scenario and size, with Kiwi (up to `kiwi_max` views) and Yoga on the same systems
    when `with_peers`. Returns Yoga's figures by system name."""
    yoga_figures_by_name = {}
    with tempfile.TemporaryDirectory() as folder:
        output = run_bench("--scenarios", scenarios, "--sizes", sizes, "--repeats", str(repeats), "--export", folder)
        for figures in (json.loads(line[5:]) for line in output.splitlines() if line.startswith("JSON ")):
            name = figures["name"]
            system = json.load(open(pathlib.Path(folder) / (name + ".json")))
            with_kiwi = with_peers and view_count(name) <= kiwi_max
            kiwi_runs = [replay.run_once(system) for _ in range(repeats)] if with_kiwi else []
            yoga_figures = measure_yoga(yoga, name, system, repeats) if with_peers else None
            if yoga_figures:
                yoga_figures_by_name[name] = yoga_figures
            kiwi_build = statistics.median(r[0] + r[1] for r in kiwi_runs) if kiwi_runs else None
            table.add(name, "build+solve ms", figures["add_ms"] + figures["update_ms"], kiwi_build,
                      yoga_figures and yoga_figures["layout_ms"])
            if system.get("edits"):
                kiwi_step = statistics.median(r[2] for r in kiwi_runs) if kiwi_runs else None
                table.add(name, "drag step us (all values)", figures["edit_step_all_values_us_median"], kiwi_step)
                table.add(name, "worst drag step us (all values)", figures["edit_step_all_values_us_worst"])
                table.add(name, "the same, slowest ten re-timed us", figures["edit_step_all_values_us_worst_retimed"])
                table.add(name, "drag step us (dragged value)", figures["edit_step_us_median"], kiwi_step)
            if name.startswith("churn"):
                kiwi_time = statistics.median(kiwi_churn(replay, system) for _ in range(repeats)) if with_kiwi else None
                table.add(name, "churn ms", figures["churn_ms"], kiwi_time)
            print(f"measured {name}", file=sys.stderr, flush=True)
    return yoga_figures_by_name


def view_count(name):
    """The size in a system's name (`row-1000`: 1,000; `grid-30x30`: 900)."""
    numbers = [int(n) for n in re.findall(r"\d+", name)]
    return math.prod(numbers) if numbers else 0


def measure_yoga(yoga, name, system, repeats):
    """Yoga's figures for a row or nested system (None for other shapes or without poga)."""
    if yoga is None or not re.match(r"(row|nested)-", name):
        return None
    figures = yoga_replay.measure(yoga, system, repeats)
    expected = yoga_replay.expected_row_width(system)
    if expected is not None and abs(figures["root_width"] - expected) > 2:
        print(f"warning: Yoga's {name} is {figures['root_width']:.1f} wide, ours {expected:.1f}: the shapes differ",
              file=sys.stderr)
    return figures


def measure_engine(table, repeats, sizes, yoga_row):
    """The layout engine's own scenarios (ours only; `yoga_row`'s relayout, Yoga on row-1000, beside ours)."""
    figures = figures_of(run_bench("--scenarios", "", "--relayout", "1000", "--stack", "1000", "--animate", "1000",
                                   "--repeats", str(repeats)).replace("\n", " "))
    table.add("engine-1000", "labels: build+layout ms", figures["build_and_layout_ms"])
    table.add("engine-1000", "relayout after a constant ms", figures["relayout_after_constant_change_ms"],
              yoga=yoga_row and yoga_row["relayout_ms"])
    table.add("engine-1000", "stack: relayout after hiding ms", figures["relayout_after_hiding_one_ms"])
    table.add("engine-1000", "stack sized by content: build ms", figures["content_sized_build_ms"])
    table.add("engine-1000", "the same aligned .leading: build ms", figures["leading_aligned_build_ms"])
    table.add("engine-1000", "stack filling a width equally: build ms", figures["fill_equally_build_ms"])
    table.add("engine-1000", "the same, every other label hidden: build ms", figures["half_hidden_fill_equally_build_ms"])
    table.add("engine-1000", "stack sized by content, .fillProportionally: build ms",
              figures["proportional_content_sized_build_ms"])
    table.add("engine-1000", ".equalSpacing row stack squeezed to 30 points a label: build ms",
              figures["squeezed_equal_spacing_build_ms"])
    table.add("engine-1000", "the same losing its first label ms", figures["squeezed_equal_spacing_remove_first_ms"])
    table.add("engine-1000", "animation frame ms (AppKit)", figures["appkit_frame_ms"])
    for size in (1_000, 10_000):
        operations = figures_of(run_bench("--scenarios", "", "--operations", str(size), "--repeats", str(repeats)))
        name = f"operations-{size}"
        table.add(name, "remove a tenth of a row ms", operations["remove_tenth_ms"])
        table.add(name, "replace a tenth of its leads ms", operations["replace_tenth_ms"])
        table.add(name, "stack: hide a tenth ms", operations["stack_hide_tenth_ms"])
        table.add(name, "stack: remove a tenth ms", operations["stack_remove_tenth_ms"])
        table.add(name, ".fillEqually row stack: new spacing ms", operations["equal_stack_respace_ms"])
        table.add(name, ".fillEqually row stack: hide every other ms", operations["equal_stack_hide_half_ms"])
        table.add(name, ".fill row stack made .fillEqually ms", operations["fill_to_fill_equally_ms"])
        table.add(name, ".equalSpacing row stack: insert at the front ms", operations["equal_spacing_insert_front_ms"])
        table.add(name, ".equalCentering row stack: insert at the front ms", operations["equal_centering_insert_front_ms"])
        table.add(name, ".equalSpacing row stack: hide a tenth ms", operations["equal_spacing_hide_tenth_ms"])
        table.add(name, "scroll view holding a stack of the labels: one scroll step ms", operations["scroll_step_ms"])
        table.add(name, "stack: new margins for every label ms", operations["margins_of_every_label_ms"])
        table.add(name, "stack of .fillEqually rows of 20: new spacing in each ms", operations["equal_rows_respace_ms"])
        table.add(name, "stack of .fillEqually rows of 20: hide one in each ms", operations["equal_rows_hide_one_each_ms"])
        table.add(name, "stack of .fillEqually rows of 20: each right to left ms", operations["equal_rows_right_to_left_ms"])
        table.add(name, "stack of .fillEqually rows of 20: each a new alignment ms", operations["equal_rows_realign_ms"])
        table.add(name, "stack of .fillProportionally rows of 20: a new font in each ms", operations["proportional_rows_font_ms"])
        table.add(name, "stack of .fillEqually rows of 20: one label of each moved out ms", operations["equal_rows_move_one_out_ms"])
        print(f"measured {name}", file=sys.stderr, flush=True)
    for shape in ("tree", "chain"):
        for size in sizes:
            try:
                line = run_bench("--scenarios", "", f"--{shape}", str(size), "--repeats", str(repeats if size < 100_000 else 1))
            except subprocess.CalledProcessError as failure:
                print(f"{shape} {size}: cassowary-bench failed ({failure.returncode}); left out of the table", file=sys.stderr)
                continue
            name = line.split()[0]
            shape_figures = figures_of(line)
            table.add(name, "build+layout ms", shape_figures["build_and_layout_ms"])
            table.add(name, "resident bytes per view", shape_figures["resident_bytes_per_view"])
            print(f"measured {name}", file=sys.stderr, flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scenarios", default="row,nested,grid,blocks,edit,churn")
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--large", action="store_true", help="also 100,000 views, ours only")
    parser.add_argument("--kiwi-max", type=int, default=1_000,
                        help="largest system Kiwi replays, in views (Kiwi takes minutes at 10,000)")
    parser.add_argument("--no-engine", action="store_true", help="leave out the layout engine's scenarios")
    parser.add_argument("--kiwi-replay", default=str(REPLAY), help="path to kiwi_replay.py")
    args = parser.parse_args()
    # kiwi_replay exits when kiwisolver is missing, so it is installed first.
    if peers.import_or_install("kiwisolver", "kiwisolver") is None:
        sys.exit("compare.py needs kiwisolver (pip install kiwisolver)")
    replay = load_replay(args.kiwi_replay)
    yoga = yoga_replay.load_poga()

    subprocess.run(["swift", "build", "-c", "release", "--product", "cassowary-bench"], cwd=ROOT, check=True)
    table = Table()
    yoga_figures = measure_systems(table, replay, yoga, args.scenarios, args.sizes, args.repeats,
                                   kiwi_max=args.kiwi_max)
    if args.large:
        large = ",".join(s for s in args.scenarios.split(",") if s in ("row", "nested", "blocks", "churn"))
        if large:
            measure_systems(table, replay, yoga, large, "100000", 1, with_peers=False)
    if not args.no_engine:
        measure_engine(table, args.repeats, [1_000, 10_000] + ([100_000] if args.large else []),
                       yoga_figures.get("row-1000"))
    table.print(args.repeats)
    table.print_exponents()


if __name__ == "__main__":
    main()
