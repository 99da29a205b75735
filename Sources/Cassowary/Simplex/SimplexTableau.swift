/// The kind of a tableau symbol.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: at least zero, not minimised.
    case slack
    /// The error of an optional constraint: at least zero, minimised at the constraint's priority.
    case error
    /// The marker of a required equality: always zero.
    case dummy
}

/// One priority level of the lexicographic objective: the total error of the constraints at that priority.
struct ObjectiveLevel {
    var priority: Double
    var row: Row
    var users: Int
}

/// The state of the incremental simplex: rows in dictionary form, lazy definitions and the objective.
///
/// Symbols are small integers. Three kinds of equations hold the constraints:
/// - **Definitions**: a constraint that mentions a variable nothing else mentions yet is kept as that
///   variable's definition, unexpanded (`v2.left = v1.left + v1.width + 8`). A chain of views therefore costs one
///   short definition per link instead of ever longer rows. Definitions only name symbols defined before them,
///   so they form an acyclic graph; values are read through it on demand.
/// - **Rows**: every other constraint lives in the tableau proper, expanded in terms of parameters, with a
///   column index from each symbol to the rows that contain it, so substitutions touch only those rows.
/// - **The objective**: one row per optional priority, highest first. A symbol's reduced cost is the vector of
///   its coefficients in these rows, compared lexicographically; that makes priorities strict.
///
/// Invariants: tableau rows never contain a defined or basic symbol; rows of restricted symbols and the
/// objective never contain external symbols; every non-basic symbol has the value zero.
struct SimplexTableau {
    private(set) var kinds: [SymbolKind] = []
    private(set) var rows: [Row?] = []
    private(set) var columns: [SymbolSet] = []
    private(set) var definitions: [Row?] = []
    private(set) var definitionOrder: [Int] = []
    private var definedSymbolByOrder: [Int] = [-1]
    private(set) var definitionUses: [Int32] = []
    private(set) var levels: [ObjectiveLevel] = []
    private var artificial: Row?
    private var candidates = SymbolHeap()
    private var infeasibleRows = SymbolHeap()
    private var cachedValues: [Double] = []
    private var cachedEpoch: [UInt64] = []
    /// Bumped by every change to the tableau or the solution.
    private(set) var epoch: UInt64 = 1
    private var evaluationStack: [Int] = []
    private var pinnedCache: [Bool] = []
    private var pinnedEpoch: [UInt64] = []
    private(set) var pivotCount = 0
    /// Substitutions since the rows were last recomputed from the constraints (see `refactor`).
    private(set) var updatesSinceRefactor = 0
    /// Pivots since the rows were last recomputed from the constraints.
    private(set) var pivotsSinceRefactor = 0

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append(SymbolSet())
        definitions.append(nil)
        definitionOrder.append(0)
        definitionUses.append(0)
        cachedValues.append(0)
        cachedEpoch.append(0)
        pinnedCache.append(false)
        pinnedEpoch.append(0)
        return kinds.count - 1
    }

    /// A restricted row with a negative constant, if the tableau is (wrongly) infeasible: for tests.
    func firstInfeasibleRow() -> (basic: Int, constant: Double)? {
        for (basic, row) in rows.enumerated() {
            if let row, kinds[basic] != .external, row.constant < -Tolerance.drift { return (basic, row.constant) }
            if let row, kinds[basic] == .dummy, abs(row.constant) > Tolerance.drift { return (basic, row.constant) }
        }
        return nil
    }

    /// Counts for diagnostics: rows in the tableau proper and definitions kept aside.
    var rowCount: Int { rows.count { $0 != nil } }
    var definitionCount: Int { definitions.count { $0 != nil } }

    /// Whether nothing in the tableau mentions an external symbol yet, so a constraint can define it.
    func isFresh(_ symbol: Int) -> Bool {
        kinds[symbol] == .external && rows[symbol] == nil && definitions[symbol] == nil
            && columns[symbol].isEmpty && definitionUses[symbol] == 0
    }

    @inline(__always)
    func isDefined(_ symbol: Int) -> Bool { definitionOrder[symbol] > 0 }

    // MARK: Values

    /// Records that the solution may have changed, so cached values of defined symbols are stale.
    mutating func invalidateValues() {
        epoch &+= 1
    }

    /// The current value of a symbol: its row's constant, its definition evaluated, or zero.
    mutating func value(of symbol: Int) -> Double {
        if let row = rows[symbol] { return row.constant }
        guard isDefined(symbol) else { return 0 }
        if cachedEpoch[symbol] == epoch { return cachedValues[symbol] }
        // Iterative, since a chain of ten thousand views is ten thousand definitions deep; the stack is kept
        // between calls because reading every value of a large layout does this thousands of times.
        var stack = evaluationStack
        evaluationStack = []
        defer { evaluationStack = stack }
        stack.removeAll(keepingCapacity: true)
        stack.append(symbol)
        while let top = stack.last {
            if cachedEpoch[top] == epoch {
                stack.removeLast()
                continue
            }
            let definition = definitions[top]!
            let pending = stack.count
            for cell in definition.cells where isDefined(Int(cell.symbol)) && cachedEpoch[Int(cell.symbol)] != epoch {
                stack.append(Int(cell.symbol))
            }
            guard stack.count == pending else { continue }
            var total = definition.constant
            for cell in definition.cells {
                let used = Int(cell.symbol)
                total += cell.coefficient * (isDefined(used) ? cachedValues[used] : (rows[used]?.constant ?? 0))
            }
            cachedValues[top] = total
            cachedEpoch[top] = epoch
            stack.removeLast()
        }
        return cachedValues[symbol]
    }

    /// Whether a symbol's value is pinned at the optimum, by a sufficient test: through its row or definitions it
    /// depends only on markers of required equalities and on restricted parameters whose reduced cost is
    /// positive at some priority level (moving one would make that level worse). `false` means "not proven".
    ///
    /// Results are kept until the tableau changes, so testing every variable costs one pass over the rows and
    /// definitions rather than one expansion per variable.
    mutating func isPinned(_ symbol: Int) -> Bool {
        let order = dependencyOrder(from: symbol, isDone: { pinnedEpoch[$0] == epoch }, inputs: { rows[$0] ?? definitions[$0] })
        for pending in order {
            if let source = rows[pending] ?? definitions[pending] {
                pinnedCache[pending] = source.cells.allSatisfy { pinnedCache[Int($0.symbol)] }
            } else {
                pinnedCache[pending] = isPinnedParameter(pending)
            }
            pinnedEpoch[pending] = epoch
        }
        return pinnedCache[symbol]
    }

    /// The symbols at and below `symbol` (through `inputs`, a row or definition) whose result is not yet known,
    /// each after the ones it uses. Iterative, since a chain of ten thousand views is ten thousand definitions deep.
    private func dependencyOrder(from symbol: Int, isDone: (Int) -> Bool, inputs: (Int) -> Row?) -> [Int] {
        guard !isDone(symbol) else { return [] }
        var order: [Int] = []
        var finished = Set<Int>()
        var stack = [symbol]
        while let top = stack.last {
            if finished.contains(top) {
                stack.removeLast()
                continue
            }
            let pending = stack.count
            for cell in inputs(top)?.cells ?? [] {
                let used = Int(cell.symbol)
                if !isDone(used) && !finished.contains(used) { stack.append(used) }
            }
            guard stack.count == pending else { continue }
            finished.insert(top)
            order.append(top)
            stack.removeLast()
        }
        return order
    }

    /// A non-basic symbol that cannot move without loss: a required equality's marker, or a slack or error
    /// whose reduced cost (its coefficients in the objective levels, highest priority first) is positive.
    private func isPinnedParameter(_ symbol: Int) -> Bool {
        switch kinds[symbol] {
        case .dummy: return true
        case .external: return false
        case .slack, .error:
            if let positive = hasPositiveReducedCost(symbol) { return positive }
            return isBlockedByDegenerateRow(symbol)
        }
    }

    /// The sign of a symbol's reduced cost (its coefficient in the first objective level that has one), or nil
    /// when it is zero at every level.
    private func hasPositiveReducedCost(_ symbol: Int) -> Bool? {
        for level in levels {
            let cost = level.row.coefficient(of: symbol)
            if !isNearZero(cost) { return cost > 0 }
        }
        return nil
    }

    /// Whether a free-of-cost restricted parameter cannot grow: some restricted row at zero would go negative
    /// (or a marker's row leave zero), and nothing else in that row that could move without loss makes up
    /// for it. Hugging against compression resistance is the everyday case.
    private func isBlockedByDegenerateRow(_ symbol: Int) -> Bool {
        columns[symbol].contains { user in
            let basic = Int(user)
            guard kinds[basic] != .external, let row = rows[basic], isNearZero(row.constant) else { return false }
            let coefficient = row.coefficient(of: symbol)
            guard kinds[basic] == .dummy ? !isNearZero(coefficient) : coefficient < -Tolerance.zero else { return false }
            return !row.cells.contains { cell in
                let other = Int(cell.symbol)
                guard other != symbol, kinds[other] != .dummy else { return false }
                if kinds[other] == .external { return true }
                guard hasPositiveReducedCost(other) == nil else { return false }
                return kinds[basic] == .dummy || cell.coefficient > 0
            }
        }
    }

    /// The restricted symbols (markers and errors) a symbol's value depends on in the current solution.
    func parameters(of symbol: Int) -> [Int] {
        let source: Row
        if let row = rows[symbol] {
            source = row
        } else if let definition = definitions[symbol] {
            source = expand(definition)
        } else {
            return []
        }
        return source.cells.map { Int($0.symbol) }.filter { kinds[$0] != .external }.sorted()
    }

    // MARK: Objective

    private mutating func levelIndex(for priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority == priority }) { return index }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(ObjectiveLevel(priority: priority, row: Row(), users: 0), at: index)
        return index
    }

    /// Adds `factor × symbol` to the objective at a priority, substituting the symbol's row if it is basic.
    mutating func addToObjective(_ symbol: Int, priority: Double, factor: Double) {
        invalidateValues()
        let index = levelIndex(for: priority)
        levels[index].users += factor > 0 ? 1 : -1
        if let row = rows[symbol] {
            levels[index].row.constant += factor * row.constant
            for cell in row.cells {
                levels[index].row.add(factor * cell.coefficient, to: Int(cell.symbol))
                candidates.insert(Int(cell.symbol))
            }
        } else {
            levels[index].row.add(factor, to: symbol)
            candidates.insert(symbol)
        }
        if levels[index].users == 0 { levels.remove(at: index) }
    }

    /// The total error of the constraints at a priority (zero when there are none).
    func totalError(at priority: Double) -> Double {
        levels.first { $0.priority == priority }?.row.constant ?? 0
    }

    /// The sign of a symbol's reduced cost: the sign of its coefficient at the highest level that has one.
    private func objectiveSign(of symbol: Int) -> Double {
        for level in levels {
            let coefficient = level.row.coefficient(of: symbol)
            if coefficient != 0 { return coefficient }
        }
        return 0
    }

    // MARK: Rows and the column index

    private mutating func insertRow(_ row: Row, basic: Int) {
        for cell in row.cells { columns[Int(cell.symbol)].insert(Int32(basic)) }
        rows[basic] = row
    }

    private mutating func takeRow(_ basic: Int) -> Row {
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
    private mutating func substitute(_ symbol: Int, _ row: Row) {
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

    /// Exchanges a basic and a parametric symbol.
    private mutating func pivot(entering: Int, leaving: Int) {
        pivotCount += 1
        pivotsSinceRefactor += 1
        var row = takeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, row)
        insertRow(row, basic: entering)
    }

    // MARK: Definitions

    /// `row` with every defined and basic symbol replaced, so it names parameters only.
    ///
    /// Definitions are expanded from the most recent to the oldest, which is a topological order, so each one
    /// is expanded once however many paths lead to it.
    private func expand(_ source: Row) -> Row {
        var result = Row(constant: source.constant)
        var pending = SymbolHeap()  // of negated definition orders: the most recent first
        func accumulate(_ symbol: Int, _ coefficient: Double) {
            if definitionOrder[symbol] > 0 {
                // A duplicate entry (after a cancellation) comes out with a zero coefficient and is skipped.
                if result.position(of: symbol) == nil { pending.insert(-definitionOrder[symbol]) }
                result.add(coefficient, to: symbol)
            } else if let row = rows[symbol] {
                result.constant += coefficient * row.constant
                for cell in row.cells { result.add(coefficient * cell.coefficient, to: Int(cell.symbol)) }
            } else {
                result.add(coefficient, to: symbol)
            }
        }
        for cell in source.cells { accumulate(Int(cell.symbol), cell.coefficient) }
        while let negatedOrder = pending.popMin() {
            let symbol = definedSymbolByOrder[-negatedOrder]
            let coefficient = result.remove(symbol)
            guard !isNearZero(coefficient), let definition = definitions[symbol] else { continue }
            result.constant += coefficient * definition.constant
            for cell in definition.cells { accumulate(Int(cell.symbol), coefficient * cell.coefficient) }
        }
        return result
    }

    private mutating func define(_ subject: Int, by row: Row) {
        var definition = row
        definition.solve(for: subject)
        for cell in definition.cells { definitionUses[Int(cell.symbol)] += 1 }
        definitions[subject] = definition
        definitionOrder[subject] = definedSymbolByOrder.count
        definedSymbolByOrder.append(subject)
    }

    /// Moves a definition into the tableau proper as the row of its subject.
    private mutating func materialize(_ subject: Int) {
        let definition = definitions[subject]!
        let expanded = expand(definition)
        for cell in definition.cells { definitionUses[Int(cell.symbol)] -= 1 }
        definitions[subject] = nil
        definitionOrder[subject] = 0
        insertRow(expanded, basic: subject)
    }

    /// Makes an external symbol basic in the tableau proper, so its value is read in constant time.
    mutating func materializeIfDefined(_ symbol: Int) {
        if definitions[symbol] != nil { materialize(symbol) }
    }

    // MARK: Adding and removing constraints

    /// How adding a constraint's row went.
    enum Insertion {
        /// The row became the definition of a fresh variable.
        case defined(Int)
        /// The row entered the tableau proper.
        case inserted
        /// The row entered the tableau proper through phase one, which left a restricted row negative: rounding
        /// error since the rows were last recomputed decided a pivot. The caller recomputes the rows (`refactor`)
        /// and then calls `restoreFeasibility()`.
        case insertedWithDrift
        /// The row is unsatisfiable together with the required constraints whose markers are listed.
        case conflict([Int])
    }

    /// Adds a constraint's row `expression + markers = 0`.
    ///
    /// - Parameters:
    ///   - row: the constraint's expression with its markers, unexpanded.
    ///   - subjectCount: how many of the row's first cells are the expression's variables (the markers follow);
    ///     the first fresh one becomes defined.
    ///   - marker: the constraint's marker symbol; `other`: its second error symbol, if any.
    mutating func insert(_ row: Row, subjectCount: Int, marker: Int, other: Int?) -> Insertion {
        invalidateValues()
        if let subject = freshSubject(row, subjectCount: subjectCount) {
            define(subject, by: row)
            return .defined(subject)
        }
        var expanded = expand(row)
        dropRoundingNoise(from: &expanded, keeping: marker)
        if expanded.constant < 0 { expanded.scale(by: -1) }
        var subject = chooseSubject(expanded, marker: marker, other: other)
        if subject == nil && isNearZero(expanded.constant) {
            // A row at zero holds at the current point whatever its sign, so negated, a marker with a positive
            // coefficient is a subject whose value stays zero. Phase one would pivot here for nothing, and with
            // dozens of duplicate constraints its round trips tripled the rounding error with every insert,
            // until noise decided a pivot and broke a required constraint.
            var negated = expanded
            negated.constant = 0
            negated.scale(by: -1)
            if let restricted = chooseSubject(negated, marker: marker, other: other) {
                expanded = negated
                subject = restricted
            }
        }
        if subject == nil && expanded.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            guard isNearZero(expanded.constant) else {
                return .conflict(expanded.cells.map { Int($0.symbol) }.filter { $0 != marker })
            }
            subject = marker
        }
        guard let subject else { return insertWithArtificialVariable(expanded) }
        expanded.solve(for: subject)
        substitute(subject, expanded)
        insertRow(expanded, basic: subject)
        optimize()
        return .inserted
    }

    /// A constraint that repeats required equalities expands to their markers plus, after many pivots,
    /// rounding noise (a slack or another marker at 1e-8 next to markers at 1). The noise is removed, so that the
    /// row is seen to be redundant (or in conflict) and no later pivot divides by it, which would blow the noise
    /// up into an infeasible tableau. Rows with any other shape are left alone.
    private func dropRoundingNoise(from row: inout Row, keeping marker: Int) {
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

    /// The first fresh variable of the expression among those with a large coefficient: dividing by a small
    /// one would let chained multipliers grow without bound (threshold partial pivoting).
    private func freshSubject(_ row: Row, subjectCount: Int) -> Int? {
        let fresh = row.cells.prefix(subjectCount).filter { isFresh(Int($0.symbol)) }
        guard let largest = fresh.map({ abs($0.coefficient) }).max() else { return nil }
        return fresh.first { abs($0.coefficient) >= Tolerance.pivotThreshold * largest }.map { Int($0.symbol) }
    }



    /// Kiwi's rule: an external symbol if there is one (among those with a large enough coefficient, the one in
    /// the fewest rows, then the lowest), else a restricted marker with a negative coefficient, whose value
    /// then stays non-negative. Coefficients below the pivot tolerance are rounding noise and never chosen.
    private func chooseSubject(_ row: Row, marker: Int, other: Int?) -> Int? {
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

    /// Adds a row that has no obvious subject by minimising an artificial variable (phase one of the simplex).
    /// On failure the row is taken out again and the markers of a certificate of infeasibility are returned.
    private mutating func insertWithArtificialVariable(_ row: Row) -> Insertion {
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

    /// Removes the one equation that mentions `marker`, leaving the rest of the system as it was. A marker left
    /// only with rounding noise (coefficients below the pivot tolerance) belonged to a constraint the others
    /// already implied: its cells are dropped, since dividing by one blows the noise up into broken constraints.
    private mutating func eliminate(_ marker: Int) {
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

    /// Removes a constraint given its marker and, if it was a definition, its subject. The caller has already
    /// taken its errors out of the objective.
    mutating func remove(marker: Int, definedSubject: Int?) {
        invalidateValues()
        if let definedSubject, definitions[definedSubject] != nil { materialize(definedSubject) }
        eliminate(marker)
        optimize()
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

    // MARK: Constants

    /// Changes a constraint's constant by renaming its marker: `marker = marker′ + shift` in every equation.
    ///
    /// `shift` is the change of the expression's constant divided by the marker's coefficient in the
    /// constraint's own row. When the marker is basic only its row changes; otherwise every row with the
    /// marker does. `errorPriority` is the marker's level when it is an error symbol. Returns false, with the change undone, when required constraints cannot all hold after it.
    mutating func shiftMarker(_ marker: Int, by shift: Double, errorPriority: Double?, definedSubject: Int?,
                              isRequired: Bool) -> Bool {
        guard shift != 0 else { return true }
        if kinds[marker] == .dummy, let row = rows[marker] {
            // A basic dummy marks a redundant required equality: any other constant contradicts the rest.
            return isNearZero(row.constant - shift)
        }
        // Only a required constraint's new constant can be refused. Its change is undone by restoring the
        // tableau as it was (copied on write), not by shifting back: after the dual simplex has pivoted, the
        // shifted-back vertex need not be feasible, and restoring it could fail in turn.
        let saved = isRequired ? self : nil
        let consistent = applyShift(marker, by: shift, errorPriority: errorPriority, definedSubject: definedSubject)
        if consistent && dualOptimize() { return true }
        if let saved {
            self = saved
            invalidateValues()
        } else {
            _ = applyShift(marker, by: -shift, errorPriority: errorPriority, definedSubject: definedSubject)
            _ = dualOptimize()
        }
        return false
    }

    /// Renames the marker in every equation; false when a basic dummy's row (markers only) leaves zero.
    private mutating func applyShift(_ marker: Int, by shift: Double, errorPriority: Double?, definedSubject: Int?) -> Bool {
        invalidateValues()
        var consistent = true
        // The objective is the sum of the errors in the new symbols, so its constant moves by the renamed
        // symbol's reduced cost, less the shift itself at the level where the marker is an error.
        for index in levels.indices {
            levels[index].row.constant += levels[index].row.coefficient(of: marker) * shift
            if levels[index].priority == errorPriority { levels[index].row.constant -= shift }
        }
        if let definedSubject, definitions[definedSubject] != nil {
            let coefficient = definitions[definedSubject]!.coefficient(of: marker)
            definitions[definedSubject]!.constant += coefficient * shift
        }
        if rows[marker] != nil {
            rows[marker]!.constant -= shift
            if rows[marker]!.constant < 0 { infeasibleRows.insert(marker) }
        } else {
            for user in columns[marker] {
                let basic = Int(user)
                let coefficient = rows[basic]!.coefficient(of: marker)
                rows[basic]!.constant += coefficient * shift
                // A basic dummy's row holds only dummies: no pivot can bring it back to zero.
                if kinds[basic] == .dummy && !isNearZero(rows[basic]!.constant) { consistent = false }
                if kinds[basic] != .external && rows[basic]!.constant < 0 { infeasibleRows.insert(basic) }
            }
        }
        return consistent
    }

    /// Moves an error symbol's contribution from one objective level to another.
    mutating func moveError(_ symbol: Int, from oldPriority: Double, to newPriority: Double) {
        invalidateValues()
        addToObjective(symbol, priority: oldPriority, factor: -1)
        addToObjective(symbol, priority: newPriority, factor: 1)
        optimize()
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

    // MARK: Optimisation

    /// Primal simplex on the lexicographic objective. Entering: the lowest symbol with a negative reduced
    /// cost (Bland's rule), found among the symbols whose cost changed rather than by scanning the objective.
    private mutating func optimize() {
        var degenerate = 0
        while let entering = nextEnteringSymbol() {
            guard let leaving = leavingRow(for: entering, bland: degenerate > SimplexTableau.degeneratePivotLimit) else { return }
            degenerate = isNearZero(leaving.ratio) ? degenerate + 1 : 0
            pivot(entering: entering, leaving: leaving.basic)
        }
    }

    private mutating func nextEnteringSymbol() -> Int? {
        while let symbol = candidates.popMin() {
            if kinds[symbol] != .dummy && rows[symbol] == nil && objectiveSign(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// The restricted row that first limits the entering symbol's growth, with its ratio. Among rows that limit
    /// it equally (degenerate ones, with ratio zero, are common in layouts) the largest pivot wins, since pivoting
    /// on a tiny coefficient multiplies rounding errors; with `bland` the lowest basic symbol wins instead, which
    /// cannot cycle.
    private func leavingRow(for entering: Int, bland: Bool = false) -> (basic: Int, ratio: Double)? {
        var best: (basic: Int, ratio: Double, magnitude: Double)?
        for user in columns[entering] where kinds[Int(user)] != .external {
            let basic = Int(user)
            let row = rows[basic]!
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


    /// Degenerate pivots in a row after which the choice of leaving row falls back to Bland's rule.
    private static let degeneratePivotLimit = 50

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

    /// Dual simplex: restores feasibility after constants changed, keeping the objective optimal.
    /// Returns false when a row cannot be made feasible (the required constraints conflict).
    private mutating func dualOptimize() -> Bool {
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
