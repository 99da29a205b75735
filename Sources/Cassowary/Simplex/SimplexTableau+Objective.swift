/// One priority level of the lexicographic objective: the total error of the constraints at that priority.
struct ObjectiveLevel {
    var priority: Double
    var row: Row
    var users: Int
}

/// The lexicographic objective, primal optimisation and pivoting.
extension SimplexTableau {
    /// The index of the objective level at a priority, inserted in order when there is none yet.
    private mutating func levelIndex(for priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority == priority }) { return index }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(ObjectiveLevel(priority: priority, row: Row(), users: 0), at: index)
        return index
    }

    /// Adds `factor × symbol` to the objective at a priority, substituting the symbol's row if it is basic.
    mutating func addToObjective(_ symbol: Symbol, priority: Double, factor: Double) {
        let index = levelIndex(for: priority, countingUser: factor > 0 ? 1 : -1)
        if let row = rows[symbol.id] {
            levels[index].row.constant += factor * row.constant
            for cell in row.cells { addCost(factor * cell.coefficient, to: cell.symbol, atLevel: index) }
        } else {
            addCost(factor, to: symbol, atLevel: index)
        }
        if levels[index].users == 0 { levels.remove(at: index) }
    }

    /// Charges a constraint's new error symbol at a priority. No row or level holds the symbol yet, so its cell is
    /// appended without a search (the level's row is as long as the errors at its priority), and its cost,
    /// positive, makes it no candidate to enter: what ``addToObjective(_:priority:factor:)`` does for it.
    mutating func chargeNewError(_ error: Symbol, priority: Double) {
        levels[levelIndex(for: priority, countingUser: 1)].row.addAbsent(1, to: error)
    }

    /// The level of a priority, made if need be, with its count of charged symbols moved by `change`: where every
    /// change to the objective starts.
    private mutating func levelIndex(for priority: Double, countingUser change: Int) -> Int {
        invalidateValues()
        let index = levelIndex(for: priority)
        levels[index].users += change
        return index
    }

    /// Adds to a symbol's cost at one objective level, and lists the symbol as a candidate to enter when its
    /// reduced cost is now negative. Only a change can make it so, and every change comes here, so the
    /// candidates hold every symbol that can enter and few others: substituting a long row into the objective
    /// used to list each of its symbols whose cost at this level was not positive, and the primal simplex then
    /// popped them all from the heap to find none that could enter.
    @inline(__always)
    mutating func addCost(_ amount: Double, to symbol: Symbol, atLevel index: Int) {
        let (change, coefficient) = levels[index].row.addReturningCoefficient(amount, to: symbol)
        // A positive cost here cannot make the reduced cost negative: the levels above did not change.
        if change != .unchanged && coefficient <= 0 && objectiveSign(of: symbol) < 0 { candidates.insert(symbol) }
    }

    /// The total error of the constraints at a priority (zero when there are none).
    func totalError(at priority: Double) -> Double {
        levels.first { $0.priority == priority }?.row.constant ?? 0
    }

    /// The sign of a symbol's reduced cost: the sign of its coefficient at the highest level that has one.
    private func objectiveSign(of symbol: Symbol) -> Double {
        for level in levels {
            let coefficient = level.row.coefficient(of: symbol)
            if coefficient != 0 { return coefficient }
        }
        return 0
    }

    /// The subject for a row at zero, which holds at the current point whichever of the constraint's own
    /// restricted symbols it is solved for: `chosen`, unless solving for it would leave a symbol with a negative
    /// reduced cost and solving for the other would not. Each choice is a basis of the same point, but the
    /// first one costs a pivot. Redundant optional equalities need this: a stack's spanning edges at 999.5
    /// all restate one equality, so every row of theirs holds the first one's errors, and a pivot on those,
    /// one per insertion, rewrote every row before it (quadratic in the number of views).
    func subjectKeepingOptimality(_ row: inout Row, chosen: Symbol, marker: Symbol, other: Symbol?) -> Symbol {
        guard let other, chosen == marker || chosen == other else { return chosen }
        let alternative = chosen == marker ? other : marker
        guard abs(row.coefficient(of: alternative)) > Tolerance.pivot, leavesNegativeCost(row, solvedFor: chosen),
              !leavesNegativeCost(row, solvedFor: alternative) else { return chosen }
        row.constant = 0
        return alternative
    }

    /// Whether substituting `row`, solved for `subject`, into the objective would give a symbol other than a
    /// marker of a required equality a negative reduced cost.
    private func leavesNegativeCost(_ row: Row, solvedFor subject: Symbol) -> Bool {
        let scale = -1 / row.coefficient(of: subject)
        for cell in row.cells where cell.symbol != subject && !cell.symbol.isDummy {
            for level in levels {
                let cost = level.row.coefficient(of: cell.symbol) + level.row.coefficient(of: subject) * scale * cell.coefficient
                if isNearZero(cost) { continue }
                if cost < 0 { return true }
                break
            }
        }
        return false
    }

    /// Primal simplex on the lexicographic objective. Entering: the lowest symbol with a negative reduced
    /// cost (Bland's rule), found among the symbols whose cost changed rather than by scanning the objective.
    /// Stops early, with ``isSuboptimal`` set, after the pivot that passes ``optimizationStop``.
    mutating func optimize() {
        var degenerate = 0
        while let entering = nextEnteringSymbol() {
            guard let leaving = leavingRow(for: entering, bland: degenerate > SimplexTableau.degeneratePivotLimit) else { break }
            if isNearZero(leaving.ratio) { degenerate += 1 }
            pivot(entering: entering, leaving: leaving.basic)
            if cellsRewritten > optimizationStop {
                isSuboptimal = true
                return
            }
        }
        if isSuboptimal { isSuboptimal = false }
    }

    /// Lifts ``optimizationStop`` and finishes the primal simplex if it stopped there.
    mutating func optimizeFully() {
        optimizationStop = .max
        if isSuboptimal { optimize() }
    }

    /// The lowest candidate that can enter: not a marker of a required equality, not basic, and with a negative
    /// reduced cost.
    private mutating func nextEnteringSymbol() -> Symbol? {
        while let symbol = candidates.popMin() {
            if !symbol.isDummy && rows[symbol.id] == nil && objectiveSign(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// The restricted row that first limits the entering symbol's growth, with its ratio. Among rows that limit
    /// it equally (degenerate ones, with ratio zero, are common in layouts) the largest pivot wins, since pivoting
    /// on a tiny coefficient multiplies rounding errors; with `bland` the lowest basic symbol wins instead, which
    /// cannot cycle.
    func leavingRow(for entering: Symbol, bland: Bool = false) -> (basic: Symbol, ratio: Double)? {
        var best: (basic: Symbol, ratio: Double, magnitude: Double)?
        for basic in columns[entering.id] where basic.isRestricted {
            let row = rows[basic.id]!
            let coefficient = row.coefficient(of: entering)
            guard coefficient < -Tolerance.pivot else { continue }
            let candidate = (basic: basic, ratio: -row.constant / coefficient, magnitude: -coefficient)
            if let current = best {
                if candidate.ratio > current.ratio + Tolerance.leavingRatioTie { continue }
                if abs(candidate.ratio - current.ratio) <= Tolerance.leavingRatioTie {
                    let preferred = bland ? candidate.basic < current.basic
                        : candidate.magnitude > current.magnitude || (candidate.magnitude == current.magnitude && candidate.basic < current.basic)
                    if !preferred { continue }
                }
            }
            best = candidate
        }
        return best.map { ($0.basic, $0.ratio) }
    }

    /// Degenerate pivots in one call after which the choice of leaving row falls back to Bland's rule. They are
    /// counted whether or not other pivots came between: a cycle can mix degenerate pivots with ones whose ratio,
    /// just above the tolerance, moves the point by rounding noise, and a count reset by those never ends it.
    static let degeneratePivotLimit = 50

    /// Exchanges a basic and a parametric symbol.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        pivotCount += 1
        pivotsSinceRefactor += 1
        var row = takeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, row)
        insertRow(row, basic: entering)
    }
}
