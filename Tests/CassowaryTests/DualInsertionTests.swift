import Testing
@testable import Cassowary

/// Required constraints that the current solution violates and whose variables are all basic already: they go
/// in with one pivot of the dual simplex instead of phase one (`SimplexTableau.insertByDualPivot`).
@Suite("Dual insertion")
struct DualInsertionTests {
    /// Two views placed by optional constraints, then tied together by a required equality between them.
    @Test func aViolatedRequiredEqualityEntersWithOnePivot() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add((x == 10).withPriority(250))
        try solver.add((y == 30).withPriority(250))
        let symbols = solver.tableau.symbols.count
        try solver.add(y == x + 5)
        #expect(solver.tableau.symbols.count == symbols + 1, "only the constraint's marker: no artificial variable")
        #expect(solver.value(of: y) - solver.value(of: x) == 5)
        #expect(solver.totalError(at: 250) == 15)
    }

    /// A container sized by a weak pull, then a required minimum it does not meet yet.
    @Test func aViolatedRequiredInequalityEntersWithOnePivot() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.add((width == 10).withPriority(250))
        let symbols = solver.tableau.symbols.count
        try solver.add(width >= 50)
        #expect(solver.tableau.symbols.count == symbols + 1, "only the constraint's marker: no artificial variable")
        #expect(solver.value(of: width) == 50)
        #expect(solver.totalError(at: 250) == 40)
    }

    /// Oracle seed 1001610: after the dual pivot for `x1 >= 41` the dual simplex gives up on the row of
    /// `x1 <= 28`. The conflict named is that row's, not the first negative row in the tableau (a pull's error a
    /// hair below zero, whose row named `x1 - x0 <= 27.5` alone, which `x0` can satisfy).
    @Test func aConflictFoundByTheDualSimplexNamesTheRowThatProvesIt() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2")
        let ceiling = 2 * x1 - 56 <= 0
        let constraints: [Constraint] = [
            (x2 - 2 * x1 - 2 * x0 + 50 >= 0).withPriority(751), -2 * x1 + 21 <= 0,
            (-2 * x0 - x1 - 2 * x2 + 53 == 0).withPriority(751), (2 * x0 - 27 == 0).withPriority(751),
            (2 * x2 - 17 == 0).withPriority(751), (-2 * x1 + 2 * x2 + 59 <= 0).withPriority(751),
            2 * x1 - 2 * x0 - 55 <= 0, ceiling, (x0 + x2 - x1 + 6 <= 0).withPriority(751),
            (2 * x0 - 13 == 0).withPriority(751),
        ]
        for constraint in constraints { try solver.add(constraint) }
        do {
            try solver.add(2 * x1 - 82 >= 0)
            Issue.record("x1 >= 41 was accepted beside x1 <= 28")
        } catch {
            guard case let .unsatisfiableConstraint(_, conflicts) = error else {
                Issue.record("expected unsatisfiable, got \(error)")
                return
            }
            #expect(conflicts.contains { $0 === ceiling })
        }
    }
}
