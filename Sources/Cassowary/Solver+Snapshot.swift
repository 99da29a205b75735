/// What a call may change, saved so that a call given up puts the solver back exactly as it was. The parts are
/// values, copied on write, so saving costs nothing until the call changes them. Every restore goes through
/// this one list, so that none leaves a part out: a rebuild that did not restore the variables left a refused
/// batch's new variables with ids that other symbols then took, and the tableau broke.
extension Solver {
    struct Snapshot {
        fileprivate let tableau: SimplexTableau
        fileprivate let symbols: SlotTable<Variable, Symbol>
        fileprivate let records: SlotTable<Constraint, Record>
        fileprivate let parked: SlotTable<Constraint, ParkedConstraint>
        fileprivate let owners: [Constraint?]
        fileprivate let edits: IdentityMap<Constraint>
        fileprivate let waitingInequalities: WaitingInequalities
        fileprivate let pendingRemovals: [Record]
        fileprivate let settlingDeferred: Bool
        fileprivate let hardened: IdentityMap<Priority>
        fileprivate let hardenedFloor: Double
    }

    func snapshot() -> Snapshot {
        Snapshot(tableau: tableau, symbols: symbols, records: records, parked: parked, owners: owners, edits: edits,
                 waitingInequalities: waitingInequalities, pendingRemovals: pendingRemovals,
                 settlingDeferred: settlingDeferred, hardened: hardened, hardenedFloor: hardenedFloor)
    }

    func restore(_ saved: Snapshot) {
        (tableau, owners, edits, waitingInequalities) = (saved.tableau, saved.owners, saved.edits, saved.waitingInequalities)
        (pendingRemovals, settlingDeferred) = (saved.pendingRemovals, saved.settlingDeferred)
        (hardened, hardenedFloor) = (saved.hardened, saved.hardenedFloor)
        // The tables stamp their keys, and a saved copy keeps no stamps of its own.
        symbols.restore(saved.symbols)
        records.restore(saved.records)
        parked.restore(saved.parked)
    }
}
