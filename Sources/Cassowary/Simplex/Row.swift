/// One equation of the tableau: `constant + Σ coefficient·symbol`.
///
/// Cells keep their insertion order (removal moves the last cell into the gap), so every walk over a row is
/// deterministic: the same calls give the same floating-point results in every run. Short rows are searched
/// linearly; long ones (a chain of views expanded into one row) get a position index.
struct Row {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell] = []
    private var positions: OutOfLineIndex?

    private static let indexThreshold = 24

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` cells, so that filling it does not reallocate.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    /// A row of these cells, whose symbols must differ and whose coefficients must not be zero; a long row gets
    /// its position index at once, at its size.
    init(constant: Double, cells: [Cell]) {
        self.constant = constant
        self.cells = cells
        guard cells.count > Row.indexThreshold else { return }
        positions = OutOfLineIndex(SymbolIndex(positionsOf: cells.lazy.map(\.symbol), count: cells.count))
    }

    var isEmpty: Bool { cells.isEmpty }

    func position(of symbol: Symbol) -> Int? {
        if let positions { return positions[symbol].map(Int.init) }
        return cells.firstIndex { $0.symbol == symbol }
    }

    func coefficient(of symbol: Symbol) -> Double {
        position(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    /// How adding to a cell changed the row's set of symbols.
    enum Change {
        case inserted, removed, updated, unchanged
    }

    /// Adds `amount` to a symbol's coefficient, dropping the cell when it becomes zero.
    @discardableResult
    mutating func add(_ amount: Double, to symbol: Symbol) -> Change {
        addReturningCoefficient(amount, to: symbol).change
    }

    /// Adds `amount` to a symbol's coefficient as ``add(_:to:)`` does, and also returns the new coefficient
    /// (zero when the cell was dropped or never made).
    @inline(__always)
    mutating func addReturningCoefficient(_ amount: Double, to symbol: Symbol) -> (change: Change, coefficient: Double) {
        if let index = position(of: symbol) {
            let sum = cells[index].coefficient + amount
            if isNearZero(sum) {
                remove(at: index)
                return (.removed, 0)
            }
            cells[index].coefficient = sum
            return (.updated, sum)
        }
        guard !isNearZero(amount) else { return (.unchanged, 0) }
        append(Cell(symbol: symbol, coefficient: amount))
        return (.inserted, amount)
    }

    /// Adds a cell for a symbol the row does not hold, without looking for it: a constraint's markers, which
    /// only the expression's variables precede. The coefficient must not be zero.
    mutating func addAbsent(_ coefficient: Double, to symbol: Symbol) {
        assert(position(of: symbol) == nil && !isNearZero(coefficient), "addAbsent of a symbol the row holds")
        append(Cell(symbol: symbol, coefficient: coefficient))
    }

    /// Removes a symbol's cell and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard let index = position(of: symbol) else { return 0 }
        let coefficient = cells[index].coefficient
        remove(at: index)
        return coefficient
    }

    mutating func scale(by factor: Double) {
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Turns `lhs = row` into `rhs = …`, where `rhs` is a symbol of the row.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        add(-1, to: lhs)
        solve(for: rhs)
    }

    /// Turns `0 = row` into `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        scale(by: -1 / coefficient)
    }

    /// Makes room for `count` cells in all, and in the position index when that many need one, so that a long
    /// row added cell by cell grows its storage once rather than again and again.
    mutating func reserveCapacity(_ count: Int) {
        cells.reserveGrowing(count)
        guard count > Row.indexThreshold else { return }
        if positions == nil {
            positions = OutOfLineIndex(SymbolIndex(positionsOf: cells.lazy.map(\.symbol), count: cells.count, minimumCapacity: count))
        } else {
            positions!.reserve(count)
        }
    }

    private mutating func append(_ cell: Cell) {
        cells.append(cell)
        if positions != nil {
            positions!.set(Int32(cells.count - 1), for: cell.symbol)
        } else if cells.count > Row.indexThreshold {
            positions = OutOfLineIndex(SymbolIndex(positionsOf: cells.lazy.map(\.symbol), count: cells.count))
        }
    }

    private mutating func remove(at index: Int) {
        let removed = cells[index].symbol
        let last = cells.count - 1
        if index != last {
            cells[index] = cells[last]
            positions?.set(Int32(index), for: cells[index].symbol)
        }
        cells.removeLast()
        positions?.remove(removed)
    }
}

/// Whether a coefficient or value is zero but for rounding (``Tolerance/zero``).
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    abs(value) < Tolerance.zero
}
