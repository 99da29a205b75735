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
}
