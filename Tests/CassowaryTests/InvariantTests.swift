import Testing
@testable import Cassowary

@Suite("Tableau invariants")
struct InvariantTests {
    /// A layout-shaped sequence of adds, edits, constant changes and removals keeps every invariant.
    @Test func invariantsHoldThroughEveryKindOfCall() throws {
        let solver = Solver()
        let xs = (0..<20).map { Variable("x\($0)") }
        var added: [Constraint] = [xs[0] == 0]
        try solver.add(added[0])
        for index in 1..<xs.count {
            let gap = xs[index] == xs[index - 1] + 8
            let floor = (xs[index] >= Double(index * 5)).withPriority(750)
            let pull = (xs[index] == 100).withPriority(250)
            try solver.add(contentsOf: [gap, floor, pull])
            added += [gap, floor, pull]
            #expect(solver.invariantViolations.isEmpty)
        }
        try solver.addEditVariable(xs[5], priority: 999)
        for value in stride(from: 0.0, through: 300, by: 37) {
            try solver.suggestValue(value, for: xs[5])
            #expect(solver.invariantViolations.isEmpty)
        }
        try solver.setConstant(-20, of: added[4])
        try solver.setPriority(Priority(500), of: added[5])
        for constraint in added.reversed() where constraint !== added[0] {
            try solver.remove(constraint)
            #expect(solver.invariantViolations.isEmpty)
        }
    }

    /// A tableau broken on purpose is caught, with what is wrong named.
    @Test func aCorruptedTableauIsCaught() {
        var tableau = SimplexTableau()
        let external = tableau.makeSymbol(.external)
        #expect(tableau.invariantViolations().isEmpty)
        // An external symbol in the objective: its sign is free, so minimising it is meaningless.
        tableau.addToObjective(external, priority: 750, factor: 1)
        let problems = tableau.invariantViolations()
        #expect(problems == ["the objective at priority 750.0 holds \(external), which is basic or external"])
    }
}
