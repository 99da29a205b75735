import Foundation

/// The layout-shaped systems of `shared/bench/scenarios.md`, written at the solver level.
/// Every view has four variables (left, width, top, height); spacing 8, margin 8, inset 4.
enum Scenario: String, CaseIterable {
    case row, nested, grid, blocks, edit, churn

    /// Builds the system for about `size` views.
    func system(size: Int) -> ConstraintSystem {
        var random = SeededGenerator(seed: 42)
        switch self {
        case .row, .churn:
            var system = ConstraintSystem(name: "\(rawValue)-\(size)")
            _ = system.addRow(views: size, random: &random, prefix: "")
            return system
        case .edit:
            var system = ConstraintSystem(name: "edit-\(size)")
            let (views, width) = system.addRow(views: size, random: &random, prefix: "")
            let middle = views[views.count / 2]
            let start = width * Double(views.count / 2) / Double(views.count)
            let values = (0..<10_000).map { start + 0.04 * width * sin(2 * Double.pi * Double($0) / 2_500) }
            system.edits = ConstraintSystem.Edits(variable: middle.left, priority: 999, values: values)
            return system
        case .blocks:
            var system = ConstraintSystem(name: "blocks-\(size)")
            for block in 0..<max(1, size / 10) {
                _ = system.addRow(views: 10, random: &random, prefix: "b\(block).")
            }
            return system
        case .grid:
            let side = size <= 100 ? 10 : size <= 1_000 ? 30 : size <= 10_000 ? 100 : 316
            var system = ConstraintSystem(name: "grid-\(side)x\(side)")
            system.addGrid(side: side)
            return system
        case .nested:
            let depth = size <= 100 ? 2 : size <= 1_000 ? 3 : size <= 10_000 ? 4 : 5
            var system = ConstraintSystem(name: "nested-\(size)")
            system.addTree(fanOut: 10, depth: depth, random: &random)
            return system
        }
    }
}

/// The four variables of a view.
struct ViewVariables {
    var left, width, top, height: Int

    init(_ system: inout ConstraintSystem, _ name: String) {
        left = system.variable(name + ".left")
        width = system.variable(name + ".width")
        top = system.variable(name + ".top")
        height = system.variable(name + ".height")
    }
}

extension ConstraintSystem {
    /// A superview pinned at the origin with a fixed size.
    mutating func addFixedSuperview(_ name: String, width: Double, height: Double) -> ViewVariables {
        let view = ViewVariables(&self, name)
        add([(view.left, 1)], "==", 0)
        add([(view.top, 1)], "==", 0)
        add([(view.width, 1)], "==", -width)
        add([(view.height, 1)], "==", -height)
        return view
    }

    /// `width <= w @hug`, `width >= w @750` and the same for the height.
    mutating func addIntrinsicSize(_ view: ViewVariables, width: Double, height: Double, hugging: Double) {
        add([(view.width, 1)], "<=", -width, priority: hugging)
        add([(view.width, 1)], ">=", -width, priority: 750)
        add([(view.height, 1)], "<=", -height, priority: hugging)
        add([(view.height, 1)], ">=", -height, priority: 750)
    }

    /// `H:|-[v1]-[v2]-…-[vN]-|` in a superview 10 % wider than the views' intrinsic widths.
    mutating func addRow(views count: Int, random: inout SeededGenerator, prefix: String)
        -> (views: [ViewVariables], width: Double)
    {
        let sizes = (0..<count).map { _ in (random.next(in: 20...120), random.next(in: 20...44)) }
        let width = sizes.reduce(0) { $0 + $1.0 } * 1.1 + 8 * Double(count + 1)
        let superview = addFixedSuperview(prefix + "super", width: width, height: 60)
        var views: [ViewVariables] = []
        for (index, size) in sizes.enumerated() {
            let view = ViewVariables(&self, "\(prefix)v\(index)")
            addIntrinsicSize(view, width: size.0, height: size.1, hugging: index % 3 == 2 ? 251 : 250)
            add([(view.top, 1), (superview.top, -1)], "==", -8)
            add([(view.top, 1), (view.height, 1), (superview.top, -1), (superview.height, -1)], "<=", 8)
            if let previous = views.last {
                add([(view.left, 1), (previous.left, -1), (previous.width, -1)], "==", -8)
            } else {
                add([(view.left, 1), (superview.left, -1)], "==", -8)
            }
            views.append(view)
        }
        if let last = views.last {
            add([(superview.left, 1), (superview.width, 1), (last.left, -1), (last.width, -1)], "==", -8)
        }
        return (views, width)
    }

    /// A side × side grid of equal cells: every row and column is a full `|-[c]-[c]-…-|` chain.
    mutating func addGrid(side: Int) {
        let superview = addFixedSuperview("super", width: Double(side) * 60, height: Double(side) * 40)
        var cells: [[ViewVariables]] = []
        for row in 0..<side {
            cells.append((0..<side).map { ViewVariables(&self, "c\(row).\($0)") })
        }
        for row in 0..<side {
            for column in 0..<side {
                let cell = cells[row][column]
                if row > 0 || column > 0 {
                    add([(cell.width, 1), (cells[0][0].width, -1)], "==", 0)
                    add([(cell.height, 1), (cells[0][0].height, -1)], "==", 0)
                }
                if column == 0 {
                    add([(cell.left, 1), (superview.left, -1)], "==", -8)
                } else {
                    let previous = cells[row][column - 1]
                    add([(cell.left, 1), (previous.left, -1), (previous.width, -1)], "==", -8)
                }
                if row == 0 {
                    add([(cell.top, 1), (superview.top, -1)], "==", -8)
                } else {
                    let above = cells[row - 1][column]
                    add([(cell.top, 1), (above.top, -1), (above.height, -1)], "==", -8)
                }
            }
            let last = cells[row][side - 1]
            add([(superview.left, 1), (superview.width, 1), (last.left, -1), (last.width, -1)], "==", -8)
        }
        for column in 0..<side {
            let last = cells[side - 1][column]
            add([(superview.top, 1), (superview.height, 1), (last.top, -1), (last.height, -1)], "==", -8)
        }
    }

    /// A tree: children inset 4 in their parent, chained in a row with spacing 8; leaves have intrinsic sizes
    /// and containers hug their content.
    mutating func addTree(fanOut: Int, depth: Int, random: inout SeededGenerator) {
        let root = ViewVariables(&self, "root")
        add([(root.left, 1)], "==", 0)
        add([(root.top, 1)], "==", 0)
        var level: [(ViewVariables, String)] = [(root, "root")]
        for generation in 1...depth {
            var next: [(ViewVariables, String)] = []
            for (parent, parentName) in level {
                add([(parent.width, 1)], "<=", 0, priority: 250)
                add([(parent.height, 1)], "<=", 0, priority: 250)
                var previous: ViewVariables?
                for index in 0..<fanOut {
                    let name = "\(parentName).\(index)"
                    let child = ViewVariables(&self, name)
                    add([(child.top, 1), (parent.top, -1)], "==", -4)
                    add([(child.top, 1), (child.height, 1), (parent.top, -1), (parent.height, -1)], "<=", 4)
                    add([(child.left, 1), (child.width, 1), (parent.left, -1), (parent.width, -1)], "<=", 4)
                    if let previous {
                        add([(child.left, 1), (previous.left, -1), (previous.width, -1)], "==", -8)
                    } else {
                        add([(child.left, 1), (parent.left, -1)], "==", -4)
                    }
                    if generation == depth {
                        addIntrinsicSize(child, width: random.next(in: 20...120), height: random.next(in: 20...44),
                                         hugging: 250)
                    }
                    previous = child
                    next.append((child, name))
                }
            }
            level = next
        }
    }
}

/// SplitMix64, so every run builds the same system.
struct SeededGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in the range, as a Double.
    mutating func next(in range: ClosedRange<Int>) -> Double {
        Double(range.lowerBound + Int(next() % UInt64(range.count)))
    }
}
