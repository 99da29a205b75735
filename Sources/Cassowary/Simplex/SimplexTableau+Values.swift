/// A defined symbol's value as last evaluated, and the tableau's epoch then.
struct CachedValue {
    var value: Double
    var epoch: UInt64
}

/// Whether a symbol is pinned, as proven at the tableau's epoch `epoch` (valid while that is the tableau's).
/// Both live in one word, the answer in its lowest bit, so a symbol's entry takes 8 bytes.
struct PinnedMark {
    private var bits: UInt64 = 0

    init() {}

    init(isPinned: Bool, epoch: UInt64) {
        bits = epoch << 1 | (isPinned ? 1 : 0)
    }

    var isPinned: Bool { bits & 1 == 1 }
    var epoch: UInt64 { bits >> 1 }
}

/// Reading a symbol's value through rows and definitions, and proving it pinned.
extension SimplexTableau {
    /// Records that the solution may have changed, so cached values of defined symbols are stale.
    mutating func invalidateValues() {
        epoch &+= 1
    }

    /// The current value of a symbol: its row's constant, its definition evaluated, or zero.
    ///
    /// The common cases (a row, a cached definition, a definition whose inputs are known) stay small here; the
    /// walk down a chain of definitions is out of line, so that every read does not pay for its registers.
    mutating func value(of symbol: Symbol) -> Double {
        if let constant = rowConstant(of: symbol) { return constant }
        guard isDefined(symbol) else { return 0 }
        let cached = cachedValues[symbol.id]
        if cached.epoch == epoch { return cached.value }
        // Reading a layout's values in order finds the inputs of most definitions known already.
        if let total = evaluateKnownInputs(of: symbol) { return cache(total, for: symbol) }
        return evaluateDefinitions(from: symbol)
    }

    /// Evaluates every definition, in the order of definitions, once per epoch: each names only symbols defined
    /// before it, so its inputs are known when it comes, with no check and no walk. For reading most values of a
    /// layout at once; the sums are the ones `value(of:)` makes, cell by cell, so the values are the same to the
    /// bit (and those already cached are simply made again).
    ///
    /// The first sweep after a definition came or went reads the definitions where they are; the next one lays
    /// them out flat first (see ``DefinitionProgram``), which pays off only when they are swept again unchanged,
    /// as in a drag or after a constant change.
    mutating func evaluateEveryDefinition() {
        // With no definition there is nothing to evaluate (and the per-symbol arrays may be empty).
        guard everyDefinitionEvaluatedEpoch != epoch, !definedSymbolByOrder.isEmpty else { return }
        everyDefinitionEvaluatedEpoch = epoch
        if definitionProgram == nil && definitionsSweptUnchanged { definitionProgram = DefinitionProgram(of: self) }
        definitionsSweptUnchanged = true
        let epoch = epoch, program = definitionProgram, definitions = definitions, definedSymbolByOrder = definedSymbolByOrder
        rows.withUnsafeBufferPointer { rows in
            definitionOrder.withUnsafeBufferPointer { definitionOrder in
                cachedValues.withUnsafeMutableBufferPointer { cache in
                    let evaluator = DefinitionEvaluator(cache: cache.baseAddress!, rows: rows.baseAddress!,
                                                        definitionOrder: definitionOrder.baseAddress!, epoch: epoch)
                    if let program {
                        program.evaluate(with: evaluator)
                    } else {
                        Self.evaluate(definitions, in: definedSymbolByOrder, with: evaluator)
                    }
                }
            }
        }
    }

    /// The sweep of ``evaluateEveryDefinition()`` over the definitions themselves.
    private static func evaluate(_ definitions: [Row?], in definedSymbolByOrder: [Symbol], with evaluator: DefinitionEvaluator) {
        definitions.withUnsafeBufferPointer { definitions in
            // An entry whose symbol's order is not its place is stale: the definition went, or came back elsewhere.
            for (index, symbol) in definedSymbolByOrder.enumerated() where evaluator.definitionOrder[symbol.id] == index + 1 {
                let definition = definitions[symbol.id].unsafelyUnwrapped
                definition.cells.withUnsafeBufferPointer { evaluator.evaluate(symbol.id, constant: definition.constant, cells: $0) }
            }
        }
    }

    /// Calls `body` with a reader of values for use right after ``evaluateEveryDefinition()``, when every
    /// defined symbol's value is cached: a read is then a value cached at this epoch, a row's constant or zero,
    /// with no call. The symbols must be this tableau's.
    func withEvaluatedValues<Result>(_ body: ((Symbol) -> Double) -> Result) -> Result {
        // A value cached at this epoch is a defined symbol's: the sweep cached them all, and the changes that
        // take a definition away move the epoch on (`remove(marker:errors:definedSubject:)` before it retires
        // one, `materialize` as it inserts the row). One read answers for most variables of a layout.
        let epoch = epoch
        return rows.withUnsafeBufferPointer { rows in
            cachedValues.withUnsafeBufferPointer { cache in
                body { symbol in
                    let cached = cache[symbol.id]
                    if cached.epoch == epoch { return cached.value }
                    return rows[symbol.id]?.constant ?? 0
                }
            }
        }
    }

    /// Whether a symbol is defined and its value was not evaluated since the last change.
    func hasStaleValue(_ symbol: Symbol) -> Bool {
        isDefined(symbol) && cachedValues[symbol.id].epoch != epoch
    }

    /// A defined symbol's value, evaluating first the definitions it depends on whose values are not cached.
    /// Iterative, since a chain of ten thousand views is ten thousand definitions deep; the stack is kept
    /// between calls because reading every value of a large layout does this thousands of times.
    @inline(never)
    private mutating func evaluateDefinitions(from symbol: Symbol) -> Double {
        var stack = evaluationStack
        evaluationStack = []
        defer { evaluationStack = stack }
        stack.removeAll(keepingCapacity: true)
        stack.append(symbol)
        while let top = stack.last {
            if cachedValues[top.id].epoch == epoch {
                stack.removeLast()
                continue
            }
            if let total = evaluateKnownInputs(of: top) {
                cache(total, for: top)
                stack.removeLast()
                continue
            }
            for cell in definitions[top.id]!.cells where hasStaleValue(cell.symbol) {
                stack.append(cell.symbol)
            }
        }
        return cachedValues[symbol.id].value
    }

    /// A defined symbol's value when every defined symbol its definition names has a current cached value;
    /// nil otherwise.
    ///
    /// Mutating only so that `value(of:)`, which is, passes the tableau in place: called as a non-mutating
    /// method it was handed a copy of the whole tableau, a `memcpy` for every value read.
    private mutating func evaluateKnownInputs(of symbol: Symbol) -> Double? {
        // Through the buffers, so that the definition is read in place instead of copied (retaining its arrays).
        definitions.withUnsafeBufferPointer { definitions in
            let definition = definitions[symbol.id].unsafelyUnwrapped
            return definition.cells.withUnsafeBufferPointer { cells in
                var total = definition.constant
                for cell in cells {
                    let used = cell.symbol
                    let value: Double
                    if isDefined(used) {
                        let cached = cachedValues[used.id]
                        guard cached.epoch == epoch else { return nil }
                        value = cached.value
                    } else {
                        value = rowConstant(of: used) ?? 0
                    }
                    total += cell.coefficient * value
                }
                return total
            }
        }
    }

    /// The constant of a basic symbol's row. Read through the buffer, since `rows[id]?.constant` copies the
    /// whole optional row (retaining its arrays) on every value read.
    @inline(__always)
    private func rowConstant(of symbol: Symbol) -> Double? {
        rows.withUnsafeBufferPointer { $0[symbol.id]?.constant }
    }

    @discardableResult
    private mutating func cache(_ value: Double, for symbol: Symbol) -> Double {
        cachedValues[symbol.id] = CachedValue(value: value, epoch: epoch)
        return value
    }

    /// Whether a symbol's value is pinned at the optimum, by a sufficient test: through its row or definitions it
    /// depends only on markers of required equalities and on restricted parameters whose reduced cost is
    /// positive at some priority level (moving one would make that level worse). `false` means "not proven".
    ///
    /// Results are kept until the tableau changes, so testing every variable costs one pass over the rows and
    /// definitions rather than one expansion per variable.
    mutating func isPinned(_ symbol: Symbol) -> Bool {
        let order = dependencyOrder(from: symbol, isDone: { states[$0.id].pinnedMark.epoch == epoch }, inputs: { rows[$0.id] ?? definitions[$0.id] })
        for pending in order {
            let isPinned = if let source = rows[pending.id] ?? definitions[pending.id] {
                source.cells.allSatisfy { states[$0.symbol.id].pinnedMark.isPinned }
            } else {
                isPinnedParameter(pending)
            }
            states[pending.id].pinnedMark = PinnedMark(isPinned: isPinned, epoch: epoch)
        }
        return states[symbol.id].pinnedMark.isPinned
    }

    /// The symbols at and below `symbol` (through `inputs`, a row or definition) whose result is not yet known,
    /// each after the ones it uses. Iterative, since a chain of ten thousand views is ten thousand definitions deep.
    private func dependencyOrder(from symbol: Symbol, isDone: (Symbol) -> Bool, inputs: (Symbol) -> Row?) -> [Symbol] {
        guard !isDone(symbol) else { return [] }
        var order: [Symbol] = []
        var finished = Set<Symbol>()
        var stack = [symbol]
        while let top = stack.last {
            if finished.contains(top) {
                stack.removeLast()
                continue
            }
            let pending = stack.count
            for cell in inputs(top)?.cells ?? [] {
                let used = cell.symbol
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
    private func isPinnedParameter(_ symbol: Symbol) -> Bool {
        switch symbol.kind {
        case .dummy: return true
        case .external: return false
        case .slack, .error:
            if let positive = hasPositiveReducedCost(symbol) { return positive }
            return isBlockedByDegenerateRow(symbol)
        }
    }

    /// The sign of a symbol's reduced cost (its coefficient in the first objective level that has one), or nil
    /// when it is zero at every level.
    private func hasPositiveReducedCost(_ symbol: Symbol) -> Bool? {
        for level in levels {
            let cost = level.row.coefficient(of: symbol)
            if !isNearZero(cost) { return cost > 0 }
        }
        return nil
    }

    /// Whether a free-of-cost restricted parameter cannot grow: some restricted row at zero would go negative
    /// (or a marker's row leave zero), and nothing else in that row that could move without loss makes up
    /// for it. Hugging against compression resistance is the everyday case.
    private func isBlockedByDegenerateRow(_ symbol: Symbol) -> Bool {
        columns[symbol.id].contains { basic in
            guard basic.isRestricted, let row = rows[basic.id], isNearZero(row.constant) else { return false }
            let coefficient = row.coefficient(of: symbol)
            guard basic.isDummy ? !isNearZero(coefficient) : coefficient < -Tolerance.zero else { return false }
            return !row.cells.contains { cell in
                let other = cell.symbol
                guard other != symbol, !other.isDummy else { return false }
                if other.isExternal { return true }
                guard hasPositiveReducedCost(other) == nil else { return false }
                return basic.isDummy || cell.coefficient > 0
            }
        }
    }

    /// The restricted symbols (markers and errors) a symbol's value depends on in the current solution.
    mutating func parameters(of symbol: Symbol) -> [Symbol] {
        let source: Row
        if let row = rows[symbol.id] {
            source = row
        } else if let definition = definitions[symbol.id] {
            source = expand(definition)
        } else {
            return []
        }
        return unfolded(source.cells.map { $0.symbol }).filter { $0.isRestricted }.sorted()
    }
}
