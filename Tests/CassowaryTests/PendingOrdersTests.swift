import PropertyBased
import Testing
@testable import Cassowary

/// The set of definition orders an expansion visits, against a sorted standard-library set: orders spread over
/// many 4,096-order groups, inserted again while pending, and more inserted below the last one taken, as an
/// expansion does (a definition names only earlier ones).
@Suite("Pending definition orders")
struct PendingOrdersTests {
    @Test func takesEachOrderOnceHighestFirst() async {
        await propertyCheck(count: 80, input: Gen.int(in: 0...40_000).array(of: 1...300)) { orders in
            let pending = PendingOrders()
            var model = Set<Int>()
            // The first half goes in at once; the rest comes in below whatever was taken last.
            for order in orders.prefix(orders.count / 2) {
                pending.insert(order)
                model.insert(order)
            }
            var later = orders.dropFirst(orders.count / 2).makeIterator()
            var taken: [Int] = []
            while let highest = pending.popMax() {
                #expect(highest == model.max())
                model.remove(highest)
                taken.append(highest)
                if let next = later.next(), next < highest {
                    pending.insert(next)
                    pending.insert(next)
                    model.insert(next)
                }
            }
            #expect(model.isEmpty)
            #expect(taken == taken.sorted(by: >))
            #expect(pending.popMax() == nil)
        }
    }

    @Test func isEmptyAgainAndReusableOnceEverythingIsTaken() {
        let pending = PendingOrders()
        for order in [1, 70_000, 4_096, 4_095] { pending.insert(order) }
        var taken: [Int] = []
        while let order = pending.popMax() { taken.append(order) }
        #expect(taken == [70_000, 4_096, 4_095, 1])
        pending.insert(12)
        #expect(pending.popMax() == 12)
        #expect(pending.popMax() == nil)
    }
}
