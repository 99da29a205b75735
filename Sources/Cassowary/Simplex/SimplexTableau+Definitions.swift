/// Lazily kept constraints that define a fresh variable, expanded on demand.
extension SimplexTableau {
    /// `row` with every defined and basic symbol replaced, so it names parameters only.
    ///
    /// Definitions are expanded from the most recent to the oldest, which is a topological order, so each one
    /// is expanded once however many paths lead to it.
    func expand(_ source: Row) -> Row {
        var result = Row(constant: source.constant)
        var pending = MinHeap<Int>()  // of negated definition orders: the most recent first
        func accumulate(_ symbol: Symbol, _ coefficient: Double) {
            if definitionOrder[symbol.id] > 0 {
                // A duplicate entry (after a cancellation) comes out with a zero coefficient and is skipped.
                if result.position(of: symbol) == nil { pending.insert(-definitionOrder[symbol.id]) }
                result.add(coefficient, to: symbol)
            } else if let row = rows[symbol.id] {
                result.constant += coefficient * row.constant
                for cell in row.cells { result.add(coefficient * cell.coefficient, to: cell.symbol) }
            } else {
                result.add(coefficient, to: symbol)
            }
        }
        for cell in source.cells { accumulate(cell.symbol, cell.coefficient) }
        while let negatedOrder = pending.popMin() {
            let symbol = definedSymbolByOrder[-negatedOrder - 1]
            let coefficient = result.remove(symbol)
            guard !isNearZero(coefficient), let definition = definitions[symbol.id] else { continue }
            result.constant += coefficient * definition.constant
            for cell in definition.cells { accumulate(cell.symbol, coefficient * cell.coefficient) }
        }
        return result
    }

    /// Keeps `row` solved for `subject` as its definition, ordered after every definition before it (orders
    /// start at 1, so that 0 means undefined).
    mutating func define(_ subject: Symbol, by row: Row) {
        var definition = row
        definition.solve(for: subject)
        for cell in definition.cells { definitionUses[cell.symbol.id] += 1 }
        definitions[subject.id] = definition
        definedSymbolByOrder.append(subject)
        definitionOrder[subject.id] = definedSymbolByOrder.count
    }

    /// Moves a definition into the tableau proper as the row of its subject.
    mutating func materialize(_ subject: Symbol) {
        let definition = definitions[subject.id]!
        let expanded = expand(definition)
        for cell in definition.cells { definitionUses[cell.symbol.id] -= 1 }
        definitions[subject.id] = nil
        definitionOrder[subject.id] = 0
        insertRow(expanded, basic: subject)
    }

    /// Makes an external symbol basic in the tableau proper, so its value is read in constant time.
    mutating func materializeIfDefined(_ symbol: Symbol) {
        if definitions[symbol.id] != nil { materialize(symbol) }
    }

    /// The first fresh variable of the expression among those with a large coefficient: dividing by a small
    /// one would let chained multipliers grow without bound (threshold partial pivoting).
    func freshSubject(_ row: Row, subjectCount: Int) -> Symbol? {
        let fresh = row.cells.prefix(subjectCount).filter { isFresh($0.symbol) }
        guard let largest = fresh.map({ abs($0.coefficient) }).max() else { return nil }
        return fresh.first { abs($0.coefficient) >= Tolerance.pivotThreshold * largest }.map { $0.symbol }
    }
}
