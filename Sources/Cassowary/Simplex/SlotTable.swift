import Synchronization

/// An object that a solver finds through a slot it carries rather than by hashing its address: a constraint or
/// a variable.
protocol SolverSlotted: AnyObject {
    /// 0 while no solver's table has claimed the object; otherwise the claiming table's tag and the object's
    /// position in that table (see ``SlotTable``).
    var solverSlot: Atomic<UInt64> { borrowing get }
}

/// A solver's table of values keyed by objects that carry their own position in it.
///
/// Adding a constraint looks it up several times, and each of its variables; with the records of 70,000
/// constraints, a hash table's probes miss the cache on every lookup, and they were a fifth of the time to add a
/// row of 10,000 views. Here a lookup reads the slot of the object in hand and one value.
///
/// An object has one slot, and an object held by two solvers at once (a constraint added to both) can be
/// stamped by one table only: the first to claim it. The other tables keep it with its position in a hash map of
/// strays, which stays empty in the usual case of one solver. A table stamps only free slots and clears only its
/// own stamps, so no table ever reads another's stamp as its own.
struct SlotTable<Key: SolverSlotted, Value> {
    /// The stamp's upper 33 bits: the solver's serial (32 bits) and the table's number (1 bit).
    private let tag: UInt64
    private static var positionMask: UInt64 { 0x7FFF_FFFF }
    private var values: [Value] = []
    private var keys: [Key] = []
    private var strays = IdentityMap<Int32>()

    /// An empty table for a solver's serial; a solver's tables that hold the same kind of key need different
    /// numbers (0 or 1).
    init(solver serial: UInt64, table number: UInt64) {
        precondition(number <= 1)
        tag = UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: serial)) << 32 | number << 31
    }

    var count: Int { values.count }

    /// Every value, in the order they came (but for removals).
    var allValues: [Value] { values }

    /// The position of a key's value, if the table has one. Lookups are mutating, as the tableau's hot methods
    /// are: called on a solver's stored table, a non-mutating method is handed a copy, which retains every array.
    @inline(__always)
    private mutating func position(of key: Key) -> Int? {
        let slot = key.solverSlot.load(ordering: .relaxed)
        if isStamped(slot) { return Int(slot & SlotTable.positionMask) }
        return strays.count == 0 ? nil : strays[ObjectIdentifier(key)].map(Int.init)
    }

    @inline(__always)
    mutating func contains(_ key: Key) -> Bool {
        position(of: key) != nil
    }

    subscript(key: Key) -> Value? {
        @inline(__always) mutating get { position(of: key).map { values[$0] } }
        set {
            guard let newValue else { return _ = removeValue(forKey: key) }
            updateValue(newValue, forKey: key)
        }
    }

    /// Reads or changes a key's value in place and returns what `body` returns; nil, without calling `body`,
    /// when the table has no value for the key. `table[key]!.field` copies the whole value out (and back, to
    /// change a field), retaining what it holds; this does neither.
    @inline(__always)
    mutating func withValue<Result>(for key: Key, _ body: (inout Value) -> Result) -> Result? {
        guard let position = position(of: key) else { return nil }
        return body(&values[position])
    }

    /// Sets the value for a key, taking it over rather than copying it (a solver's records hold references, and
    /// each copy retains them).
    mutating func updateValue(_ value: consuming Value, forKey key: Key) {
        if let position = position(of: key) { return values[position] = value }
        let position = values.count
        precondition(position <= Int(SlotTable.positionMask), "more than 2^31 entries in a solver table")
        values.append(value)
        keys.append(key)
        place(key, at: position)
    }

    /// Removes and returns the value for a key; the last value moves into its place.
    mutating func removeValue(forKey key: Key) -> Value? {
        guard let position = position(of: key) else { return nil }
        release(key)
        let last = values.count - 1
        if position != last {
            values.swapAt(position, last)
            keys.swapAt(position, last)
            move(keys[position], to: position)
        }
        keys.removeLast()
        return values.removeLast()
    }

    /// Makes room for `count` values in all.
    mutating func reserveCapacity(_ count: Int) {
        guard count > values.capacity else { return }
        values.reserveGrowing(count)
        keys.reserveGrowing(count)
    }

    /// Empties the table, freeing the slots it stamped.
    mutating func removeAll() {
        freeStamps()
        self = SlotTable(tag: tag)
    }

    /// Makes the table a copy saved before changes that are being undone, stamping its keys again: the changes
    /// moved and freed stamps, and a saved copy keeps no stamps of its own.
    mutating func restore(_ saved: SlotTable) {
        freeStamps()
        self = saved
        for (position, key) in keys.enumerated() where strays.count == 0 || !strays.contains(ObjectIdentifier(key)) {
            place(key, at: position)
        }
    }

    private init(tag: UInt64) {
        self.tag = tag
    }

    @inline(__always)
    private func isStamped(_ slot: UInt64) -> Bool {
        slot & ~SlotTable.positionMask == tag
    }

    /// Records a new key's position: in its slot if the slot is free, else among the strays.
    private mutating func place(_ key: Key, at position: Int) {
        let stamp = tag | UInt64(position)
        if key.solverSlot.load(ordering: .relaxed) == 0,
           key.solverSlot.compareExchange(expected: 0, desired: stamp, ordering: .relaxed).exchanged { return }
        strays[ObjectIdentifier(key)] = Int32(position)
    }

    /// Moves a key that the table holds to another position.
    private mutating func move(_ key: Key, to position: Int) {
        if isStamped(key.solverSlot.load(ordering: .relaxed)) {
            key.solverSlot.store(tag | UInt64(position), ordering: .relaxed)
        } else {
            strays[ObjectIdentifier(key)] = Int32(position)
        }
    }

    /// Forgets a key's position: frees its slot if this table stamped it, else drops it from the strays.
    private mutating func release(_ key: Key) {
        if isStamped(key.solverSlot.load(ordering: .relaxed)) {
            key.solverSlot.store(0, ordering: .relaxed)
        } else {
            strays[ObjectIdentifier(key)] = nil
        }
    }

    /// Frees every slot the table stamped.
    private func freeStamps() {
        for key in keys where isStamped(key.solverSlot.load(ordering: .relaxed)) {
            key.solverSlot.store(0, ordering: .relaxed)
        }
    }
}

extension Constraint: SolverSlotted {}
extension Variable: SolverSlotted {}
