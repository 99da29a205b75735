extension Solver {
    /// Changes the constant of an added constraint's expression in place, without removing and re-adding it:
    /// only the rows that depend on the constraint change. A required constraint whose new constant
    /// contradicts the other required constraints is refused, naming them.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        defer { checkInvariants() }
        try keepingHardenedOptimal { () throws(SolverError) in try setConstantNow(constant, of: constraint) }
    }

    private func setConstantNow(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        watchParkedRows()
        applyPendingChanges()
        guard constant.isFinite else {
            guard contains(constraint) else { throw .unknownConstraint(constraint) }
            throw .nonFiniteValue("The constant \(constant) of `\(constraint)`")
        }
        if let entry = parked[constraint] { return try setConstant(constant, ofParked: entry) }
        guard let old = records.withValue(for: constraint, { $0.constant }) else { throw .unknownConstraint(constraint) }
        do {
            try shiftRow(of: constraint, toConstant: constant)
        } catch {
            settleAfterRelaxing()
            throw error
        }
        if let conflict = settleParkedRows() {
            try? shiftRow(of: constraint, toConstant: old)
            settleAfterRelaxing()
            throw refusal(of: constraint, after: conflict)
        }
    }

    /// Gives a parked constraint another constant: it is parked again if it still holds,
    /// or goes into the tableau; a refused constant leaves it as it was.
    private func setConstant(_ constant: Double, ofParked entry: ParkedConstraint) throws(SolverError) {
        unpark(entry)
        do throws(SolverError) {
            try addUnsettled(entry.constraint, constant: constant, priority: .required)
            setPlace(entry.place, of: entry.constraint)
            if let conflict = settleParkedRows() {
                _ = takeOut(entry.constraint)
                applyPendingChanges()
                throw refusal(of: entry.constraint, after: conflict)
            }
        } catch {
            _ = try? addUnsettled(entry.constraint, constant: entry.constant, priority: .required)
            setPlace(entry.place, of: entry.constraint)
            settleAfterRelaxing()
            throw error
        }
    }

    /// The tableau's part of ``setConstant(_:of:)`` for a constraint in the tableau: its marker shifts.
    private func shiftRow(of constraint: Constraint, toConstant constant: Double) throws(SolverError) {
        var record = records[constraint]!
        if record.partner != nil {
            guard constant != record.constant else { return }
            try splitPair(of: record)
            record = records[constraint]!
        }
        stopWaiting(record)
        defer { records.withValue(for: constraint) { wait($0) } }
        let shift = (constant - record.constant) / record.markerCoefficient
        let errorPriority = record.firstError == record.marker ? record.priority.rawValue : nil
        guard tableau.shiftMarker(record.marker, by: shift, errorPriority: errorPriority,
                                  definedSubject: record.definedSubject, isRequired: record.priority.isRequired) else {
            throw .unsatisfiableConstraint(constraint, conflicts: conflicts(ifConstantOf: record, were: constant))
        }
        records.withValue(for: constraint) { $0.constant = constant }
    }

    /// Moves an added constraint's constant by `delta` (see ``setConstant(_:of:)``): what a caller that knows
    /// only the change, not the solver's constant, calls.
    public func shiftConstant(by delta: Double, of constraint: Constraint) throws(SolverError) {
        guard let constant = constant(of: constraint) else { throw .unknownConstraint(constraint) }
        try setConstant(constant + delta, of: constraint)
    }

    /// The required constraints that a refused constant contradicts: the certificate an add with that constant
    /// would give. Only a refusal pays for it, and the solver is restored exactly (its parts are values).
    private func conflicts(ifConstantOf record: Record, were constant: Double) -> [Constraint] {
        let saved = snapshot()
        defer { restore(saved) }
        records[record.constraint] = nil
        uninstall(record)
        do {
            try install(record.constraint, constant: constant, priority: record.priority)
        } catch let .unsatisfiableConstraint(_, conflicts) {
            return conflicts
        } catch {}
        return []
    }
}

extension Solver {
    /// Moves the constants of several added constraints, each by its delta, as ``shiftConstant(by:of:)`` would
    /// one after another, all or nothing: when one is refused, none has moved, and the error is the one that
    /// calling ``shiftConstant(by:of:)`` for each in turn would have thrown first.
    ///
    /// The rows that depend on many of the constraints move once, by the sum of their shifts, rather than once
    /// per constraint: every gap of a stack of equally wide labels reaches every label's row, so a new spacing
    /// for a stack of 4,000 labels, one gap at a time, took 1.5 s.
    public func shiftConstants(_ shifts: [(constraint: Constraint, delta: Double)]) throws(SolverError) {
        defer { checkInvariants() }
        try keepingHardenedOptimal { () throws(SolverError) in try shiftConstantsNow(shifts) }
    }

    private func shiftConstantsNow(_ shifts: [(constraint: Constraint, delta: Double)]) throws(SolverError) {
        watchParkedRows()
        applyPendingChanges()
        if shifts.count > 1 && shiftTogether(shifts) { return }
        // One at a time, which tells which is refused; those before it move back.
        for (index, shift) in shifts.enumerated() {
            do throws(SolverError) {
                guard let constant = constant(of: shift.constraint) else { throw SolverError.unknownConstraint(shift.constraint) }
                try setConstantNow(constant + shift.delta, of: shift.constraint)
            } catch {
                for earlier in shifts[..<index].reversed() {
                    try? setConstantNow(constant(of: earlier.constraint)! - earlier.delta, of: earlier.constraint)
                }
                throw error
            }
        }
    }

    /// Moves the constraints' markers in one change of the tableau; false, with nothing changed, when that is
    /// not the same as moving them one at a time (a constraint is parked, one of a pair, listed twice, or a
    /// redundant equality) or when one of them would be refused.
    private func shiftTogether(_ shifts: [(constraint: Constraint, delta: Double)]) -> Bool {
        var markerShifts: [SimplexTableau.MarkerShift] = [], anyRequired = false
        var oldConstants: [Double] = [], constants: [Double] = []
        var seen = Set<ObjectIdentifier>(minimumCapacity: shifts.count)
        markerShifts.reserveCapacity(shifts.count)
        oldConstants.reserveCapacity(shifts.count)
        constants.reserveCapacity(shifts.count)
        for (constraint, delta) in shifts {
            guard let record = records[constraint], record.partner == nil, seen.insert(ObjectIdentifier(constraint)).inserted,
                  !(record.marker.isDummy && tableau.rows[record.marker.id] != nil) else { return false }
            let constant = record.constant + delta
            guard constant.isFinite else { return false }
            oldConstants.append(record.constant)
            constants.append(constant)
            markerShifts.append(SimplexTableau.MarkerShift(
                marker: record.marker, shift: (constant - record.constant) / record.markerCoefficient,
                errorPriority: record.firstError == record.marker ? record.priority.rawValue : nil,
                definedSubject: record.definedSubject))
            anyRequired = anyRequired || record.priority.isRequired
        }
        guard tableau.shiftMarkers(markerShifts, anyRequired: anyRequired) else { return false }
        setRecordedConstants(of: shifts, to: constants)
        guard settleParkedRows() != nil else { return true }
        // A parked constraint broke, and cannot move into the tableau: undone, and made one at a time.
        _ = tableau.shiftMarkers(markerShifts.map(\.reversed), anyRequired: false)
        setRecordedConstants(of: shifts, to: oldConstants)
        settleAfterRelaxing()
        return false
    }

    /// Gives the constraints' records their new constants, and lists them again under their new pairing keys.
    private func setRecordedConstants(of shifts: [(constraint: Constraint, delta: Double)], to constants: [Double]) {
        for (shift, constant) in zip(shifts, constants) {
            var record = records[shift.constraint]!
            stopWaiting(record)
            record.constant = constant
            records.withValue(for: shift.constraint) { $0.constant = constant }
            wait(record)
        }
    }
}
