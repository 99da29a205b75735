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
        if rows[art] != nil {
            // Still basic at (nearly) zero: the row is degenerate. It pivots on its largest restricted coefficient,
            // with the constant made exactly zero so that the entering symbol stays feasible; a row of markers
            // alone stays in the tableau as the row of one of them, so that changing their constants is checked.
            var artificialRow = takeRow(art)
            artificialRow.constant = 0
            let kinds = self.kinds
            func largest(_ kind: (SymbolKind) -> Bool) -> Row.Cell? {
                artificialRow.cells.filter { kind(kinds[Int($0.symbol)]) && abs($0.coefficient) > Tolerance.pivot }
                    .max { abs($0.coefficient) < abs($1.coefficient) || (abs($0.coefficient) == abs($1.coefficient) && $0.symbol > $1.symbol) }
            }
            if let entering = largest({ $0 == .slack || $0 == .error }) ?? largest({ $0 == .dummy }) {
                artificialRow.solve(for: Int(entering.symbol), replacing: art)
                substitute(Int(entering.symbol), artificialRow)
                insertRow(artificialRow, basic: Int(entering.symbol))
            }
        }
        let users = columns[art]
        for user in users {
            let basic = Int(user)
            rows[basic]!.remove(art)
        }
        columns[art] = SymbolSet()
        for index in levels.indices { levels[index].row.remove(art) }
        if hasDriftedIntoInfeasibility() { return .insertedWithDrift }
        optimize()
        return .inserted
    }

    private mutating func optimizeArtificial() {
        var degenerate = 0
        while let row = artificial {
            var entering: Int?
            for cell in row.cells where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
                let symbol = Int(cell.symbol)
                if entering.map({ symbol < $0 }) ?? true { entering = symbol }
            }
            guard let entering, let leaving = leavingRow(for: entering, bland: degenerate > SimplexTableau.degeneratePivotLimit) else { return }
            degenerate = isNearZero(leaving.ratio) ? degenerate + 1 : 0
            pivot(entering: entering, leaving: leaving.basic)
        }
    }

    /// Whether a restricted row that went negative is negative beyond rounding. Only rows that a substitution
    /// made negative are looked at; the others stay listed for the dual simplex.
    private mutating func hasDriftedIntoInfeasibility() -> Bool {
        var drifted = false
        var negative = SymbolHeap()
        while let basic = infeasibleRows.popMin() {
            guard let row = rows[basic], row.constant < 0 else { continue }
            negative.insert(basic)
            if row.constant < -Tolerance.drift { drifted = true }
        }
        infeasibleRows = negative
        return drifted
    }

    /// After `refactor`, brings every restricted row back to a non-negative value (dual simplex) and then
    /// reoptimises. Returns nil, or the markers of a row that cannot be made feasible (its own and those it
    /// mentions): the constraints they belong to conflict.
    mutating func restoreFeasibility() -> [Int]? {
        infeasibleRows.removeAll()
        for (basic, row) in rows.enumerated() where row != nil && kinds[basic] != .external && row!.constant < 0 {
            infeasibleRows.insert(basic)
        }
        guard dualOptimize() else {
            let basic = infeasibleRows.popMin()
            infeasibleRows.removeAll()
            guard let basic, let row = rows[basic] else { return [] }
            return [basic] + conflictMarkers(in: row)
        }
        optimize()
        return nil
    }

    /// The symbols of a row that mark required constraints (dummies and slacks), which a conflict names.
    private func conflictMarkers(in row: Row) -> [Int] {
        row.cells.map { Int($0.symbol) }.filter { kinds[$0] == .dummy || kinds[$0] == .slack }
    }

    /// Dual simplex: restores feasibility after constants changed, keeping the objective optimal.
    /// Returns false when a row cannot be made feasible (the required constraints conflict).
    mutating func dualOptimize() -> Bool {
        var pivots = 0
        while let leaving = infeasibleRows.popMin() {
            guard let row = rows[leaving], row.constant < 0, !isNearZero(row.constant) else { continue }
            pivots += 1
            guard let entering = dualEnteringSymbol(row, bland: pivots > SimplexTableau.degeneratePivotLimit) else {
                infeasibleRows.removeAll()
                for (basic, row) in rows.enumerated() where row != nil && kinds[basic] != .external {
                    if row!.constant < 0 { infeasibleRows.insert(basic) }
                }
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// The symbol with a positive coefficient whose reduced cost per unit is lexicographically smallest; ties go
    /// to the larger coefficient, or with `bland` to the lowest symbol.
    private func dualEnteringSymbol(_ row: Row, bland: Bool) -> Int? {
        var best: (symbol: Int, coefficient: Double)?
        for cell in row.cells where cell.coefficient > Tolerance.pivot && kinds[Int(cell.symbol)] != .dummy {
            let candidate = (symbol: Int(cell.symbol), coefficient: cell.coefficient)
            guard let current = best else {
                best = candidate
                continue
            }
            if compareRatios(candidate, current, bland: bland) < 0 { best = candidate }
        }
        return best?.symbol
    }

    private func compareRatios(_ a: (symbol: Int, coefficient: Double), _ b: (symbol: Int, coefficient: Double), bland: Bool) -> Int {
        for level in levels {
            let ratioA = level.row.coefficient(of: a.symbol) / a.coefficient
            let ratioB = level.row.coefficient(of: b.symbol) / b.coefficient
            if ratioA < ratioB - Tolerance.ratioTie { return -1 }
            if ratioA > ratioB + Tolerance.ratioTie { return 1 }
        }
        // Equally good: the larger pivot is the more accurate one.
        if !bland && a.coefficient != b.coefficient { return a.coefficient > b.coefficient ? -1 : 1 }
        return a.symbol < b.symbol ? -1 : 1
    }
}
