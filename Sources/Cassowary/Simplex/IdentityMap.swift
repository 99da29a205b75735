/// An open-addressing hash map keyed by object identity, hashed with one multiplication of the address.
///
/// The solver keeps its edit constraints, its hardened equalities and the strays of its slot tables (objects
/// another solver has stamped, see ``SlotTable``) here; the standard library's seeded SipHash cost more than
/// the rest of a lookup. The values sit densely beside the table, which maps each key to its value's position:
/// growing the table rehashes keys and positions only, never moves a value.
struct IdentityMap<Value> {
    /// The table: a key per slot (0 when the slot is empty) and its value's position in `values`.
    private var keys: [UInt]
    private var positions: [Int32]
    private var shift: Int
    /// The values, with their keys, in the order they came; removal moves the last one into the gap.
    private var values: [Value] = []
    private var valueKeys: [UInt] = []

    init() {
        self.init(minimumCapacity: 8)
    }

    /// An empty map with room for `count` keys before it grows.
    init(minimumCapacity count: Int) {
        var capacity = 16
        while capacity < count * 2 { capacity <<= 1 }
        keys = Array(repeating: 0, count: capacity)
        positions = Array(repeating: 0, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        values.reserveCapacity(count)
        valueKeys.reserveCapacity(count)
    }

    var count: Int { values.count }

    @inline(__always)
    private static func slot(for key: UInt, shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    @inline(__always)
    private func slot(for key: UInt) -> Int {
        IdentityMap.slot(for: key, shift: shift)
    }

    /// The slot holding the key, or the empty slot where it would go.
    private func find(_ key: UInt) -> Int {
        var index = slot(for: key)
        while keys[index] != 0 && keys[index] != key { index = (index + 1) & (keys.count - 1) }
        return index
    }

    /// Every value, in the order they came (but for removals).
    var allValues: [Value] { values }

    /// Whether the key has a value; unlike comparing a lookup with nil, it copies no value.
    func contains(_ identifier: ObjectIdentifier) -> Bool {
        keys[find(UInt(bitPattern: identifier))] != 0
    }

    subscript(identifier: ObjectIdentifier) -> Value? {
        get {
            let index = find(UInt(bitPattern: identifier))
            return keys[index] == 0 ? nil : values[Int(positions[index])]
        }
        set {
            guard let newValue else { return remove(UInt(bitPattern: identifier)) }
            updateValue(newValue, forKey: identifier)
        }
    }

    /// Sets the value for a key, taking it over: unlike the subscript's setter, which unwraps an optional
    /// copy, it moves the value into place (a solver's records hold references, and each copy retains them).
    mutating func updateValue(_ value: consuming Value, forKey identifier: ObjectIdentifier) {
        let key = UInt(bitPattern: identifier)
        // At most half full: a lookup that misses (every constraint added is first looked up) probes a
        // run of occupied slots, whose expected length grows quickly past that load.
        if (count + 1) * 2 > keys.count { grow() }
        let index = find(key)
        if keys[index] == 0 {
            keys[index] = key
            positions[index] = Int32(values.count)
            values.append(value)
            valueKeys.append(key)
        } else {
            values[Int(positions[index])] = value
        }
    }

    /// Removes and returns the value for a key.
    mutating func removeValue(forKey identifier: ObjectIdentifier) -> Value? {
        let value = self[identifier]
        if value != nil { remove(UInt(bitPattern: identifier)) }
        return value
    }

    private mutating func remove(_ key: UInt) {
        var hole = find(key)
        guard keys[hole] != 0 else { return }
        let position = Int(positions[hole])
        // Backward-shift deletion keeps every probe sequence unbroken without tombstones.
        let mask = keys.count - 1
        var next = (hole + 1) & mask
        while keys[next] != 0 {
            let home = slot(for: keys[next])
            if (hole - home) & mask <= (next - home) & mask {
                keys[hole] = keys[next]
                positions[hole] = positions[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        // The last value fills the gap, and its slot learns its new position.
        let last = values.count - 1
        if position != last {
            values.swapAt(position, last)
            valueKeys[position] = valueKeys[last]
            positions[find(valueKeys[position])] = Int32(position)
        }
        values.removeLast()
        valueKeys.removeLast()
    }

    private mutating func grow() {
        resize(to: keys.count * 2)
    }

    /// Rebuilds the table with a larger power-of-two capacity. The keys are distinct, so each goes into the first
    /// empty slot of its run, filled through the tables' buffers.
    private mutating func resize(to capacity: Int) {
        var keys = [UInt](repeating: 0, count: capacity)
        var positions = [Int32](repeating: 0, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        let (shift, mask) = (shift, capacity - 1)
        keys.withUnsafeMutableBufferPointer { keys in
            positions.withUnsafeMutableBufferPointer { positions in
                for (position, key) in valueKeys.enumerated() {
                    var index = IdentityMap.slot(for: key, shift: shift)
                    while keys[index] != 0 { index = (index + 1) & mask }
                    keys[index] = key
                    positions[index] = Int32(position)
                }
            }
        }
        self.keys = keys
        self.positions = positions
    }
}
