@testable import AutoLayout
@testable import Cassowary
import Testing

/// A stack's constraints go to the solver in an order that keeps its rows short: the distribution's lengths are
/// tied to the first view's (or the first gap's) before the chain of views closes. Listed after the canvas
/// connections, 200 labels filling a fixed width made rows of tens of thousands of cells, and the layout
/// time grew with the square or the cube of the labels.
@MainActor
@Suite("Stack view solver size")
struct StackViewSolverSizeTests {
    @Test(arguments: [UIStackView.Distribution.fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
    func distributingAFixedWidthKeepsTheRowsShort(_ distribution: UIStackView.Distribution) {
        let labels = 200
        let root = UIView(frame: CGRect(x: 0, y: 0, width: Double(labels) * 90, height: 100))
        let stack = UIStackView(arrangedSubviews: (0..<labels).map { UILabel(text: "Label \($0)") })
        stack.distribution = distribution
        stack.spacing = 4
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        let cells = root.engine.solver.tableau.rows.reduce(0) { $0 + ($1?.cells.count ?? 0) }
        #expect(cells < 20 * labels, "\(cells) cells in the solver's rows")
        #expect(stack.arrangedSubviews.last!.frame.maxX <= root.bounds.width + 1e-6)
    }

    /// A stack sized by its views defines its length by the last view's far edge, since the canvas connections
    /// go in after the spacing. They went in first, and then every view appended left a row as long as the
    /// stack behind it: the previous last view's position, expanded over the whole chain.
    @Test func appendingToAStackSizedByItsViewsLeavesNoLongRows() {
        let (root, stack) = laidOutColumn(labels: 50, spacing: 4)
        for index in 50..<80 {
            stack.addArrangedSubview(UILabel(text: "Label \(index)"))
            root.layoutIfNeeded()
        }
        let tableau = root.engine.solver.tableau
        let longest = tableau.rows.reduce(0) { max($0, $1?.cells.count ?? 0) }
        #expect(longest < 20, "a row of \(longest) cells")
        let height = root.engine.solver.symbols[root.engine.variables(for: stack).height]!
        #expect(tableau.definitions[height.id] != nil)
        #expect(stack.frame.height == stack.arrangedSubviews.last!.frame.maxY)
        #expect(stack.arrangedSubviews.count == 80)
    }

    /// Taking a content-sized stack's first view out realigns every other view to the second. Its constraints
    /// and the old alignments go from the last added to the first, which undoes them: 1,480 cells rewritten in
    /// all. In the order they came, each alignment taken out brought the next one's marker into every label's
    /// row (316,740 cells at 400 views), and here they spent their budget and rebuilt the tableau.
    @Test func takingOutTheFirstViewUndoesItsConstraintsInReverse() {
        let (root, stack) = laidOutColumn(labels: 300)
        let solver = root.engine.solver
        let before = solver.tableau.cellsRewritten
        stack.arrangedSubviews[0].removeFromSuperview()
        root.layoutIfNeeded()
        let rewritten = solver.tableau.cellsRewritten - before
        #expect(rewritten > 0 && rewritten < 10 * 300, "\(rewritten) cells rewritten")
        #expect(stack.arrangedSubviews[0].frame.minY == 0)
        #expect(stack.arrangedSubviews.allSatisfy { $0.frame.width == stack.frame.width })
    }

    /// A `.fillProportionally` stack replaces its whole arrangement at each edit, and the solver rebuilds its
    /// tableau with the new constraints in the order the stack lists them. Placed one by one where the removed
    /// constraints were, they scattered the chain of gaps after a few edits: the new alignment rewrote 103,550
    /// cells at 300 labels (601 now), and showing the hidden views again took 21 s at 10,000.
    @Test func aProportionalStackEditedAgainAndAgainKeepsEachEditLinear() {
        let labels = 300
        let root = UIView(frame: CGRect(x: 0, y: 0, width: Double(labels) * 100, height: 100))
        let stack = UIStackView(arrangedSubviews: (0..<labels).map { UILabel(text: "Label \($0)") })
        stack.distribution = .fillProportionally
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        let edits: [(name: String, edit: () -> Void)] = [
            ("spacing", { stack.spacing = 8 }),
            ("insert", { stack.insertArrangedSubview(UILabel(text: "New"), at: 0) }),
            ("hide", { for index in stride(from: 3, to: labels, by: 10) { stack.arrangedSubviews[index].isHidden = true } }),
            ("show", { for view in stack.arrangedSubviews { view.isHidden = false } }),
            ("margins", { stack.isLayoutMarginsRelativeArrangement = true }),
            ("relabel", { for case let label as UILabel in stack.arrangedSubviews.prefix(30) { label.text = "Longer label" } }),
            ("alignment", { stack.alignment = .center }),
        ]
        let tableau = { root.engine.solver.tableau }
        for (name, edit) in edits {
            let before = tableau().cellsRewritten
            edit()
            root.layoutIfNeeded()
            let rewritten = tableau().cellsRewritten - before
            #expect(rewritten < 10 * labels, "\(name): \(rewritten) cells rewritten")
        }
        let views = stack.arrangedSubviews
        #expect(abs(views.last!.frame.maxX - (stack.bounds.width - stack.layoutMargins.right)) < 1e-6)
        #expect(zip(views, views.dropFirst()).allSatisfy { abs($1.frame.minX - $0.frame.maxX - 8) < 0.5 })
    }

    /// Hiding views of an `.equalSpacing` or `.equalCentering` stack replaces the links of its chain of gaps, and
    /// the solver keeps the replacements at the places of what they replaced: showing the views again, and the
    /// rebuilds after it, define the chain link by link again. With the replacements at the end, showing them
    /// again joined the chain there through rows as long as the stack (10 s at 10,000 labels, 0.6 s now).
    @Test(arguments: [UIStackView.Distribution.equalSpacing, .equalCentering])
    func aStackPatchedAgainAndAgainKeepsEachEditLinear(_ distribution: UIStackView.Distribution) {
        let labels = 300
        let root = UIView(frame: CGRect(x: 0, y: 0, width: Double(labels) * 100, height: 100))
        let stack = UIStackView(arrangedSubviews: (0..<labels).map { UILabel(text: "Label \($0)") })
        stack.distribution = distribution
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        // Cells rewritten per label at most. Showing the views again spends its share of a rebuild's worth before
        // it rebuilds (92 cells a label); before, it rewrote 177, and the margins and the alignment after it 175
        // and 650 (18 and 10 now).
        let edits: [(name: String, cellsPerLabel: Int, edit: () -> Void)] = [
            ("spacing", 20, { stack.spacing = 8 }),
            ("insert", 20, { stack.insertArrangedSubview(UILabel(text: "New"), at: 0) }),
            ("hide", 20, { for index in stride(from: 3, to: labels, by: 10) { stack.arrangedSubviews[index].isHidden = true } }),
            ("show", 100, { for view in stack.arrangedSubviews { view.isHidden = false } }),
            ("margins", 20, { stack.isLayoutMarginsRelativeArrangement = true }),
            ("alignment", 20, { stack.alignment = .center }),
        ]
        let tableau = { root.engine.solver.tableau }
        for (name, cellsPerLabel, edit) in edits {
            let before = tableau().cellsRewritten
            edit()
            root.layoutIfNeeded()
            let rewritten = tableau().cellsRewritten - before
            #expect(rewritten < cellsPerLabel * labels, "\(name): \(rewritten) cells rewritten")
        }
        #expect(root.brokenConstraints.isEmpty)
        let last = stack.arrangedSubviews.last!
        #expect(abs(last.frame.maxX - (stack.bounds.width - stack.layoutMargins.right)) < 1e-6)
    }

    /// A vertical stack of labels sized by its content, pinned at its root's top and leading edges, laid out.
    /// A row squeezed past its content has a floor under every size (see `LayoutEngine+SizeFloors.swift`). Taking
    /// its first view out made a marker in 600 rows leave through a row as long as the stack: one elimination
    /// rewrote 795,000 cells, more than a rebuild is worth, before the budget was looked at (2.3 s at 2,000
    /// labels). The cost is now looked at before each removal, and a rebuild adds the floors unparked again.
    @Test func takingViewsOutOfASqueezedRowStaysWithinARebuild() {
        let labels = 600
        let root = UIView(frame: CGRect(x: 0, y: 0, width: Double(labels) * 70, height: 100))
        let stack = UIStackView(arrangedSubviews: (0..<labels).map { UILabel(text: "Label \($0)") })
        stack.distribution = .equalSpacing
        stack.spacing = 4
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        let solver = root.engine.solver
        for _ in 0..<2 {
            let before = solver.tableau.cellsRewritten
            stack.arrangedSubviews[0].removeFromSuperview()
            root.layoutIfNeeded()
            let rewritten = solver.tableau.cellsRewritten - before
            #expect(rewritten < 1_000 * labels, "\(rewritten) cells rewritten")
        }
        let frames = stack.arrangedSubviews.map(\.frame)
        #expect(frames.first!.minX == 0 && abs(frames.last!.maxX - stack.bounds.width) < 1e-6)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $1.minX - $0.maxX >= 4 - 1e-6 })
        #expect(frames.allSatisfy { $0.width >= 0 })
    }

    private func laidOutColumn(labels: Int, spacing: CGFloat = 0) -> (root: UIView, stack: UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: Double(labels) * 60))
        let stack = UIStackView(arrangedSubviews: (0..<labels).map { UILabel(text: "Label \($0)") })
        stack.axis = .vertical
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                     stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        return (root, stack)
    }
}
