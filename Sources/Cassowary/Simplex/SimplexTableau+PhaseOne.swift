/// Adding a row through an artificial variable, and the dual simplex that restores feasibility.
extension SimplexTableau {
    /// Adds a row that has no obvious subject by minimising an artificial variable (phase one of the simplex).
    /// On failure the row is taken out again and the markers of a certificate of infeasibility are returned.
    mutating func insertWithArtificialVariable(_ row: Row) -> Insertion {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        optimizeArtificial()
        let certificate = artificial!
        artificial = nil
        guard isNearZero(certificate.constant) else {
            eliminate(art)
            optimize()
            return .conflict(conflictMarkers(in: certificate).filter { $0 != art })
        }
        if rows[art.id] != nil {
            // Still basic at (nearly) zero: the row is degenerate. It pivots on its largest restricted coefficient,
            // with the constant made exactly zero so that the entering symbol stays feasible; a row of markers
            // alone stays in the tableau as the row of one of them, so that changing their constants is checked.
            // Unfolded, so that a row of markers alone has one of them, not a folded dummy, to be the row of.
            var artificialRow = unfoldingMarkers(in: takeRow(art))
            artificialRow.constant = 0
            if let entering = largestRestrictedSymbol(in: artificialRow) {
                artificialRow.solve(for: entering, replacing: art)
                substitute(entering, artificialRow)
                insertRow(artificialRow, basic: entering)
            }
        }
        for basic in columns[art.id] { rows[basic.id]!.remove(art) }
        columns[art.id] = SymbolSet()
        for index in levels.indices { levels[index].row.remove(art) }
        if hasDriftedIntoInfeasibility() { return .insertedWithDrift }
        optimize()
        return .inserted
    }

    /// Adds a row that holds at the current point (its constant is zero) but has no subject of its own: it goes
    /// in solved for its largest restricted symbol, which stays at zero, so no other row's value moves, and the
    /// primal simplex restores optimality. Phase one reaches the same place through degenerate pivots, one
    /// after another when many constraints sit at zero (the equal widths of a stack's labels: a vertical stack of
    /// 1,000 labels took minutes). Returns nil when the row has no restricted symbol to solve for, or when a
    /// restricted row it would rewrite is a hair below zero: phase one deals with that drift, and reports it.
    mutating func insertAtZero(_ row: Row) -> Insertion? {
        var row = row
        row.constant = 0
        guard let entering = largestRestrictedSymbol(in: row, preferringOptimal: true),
              !columns[entering.id].contains(where: { !$0.isExternal && rows[$0.id]!.constant < 0 }) else { return nil }
        row.solve(for: entering)
        substitute(entering, row)
        insertRow(row, basic: entering)
        optimize()
        return .inserted
    }

    /// The slack or error to solve a row for, else a dummy: among those whose coefficient is close to the
    /// largest (a steady pivot), the one in the fewest rows, since solving for it rewrites each of them. (Solving
    /// for the oldest one instead, which a stack's first label's symbols are, rewrote every other label's row
    /// each time a label went in.)
    ///
    /// With `preferringOptimal`, a symbol whose substitution leaves every reduced cost non-negative comes first:
    /// the objective stays optimal and the primal simplex has nothing to do. (Labels of one width in a stack
    /// otherwise cost a degenerate pivot each, through every other label's row.)
    private func largestRestrictedSymbol(in row: Row, preferringOptimal: Bool = false) -> Symbol? {
        func best(_ eligible: (Symbol) -> Bool) -> Symbol? {
            var largest = 0.0
            for cell in row.cells where eligible(cell.symbol) { largest = max(largest, abs(cell.coefficient)) }
            guard largest > Tolerance.pivot else { return nil }
            // One pass, with no array: the steady cell in the fewest rows, and the one among those that keep the
            // objective optimal (checked only for a cell that would come first).
            var fewest: (rows: Int, symbol: Symbol)?, fewestOptimal: (rows: Int, symbol: Symbol)?
            for cell in row.cells where eligible(cell.symbol) && abs(cell.coefficient) > Tolerance.pivot
                && abs(cell.coefficient) >= Tolerance.pivotThreshold * largest {
                let candidate = (rows: columns[cell.symbol.id].count, symbol: cell.symbol)
                if fewest.map({ candidate < $0 }) ?? true { fewest = candidate }
                if preferringOptimal, fewestOptimal.map({ candidate < $0 }) ?? true,
                   keepsObjectiveOptimal(solving: row, for: cell) {
                    fewestOptimal = candidate
                }
            }
            return (fewestOptimal ?? fewest)?.symbol
        }
        return best { $0.kind == .slack || $0.kind == .error } ?? best { $0.isDummy && !isFolded($0) }
    }

    /// Whether solving a row at zero for one of its cells and substituting it into the objective leaves every
    /// other restricted symbol of the row with a lexicographically non-negative reduced cost.
    private func keepsObjectiveOptimal(solving row: Row, for subject: Row.Cell) -> Bool {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: levels.count) { subjectCosts in
            for (index, level) in levels.enumerated() { subjectCosts[index] = level.row.coefficient(of: subject.symbol) }
            for cell in row.cells where cell.symbol != subject.symbol && (cell.symbol.kind == .slack || cell.symbol.kind == .error) {
                let ratio = cell.coefficient / subject.coefficient
                for (index, level) in levels.enumerated() {
                    let cost = level.row.coefficient(of: cell.symbol) - subjectCosts[index] * ratio
                    if abs(cost) > Tolerance.zero {
                        if cost < 0 { return false }
                        break
                    }
                }
            }
            return true
        }
    }

    /// Adds a required constraint that the current solution violates and whose row has no subject (all its
    /// variables are basic) without phase one. The row goes in with the constraint's fresh marker as its basic
    /// symbol, at the wrong value, and one pivot of the dual simplex takes the marker out of the basis at zero:
    /// the marker is in no other row and not in the objective, so the objective stays optimal and the ratio
    /// test keeps it so. Rows that the pivot leaves negative are repaired by the dual simplex. Phase one needs an
    /// artificial variable, its own pivots and then the primal simplex for the same result (re-adding a link of
    /// a long chain costs a fraction as much this way). Returns nil, with nothing changed, when no symbol can
    /// enter: the constraint may conflict, and phase one finds the certificate; `.overBudget`, with nothing
    /// changed, when the pivot would pass ``optimizationStop``.
    mutating func insertByDualPivot(_ row: Row, marker: Symbol, other: Symbol?) -> Insertion? {
        guard other == nil, marker.isDummy || marker.kind == .slack else { return nil }
        var row = row
        row.solve(for: marker)
        // A slack must rise to zero; a dummy must reach zero from either side.
        let direction: Double = row.constant < 0 ? 1 : -1
        guard marker.isDummy || direction > 0,
              let entering = dualEnteringSymbol(row, bland: false, direction: direction) else { return nil }
        guard !pivotWouldPassOptimizationStop(row, entering: entering) else { return .overBudget }
        insertRow(row, basic: marker)
        pivot(entering: entering, leaving: marker)
        return dualOptimize() ? .inserted : .insertedWithDrift
    }

    /// Whether pivoting `entering` into the basis through `row` would pass ``optimizationStop``: the pivot
    /// rewrites every row that holds the symbol. A batch that can rebuild instead looks before it pivots, since
    /// one pivot can cost several rebuilds: a `.fillEqually` width given to a relabelled stack of 3,000 labels
    /// rewrote 3.2 million cells in one, four times what rebuilding was worth.
    private func pivotWouldPassOptimizationStop(_ row: Row, entering: Symbol) -> Bool {
        optimizationStop != .max && cellsRewritten + row.cells.count * columns[entering.id].count > optimizationStop
    }

    /// Primal simplex on the artificial row (phase one): the lowest symbol with a negative coefficient enters.
    private mutating func optimizeArtificial() {
        var degenerate = 0
        while let row = artificial {
            var entering: Symbol?
            for cell in row.cells where cell.coefficient < 0 && !cell.symbol.isDummy {
                let symbol = cell.symbol
                if entering.map({ symbol < $0 }) ?? true { entering = symbol }
            }
            guard let entering, let leaving = leavingRow(for: entering, bland: degenerate > SimplexTableau.degeneratePivotLimit) else { return }
            if isNearZero(leaving.ratio) { degenerate += 1 }
            pivot(entering: entering, leaving: leaving.basic)
        }
    }

    /// Whether a restricted row that went negative is negative beyond rounding. Only rows that a substitution
    /// made negative are looked at; the others stay listed for the dual simplex.
    private mutating func hasDriftedIntoInfeasibility() -> Bool {
        var drifted = false
        var negative = MinHeap<Symbol>()
        while let basic = infeasibleRows.popMin() {
            guard let row = rows[basic.id], row.constant < 0 else { continue }
            negative.insert(basic)
            if row.constant < -Tolerance.drift { drifted = true }
        }
        infeasibleRows = negative
        return drifted
    }

    /// After `refactor`, brings every restricted row back to a non-negative value (dual simplex) and then
    /// reoptimises. Returns nil, or the markers of a row that cannot be made feasible (its own and those it
    /// mentions): the constraints they belong to conflict.
    mutating func restoreFeasibility() -> [Symbol]? {
        listNegativeRows()
        guard dualOptimize() else {
            let basic = unrepairableRow()
            infeasibleRows.removeAll()
            guard let basic, let row = rows[basic.id] else { return [] }
            return [basic] + conflictMarkers(in: row)
        }
        optimize()
        return nil
    }

    /// A negative row that no symbol can enter, after the dual simplex gave up: the proof that the required
    /// constraints whose markers it holds conflict. Another negative row, one the dual simplex had not reached
    /// yet (or one a hair below zero), proves nothing.
    private mutating func unrepairableRow() -> Symbol? {
        while let basic = infeasibleRows.popMin() {
            guard let row = rows[basic.id], row.constant < 0, !isNearZero(row.constant) else { continue }
            if dualEnteringSymbol(row, bland: true) == nil { return basic }
        }
        return nil
    }

    /// The symbols of a row that mark required constraints (dummies and slacks), which a conflict names.
    private func conflictMarkers(in row: Row) -> [Symbol] {
        row.cells.map { $0.symbol }.filter { $0.isDummy || $0.kind == .slack }
    }

    /// Dual simplex: restores feasibility after constants changed, keeping the objective optimal.
    /// Returns false when a row cannot be made feasible (the required constraints conflict).
    mutating func dualOptimize() -> Bool {
        var pivots = 0
        while let leaving = infeasibleRows.popMin() {
            guard let row = rows[leaving.id], row.constant < 0, !isNearZero(row.constant) else { continue }
            pivots += 1
            guard let entering = dualEnteringSymbol(row, bland: pivots > SimplexTableau.degeneratePivotLimit) else {
                listNegativeRows()
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// Lists every restricted row with a negative constant, and nothing else, for the dual simplex.
    private mutating func listNegativeRows() {
        infeasibleRows.removeAll()
        for basic in symbols where basic.isRestricted {
            if let row = rows[basic.id], row.constant < 0 { infeasibleRows.insert(basic) }
        }
    }
}
