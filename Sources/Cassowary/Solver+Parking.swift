/// Required inequalities that hold when they are added are parked: kept unexpanded, out of the tableau, until a
/// change breaks them (see `SimplexTableau+Parking.swift`). Every call that changes the solution ends by settling:
/// the parked rows it broke go into the tableau, which repairs them. Adding a constraint that a parked one then
/// contradicts is refused as any conflict is, and leaves the parked one as it was.
extension Solver {
    /// A parked constraint: what it takes to put it into the tableau when it breaks.
    struct ParkedConstraint {
        let constraint: Constraint
        let constant: Double
        /// The slack symbol that stands for the parked row.
        let slack: Symbol
        /// Where the constraint goes when the tableau is rebuilt, as ``Solver/Record/place``.
        var place: Int
    }

    /// A parked constraint that could not go into the tableau, and the required constraints it conflicts with.
    struct ParkedConflict {
        let constraint: Constraint
        let conflicts: [Constraint]
    }

    /// Adds a batch as ``add(contentsOf:)`` does but parks none of its inequalities, for a batch whose inequalities
    /// are expected to bind one after another: the size floors of a row squeezed past its content, where the
    /// compression moves from size to size. Parked, each floor that binds in turn would take a round of settling
    /// (finding the broken row among all the parked ones, then moving it into the tableau); in the tableau, the
    /// dual simplex moves the compression along them in one call (1,000 squeezed labels: 129 ms → 75 ms). A rebuild
    /// of the tableau adds them the same way, after the others (see ``rebuildTableau(adding:_:)``).
    package func addUnparked(contentsOf constraints: [Constraint]) throws(SolverError) {
        try withoutParking { () throws(SolverError) in try add(batch: constraints) }
        for constraint in constraints { records[constraint]?.addedUnparked = true }
    }

    /// Runs `body` with parking off.
    func withoutParking<Result>(_ body: () throws(SolverError) -> Result) throws(SolverError) -> Result {
        let parked = parksInequalities
        parksInequalities = false
        defer { parksInequalities = parked }
        return try body()
    }

    /// Parks a required inequality that the current solution satisfies and that would not define a variable (a
    /// definition costs no more than parking); false when it is not parked.
    func parkIfSatisfied(_ constraint: Constraint, constant: Double, priority: Priority) -> Bool {
        guard parksInequalities, priority.isValid, priority.isRequired, constraint.relation != .equal,
              constraint.isFinite, constant.isFinite else { return false }
        // The parked row is the slack: the expression for >=, its negation for <=.
        let sign: Double = constraint.relation == .greaterThanOrEqual ? 1 : -1
        var row = Row(constant: sign * constant, capacity: constraint.expression.terms.count)
        for term in constraint.expression.terms {
            guard let symbol = symbols[term.variable] else { return false }
            row.add(sign * term.coefficient, to: symbol)
        }
        guard let slack = tableau.parkIfHolds(row) else { return false }
        record(parked: constraint, constant: constant, slack: slack)
        return true
    }

    private func park(_ entry: ParkedConstraint, row: Row) {
        record(parked: entry.constraint, constant: entry.constant, slack: tableau.park(row))
        setPlace(entry.place, of: entry.constraint)
    }

    /// Gives an added constraint the place in rebuilds of one it replaces (see ``RemovedPlaces``), if that comes
    /// before its own.
    func setPlace(_ place: Int, of constraint: Constraint) {
        if records.withValue(for: constraint, { $0.place = min($0.place, place) }) == nil {
            parked.withValue(for: constraint) { $0.place = min($0.place, place) }
        }
    }

    private func record(parked constraint: Constraint, constant: Double, slack: Symbol) {
        setOwner(constraint, of: slack)
        parked.updateValue(ParkedConstraint(constraint: constraint, constant: constant, slack: slack, place: slack.id),
                           forKey: constraint)
    }

    /// Takes a parked constraint out; its row is returned.
    @discardableResult
    func unpark(_ entry: ParkedConstraint) -> Row {
        _ = parked.removeValue(forKey: entry.constraint)
        setOwner(nil, of: entry.slack)
        return tableau.unpark(entry.slack)
    }

    /// Makes the watchers of the rows parked by an earlier call (see `SimplexTableau.watchParkedRows`), which
    /// must hold: not while a settling is deferred, since changes made since then to an unwatched row's symbols
    /// were not noted, and watched it would not be looked at again. Unwatched, the settling evaluates it.
    func watchParkedRows() {
        if !settlingDeferred { tableau.watchParkedRows() }
    }

    /// Puts every parked row that the changes since the last settling broke into the tableau, until none is
    /// broken. Returns the first that cannot go in, parked again as it was, with the constraints it conflicts
    /// with; only a required constraint added or changed can cause that.
    func settleParkedRows() -> ParkedConflict? {
        // Every change noted since the last settling is looked at, those deferred included.
        settlingDeferred = false
        while true {
            let broken = tableau.brokenParkedRows()
            if broken.isEmpty { return nil }
            for slack in broken {
                // Repairing one broken row may have mended the others.
                guard let constraint = owner(of: slack), let entry = parked[constraint],
                      entry.slack == slack, tableau.parkedSlack(slack) < -Tolerance.drift else { continue }
                if let conflict = moveIntoTableau(entry) { return conflict }
            }
        }
    }

    /// Settles after a change that only relaxes the required constraints or changes optional ones, which
    /// cannot make a parked row impossible to satisfy.
    func settleAfterRelaxing() {
        // Only rounding could make a row fail here, since the required constraints held together before; it
        // then stays parked, and the invariant checks of the fuzz targets report it.
        _ = settleParkedRows()
    }

    /// Moves a broken parked constraint into the tableau; on a conflict it is parked again as it was.
    private func moveIntoTableau(_ entry: ParkedConstraint) -> ParkedConflict? {
        let row = unpark(entry)
        do {
            try install(entry.constraint, constant: entry.constant, priority: .required)
            setPlace(entry.place, of: entry.constraint)
            refactorIfDue(countingPivotsOnly: true)
        } catch {
            park(entry, row: row)
            guard case let .unsatisfiableConstraint(_, conflicts) = error else {
                return ParkedConflict(constraint: entry.constraint, conflicts: [])
            }
            return ParkedConflict(constraint: entry.constraint, conflicts: conflicts)
        }
        return nil
    }

    /// The error for refusing `constraint` because a parked constraint could not be satisfied with it: the
    /// parked one and those its row conflicts with, without `constraint` itself.
    func refusal(of constraint: Constraint, after conflict: ParkedConflict) -> SolverError {
        var seen = Set([ObjectIdentifier(constraint)])
        let conflicts = ([conflict.constraint] + conflict.conflicts).filter { seen.insert(ObjectIdentifier($0)).inserted }
        return .unsatisfiableConstraint(constraint, conflicts: conflicts)
    }
}
