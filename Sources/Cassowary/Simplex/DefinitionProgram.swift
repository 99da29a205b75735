/// Every definition laid out flat, in the order of definitions, for evaluating them all at once (see
/// `SimplexTableau.evaluateEveryDefinition`): subjects, constants and cells sit in arrays side by side, where
/// the definitions themselves are rows whose cells are scattered over the heap, a cache miss apiece in a large
/// layout.
///
/// The tableau drops it when a definition comes or goes, and updates a constant in place when a constraint's
/// constant moves a definition (as every step of a drag or an animated constant does).
struct DefinitionProgram {
    /// Per place in the order of definitions: the subject's id, or -1 where the definition went or moved on.
    let subjects: [Int32]
    /// Per place: the definition's constant, the one thing that changes in place.
    private(set) var constants: [Double]
    /// Per place: where its cells end in `cells`; they start where the previous place's end.
    let ends: [Int32]
    /// The definitions' cells, one after another, each with where its symbol's value is read.
    let cells: [Cell]

    /// A cell of a definition, with its symbol's source decided when the program is made: whether a symbol is
    /// defined changes only when a definition comes or goes, which drops the program. Reading the order of
    /// definitions for every cell instead was a second scattered load per cell.
    struct Cell: Equatable {
        /// The symbol's id when it is defined (its value is in the cache), else the bitwise complement of the
        /// id (its value is its row's constant, or zero).
        let source: Int32
        let coefficient: Double

        init(_ cell: Row.Cell, isDefined: Bool) {
            source = isDefined ? Int32(cell.symbol.id) : ~Int32(cell.symbol.id)
            coefficient = cell.coefficient
        }
    }

    /// The program of the tableau's current definitions.
    init(of tableau: SimplexTableau) {
        let defined = tableau.definedSymbolByOrder
        var subjects: [Int32] = [], constants: [Double] = [], ends: [Int32] = [], cells: [Cell] = []
        subjects.reserveCapacity(defined.count)
        constants.reserveCapacity(defined.count)
        ends.reserveCapacity(defined.count)
        // Through the buffers, with the cells counted first and written in place: appended one by one, each
        // checked for room and uniqueness, they made the program cost as much as a sweep.
        tableau.definitionOrder.withUnsafeBufferPointer { order in
            tableau.definitions.withUnsafeBufferPointer { definitions in
                // The definition at a place in the order, if it is still there.
                func definition(at index: Int, of symbol: Symbol) -> Row? {
                    order[symbol.id] == index + 1 ? definitions[symbol.id] : nil
                }
                var total = 0
                for (index, symbol) in defined.enumerated() { total += definition(at: index, of: symbol)?.cells.count ?? 0 }
                cells = [Cell](unsafeUninitializedCapacity: total) { buffer, filled in
                    filled = 0
                    for (index, symbol) in defined.enumerated() {
                        if let definition = definition(at: index, of: symbol) {
                            subjects.append(Int32(symbol.id))
                            constants.append(definition.constant)
                            for cell in definition.cells {
                                buffer.initializeElement(at: filled, to: Cell(cell, isDefined: order[cell.symbol.id] > 0))
                                filled += 1
                            }
                        } else {
                            subjects.append(-1)
                            constants.append(0)
                        }
                        ends.append(Int32(filled))
                    }
                }
            }
        }
        (self.subjects, self.constants, self.ends, self.cells) = (subjects, constants, ends, cells)
    }

    /// Sets the constant of the definition at a place in the order of definitions (from 1).
    mutating func setConstant(_ constant: Double, at order: Int) {
        constants[order - 1] = constant
    }

    /// Whether the program holds exactly the tableau's definitions: for the invariant checks.
    func matches(_ tableau: SimplexTableau) -> Bool {
        let fresh = DefinitionProgram(of: tableau)
        return fresh.subjects == subjects && fresh.constants == constants && fresh.ends == ends
            && fresh.cells == cells
    }

    /// Evaluates every definition in order (see ``DefinitionEvaluator``).
    func evaluate(with evaluator: DefinitionEvaluator) {
        subjects.withUnsafeBufferPointer { subjects in
            constants.withUnsafeBufferPointer { constants in
                ends.withUnsafeBufferPointer { ends in
                    cells.withUnsafeBufferPointer { cells in
                        var start = 0
                        for place in subjects.indices {
                            let end = Int(ends[place])
                            if subjects[place] >= 0 {
                                evaluator.evaluate(Int(subjects[place]), constant: constants[place],
                                                   programCells: UnsafeBufferPointer(rebasing: cells[start..<end]))
                            }
                            start = end
                        }
                    }
                }
            }
        }
    }
}

/// Evaluates definitions in the order of definitions into the tableau's cache of values, reading a named
/// symbol's value as `value(of:)` does: a defined one from the cache (evaluated earlier in the same sweep, since
/// a definition names only symbols defined before it), a basic one from its row, a parameter as zero. The sums
/// are made cell by cell in the definition's own order, so the values are the same to the bit.
///
/// Four words, so that it travels in registers: with buffers instead of their base addresses, every cell
/// reloaded them from memory.
struct DefinitionEvaluator {
    let cache: UnsafeMutablePointer<CachedValue>
    let rows: UnsafePointer<Row?>
    let definitionOrder: UnsafePointer<Int>
    let epoch: UInt64

    @inline(__always)
    func evaluate(_ subject: Int, constant: Double, cells: UnsafeBufferPointer<Row.Cell>) {
        var total = constant
        for cell in cells {
            let used = cell.symbol.id
            total += cell.coefficient * (definitionOrder[used] > 0 ? cache[used].value : rows[used]?.constant ?? 0)
        }
        cache[subject] = CachedValue(value: total, epoch: epoch)
    }

    /// The same for a definition of a ``DefinitionProgram``, whose cells say where each value is read.
    @inline(__always)
    func evaluate(_ subject: Int, constant: Double, programCells cells: UnsafeBufferPointer<DefinitionProgram.Cell>) {
        var total = constant
        for cell in cells {
            let source = Int(cell.source)
            total += cell.coefficient * (source >= 0 ? cache[source].value : rows[~source]?.constant ?? 0)
        }
        cache[subject] = CachedValue(value: total, epoch: epoch)
    }
}
