import Synchronization

/// An incremental Cassowary solver with Auto Layout's strict priorities.
///
/// Required constraints (priority 1000) hold exactly. Among the solutions, the solver minimises the total
/// error of the highest optional priority, then of the next one, and so on; an optional constraint's error is
/// how far it is violated. The same calls in the same order always give the same values.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 8)
/// try solver.add((width == 100).withPriority(750))
/// try solver.add(left + width <= 80)
/// solver.value(of: width)  // 72
/// ```
///
/// Every mutating call either succeeds or throws a ``SolverError`` and leaves the solver as it was.
public final class Solver {
    // The stored state opts out of Swift's dynamic exclusivity checks. The solver never calls code outside the
    // module while it changes its state, so no access can overlap another; the checks cost more than reading a
    // value itself, and layouts read every value after each change.

    /// Internal rather than private, like `records`, so that tests can put rounding drift into a solver's rows.
    @exclusivity(unchecked) var tableau = SimplexTableau()
    @exclusivity(unchecked) var symbols: SlotTable<Variable, Symbol>
    @exclusivity(unchecked) var records: SlotTable<Constraint, Record>
    /// The constraint each marker or error symbol belongs to, indexed by the symbol's id.
    @exclusivity(unchecked) var owners: [Constraint?] = []
    @exclusivity(unchecked) var edits = IdentityMap<Constraint>()
    /// Standalone optional inequalities that the next inequality bounding their expression from the other side
    /// at the same constant pairs with (see `Solver+InequalityPairs.swift`).
    @exclusivity(unchecked) var waitingInequalities = WaitingInequalities()
    /// Whether inequalities pair up at all: turned off only by tests that compare pairs with separate rows.
    var pairsInequalities = true
    /// Required inequalities kept out of the tableau while they hold (see
    /// `Solver+Parking.swift`).
    @exclusivity(unchecked) var parked: SlotTable<Constraint, ParkedConstraint>
    /// Whether satisfied required inequalities are parked at all: turned off by tests that compare, and while a
    /// batch goes in unparked (see ``addUnparked(contentsOf:)``).
    var parksInequalities = true
    /// Optional equalities held as required, with their own priorities (see `Solver+Hardening.swift`).
    @exclusivity(unchecked) var hardened = IdentityMap<Priority>()
    /// The lowest of those priorities, or lower (a hardened equality that leaves does not raise it).
    var hardenedFloor = Double.infinity
    /// Optional equalities hardened so far, counted to tell whether a call hardened any.
    var hardenings = 0
    /// Whether a batch's optional equalities are hardened at all: turned off only by tests that compare.
    var hardensOptionalEqualities = true
    /// Removed constraints whose rows are still in the tableau (see `Solver+Removals.swift`).
    @exclusivity(unchecked) var pendingRemovals: [Record] = []
    /// Whether a change that only relaxed the system (a removal, an optional priority changed) left the parked
    /// rows it may have broken for the next call to settle (see `applyPendingChanges`). A stack view's update
    /// takes its old constraints out and changes priorities before it adds the new ones: settled in between,
    /// the half-built arrangement broke every minimum spacing of an `.equalCentering` stack, and each went into
    /// the tableau for good.
    var settlingDeferred = false
    /// What a rebuild is worth in cells of the tableau rewritten, per constraint in the solver: a rebuild costs
    /// about what adding every constraint again costs, and a cell that a removal rewrites (looked up in its row,
    /// changed, indexed) a small fraction of that (see `Solver.removalBudgetDivisor`). Tests set it to -1 to
    /// rebuild on every batch of removals.
    var rebuildCellsPerConstraint = 32
    /// A number no other solver of this process has, so that a handle is never read in the wrong solver.
    private let serial: UInt64
    private static let serials = Atomic<UInt64>(0)

    /// What the solver keeps for an added constraint.
    struct Record {
        let constraint: Constraint
        var constant: Double
        var priority: Priority
        let marker: Symbol
        /// The marker's coefficient in the constraint's own row, to turn a change of constant into a shift.
        let markerCoefficient: Double
        /// The error symbols in the objective: none, the marker, the other symbol or both.
        let firstError: Symbol?
        let secondError: Symbol?
        var definedSubject: Symbol?
        /// The other constraint of an inequality pair, which shares the row. Unowned: the partner's own record,
        /// in the same table, holds it, and a pair is split before either record leaves (`takeOut`, `splitPair`);
        /// a strong reference cost 2 % of adding a row of views in retains.
        unowned(unsafe) var partner: Constraint?
        /// False for the constraint of a pair that borrows its partner's row: its error is the partner's marker.
        var ownsRow = true
        /// Whether it came through ``Solver/addUnparked(contentsOf:)``, as a rebuild adds it again.
        var addedUnparked = false
        /// Where the constraint goes when the tableau is rebuilt (see ``RemovedPlaces``): its marker's id, or
        /// the place of the removed constraint it replaced.
        var place: Int

        /// The error symbols, first then second, without making an array (this is read on every add).
        var errors: ErrorSymbols { ErrorSymbols(first: firstError, second: secondError) }

        /// The constraint's row as installed: `expression + markers = 0`, with the current constant.
        func row(symbols: (Variable) -> Symbol) -> Row {
            var row = Row(constant: constant, capacity: constraint.expression.terms.count + 2)
            for term in constraint.expression.terms { row.add(term.coefficient, to: symbols(term.variable)) }
            addMarkers(to: &row)
            return row
        }

        /// The markers follow Kiwi: `expression + slack = 0` for <=, minus for >=, two errors for an optional
        /// equality and a dummy for a required one. The row holds only the expression's variables, never a
        /// marker, so the markers' cells are appended without a search.
        func addMarkers(to row: inout Row) {
            row.addAbsent(markerCoefficient, to: marker)
            if let secondError {
                row.addAbsent(1, to: secondError)
            } else if let firstError {
                row.addAbsent(-markerCoefficient, to: firstError)
            }
        }
    }

    /// None, one or two error symbols, in order.
    struct ErrorSymbols: Sequence, IteratorProtocol {
        var first: Symbol?
        var second: Symbol?

        mutating func next() -> Symbol? {
            guard let symbol = first ?? second else { return nil }
            if first != nil { first = nil } else { second = nil }
            return symbol
        }
    }

    /// Creates an empty solver.
    public init() {
        serial = Solver.serials.add(1, ordering: .relaxed).newValue
        symbols = SlotTable(solver: serial, table: 0)
        records = SlotTable(solver: serial, table: 0)
        parked = SlotTable(solver: serial, table: 1)
    }

    deinit {
        // Frees the slots this solver stamped, so that another solver may stamp them.
        symbols.removeAll()
        records.removeAll()
        parked.removeAll()
    }

    // MARK: Constraints

    /// Adds a constraint.
    public func add(_ constraint: Constraint) throws(SolverError) {
        defer { checkInvariants() }
        try keepingHardenedOptimal { () throws(SolverError) in try addNow(constraint) }
    }

    private func addNow(_ constraint: Constraint) throws(SolverError) {
        watchParkedRows()
        applyPendingChanges()
        do {
            try addUnsettled(constraint, constant: constraint.expression.constant, priority: constraint.priority)
        } catch {
            // A refusal may have moved the solution (phase one pivots before it knows).
            settleAfterRelaxing()
            throw error
        }
        if let conflict = settleParkedRows() {
            // Undone at once, not left waiting: the parked constraint holds again before the call returns.
            _ = takeOut(constraint)
            applyPendingChanges()
            throw refusal(of: constraint, after: conflict)
        }
    }

    /// Adds a constraint, parked or into the tableau, without looking at the parked rows it may break.
    @discardableResult
    func addUnsettled(_ constraint: Constraint, constant: Double, priority: Priority) throws(SolverError) -> Bool {
        guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
        if parkIfSatisfied(constraint, constant: constant, priority: priority) { return true }
        guard try install(constraint, constant: constant, priority: priority) else { return false }
        refactorIfDue(countingPivotsOnly: true)
        return true
    }

    /// Adds several constraints; if one is refused, those added before it are removed again.
    ///
    /// The constraints on a single variable (a view's size bounds, a superview's fixed frame) go in first, then
    /// the other equalities in their order, then the other inequalities in the reverse of theirs. A
    /// single-variable constraint then defines its variable at its bound, and the rows added after it find the
    /// variable where the optimum puts it; equalities define the positions that the inequalities bound.
    /// Layouts are mostly written from the outside in, so the inequalities go from the inside out: a container
    /// grows around its last child first, and then the bounds of the other children hold and are parked instead
    /// of expanded (see `Solver+Parking.swift`). A system with one optimal solution gets that solution in any
    /// order; among several optimal solutions, the solver may pick another one than adding the constraints one by
    /// one would.
    ///
    /// When a constraint is refused, the batch is taken out and added again one constraint at a time in that
    /// order, so that the constraint refused is the first that conflicts with those before it.
    @inlinable
    public func add(contentsOf constraints: some Collection<Constraint>) throws(SolverError) {
        try add(batch: Array(constraints))
    }

    /// The batch of ``add(contentsOf:)``.
    @usableFromInline
    func add(batch: [Constraint]) throws(SolverError) {
        defer { checkInvariants() }
        try keepingHardenedOptimal { () throws(SolverError) in try addNow(batch: batch) }
    }

    private func addNow(batch: [Constraint]) throws(SolverError) {
        watchParkedRows()
        // Removals that end in a rebuild take the batch along: adding it to the rebuilt tableau would rewrite
        // as many cells as the removals would have (a chain's link goes back into its closing row).
        let (removals, rebuilds) = (pendingRemovals, tableau.rebuildCount)
        if applyPendingRemovals(before: batch) { return }
        // Made one at a time, they place the batch if it ends in a rebuild after all (see `rebuildMidway`).
        let removed = tableau.rebuildCount == rebuilds ? removals : []
        let plan = BatchPlan(batch)
        reserveRoom(for: plan, constraints: batch.count)
        let threshold = hardeningThreshold(strongestOptionalInequality: plan.strongestOptionalInequality)
        var added = 0
        // What rebuilding is worth, as a count of cells rewritten; one constraint can pivot far past it, and its
        // primal simplex stops there (see `optimizationStop`). A refused rebuild lifts the stop, so the batch
        // tries one rebuild at most. After removals, the share they get (see `removalBudgetDivisor`): the batch
        // then joins what they cut, and rebuilding costs no more than if they had ended in one.
        let budget = rebuildLimit(adding: batch.count) / (removed.isEmpty ? 1 : Solver.removalBudgetDivisor)
        tableau.optimizationStop = tableau.cellsRewritten + budget
        // Rows built without the batch can make each of its rows pivot through all of them: a stack of 1,000
        // labels switched from `.fill` to `.fillEqually` took 6.6 s, its 999 new equal widths each pivoting
        // through the chain of gaps and labels, against 18 ms to build it so. Once the batch has rewritten as
        // many cells as rebuilding is worth, or a constraint's pivot would pass that, it goes in by rebuilding
        // the tableau; if the rebuild refuses it, adding goes on without a stop (and finds what is refused).
        func rebuildsMidway() -> Bool {
            if rebuildMidway(batch, plan: plan, added: added, removed: removed) { return true }
            tableau.optimizeFully()
            return false
        }
        do throws(SolverError) {
            for index in plan.order {
                if tableau.cellsRewritten > tableau.optimizationStop && rebuildsMidway() { return }
                let constraint = batch[index]
                let priority = installationPriority(hardening: constraint, above: threshold)
                if try !addUnsettled(constraint, constant: constraint.expression.constant, priority: priority) {
                    if rebuildsMidway() { return }
                    try addUnsettled(constraint, constant: constraint.expression.constant, priority: priority)
                }
                added += 1
            }
            if tableau.isSuboptimal && rebuildTableau() { return }
            tableau.optimizeFully()
            if !removed.isEmpty { inheritPlaces(of: batch, from: removed) }
        } catch {
            tableau.optimizeFully()
            for index in plan.order.prefix(added).reversed() { _ = takeOut(batch[index]) }
            for constraint in batch where !contains(constraint) { forgetHardening(of: constraint) }
            applyPendingChanges()
            settleAfterRelaxing()
            throw error
        }
        guard settleParkedRows() != nil else { return }
        // Something in the batch contradicts a parked constraint; adding one at a time finds what.
        for index in plan.order.reversed() { _ = takeOut(batch[index]) }
        for (count, index) in plan.order.enumerated() {
            do {
                try addNow(batch[index])
            } catch {
                for earlier in plan.order.prefix(count).reversed() { _ = takeOut(batch[earlier]) }
                applyPendingChanges()
                throw error
            }
        }
    }

    /// Rebuilds with a batch that pivoted too much, the first `added` of its plan in: they are taken out, and the
    /// whole batch goes in together. After removals, it goes at the places of the removed constraints, as when
    /// the removals end in a rebuild: a stack view showing hidden views again cuts its chain of gaps at each and
    /// joins it through new gaps, which added into the cut chain, then rebuilt after it, rewrote 2.5 million
    /// cells at 2,000 labels. With no removals, it goes first, each kind of constraint before the same kind of
    /// the others (a `.fillEqually` stack's new equal widths before the chain they divide); the part already
    /// added stayed where its markers put it, after the chain, and a `.fill` stack of 1,000 labels, a tenth of
    /// them relabelled, rewrote 9.6 million cells switching to `.fillEqually` (3,000 now). Returns whether the
    /// batch is in; if not, nothing changed.
    private func rebuildMidway(_ batch: [Constraint], plan: BatchPlan, added: Int, removed: [Record]) -> Bool {
        let saved = snapshot()
        for index in plan.order.prefix(added) { _ = takeOut(batch[index]) }
        if rebuildTableau(adding: batch, removed.isEmpty ? .first : .atPlaces(of: removed)) { return true }
        restore(saved)
        return false
    }

    /// What adding a batch needs to know of its constraints, from one look at each: in a large batch, every look
    /// fetches each constraint from memory again.
    struct BatchPlan {
        /// The positions of the batch's constraints in the order they are added (see ``add(contentsOf:)``).
        private(set) var order: [Int] = []
        /// The terms of all the constraints.
        private(set) var termCount = 0
        /// The highest priority of the batch's optional inequalities (see `hardeningThreshold`).
        private(set) var strongestOptionalInequality = -Double.infinity
        /// The batch's required inequalities: those that may be parked.
        private(set) var requiredInequalityCount = 0

        init(_ batch: [Constraint]) {
            var equalities: [Int] = [], inequalities: [Int] = []
            order.reserveCapacity(batch.count)
            // Unretained: the caller keeps the batch alive, and retaining each constraint only to read it cost an
            // atomic write to every one, each fetched from memory in a large batch.
            for index in batch.indices {
                unowned(unsafe) let constraint = batch[index]
                plan(termCount: Int(constraint.termCount), constraint.relation, constraint.priority, at: index,
                     equalities: &equalities, inequalities: &inequalities)
            }
            order += equalities
            order += inequalities.reversed()
        }

        /// Places one constraint in the plan.
        private mutating func plan(termCount terms: Int, _ relation: Relation, _ priority: Priority, at index: Int,
                                   equalities: inout [Int], inequalities: inout [Int]) {
            termCount += terms
            if terms == 1 {
                order.append(index)
            } else if relation == .equal {
                equalities.append(index)
            } else {
                inequalities.append(index)
            }
            if relation != .equal && !priority.isRequired {
                strongestOptionalInequality = max(strongestOptionalInequality, priority.rawValue)
            } else if relation != .equal {
                requiredInequalityCount += 1
            }
        }
    }

    /// Makes room for a batch: a record for each constraint, symbols and their owners for a marker and an error
    /// for each constraint and one for every variable not seen yet (at most one per term), and a parking place for
    /// each required inequality. Grown by doubling instead, a large batch's tables were each copied several times.
    func reserveRoom(for plan: BatchPlan, constraints: Int) {
        records.reserveCapacity(records.count + constraints)
        let symbolCount = 2 * constraints + plan.termCount
        tableau.reserveSymbols(symbolCount)
        owners.reserveGrowing(tableau.symbols.count + symbolCount)
        parked.reserveCapacity(parked.count + plan.requiredInequalityCount)
        tableau.reserveWatchEntries(plan.requiredInequalityCount)
    }

    /// Makes room for constraints and variables still to come, so that a large system added one constraint at a
    /// time does not grow the solver's tables again and again. Nothing else changes. The room at least doubles
    /// whenever it grows, so reserving a little before each of many small batches stays linear.
    public func reserveCapacity(constraints: Int, variables: Int) {
        records.reserveCapacity(records.count + constraints)
        symbols.reserveCapacity(symbols.count + variables)
        // A marker and an error for each constraint, and a symbol for each variable.
        let symbolCount = 2 * constraints + variables
        tableau.reserveSymbols(symbolCount)
        owners.reserveGrowing(tableau.symbols.count + symbolCount)
    }

    /// Removes a constraint.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        defer { checkInvariants() }
        watchParkedRows()
        guard takeOut(constraint) else { throw .unknownConstraint(constraint) }
    }

    /// Takes a constraint out of the solver, leaving its row for the next call (see `Solver+Removals.swift`);
    /// false when the solver does not have it.
    func takeOut(_ constraint: Constraint) -> Bool {
        if let entry = parked[constraint] {
            unpark(entry)
            return true
        }
        guard let record = records.removeValue(forKey: constraint) else { return false }
        forgetHardening(of: constraint)
        // A pair's row is shared: its partner takes it over now, before the partner itself may go.
        if record.partner != nil {
            uninstall(record)
            settlingDeferred = true
        } else {
            pendingRemovals.append(record)
        }
        return true
    }

    /// Whether the constraint has been added.
    public func contains(_ constraint: Constraint) -> Bool {
        records.contains(constraint) || parked.contains(constraint)
    }

    /// The number of constraints added, edit constraints included.
    public var constraintCount: Int { records.count + parked.count }

    /// The constant the solver uses for a constraint (its expression's constant unless changed since).
    public func constant(of constraint: Constraint) -> Double? {
        records.withValue(for: constraint) { $0.constant } ?? parked.withValue(for: constraint) { $0.constant }
    }

    /// The priority the solver uses for a constraint.
    public func priority(of constraint: Constraint) -> Priority? {
        // Parked constraints are required, whatever they were made with (a rebuild parks one made required).
        hardened[ObjectIdentifier(constraint)] ?? records.withValue(for: constraint) { $0.priority } ?? (parked.contains(constraint) ? .required : nil)
    }

    /// Changes the priority of an added constraint in place. Between optional priorities only the objective
    /// changes; to or from required the constraint is re-added (and restored if that fails).
    public func setPriority(_ priority: Priority, of constraint: Constraint) throws(SolverError) {
        defer { checkInvariants() }
        // A hardened equality's row is a required one's: it gets its own priority back first.
        if hardened.contains(ObjectIdentifier(constraint)) && priority.isValid { softenHardened() }
        try keepingHardenedOptimal { () throws(SolverError) in try setPriorityNow(priority, of: constraint) }
    }

    private func setPriorityNow(_ priority: Priority, of constraint: Constraint) throws(SolverError) {
        watchParkedRows()
        applyPendingRemovals()
        guard let old = self.priority(of: constraint) else { throw .unknownConstraint(constraint) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard priority != old else { return }
        if let entry = parked[constraint] {
            // Parked constraints are required: made optional, one cannot conflict.
            unpark(entry)
            try install(constraint, constant: entry.constant, priority: priority)
            settlingDeferred = true
            return
        }
        do {
            try changePriority(priority, of: constraint)
        } catch {
            settleAfterRelaxing()
            throw error
        }
        // Made optional, or moved between optional priorities, it leaves the required constraints as they were:
        // the parked rows still hold together with them.
        guard priority.isRequired else {
            settlingDeferred = true
            return
        }
        if let conflict = settleParkedRows() {
            try? changePriority(old, of: constraint)
            settleAfterRelaxing()
            throw refusal(of: constraint, after: conflict)
        }
    }

    /// The tableau's part of ``setPriority(_:of:)`` for a constraint in the tableau.
    private func changePriority(_ priority: Priority, of constraint: Constraint) throws(SolverError) {
        let record = records[constraint]!
        if priority.isRequired == record.priority.isRequired {
            for error in record.errors {
                tableau.moveError(error, from: record.priority.rawValue, to: priority.rawValue)
            }
            records.withValue(for: constraint) { $0.priority = priority }
            return
        }
        records[constraint] = nil
        uninstall(record)
        defer { refactorIfDue() }
        do {
            try install(constraint, constant: record.constant, priority: priority)
        } catch {
            _ = try? install(constraint, constant: record.constant, priority: record.priority)
            throw error
        }
    }

    // MARK: Edit variables

    /// Makes a variable editable at an optional priority: ``suggestValue(_:for:)`` then pulls it toward values
    /// with that strength. The variable starts out held at its current value.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        defer { checkInvariants() }
        try keepingHardenedOptimal { () throws(SolverError) in try addEditVariableNow(variable, priority: priority) }
    }

    private func addEditVariableNow(_ variable: Variable, priority: Priority) throws(SolverError) {
        watchParkedRows()
        applyPendingChanges()
        guard edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        defer { settleAfterRelaxing() }
        // A dragged variable is read after every step: keep it basic so that costs constant time.
        tableau.materializeIfDefined(symbol(for: variable))
        let current = value(of: variable)
        let constraint = Constraint(LinearExpression(variable), .equal, priority: priority)
        try install(constraint, constant: -current, priority: priority)
        edits[ObjectIdentifier(variable)] = constraint
    }

    /// Removes a variable's edit constraint.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        defer { checkInvariants() }
        watchParkedRows()
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try remove(constraint)
    }

    /// Whether the variable has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Pulls an edit variable toward a value; the solution is updated at once (dual simplex).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        defer { checkInvariants() }
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue("The suggested value \(value) for `\(variable)`") }
        try setConstant(-value, of: constraint)
    }

    // MARK: Values

    /// The variable's value in the current solution (0 for a variable the solver has never seen).
    public func value(of variable: Variable) -> Double {
        applyPendingChanges()
        guard let symbol = symbols[variable] else { return 0 }
        return tableau.value(of: symbol)
    }

    /// A variable as this solver knows it: reading a value through a handle skips looking the variable up, which
    /// costs about as much as the rest of the read. A layout engine that reads every frame after each change
    /// keeps one per variable.
    public struct Handle: Sendable {
        fileprivate let symbol: Symbol
        fileprivate let solver: UInt64
    }

    /// The handle of a variable in this solver; the solver knows the variable from then on (with the value 0
    /// while no constraint mentions it).
    public func handle(for variable: Variable) -> Handle {
        Handle(symbol: symbol(for: variable), solver: serial)
    }

    /// The value of a variable, given its handle from this solver.
    public func value(of handle: Handle) -> Double {
        precondition(handle.solver == serial, "a handle from another solver")
        applyPendingChanges()
        return tableau.value(of: handle.symbol)
    }

    /// The values of many variables, given their handles from this solver, in their order. Every variable a
    /// constraint defines (rather than one in the tableau proper) is evaluated first, in one pass in the order
    /// of definitions: for reading most values of a layout, as a layout pass reads every frame.
    public func values(of handles: [Handle]) -> [Double] {
        applyPendingChanges()
        tableau.evaluateEveryDefinition()
        return [Double](unsafeUninitializedCapacity: handles.count) { values, count in
            tableau.withEvaluatedValues { value in
                for (index, handle) in handles.enumerated() {
                    precondition(handle.solver == serial, "a handle from another solver")
                    values.initializeElement(at: index, to: value(handle.symbol))
                }
            }
            count = handles.count
        }
    }

    /// A number that changes whenever the constraints or the solution may have changed, so callers can skip
    /// rechecking a solution they have already examined.
    public var revision: UInt64 {
        applyPendingChanges()
        return tableau.epoch
    }

    /// Whether the variable's value is proven to be the same in every optimal solution: it depends only on
    /// required equalities and on constraints that would be violated more if it moved. A cheap, sufficient test,
    /// linear in the size of the tableau for all variables together; `false` only means "not proven" (a weak
    /// probe, such as an edit that asks for another value, can settle it).
    public func isPinned(_ variable: Variable) -> Bool {
        applyPendingChanges()
        guard let symbol = symbols[variable] else { return false }
        return tableau.isPinned(symbol)
    }

    /// The constraints that determine a variable's value in the current solution: those whose slack, error or
    /// marker its value depends on (the tight ones), in a fixed order.
    public func constraintsAffecting(_ variable: Variable) -> [Constraint] {
        applyPendingChanges()
        guard let symbol = symbols[variable] else { return [] }
        var seen = Set<ObjectIdentifier>()
        return tableau.parameters(of: symbol).compactMap { owner(of: $0) }.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The total error of the optional constraints at a priority in the current solution.
    public func totalError(at priority: Priority) -> Double {
        applyPendingChanges()
        return tableau.totalError(at: priority.rawValue)
    }

    /// Simplex pivots so far, for profiling; unlike ``statistics``, costs nothing to read.
    public var pivotCount: Int {
        applyPendingChanges()
        return tableau.pivotCount
    }

    /// Work counters, for profiling: simplex pivots so far, rows in the tableau, lazy definitions and parked
    /// inequalities. Counting the rows and definitions walks the tableau.
    public var statistics: (pivots: Int, rows: Int, definitions: Int, parked: Int) {
        applyPendingChanges()
        return (tableau.pivotCount, tableau.rowCount, tableau.definitionCount, tableau.parkedRowCount)
    }

    /// A restricted row with a negative constant, which would be a bug: for tests.
    var firstInfeasibleRow: (basic: Symbol, constant: Double)? {
        applyPendingChanges()
        return tableau.firstInfeasibleRow()
    }

    /// The optional priorities in use, highest first.
    public var optionalPriorities: [Priority] {
        applyPendingChanges()
        let levels = tableau.levels.map(\.priority)
        guard hardened.count > 0 else { return levels.map { Priority($0) } }
        return Set(levels + hardened.allValues.map(\.rawValue)).sorted(by: >).map { Priority($0) }
    }

    // MARK: Installation

    /// Traps, naming what is broken, when the tableau's invariants do not hold; only in builds with
    /// `-D CASSOWARY_CHECKS` (the fuzz targets), so ordinary builds pay nothing.
    @inline(__always)
    func checkInvariants() {
        #if CASSOWARY_CHECKS
        let problems = tableau.invariantViolations(settlingDeferred: settlingDeferred)
        precondition(problems.isEmpty, "Solver invariants broken: " + problems.joined(separator: "; "))
        #endif
    }

    /// The tableau's broken invariants, described (empty when sound); for tests and tools.
    var invariantViolations: [String] {
        applyPendingChanges()
        return tableau.invariantViolations()
    }

    func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbols[variable] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        symbols.updateValue(symbol, forKey: variable)
        return symbol
    }

    /// Adds a constraint's row (or, when `pairing`, joins a waiting partner's row) with a constant and priority.
    /// Returns false, with the constraint not added, when its row would pivot past the tableau's
    /// `optimizationStop` (see `SimplexTableau.Insertion.overBudget`).
    @discardableResult
    func install(_ constraint: Constraint, constant: Double, priority: Priority, pairing: Bool = true) throws(SolverError) -> Bool {
        guard constraint.isFinite, constant.isFinite else {
            throw .nonFiniteValue("A coefficient or the constant of `\(constraint)`")
        }
        guard priority.isValid else { throw .invalidPriority(priority) }
        let key = pairingKey(constraint, constant: constant, priority: priority)
        if pairing && pairsInequalities, let key, joinWaitingPartner(constraint, key: key, constant: constant, priority: priority) { return true }
        // Variables that stay zero when free come last: the tableau defines the first fresh variable it finds.
        var row = Row(constant: constant, capacity: constraint.expression.terms.count + 2)
        for term in constraint.expression.terms where !term.variable.staysZeroWhenFree {
            row.add(term.coefficient, to: symbol(for: term.variable))
        }
        for term in constraint.expression.terms where term.variable.staysZeroWhenFree {
            row.add(term.coefficient, to: symbol(for: term.variable))
        }
        let expressionCells = row.cells.count
        let marker: Symbol, markerCoefficient: Double
        var errors: (first: Symbol?, second: Symbol?) = (nil, nil)
        switch (constraint.relation, priority.isRequired) {
        case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack)
            if !priority.isRequired { errors = (tableau.makeSymbol(.error), nil) }
        case (.equal, false):
            markerCoefficient = -1
            marker = tableau.makeSymbol(.error)
            errors = (marker, tableau.makeSymbol(.error))
        case (.equal, true):
            markerCoefficient = 1
            marker = tableau.makeSymbol(.dummy)
        }
        var record = Record(constraint: constraint, constant: constant, priority: priority, marker: marker,
                            markerCoefficient: markerCoefficient, firstError: errors.first, secondError: errors.second,
                            definedSubject: nil, partner: nil, place: marker.id)
        record.addMarkers(to: &row)
        let other = record.secondError ?? (record.firstError == marker ? nil : record.firstError)
        for error in record.errors { tableau.chargeNewError(error, priority: priority.rawValue) }
        var drifted = false
        switch tableau.insert(consume row, subjectCount: expressionCells, marker: marker, other: other) {
        case let .defined(subject):
            record.definedSubject = subject
        case .inserted:
            break
        case .insertedWithDrift:
            drifted = true
        case let .conflict(markers):
            takeErrorsOutOfObjective(record)
            let conflicts = requiredOwners(of: markers)
            // Phase one pivoted for nothing: repeated refusals were seen to multiply the rounding error a
            // hundredfold each, and its pivots, decided on that error, can leave a row negative.
            refactorIfDue(immediately: true)
            _ = tableau.restoreFeasibility()
            throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
        case .overBudget:
            takeErrorsOutOfObjective(record)
            return false
        }
        setOwner(constraint, of: marker)
        for error in record.errors { setOwner(constraint, of: error) }
        if let key { wait(constraint, under: key) }
        // Handed over, not copied: a record holds references, and a copy retains each.
        records.updateValue(consume record, forKey: constraint)
        if drifted { try repairDrift(after: constraint) }
        return true
    }

    /// Phase one left a restricted row negative (rounding error since the rows were last recomputed decided a
    /// pivot): the rows are recomputed from the constraints and made feasible again. If they cannot be, the new
    /// constraint conflicts with required ones after all and is taken out again.
    private func repairDrift(after constraint: Constraint) throws(SolverError) {
        refactorIfDue(immediately: true)
        guard let markers = tableau.restoreFeasibility() else { return }
        let conflicts = requiredOwners(of: markers).filter { $0 !== constraint }
        uninstall(records.removeValue(forKey: constraint)!)
        refactorIfDue(immediately: true)
        _ = tableau.restoreFeasibility()
        throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
    }

    /// The required constraints that own the markers, each once, in marker order.
    private func requiredOwners(of markers: [Symbol]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        return tableau.unfolded(markers).sorted().compactMap { owner(of: $0) }.filter {
            records.withValue(for: $0) { $0.priority.isRequired } == true && seen.insert(ObjectIdentifier($0)).inserted
        }
    }

    /// Recomputes the tableau from the constraints (see `SimplexTableau.refactor`) once the substitutions since
    /// the last time outnumber the constraints (and 8), which keeps its cost in proportion to the work done, or
    /// `immediately` after any substitution (after a refusal, or drift). After an add only pivots count: every
    /// add substitutes its new row once, which drifts little, and counting those would recompute a large layout
    /// about as often as it grows (twice the time to add nested views).
    func refactorIfDue(immediately: Bool = false, countingPivotsOnly: Bool = false) {
        // Refactoring repairs drift with the dual simplex, which needs an optimal tableau.
        guard !tableau.isSuboptimal else { return }
        // Removals waiting still have their rows and errors in the tableau but no record: recomputing now would
        // drop their errors from the objective, and taking them out later would then remove a level whose other
        // constraints still count (an NSStackView's views lost their hugging).
        guard pendingRemovals.isEmpty else { return }
        let due = immediately ? 0 : max(8, records.count)
        let count = countingPivotsOnly ? tableau.pivotsSinceRefactor : tableau.updatesSinceRefactor
        guard count > due else { return }
        var constraintRows: [Row] = []
        var errors: [(symbol: Symbol, priority: Double)] = []
        // A pair's two records share the marker: the owner goes first, so that the order never depends on the
        // addresses that order `records`.
        let ordered = records.allValues.sorted { ($0.marker, $0.ownsRow ? 0 : 1) < ($1.marker, $1.ownsRow ? 0 : 1) }
        for record in ordered {
            for error in record.errors { errors.append((error, record.priority.rawValue)) }
            guard record.ownsRow else { continue }
            if let subject = record.definedSubject, tableau.definitions[subject.id] != nil { continue }
            constraintRows.append(record.row(symbols: symbol(for:)))
        }
        _ = tableau.refactor(constraintRows: constraintRows, errors: errors)
    }

    /// The constraint a marker or error symbol belongs to.
    func owner(of symbol: Symbol) -> Constraint? {
        symbol.id < owners.count ? owners[symbol.id] : nil
    }

    func setOwner(_ constraint: Constraint?, of symbol: Symbol) {
        // Symbols come in increasing order, a few at a time: the list grows by as many again as it holds, so that
        // most symbols find their place made (one append each cost more than the assignment).
        if symbol.id >= owners.count {
            owners.append(contentsOf: repeatElement(nil, count: max(symbol.id + 1, 2 * owners.count) - owners.count))
        }
        owners[symbol.id] = constraint
    }

    /// Takes a constraint's errors out of the objective, where installing it charged them.
    private func takeErrorsOutOfObjective(_ record: Record) {
        for error in record.errors { tableau.addToObjective(error, priority: record.priority.rawValue, factor: -1) }
    }

    /// Takes a constraint's row (or its share of a pair's row) out.
    func uninstall(_ record: Record) {
        if let partner = record.partner { return leavePair(record, partner: partner) }
        stopWaiting(record)
        takeErrorsOutOfObjective(record)
        tableau.remove(marker: record.marker, errors: record.errors, definedSubject: record.definedSubject)
        setOwner(nil, of: record.marker)
        for error in record.errors { setOwner(nil, of: error) }
    }
}
