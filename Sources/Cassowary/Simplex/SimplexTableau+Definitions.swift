/// The definitions that name a symbol: how many, and no more than the lowest order among them (`Int.max` when
/// none does). The lowest order is kept on every definition and reset only when the last one goes, so it may be
/// lower than the true lowest, which only makes `redefinableSubject` more careful.
/// Both halves are 32 bits, so a symbol's entry takes 8 bytes.
struct DefinitionUsers {
    private(set) var count: Int32 = 0
    private var lowest = Int32.max

    var lowestOrder: Int { lowest == .max ? .max : Int(lowest) }

    mutating func add(order: Int) {
        count += 1
        lowest = min(lowest, Int32(order))
    }

    mutating func removeOne() {
        count -= 1
        if count == 0 { lowest = .max }
    }
}

/// Lazily kept constraints that define a fresh variable, expanded on demand.
extension SimplexTableau {
    /// `row` with every defined and basic symbol replaced, so it names parameters only.
    ///
    /// Definitions are expanded from the most recent to the oldest, which is a topological order, so each one
    /// is expanded once however many paths lead to it. Basic symbols are summed up first and their rows added
    /// once each at the end (rows name parameters only): in a grid whose cells all share the first cell's width,
    /// that row was otherwise added once per cell of every chain expanded.
    func expand(_ source: Row) -> Row {
        accumulator.expand(source, in: self)
    }

    /// Keeps `row` solved for `subject` as its definition, ordered after every definition before it (orders
    /// start at 1, so that 0 means undefined), or at `order`, the place its earlier definition had.
    mutating func define(_ subject: Symbol, by row: consuming Row, at order: Int? = nil) {
        // Taken, not borrowed: a row that only this call holds is solved in place, without copying its cells.
        var definition = row
        definition.solve(for: subject)
        definitions[subject.id] = definition
        forgetDefinitionProgram()
        if let order {
            definitionOrder[subject.id] = order
        } else {
            definedSymbolByOrder.append(subject)
            definitionOrder[subject.id] = definedSymbolByOrder.count
        }
        for cell in definition.cells {
            states[cell.symbol.id].definitionUsers.add(order: definitionOrder[subject.id])
        }
        definitionCame(for: subject)
    }

    /// Drops the flat copy of the definitions, which a definition that came or went makes stale.
    private mutating func forgetDefinitionProgram() {
        definitionProgram = nil
        definitionsSweptUnchanged = false
    }

    /// Moves a definition into the tableau proper as the row of its subject.
    mutating func materialize(_ subject: Symbol) {
        var expanded = expand(definitions[subject.id]!)
        foldMarkers(in: &expanded) { _ in false }
        retire(subject)
        insertRow(expanded, basic: subject)
    }

    /// Drops a subject's definition. The subject keeps its place in the order of definitions, so that a
    /// constraint defining it again can take that place back (see `redefinableSubject`).
    mutating func retire(_ subject: Symbol) {
        definitionGoes(for: subject)
        for cell in definitions[subject.id]!.cells {
            states[cell.symbol.id].definitionUsers.removeOne()
        }
        definitions[subject.id] = nil
        definitionOrder[subject.id] = -definitionOrder[subject.id]
        forgetDefinitionProgram()
    }

    /// Whether nothing but definitions mentions the symbol: it is in no row, not basic, and not in the objective.
    func onlyDefinitionsMention(_ symbol: Symbol) -> Bool {
        rows[symbol.id] == nil && columns[symbol.id].isEmpty && levels.allSatisfy { $0.row.coefficient(of: symbol) == 0 }
    }

    /// Makes an external symbol basic in the tableau proper, so its value is read in constant time.
    mutating func materializeIfDefined(_ symbol: Symbol) {
        if definitions[symbol.id] != nil { materialize(symbol) }
    }

    /// A variable of the expression that a definition can take again, with the place in the order of
    /// definitions its earlier one had: it is in no row (so no row has to change), only definitions after that
    /// place name it, and the definition would name only symbols defined before it.
    ///
    /// Removing a link of a chain of views turns its variable into a free parameter that the next link's
    /// definition still names; without this, adding the link back would expand the whole chain before it into
    /// one row, and every link churned so would leave a row as long as the chain.
    func redefinableSubject(_ row: Row, subjectCount: Int) -> (Symbol, order: Int)? {
        let cells = row.cells.prefix(subjectCount)
        // Most rows name no symbol whose definition went: they are not looked at further.
        guard cells.contains(where: { definitionOrder[$0.symbol.id] < 0 }) else { return nil }
        let largest = cells.reduce(0) { max($0, abs($1.coefficient)) }
        for cell in cells where abs(cell.coefficient) >= Tolerance.pivotThreshold * largest {
            let symbol = cell.symbol
            let order = -definitionOrder[symbol.id]
            guard symbol.isExternal, order > 0, rows[symbol.id] == nil, columns[symbol.id].isEmpty,
                  states[symbol.id].definitionUsers.lowestOrder > order else { continue }
            if row.cells.allSatisfy({ $0.symbol == symbol || definitionOrder[$0.symbol.id] < order }) { return (symbol, order) }
        }
        return nil
    }

    /// The first fresh variable of the expression among those with a large coefficient: dividing by a small
    /// one would let chained multipliers grow without bound (threshold partial pivoting).
    func freshSubject(_ row: Row, subjectCount: Int) -> Symbol? {
        // Two passes over the cells rather than a filtered copy: every constraint added comes here.
        let cells = row.cells.prefix(subjectCount)
        var largest = 0.0
        for cell in cells where isFresh(cell.symbol) { largest = max(largest, abs(cell.coefficient)) }
        guard largest > 0 else { return nil }
        return cells.first { abs($0.coefficient) >= Tolerance.pivotThreshold * largest && isFresh($0.symbol) }?.symbol
    }
}
