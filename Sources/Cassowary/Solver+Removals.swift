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
        if !pendingRemovals.isEmpty { _ = applyRemovals() }
    }

    /// Applies the removals waiting before `batch` is added. Returns true when they ended in a rebuild that
    /// took the batch along (see `applyRemovals`); the caller then has nothing left to add.
    func applyPendingRemovals(before batch: [Constraint]) -> Bool {
        !pendingRemovals.isEmpty && applyRemovals(takingAlong: batch.contains(where: contains) ? [] : batch)
    }

    /// The removals one at a time, unless the estimate says rebuilding is cheaper. The estimate counts the cells
    /// of the rows as they are, but each removal rewrites the rows that hold its marker, and the next one may find
    /// them longer: a stack view's first view taken out takes every view's alignment with it, estimated at 22,000
    /// cells at 800 views while, a couple of hundred removals in, each removal brought the next marker into 700
    /// rows (every other removal: the stack's leading alignments, between the trailing ones). So the removals
    /// rebuild after all once two of the last four have each rewritten more than the rest would be worth at that
    /// rate (one alone may be a chain's closing link), or once they have rewritten a share of what a rebuild is
    /// worth (see `removalBudgetDivisor`).
    ///
    /// A rebuild takes `batch` along, as its constraints would otherwise go one at a time into the rebuilt
    /// tableau and rewrite as many cells as the removals would have. Returns true when a rebuild took the batch;
    /// a batch the rebuild refuses is left to the caller, whose constraint-at-a-time adding finds the one refused.
    private func applyRemovals(takingAlong batch: [Constraint] = []) -> Bool {
        let limit = rebuildLimit
        if pendingRemovalWork() > limit, let tookBatch = rebuild(takingAlong: batch) { return tookBatch }
        let budget = tableau.cellsRewritten + limit / Solver.removalBudgetDivisor
        var removals = pendingRemovals[...]
        pendingRemovals = []
        var recentCosts = RecentCosts()
        while let record = removals.popFirst() {
            let before = tableau.cellsRewritten
            uninstall(record)
            refactorIfDue()
            recentCosts.append(tableau.cellsRewritten - before)
            cellsRewrittenByRemovals += tableau.cellsRewritten - before
            let rising = recentCosts.secondLargest > limit / max(removals.count, 1)
            guard tableau.cellsRewritten > budget || rising, !removals.isEmpty else { continue }
            pendingRemovals = Array(removals)
            if let tookBatch = rebuild(takingAlong: batch) { return tookBatch }
            pendingRemovals = []
        }
        settleAfterRelaxing()
        return false
    }

    /// Rebuilds without the removals waiting, with `batch` or, if that is refused, without it. Returns whether
    /// the batch went in, or nil when no rebuild held (the removals still waiting).
    private func rebuild(takingAlong batch: [Constraint]) -> Bool? {
        if !batch.isEmpty, rebuildTableau(adding: batch) { return true }
        return rebuildTableau() ? false : nil
    }

    /// The cells that removals made one at a time may rewrite before rebuilding, as a fraction of the estimate's
    /// limit: a cell a removal rewrites costs more than one a rebuild writes (an elimination, not an append), and
    /// the work already done is lost. Taking the first 100 views out of a stack of 200 one at a time, each followed
    /// by a layout, took 510 ms with the whole limit, 272 ms with a quarter (380 ms never rebuilding); swapping
    /// constraint sets stays incremental with either.
    static let removalBudgetDivisor = 4

    /// Whether the waiting removals would rewrite more cells than rebuilding is worth.
    func rebuildIsCheaper() -> Bool {
        pendingRemovalWork() > rebuildLimit
    }

    /// About how many cells the waiting removals would rewrite, one at a time from the tableau as it is.
    private func pendingRemovalWork() -> Int {
        tableau.removalWork(markers: pendingRemovals.map(\.marker))
    }

    /// What rebuilding is worth, in cells rewritten: a share per constraint, the waiting removals included.
    private var rebuildLimit: Int { rebuildCellsPerConstraint * (constraintCount + pendingRemovals.count) }

    /// Builds the tableau anew from the constraints that stay, with their current constants and priorities, and
    /// `batch`, ordered together as a batch is. The constraints go in the order they were added (the order of
    /// their markers); one of the batch takes the place of a removed one (see ``RemovedPlaces``), so that a link
    /// of a chain taken out and put back, or replaced, defines its view's position again.
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
        let places = RemovedPlaces(pendingRemovals)
        for (index, constraint) in batch.enumerated() {
            entries.append((constraint, constraint.expression.constant, constraint.priority, (places.place(of: constraint), index)))
        }
        entries.sort { $0.order < $1.order }
        let saved = (tableau, records, parked, owners, waitingInequalities, pendingRemovals)
        tableau = SimplexTableau(keepingExternalSymbolsOf: tableau)
        records = IdentityMap()
        parked = IdentityMap()
        owners = []
        waitingInequalities = WaitingInequalities()
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

/// The cells rewritten by the last four removals.
struct RecentCosts {
    private var costs = (0, 0, 0, 0)

    mutating func append(_ cost: Int) {
        costs = (costs.1, costs.2, costs.3, cost)
    }

    /// The second largest of the four: two removals at least cost this much.
    var secondLargest: Int {
        let (a, b, c, d) = costs
        let (high1, low1) = a > b ? (a, b) : (b, a), (high2, low2) = c > d ? (c, d) : (d, c)
        return max(min(high1, high2), max(low1, low2))
    }
}

/// Where the constraints of a batch go among those that stay when the tableau is rebuilt: a constraint that was
/// removed and comes back takes its old place; a new one, the place of the first removed constraint that names
/// one of its variables, as the link that joins a stack's views again once one has gone replaces the two that
/// held it; any other comes last.
///
/// The order matters for speed only: a chain whose links go in one after the other defines each view's position
/// from the last, while a chain rebuilt in pieces and joined at the end expands the pieces into every joining
/// row, and taking a tenth of a stack view's 1,000 views out then cost a second.
struct RemovedPlaces {
    private var constraintPlaces: [ObjectIdentifier: Int] = [:]
    private var variablePlaces: [ObjectIdentifier: Int] = [:]

    init(_ removals: [Solver.Record]) {
        for record in removals {
            let place = record.marker.id
            constraintPlaces[ObjectIdentifier(record.constraint)] = place
            for term in record.constraint.expression.terms {
                let key = ObjectIdentifier(term.variable)
                variablePlaces[key] = min(variablePlaces[key] ?? place, place)
            }
        }
    }

    func place(of constraint: Constraint) -> Int {
        if let place = constraintPlaces[ObjectIdentifier(constraint)] { return place }
        var place = Int.max
        for term in constraint.expression.terms {
            if let variablePlace = variablePlaces[ObjectIdentifier(term.variable)] { place = min(place, variablePlace) }
        }
        return place
    }
}
