/// Optional equalities that a batch adds are held as required ones, hardened, for as long as that gives the
/// optimum the priorities ask for; otherwise they are softened back into optional constraints.
///
/// An optional equality is a row with two error symbols that every row depending on it carries. When many
/// views depend on one quantity (a stack's views filling its width equally), each view's row then holds the
/// errors of every other equality that quantity depends on (each hidden view's `width == 0 @999.999`): n rows of
/// n cells, and a fill-equally stack with half of 2,000 views hidden took 0.8 s to lay out. A required equality
/// has a marker instead, and markers fold (see `SimplexTableau+FoldedMarkers.swift`).
///
/// Holding an optional equality as required gives the same solution whenever, in the hardened system, no
/// optional constraint at or above the lowest hardened priority has any error: each of those levels is then at
/// its least possible total error, zero, and the solutions that reach zero at all of them are exactly those of
/// the hardened system, over which the lower levels are minimised as the priorities ask. So every call that may
/// change the solution ends by checking those levels and softens the equalities hardened at or below the
/// strongest one with an error (those above it hold at every optimum); a call refused over a conflict that names
/// a hardened equality is retried after softening them all. A softened equality goes back to its own priority,
/// and the solver finds the optimum by its usual path.
extension Solver {
    /// The priority above which a batch's optional equalities are hardened: that of its strongest optional
    /// inequality (see ``Solver/BatchPlan``), or of the strongest level that has an error already. A weaker
    /// equality would most likely have to give way to one of those (a stack's equal centring at 149 to its
    /// labels' hugging at 250), and hardening it would only be undone; correctness does not rest on this, only
    /// the work saved.
    func hardeningThreshold(strongestOptionalInequality: Double) -> Double {
        var threshold = strongestOptionalInequality
        for level in tableau.levels where level.row.constant > Tolerance.drift { threshold = max(threshold, level.priority) }
        return threshold
    }

    /// The priority to install a constraint of a batch with: required for an optional equality above
    /// `threshold`, which is then listed as hardened with its own priority.
    func installationPriority(hardening constraint: Constraint, above threshold: Double) -> Priority {
        guard hardensOptionalEqualities, constraint.relation == .equal, constraint.priority.isValid,
              !constraint.priority.isRequired, constraint.priority.rawValue > threshold, !contains(constraint)
        else { return constraint.priority }
        hardened.updateValue(constraint.priority, forKey: ObjectIdentifier(constraint))
        hardenings += 1
        hardenedFloor = min(hardenedFloor, constraint.priority.rawValue)
        return .required
    }

    /// Runs a call that may change the solution, then softens the hardened equalities if the solution may no
    /// longer be the optimum of the constraints as they were given. A call refused while equalities were hardened
    /// (before it, or by it: a refused batch takes its own out again) runs again once they are softened, hardening
    /// none, so that what it names as conflicting is what the priorities say (every call either succeeds or
    /// changes nothing).
    func keepingHardenedOptimal(_ call: () throws(SolverError) -> Void) throws(SolverError) {
        let hardenedBefore = hardenings
        do {
            try call()
        } catch .unsatisfiableConstraint where hardened.count > 0 || hardenings != hardenedBefore {
            softenHardened()
            let hardens = hardensOptionalEqualities
            hardensOptionalEqualities = false
            defer { hardensOptionalEqualities = hardens }
            try call()
        }
        if let level = strongestLevelBreakingHardening { softenHardened(atOrBelow: level) }
    }

    /// The highest priority at or above the lowest hardened one whose optional constraints have an error, or nil
    /// when there is none and the hardened equalities hold optimally.
    ///
    /// Only the equalities hardened at or below it need softening: every level above it has no error, so every
    /// optimum of the constraints as given satisfies every optional constraint above it, and holding those as
    /// required leaves the optima as they are. A `.fillProportionally` stack with room to spare always breaks
    /// one of its weakest proportions, and softening its hundreds of stronger ones too took seconds.
    private var strongestLevelBreakingHardening: Double? {
        guard hardened.count > 0 else { return nil }
        applyPendingChanges()
        return tableau.levels.first { $0.priority >= hardenedFloor && $0.row.constant > Tolerance.drift }?.priority
    }

    /// Stops holding a constraint that leaves the solver as hardened.
    func forgetHardening(of constraint: Constraint) {
        if hardened.count > 0 { _ = hardened.removeValue(forKey: ObjectIdentifier(constraint)) }
    }

    /// Puts the hardened equalities whose priority is at or below `level` back at their own priority, in the
    /// order they were added.
    func softenHardened(atOrBelow level: Double = .infinity) {
        guard hardened.count > 0 else { return }
        var softened: [(constraint: Constraint, constant: Double, priority: Priority, order: Int)] = []
        var kept = IdentityMap<Priority>()
        hardenedFloor = .infinity
        for record in records.allValues {
            guard let priority = hardened[ObjectIdentifier(record.constraint)] else { continue }
            if priority.rawValue > level {
                kept.updateValue(priority, forKey: ObjectIdentifier(record.constraint))
                hardenedFloor = min(hardenedFloor, priority.rawValue)
            } else {
                softened.append((record.constraint, record.constant, priority, record.marker.id))
            }
        }
        softened.sort { $0.order < $1.order }
        hardened = kept
        for entry in softened { _ = takeOut(entry.constraint) }
        applyPendingChanges()
        for entry in softened {
            // An optional constraint is never refused: it has errors to absorb any conflict.
            _ = try? install(entry.constraint, constant: entry.constant, priority: entry.priority)
        }
        refactorIfDue()
        settleAfterRelaxing()
    }
}
