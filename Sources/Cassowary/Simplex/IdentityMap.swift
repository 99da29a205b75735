/// An open-addressing hash map keyed by object identity, hashed with one multiplication of the address.
///
/// The solver looks a variable up on every read and every term it adds; the standard library's seeded
/// SipHash costs more there than the rest of the read.
struct IdentityMap<Value> {
    private var keys: [UInt]
    private var values: [Value?]
    private var shift: Int
    private(set) var count = 0

    init() {
        keys = Array(repeating: 0, count: 16)
        values = Array(repeating: nil, count: 16)
        shift = 60
    }

    @inline(__always)
    private func slot(for key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    private func find(_ key: UInt) -> Int {
        var index = slot(for: key)
        while keys[index] != 0 && keys[index] != key { index = (index + 1) & (keys.count - 1) }
        return index
    }

    /// Every value, in no particular order.
    var allValues: [Value] { values.compactMap { $0 } }

    subscript(identifier: ObjectIdentifier) -> Value? {
        get {
            let index = find(UInt(bitPattern: identifier))
            return keys[index] == 0 ? nil : values[index]
        }
        set {
            let key = UInt(bitPattern: identifier)
            if let newValue {
                if (count + 1) * 4 > keys.count * 3 { grow() }
                let index = find(key)
                if keys[index] == 0 {
                    keys[index] = key
                    count += 1
                }
                values[index] = newValue
            } else {
                remove(key)
            }
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
        let mask = keys.count - 1
        var next = (hole + 1) & mask
        while keys[next] != 0 {
            let home = slot(for: keys[next])
            if (hole - home) & mask <= (next - home) & mask {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        values[hole] = nil
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            let index = find(key)
            keys[index] = key
            values[index] = value
            count += 1
        }
    }
}
