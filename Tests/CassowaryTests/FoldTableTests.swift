import PropertyBased
import Testing
@testable import Cassowary

/// The folded dummies' table against a dictionary: removal moves the last fold into the gap, and every dummy
/// must still find its own fold.
@Suite("Fold table")
struct FoldTableTests {
    @Test func agreesWithADictionary() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...10_000).array(of: 1...400)) { words in
            var table = FoldTable()
            var model: [Symbol: Int] = [:]
            for word in words {
                let dummy = Symbol(id: word % 97, kind: .dummy)
                if word % 3 == 0 {
                    #expect(table.remove(dummy)?.depth == model.removeValue(forKey: dummy))
                } else if model[dummy] == nil {
                    table.insert(FoldedMarkers.Fold(contents: Row(), depth: word), for: dummy)
                    model[dummy] = word
                }
            }
            #expect(table.count == model.count)
            #expect(Set(table.dummies) == Set(model.keys))
            for (dummy, depth) in model { #expect(table[dummy]?.depth == depth) }
        }
    }

    /// Each symbol's holders are the dummies whose folds hold it, through folds made, taken out and split.
    @Test func holdersAreTheFoldsThatHoldASymbol() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...10_000).array(of: 1...400)) { words in
            var table = FoldTable()
            var model: [Symbol: Set<Symbol>] = [:]
            for word in words {
                let dummy = Symbol(id: 1_000 + word % 53, kind: .dummy)
                let held = (0..<(2 + word % 30)).map { Symbol(id: (word / 7 + 13 * $0) % 211, kind: .dummy) }
                if word % 5 == 0 {
                    table.remove(dummy)
                    model[dummy] = nil
                } else if word % 5 == 1, let index = table.index(of: dummy) {
                    let leaving = table.entries[index].contents.cells.prefix(word % 4).map(\.symbol)
                    table.removeCells(of: leaving, fromFoldAt: index)
                    model[dummy]!.subtract(leaving)
                } else if model[dummy] == nil {
                    let cells = Set(held).sorted().map { Row.Cell(symbol: $0, coefficient: 1) }
                    table.insert(FoldedMarkers.Fold(contents: Row(constant: 0, cells: cells), depth: 0), for: dummy)
                    model[dummy] = Set(cells.map(\.symbol))
                }
            }
            for id in 0..<211 {
                let symbol = Symbol(id: id, kind: .dummy)
                let expected = Set(model.filter { $0.value.contains(symbol) }.keys)
                #expect(Set(table.holders(of: symbol)) == expected, "\(symbol)")
            }
        }
    }
}
