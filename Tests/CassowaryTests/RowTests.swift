import PropertyBased
import Testing
@testable import Cassowary

/// Rows and column sets keep their position index out of line, shared between copies until one changes: a
/// change to a copy must leave the original's cells and lookups as they were. A row's cells added in one pass
/// must give the sums that adding them one by one gives.
@Suite("Rows and column sets")
struct RowTests {
    /// Long enough to have a position index.
    let symbols = (0..<40).map { Symbol(id: $0, kind: .external) }

    @Test func changingACopiedLongRowLeavesTheOriginal() {
        var original = Row(constant: 1)
        for (index, symbol) in symbols.enumerated() { original.add(Double(index + 1), to: symbol) }
        var copy = original
        copy.remove(symbols[0])
        copy.add(-2, to: symbols[1])
        copy.add(5, to: Symbol(id: 99, kind: .slack))
        for (index, symbol) in symbols.enumerated() {
            #expect(original.coefficient(of: symbol) == Double(index + 1))
            #expect(original.position(of: symbol).map { original.cells[$0].symbol } == symbol)
        }
        #expect(original.coefficient(of: Symbol(id: 99, kind: .slack)) == 0)
        #expect(copy.coefficient(of: symbols[0]) == 0)
        #expect(copy.position(of: symbols[1]) == nil)
        #expect(copy.coefficient(of: Symbol(id: 99, kind: .slack)) == 5)
        #expect(copy.cells.allSatisfy { copy.position(of: $0.symbol).map { copy.cells[$0].symbol } == $0.symbol })
    }

    /// Room reserved before a long substitution, whether the row is short (its index made early) or indexed
    /// already (its index grown once), keeps every lookup right, in the row and not in a copy made before.
    @Test func reservingRoomKeepsLookupsAndLeavesACopy() {
        for start in [3, 30] {
            var row = Row(constant: 0)
            for symbol in symbols.prefix(start) { row.add(1, to: symbol) }
            let before = row
            row.reserveCapacity(start + 200)
            for id in 100..<300 { row.add(Double(id), to: Symbol(id: id, kind: .slack)) }
            row.remove(symbols[0])
            #expect(row.cells.count == start - 1 + 200)
            #expect(row.cells.allSatisfy { row.position(of: $0.symbol).map { row.cells[$0].symbol } == $0.symbol })
            #expect(row.coefficient(of: Symbol(id: 250, kind: .slack)) == 250)
            #expect(before.cells.count == start && before.coefficient(of: symbols[0]) == 1)
            #expect(before.coefficient(of: Symbol(id: 250, kind: .slack)) == 0)
        }
    }

    @Test func changingACopiedLargeColumnSetLeavesTheOriginal() {
        var original = SymbolSet()
        for symbol in symbols { original.insert(symbol) }
        var copy = original
        copy.remove(symbols[3])
        copy.insert(Symbol(id: 99, kind: .slack))
        copy.remove(symbols[39])
        #expect(Array(original) == symbols)
        #expect(copy.count == symbols.count - 1)
        // Removing from the original still finds each element where the copy's removals did not move it.
        for symbol in symbols { original.remove(symbol) }
        #expect(original.isEmpty)
        copy.remove(Symbol(id: 99, kind: .slack))
        for symbol in symbols where symbol != symbols[3] && symbol != symbols[39] { copy.remove(symbol) }
        #expect(copy.isEmpty)
    }

    private func symbol(_ id: Int) -> Symbol { Symbol(id: id % 48, kind: .slack) }

    /// Decodes words into a row and a row to add to it: each word picks a symbol among 48 and a small whole
    /// coefficient, and a word divisible by 5 gives its symbol in `other` the coefficient that cancels the row's.
    private func rows(from words: [Int], factor: Double) -> (row: Row, other: Row) {
        var row = Row(constant: 3), other = Row(constant: -2)
        for word in words.prefix(words.count / 2) { row.add(Double(word % 7 + 1), to: symbol(word)) }
        for word in words.suffix(from: words.count / 2) {
            let symbol = symbol(word / 7)
            let cancelling = -row.coefficient(of: symbol) / factor
            let wanted = word % 5 == 0 && cancelling != 0 ? cancelling : other.coefficient(of: symbol) + Double(word % 9 - 4)
            other.add(wanted - other.coefficient(of: symbol), to: symbol)
        }
        return (row, other)
    }

    /// Adding a row's cells in one pass through the accumulator gives every cell the sum that adding them one by
    /// one gives, tells of the same symbols coming and going, and keeps the order of the cells that stay, the new
    /// ones after them.
    @Test func addingCellsOfARowMatchesAddingThemOneByOne() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...10_000).array(of: 0...120)) { words in
            for factor in [1.0, -1.0, 2.0, 0.5] {
                let (start, other) = rows(from: words, factor: factor)
                var cellByCell = start
                var came: [Symbol] = [], went: [Symbol] = []
                cellByCell.constant += factor * other.constant
                for cell in other.cells {
                    switch cellByCell.add(factor * cell.coefficient, to: cell.symbol) {
                    case .inserted: came.append(cell.symbol)
                    case .removed: went.append(cell.symbol)
                    case .updated, .unchanged: break
                    }
                }
                var together = start
                together.constant += factor * other.constant
                let (inserted, removed) = RowAccumulator().add(other.cells[...], times: factor, to: &together, symbolCount: 48)
                #expect(together.constant == cellByCell.constant)
                #expect(Dictionary(uniqueKeysWithValues: together.cells.map { ($0.symbol, $0.coefficient) })
                    == Dictionary(uniqueKeysWithValues: cellByCell.cells.map { ($0.symbol, $0.coefficient) }))
                #expect(inserted == came && Set(removed) == Set(went))
                #expect(together.cells.map(\.symbol) == start.cells.map(\.symbol).filter { !went.contains($0) } + came)
                #expect(together.cells.allSatisfy { together.position(of: $0.symbol).map { together.cells[$0].symbol } == $0.symbol })
            }
        }
    }

    /// Items whose centers are spread evenly at falling priorities, in too little room, as a stack view with
    /// `.equalCentering` lays them out: the row that closes the line names every gap, and each pivot substitutes
    /// rows that long into one another. With the rest of every substitution of two cells or more going in one pass
    /// after its first cancelled cell, and of none, the values agree before and after a spacing goes and the room
    /// changes, and the tableaux hold.
    @Test func substitutionsInOnePassGiveTheValuesOfCellByCell() throws {
        var solutions: [[Double]] = []
        for threshold in [2, Int.max] {
            let solver = Solver()
            solver.tableau.cancellingRowLength = threshold
            let (constraints, spacings, variables) = centeredItems(40, room: 40 * 50)
            try solver.add(contentsOf: constraints)
            try solver.remove(spacings[20])
            try solver.setConstant(-40 * 55, of: constraints[1])
            #expect(solver.invariantViolations.isEmpty)
            solutions.append(variables.map { solver.value(of: $0) })
        }
        for (onePass, cellByCell) in zip(solutions[0], solutions[1]) { #expect(abs(onePass - cellByCell) < 1e-6) }
    }

    /// The constraints of ``substitutionsInOnePassGiveTheValuesOfCellByCell()``: the line's two ends first, then
    /// per item its content size, then the spacings, each from the item before, then the gaps between centers.
    private func centeredItems(_ count: Int, room: Double)
        -> (constraints: [Constraint], spacings: [Constraint], variables: [Variable])
    {
        let lefts = (0..<count).map { Variable("x\($0)") }, widths = (0..<count).map { Variable("w\($0)") }
        func gap(_ index: Int) -> LinearExpression {
            lefts[index + 1] + 0.5 * widths[index + 1] - lefts[index] - 0.5 * widths[index]
        }
        var constraints = [lefts[0] == 0, lefts[count - 1] + widths[count - 1] == room], spacings: [Constraint] = []
        for index in 0..<count {
            constraints += [(widths[index] <= 60).withPriority(250), (widths[index] >= 60).withPriority(750), widths[index] >= 0]
            if index > 0 { spacings.append(lefts[index] - lefts[index - 1] - widths[index - 1] >= 4) }
        }
        constraints += spacings
        for index in 1..<(count - 1) {
            constraints.append((gap(index) == gap(0)).withPriority(Priority(Double(max(150 - index, 50)))))
        }
        return (constraints, spacings, lefts + widths)
    }
}

/// A symbol set (its first symbol inline, the others in an array, many indexed) holds what a `Set` holds through
/// any inserts and removals.
@Suite("Symbol sets")
struct SymbolSetTests {
    @Test func insertsAndRemovalsMatchASet() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...63).array(of: 1...80)) { words in
            var compact = SymbolSet()
            var model = Set<Symbol>()
            for word in words {
                let symbol = Symbol(id: word % 24, kind: .slack)
                if model.contains(symbol) {
                    compact.remove(symbol)
                    model.remove(symbol)
                } else {
                    compact.insert(symbol)
                    model.insert(symbol)
                }
                #expect(Array(compact).count == model.count)
                #expect(Set(compact) == model)
                #expect(compact.isEmpty == model.isEmpty)
            }
        }
    }
}
