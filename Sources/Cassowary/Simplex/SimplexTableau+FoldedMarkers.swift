/// Folded markers: one zero symbol that stands in the rows for the markers of many required equalities.
///
/// A row that closes a chain of n views holds, expanded, the markers of all n links. Substituted into the rows
/// that tie every view to the first one (equal widths), it makes each of them n cells long, and laying the
/// views out quadratic: 800 labels of equal width filling a row took half a second. The markers are zero and
/// never enter the basis; the rows carry them only so that their constraints can be found again, to take one
/// out, change its constant, or name it in a conflict. So when a row goes into the tableau with more than
/// ``SimplexTableau/markerFoldLimit`` markers, they become one new dummy, `folded = Σ coefficient·marker`, whose
/// contents are kept aside. Before a folded marker's constraint is taken out, the marker is split out of the
/// dummies that hold it, so that every row that depends on it names it again; a change of its constant renames
/// the dummies instead (see `renamings`). Conflicts and the constraints that a value depends on name the
/// markers inside. A folded dummy is never basic.
struct FoldedMarkers {
    struct Fold {
        /// The markers (or folded dummies) it stands for, with their coefficients.
        var contents: Row
        /// 1 + the largest depth of the folded dummies it holds, 0 if it holds none: those that hold others
        /// are unfolded first.
        var depth: Int
    }

    /// Per folded dummy, with the dummies that hold each symbol.
    var folds = FoldTable()
    /// The number of folded dummies at which those that nothing holds any more are next forgotten.
    var nextSweep = 16
}

extension SimplexTableau {
    /// How many markers a row may hold before they are folded into one (see ``FoldedMarkers``). Builds that check
    /// the invariants (the fuzz targets) fold every pair, so that fuzzing reaches the folded paths.
    #if CASSOWARY_CHECKS
    static let defaultMarkerFoldLimit = 1
    #else
    static let defaultMarkerFoldLimit = 16
    #endif

    /// Whether a symbol is a folded dummy.
    func isFolded(_ symbol: Symbol) -> Bool {
        symbol.isDummy && foldedMarkers.folds.contains(symbol)
    }

    /// Folds the row's markers into one new dummy when there are more than the limit, keeping those that
    /// `keeps` names (a marker the row may be solved for).
    mutating func foldMarkers(in row: inout Row, keeping keeps: (Symbol) -> Bool) {
        var count = 0
        for cell in row.cells where cell.symbol.isDummy && !keeps(cell.symbol) { count += 1 }
        guard count > markerFoldLimit else { return }
        let folded = makeSymbol(.dummy)
        var kept: [Row.Cell] = [], contents: [Row.Cell] = [], depth = 0
        kept.reserveCapacity(row.cells.count - count + 1)
        contents.reserveCapacity(count)
        for cell in row.cells {
            if cell.symbol.isDummy && !keeps(cell.symbol) {
                contents.append(cell)
                if let inner = foldedMarkers.folds[cell.symbol] { depth = max(depth, inner.depth + 1) }
            } else {
                kept.append(cell)
            }
        }
        kept.append(Row.Cell(symbol: folded, coefficient: 1))
        foldedMarkers.folds.insert(FoldedMarkers.Fold(contents: Row(constant: 0, cells: contents), depth: depth), for: folded)
        row = Row(constant: row.constant, cells: kept)
        if foldedMarkers.folds.count >= foldedMarkers.nextSweep { forgetUnheldFolds(besides: folded) }
    }

    /// Forgets the folded dummies that no row, objective or other folded dummy holds any more (their rows went
    /// when their constraints did), and frees their ids; `kept` is held by a row not in the tableau yet. Done
    /// when their number doubles, so it costs a constant per fold.
    private mutating func forgetUnheldFolds(besides kept: Symbol) {
        var held: Set<Symbol> = [kept], pending = [kept]
        for dummy in foldedMarkers.folds.dummies where !columns[dummy.id].isEmpty || isInObjective(dummy) {
            if held.insert(dummy).inserted { pending.append(dummy) }
        }
        while let dummy = pending.popLast() {
            for cell in foldedMarkers.folds[dummy]!.contents.cells where isFolded(cell.symbol) && held.insert(cell.symbol).inserted {
                pending.append(cell.symbol)
            }
        }
        for dummy in foldedMarkers.folds.dummies.sorted() where !held.contains(dummy) {
            foldedMarkers.folds.remove(dummy)
            recycle(dummy)
        }
        foldedMarkers.nextSweep = max(16, 2 * foldedMarkers.folds.count)
    }

    private func isInObjective(_ symbol: Symbol) -> Bool {
        levels.contains { $0.row.position(of: symbol) != nil } || artificial?.position(of: symbol) != nil
    }

    /// Brings a marker back into every row that depends on it, before its constraint goes: the marker, or the folded dummy inside that holds
    /// it, is taken out of each folded dummy that holds it (directly or through others, outermost first). A row
    /// that held one folded dummy then holds two or three cells, not the whole contents: hiding half of 800
    /// equally wide labels one by one would otherwise unfold 800 markers into every label's row.
    mutating func exposeMarker(_ marker: Symbol) {
        let holding = foldedDummies(holding: marker)
        guard !holding.isEmpty else { return }
        let exposed = (holding + [marker]).sorted()
        let depths = holding.map { (folded: $0, depth: foldedMarkers.folds[$0]!.depth) }
        for (folded, _) in depths.sorted(by: { ($1.depth, $0.folded) < ($0.depth, $1.folded) }) {
            split(folded, leaving: exposed)
        }
    }

    /// Takes those of `symbols` that a folded dummy holds out of it and puts them, times its coefficient, beside
    /// it in every row and the objective; the dummy itself goes when at most one symbol would stay in it. The
    /// contents change in place and are not walked: copying them for each marker taken out made churning every
    /// tenth link of a chain of 1,000 views cost 60 % more.
    private mutating func split(_ folded: Symbol, leaving symbols: [Symbol]) {
        let index = foldedMarkers.folds.index(of: folded)!
        let leaving = symbols.compactMap { symbol in
            foldedMarkers.folds.entries[index].contents.position(of: symbol).map { foldedMarkers.folds.entries[index].contents.cells[$0] }
        }
        guard foldedMarkers.folds.entries[index].contents.cells.count - leaving.count > 1 else {
            substitute(folded, foldedMarkers.folds.remove(folded)!.contents)
            recycle(folded)
            return
        }
        foldedMarkers.folds.removeCells(of: leaving.map(\.symbol), fromFoldAt: index)
        substitute(folded, Row(constant: 0, cells: leaving), keepingSymbol: true)
    }

    /// Renaming a marker, `marker = marker′ + shift`, renames each folded dummy that holds it by the marker's
    /// coefficient in it times the shift (through inner dummies, by the product of theirs): the marker first,
    /// then the dummies, inner ones before those that hold them. A constant's change so moves the constants of
    /// the rows that hold the marker folded, as it does those of the rows that name it, without splitting it
    /// out: hiding every other view of a stack filling its width equally split a spacing's marker into every
    /// view's row per view hidden, and the rows grew by one cell each time (quadratic).
    mutating func renamings(of marker: Symbol, by shift: Double) -> Renamings {
        var renamed = Renamings(marker: marker, shift: shift)
        let holding = foldedDummies(holding: marker)
        guard !holding.isEmpty else { return renamed }
        let depths = holding.map { (folded: $0, depth: foldedMarkers.folds[$0]!.depth) }
        for (folded, depth) in depths.sorted(by: { ($0.depth, $0.folded) < ($1.depth, $1.folded) }) {
            let contents = foldedMarkers.folds[folded]!.contents
            var foldShift = contents.coefficient(of: marker) * shift
            // Only a fold that holds others holds a dummy renamed before it: looking for each in every fold made
            // a marker that 800 folds hold cost 800² lookups.
            if depth > 0 {
                for inner in renamed.folds { foldShift += contents.coefficient(of: inner.symbol) * inner.shift }
            }
            renamed.folds.append((folded, foldShift))
        }
        return renamed
    }

    /// The folded dummies that hold a marker, directly or through others, lowest first.
    private mutating func foldedDummies(holding marker: Symbol) -> [Symbol] {
        guard !foldedMarkers.folds.isEmpty else { return [] }
        // The marker's direct holders differ; only those reached through others may repeat, and few are.
        var holding = Array(foldedMarkers.folds.holders(of: marker))
        var pending = holding
        while let symbol = pending.popLast() {
            for dummy in foldedMarkers.folds.holders(of: symbol) where !holding.contains(dummy) {
                holding.append(dummy)
                pending.append(dummy)
            }
        }
        return holding.sorted()
    }

    /// Forgets every folded dummy, once no row or objective holds any (the rows were recomputed from the
    /// constraints), and frees their ids.
    mutating func forgetFoldedMarkers() {
        for dummy in foldedMarkers.folds.dummies.sorted() { recycle(dummy) }
        foldedMarkers = FoldedMarkers()
    }

    /// The symbols with every folded dummy among them replaced by the markers it stands for, recursively.
    func unfolded(_ symbols: [Symbol]) -> [Symbol] {
        var result: [Symbol] = [], pending = symbols.reversed() as [Symbol]
        while let symbol = pending.popLast() {
            if symbol.isDummy, let fold = foldedMarkers.folds[symbol] {
                pending += fold.contents.cells.reversed().map(\.symbol)
            } else {
                result.append(symbol)
            }
        }
        return result
    }

    /// The row with its folded dummies replaced by their contents, recursively; the tableau is left as it is.
    func unfoldingMarkers(in row: Row) -> Row {
        guard row.cells.contains(where: { isFolded($0.symbol) }) else { return row }
        var result = Row(constant: row.constant)
        var pending = row.cells.map { ($0.symbol, $0.coefficient) }
        while let (symbol, coefficient) = pending.popLast() {
            if isFolded(symbol) {
                pending += foldedMarkers.folds[symbol]!.contents.cells.map { ($0.symbol, coefficient * $0.coefficient) }
            } else {
                result.add(coefficient, to: symbol)
            }
        }
        return result
    }
}

/// The folded dummies and their folds, side by side in the order they were made (removal moves the last into
/// the gap), found by dummy through a ``SymbolIndex``: a dictionary hashed every id with the standard library's
/// seeded hasher, a tenth of churning every tenth link of a chain of 10,000 views.
struct FoldTable {
    private(set) var dummies: [Symbol] = []
    /// The folds, by the position of their dummy in `dummies`.
    private(set) var entries: [FoldedMarkers.Fold] = []
    private var positions = SymbolIndex(minimumCapacity: 16)
    /// The folds that hold each symbol, made at the first look for them and kept from then on: looking through
    /// every fold made a constant's change cost the number of folds (a stack of 800 stacks that each fill their
    /// width equally, quadratic), and keeping the index while a layout is only being built cost 1 % of building
    /// a row of 1,000 views. Out of line, since the tableau, which holds it, is copied as a whole here and there.
    private var holderIndex: HolderIndex?

    var count: Int { dummies.count }
    var isEmpty: Bool { dummies.isEmpty }

    func index(of dummy: Symbol) -> Int? {
        positions[dummy].map(Int.init)
    }

    func contains(_ dummy: Symbol) -> Bool {
        positions[dummy] != nil
    }

    subscript(dummy: Symbol) -> FoldedMarkers.Fold? {
        index(of: dummy).map { entries[$0] }
    }

    /// The dummies whose folds hold a symbol directly.
    mutating func holders(of symbol: Symbol) -> SymbolSet {
        if holderIndex == nil {
            let index = HolderIndex()
            for (dummy, fold) in zip(dummies, entries) { index.add(dummy, toHoldersOf: fold.contents.cells.lazy.map(\.symbol)) }
            holderIndex = index
        }
        return holderIndex!.holders(of: symbol)
    }

    /// The holder index, when there is one, this table's own (a copy of the tableau shares it until then).
    private mutating func uniqueHolderIndex() -> HolderIndex? {
        if holderIndex != nil && !isKnownUniquelyReferenced(&holderIndex) { holderIndex = HolderIndex(copying: holderIndex!) }
        return holderIndex
    }

    mutating func insert(_ fold: FoldedMarkers.Fold, for dummy: Symbol) {
        positions.set(Int32(dummies.count), for: dummy)
        dummies.append(dummy)
        entries.append(fold)
        uniqueHolderIndex()?.add(dummy, toHoldersOf: fold.contents.cells.lazy.map(\.symbol))
    }

    /// Takes a dummy's fold out and returns it.
    @discardableResult
    mutating func remove(_ dummy: Symbol) -> FoldedMarkers.Fold? {
        guard let index = index(of: dummy) else { return nil }
        positions.remove(dummy)
        let last = dummies.count - 1
        if index != last {
            dummies.swapAt(index, last)
            entries.swapAt(index, last)
            positions.set(Int32(index), for: dummies[index])
        }
        dummies.removeLast()
        let fold = entries.removeLast()
        uniqueHolderIndex()?.remove(dummy, fromHoldersOf: fold.contents.cells.lazy.map(\.symbol))
        return fold
    }

    /// Takes symbols out of the fold at `index`, in place.
    mutating func removeCells(of symbols: [Symbol], fromFoldAt index: Int) {
        for symbol in symbols { entries[index].contents.remove(symbol) }
        uniqueHolderIndex()?.remove(dummies[index], fromHoldersOf: symbols)
    }
}

/// Per symbol that some fold holds, the dummies whose folds hold it directly: a ``SymbolIndex`` from the symbol
/// to a set's place, the places of sets that emptied reused. A class, shared by copies of a fold table until
/// one of them changes (see `FoldTable.uniqueHolderIndex()`).
private final class HolderIndex {
    private var places = SymbolIndex(minimumCapacity: 16)
    private var sets: [SymbolSet] = []
    private var freePlaces: [Int32] = []

    init() {}

    init(copying other: HolderIndex) {
        (places, sets, freePlaces) = (other.places, other.sets, other.freePlaces)
    }

    func holders(of symbol: Symbol) -> SymbolSet {
        places[symbol].map { sets[Int($0)] } ?? SymbolSet()
    }

    func add(_ dummy: Symbol, toHoldersOf symbols: some Sequence<Symbol>) {
        for symbol in symbols {
            if let place = places[symbol] {
                sets[Int(place)].insert(dummy)
                continue
            }
            var holders = SymbolSet()
            holders.insert(dummy)
            if let place = freePlaces.popLast() {
                sets[Int(place)] = holders
                places.set(place, for: symbol)
            } else {
                places.set(Int32(sets.count), for: symbol)
                sets.append(holders)
            }
        }
    }

    func remove(_ dummy: Symbol, fromHoldersOf symbols: some Sequence<Symbol>) {
        for symbol in symbols {
            guard let place = places[symbol] else { continue }
            sets[Int(place)].remove(dummy)
            guard sets[Int(place)].isEmpty else { continue }
            places.remove(symbol)
            freePlaces.append(place)
        }
    }
}
