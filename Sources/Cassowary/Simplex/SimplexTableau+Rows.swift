/// Substitution, choosing a row's subject, eliminating a marker and recomputing the rows.
extension SimplexTableau {
    mutating func insertRow(_ row: Row, basic: Int) {
        for cell in row.cells { columns[Int(cell.symbol)].insert(Int32(basic)) }
        rows[basic] = row
    }

    mutating func takeRow(_ basic: Int) -> Row {
        let row = rows[basic]!
        rows[basic] = nil
        for cell in row.cells { columns[Int(cell.symbol)].remove(Int32(basic)) }
        return row
    }

    /// `row += factor × other` for the row of `basic`, keeping the column index.
    private mutating func add(_ other: Row, times factor: Double, to row: inout Row, basic: Int) {
        row.constant += factor * other.constant
        for cell in other.cells {
            switch row.add(factor * cell.coefficient, to: Int(cell.symbol)) {
            case .inserted: columns[Int(cell.symbol)].insert(Int32(basic))
            case .removed: columns[Int(cell.symbol)].remove(Int32(basic))
            case .updated, .unchanged: break
            }
        }
    }

    /// Replaces `symbol` by `row` in every tableau row and objective that contains it.
    mutating func substitute(_ symbol: Int, _ row: Row) {
        updatesSinceRefactor += 1
        let users = columns[symbol]
        columns[symbol] = SymbolSet()
        for user in users {
            let basic = Int(user)
            var target = rows[basic]!
            rows[basic] = nil
            let coefficient = target.remove(symbol)
            add(row, times: coefficient, to: &target, basic: basic)
            rows[basic] = target
            if kinds[basic] != .external && target.constant < 0 { infeasibleRows.insert(basic) }
        }
        for index in levels.indices {
            let coefficient = levels[index].row.remove(symbol)
            guard coefficient != 0 else { continue }
            levels[index].row.constant += coefficient * row.constant
            for cell in row.cells {
                levels[index].row.add(coefficient * cell.coefficient, to: Int(cell.symbol))
                candidates.insert(Int(cell.symbol))
            }
        }
        if artificial != nil {
            let coefficient = artificial!.remove(symbol)
            if coefficient != 0 {
                artificial!.constant += coefficient * row.constant
                for cell in row.cells { artificial!.add(coefficient * cell.coefficient, to: Int(cell.symbol)) }
            }
        }
    }

    /// A constraint that repeats required equalities expands to their markers plus, after many pivots,
    /// rounding noise (a slack or another marker at 1e-8 next to markers at 1). The noise is removed, so that the
    /// row is seen to be redundant (or in conflict) and no later pivot divides by it, which would blow the noise
    /// up into an infeasible tableau. Rows with any other shape are left alone.
    func dropRoundingNoise(from row: inout Row, keeping marker: Int) {
        var largestMarker = 0.0
        for cell in row.cells {
            switch kinds[Int(cell.symbol)] {
            case .external: return
            case .dummy: largestMarker = max(largestMarker, abs(cell.coefficient))
            case .slack, .error: break
            }
        }
        let limit = Tolerance.redundancyRatio * largestMarker
        guard largestMarker > 0, row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy || abs($0.coefficient) <= limit }) else { return }
        for cell in row.cells where Int(cell.symbol) != marker && abs(cell.coefficient) <= limit { row.remove(Int(cell.symbol)) }
    }

    /// Kiwi's rule: an external symbol if there is one (among those with a large enough coefficient, the one in
    /// the fewest rows, then the lowest), else a restricted marker with a negative coefficient, whose value
    /// then stays non-negative. Coefficients below the pivot tolerance are rounding noise and never chosen.
    func chooseSubject(_ row: Row, marker: Int, other: Int?) -> Int? {
        var largest = Tolerance.pivot / Tolerance.pivotThreshold
        for cell in row.cells where kinds[Int(cell.symbol)] == .external { largest = max(largest, abs(cell.coefficient)) }
        var best: Int?
        for cell in row.cells where kinds[Int(cell.symbol)] == .external && abs(cell.coefficient) >= Tolerance.pivotThreshold * largest {
            let symbol = Int(cell.symbol)
            if let current = best {
                let (count, currentCount) = (columns[symbol].count, columns[current].count)
                if count < currentCount || (count == currentCount && symbol < current) { best = symbol }
            } else {
                best = symbol
            }
        }
        if let best { return best }
        for candidate in [marker, other].compactMap({ $0 })
        where kinds[candidate] == .slack || kinds[candidate] == .error {
            if row.coefficient(of: candidate) < -Tolerance.pivot { return candidate }
        }
        return nil
    }

    /// Removes the one equation that mentions `marker`, leaving the rest of the system as it was. A marker left
    /// only with rounding noise (coefficients below the pivot tolerance) belonged to a constraint the others
    /// already implied: its cells are dropped, since dividing by one blows the noise up into broken constraints.
    mutating func eliminate(_ marker: Int) {
        if rows[marker] != nil {
            _ = takeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            var row = takeRow(leaving)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, row)
        } else {
            for user in columns[marker] { rows[Int(user)]!.remove(marker) }
            columns[marker] = SymbolSet()
        }
    }

    /// The row in which to pivot a marker that is not basic: a dummy's row if there is one, else Kiwi's three-tier
    /// choice; never one where the marker's coefficient is below the pivot tolerance (nil when all are).
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (basic: Int, ratio: Double)?
        var second: (basic: Int, ratio: Double)?
        var third: Int?
        func better(_ candidate: (basic: Int, ratio: Double), than current: (basic: Int, ratio: Double)?) -> Bool {
            guard let current else { return true }
            return candidate.ratio < current.ratio || (candidate.ratio == current.ratio && candidate.basic < current.basic)
        }
        var dummy: (basic: Int, magnitude: Double)?
        for user in columns[marker] {
            let basic = Int(user)
            let row = rows[basic]!
            let coefficient = row.coefficient(of: marker)
            guard abs(coefficient) > Tolerance.pivot else { continue }
            // A dummy's row ties redundant required equalities together with constant zero: pivoting there
            // drops only the removed constraint's share and keeps every other constraint exact. The largest
            // coefficient is the safest pivot.
            if kinds[basic] == .dummy {
                if abs(coefficient) > (dummy?.magnitude ?? 0) { dummy = (basic, abs(coefficient)) }
                continue
            }
            if kinds[basic] == .external {
                if third.map({ basic < $0 }) ?? true { third = basic }
            } else if coefficient < 0 {
                let candidate = (basic: basic, ratio: -row.constant / coefficient)
                if better(candidate, than: first) { first = candidate }
            } else {
                let candidate = (basic: basic, ratio: row.constant / coefficient)
                if better(candidate, than: second) { second = candidate }
            }
        }
        if let dummy, dummy.magnitude > Tolerance.redundancyRatio { return dummy.basic }
        return first?.basic ?? second?.basic ?? third ?? dummy?.basic
    }

    // MARK: Refactorisation

    /// Recomputes every row and the objective from the constraints' own rows, for the current basis. Each pivot
    /// adds rounding error to the rows it touches, and removing and re-adding constraints compounds it (a factor
    /// of ten per cycle was seen), as do the thousands of pivots over dense rows that adding a large system takes
    /// (drift of 1e-7 let noise pass for a pivot, and the tableau blew up to 1e48); recomputing discards it. In
    /// exact arithmetic nothing changes: same basis, same values, same objective.
    ///
    /// - Parameters:
    ///   - constraintRows: the unexpanded row of every constraint in the tableau proper (not kept as a
    ///     definition), with its current constant; as many as there are rows.
    ///   - errors: every error symbol with the priority of its level.
    /// - Returns: false, with the tableau left as it was (the count of updates restarts), when the rows do not
    ///   match the basis (one row per constraint) or the basis is numerically singular.
    mutating func refactor(constraintRows: [Row], errors: [(symbol: Int, priority: Double)]) -> Bool {
        let basis = rows.indices.filter { rows[$0] != nil }
        guard artificial == nil, basis.count == constraintRows.count else {
            restartRefactorCounts()
            return false
        }
        let saved = self
        var unassigned = [Bool](repeating: false, count: rows.count)
        for basic in basis {
            unassigned[basic] = true
            _ = takeRow(basic)
        }
        levels.removeAll()
        // Gauss-Jordan elimination with partial pivoting, restricted to the basic symbols: each row takes as its
        // subject the unassigned basic symbol with the largest coefficient. A nonsingular basis always has one.
        for constraintRow in constraintRows {
            var row = expand(constraintRow)
            var subject: Int?
            var magnitude = Tolerance.pivot
            for cell in row.cells where unassigned[Int(cell.symbol)] && abs(cell.coefficient) > magnitude {
                subject = Int(cell.symbol)
                magnitude = abs(cell.coefficient)
            }
            guard let subject else {
                self = saved
                restartRefactorCounts()
                return false
            }
            unassigned[subject] = false
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(row, basic: subject)
        }
        for (symbol, priority) in errors { addToObjective(symbol, priority: priority, factor: 1) }
        infeasibleRows.removeAll()
        restartRefactorCounts()
        invalidateValues()
        return true
    }

    private mutating func restartRefactorCounts() {
        updatesSinceRefactor = 0
        pivotsSinceRefactor = 0
    }
}
