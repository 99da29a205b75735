#!/usr/bin/env python3
"""Lay out the tree shapes of our `row-N` and `nested-N` systems with Yoga (flexbox), through the `poga` binding.

The tree and every leaf's intrinsic size are read back from the exported system (the JSON that Kiwi replays):
views are named `vK` under `super` (row) or `root.i.j…` (nested, parent = name minus its last part), and a
leaf's size is the constant of its single-variable `width <= w` / `height <= h` constraint at a priority below
1000. Row: the superview has the system's width, padding 8, children 8 apart; views that hug at 250 grow into
the slack as ours do. Nested: containers have padding 4 and children 8 apart, and are sized by their content.

Figures (milliseconds, medians):
- build: creating the nodes and setting their styles, one Python→C call each (binding overhead, not Yoga's);
- layout: YGNodeCalculateLayout on the fresh tree (Yoga's own work for a first layout);
- read: reading every node's frame back (again one call per number);
- relayout: one leaf's width changes, then YGNodeCalculateLayout again (what a drag or a constant change costs).
"""
import statistics, sys, time

from peers import import_or_install


def load_poga():
    """The poga C API, installed with pip if missing; None (with the reason printed) when it cannot be."""
    poga = import_or_install("poga.libpoga_capi", "poga")
    if poga is None:
        print("Yoga skipped", file=sys.stderr)
    return poga


def tree_shape(system):
    """(root name, {name: [child names]}, {leaf name: (width, height)}, hugging-250 leaves, root width or None)."""
    names = system["variables"]
    views = [name[: -len(".left")] for name in names if name.endswith(".left")]
    sizes, hugging, fixed = {}, set(), {}
    for constraint in system["constraints"]:
        terms = constraint["terms"]
        if len(terms) != 1 or terms[0][1] != 1:
            continue
        view, _, part = names[terms[0][0]].rpartition(".")
        value = -constraint.get("constant", 0)
        if constraint["priority"] < 1000 and constraint["relation"] == "<=" and value > 0:
            sizes.setdefault(view, [0, 0])[0 if part == "width" else 1] = value
            if part == "width" and constraint["priority"] == 250:
                hugging.add(view)
        elif constraint["priority"] >= 1000 and constraint["relation"] == "==" and part == "width":
            fixed[view] = value
    root = "super" if "super" in views else "root"
    children = {view: [] for view in views}
    for view in views:
        if view == root:
            continue
        parent = root if root == "super" else view.rpartition(".")[0]
        children[parent].append(view)
    return root, children, {view: tuple(size) for view, size in sizes.items()}, hugging, fixed.get(root)


class YogaTree:
    """One Yoga tree of a system's shape."""

    def __init__(self, yoga, shape):
        self.yoga, (self.root_name, self.children, self.sizes, self.hugging, self.root_width) = yoga, shape
        self.padding, self.spacing = (8, 8) if self.root_name == "super" else (4, 8)
        self.nodes = {}

    def build(self):
        y = self.yoga
        def make(name):
            node = y.YGNodeNew()
            self.nodes[name] = node
            kids = self.children[name]
            if kids:
                y.YGNodeStyleSetFlexDirection(node, y.YGFlexDirection.Row)
                y.YGNodeStyleSetAlignItems(node, y.YGAlign.FlexStart)
                y.YGNodeStyleSetPadding(node, y.YGEdge.All, self.padding)
                for index, kid in enumerate(kids):
                    child = make(kid)
                    if index:
                        y.YGNodeStyleSetMargin(child, y.YGEdge.Left, self.spacing)
                    y.YGNodeInsertChild(node, child, index)
            else:
                width, height = self.sizes[name]
                y.YGNodeStyleSetWidth(node, width)
                y.YGNodeStyleSetHeight(node, height)
                y.YGNodeStyleSetFlexShrink(node, 0)
                if name in self.hugging:
                    y.YGNodeStyleSetFlexGrow(node, 1)
            return node
        self.root = make(self.root_name)
        if self.root_width is not None:
            y.YGNodeStyleSetWidth(self.root, self.root_width)

    def layout(self):
        self.yoga.YGNodeCalculateLayout(self.root, float("nan"), float("nan"), self.yoga.YGDirection.LTR)

    def read(self):
        y, total = self.yoga, 0.0
        for node in self.nodes.values():
            total += y.YGNodeLayoutGetLeft(node) + y.YGNodeLayoutGetTop(node)
            total += y.YGNodeLayoutGetWidth(node) + y.YGNodeLayoutGetHeight(node)
        return total

    def change_one_leaf(self, step):
        leaf = next(name for name in reversed(list(self.nodes)) if not self.children[name])
        self.yoga.YGNodeStyleSetWidth(self.nodes[leaf], self.sizes[leaf][0] + step % 7)

    def content_width(self):
        return self.yoga.YGNodeLayoutGetWidth(self.root)

    def free(self):
        self.yoga.YGNodeFreeRecursive(self.root)


def measure(yoga, system, repeats, relayouts=50):
    """Median milliseconds of build, layout, read and relayout (see the module's docstring), and the root's width."""
    shape = tree_shape(system)
    builds, layouts, reads, steps, width = [], [], [], [], 0.0
    for _ in range(repeats):
        tree = YogaTree(yoga, shape)
        builds.append(timed(tree.build))
        layouts.append(timed(tree.layout))
        reads.append(timed(tree.read))
        width = tree.content_width()
        for step in range(relayouts):
            tree.change_one_leaf(step)
            steps.append(timed(tree.layout))
        tree.free()
    return {"build_ms": statistics.median(builds), "layout_ms": statistics.median(layouts),
            "read_ms": statistics.median(reads), "relayout_ms": statistics.median(steps), "root_width": width}


def expected_row_width(system):
    """The width our row system gives its superview (the fixed `super.width`)."""
    return tree_shape(system)[4]


def timed(body):
    start = time.perf_counter()
    body()
    return (time.perf_counter() - start) * 1e3
