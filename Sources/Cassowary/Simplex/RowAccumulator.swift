/// A row being summed in place: coefficients kept by symbol id in a dense array, cells in the order their symbols
/// first appear. Expanding a definition into a row as long as a chain of views adds thousands of terms, and a
/// ``Row`` would look each one up in its position index and grow that index as it goes; here each term costs an
/// array access. The tableau keeps one, so that the arrays are reused from one expansion to the next.
struct RowAccumulator {
    /// A symbol's coefficient and whether it has been touched since the last `finish`, side by side so that
    /// adding a term touches one array.
    private struct Slot {
        var coefficient = 0.0
        var isTouched = false
    }

    private var slots: [Slot] = []
    private var touched: [Symbol] = []
    /// Pending definition orders, for `SimplexTableau.expand`, kept here so that its storage is reused too.
    var pendingOrders = PendingOrders()
    /// Basic symbols met while expanding, whose rows `SimplexTableau.expand` adds last, kept here for the same reason.
    var pendingBasics: [Symbol] = []

    /// Whether the symbol has a cell: a coefficient that is not zero but for rounding.
    @inline(__always)
    func hasCell(_ symbol: Symbol) -> Bool {
        symbol.id < slots.count && slots[symbol.id].isTouched && !isNearZero(slots[symbol.id].coefficient)
    }

    /// Adds `amount` to a symbol's coefficient.
    @inline(__always)
    mutating func add(_ amount: Double, to symbol: Symbol) {
        let id = symbol.id
        if id >= slots.count {
            slots += repeatElement(Slot(), count: max(id + 1, slots.count * 2) - slots.count)
        }
        if slots[id].isTouched {
            slots[id].coefficient += amount
        } else {
            slots[id] = Slot(coefficient: amount, isTouched: true)
            touched.append(symbol)
        }
    }

    /// Takes a symbol's coefficient out (0 when it has none).
    mutating func take(_ symbol: Symbol) -> Double {
        guard hasCell(symbol) else { return 0 }
        defer { slots[symbol.id].coefficient = 0 }
        return slots[symbol.id].coefficient
    }

    /// The sum as a row, its cells in the order their symbols first appeared, without the ones that cancelled;
    /// the accumulator is empty again.
    mutating func finish(constant: Double) -> Row {
        var cells: [Row.Cell] = []
        cells.reserveCapacity(touched.count)
        for symbol in touched {
            let coefficient = slots[symbol.id].coefficient
            if !isNearZero(coefficient) { cells.append(Row.Cell(symbol: symbol, coefficient: coefficient)) }
            slots[symbol.id] = Slot()
        }
        touched.removeAll(keepingCapacity: true)
        return Row(constant: constant, cells: cells)
    }
}
