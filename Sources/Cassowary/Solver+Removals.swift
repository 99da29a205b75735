/// Removals wait for the next call that adds, changes or reads, and go together: one at a time when they are
/// cheap, or, when they would rewrite many cells, by rebuilding the tableau from the constraints that stay
/// and the batch being added, if any.
///
/// Removing a link of a chain of views costs as much as the row that the chain's closing constraint expanded
/// into (the link's marker is in it), and adding it back as much again, so removing and adding back a tenth
/// of a row of 10,000 views was quadratic: 425 ms. Rebuilding costs what adding every constraint costs, once
/// for all the removals and additions. The optimum is the same; among several optimal solutions the rebuilt
/// tableau may pick another one, as a batch may (see ``Solver/add(contentsOf:)``).
extension Solver {
    /// Applies the removals waiting, if any: every call but `remove` starts with this.
    @inline(__always)
    func applyPendingRemovals() {
        if !pendingRemovals.isEmpty { applyRemovals() }
    }

    private func applyRemovals() {
        if rebuildIsCheaper(), rebuildTableau() { return }
        let removals = pendingRemovals
        pendingRemovals = []
        for record in removals {
            uninstall(record)
            refactorIfDue()
        }
        settleAfterRelaxing()
    }

    /// Whether the waiting removals would rewrite more cells than rebuilding is worth.
    func rebuildIsCheaper() -> Bool {
        let work = tableau.removalWork(markers: pendingRemovals.map(\.marker))
        return work > rebuildCellsPerConstraint * (constraintCount + pendingRemovals.count)
    }

    /// Builds the tableau anew from the constraints that stay, with their current constants and priorities, and
    /// `batch`, ordered together as a batch is. The constraints go in the order they were added (the order of
    /// their markers); one of the batch that was removed and waits takes its old place, so that a link of a
    /// chain taken out and put back defines its view's position again, and the others come last.
    /// Variables keep their symbols, so handles stay valid. Returns false, with nothing changed (the removals
    /// still waiting), if a constraint is refused: one of the batch, or one that rounding makes a system that
    /// held refuse.
    func rebuildTableau(adding batch: [Constraint] = []) -> Bool {
        var entries: [(constraint: Constraint, constant: Double, priority: Priority, order: (Int, Int))] = []
        entries.reserveCapacity(constraintCount + batch.count)
        for record in records.allValues {
            entries.append((record.constraint, record.constant, record.priority, (record.marker.id, record.ownsRow ? 0 : 1)))
        }
        for entry in parked.allValues {
            entries.append((entry.constraint, entry.constant, .required, (entry.slack.id, 0)))
        }
        var oldPlaces: [ObjectIdentifier: Int] = [:]
        for record in pendingRemovals { oldPlaces[ObjectIdentifier(record.constraint)] = record.marker.id }
        for (index, constraint) in batch.enumerated() {
            let place = oldPlaces[ObjectIdentifier(constraint)] ?? Int.max
            entries.append((constraint, constraint.expression.constant, constraint.priority, (place, index)))
        }
        entries.sort { $0.order < $1.order }
        let saved = (tableau, records, parked, owners, waitingInequalities, pendingRemovals)
        tableau = SimplexTableau(keepingExternalSymbolsOf: tableau)
        records = IdentityMap()
        parked = IdentityMap()
        owners = []
        waitingInequalities = [:]
        pendingRemovals = []
        reserveRoom(forConstraints: entries.count, terms: entries.reduce(0) { $0 + $1.constraint.expression.terms.count })
        for index in Solver.insertionOrder(of: entries.map(\.constraint)) {
            let entry = entries[index]
            guard (try? addUnsettled(entry.constraint, constant: entry.constant, priority: entry.priority)) != nil else {
                (tableau, records, parked, owners, waitingInequalities, pendingRemovals) = saved
                return false
            }
        }
        guard settleParkedRows() == nil else {
            (tableau, records, parked, owners, waitingInequalities, pendingRemovals) = saved
            return false
        }
        // A dragged variable stays basic, so that reading it after each step costs constant time.
        for edit in edits.allValues { tableau.materializeIfDefined(symbol(for: edit.expression.terms[0].variable)) }
        return true
    }
}
