import PropertyBased
import Testing
@testable import Cassowary

/// Rows and column sets keep their position index out of line, shared between copies until one changes: a
/// change to a copy must leave the original's cells and lookups as they were.
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
