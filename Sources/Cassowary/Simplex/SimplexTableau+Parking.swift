/// What the tableau keeps for a symbol that parked rows depend on, or for the slack of a parked row.
struct WatchEntry {
    /// For the slack of a parked row: the row, `slack = constant + Σ coefficient·symbol`, unexpanded.
    var parkedRow: Row?
    /// For the slack of a parked row: whether the symbols it names watch it yet (see `watchParkedRows`).
    var parkedRowIsWatched = false
    /// The parked rows (by slack) that name the symbol.
    var parkedRows = SymbolSet()
    /// The watched defined symbols whose definitions name the symbol.
    var subjects = SymbolSet()
    /// The last walk that reached the entry (see `brokenParkedRows`).
    var visit: UInt32 = 0
    /// The walk that will look at the symbol's change, once noted (so that it is listed once).
    var noted: UInt32 = 0

    /// Whether some parked row depends on the symbol, directly or through definitions.
    var isWatched: Bool { !parkedRows.isEmpty || !subjects.isEmpty }
}

/// Parked rows: required inequalities that the solution satisfies, kept unexpanded and out of the tableau proper.
///
/// In a tree of views most inequalities hold with room to spare (only the last child reaches its container's
/// trailing edge, only the tallest its bottom), yet expanded into the tableau each one is as long as the
/// subtree before it, and every pivot below touches it. Parked, such a row costs its own few cells. The
/// solution is optimal for the constraints in the tableau; as long as it satisfies every parked row, it is
/// optimal for them all (it is feasible for the whole system, and no feasible point of a smaller set of
/// constraints does better). So after every change the rows it may have broken are looked at, and those
/// broken move into the tableau, where the dual simplex repairs them.
///
/// A parked row may have broken only if a symbol it names changed value. Such symbols are *watched*: those a
/// parked row names, and those the definition of a watched symbol names, but for the markers of required
/// equalities, which are zero even when basic. Every change to a watched symbol's value (its row's constant, its
/// entering or leaving the basis, its definition) is noted, and the walk from the noted symbols through the
/// watchers finds the parked rows to evaluate. Nothing is noted for the other
/// symbols, so a drag that moves no parked row's inputs pays one array read per changed row.
///
/// Rows parked during a call are watched only from the next call that changes the tableau: a layout built and
/// laid out once never changes, and making the watchers was a tenth of building it. Until then they are listed
/// as unwatched, and every settling evaluates them all (see `brokenParkedRows`).
extension SimplexTableau {
    /// The entry of a symbol, if it has one.
    @inline(__always)
    private func watchEntryIndex(_ symbol: Symbol) -> Int? {
        let slot = states[symbol.id].watchSlot
        return slot == 0 ? nil : Int(slot) - 1
    }

    /// The entry of a symbol, made if it has none.
    private mutating func makeWatchEntry(_ symbol: Symbol) -> Int {
        if let index = watchEntryIndex(symbol) { return index }
        let index: Int
        if let free = freeWatchEntries.popLast() {
            index = Int(free)
            watchEntries[index] = WatchEntry()
        } else {
            index = watchEntries.count
            watchEntries.append(WatchEntry())
        }
        states[symbol.id].watchSlot = Int32(index + 1)
        return index
    }

    /// Makes room for the entries of `count` more parked rows' slacks (the symbols they name share entries).
    mutating func reserveWatchEntries(_ count: Int) {
        watchEntries.reserveGrowing(watchEntries.count - freeWatchEntries.count + count)
    }

    /// Frees a symbol's entry once nothing is left in it.
    private mutating func releaseWatchEntryIfEmpty(_ symbol: Symbol) {
        guard let index = watchEntryIndex(symbol) else { return }
        let entry = watchEntries[index]
        guard !entry.isWatched && entry.parkedRow == nil else { return }
        watchEntries[index] = WatchEntry()
        freeWatchEntries.append(Int32(index))
        states[symbol.id].watchSlot = 0
    }

    /// Whether some parked row depends on the symbol.
    @inline(__always)
    func isWatched(_ symbol: Symbol) -> Bool {
        guard let index = watchEntryIndex(symbol) else { return false }
        return watchEntries[index].isWatched
    }

    /// Notes that a symbol's value may have changed, if a parked row depends on it.
    @inline(__always)
    mutating func noteValueChange(_ symbol: Symbol) {
        if states[symbol.id].watchSlot != 0 { noteWatchedChange(symbol) }
    }

    /// Lists a symbol with an entry as changed, once until the next walk, if it is watched.
    private mutating func noteWatchedChange(_ symbol: Symbol) {
        let index = watchEntryIndex(symbol)!
        let nextWalk = watchVisit &+ 1
        guard watchEntries[index].isWatched, watchEntries[index].noted != nextWalk else { return }
        watchEntries[index].noted = nextWalk
        changedWatchedSymbols.append(symbol)
    }

    // MARK: Parking and unparking

    /// Parks a row, `slack = constant + Σ coefficient·symbol`, that must stay non-negative; returns the slack
    /// that stands for it. The row names only symbols the tableau knows.
    mutating func park(_ row: Row) -> Symbol {
        let slack = makeSymbol(.slack)
        let index = makeWatchEntry(slack)
        watchEntries[index].parkedRow = row
        unwatchedParkedRows.append(slack)
        parkedRowCount += 1
        return slack
    }

    /// Makes the watchers of the rows parked since this was last called, which must all hold: from now on, a
    /// change to what they name is noted.
    mutating func watchParkedRows() {
        guard !unwatchedParkedRows.isEmpty else { return }
        var slacks = unwatchedParkedRows
        unwatchedParkedRows = []
        for slack in slacks where isParkedAndUnwatched(slack) {
            let index = watchEntryIndex(slack)!
            watchEntries[index].parkedRowIsWatched = true
            for cell in watchEntries[index].parkedRow!.cells where !cell.symbol.isDummy {
                addWatcher(parkedRow: slack, to: cell.symbol)
            }
        }
        // The list's storage is kept for the rows the next call parks.
        slacks.removeAll(keepingCapacity: true)
        unwatchedParkedRows = slacks
    }

    /// Whether a slack listed as unwatched still stands for a parked row without watchers (the row may have
    /// been unparked since; its slack is never reused).
    private func isParkedAndUnwatched(_ slack: Symbol) -> Bool {
        guard let index = watchEntryIndex(slack) else { return false }
        return watchEntries[index].parkedRow != nil && !watchEntries[index].parkedRowIsWatched
    }

    /// Parks a row if the current solution satisfies it and it would not define one of its symbols (a definition
    /// costs no more than parking); returns the slack that stands for it, or nil. A row that holds exactly is
    /// parked too: siblings of the same height all reach their container's bottom, and only one of them needs a
    /// row. Rounding leaves such a row a hair below zero at worst, well within `Tolerance.drift`.
    /// Mutating, like every tableau method the solver calls on a hot path: called on the solver's stored
    /// tableau, a non-mutating method is handed a copy of it, which retains every array.
    mutating func parkIfHolds(_ row: Row) -> Symbol? {
        guard !row.isEmpty, !row.cells.contains(where: { isFresh($0.symbol) }),
              redefinableSubject(row, subjectCount: row.cells.count) == nil,
              slack(of: row) >= 0 else { return nil }
        return park(row)
    }

    /// Takes a parked row out and returns it.
    mutating func unpark(_ slack: Symbol) -> Row {
        let index = watchEntryIndex(slack)!
        let row = watchEntries[index].parkedRow!
        let wasWatched = watchEntries[index].parkedRowIsWatched
        watchEntries[index].parkedRow = nil
        watchEntries[index].parkedRowIsWatched = false
        releaseWatchEntryIfEmpty(slack)
        if wasWatched {
            for cell in row.cells where !cell.symbol.isDummy { removeWatcher(parkedRow: slack, from: cell.symbol) }
        }
        parkedRowCount -= 1
        return row
    }

    /// The parked row of a slack.
    func parkedRow(_ slack: Symbol) -> Row {
        watchEntries[watchEntryIndex(slack)!].parkedRow!
    }

    /// Moves a parked row's constant; the caller checks that it still holds.
    mutating func shiftParkedRow(_ slack: Symbol, by delta: Double) {
        watchEntries[watchEntryIndex(slack)!].parkedRow!.constant += delta
    }

    /// The slack of a parked row at the current solution.
    mutating func parkedSlack(_ slack: Symbol) -> Double {
        let row = parkedRow(slack)
        var total = row.constant
        for cell in row.cells { total += cell.coefficient * value(of: cell.symbol) }
        return total
    }

    /// The slack of a row at the current solution, for deciding whether to park it.
    mutating func slack(of row: Row) -> Double {
        var total = row.constant
        for cell in row.cells { total += cell.coefficient * value(of: cell.symbol) }
        return total
    }

    // MARK: Watching

    private mutating func addWatcher(parkedRow slack: Symbol, to symbol: Symbol) {
        let index = makeWatchEntry(symbol)
        let wasWatched = watchEntries[index].isWatched
        watchEntries[index].parkedRows.insert(slack)
        if !wasWatched { startWatchingDefinition(of: symbol) }
    }

    private mutating func removeWatcher(parkedRow slack: Symbol, from symbol: Symbol) {
        let index = watchEntryIndex(symbol)!
        watchEntries[index].parkedRows.remove(slack)
        if !watchEntries[index].isWatched { stopWatchingDefinition(of: symbol) }
        releaseWatchEntryIfEmpty(symbol)
    }

    /// A symbol became watched: the symbols its definition names are watched by it, and so on down the
    /// definitions (iteratively: a chain of views is thousands of definitions deep).
    private mutating func startWatchingDefinition(of symbol: Symbol) {
        // Most symbols a parked row names have no definition: no walk at all.
        guard definitions[symbol.id] != nil else { return }
        var pending = takeWatchWalk(startingAt: symbol)
        defer { watchWalk = pending }
        while let subject = pending.popLast() {
            guard let definition = definitions[subject.id] else { continue }
            for cell in definition.cells where !cell.symbol.isDummy {
                let index = makeWatchEntry(cell.symbol)
                let wasWatched = watchEntries[index].isWatched
                watchEntries[index].subjects.insert(subject)
                if !wasWatched { pending.append(cell.symbol) }
            }
        }
    }

    /// A symbol is no longer watched: the symbols its definition names stop being watched by it, and so on.
    private mutating func stopWatchingDefinition(of symbol: Symbol) {
        guard definitions[symbol.id] != nil else { return }
        var pending = takeWatchWalk(startingAt: symbol)
        defer { watchWalk = pending }
        while let subject = pending.popLast() {
            guard let definition = definitions[subject.id] else { continue }
            for cell in definition.cells where !cell.symbol.isDummy {
                let index = watchEntryIndex(cell.symbol)!
                watchEntries[index].subjects.remove(subject)
                if !watchEntries[index].isWatched { pending.append(cell.symbol) }
                releaseWatchEntryIfEmpty(cell.symbol)
            }
        }
    }

    /// The walk's list, taken out of the tableau (so that the walk can change the tableau) with `symbol` in it.
    private mutating func takeWatchWalk(startingAt symbol: Symbol) -> [Symbol] {
        var pending = watchWalk
        watchWalk = []
        pending.removeAll(keepingCapacity: true)
        pending.append(symbol)
        return pending
    }

    /// A definition came for a symbol (see `define`): if the symbol is watched, what it names is too.
    mutating func definitionCame(for subject: Symbol) {
        guard isWatched(subject) else { return }
        startWatchingDefinition(of: subject)
        noteWatchedChange(subject)
    }

    /// A symbol's definition is about to go (see `retire`): what it names is no longer watched through it.
    mutating func definitionGoes(for subject: Symbol) {
        guard isWatched(subject) else { return }
        noteWatchedChange(subject)
        stopWatchingDefinition(of: subject)
    }

    // MARK: Finding broken rows

    /// The parked rows that the changes noted since the last call leave below zero (beyond rounding), in the
    /// order they were parked. Of the watched rows, only those that depend on a changed symbol are evaluated;
    /// the unwatched rows are evaluated all, and once one of them is broken the others are watched, so that
    /// repairing it does not make the next call evaluate them all again.
    mutating func brokenParkedRows() -> [Symbol] {
        // A drag settles after every step, with every row watched: that path makes no array of its own.
        guard !unwatchedParkedRows.isEmpty else { return brokenWatchedRows() }
        prepareToEvaluate(parkedRows: unwatchedParkedRows.count, sample: unwatchedParkedRows.first(where: isParkedAndUnwatched))
        let brokenUnwatched = unwatchedParkedRows.filter { isParkedAndUnwatched($0) && parkedSlack($0) < -Tolerance.drift }
        let brokenWatched = brokenWatchedRows()
        // Watched, a row that repairing another one mends stays parked with its watchers.
        if !brokenUnwatched.isEmpty { watchParkedRows() }
        return (brokenUnwatched + brokenWatched).sorted()
    }

    /// The watched parked rows that the changes noted since the last call leave below zero (beyond rounding), in
    /// the order they were parked.
    private mutating func brokenWatchedRows() -> [Symbol] {
        guard !changedWatchedSymbols.isEmpty else { return [] }
        watchVisit &+= 1
        let visit = watchVisit
        var pending = changedWatchedSymbols
        changedWatchedSymbols.removeAll(keepingCapacity: true)
        var candidates: [Symbol] = []
        while let symbol = pending.popLast() {
            guard let index = watchEntryIndex(symbol), watchEntries[index].visit != visit else { continue }
            watchEntries[index].visit = visit
            for slack in watchEntries[index].parkedRows {
                let slackIndex = watchEntryIndex(slack)!
                guard watchEntries[slackIndex].visit != visit else { continue }
                watchEntries[slackIndex].visit = visit
                candidates.append(slack)
            }
            for subject in watchEntries[index].subjects { pending.append(subject) }
        }
        prepareToEvaluate(parkedRows: candidates.count, sample: candidates.first)
        return candidates.filter { parkedSlack($0) < -Tolerance.drift }.sorted()
    }

    /// Before the slacks of many parked rows are evaluated, evaluates every definition in one sweep (see
    /// ``evaluateEveryDefinition()``), which gives each value as reading it would, to the bit, when the values
    /// are stale (the sample row names a defined symbol not evaluated since the last change). Read one by one
    /// after a change that moved most of a layout, each row walked down the definitions it depends on: adding a
    /// size floor to one of 2,000 compressed labels spent half its time re-reading the 2,000 parked spacings so.
    /// Values still current are read where they are: a sweep then only repeats them.
    private mutating func prepareToEvaluate(parkedRows count: Int, sample: Symbol?) {
        guard count * SimplexTableau.parkedRowsPerSweep >= definedSymbolByOrder.count, let sample else { return }
        if parkedRow(sample).cells.contains(where: { hasStaleValue($0.symbol) }) { evaluateEveryDefinition() }
    }

    /// How many definitions a parked row to evaluate is worth sweeping.
    static let parkedRowsPerSweep = 8
}
