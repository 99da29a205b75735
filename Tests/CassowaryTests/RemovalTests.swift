import Testing
@testable import Cassowary

/// Removals wait for the next call and go together, by rebuilding the tableau when they are many and costly
/// (see `Solver+Removals.swift`).
@Suite("Removals")
struct RemovalTests {
    /// `|-[v0]-[v1(w1)]-…-[vN(wN)]-|` in a superview 10 points wider than the views' widths and spacing: the
    /// first view, whose width is optional, takes the 10 points, and every other width is required (one
    /// solution). The closing constraint expands into a row that holds every link's marker.
    struct Row {
        let superviewWidth = Variable("super.width")
        let lefts: [Variable], widths: [Variable]
        let links: [Constraint], sizes: [Constraint], closing: Constraint, superview: Constraint

        init(views: Int) {
            let lefts = (0..<views).map { Variable("v\($0).left") }
            let widths = (0..<views).map { Variable("v\($0).width") }
            self.lefts = lefts
            self.widths = widths
            let sizes = widths.indices.map { widths[$0] == Double(20 + $0 % 7) }
            self.sizes = [sizes[0].withPriority(250)] + sizes.dropFirst()
            links = lefts.indices.map { $0 == 0 ? lefts[0] == 8 : lefts[$0] == lefts[$0 - 1] + widths[$0 - 1] + 8 }
            closing = superviewWidth == lefts[views - 1] + widths[views - 1] + 8
            let total = widths.indices.reduce(8.0) { $0 + Double(20 + $1 % 7) + 8 }
            superview = superviewWidth == total + 10
        }

        var all: [Constraint] { [superview] + sizes + links + [closing] }
        var variables: [Variable] { lefts + widths + [superviewWidth] }
    }

    @Test func aRemovalIsSeenByTheNextRead() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = x == 5
        try solver.add(pin)
        try solver.add((x == 9).withPriority(250))
        try solver.remove(pin)
        #expect(!solver.contains(pin))
        #expect(solver.value(of: x) == 9)
    }

    @Test func manyLinksTakenOutAndPutBackRebuildAndKeepHandles() throws {
        let row = Row(views: 300)
        let solver = Solver()
        try solver.add(contentsOf: row.all)
        let handles = row.variables.map(solver.handle(for:))
        let before = solver.values(of: handles)
        let symbols = solver.tableau.symbols.count
        for _ in 0..<3 {
            let churned = stride(from: 1, to: row.links.count, by: 3).map { row.links[$0] } + [row.sizes[7]]
            for constraint in churned { try solver.remove(constraint) }
            #expect(solver.constraintCount == row.all.count - churned.count)
            try solver.add(contentsOf: churned)
            #expect(solver.values(of: handles) == before)
        }
        // Rebuilt three times, on the same symbols: the markers took the old ones' ids.
        #expect(solver.tableau.symbols.count == symbols)
        #expect(solver.statistics.rows <= 2)
        #expect(solver.invariantViolations.isEmpty)
    }

    /// A link replaced by a new, equal constraint (as a layout engine's translation makes one) takes the removed
    /// link's place in the rebuild, so the chain is defined link by link again instead of being joined up by rows.
    @Test func linksReplacedByNewOnesTakeTheirPlacesInTheRebuild() throws {
        let row = Row(views: 300)
        let solver = Solver()
        try solver.add(contentsOf: row.all)
        let handles = row.variables.map(solver.handle(for:))
        let (before, rows) = (solver.values(of: handles), solver.statistics.rows)
        let replaced = Array(stride(from: 1, to: row.links.count, by: 3))
        for index in replaced { try solver.remove(row.links[index]) }
        try solver.add(contentsOf: replaced.map { row.lefts[$0] == row.lefts[$0 - 1] + row.widths[$0 - 1] + 8 })
        #expect(solver.values(of: handles) == before)
        #expect(solver.statistics.rows == rows)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test func removalsAloneRebuildAndTheRestStillHolds() throws {
        let row = Row(views: 300)
        let solver = Solver()
        try solver.add(contentsOf: row.all)
        let removed = stride(from: 1, to: row.links.count, by: 3).map { row.links[$0] }
        for constraint in removed { try solver.remove(constraint) }
        #expect(solver.tableau.removalWork(markers: [solver.pendingRemovals[0].marker]) > 0)
        #expect(solver.rebuildIsCheaper())
        // The views after a removed link are free; the others keep their places.
        // The views before the first removed link keep their places, and every width but the first its own.
        #expect(solver.value(of: row.lefts[0]) == 8)
        #expect(solver.value(of: row.widths[5]) == 25)
        #expect(solver.pendingRemovals.isEmpty)
        #expect(solver.invariantViolations.isEmpty)
    }

    /// Views aligned to the first one, which then goes with every alignment (as a stack view's first arranged
    /// view taken out takes them): removed one by one, each marker comes to be in more and more rows. The
    /// removals rebuild once they have rewritten their share of what a rebuild is worth, whatever the estimate said.
    @Test func removalsThatRewriteMoreThanARebuildIsWorthRebuildMidway() throws {
        func aligned(_ solver: Solver) throws -> (removed: [Constraint], widths: [Variable]) {
            let lefts = (0..<200).map { Variable("v\($0).left") }, widths = (0..<200).map { Variable("v\($0).width") }
            var all: [Constraint] = [lefts[0] == 0], removed: [Constraint] = []
            for index in lefts.indices {
                all += [(widths[index] <= Double(30 + index % 9)).withPriority(250), (widths[index] >= Double(30 + index % 9)).withPriority(750)]
                guard index > 0 else { continue }
                removed += [lefts[index] == lefts[0], lefts[index] + widths[index] == lefts[0] + widths[0]]
            }
            try solver.add(contentsOf: all + removed)
            return (removed + [all[0]], widths)
        }
        let measuring = Solver()
        measuring.rebuildCellsPerConstraint = 1 << 40
        let (removedOnce, _) = try aligned(measuring)
        let (estimated, start) = (measuring.tableau.removalWork(markers: removedOnce.map { measuring.records[ObjectIdentifier($0)]!.marker }),
                                  measuring.tableau.cellsRewritten)
        for constraint in removedOnce { try measuring.remove(constraint) }
        _ = measuring.value(of: Variable("any"))
        let rewritten = measuring.tableau.cellsRewritten - start
        #expect(rewritten > 2 * estimated, "estimated \(estimated), rewrote \(rewritten)")

        // A limit twice the estimate lets the removals go one by one; they rewrite more than their share of it
        // and rebuild.
        let solver = Solver()
        let (removed, widths) = try aligned(solver)
        solver.rebuildCellsPerConstraint = 2 * estimated / solver.constraintCount
        #expect(rewritten > 2 * estimated / Solver.removalBudgetDivisor)
        for constraint in removed { try solver.remove(constraint) }
        #expect(!solver.rebuildIsCheaper())
        #expect(solver.value(of: widths[7]) == 37)
        #expect(solver.tableau.cellsRewritten < rewritten / 2, "rebuilt: the new tableau has rewritten little")
        #expect(solver.invariantViolations.isEmpty)
    }

    /// The same removals followed by a batch that aligns the views to the second one instead, as a stack view
    /// does: the rebuild midway takes the batch along, where adding it to the rebuilt tableau afterwards rewrites
    /// the rows again.
    @Test func aRebuildMidwayTakesTheBatchAlong() throws {
        func realigned(readingBeforeTheBatch: Bool) throws -> Solver {
            let solver = Solver()
            let lefts = (0..<200).map { Variable("v\($0).left") }, widths = (0..<200).map { Variable("v\($0).width") }
            var kept: [Constraint] = [lefts[0] == 0], aligned: [Constraint] = [], realigned: [Constraint] = []
            for index in lefts.indices {
                kept += [(widths[index] <= Double(30 + index % 9)).withPriority(250), (widths[index] >= Double(30 + index % 9)).withPriority(750)]
                guard index > 0 else { continue }
                aligned += [lefts[index] == lefts[0], lefts[index] + widths[index] == lefts[0] + widths[0]]
                guard index > 1 else { continue }
                realigned += [lefts[index] == lefts[1], lefts[index] + widths[index] == lefts[1] + widths[1]]
            }
            try solver.add(contentsOf: kept + aligned)
            solver.rebuildCellsPerConstraint = 4 * solver.tableau.removalWork(markers: aligned.map { solver.records[ObjectIdentifier($0)]!.marker }) / solver.constraintCount
            for constraint in aligned { try solver.remove(constraint) }
            if readingBeforeTheBatch { _ = solver.value(of: lefts[0]) }
            try solver.add(contentsOf: realigned + [lefts[1] == 0])
            #expect(solver.value(of: widths[7]) == 38, "every view as wide as the second, the widest at 750")
            #expect(solver.invariantViolations.isEmpty)
            return solver
        }
        let along = try realigned(readingBeforeTheBatch: false), after = try realigned(readingBeforeTheBatch: true)
        #expect(along.tableau.cellsRewritten < after.tableau.cellsRewritten,
                "\(along.tableau.cellsRewritten) cells rewritten with the batch along, \(after.tableau.cellsRewritten) after")
    }

    /// What decides that removals growing dearer rebuild: two of the last four removals, so that every other one
    /// costly (a stack's leading alignments between its trailing ones) counts and a single costly one does not.
    @Test(arguments: [([5_000, 0, 5_000, 0], 5_000), ([9_000, 0, 0, 0], 0), ([0, 0, 0, 9_000], 0), ([1, 2, 3, 4], 3),
                      ([4, 3, 2, 1], 3), ([7, 0, 0, 0, 0, 6, 0, 5], 5)])
    func recentCostsTellTwoCostlyRemovalsFromOne(costs: [Int], secondLargest: Int) {
        var recent = RecentCosts()
        for cost in costs { recent.append(cost) }
        #expect(recent.secondLargest == secondLargest)
    }

    @Test func aRebuildKeepsEditsAndChangedConstantsAndPriorities() throws {
        let row = Row(views: 100)
        let solver = Solver()
        try solver.add(contentsOf: row.all)
        try solver.setConstant(-30, of: row.sizes[2])  // v2 is 30 wide
        try solver.setPriority(500, of: row.sizes[1])
        try solver.add((row.widths[1] == 50).withPriority(600))
        try solver.remove(row.superview)
        try solver.addEditVariable(row.superviewWidth, priority: 999)
        solver.rebuildCellsPerConstraint = -1
        try solver.remove(row.sizes[5])
        try solver.suggestValue(5_000, for: row.superviewWidth)
        #expect(solver.value(of: row.widths[2]) == 30)
        #expect(solver.value(of: row.widths[1]) == 50)
        #expect(solver.value(of: row.superviewWidth) == 5_000)
        #expect(solver.constant(of: row.sizes[2]) == -30)
        #expect(solver.priority(of: row.sizes[1]) == 500)
        #expect(solver.invariantViolations.isEmpty)
    }

    /// A constraint made required is parked by a rebuild (it holds); it stays required, and can be made optional
    /// again. (The property test found it reported as made, and its priority change back ignored.)
    @Test func aConstraintMadeRequiredAndParkedByARebuildKeepsItsPriority() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add((x == 10).withPriority(500))
        let bound = (x <= 100).withPriority(250)
        try solver.add(bound)
        try solver.setPriority(.required, of: bound)
        solver.rebuildCellsPerConstraint = -1
        let passing = y == 1
        try solver.add(passing)
        try solver.remove(passing)
        #expect(solver.statistics.parked == 1)
        #expect(solver.priority(of: bound) == .required)
        try solver.setPriority(250, of: bound)
        #expect(solver.priority(of: bound) == 250)
        try solver.add((x == 200).withPriority(750))
        #expect(solver.value(of: x) == 200)
    }

    @Test func aBatchRefusedAfterRemovalsLeavesTheRemovalsDone() throws {
        let row = Row(views: 100)
        let solver = Solver()
        try solver.add(contentsOf: row.all)
        solver.rebuildCellsPerConstraint = -1
        try solver.remove(row.links[10])
        let contradiction = row.widths[3] == 99
        #expect(throws: SolverError.self) { try solver.add(contentsOf: [row.links[10], contradiction]) }
        #expect(!solver.contains(row.links[10]) && !solver.contains(contradiction))
        #expect(solver.constraintCount == row.all.count - 1)
        #expect(solver.value(of: row.widths[3]) == 23)
    }
}
