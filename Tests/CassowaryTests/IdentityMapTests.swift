import PropertyBased
import Testing
@testable import Cassowary

/// The solver's identity-keyed map against the standard library's dictionary, over random inserts, updates and
/// removals: every removal moves the last value into the gap, and every growth rehashes the table, so both must
/// keep each key's value.
@Suite("Identity map")
struct IdentityMapTests {
    @Test func agreesWithADictionary() async {
        let objects = (0..<300).map { _ in Variable() }
        await propertyCheck(count: 60, input: Gen.int(in: 0...1_000_000).array(of: 1...600)) { words in
            var map = IdentityMap<Int>()
            var model: [ObjectIdentifier: Int] = [:]
            for word in words {
                let key = ObjectIdentifier(objects[word % objects.count])
                switch word / objects.count % 4 {
                case 0:
                    map[key] = word
                    model[key] = word
                case 1:
                    map.updateValue(word, forKey: key)
                    model[key] = word
                case 2:
                    #expect(map.removeValue(forKey: key) == model.removeValue(forKey: key))
                default:
                    map[key] = nil
                    model[key] = nil
                }
                #expect(map.count == model.count)
            }
            for object in objects {
                let key = ObjectIdentifier(object)
                #expect(map[key] == model[key])
                #expect(map.contains(key) == (model[key] != nil))
            }
            #expect(map.allValues.sorted() == model.values.sorted())
        }
    }
}
