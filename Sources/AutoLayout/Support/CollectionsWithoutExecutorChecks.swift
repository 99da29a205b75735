// Swift checks the executor each time the standard library calls a closure isolated to the main actor (the
// library is not built in Swift 6 mode), and every closure written in a view's method is. In hot paths these
// helpers do the work in nonisolated code instead: sorting a hierarchy's thousands of constraints through a
// main-actor comparator took several times as long.

extension Array {
    /// Sorts pairs by their integer keys, which must be distinct (so that the order is the same whatever the
    /// sort).
    mutating func sortByKey<Value>() where Element == (key: Int, value: Value) {
        sort { $0.key < $1.key }
    }
}

extension Array where Element: AnyObject {
    /// Removes every occurrence of the object.
    mutating func removeAll(identicalTo object: Element) {
        removeAll { $0 === object }
    }

    /// Removes the first occurrence of the object, if any.
    mutating func removeFirst(identicalTo object: Element) {
        if let index = firstIndex(identicalTo: object) { remove(at: index) }
    }

    /// The position of the first occurrence of the object.
    func firstIndex(identicalTo object: Element) -> Int? {
        firstIndex { $0 === object }
    }

    /// Whether the object is an element.
    func containsIdentical(_ object: Element) -> Bool {
        contains { $0 === object }
    }
}
