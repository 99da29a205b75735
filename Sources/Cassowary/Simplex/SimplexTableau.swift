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
    // The state is internal rather than private so that the extensions in the other SimplexTableau files can
    // reach it; nothing outside the tableau changes it.
    private(set) var kinds: [SymbolKind] = []
    var rows: [Row?] = []
    var columns: [SymbolSet] = []
    var definitions: [Row?] = []
    var definitionOrder: [Int] = []
    var definedSymbolByOrder: [Int] = [-1]
    var definitionUses: [Int32] = []
    var levels: [ObjectiveLevel] = []
    var artificial: Row?
    var candidates = SymbolHeap()
    var infeasibleRows = SymbolHeap()
    var cachedValues: [Double] = []
    var cachedEpoch: [UInt64] = []
    /// Bumped by every change to the tableau or the solution.
    var epoch: UInt64 = 1
    var evaluationStack: [Int] = []
    var pinnedCache: [Bool] = []
    var pinnedEpoch: [UInt64] = []
    var pivotCount = 0
    /// Substitutions since the rows were last recomputed from the constraints (see `refactor`).
    var updatesSinceRefactor = 0
    /// Pivots since the rows were last recomputed from the constraints.
    var pivotsSinceRefactor = 0

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

    /// Removes a constraint given its marker and, if it was a definition, its subject. The caller has already
    /// taken its errors out of the objective.
    mutating func remove(marker: Int, definedSubject: Int?) {
        invalidateValues()
        if let definedSubject, definitions[definedSubject] != nil { materialize(definedSubject) }
        eliminate(marker)
        optimize()
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
}
