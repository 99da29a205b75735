/// An open-addressing hash map from symbol to position, with multiplicative hashing of the symbol's word.
///
/// Symbols are small dense integers, so the standard library's seeded SipHash is needless work on the
/// solver's hottest paths; this table hashes with one multiplication and deletes by backward shifting.
struct SymbolIndex {
    /// A key and its value side by side, so that a lookup touches one place in memory, not two.
    private struct Entry {
        var key: Int32
        var value: Int32
    }

    private var entries: [Entry]
    private var mask: Int
    private var shift: Int
    private(set) var count = 0

    private static let empty: Int32 = -1

    init(minimumCapacity: Int) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity <<= 1 }
        entries = Array(repeating: Entry(key: SymbolIndex.empty, value: 0), count: capacity)
        mask = capacity - 1
        shift = 64 - capacity.trailingZeroBitCount
    }

    /// An index of distinct symbols, each at its place in `symbols` (whose length is `count`): filled through
    /// the table's buffer without looking for the keys, which a long row's index made anew does thousands of.
    init(positionsOf symbols: some Sequence<Symbol>, count: Int, minimumCapacity: Int = 0) {
        self.init(minimumCapacity: Swift.max(count, minimumCapacity))
        fill(with: symbols.enumerated().lazy.map { ($0.element.rawValue, Int32($0.offset)) }, count: count)
    }

    /// Puts `count` entries with distinct keys, none of them present yet, each into the first empty slot of its
    /// run through the table's buffer.
    private mutating func fill(with added: some Sequence<(Int32, Int32)>, count addedCount: Int) {
        let (mask, shift) = (mask, shift)
        entries.withUnsafeMutableBufferPointer { entries in
            for (key, value) in added {
                var index = SymbolIndex.slot(for: key, shift: shift)
                while entries[index].key != SymbolIndex.empty { index = (index + 1) & mask }
                entries[index] = Entry(key: key, value: value)
            }
        }
        count += addedCount
    }

    @inline(__always)
    private static func slot(for key: Int32, shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    @inline(__always)
    private func slot(for key: Int32) -> Int {
        SymbolIndex.slot(for: key, shift: shift)
    }

    subscript(symbol: Symbol) -> Int32? {
        let key = symbol.rawValue
        var index = slot(for: key)
        // Through the buffer: the mask keeps every probe in bounds, so the checks of the array are needless.
        return entries.withUnsafeBufferPointer { entries in
            while true {
                let stored = entries[index]
                if stored.key == key { return stored.value }
                if stored.key == SymbolIndex.empty { return nil }
                index = (index + 1) & mask
            }
        }
    }

    mutating func set(_ value: Int32, for symbol: Symbol) {
        set(value, forKey: symbol.rawValue)
    }

    private mutating func set(_ value: Int32, forKey key: Int32) {
        if (count + 1) * 4 > entries.count * 3 { grow() }
        var index = slot(for: key)
        while true {
            let stored = entries[index].key
            if stored == key {
                entries[index].value = value
                return
            }
            if stored == SymbolIndex.empty {
                entries[index] = Entry(key: key, value: value)
                count += 1
                return
            }
            index = (index + 1) & mask
        }
    }

    mutating func remove(_ symbol: Symbol) {
        let key = symbol.rawValue
        var index = slot(for: key)
        while entries[index].key != key {
            if entries[index].key == SymbolIndex.empty { return }
            index = (index + 1) & mask
        }
        // Backward-shift deletion keeps every probe sequence unbroken without tombstones.
        var hole = index
        var next = (hole + 1) & mask
        while entries[next].key != SymbolIndex.empty {
            let home = slot(for: entries[next].key)
            let distanceToNext = (next - home) & mask
            let distanceToHole = (hole - home) & mask
            if distanceToHole <= distanceToNext {
                entries[hole] = entries[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        entries[hole].key = SymbolIndex.empty
        count -= 1
    }

    /// Makes room for `count` entries in all without growing again.
    mutating func reserve(_ count: Int) {
        if count * 4 > entries.count * 3 { grow(toHold: count) }
    }

    /// Doubles the table, or more to hold `entries`; its keys are distinct, so none is looked for.
    private mutating func grow(toHold entries: Int = 0) {
        var larger = SymbolIndex(minimumCapacity: Swift.max(self.entries.count, entries))
        larger.fill(with: self.entries.lazy.filter { $0.key != SymbolIndex.empty }.map { ($0.key, $0.value) }, count: count)
        self = larger
    }
}

/// A ``SymbolIndex`` kept out of line, behind one reference that is copied on write. Most rows and columns
/// never need an index; without one inline, a row takes 24 bytes instead of 56 and a column 16 instead of 48 in
/// the tableau's per-symbol arrays, which every symbol made grows.
struct OutOfLineIndex {
    private final class Box {
        // Only the index that owns the box changes it, after making sure it is the only owner.
        @exclusivity(unchecked) var index: SymbolIndex

        init(_ index: SymbolIndex) {
            self.index = index
        }
    }

    private var box: Box

    init(_ index: SymbolIndex) {
        box = Box(index)
    }

    subscript(symbol: Symbol) -> Int32? { box.index[symbol] }

    mutating func set(_ value: Int32, for symbol: Symbol) {
        makeUnique()
        box.index.set(value, for: symbol)
    }

    mutating func remove(_ symbol: Symbol) {
        makeUnique()
        box.index.remove(symbol)
    }

    mutating func reserve(_ count: Int) {
        makeUnique()
        box.index.reserve(count)
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.index) }
    }
}

/// A set of symbols whose first element is kept inline and the others in an array, large ones with a
/// ``SymbolIndex``. Most columns of the tableau and most watched symbols hold one symbol, and an array for each
/// was a heap allocation per symbol. Walks go through the first element, then the others in the order they came
/// (a removal moves the last into the gap), so every walk is deterministic.
struct SymbolSet: Sequence {
    /// Nil only when the set is empty.
    private var first: Symbol?
    private var rest: [Symbol] = []
    /// Positions in `rest`.
    private var positions: OutOfLineIndex?

    private static let indexThreshold = 16

    var isEmpty: Bool { first == nil }
    var count: Int { first == nil ? 0 : 1 + rest.count }

    func makeIterator() -> Iterator { Iterator(first: first, rest: rest.makeIterator()) }

    /// The first element, then the others.
    struct Iterator: IteratorProtocol {
        var first: Symbol?
        var rest: IndexingIterator<[Symbol]>

        mutating func next() -> Symbol? {
            guard let symbol = first else { return rest.next() }
            first = nil
            return symbol
        }
    }

    private func positionInRest(of element: Symbol) -> Int? {
        if let positions { return positions[element].map(Int.init) }
        return rest.firstIndex(of: element)
    }

    /// Adds an element that is not in the set. The column index knows that without looking: a basic symbol
    /// enters a column exactly when its row gains the symbol, so the search is left to debug builds.
    mutating func insert(_ element: Symbol) {
        assert(first != element && positionInRest(of: element) == nil, "\(element) is in the set already")
        guard first != nil else {
            first = element
            return
        }
        rest.append(element)
        if positions != nil {
            positions!.set(Int32(rest.count - 1), for: element)
        } else if rest.count > SymbolSet.indexThreshold {
            positions = OutOfLineIndex(SymbolIndex(positionsOf: rest, count: rest.count))
        }
    }

    mutating func remove(_ element: Symbol) {
        if first == element {
            first = rest.popLast()
            if let moved = first { positions?.remove(moved) }
            return
        }
        guard let index = positionInRest(of: element) else { return }
        let last = rest.count - 1
        if index != last {
            rest[index] = rest[last]
            positions?.set(Int32(index), for: rest[index])
        }
        rest.removeLast()
        positions?.remove(element)
    }
}
