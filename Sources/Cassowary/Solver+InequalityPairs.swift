/// Two optional inequalities that bound the same expression from both sides at the same constant, such as a
/// view's content hugging (`width <= 80 @250`) and compression resistance (`width >= 80 @750`), share one row.
///
/// Alone, each has a row `expression ± slack ∓ error = 0`. Together their four symbols would be zero whenever the
/// expression sits at the constant, and that degeneracy is costly: a change that must squeeze a row of such views
/// walks the dual simplex from view to view, one pivot each, before an error may enter (1,501 pivots of a
/// 4,503-cell row in a 3,000-view drag). But the first constraint's slack is exactly the second one's error, so
/// the second constraint adds no row: the slack is charged in the objective at its priority. Both rows' symbols
/// then cost something, the pair is one row instead of two, and the solution is the same.
extension Solver {
    /// What identifies an optional inequality for pairing: its terms in a fixed order and its constant, with
    /// the signs chosen so that the first coefficient is positive, and whether it then bounds from above.
    struct InequalityKey: Hashable {
        struct Term: Hashable {
            var variable: ObjectIdentifier
            var coefficient: Double
        }

        /// The first term, apart from the others: most keys (a view's width or height) have one term and no
        /// array to make or hash.
        var first: Term
        var rest: [Term]
        var constant: Double
        var isUpperBound: Bool

        /// The key of `expression + constant REL 0`; nil for an equality, or an expression that names a variable
        /// twice or none.
        init?(_ expression: LinearExpression, constant: Double, relation: Relation) {
            guard relation != .equal, let firstTerm = expression.terms.first else { return nil }
            if expression.terms.count == 1 {
                first = Term(variable: ObjectIdentifier(firstTerm.variable), coefficient: firstTerm.coefficient)
                rest = []
            } else {
                var terms = expression.terms.map { Term(variable: ObjectIdentifier($0.variable), coefficient: $0.coefficient) }
                terms.sort { $0.variable < $1.variable }
                for index in terms.indices.dropFirst() where terms[index].variable == terms[index - 1].variable { return nil }
                first = terms.removeFirst()
                rest = terms
            }
            let sign: Double = first.coefficient < 0 ? -1 : 1
            if sign < 0 {
                first.coefficient.negate()
                for index in rest.indices { rest[index].coefficient.negate() }
            }
            self.constant = sign * constant
            isUpperBound = (relation == .lessThanOrEqual) == (sign > 0)
        }

        /// One word mixed from the whole key: what ``WaitingInequalities`` probes its table with, and what the
        /// hasher gets at once (hashing each field through the standard library's hasher cost more than the rest of
        /// pairing). Zeros are mixed as +0, since -0 == +0.
        var mixedHash: UInt64 {
            var mixed = InequalityKey.mix(0, InequalityKey.bits(constant) ^ (isUpperBound ? 1 : 0))
            mixed = InequalityKey.mix(mixed, first)
            for term in rest { mixed = InequalityKey.mix(mixed, term) }
            return mixed
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(mixedHash)
        }

        private static func mix(_ state: UInt64, _ value: UInt64) -> UInt64 {
            (state ^ value) &* 0x9E37_79B9_7F4A_7C15 &+ 0x632B_E59B_D9B4_E019
        }

        private static func mix(_ state: UInt64, _ term: Term) -> UInt64 {
            mix(mix(state, UInt64(UInt(bitPattern: term.variable))), bits(term.coefficient))
        }

        private static func bits(_ value: Double) -> UInt64 {
            value == 0 ? 0 : value.bitPattern
        }

        /// The key of the inequality that bounds the same expression from the other side.
        var opposite: InequalityKey {
            var key = self
            key.isUpperBound.toggle()
            return key
        }
    }

    /// The key under which an optional inequality may wait for its partner; nil for any other constraint.
    func pairingKey(_ constraint: Constraint, constant: Double, priority: Priority) -> InequalityKey? {
        priority.isRequired ? nil : InequalityKey(constraint.expression, constant: constant, relation: constraint.relation)
    }

    /// Installs an optional inequality on the row of a waiting partner, if there is one: its error is the
    /// partner's slack, charged in the objective at the new priority.
    func joinWaitingPartner(_ constraint: Constraint, key: InequalityKey, constant: Double, priority: Priority) -> Bool {
        guard let partner = waitingInequalities.take(key.opposite) else { return false }
        let (slack, place) = records.withValue(for: partner) { record in
            record.partner = constraint
            return (record.marker, record.place)
        }!
        records[constraint] = Record(
            constraint: constraint, constant: constant, priority: priority, marker: slack,
            markerCoefficient: constraint.relation == .lessThanOrEqual ? 1 : -1, firstError: slack, secondError: nil,
            definedSubject: nil, partner: partner, ownsRow: false, place: place)
        setOwner(constraint, of: slack)
        tableau.addToObjective(slack, priority: priority.rawValue, factor: 1)
        tableau.optimize()
        return true
    }

    /// Lists a standalone optional inequality as waiting for a partner, unless another one waits under its key.
    func wait(_ record: Record) {
        guard let key = pairingKey(record.constraint, constant: record.constant, priority: record.priority) else { return }
        wait(record.constraint, under: key)
    }

    /// Lists a standalone optional inequality whose key is known as waiting for a partner, unless another one
    /// waits under the key.
    func wait(_ constraint: Constraint, under key: InequalityKey) {
        waitingInequalities.add(constraint, under: key)
    }

    /// Stops a removed or changed standalone inequality waiting for a partner.
    func stopWaiting(_ record: Record) {
        guard let key = pairingKey(record.constraint, constant: record.constant, priority: record.priority) else { return }
        waitingInequalities.remove(record.constraint, under: key)
    }

    /// Takes one constraint of a pair out. The partner keeps the row: if it owned it, only the leaving one's
    /// charge goes; if it borrowed it, the owner's error stops being charged and serves as the partner's slack.
    func leavePair(_ record: Record, partner other: Constraint) {
        let partner = records[other]!
        let charged = record.firstError!
        tableau.addToObjective(charged, priority: record.priority.rawValue, factor: -1)
        tableau.optimize()
        if record.ownsRow {
            records[other] = Record(
                constraint: partner.constraint, constant: partner.constant, priority: partner.priority, marker: charged,
                markerCoefficient: partner.markerCoefficient, firstError: record.marker, secondError: nil,
                definedSubject: record.definedSubject, partner: nil, ownsRow: true, place: partner.place)
        } else {
            records.withValue(for: other) { $0.partner = nil }
        }
        setOwner(other, of: charged)
        records.withValue(for: other) { wait($0) }
    }

    /// Gives the borrowing constraint of a pair a row of its own, before one of the two changes its constant.
    func splitPair(of record: Record) throws(SolverError) {
        let borrower = record.ownsRow ? records[record.partner!]! : record
        records[borrower.constraint] = nil
        uninstall(borrower)
        try install(borrower.constraint, constant: borrower.constant, priority: borrower.priority, pairing: false)
    }
}

/// The standalone optional inequalities waiting for a partner, by key (see ``Solver/InequalityKey``).
///
/// The latest to wait is kept apart from the others, unhashed: its partner usually comes next (a view's hugging
/// and compression resistance are made together), and then the two meet without hashing a key, where looking
/// keys up and listing them were a tenth of adding a row of views. The others sit in an open-addressing table
/// probed by each key's ``Solver/InequalityKey/mixedHash`` alone: a standard dictionary put that word through
/// the seeded hasher again at every lookup and every growth, and the hugging of containers, which never meets a
/// partner, made that 3 % of adding a tree of views. A key waits in one place at most.
struct WaitingInequalities {
    private var latest: (key: Solver.InequalityKey, constraint: Constraint)?
    private var others = KeyTable()

    /// Takes out the constraint waiting under a key, if there is one.
    mutating func take(_ key: Solver.InequalityKey) -> Constraint? {
        if let latest, latest.key == key {
            self.latest = nil
            return latest.constraint
        }
        return others.removeValue(forKey: key)
    }

    /// Lists a constraint under a key, unless another one waits under it already.
    mutating func add(_ constraint: Constraint, under key: Solver.InequalityKey) {
        guard latest?.key != key, others.isEmpty || others.index(of: key, hash: key.mixedHash) == nil else { return }
        if let latest { others.insert(latest.constraint, forKey: latest.key, hash: latest.key.mixedHash) }
        latest = (key, constraint)
    }

    /// Stops a constraint waiting under a key, if it does.
    mutating func remove(_ constraint: Constraint, under key: Solver.InequalityKey) {
        if let latest, latest.key == key {
            if latest.constraint === constraint { self.latest = nil }
        } else if others.value(forKey: key) === constraint {
            _ = others.removeValue(forKey: key)
        }
    }

    /// Keys and their constraints in an open-addressing table with linear probing, deleted by backward shifting
    /// (as ``SymbolIndex`` is), each entry keeping its key's hash so that probes compare words before keys.
    private struct KeyTable {
        private struct Entry {
            var hash: UInt64
            var key: Solver.InequalityKey
            var constraint: Constraint
        }

        private var slots: [Entry?] = []
        private var count = 0
        private var shift = 64

        var isEmpty: Bool { count == 0 }

        /// Where a key sits, if it does.
        func index(of key: Solver.InequalityKey, hash: UInt64) -> Int? {
            guard count > 0 else { return nil }
            var index = home(of: hash)
            while let entry = slots[index] {
                if entry.hash == hash && entry.key == key { return index }
                index = (index + 1) & (slots.count - 1)
            }
            return nil
        }

        func value(forKey key: Solver.InequalityKey) -> Constraint? {
            guard count > 0, let index = index(of: key, hash: key.mixedHash) else { return nil }
            return slots[index]!.constraint
        }

        /// Adds a key that is not in the table.
        mutating func insert(_ constraint: Constraint, forKey key: Solver.InequalityKey, hash: UInt64) {
            if (count + 1) * 4 > slots.count * 3 { grow() }
            var index = home(of: hash)
            while slots[index] != nil { index = (index + 1) & (slots.count - 1) }
            slots[index] = Entry(hash: hash, key: key, constraint: constraint)
            count += 1
        }

        mutating func removeValue(forKey key: Solver.InequalityKey) -> Constraint? {
            guard count > 0, let index = index(of: key, hash: key.mixedHash) else { return nil }
            let constraint = slots[index]!.constraint
            // Backward-shift deletion keeps every probe sequence unbroken without tombstones.
            let mask = slots.count - 1
            var hole = index, next = (index + 1) & mask
            while let entry = slots[next] {
                if (hole - home(of: entry.hash)) & mask <= (next - home(of: entry.hash)) & mask {
                    slots[hole] = entry
                    hole = next
                }
                next = (next + 1) & mask
            }
            slots[hole] = nil
            count -= 1
            return constraint
        }

        private func home(of hash: UInt64) -> Int {
            Int(truncatingIfNeeded: hash >> UInt64(shift))
        }

        /// Doubles the table (16 slots at first) and puts every entry back.
        private mutating func grow() {
            let old = slots
            let capacity = Swift.max(16, 2 * old.count)
            slots = Array(repeating: nil, count: capacity)
            shift = 64 - capacity.trailingZeroBitCount
            count = 0
            for case let entry? in old { insert(entry.constraint, forKey: entry.key, hash: entry.hash) }
        }
    }
}
