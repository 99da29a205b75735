/// The dual simplex's ratio test: which symbol enters in place of a row's basic symbol, keeping the
/// lexicographic objective optimal.
extension SimplexTableau {
    /// The symbol whose coefficient has the sign of `direction` (moving the row's basic symbol that way) and
    /// whose reduced cost per unit is lexicographically smallest; ties go to the larger coefficient, or with
    /// `bland` to the lowest symbol.
    func dualEnteringSymbol(_ row: Row, bland: Bool, direction: Double = 1) -> Symbol? {
        let objectiveCells = levels.reduce(0) { $0 + $1.row.cells.count }
        return row.cells.count * levels.count > 2 * objectiveCells
            ? dualEnteringSymbolBySparseCosts(row, bland: bland, direction: direction)
            : dualEnteringSymbolLevelByLevel(row, bland: bland, direction: direction)
    }

    /// ``dualEnteringSymbol(_:bland:direction:)`` comparing the candidates level by level, each cost looked up
    /// in its level's row.
    func dualEnteringSymbolLevelByLevel(_ row: Row, bland: Bool, direction: Double) -> Symbol? {
        // The best candidate's ratios are kept, one per level, so that each cell's costs are looked up once, and
        // the levels are read in place: copying a level per comparison retained its row, and the comparisons of
        // a row as long as a chain of 10,000 views cost more than the pivot that followed.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: levels.count) { bestRatios in
            levels.withUnsafeBufferPointer { levels in
                var best: (symbol: Symbol, coefficient: Double)?
                for cell in row.cells where direction * cell.coefficient > Tolerance.pivot && !cell.symbol.isDummy {
                    let candidate = (symbol: cell.symbol, coefficient: direction * cell.coefficient)
                    if let current = best, !isBetter(candidate, than: current, ratios: bestRatios, levels: levels, bland: bland) {
                        continue
                    }
                    best = candidate
                    for index in levels.indices {
                        bestRatios[index] = levels[index].row.coefficient(of: candidate.symbol) / candidate.coefficient
                    }
                }
                return best?.symbol
            }
        }
    }

    /// Whether entering `a` gives a lexicographically smaller reduced cost per unit than entering `b`, whose
    /// ratios per level are `ratios`; ties go to the larger coefficient, or with `bland` to the lower symbol.
    private func isBetter(_ a: (symbol: Symbol, coefficient: Double), than b: (symbol: Symbol, coefficient: Double),
                          ratios: UnsafeMutableBufferPointer<Double>, levels: UnsafeBufferPointer<ObjectiveLevel>,
                          bland: Bool) -> Bool {
        for index in levels.indices {
            let ratio = levels[index].row.coefficient(of: a.symbol) / a.coefficient
            if ratio < ratios[index] - Tolerance.ratioTie { return true }
            if ratio > ratios[index] + Tolerance.ratioTie { return false }
        }
        // Equally good: the larger pivot is the more accurate one.
        if !bland && a.coefficient != b.coefficient { return a.coefficient > b.coefficient }
        return a.symbol < b.symbol
    }

    /// ``dualEnteringSymbol(_:bland:direction:)`` from each candidate's costs gathered in one pass over the
    /// objective, for a row whose cells times the levels outnumber twice the objective's cells. The levels where
    /// neither of two candidates has a cost tie, so a comparison reads only the levels where one has one: a
    /// `.fillProportionally` row of 1,000 labels has 250 levels (999 down to 751), and comparing level by level
    /// looked each candidate up in every one of them for each pivot of the dual simplex.
    func dualEnteringSymbolBySparseCosts(_ row: Row, bland: Bool, direction: Double) -> Symbol? {
        var candidates: [(symbol: Symbol, coefficient: Double)] = []
        for cell in row.cells where direction * cell.coefficient > Tolerance.pivot && !cell.symbol.isDummy {
            candidates.append((cell.symbol, direction * cell.coefficient))
        }
        guard !candidates.isEmpty else { return nil }
        let positions = SymbolIndex(positionsOf: candidates.lazy.map(\.symbol), count: candidates.count)
        // Each candidate's ratios, level by level, chained through `next` from `first[candidate]`.
        var ratios: [(level: Int, ratio: Double, next: Int)] = []
        var first = [Int](repeating: -1, count: candidates.count), last = first
        for (level, objective) in levels.enumerated() {
            for cell in objective.row.cells {
                guard let position = positions[cell.symbol].map(Int.init) else { continue }
                ratios.append((level, cell.coefficient / candidates[position].coefficient, -1))
                if last[position] < 0 { first[position] = ratios.count - 1 } else { ratios[last[position]].next = ratios.count - 1 }
                last[position] = ratios.count - 1
            }
        }
        /// Whether candidate `a` gives a lexicographically smaller reduced cost per unit than `b`, as `isBetter`.
        func isBetter(_ a: Int, than b: Int) -> Bool {
            var (nextA, nextB) = (first[a], first[b])
            while nextA >= 0 || nextB >= 0 {
                let level = min(nextA >= 0 ? ratios[nextA].level : .max, nextB >= 0 ? ratios[nextB].level : .max)
                var (ratioA, ratioB) = (0.0, 0.0)
                if nextA >= 0 && ratios[nextA].level == level { (ratioA, nextA) = (ratios[nextA].ratio, ratios[nextA].next) }
                if nextB >= 0 && ratios[nextB].level == level { (ratioB, nextB) = (ratios[nextB].ratio, ratios[nextB].next) }
                if ratioA < ratioB - Tolerance.ratioTie { return true }
                if ratioA > ratioB + Tolerance.ratioTie { return false }
            }
            let (coefficientA, coefficientB) = (candidates[a].coefficient, candidates[b].coefficient)
            if !bland && coefficientA != coefficientB { return coefficientA > coefficientB }
            return candidates[a].symbol < candidates[b].symbol
        }
        var best = 0
        for candidate in candidates.indices.dropFirst() where isBetter(candidate, than: best) { best = candidate }
        return candidates[best].symbol
    }
}
