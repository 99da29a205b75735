/// The tableau's invariants, checked: after every call when the module is built with `-D CASSOWARY_CHECKS`
/// (the fuzz targets are), and on demand in tests. Each violation is described in a sentence.
extension SimplexTableau {
    /// The invariants that do not hold; empty when the tableau is sound. With `settlingDeferred` (see
    /// `Solver.settlingDeferred`), a parked row may be broken if the next settling will find it.
    func invariantViolations(settlingDeferred: Bool = false) -> [String] {
        var problems: [String] = []
        for basic in basicSymbols() { problems += rowViolations(basic, rows[basic.id]!) }
        problems += columnViolations() + definitionViolations() + parkingViolations(settlingDeferred: settlingDeferred)
        problems += foldedMarkerViolations()
        if let definitionProgram, !definitionProgram.matches(self) {
            problems.append("the flat program of definitions differs from the definitions")
        }
        for level in levels {
            for cell in level.row.cells where rows[cell.symbol.id] != nil || cell.symbol.isExternal {
                problems.append("the objective at priority \(level.priority) holds \(cell.symbol), which is basic or external")
            }
        }
        return problems
    }

    /// A row holds no basic or defined symbol, is indexed by every symbol it holds, and a restricted row is
    /// feasible (a required equality's marker exactly zero) and free of external symbols.
    private func rowViolations(_ basic: Symbol, _ row: Row) -> [String] {
        var problems: [String] = []
        if isDefined(basic) { problems.append("\(basic) has a row and a definition") }
        for cell in row.cells {
            let symbol = cell.symbol
            if rows[symbol.id] != nil { problems.append("the row of \(basic) holds the basic symbol \(symbol)") }
            if isDefined(symbol) { problems.append("the row of \(basic) holds the defined symbol \(symbol)") }
            if !columns[symbol.id].contains(basic) { problems.append("the column of \(symbol) misses the row of \(basic)") }
            if basic.isRestricted && symbol.isExternal {
                problems.append("the restricted row of \(basic) holds the external symbol \(symbol)")
            }
        }
        if basic.isRestricted && row.constant < -Tolerance.drift {
            problems.append("the restricted row of \(basic) is negative (\(row.constant))")
        }
        if basic.isDummy && abs(row.constant) > Tolerance.drift {
            problems.append("the required marker \(basic) is \(row.constant), not zero")
        }
        return problems
    }

    /// Every entry of the column index names a row that holds the symbol.
    private func columnViolations() -> [String] {
        var problems: [String] = []
        for symbol in symbols {
            for user in columns[symbol.id] where rows[user.id]?.position(of: symbol) == nil {
                problems.append("the column of \(symbol) names \(user), whose row does not hold it")
            }
        }
        return problems
    }

    /// Definitions name only symbols defined before them, each symbol's use count is the number of definitions
    /// that name it, its lowest user is kept no higher than it is, and every defined symbol holds its place.
    private func definitionViolations() -> [String] {
        var problems: [String] = []
        var uses = [Int32](repeating: 0, count: symbols.count)
        var lowestUse = [Int](repeating: .max, count: symbols.count)
        for subject in symbols {
            guard let definition = definitions[subject.id] else { continue }
            if !isDefined(subject) { problems.append("\(subject) has a definition but no place in the definition order") }
            for cell in definition.cells {
                let symbol = cell.symbol
                uses[symbol.id] += 1
                lowestUse[symbol.id] = min(lowestUse[symbol.id], definitionOrder[subject.id])
                if symbol == subject || (isDefined(symbol) && definitionOrder[symbol.id] >= definitionOrder[subject.id]) {
                    problems.append("the definition of \(subject) names \(symbol), which is not defined before it")
                }
            }
        }
        for symbol in symbols where uses[symbol.id] != states[symbol.id].definitionUsers.count {
            problems.append("\(symbol) is named by \(uses[symbol.id]) definitions but counted as \(states[symbol.id].definitionUsers.count)")
        }
        for symbol in symbols where states[symbol.id].definitionUsers.lowestOrder > lowestUse[symbol.id] {
            problems.append("\(symbol) is named by a definition at \(lowestUse[symbol.id]) but its lowest user is kept as \(states[symbol.id].definitionUsers.lowestOrder)")
        }
        for subject in symbols where isDefined(subject) && definedSymbolByOrder[definitionOrder[subject.id] - 1] != subject {
            problems.append("the place of \(subject) in the order of definitions holds another symbol")
        }
        return problems
    }

    /// No folded dummy is basic.
    private func foldedMarkerViolations() -> [String] {
        foldedMarkers.folds.dummies.sorted().filter { rows[$0.id] != nil }.map { "the folded dummy \($0) is basic" }
    }

    /// Every parked row holds (or, with `settlingDeferred`, is one the next settling finds broken), each is
    /// watched or listed as unwatched, and the watchers are exactly those that the watched parked rows and the
    /// definitions of watched symbols make.
    private func parkingViolations(settlingDeferred: Bool) -> [String] {
        var problems: [String] = []
        var expectedRows: [Symbol: Set<Symbol>] = [:]
        var expectedSubjects: [Symbol: Set<Symbol>] = [:]
        var watched = Set<Symbol>()
        var pending: [Symbol] = []
        var values = self
        var parked = 0
        let unwatched = Set(unwatchedParkedRows)
        // Found on a copy: looking marks the walk and takes the noted changes.
        var settling = self
        let awaitingRepair = settlingDeferred ? Set(settling.brokenParkedRows()) : []
        for slack in symbols where states[slack.id].watchSlot != 0 {
            let entry = watchEntries[Int(states[slack.id].watchSlot) - 1]
            guard let row = entry.parkedRow else { continue }
            parked += 1
            if values.parkedSlack(slack) < -Tolerance.drift && !awaitingRepair.contains(slack) {
                problems.append("the parked row of \(slack) is broken (\(values.parkedSlack(slack)))")
            }
            guard entry.parkedRowIsWatched else {
                if !unwatched.contains(slack) { problems.append("the parked row of \(slack) is neither watched nor listed") }
                continue
            }
            for cell in row.cells where !cell.symbol.isDummy {
                expectedRows[cell.symbol, default: []].insert(slack)
                if watched.insert(cell.symbol).inserted { pending.append(cell.symbol) }
            }
        }
        while let symbol = pending.popLast() {
            for cell in definitions[symbol.id]?.cells ?? [] where !cell.symbol.isDummy {
                expectedSubjects[cell.symbol, default: []].insert(symbol)
                if watched.insert(cell.symbol).inserted { pending.append(cell.symbol) }
            }
        }
        if parked != parkedRowCount { problems.append("\(parked) rows are parked but \(parkedRowCount) are counted") }
        for symbol in symbols {
            let entry = states[symbol.id].watchSlot == 0 ? WatchEntry() : watchEntries[Int(states[symbol.id].watchSlot) - 1]
            if Set(entry.parkedRows) != expectedRows[symbol] ?? [] {
                problems.append("\(symbol) is watched by the parked rows \(entry.parkedRows.sorted()), not \(expectedRows[symbol]?.sorted() ?? [])")
            }
            if Set(entry.subjects) != expectedSubjects[symbol] ?? [] {
                problems.append("\(symbol) is watched by the definitions of \(entry.subjects.sorted()), not \(expectedSubjects[symbol]?.sorted() ?? [])")
            }
        }
        return problems
    }
}
