/// Removals wait for the next call that adds, changes or reads, and go together: one at a time, the last added
/// first, or, once they have rewritten many cells, by rebuilding the tableau from the constraints that stay and
/// the batch being added, if any. Rebuilding costs what adding every constraint costs, once for all the removals
/// and additions. The optimum is the same; among several optimal solutions the rebuilt tableau may pick another
/// one, as a batch may (see ``Solver/add(contentsOf:)``).
extension Solver {
    /// Applies what earlier calls left waiting: the removals, then the settling of the parked rows that they
    /// and other relaxing changes may have broken (see `settlingDeferred`). Every call but `remove` starts with
    /// this.
    @inline(__always)
    func applyPendingChanges() {
        applyPendingRemovals()
        if settlingDeferred { settleAfterRelaxing() }
    }

    /// Applies the removals waiting, if any, and leaves the parked rows they may break to the next settling.
    @inline(__always)
    func applyPendingRemovals() {
        if !pendingRemovals.isEmpty { _ = applyRemovals() }
    }

    /// Applies the removals waiting before `batch` is added, leaving the parked rows they may break to the
    /// settling that ends the batch. Returns true when they ended in a rebuild that took the batch along (see
    /// `applyRemovals`); the caller then has nothing left to add.
    func applyPendingRemovals(before batch: [Constraint]) -> Bool {
        !pendingRemovals.isEmpty && applyRemovals(takingAlong: batch.contains(where: contains) ? [] : batch)
    }

    /// The removals one at a time, the last added first: undoing the additions in reverse takes each definition
    /// out before those it names. In the order they came, taking the first view of a content-sized stack out
    /// (the view's own constraints, then the alignments from the second view on) brought each alignment's marker
    /// into every label's row: 316,740 cells rewritten at 400 views, against 738 in reverse; and churning a
    /// tenth of a row went through a rebuild each time, as the estimate of the work the old order needed
    /// called for one (6.3 against 1.9 ms at 1,000 views).
    ///
    /// Once they have rewritten a share of what a rebuild is worth (see `removalBudgetDivisor`), the rest go by
    /// rebuilding, which takes `batch` along: its constraints would otherwise go one at a time into the rebuilt
    /// tableau. The removals rebuild at once when the ids they leave behind outnumber the live symbols (see
    /// `holdsMostlyDeadSymbols`), or when they and the batch outnumber the constraints that stay. Returns true
    /// when a rebuild took the batch; a batch the rebuild refuses is left to the caller, whose
    /// constraint-at-a-time adding finds the one refused.
    private func applyRemovals(takingAlong batch: [Constraint] = []) -> Bool {
        if holdsMostlyDeadSymbols || replacesMostOfTheSystem(batch: batch),
           let tookBatch = rebuild(takingAlong: batch, .inItsOrder(among: pendingRemovals)) { return tookBatch }
        let (limit, start) = (rebuildLimit(), tableau.cellsRewritten)
        // One removal can pivot hundreds of times (taking out a hidden view's gap in an `.equalCentering` stack of
        // 300 labels: 365 pivots through rows as long as the stack, 1.1 s); it stops where the budget ends.
        tableau.optimizationStop = start + limit / Solver.removalBudgetDivisor
        pendingRemovals.sort { $0.marker.id < $1.marker.id }
        // Those made before a rebuild midway still place the batch: their places hold until the rebuild.
        let removals = pendingRemovals
        // The removals not yet made stay listed, so that a refactoring waits for them (see `refactorIfDue`).
        var rebuildRefused = false
        while let record = pendingRemovals.last {
            // Looked at before the removal, not after: one elimination can rewrite more than a rebuild is worth (a
            // squeezed `.equalSpacing` row of 2,000 labels losing its first: one marker in 2,000 rows, pivoted in
            // a row of 3,923 cells, 7.8 million cells and 1.2 s).
            let projected = tableau.cellsRewritten - start + tableau.eliminationCost(of: record.marker)
            if !rebuildRefused && projected * Solver.removalBudgetDivisor > limit {
                if let tookBatch = rebuild(takingAlong: batch, .atPlaces(of: removals)) { return tookBatch }
                rebuildRefused = true
                tableau.optimizeFully()
            }
            pendingRemovals.removeLast()
            uninstall(record)
        }
        if tableau.isSuboptimal, let tookBatch = rebuild(takingAlong: batch, .atPlaces(of: removals)) { return tookBatch }
        tableau.optimizeFully()
        refactorIfDue()
        settlingDeferred = true
        return false
    }

    /// The places of a batch's constraints among removed ones (see ``RemovedPlaces``).
    private func placesOf(_ batch: [Constraint], among removed: [Record], keepingItsOrder: Bool) -> [Int] {
        RemovedPlaces(removed).places(of: batch, keepingItsOrder: keepingItsOrder)
    }

    /// Gives a batch added after removals made one at a time the places of the removed constraints (see
    /// ``RemovedPlaces``), which a later rebuild keeps. A stack view hiding views replaces links of its chain of
    /// gaps; with the replacements at the places of their own markers, the rebuild that shows the views again
    /// took the whole batch to the end and joined the chain there, through rows as long as the stack.
    func inheritPlaces(of batch: [Constraint], from removed: [Record]) {
        for (constraint, place) in zip(batch, placesOf(batch, among: removed, keepingItsOrder: false)) {
            setPlace(place, of: constraint)
        }
    }

    /// Whether the removals and `batch` outnumber the constraints that stay: rebuilding then writes fewer rows
    /// than the changes would rewrite one at a time. A `.fillProportionally` stack replaces its whole arrangement
    /// when its proportions change (see `StackInstallation`): half of the system goes and comes back, and taking
    /// it out row by row before the rebuild took two thirds of a 0.9 s relayout at 3,000 labels.
    private func replacesMostOfTheSystem(batch: [Constraint]) -> Bool {
        pendingRemovals.count + batch.count > constraintCount
    }

    /// Whether the ids of removed constraints' markers and errors outnumber the live symbols': taken out one at
    /// a time, a constraint keeps its ids (toggling one constraint a thousand times made 2,000 symbols), and only
    /// a rebuild frees them. Rebuilding then keeps the tableau's size proportional to the system, for one rebuild
    /// per as many removals as there are live symbols.
    private var holdsMostlyDeadSymbols: Bool {
        tableau.symbolIDsInUse > 2 * (symbols.count + 3 * constraintCount) + 64
    }

    /// Rebuilds without the removals waiting, with `batch` placed as `placement` says or, if that is refused,
    /// without it. Returns whether the batch went in, or nil when no rebuild held (the removals still waiting).
    private func rebuild(takingAlong batch: [Constraint], _ placement: BatchPlacement) -> Bool? {
        if !batch.isEmpty, rebuildTableau(adding: batch, placement) { return true }
        return rebuildTableau() ? false : nil
    }

    /// The cells that removals made one at a time may rewrite before rebuilding, as a fraction of what a rebuild
    /// is worth: a cell a removal rewrites costs more than one a rebuild writes (an elimination, not an append),
    /// and the work already done is lost.
    static let removalBudgetDivisor = 4

    /// What rebuilding is worth, in cells rewritten: a share per constraint, the waiting removals and `batch`
    /// more constraints to add included.
    func rebuildLimit(adding batch: Int = 0) -> Int {
        rebuildCellsPerConstraint * (constraintCount + pendingRemovals.count + batch)
    }

    /// Where a rebuild puts the constraints of a batch among those that stay.
    enum BatchPlacement {
        /// Before them: a stack's new equal widths go before the chain of gaps they divide.
        case first
        /// At the places of the removed constraints they replace, in the batch's order (see ``RemovedPlaces``):
        /// what a whole arrangement replaced takes.
        case inItsOrder(among: [Record])
        /// At the places of the removed constraints they replace: what a patched arrangement takes.
        case atPlaces(of: [Record])
    }

    /// Builds the tableau anew from the constraints that stay, with their current constants and priorities, and
    /// `batch`, ordered together as a batch is. The constraints go in the order of their places (see
    /// ``Record/place``); the batch's go as `placement` says, so that a link of a chain taken out and put back,
    /// or replaced, defines its view's position again. Variables keep their symbols, so handles stay valid.
    /// Returns false, with nothing changed (the removals still waiting), if a constraint is refused: one of the
    /// batch, or one that rounding makes a system that held refuse.
    func rebuildTableau(adding batch: [Constraint] = [], _ placement: BatchPlacement = .first) -> Bool {
        var entries: [(constraint: Constraint, constant: Double, priority: Priority, order: (Int, Int, Int))] = []
        entries.reserveCapacity(constraintCount + batch.count)
        var unparked: [(constraint: Constraint, constant: Double, priority: Priority, place: Int)] = []
        for record in records.allValues {
            guard !record.addedUnparked else {
                unparked.append((record.constraint, record.constant, record.priority, record.place))
                continue
            }
            entries.append((record.constraint, record.constant, record.priority,
                            (record.place, record.marker.id, record.ownsRow ? 0 : 1)))
        }
        for entry in parked.allValues {
            entries.append((entry.constraint, entry.constant, .required, (entry.place, entry.slack.id, 0)))
        }
        let saved = snapshot()
        let threshold = hardeningThreshold(strongestOptionalInequality: BatchPlan(batch).strongestOptionalInequality)
        let places = switch placement {
        case .first: Array(repeating: -1, count: batch.count)
        case let .inItsOrder(removed): placesOf(batch, among: removed, keepingItsOrder: true)
        case let .atPlaces(removed): placesOf(batch, among: removed, keepingItsOrder: false)
        }
        for (index, constraint) in batch.enumerated() {
            entries.append((constraint, constraint.expression.constant, installationPriority(hardening: constraint, above: threshold),
                            (places[index], Int.max, index)))
        }
        entries.sort { $0.order < $1.order }
        tableau = SimplexTableau(keepingExternalSymbolsOf: tableau)
        records.removeAll()
        parked.removeAll()
        owners = []
        waitingInequalities = WaitingInequalities()
        pendingRemovals = []
        let plan = BatchPlan(entries.map(\.constraint))
        reserveRoom(for: plan, constraints: entries.count)
        for index in plan.order {
            let entry = entries[index]
            guard (try? addUnsettled(entry.constraint, constant: entry.constant, priority: entry.priority)) != nil else {
                restore(saved)
                return false
            }
        }
        // Those that came unparked go in unparked, after the others, as they came: a squeezed stack's size floors,
        // parked among the rest, each took a round of settling and rows as long as the stack (removing a label
        // from a squeezed `.equalSpacing` row of 2,000 took 2.3 s).
        unparked.sort { $0.place < $1.place }
        do {
            try withoutParking { () throws(SolverError) -> Void in
                for entry in unparked { try addUnsettled(entry.constraint, constant: entry.constant, priority: entry.priority) }
            }
        } catch {
            restore(saved)
            return false
        }
        for entry in unparked { records[entry.constraint]?.addedUnparked = true }
        guard settleParkedRows() == nil else {
            restore(saved)
            return false
        }
        // A dragged variable stays basic, so that reading it after each step costs constant time.
        for edit in edits.allValues { tableau.materializeIfDefined(symbol(for: edit.expression.terms[0].variable)) }
        return true
    }
}

/// Where the constraints of a batch go among those that stay when the tableau is rebuilt: a constraint that was
/// removed and comes back takes its old place; a new one, the place of the first removed constraint that names
/// one of its variables, as the link that joins a stack's views again once one has gone replaces the two that
/// held it; any other goes with the one before it. A batch that replaces a whole arrangement also keeps its
/// order: none of its constraints goes before one that precedes it in the batch.
///
/// The order matters for speed only: a chain whose links go in one after the other defines each view's position
/// from the last, while a chain rebuilt in pieces and joined at the end expands the pieces into every joining
/// row, and taking a tenth of a stack view's 1,000 views out then cost a second.
struct RemovedPlaces {
    // Identity maps rather than dictionaries: every batch that follows removals is placed (see
    // `inheritPlaces`), and SipHash was half of the cost.
    private var constraintPlaces: IdentityMap<Int>
    private var variablePlaces: IdentityMap<Int>

    init(_ removals: [Solver.Record]) {
        constraintPlaces = IdentityMap(minimumCapacity: removals.count)
        variablePlaces = IdentityMap(minimumCapacity: removals.reduce(0) { $0 + $1.constraint.expression.terms.count })
        for record in removals {
            let place = record.place
            constraintPlaces.updateValue(place, forKey: ObjectIdentifier(record.constraint))
            for term in record.constraint.expression.terms {
                let key = ObjectIdentifier(term.variable)
                variablePlaces.updateValue(min(variablePlaces[key] ?? place, place), forKey: key)
            }
        }
    }

    /// The places of a batch's constraints; with `keepingItsOrder`, each no earlier than the place of any before
    /// it, so that the batch keeps the order in which its client builds it.
    ///
    /// A batch that replaces a whole arrangement keeps its order. A `.fillProportionally` stack replaces its
    /// arrangement at each edit (see `StackInstallation`), and each new constraint took the place of the first
    /// removed one naming its variables; after a few edits those places scattered the chain of gaps, and showing
    /// a tenth of 10,000 labels again took 21 s, against 0.5 s with the batch in its order. A batch that patches
    /// an arrangement does not: its client builds it kind by kind (a stack view's new gap edges, then its new
    /// spacings), and in its order, the spacings that replace the links around hidden views all went after the
    /// last view's; showing the views again then joined the chain there, through rows as long as the stack.
    ///
    /// A constraint with no place of its own (a new guide's first edge names no removed constraint's variable)
    /// goes with the one before it in the batch, or with the first that has a place: sent last, it took every
    /// one after it along, and a `.equalSpacing` stack showing a tenth of 2,000 labels again rebuilt its chain of
    /// gaps in pieces joined at the end (1.2 million cells rewritten instead of none).
    func places(of batch: [Constraint], keepingItsOrder: Bool) -> [Int] {
        let own = batch.map(place(of:))
        var latest = own.lazy.compactMap { $0 }.first ?? Int.max
        return own.map { place in
            latest = keepingItsOrder ? max(latest, place ?? latest) : place ?? latest
            return latest
        }
    }

    /// The place of one constraint of a batch, if it has one.
    private func place(of constraint: Constraint) -> Int? {
        if let place = constraintPlaces[ObjectIdentifier(constraint)] { return place }
        return constraint.expression.terms.lazy.compactMap { variablePlaces[ObjectIdentifier($0.variable)] }.min()
    }
}
