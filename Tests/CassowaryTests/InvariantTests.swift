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

    /// A tableau with x = 10 + s (a row of x over a slack s) and a definition y = x + 5 kept aside: sound.
    private func smallTableau() -> (tableau: SimplexTableau, x: Symbol, s: Symbol, y: Symbol) {
        var tableau = SimplexTableau()
        let x = tableau.makeSymbol(.external), s = tableau.makeSymbol(.slack), y = tableau.makeSymbol(.external)
        var row = Row(constant: 10)
        row.add(1, to: s)
        tableau.insertRow(row, basic: x)
        var definition = Row(constant: 5)
        definition.add(1, to: x)
        definition.add(-1, to: y)
        tableau.define(y, by: definition)
        #expect(tableau.invariantViolations().isEmpty)
        return (tableau, x, s, y)
    }

    /// The column index must match the rows, both ways.
    @Test func aColumnIndexThatDisagreesWithTheRowsIsCaught() {
        var (tableau, x, s, _) = smallTableau()
        tableau.columns[s.id] = SymbolSet()
        #expect(tableau.invariantViolations() == ["the column of \(s) misses the row of \(x)"])
        (tableau, x, s, _) = smallTableau()
        tableau.columns[x.id].insert(x)
        #expect(tableau.invariantViolations() == ["the column of \(x) names \(x), whose row does not hold it"])
    }

    /// A row may hold neither a basic symbol nor a defined one.
    @Test func aBasicOrDefinedSymbolInsideARowIsCaught() {
        var (tableau, x, _, y) = smallTableau()
        var row = Row(constant: 1)
        row.add(2, to: x)
        row.add(1, to: y)
        let z = tableau.makeSymbol(.external)
        tableau.insertRow(row, basic: z)
        #expect(Set(tableau.invariantViolations()) == ["the row of \(z) holds the basic symbol \(x)",
                                                       "the row of \(z) holds the defined symbol \(y)"])
    }

    /// A restricted row must be feasible, and a required marker's row exactly zero.
    @Test func anInfeasibleRestrictedRowIsCaught() {
        var (tableau, _, s, _) = smallTableau()
        let slack = tableau.makeSymbol(.slack), marker = tableau.makeSymbol(.dummy)
        var negative = Row(constant: -3)
        negative.add(1, to: s)
        tableau.insertRow(negative, basic: slack)
        var off = Row(constant: 2)
        off.add(1, to: s)
        tableau.insertRow(off, basic: marker)
        #expect(Set(tableau.invariantViolations()) == ["the restricted row of \(slack) is negative (-3.0)",
                                                       "the required marker \(marker) is 2.0, not zero"])
    }

    /// Each symbol's use count must be the number of definitions that name it, and a definition may name only
    /// symbols defined before it.
    @Test func wrongDefinitionUseCountsAndOrderAreCaught() {
        var (tableau, x, _, y) = smallTableau()
        // One use too many, at the order of the lowest one already counted.
        tableau.states[x.id].definitionUsers.add(order: tableau.states[x.id].definitionUsers.lowestOrder)
        #expect(tableau.invariantViolations() == ["\(x) is named by 1 definitions but counted as 2"])
        (tableau, x, _, y) = smallTableau()
        var later = Row(constant: 0)
        later.add(1, to: y)
        let w = tableau.makeSymbol(.external)
        later.add(-1, to: w)
        tableau.define(w, by: later)
        #expect(tableau.invariantViolations().isEmpty)
        // Swap the two definitions' places: w's now comes before y's, which it names.
        tableau.definitionOrder[y.id] = 2
        tableau.definitionOrder[w.id] = 1
        #expect(tableau.invariantViolations().contains("the definition of \(w) names \(y), which is not defined before it"))
    }
}
