/// The tableau's invariants, checked: after every call when the module is built with `-D CASSOWARY_CHECKS`
/// (the fuzz targets are), and on demand in tests. Each violation is described in a sentence.
extension SimplexTableau {
    /// The invariants that do not hold; empty when the tableau is sound.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for (basic, row) in rows.enumerated() {
            guard let row else { continue }
            problems += rowViolations(basic, row)
        }
        problems += columnViolations() + definitionViolations()
        for level in levels {
            for cell in level.row.cells where rows[Int(cell.symbol)] != nil || kinds[Int(cell.symbol)] == .external {
                problems.append("the objective at priority \(level.priority) holds s\(cell.symbol), which is basic or external")
            }
        }
        return problems
    }

    /// A row holds no basic or defined symbol, is indexed by every symbol it holds, and a restricted row is
    /// feasible (a required equality's marker exactly zero) and free of external symbols.
    private func rowViolations(_ basic: Int, _ row: Row) -> [String] {
        var problems: [String] = []
        if isDefined(basic) { problems.append("s\(basic) has a row and a definition") }
        for cell in row.cells {
            let symbol = Int(cell.symbol)
            if rows[symbol] != nil { problems.append("the row of s\(basic) holds the basic symbol s\(symbol)") }
            if isDefined(symbol) { problems.append("the row of s\(basic) holds the defined symbol s\(symbol)") }
            if !columns[symbol].contains(Int32(basic)) { problems.append("the column of s\(symbol) misses the row of s\(basic)") }
            if kinds[basic] != .external && kinds[symbol] == .external {
                problems.append("the restricted row of s\(basic) holds the external symbol s\(symbol)")
            }
        }
        if kinds[basic] != .external && row.constant < -Tolerance.drift {
            problems.append("the restricted row of s\(basic) is negative (\(row.constant))")
        }
        if kinds[basic] == .dummy && abs(row.constant) > Tolerance.drift {
            problems.append("the required marker s\(basic) is \(row.constant), not zero")
        }
        return problems
    }

    /// Every entry of the column index names a row that holds the symbol.
    private func columnViolations() -> [String] {
        var problems: [String] = []
        for (symbol, users) in columns.enumerated() {
            for user in users where rows[Int(user)]?.position(of: symbol) == nil {
                problems.append("the column of s\(symbol) names s\(user), whose row does not hold it")
            }
        }
        return problems
    }

    /// Definitions name only symbols defined before them, and each symbol's use count is the number of
    /// definitions that name it.
    private func definitionViolations() -> [String] {
        var problems: [String] = []
        var uses = [Int32](repeating: 0, count: kinds.count)
        for (subject, definition) in definitions.enumerated() {
            guard let definition else { continue }
            if !isDefined(subject) { problems.append("s\(subject) has a definition but no place in the definition order") }
            for cell in definition.cells {
                let symbol = Int(cell.symbol)
                uses[symbol] += 1
                if symbol == subject || (isDefined(symbol) && definitionOrder[symbol] >= definitionOrder[subject]) {
                    problems.append("the definition of s\(subject) names s\(symbol), which is not defined before it")
                }
            }
        }
        for (symbol, count) in uses.enumerated() where count != definitionUses[symbol] {
            problems.append("s\(symbol) is named by \(count) definitions but counted as \(definitionUses[symbol])")
        }
        return problems
    }
}
