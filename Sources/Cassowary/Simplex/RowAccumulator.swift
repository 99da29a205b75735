/// The scratch of ``SimplexTableau/expand(_:)``: the row being summed, its coefficients kept by symbol id in a
/// dense buffer and its cells in the order their symbols first appear, and the definitions and rows still to be
/// added into it.
///
/// Expanding the row that closes a chain of views adds tens of thousands of terms. A ``Row`` would look each one
/// up in its position index; arrays checked every term for bounds and for a second owner, which cost more than
/// the sums. Here a term costs a few memory accesses. The tableau keeps one accumulator and reuses its storage
/// from one expansion to the next; it is empty between expansions, so tableaus copied from one another share it.
final class RowAccumulator {
    /// A symbol's coefficient and whether it has been touched in this expansion, side by side so that adding a
    /// term touches one place.
    private struct Slot {
        var coefficient = 0.0
        var isTouched = false
    }

    /// By symbol id, `capacity` of them, all untouched between expansions.
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Slot>
    /// The symbols touched in this expansion, in order: each at most once, so `capacity` of them fit.
    @exclusivity(unchecked) private var touched: UnsafeMutablePointer<Symbol>
    @exclusivity(unchecked) private var touchedCount = 0
    /// How many symbol ids the buffers hold.
    @exclusivity(unchecked) private var capacity = 0
    private let pendingOrders = PendingOrders()
    /// Basic symbols met, whose rows are added last.
    @exclusivity(unchecked) private var pendingBasics: [Symbol] = []

    init() {
        slots = UnsafeMutablePointer.allocate(capacity: 0)
        touched = UnsafeMutablePointer.allocate(capacity: 0)
    }

    deinit {
        slots.deallocate()
        touched.deallocate()
    }

    /// `source` with every defined symbol of `tableau` replaced by its definition and every basic one by its
    /// row, as ``SimplexTableau/expand(_:)`` describes.
    func expand(_ source: Row, in tableau: SimplexTableau) -> Row {
        makeRoom(forSymbols: tableau.states.count)
        var constant = tableau.definitionOrder.withUnsafeBufferPointer { order in
            tableau.rows.withUnsafeBufferPointer { rows in
                tableau.definitions.withUnsafeBufferPointer { definitions in
                    tableau.definedSymbolByOrder.withUnsafeBufferPointer { byOrder in
                        sumDefinitions(source, order: order, rows: rows, definitions: definitions, byOrder: byOrder)
                    }
                }
            }
        }
        // A basic symbol listed twice (after a cancellation) is taken the first time and skipped after.
        for basic in pendingBasics {
            let coefficient = take(basic)
            guard !isNearZero(coefficient), let row = tableau.rows[basic.id] else { continue }
            constant += coefficient * row.constant
            for cell in row.cells { add(coefficient * cell.coefficient, to: cell.symbol) }
        }
        pendingBasics.removeAll(keepingCapacity: true)
        return finish(constant: constant)
    }

    /// `row += factor × added` (the constant left to the caller), in one pass over the row's cells and one over
    /// `added`, whose symbols differ: for the rest of a substitution that cancels many of the row's cells, where
    /// one by one each would be looked up in the row's position index and leave a gap for the last cell to fill.
    /// Each sum is the one adding cell by cell makes; the row keeps the cells that do not cancel, in order,
    /// followed by the new ones in the order of `added`. Returns the symbols that came in and those that
    /// cancelled. Symbol ids must be below `symbolCount`.
    func add(_ added: ArraySlice<Row.Cell>, times factor: Double, to row: inout Row, symbolCount: Int)
        -> (inserted: [Symbol], removed: [Symbol])
    {
        makeRoom(forSymbols: symbolCount)
        for cell in row.cells { add(cell.coefficient, to: cell.symbol) }
        let held = touchedCount
        for cell in added { add(factor * cell.coefficient, to: cell.symbol) }
        var cells: [Row.Cell] = [], inserted: [Symbol] = [], removed: [Symbol] = []
        cells.reserveCapacity(touchedCount)
        for index in 0..<touchedCount {
            let symbol = touched[index], coefficient = slots[symbol.id].coefficient
            slots[symbol.id] = Slot()
            if !isNearZero(coefficient) {
                cells.append(Row.Cell(symbol: symbol, coefficient: coefficient))
                if index >= held { inserted.append(symbol) }
            } else if index < held {
                removed.append(symbol)
            }
        }
        touchedCount = 0
        row = Row(constant: row.constant, cells: cells)
        return (inserted, removed)
    }

    /// Adds `source` and, from the most recent to the oldest, the definitions of the defined symbols it names,
    /// directly or through definitions, and lists the basic symbols met; returns the constant.
    private func sumDefinitions(_ source: Row, order: UnsafeBufferPointer<Int>, rows: UnsafeBufferPointer<Row?>,
                                definitions: UnsafeBufferPointer<Row?>, byOrder: UnsafeBufferPointer<Symbol>) -> Double {
        var constant = source.constant
        func accumulate(_ symbol: Symbol, _ coefficient: Double) {
            let id = symbol.id
            if order[id] > 0 {
                pendingOrders.insert(order[id])
            } else if !hasCell(id) && rows[id] != nil {
                pendingBasics.append(symbol)
            }
            add(coefficient, to: symbol)
        }
        for cell in source.cells { accumulate(cell.symbol, cell.coefficient) }
        // A definition whose coefficient cancelled comes out with zero and is skipped.
        while let definitionOrder = pendingOrders.popMax() {
            let symbol = byOrder[definitionOrder - 1]
            let coefficient = take(symbol)
            guard !isNearZero(coefficient), let definition = definitions[symbol.id] else { continue }
            constant += coefficient * definition.constant
            for cell in definition.cells { accumulate(cell.symbol, coefficient * cell.coefficient) }
        }
        return constant
    }

    /// Whether the symbol with this id has a cell: a coefficient that is not zero but for rounding.
    @inline(__always)
    private func hasCell(_ id: Int) -> Bool {
        slots[id].isTouched && !isNearZero(slots[id].coefficient)
    }

    /// Adds `amount` to a symbol's coefficient.
    @inline(__always)
    private func add(_ amount: Double, to symbol: Symbol) {
        let id = symbol.id
        if slots[id].isTouched {
            slots[id].coefficient += amount
        } else {
            slots[id] = Slot(coefficient: amount, isTouched: true)
            touched[touchedCount] = symbol
            touchedCount += 1
        }
    }

    /// Takes a symbol's coefficient out (0 when it has none).
    private func take(_ symbol: Symbol) -> Double {
        guard slots[symbol.id].isTouched else { return 0 }
        defer { slots[symbol.id].coefficient = 0 }
        return slots[symbol.id].coefficient
    }

    /// The sum as a row, its cells in the order their symbols first appeared, without the ones that cancelled;
    /// the accumulator is empty again.
    private func finish(constant: Double) -> Row {
        var cells: [Row.Cell] = []
        cells.reserveCapacity(touchedCount)
        for index in 0..<touchedCount {
            let symbol = touched[index]
            let coefficient = slots[symbol.id].coefficient
            if !isNearZero(coefficient) { cells.append(Row.Cell(symbol: symbol, coefficient: coefficient)) }
            slots[symbol.id] = Slot()
        }
        touchedCount = 0
        return Row(constant: constant, cells: cells)
    }

    /// Makes the buffers hold every symbol id below `count`.
    private func makeRoom(forSymbols count: Int) {
        guard count > capacity else { return }
        let newCapacity = max(count, 2 * capacity)
        let newSlots = UnsafeMutablePointer<Slot>.allocate(capacity: newCapacity)
        newSlots.initialize(repeating: Slot(), count: newCapacity)
        slots.deallocate()
        slots = newSlots
        touched.deallocate()
        touched = UnsafeMutablePointer.allocate(capacity: newCapacity)
        capacity = newCapacity
    }
}
