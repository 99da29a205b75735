/// What the tableau keeps of every symbol besides its row, column, definition, place among definitions and
/// value: the symbol itself, its entry for parked rows, the definitions that name it and whether it is pinned.
/// They sit side by side in one array because making a symbol appends an element to every per-symbol array, and
/// nine appends cost a third of making a definition.
struct SymbolState {
    var symbol: Symbol
    /// 1 + the index of the symbol's entry in `watchEntries`, or 0 when it has none (see
    /// `SimplexTableau+Parking.swift`).
    var watchSlot: Int32 = 0
    /// The definitions that name the symbol (see ``DefinitionUsers``).
    var definitionUsers = DefinitionUsers()
    /// Whether the symbol is pinned, as last proven (see ``PinnedMark``).
    var pinnedMark = PinnedMark()
}
