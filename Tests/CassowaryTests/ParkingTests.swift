import Testing
@testable import Cassowary

/// Required inequalities that hold with room to spare are parked out of the tableau, and go into it when a
/// change breaks them (see `Solver+Parking.swift`).
@Suite("Parked inequalities")
struct ParkingTests {
    let x = Variable("x"), y = Variable("y")

    /// A solver where `x` is held at 10 by an optional constraint, and `x <= 100` is parked.
    func solverWithParkedBound() throws -> (Solver, bound: Constraint) {
        let solver = Solver()
        try solver.add((x == 10).withPriority(500))
        let bound = x <= 100
        try solver.add(bound)
        #expect(solver.statistics.parked == 1)
        #expect(solver.statistics.rows == 0)
        return (solver, bound)
    }

    @Test func aRequiredInequalityWithRoomToSpareIsParked() throws {
        let (solver, bound) = try solverWithParkedBound()
        #expect(solver.value(of: x) == 10)
        #expect(solver.contains(bound))
        #expect(solver.constraintCount == 2)
        #expect(solver.constant(of: bound) == -100)
        #expect(solver.priority(of: bound) == .required)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test func brokenInequalitiesAndOptionalOnesAreNotParked() throws {
        let solver = Solver()
        try solver.add((x == 10).withPriority(500))
        let tight = x <= 10
        try solver.add(tight)  // tight, but it holds: parked
        #expect(solver.statistics.parked == 1)
        try solver.add(y >= 0)  // y is new: the inequality defines it
        try solver.add((x <= 50).withPriority(750))
        try solver.remove(tight)
        try solver.add(x >= 20)  // broken when added
        #expect(solver.statistics.parked == 0)
        #expect(solver.value(of: x) == 20)
    }

    @Test func aDragThatBreaksAParkedBoundMovesItIntoTheTableau() throws {
        let (solver, bound) = try solverWithParkedBound()
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(50, for: x)
        #expect(solver.value(of: x) == 50)
        #expect(solver.statistics.parked == 1)
        try solver.suggestValue(150, for: x)
        #expect(solver.value(of: x) == 100)
        #expect(solver.statistics.parked == 0)
        #expect(solver.contains(bound))
        try solver.suggestValue(20, for: x)
        #expect(solver.value(of: x) == 20)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test func aBoundBrokenThroughDefinitionsIsFound() throws {
        // y is defined through x; the parked bound names y only, and a drag of x breaks it.
        let solver = Solver()
        try solver.add((x == 0).withPriority(500))
        try solver.add(y == 2 * x + 5)
        try solver.add(y <= 45)
        #expect(solver.statistics.parked == 1)
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(100, for: x)
        #expect(solver.value(of: y) == 45)
        #expect(solver.value(of: x) == 20)
    }

    @Test func aConstraintThatContradictsAParkedOneIsRefusedNamingIt() throws {
        let (solver, bound) = try solverWithParkedBound()
        let contradiction = x == 200
        #expect(throws: SolverError.unsatisfiableConstraint(contradiction, conflicts: [bound])) {
            try solver.add(contradiction)
        }
        #expect(!solver.contains(contradiction))
        #expect(solver.constraintCount == 2)
        #expect(solver.value(of: x) == 10)
        #expect(solver.statistics.parked == 1)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test func aBatchThatContradictsAParkedConstraintIsRefusedWhole() throws {
        let (solver, bound) = try solverWithParkedBound()
        let fine = y == 3, contradiction = x == 200
        #expect(throws: SolverError.unsatisfiableConstraint(contradiction, conflicts: [bound])) {
            try solver.add(contentsOf: [fine, contradiction])
        }
        #expect(!solver.contains(fine) && !solver.contains(contradiction))
        #expect(solver.value(of: x) == 10)
    }

    @Test func removingAParkedConstraintTouchesNothingElse() throws {
        let (solver, bound) = try solverWithParkedBound()
        let pivots = solver.pivotCount
        try solver.remove(bound)
        #expect(!solver.contains(bound))
        #expect(solver.statistics.parked == 0)
        #expect(solver.pivotCount == pivots)
        #expect(throws: SolverError.unknownConstraint(bound)) { try solver.remove(bound) }
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test func aParkedConstraintsConstantCanMoveIntoTheTableauAndBeRefused() throws {
        let (solver, bound) = try solverWithParkedBound()
        try solver.setConstant(-50, of: bound)  // x <= 50: still room
        #expect(solver.statistics.parked == 1)
        try solver.setConstant(-5, of: bound)  // x <= 5: broken, so into the tableau
        #expect(solver.value(of: x) == 5)
        #expect(solver.statistics.parked == 0)
        try solver.setConstant(-100, of: bound)
        #expect(solver.value(of: x) == 10)

        let floor = x >= 0
        try solver.add(floor)
        #expect(solver.statistics.parked == 1)
        #expect(throws: SolverError.self) { try solver.setConstant(-200, of: floor) }  // x >= 200 > 100
        #expect(solver.constant(of: floor) == 0)
        #expect(solver.value(of: x) == 10)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test func aParkedConstraintMadeOptionalLeavesTheParking() throws {
        let (solver, bound) = try solverWithParkedBound()
        try solver.setPriority(750, of: bound)
        #expect(solver.statistics.parked == 0)
        #expect(solver.priority(of: bound) == 750)
        try solver.setConstant(-5, of: bound)
        #expect(solver.value(of: x) == 5)
    }

    @Test func aRequiredConstraintMadeToContradictAParkedOneIsRefused() throws {
        let (solver, bound) = try solverWithParkedBound()
        let wish = (x == 200).withPriority(750)
        try solver.add(wish)
        #expect(solver.value(of: x) == 100)
        #expect(throws: SolverError.unsatisfiableConstraint(wish, conflicts: [bound])) {
            try solver.setPriority(.required, of: wish)
        }
        #expect(solver.priority(of: wish) == 750)
        #expect(solver.value(of: x) == 100)
    }

    /// A row of views: the inequalities that bound every view's bottom hold (the tallest views' exactly), and
    /// the solution is the one a solver that parks nothing finds.
    /// Removals and an optional priority changed leave the parked rows they break to the next call that settles:
    /// here the batch that puts the links back, after which every minimum holds again. Settled in between, the
    /// chain without its links broke every minimum, and each went into the tableau for good.
    @Test func relaxingChangesLeaveTheSettlingToTheBatchThatFollows() throws {
        let xs = (0..<20).map { Variable("x\($0)") }
        let link = { (index: Int) in xs[index] == xs[index - 1] + 10 }
        let links = (1..<20).map(link)
        let minimums = (1..<20).map { xs[$0] >= xs[$0 - 1] + 5 }
        let pull = (xs[19] == 500).withPriority(250)
        let solver = Solver()
        try solver.add(contentsOf: [xs[0] == 0, pull] + links + minimums)
        #expect(solver.statistics.parked == 19)
        for constraint in links { try solver.remove(constraint) }
        try solver.setPriority(Priority(300), of: pull)
        #expect(solver.settlingDeferred)
        try solver.add(contentsOf: (1..<20).map(link))
        #expect(solver.statistics.parked == 19)
        #expect(xs.map(solver.value(of:)) == (0..<20).map { Double(10 * $0) })
        #expect(solver.invariantViolations.isEmpty)
    }

    /// A call that reads settles what was deferred first.
    @Test func aReadAfterRelaxingChangesSettlesFirst() throws {
        let xs = (0..<3).map { Variable("x\($0)") }
        let link = xs[1] == xs[0] + 10
        let pull = (xs[1] == -50).withPriority(250)
        let solver = Solver()
        try solver.add(contentsOf: [xs[0] == 0, link, xs[1] >= xs[0] + 5, pull])
        #expect(solver.statistics.parked == 1)
        try solver.remove(link)
        try solver.setPriority(Priority(300), of: pull)
        #expect(solver.value(of: xs[1]) == 5)
        #expect(!solver.settlingDeferred)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test func aRowOfViewsParksItsBottomsAndAgreesWithPlainRows() throws {
        func build(parking: Bool) throws -> (Solver, [Variable]) {
            let solver = Solver()
            solver.parksInequalities = parking
            let height = Variable("super.height")
            var constraints = [height == 60]
            var heights: [Variable] = []
            for index in 0..<50 {
                let top = Variable("v\(index).top"), viewHeight = Variable("v\(index).height")
                heights.append(viewHeight)
                constraints += [top == 8, (viewHeight == Double(20 + index % 25)).withPriority(750),
                                top + viewHeight <= height - 8]
            }
            try solver.add(contentsOf: constraints)
            return (solver, heights + [height])
        }
        let (parking, variables) = try build(parking: true)
        let (plain, plainVariables) = try build(parking: false)
        // All of them, the two views 44 points tall that fill the row's height exactly among them.
        #expect(parking.statistics.parked == 50)
        #expect(plain.statistics.parked == 0)
        #expect(variables.map(parking.value(of:)) == plainVariables.map(plain.value(of:)))
    }

    /// Whether some symbol watches a parked row, that is whether a change to it would be looked at.
    func watchesSomeParkedRow(_ solver: Solver) -> Bool {
        solver.tableau.watchEntries.contains { !$0.parkedRows.isEmpty }
    }

    /// Rows parked by a call are watched from the next call that changes the solver, not before: a layout built
    /// and read once never makes the watchers.
    @Test func rowsParkedByACallAreWatchedFromTheNextChange() throws {
        let (solver, bound) = try solverWithParkedBound()
        #expect(!watchesSomeParkedRow(solver))
        #expect(solver.value(of: x) == 10)
        #expect(!watchesSomeParkedRow(solver))
        try solver.addEditVariable(x, priority: 999)
        #expect(watchesSomeParkedRow(solver))
        #expect(solver.tableau.unwatchedParkedRows.isEmpty)
        try solver.suggestValue(150, for: x)
        #expect(solver.value(of: x) == 100)
        #expect(solver.statistics.parked == 0)
        #expect(solver.contains(bound))
        #expect(solver.invariantViolations.isEmpty)
    }

    /// A row parked early in a batch and broken by a later constraint of the same batch, before any watcher is
    /// made, goes into the tableau when the batch settles; the rows it leaves parked get their watchers then.
    @Test func aRowBrokenLaterInItsOwnBatchIsFoundUnwatched() throws {
        let w = Variable("w"), v = Variable("v"), u = Variable("u")
        func build(parking: Bool) throws -> Solver {
            let solver = Solver()
            solver.parksInequalities = parking
            // Inequalities go in last, in reverse: `x - w <= 100` and `u - x <= 500` hold with x at 50 and are
            // parked, then `x + v >= 150` moves x to 150, which breaks the first (w gives way) but not the second.
            try solver.add(contentsOf: [x + v >= 150, u - x <= 500, x - w <= 100, v == 0, (w == 0).withPriority(250),
                                        (x == 50).withPriority(500), (u == 0).withPriority(500)])
            return solver
        }
        let parking = try build(parking: true), plain = try build(parking: false)
        #expect([x, w, u].map(parking.value(of:)) == [150, 50, 0])
        #expect([x, w, u].map(parking.value(of:)) == [x, w, u].map(plain.value(of:)))
        #expect(parking.statistics.parked == 1)
        #expect(watchesSomeParkedRow(parking))
        #expect(parking.tableau.unwatchedParkedRows.isEmpty)
        #expect(parking.invariantViolations.isEmpty)
    }

    /// A change that moves a whole chain of views leaves every parked gap between them to look at, each through
    /// definitions whose values it made stale: they are evaluated in one sweep before the gaps are read, and the
    /// values are those a solver without parking finds. A batch whose values are current reads them in place.
    @Test func settlingManyStaleParkedRowsSweepsTheDefinitionsOnce() throws {
        func build(parking: Bool) throws -> (Solver, [Variable]) {
            let solver = Solver()
            solver.parksInequalities = parking
            let start = Variable("start")
            var positions = [start]
            var constraints = [(start == 0).withPriority(500)]
            for index in 1..<100 {
                let position = Variable("x\(index)")
                constraints += [position == positions[index - 1] + 10, position - positions[index - 1] >= 5]
                positions.append(position)
            }
            try solver.add(contentsOf: constraints)
            return (solver, positions)
        }
        let (parking, positions) = try build(parking: true)
        #expect(parking.statistics.parked == 99)
        #expect(parking.tableau.everyDefinitionEvaluatedEpoch != parking.tableau.epoch)
        try parking.addEditVariable(positions[0], priority: 999)
        let swept = parking.tableau.everyDefinitionEvaluatedEpoch
        try parking.suggestValue(50, for: positions[0])
        #expect(parking.tableau.everyDefinitionEvaluatedEpoch > swept)
        let (plain, plainPositions) = try build(parking: false)
        try plain.addEditVariable(plainPositions[0], priority: 999)
        try plain.suggestValue(50, for: plainPositions[0])
        #expect(positions.map(parking.value(of:)) == plainPositions.map(plain.value(of:)))
        #expect(parking.value(of: positions[99]) == 1040)
        #expect(parking.invariantViolations.isEmpty)
    }

    /// Floors added unparked go into the tableau, so a row squeezed past its content moves its compression along
    /// them in one solve; the values are those of the floors parked, and parking is on again afterwards.
    @Test func floorsAddedUnparkedAgreeWithParkedOnesAndParkNothing() throws {
        func build(unparked: Bool) throws -> (Solver, [Variable]) {
            let solver = Solver()
            let widths = (0..<40).map { Variable("w\($0)") }
            // Forty views of 30 points wanted in 300: the excess lands on one width after another.
            var constraints = [LinearExpression(widths.map { Term($0) }) == 300]
            for width in widths { constraints.append((width >= 30).withPriority(750)) }
            try solver.add(contentsOf: constraints)
            let floors = widths.map { $0 >= 0 }
            if unparked { try solver.addUnparked(contentsOf: floors) } else { try solver.add(contentsOf: floors) }
            #expect(solver.parksInequalities)
            return (solver, widths)
        }
        let (unparked, widths) = try build(unparked: true)
        let (parked, parkedWidths) = try build(unparked: false)
        #expect(unparked.statistics.parked == 0)
        #expect(widths.map(unparked.value(of:)) == parkedWidths.map(parked.value(of:)))
        #expect(widths.allSatisfy { unparked.value(of: $0) >= 0 })
        #expect(widths.map(unparked.value(of:)).reduce(0, +) == 300)
        #expect(unparked.invariantViolations.isEmpty)
    }

    /// A rebuild adds the constraints that came unparked unparked again, after the others: parked among them,
    /// the floors of a squeezed stack each took a round of settling through rows as long as the stack.
    @Test func aRebuildAddsUnparkedConstraintsUnparkedAgain() throws {
        let solver = Solver()
        let widths = (0..<40).map { Variable("w\($0)") }
        let total = LinearExpression(widths.map { Term($0) }) == 300
        try solver.add(contentsOf: [total] + widths.map { ($0 >= 30).withPriority(750) })
        let floors = widths.map { $0 >= 0 }
        try solver.addUnparked(contentsOf: floors)
        for _ in 0..<2 {
            #expect(solver.rebuildTableau())
            #expect(solver.statistics.parked == 0)
            #expect(floors.allSatisfy { solver.records[$0]?.addedUnparked == true })
            #expect(solver.records[total]?.addedUnparked == false)
            #expect(widths.map(solver.value(of:)).reduce(0, +) == 300)
            #expect(widths.allSatisfy { solver.value(of: $0) >= 0 })
            #expect(solver.totalError(at: 750) == 40 * 30 - 300)
            #expect(solver.invariantViolations.isEmpty)
        }
    }
}
