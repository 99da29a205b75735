import Testing
@testable import Cassowary

/// The tableau's defences against rounding drift, each reached with a tableau built in the shape that drift leaves:
/// coefficients between the zero tolerance (1e-8) and the pivot tolerance (1e-7), and a restricted row a hair below
/// zero. The solver's own inputs rarely reach them since it recomputes its rows as error piles up.
@Suite("Drift safety nets")
struct DriftSafetyNetTests {
    /// A coefficient that is rounding noise: not zero (at least 1e-8), but below the pivot tolerance (1e-7).
    static let noise = 5e-8

    /// A marker left in the rows only as rounding noise is not pivoted on when its constraint goes (dividing by
    /// the noise would send the values to 1e8): its cells are dropped, and the rest of the system stands.
    @Test func removingAMarkerLeftOnlyAsNoiseDropsItsCells() {
        var tableau = SimplexTableau()
        let x = tableau.makeSymbol(.external)
        let marker = tableau.makeSymbol(.dummy), holder = tableau.makeSymbol(.dummy)
        holdAtTen(x, by: holder, plus: [(marker, Self.noise)], in: &tableau)
        tableau.remove(marker: marker, errors: [], definedSubject: nil)
        #expect(tableau.rows[x.id]?.coefficient(of: marker) == 0)
        #expect(tableau.columns[marker.id].isEmpty)
        #expect(tableau.value(of: x) == 10)
        #expect(tableau.invariantViolations().isEmpty)
    }

    /// A marker whose only row is a required marker's, with a coefficient under the redundancy ratio (1e-6) but
    /// above the pivot tolerance, is still pivoted out there: that row is the only equation that mentions it.
    @Test func aMarkerOnlyInAMarkersRowWithASmallCoefficientIsPivotedOutThere() {
        var tableau = SimplexTableau()
        let marker = tableau.makeSymbol(.dummy), holder = tableau.makeSymbol(.dummy)
        tableau.insertRow(row(0, [(marker, 5e-7)]), basic: holder)
        tableau.remove(marker: marker, errors: [], definedSubject: nil)
        #expect(tableau.rowCount == 0)
        #expect(tableau.columns[marker.id].isEmpty)
        #expect(tableau.invariantViolations().isEmpty)
    }

    /// Phase one ends with the artificial variable basic at zero and no slack or error worth pivoting on: a row of
    /// markers stays in the tableau as the row of one of them (so that changing their constants is checked).
    @Test func aDegenerateRowOfMarkersStaysAsAMarkersRow() {
        var tableau = SimplexTableau()
        let slack = tableau.makeSymbol(.slack), dummy = tableau.makeSymbol(.dummy)
        let insertion = tableau.insert(row(0, [(dummy, 1), (slack, Self.noise)]), subjectCount: 0, marker: slack, other: nil)
        #expect(isInserted(insertion))
        #expect(tableau.basicSymbols() == [dummy])
        #expect(tableau.invariantViolations().isEmpty)
    }

    /// A degenerate phase-one row holding nothing but noise is redundant: it is dropped, not pivoted on.
    @Test func aDegenerateRowOfNoiseIsDropped() {
        var tableau = SimplexTableau()
        let slack = tableau.makeSymbol(.slack)
        let insertion = tableau.insert(row(0, [(slack, Self.noise)]), subjectCount: 0, marker: slack, other: nil)
        #expect(isInserted(insertion))
        #expect(tableau.rowCount == 0)
        #expect(tableau.invariantViolations().isEmpty)
    }

    /// A restricted row a hair below zero (within the drift tolerance) gives a negative ratio, so it wins phase
    /// one's choice of leaving row, and the pivot leaves another row clearly negative: the insertion says so, so
    /// that the solver recomputes its rows and restores feasibility.
    @Test func phaseOneReportsARowLeftNegativeByDrift() {
        var tableau = SimplexTableau()
        let entering = tableau.makeSymbol(.slack)
        let tight = tableau.makeSymbol(.slack), amplified = tableau.makeSymbol(.slack)
        let marker = tableau.makeSymbol(.slack)
        tableau.insertRow(row(-5e-9, [(entering, -1)]), basic: tight)
        tableau.insertRow(row(0, [(entering, 1000)]), basic: amplified)
        #expect(tableau.invariantViolations().isEmpty)
        // 0 = -entering + noise·marker: no subject, so phase one runs, and `entering` enters.
        let insertion = tableau.insert(row(0, [(entering, -1), (marker, Self.noise)]), subjectCount: 0, marker: marker, other: nil)
        guard case .insertedWithDrift = insertion else {
            Issue.record("expected the drift to be reported, got \(insertion)")
            return
        }
        #expect(tableau.firstInfeasibleRow()?.basic == amplified)
        let conflict = tableau.restoreFeasibility()
        #expect(conflict == nil)
        #expect(tableau.firstInfeasibleRow() == nil)
    }

    /// A required equality that repeats another expands to markers plus noise; the noise is dropped, so the
    /// row is seen to be redundant and kept as its marker's row instead of going through phase one.
    @Test func aRepeatedEqualityWithNoiseInItsExpansionIsRedundant() {
        var tableau = SimplexTableau()
        let x = tableau.makeSymbol(.external), slack = tableau.makeSymbol(.slack)
        let first = tableau.makeSymbol(.dummy), second = tableau.makeSymbol(.dummy)
        holdAtTen(x, by: first, plus: [(slack, -Self.noise)], in: &tableau)
        // x = 10 again: expands to second - first + noise·slack.
        let insertion = tableau.insert(row(-10, [(x, 1), (second, 1)]), subjectCount: 1, marker: second, other: nil)
        #expect(isInserted(insertion))
        #expect(tableau.rows[second.id].map { $0.cells.map(\.symbol) } == [first])
        #expect(tableau.invariantViolations().isEmpty)
    }

    /// A restricted row that no pivot can bring back to zero names the markers of the conflict, after the
    /// dual simplex gives up.
    @Test func restoringFeasibilityNamesTheMarkersOfAnUnrepairableRow() {
        var tableau = SimplexTableau()
        let basic = tableau.makeSymbol(.slack), other = tableau.makeSymbol(.slack)
        tableau.insertRow(row(-1, [(other, -1)]), basic: basic)
        let conflict = tableau.restoreFeasibility()
        #expect(conflict == [basic, other])
    }

    /// An optional constraint's new constant is only refused when the tableau is inconsistent, which takes
    /// drift (here a basic marker's row that holds an error symbol, as a degenerate phase one leaves it): the
    /// shift is undone by shifting back, and the row is at zero again.
    @Test func aRefusedOptionalShiftIsShiftedBack() {
        var tableau = SimplexTableau()
        let error = tableau.makeSymbol(.error), dummy = tableau.makeSymbol(.dummy)
        tableau.insertRow(row(0, [(error, 1)]), basic: dummy)
        let accepted = tableau.shiftMarker(error, by: 1, errorPriority: 750, definedSubject: nil, isRequired: false)
        #expect(!accepted)
        #expect(tableau.rows[dummy.id]?.constant == 0)
        #expect(tableau.invariantViolations().isEmpty)
    }

    /// Recomputing the rows is refused, with the tableau left as it was, when the constraints' rows do not
    /// match the basis in number or leave a basic symbol without a pivot above the tolerance (a numerically
    /// singular basis).
    @Test func refactoringAgainstAMismatchedOrSingularBasisChangesNothing() {
        var tableau = SimplexTableau()
        let x = tableau.makeSymbol(.external), marker = tableau.makeSymbol(.dummy)
        holdAtTen(x, by: marker, in: &tableau)
        let before = tableau.rows
        let mismatched = tableau.refactor(constraintRows: [], errors: [])
        let singular = tableau.refactor(constraintRows: [row(-10, [(x, Self.noise), (marker, 1)])], errors: [])
        #expect(!mismatched && !singular)
        #expect(tableau.rows.map { $0?.cells.map(\.symbol) } == before.map { $0?.cells.map(\.symbol) })
        #expect(tableau.value(of: x) == 10)
    }

    /// Drift of -2e-9 in a degenerate row (well within the tolerance) decides phase one's leaving row when
    /// `y == 3·x` is added, and the pivot leaves the row of `1000·x ≥ 0` at -2e-6: the solver recomputes its
    /// rows from the constraints (every constant exactly zero again), restores feasibility and keeps the
    /// constraint. Without the drift the artificial row, with the larger pivot, leaves instead. (Parking is off:
    /// parked, the degenerate inequalities would have no rows for the drift to be put into. The factor 3 makes
    /// x's symbol the only steady pivot of the new row at zero, and that symbol is in the drifted row: such a row
    /// goes through phase one, where a row that rewrote no drifted row would go straight in.)
    @Test func theSolverRepairsARowThatDriftLeftNegative() throws {
        let solver = Solver()
        solver.parksInequalities = false
        let x = Variable("x"), y = Variable("y")
        let atMostZero = x <= 0
        try solver.add(contentsOf: [x >= 0, y >= 0, atMostZero, 1000 * x >= 0])
        let marker = try #require(solver.records[atMostZero]?.marker)
        #expect(solver.tableau.rows[marker.id]?.constant == 0)
        solver.tableau.rows[marker.id]!.constant = -2e-9
        try solver.add(y == 3 * x)
        #expect(solver.tableau.rows.allSatisfy { ($0?.constant ?? 0) == 0 })
        #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0)
        #expect(solver.firstInfeasibleRow == nil)
        #expect(solver.invariantViolations.isEmpty)
    }

    /// Adds `x - 10 + marker + extra = 0` and keeps it as x's row in the tableau proper, not as a definition.
    private func holdAtTen(_ x: Symbol, by marker: Symbol, plus extra: [(Symbol, Double)] = [],
                           in tableau: inout SimplexTableau) {
        _ = tableau.insert(row(-10, [(x, 1), (marker, 1)] + extra), subjectCount: 1, marker: marker, other: nil)
        tableau.materializeIfDefined(x)
    }

    /// `constant + Σ coefficient·symbol`.
    private func row(_ constant: Double, _ cells: [(Symbol, Double)]) -> Row {
        var row = Row(constant: constant)
        for (symbol, coefficient) in cells { row.add(coefficient, to: symbol) }
        return row
    }

    private func isInserted(_ insertion: SimplexTableau.Insertion) -> Bool {
        if case .inserted = insertion { return true }
        return false
    }
}
