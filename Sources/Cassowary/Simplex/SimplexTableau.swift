/// The state of the incremental simplex: rows in dictionary form, lazy definitions and the objective.
///
/// Symbols (see ``Symbol``) index the per-symbol arrays by id. Three kinds of equations hold the constraints:
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
    // reach it; nothing outside the tableau changes it. Arrays named per symbol are indexed by the symbol's id;
    // `states` has an entry for every symbol, the others may have empty ones beyond (see `appendSymbol`).

    /// Per symbol: the symbol itself and the little else the tableau keeps of it (see ``SymbolState``).
    var states: [SymbolState] = []
    /// Per symbol: its row in the tableau proper when it is basic.
    var rows: [Row?] = []
    /// Per symbol: the basic symbols whose rows hold it (the column index).
    var columns: [SymbolSet] = []
    /// Per symbol: its definition when a constraint defines it. Changed only by `define`, `retire` and a
    /// constant's shift, which keep `definitionProgram` in step.
    var definitions: [Row?] = []
    /// Per symbol: its place in the order of definitions, from 1; 0 when it never had a definition, and minus
    /// the place its definition had when that definition went (the place stays the symbol's, see `redefine`).
    var definitionOrder: [Int] = []
    /// The defined symbols in the order of their definitions (order `n` at index `n - 1`).
    var definedSymbolByOrder: [Symbol] = []
    /// The objective, highest priority first.
    var levels: [ObjectiveLevel] = []
    /// The artificial objective while phase one runs.
    var artificial: Row?
    /// Symbols whose reduced cost changed since the primal simplex last looked, lowest first.
    var candidates = MinHeap<Symbol>()
    /// Restricted basic symbols whose rows may have gone negative, for the dual simplex.
    var infeasibleRows = MinHeap<Symbol>()
    /// Per symbol: the value of a definition, valid when its epoch is `epoch` (value and epoch side by side, so
    /// that a read touches one array).
    var cachedValues: [CachedValue] = []
    /// Bumped by every change to the tableau or the solution.
    var epoch: UInt64 = 1
    /// The epoch at which every definition was last evaluated at once (see `evaluateEveryDefinition`).
    var everyDefinitionEvaluatedEpoch: UInt64 = 0
    /// The definitions laid out flat for evaluating them all at once; nil after a definition came or went, until
    /// they are swept twice unchanged (see `evaluateEveryDefinition`).
    var definitionProgram: DefinitionProgram?
    /// Whether every definition was evaluated at once since a definition last came or went.
    var definitionsSweptUnchanged = false
    /// Kept between reads of values so that reading every value of a layout does not allocate.
    var evaluationStack: [Symbol] = []
    /// The subjects still to visit while watching starts or stops along definitions, kept between calls for its
    /// storage (see `SimplexTableau+Parking.swift`).
    var watchWalk: [Symbol] = []
    /// Kept between expansions, so that expanding does not allocate (see `expand`); shared by copies of the
    /// tableau, as it is empty between expansions.
    let accumulator = RowAccumulator()
    /// Simplex pivots so far.
    var pivotCount = 0
    /// Substitutions since the rows were last recomputed from the constraints (see `refactor`).
    var updatesSinceRefactor = 0
    /// Pivots since the rows were last recomputed from the constraints.
    var pivotsSinceRefactor = 0
    /// The cells substituted into rows so far, rebuilt tableaux included: the work of removals and batches,
    /// which rebuild once it is as much as a rebuild's (see `Solver.applyRemovals` and ``optimizationStop``).
    var cellsRewritten = 0
    /// How many times the tableau was built anew from its constraints (see `init(keepingExternalSymbolsOf:)`).
    var rebuildCount = 0
    /// The count of ``cellsRewritten`` past which the primal simplex stops short of the optimum: the calls that
    /// can rebuild instead set it to what a rebuild is worth, since one removal or addition can pivot hundreds
    /// of times through rows as long as a stack. The tableau stays feasible; ``isSuboptimal`` tells. A row whose
    /// dual pivot would pass it does not go in (``Insertion/overBudget``), so only a call that rebuilds instead
    /// may set it, and it lifts it (``optimizeFully()``) before anything else adds a row.
    var optimizationStop = Int.max
    /// Whether the primal simplex stopped at ``optimizationStop``: the tableau must be rebuilt or optimised
    /// (``optimizeFully()``) before anything else changes it.
    var isSuboptimal = false
    /// The entries of the symbols that parked rows depend on and of parked rows' slacks, by a symbol's
    /// `SymbolState.watchSlot` (see `SimplexTableau+Parking.swift`), and those free for reuse.
    var watchEntries: [WatchEntry] = []
    var freeWatchEntries: [Int32] = []
    /// Watched symbols whose values may have changed since parked rows were last looked at.
    var changedWatchedSymbols: [Symbol] = []
    /// The number of the last walk from changed symbols to parked rows.
    var watchVisit: UInt32 = 0
    /// Parked rows in all.
    var parkedRowCount = 0
    /// The slacks of the rows parked since the watchers were last made, in the order they were parked; some
    /// may have been unparked since (see `watchParkedRows`).
    var unwatchedParkedRows: [Symbol] = []
    /// The dummies that stand for many markers each, and what they stand for (see ``FoldedMarkers``).
    var foldedMarkers = FoldedMarkers()
    /// How many markers a row may hold before they are folded into one.
    var markerFoldLimit = SimplexTableau.defaultMarkerFoldLimit
    /// How many cells a row substituted into others must have for the rest of it to go into one in one pass once
    /// a few of that one's cells have cancelled (tests lower it, to take that path everywhere).
    var cancellingRowLength = SimplexTableau.defaultCancellingRowLength
    /// Ids that new symbols take before the arrays grow, the last first: those of the markers, slacks and errors
    /// of a tableau this one was rebuilt from (see `init(keepingExternalSymbolsOf:)`), lowest last, and those of
    /// folded dummies that went (see `recycle`).
    private var freeSymbolIDs: [Int] = []

    init() {}

    /// An empty tableau in which the external symbols of `old` keep their ids, so that handles to variables
    /// stay valid, and whose new markers, slacks and errors take the ids of the old ones: a solver rebuilt
    /// again and again does not grow.
    init(keepingExternalSymbolsOf old: SimplexTableau) {
        reserveSymbols(old.states.count)
        for symbol in old.symbols {
            appendSymbol(symbol.isExternal ? symbol : Symbol(id: symbol.id, kind: .slack))
            if !symbol.isExternal { freeSymbolIDs.append(symbol.id) }
        }
        freeSymbolIDs.reverse()
        pivotCount = old.pivotCount
        cellsRewritten = old.cellsRewritten
        rebuildCount = old.rebuildCount + 1
        epoch = old.epoch &+ 1
        markerFoldLimit = old.markerFoldLimit
        cancellingRowLength = old.cancellingRowLength
    }

    // MARK: Symbols

    /// A new symbol of a kind, with its place in every per-symbol array.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let id = freeSymbolIDs.popLast() {
            states[id].symbol = Symbol(id: id, kind: kind)
            return states[id].symbol
        }
        let symbol = Symbol(id: states.count, kind: kind)
        appendSymbol(symbol)
        return symbol
    }

    /// Frees the id of a symbol that no row, definition or objective holds any more, for a new symbol to take.
    mutating func recycle(_ symbol: Symbol) {
        states[symbol.id] = SymbolState(symbol: Symbol(id: symbol.id, kind: .slack))
        freeSymbolIDs.append(symbol.id)
    }

    /// Gives a symbol its place, empty, in every per-symbol array. Only `states` grows one symbol at a time; the
    /// other arrays are filled ahead with empty entries, a block at a time, since appending to six arrays for
    /// every symbol was a tenth of adding a row of views. Entries past `states.count` are never read.
    private mutating func appendSymbol(_ symbol: Symbol) {
        if rows.count == states.count { extendPerSymbolArrays() }
        states.append(SymbolState(symbol: symbol))
    }

    /// Appends a block of empty entries to every per-symbol array but `states`, within the room already
    /// reserved when there is some.
    private mutating func extendPerSymbolArrays() {
        let block = Swift.max(Swift.min(rows.capacity - rows.count, 256), 16)
        rows.append(contentsOf: repeatElement(nil, count: block))
        // Each set made afresh: copies of one empty set would each retain its storage.
        columns.reserveGrowing(rows.count)
        for _ in 0..<block { columns.append(SymbolSet()) }
        definitions.append(contentsOf: repeatElement(nil, count: block))
        definitionOrder.append(contentsOf: repeatElement(0, count: block))
        cachedValues.append(contentsOf: repeatElement(CachedValue(value: 0, epoch: 0), count: block))
    }

    /// Makes room in every per-symbol array for `additional` more symbols, so that a batch of constraints does
    /// not copy the arrays again and again as they grow.
    mutating func reserveSymbols(_ additional: Int) {
        let needed = states.count + additional
        guard needed > states.capacity else { return }
        states.reserveGrowing(needed)
        rows.reserveGrowing(needed)
        columns.reserveGrowing(needed)
        definitions.reserveGrowing(needed)
        definitionOrder.reserveGrowing(needed)
        cachedValues.reserveGrowing(needed)
    }

    /// Every symbol made, by id: for the few walks over the whole tableau (elsewhere symbols carry their kind).
    var symbols: LazyMapSequence<[SymbolState], Symbol> { states.lazy.map(\.symbol) }

    /// The ids not free for a new symbol: those of live symbols, and those of removed constraints' markers and
    /// errors, which only a rebuild frees.
    var symbolIDsInUse: Int { states.count - freeSymbolIDs.count }

    /// The symbols that are basic, that is have a row in the tableau proper, lowest first.
    func basicSymbols() -> [Symbol] {
        symbols.filter { rows[$0.id] != nil }
    }

    /// A restricted row with a negative constant, if the tableau is (wrongly) infeasible: for tests.
    func firstInfeasibleRow() -> (basic: Symbol, constant: Double)? {
        for basic in basicSymbols() where basic.isRestricted {
            let constant = rows[basic.id]!.constant
            if constant < -Tolerance.drift || (basic.isDummy && abs(constant) > Tolerance.drift) { return (basic, constant) }
        }
        return nil
    }

    /// Counts for diagnostics: rows in the tableau proper and definitions kept aside.
    var rowCount: Int { rows.count { $0 != nil } }
    var definitionCount: Int { definitions.count { $0 != nil } }

    /// Whether nothing in the tableau mentions an external symbol yet, so a constraint can define it.
    func isFresh(_ symbol: Symbol) -> Bool {
        symbol.isExternal && rows[symbol.id] == nil && definitions[symbol.id] == nil
            && columns[symbol.id].isEmpty && states[symbol.id].definitionUsers.count == 0
    }

    /// Whether the symbol has a definition (its order is 0 when it has none).
    @inline(__always)
    func isDefined(_ symbol: Symbol) -> Bool { definitionOrder[symbol.id] > 0 }

    // MARK: Adding and removing constraints

    /// How adding a constraint's row went.
    enum Insertion {
        /// The row became the definition of a fresh variable.
        case defined(Symbol)
        /// The row entered the tableau proper.
        case inserted
        /// The row entered the tableau proper but left a restricted row negative: phase one's pivots were decided
        /// by rounding error since the rows were last recomputed, or the dual simplex found no way to bring a row
        /// back. The caller recomputes the rows (`refactor`) and then calls `restoreFeasibility()`, which tells
        /// drift from a conflict.
        case insertedWithDrift
        /// The row is unsatisfiable together with the required constraints whose markers are listed.
        case conflict([Symbol])
        /// The row did not go in: the pivot that puts it in would pass ``optimizationStop`` (see
        /// `insertByDualPivot`). Only a call that set the stop gets this, and it rebuilds instead.
        case overBudget
    }

    /// Adds a constraint's row `expression + markers = 0`.
    ///
    /// - Parameters:
    ///   - row: the constraint's expression with its markers, unexpanded.
    ///   - subjectCount: how many of the row's first cells are the expression's variables (the markers follow);
    ///     the first fresh one becomes defined.
    ///   - marker: the constraint's marker symbol; `other`: its second error symbol, if any.
    mutating func insert(_ row: consuming Row, subjectCount: Int, marker: Symbol, other: Symbol?) -> Insertion {
        invalidateValues()
        if let subject = freshSubject(row, subjectCount: subjectCount) {
            define(subject, by: consume row)
            return .defined(subject)
        }
        if let (subject, order) = redefinableSubject(row, subjectCount: subjectCount) {
            define(subject, by: consume row, at: order)
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
        if let chosen = subject, chosen.isRestricted, isNearZero(expanded.constant) {
            subject = subjectKeepingOptimality(&expanded, chosen: chosen, marker: marker, other: other)
        }
        if subject == nil && expanded.cells.allSatisfy({ $0.symbol.isDummy }) {
            guard isNearZero(expanded.constant) else {
                return .conflict(expanded.cells.map { $0.symbol }.filter { $0 != marker })
            }
            subject = marker
        }
        foldMarkers(in: &expanded) { $0 == marker }
        guard let subject else {
            let insertion = isNearZero(expanded.constant) ? insertAtZero(expanded)
                : insertByDualPivot(expanded, marker: marker, other: other)
            return insertion ?? insertWithArtificialVariable(expanded)
        }
        expanded.solve(for: subject)
        substitute(subject, expanded)
        insertRow(expanded, basic: subject)
        optimize()
        return .inserted
    }

    /// Removes a constraint given its marker, its error symbols and, if it was a definition, its subject. The
    /// caller has already taken its errors out of the objective.
    ///
    /// A definition that no row depends on (none holds its marker or errors, which every expansion of it
    /// would bring in) simply goes: its subject becomes a free parameter, as moving the definition into the
    /// tableau and eliminating the marker would make it, without expanding the definition first. Removing a
    /// link of a chain of views so costs the link, not the chain before it.
    mutating func remove(marker: Symbol, errors: some Sequence<Symbol>, definedSubject: Symbol?) {
        invalidateValues()
        exposeMarker(marker)
        if let definedSubject, definitions[definedSubject.id] != nil {
            if onlyDefinitionsMention(marker) && errors.allSatisfy({ onlyDefinitionsMention($0) }) {
                retire(definedSubject)
                optimize()
                return
            }
            materialize(definedSubject)
            // The definition's row may have folded the marker again.
            exposeMarker(marker)
        }
        eliminate(marker)
        optimize()
    }

    /// Moves an error symbol's contribution from one objective level to another.
    mutating func moveError(_ symbol: Symbol, from oldPriority: Double, to newPriority: Double) {
        invalidateValues()
        addToObjective(symbol, priority: oldPriority, factor: -1)
        addToObjective(symbol, priority: newPriority, factor: 1)
        optimize()
    }
}
