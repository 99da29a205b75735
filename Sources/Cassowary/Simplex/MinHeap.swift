/// A binary heap, smallest first, used to make every simplex choice in a fixed order (lowest symbol first,
/// which is also Bland's rule against cycling). Duplicates are allowed; callers re-check an element when it
/// comes out.
struct MinHeap<Element: Comparable> {
    private var storage: [Element] = []

    var isEmpty: Bool { storage.isEmpty }

    mutating func insert(_ element: Element) {
        storage.append(element)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child] < storage[parent] else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Element? {
        // Checked first: `popLast` on an empty array that never held anything copies the shared empty storage
        // (the primal simplex asks an empty heap once per optimisation).
        guard !storage.isEmpty else { return nil }
        let last = storage.removeLast()
        guard !storage.isEmpty else { return last }
        let minimum = storage[0]
        storage[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < storage.count else { break }
            let right = left + 1
            let child = right < storage.count && storage[right] < storage[left] ? right : left
            guard storage[child] < storage[parent] else { break }
            storage.swapAt(child, parent)
            parent = child
        }
        return minimum
    }

    mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
    }
}
