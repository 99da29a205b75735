/// A row being summed in place: coefficients kept by symbol id in dense arrays, cells in the order their symbols
/// first appear. Expanding a definition into a row as long as a chain of views adds thousands of terms, and a
/// ``Row`` would look each one up in its position index and grow that index as it goes; here each term costs an
/// array access. The tableau keeps one, so that the arrays are reused from one expansion to the next.
struct RowAccumulator {
    private var coefficients: [Double] = []
    private var isTouched: [Bool] = []
    private var touched: [Symbol] = []
    /// Pending definition orders, for `SimplexTableau.expand`, kept here so that its storage is reused too.
    var pendingOrders = MinHeap<Int>()

    /// Whether the symbol has a cell: a coefficient that is not zero but for rounding.
    @inline(__always)
    func hasCell(_ symbol: Symbol) -> Bool {
        symbol.id < isTouched.count && isTouched[symbol.id] && !isNearZero(coefficients[symbol.id])
    }

    /// Adds `amount` to a symbol's coefficient.
    @inline(__always)
    mutating func add(_ amount: Double, to symbol: Symbol) {
        let id = symbol.id
        if id >= isTouched.count {
            let count = max(id + 1, isTouched.count * 2)
            coefficients += repeatElement(0, count: count - coefficients.count)
            isTouched += repeatElement(false, count: count - isTouched.count)
        }
        if isTouched[id] {
            coefficients[id] += amount
        } else {
            isTouched[id] = true
            touched.append(symbol)
            coefficients[id] = amount
        }
    }

    /// Takes a symbol's coefficient out (0 when it has none).
    mutating func take(_ symbol: Symbol) -> Double {
        guard hasCell(symbol) else { return 0 }
        defer { coefficients[symbol.id] = 0 }
        return coefficients[symbol.id]
    }

    /// The sum as a row, its cells in the order their symbols first appeared, without the ones that cancelled;
    /// the accumulator is empty again.
    mutating func finish(constant: Double) -> Row {
        var cells: [Row.Cell] = []
        cells.reserveCapacity(touched.count)
        for symbol in touched {
            let coefficient = coefficients[symbol.id]
            if !isNearZero(coefficient) { cells.append(Row.Cell(symbol: symbol, coefficient: coefficient)) }
            isTouched[symbol.id] = false
            coefficients[symbol.id] = 0
        }
        touched.removeAll(keepingCapacity: true)
        return Row(constant: constant, cells: cells)
    }
}
