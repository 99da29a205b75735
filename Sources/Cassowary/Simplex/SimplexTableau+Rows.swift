/// Substitution, choosing a row's subject, eliminating a marker and recomputing the rows.
extension SimplexTableau {
    /// How many cells a row substituted into others must have for the rest of it to go into one in one pass once
    /// that one has lost an eighth of that many cells, or a 64th of the two rows' cells if more (see
    /// `RowAccumulator.add(_:times:to:symbolCount:)`).
    static let defaultCancellingRowLength = 32

    /// Makes `row` the row of `basic`, indexing it under every symbol it holds.
    mutating func insertRow(_ row: Row, basic: Symbol) {
        // Through the buffer: a row as long as a chain of views would otherwise check, for every cell, that the
        // array of columns is not shared.
        columns.withUnsafeMutableBufferPointer { columns in
            for cell in row.cells { columns[cell.symbol.id].insert(basic) }
        }
        rows[basic.id] = row
        noteValueChange(basic)
    }

    /// Takes the row of `basic` out of the tableau and the column index.
    mutating func takeRow(_ basic: Symbol) -> Row {
        let row = rows[basic.id]!
        rows[basic.id] = nil
        columns.withUnsafeMutableBufferPointer { columns in
            for cell in row.cells { columns[cell.symbol.id].remove(basic) }
        }
        noteValueChange(basic)
        return row
    }

    /// `row += factor × other` for the row of `basic`, keeping the column index.
    private mutating func add(_ other: Row, times factor: Double, to row: inout Row, basic: Symbol) {
        row.constant += factor * other.constant
        if other.cells.count > row.cells.count { row.reserveCapacity(row.cells.count + other.cells.count) }
        // A long row (a pivot through the rows a stack's gaps share) may cancel hundreds of cells: past a few, the
        // rest of the row goes in one pass (see `RowAccumulator.add(_:times:to:symbolCount:)`).
        var removalsLeft = other.cells.count < cancellingRowLength ? Int.max
            : max(1, cancellingRowLength / 8, (row.cells.count + other.cells.count) / 64)
        var added = 0
        columns.withUnsafeMutableBufferPointer { columns in
            for cell in other.cells {
                added += 1
                switch row.add(factor * cell.coefficient, to: cell.symbol) {
                case .inserted: columns[cell.symbol.id].insert(basic)
                case .removed:
                    columns[cell.symbol.id].remove(basic)
                    removalsLeft -= 1
                    if removalsLeft == 0 { return }
                case .updated, .unchanged: break
                }
            }
        }
        guard removalsLeft == 0 && added < other.cells.count else { return }
        let (inserted, removed) = accumulator.add(other.cells[added...], times: factor, to: &row, symbolCount: states.count)
        columns.withUnsafeMutableBufferPointer { columns in
            for symbol in inserted { columns[symbol.id].insert(basic) }
            for symbol in removed { columns[symbol.id].remove(basic) }
        }
    }

    /// Replaces `symbol` by `row` in every tableau row and objective that contains it; `keepingSymbol`, adds `row`
    /// times the symbol's coefficient and leaves the symbol (a folded dummy that a marker leaves, see
    /// ``FoldedMarkers``).
    mutating func substitute(_ symbol: Symbol, _ row: Row, keepingSymbol: Bool = false) {
        updatesSinceRefactor += 1
        let users = columns[symbol.id]
        if !keepingSymbol { columns[symbol.id] = SymbolSet() }
        for basic in users {
            var target = rows[basic.id]!
            rows[basic.id] = nil
            let coefficient = keepingSymbol ? target.coefficient(of: symbol) : target.remove(symbol)
            add(row, times: coefficient, to: &target, basic: basic)
            cellsRewritten &+= row.cells.count
            rows[basic.id] = target
            if basic.isRestricted && target.constant < 0 { infeasibleRows.insert(basic) }
            noteValueChange(basic)
        }
        for index in levels.indices {
            let coefficient = keepingSymbol ? levels[index].row.coefficient(of: symbol) : levels[index].row.remove(symbol)
            guard coefficient != 0 else { continue }
            levels[index].row.constant += coefficient * row.constant
            for cell in row.cells { addCost(coefficient * cell.coefficient, to: cell.symbol, atLevel: index) }
        }
        if artificial != nil {
            let coefficient = keepingSymbol ? artificial!.coefficient(of: symbol) : artificial!.remove(symbol)
            if coefficient != 0 {
                artificial!.constant += coefficient * row.constant
                for cell in row.cells { artificial!.add(coefficient * cell.coefficient, to: cell.symbol) }
            }
        }
    }

    /// A constraint that repeats required equalities expands to their markers plus, after many pivots,
    /// rounding noise (a slack or another marker at 1e-8 next to markers at 1). The noise is removed, so that the
    /// row is seen to be redundant (or in conflict) and no later pivot divides by it, which would blow the noise
    /// up into an infeasible tableau. Rows with any other shape are left alone.
    func dropRoundingNoise(from row: inout Row, keeping marker: Symbol) {
        var largestMarker = 0.0
        for cell in row.cells {
            switch cell.symbol.kind {
            case .external: return
            case .dummy: largestMarker = max(largestMarker, abs(cell.coefficient))
            case .slack, .error: break
            }
        }
        let limit = Tolerance.redundancyRatio * largestMarker
        guard largestMarker > 0, row.cells.allSatisfy({ $0.symbol.isDummy || abs($0.coefficient) <= limit }) else { return }
        for cell in row.cells where cell.symbol != marker && abs(cell.coefficient) <= limit { row.remove(cell.symbol) }
    }

    /// Kiwi's rule: an external symbol if there is one (among those with a large enough coefficient, the one in
    /// the fewest rows, then the lowest), else a restricted marker with a negative coefficient, whose value
    /// then stays non-negative. Coefficients below the pivot tolerance are rounding noise and never chosen.
    func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        var largest = Tolerance.pivot / Tolerance.pivotThreshold
        for cell in row.cells where cell.symbol.isExternal { largest = max(largest, abs(cell.coefficient)) }
        var best: Symbol?
        for cell in row.cells where cell.symbol.isExternal && abs(cell.coefficient) >= Tolerance.pivotThreshold * largest {
            let symbol = cell.symbol
            if let current = best {
                let (count, currentCount) = (columns[symbol.id].count, columns[current.id].count)
                if count < currentCount || (count == currentCount && symbol < current) { best = symbol }
            } else {
                best = symbol
            }
        }
        if let best { return best }
        // A slack or error marker that can grow: the constraint's own, then its other error (no array is made for
        // the two, since this runs for most rows added).
        func canEnter(_ candidate: Symbol) -> Bool {
            (candidate.kind == .slack || candidate.kind == .error) && row.coefficient(of: candidate) < -Tolerance.pivot
        }
        if canEnter(marker) { return marker }
        if let other, canEnter(other) { return other }
        return nil
    }

    /// Removes the one equation that mentions `marker`, leaving the rest of the system as it was. A marker left
    /// only with rounding noise (coefficients below the pivot tolerance) belonged to a constraint the others
    /// already implied: its cells are dropped, since dividing by one blows the noise up into broken constraints.
    mutating func eliminate(_ marker: Symbol) {
        if rows[marker.id] != nil {
            _ = takeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            var row = takeRow(leaving)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, row)
        } else {
            for user in columns[marker.id] { rows[user.id]!.remove(marker) }
            columns[marker.id] = SymbolSet()
        }
    }

    /// The cells that ``eliminate(_:)`` would rewrite for a marker: its pivot row's cells in every row that holds
    /// the marker (none when the marker is basic or has no row to pivot in).
    func eliminationCost(of marker: Symbol) -> Int {
        guard rows[marker.id] == nil, let leaving = markerLeavingRow(marker) else { return 0 }
        return rows[leaving.id]!.cells.count * columns[marker.id].count
    }

    /// The row in which to pivot a marker that is not basic: a dummy's row if there is one, else Kiwi's three-tier
    /// choice; never one where the marker's coefficient is below the pivot tolerance (nil when all are).
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (basic: Symbol, ratio: Double)?
        var second: (basic: Symbol, ratio: Double)?
        var third: Symbol?
        func better(_ candidate: (basic: Symbol, ratio: Double), than current: (basic: Symbol, ratio: Double)?) -> Bool {
            guard let current else { return true }
            return candidate.ratio < current.ratio || (candidate.ratio == current.ratio && candidate.basic < current.basic)
        }
        var dummy: (basic: Symbol, magnitude: Double)?
        for basic in columns[marker.id] {
            let row = rows[basic.id]!
            let coefficient = row.coefficient(of: marker)
            guard abs(coefficient) > Tolerance.pivot else { continue }
            // A dummy's row ties redundant required equalities together with constant zero: pivoting there
            // drops only the removed constraint's share and keeps every other constraint exact. The largest
            // coefficient is the safest pivot.
            if basic.isDummy {
                if abs(coefficient) > (dummy?.magnitude ?? 0) { dummy = (basic, abs(coefficient)) }
                continue
            }
            if basic.isExternal {
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
    mutating func refactor(constraintRows: [Row], errors: [(symbol: Symbol, priority: Double)]) -> Bool {
        let basis = basicSymbols()
        guard artificial == nil, basis.count == constraintRows.count else {
            restartRefactorCounts()
            return false
        }
        let saved = self
        // Every row is recomputed from the constraints' own markers: no folded dummy is left in any.
        forgetFoldedMarkers()
        var unassigned = [Bool](repeating: false, count: rows.count)
        for basic in basis {
            unassigned[basic.id] = true
            _ = takeRow(basic)
        }
        levels.removeAll()
        // Gauss-Jordan elimination with partial pivoting, restricted to the basic symbols: each row takes as its
        // subject the unassigned basic symbol with the largest coefficient. A nonsingular basis always has one.
        for constraintRow in constraintRows {
            var row = expand(constraintRow)
            foldMarkers(in: &row) { $0.id < unassigned.count && unassigned[$0.id] }
            var subject: Symbol?
            var magnitude = Tolerance.pivot
            for cell in row.cells where cell.symbol.id < unassigned.count && unassigned[cell.symbol.id] && abs(cell.coefficient) > magnitude {
                subject = cell.symbol
                magnitude = abs(cell.coefficient)
            }
            guard let subject else {
                self = saved
                restartRefactorCounts()
                return false
            }
            unassigned[subject.id] = false
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
