/// Changing constraints' constants in place: a marker renamed `marker = marker′ + shift` in every equation.
extension SimplexTableau {
    /// Changes a constraint's constant by renaming its marker: `marker = marker′ + shift` in every equation.
    ///
    /// `shift` is the change of the expression's constant divided by the marker's coefficient in the
    /// constraint's own row. When the marker is basic only its row changes; otherwise every row with the
    /// marker does, and every row with a folded dummy that holds it (see `renamings`). `errorPriority` is the
    /// marker's level when it is an error symbol. Returns false, with the change undone, when required
    /// constraints cannot all hold after it.
    mutating func shiftMarker(_ marker: Symbol, by shift: Double, errorPriority: Double?, definedSubject: Symbol?,
                              isRequired: Bool) -> Bool {
        guard shift != 0 else { return true }
        if marker.isDummy, let row = rows[marker.id] {
            // A basic dummy marks a redundant required equality: any other constant contradicts the rest.
            return isNearZero(row.constant - shift)
        }
        let renamed = renamings(of: marker, by: shift)
        if renamed.folds.count > SimplexTableau.foldsRenamedRowByRow {
            let markerShift = MarkerShift(marker: marker, shift: shift, errorPriority: errorPriority, definedSubject: definedSubject)
            return shiftMarkers([markerShift], renamed: [renamed], anyRequired: isRequired)
        }
        // Only a required constraint's new constant can be refused. Its change is undone by restoring the
        // tableau as it was (copied on write), not by shifting back: after the dual simplex has pivoted, the
        // shifted-back vertex need not be feasible, and restoring it could fail in turn. The copy costs a pass
        // over every per-symbol array, so it is made only when some row would leave its bounds: otherwise the
        // shift cannot be refused.
        let saved = isRequired && !shiftKeepsRowsFeasible(renamed) ? self : nil
        let consistent = applyShift(renamed, errorPriority: errorPriority, definedSubject: definedSubject)
        if consistent && dualOptimize() { return true }
        if let saved {
            self = saved
            invalidateValues()
        } else {
            _ = applyShift(renamed.reversed, errorPriority: errorPriority, definedSubject: definedSubject)
            _ = dualOptimize()
        }
        return false
    }

    /// A constraint's marker renamed `marker = marker′ + shift`, and the folded dummies that hold it, each
    /// renamed by its share of the shift (see `renamings`).
    struct Renamings {
        var marker: Symbol
        var shift: Double
        var folds: [(symbol: Symbol, shift: Double)] = []

        /// The same renamings, undone.
        var reversed: Renamings {
            Renamings(marker: marker, shift: -shift, folds: folds.map { ($0.symbol, -$0.shift) })
        }

        /// The constant of a row after renaming, given the row's constant and coefficients, computed in the same
        /// order by the check and by the change, so that both see the same number. (Given the row itself, the
        /// caller copied it from its array, and a drag step cost a third more.)
        func constant(_ constant: Double, coefficients coefficient: (Symbol) -> Double) -> Double {
            var result = constant + coefficient(marker) * shift
            for fold in folds { result += coefficient(fold.symbol) * fold.shift }
            return result
        }
    }

    /// Whether renaming (see `applyShift`) leaves every restricted row non-negative and every basic dummy's row
    /// at zero, so that the dual simplex has nothing to do.
    private func shiftKeepsRowsFeasible(_ renamed: Renamings) -> Bool {
        if let constant = rows[renamed.marker.id]?.constant { return constant - renamed.shift >= 0 }
        return columns[renamed.marker.id].allSatisfy { rowStaysFeasible($0, renamed) }
            && renamed.folds.allSatisfy { fold in columns[fold.symbol.id].allSatisfy { rowStaysFeasible($0, renamed) } }
    }

    private func rowStaysFeasible(_ basic: Symbol, _ renamed: Renamings) -> Bool {
        let constant = renamed.constant(rows[basic.id]!.constant) { rows[basic.id]!.coefficient(of: $0) }
        if basic.isDummy { return isNearZero(constant) }
        return basic.isExternal || constant >= 0
    }

    /// Renames the marker and the folded dummies that hold it in every equation; false when a basic dummy's row
    /// (markers only) leaves zero.
    private mutating func applyShift(_ renamed: Renamings, errorPriority: Double?, definedSubject: Symbol?) -> Bool {
        invalidateValues()
        let marker = renamed.marker
        renameInObjectiveAndDefinition(renamed, errorPriority: errorPriority, definedSubject: definedSubject)
        if rows[marker.id] != nil {
            rows[marker.id]!.constant -= renamed.shift
            if rows[marker.id]!.constant < 0 { infeasibleRows.insert(marker) }
            noteValueChange(marker)
            return true
        }
        var consistent = true
        for basic in columns[marker.id] { consistent = renameRowConstant(basic, renamed) && consistent }
        // A row may hold both the marker and a folded dummy that holds it: it changes once, by both, under the
        // first of them.
        for (index, fold) in renamed.folds.enumerated() {
            for basic in columns[fold.symbol.id] {
                let holdsEarlier = rows[basic.id]!.position(of: marker) != nil
                    || renamed.folds[..<index].contains { rows[basic.id]!.position(of: $0.symbol) != nil }
                if !holdsEarlier { consistent = renameRowConstant(basic, renamed) && consistent }
            }
        }
        return consistent
    }

    /// The renaming's part outside the rows: the objective's constants and the constraint's own definition.
    private mutating func renameInObjectiveAndDefinition(_ renamed: Renamings, errorPriority: Double?, definedSubject: Symbol?) {
        // The objective is the sum of the errors in the new symbols, so its constant moves by the renamed
        // symbols' reduced costs, less the shift itself at the level where the marker is an error.
        for index in levels.indices {
            levels[index].row.constant = renamed.constant(levels[index].row.constant) { levels[index].row.coefficient(of: $0) }
            if levels[index].priority == errorPriority { levels[index].row.constant -= renamed.shift }
        }
        guard let definedSubject, definitions[definedSubject.id] != nil else { return }
        let definition = definedSubject.id
        definitions[definition]!.constant = renamed.constant(definitions[definition]!.constant) {
            definitions[definition]!.coefficient(of: $0)
        }
        definitionProgram?.setConstant(definitions[definition]!.constant, at: definitionOrder[definition])
        noteValueChange(definedSubject)
    }

    /// Gives a row its renamed constant; false when it is a basic dummy's row that leaves zero, which no pivot
    /// can bring back (it holds only dummies).
    @inline(__always)
    private mutating func renameRowConstant(_ basic: Symbol, _ renamed: Renamings) -> Bool {
        let constant = renamed.constant(rows[basic.id]!.constant) { rows[basic.id]!.coefficient(of: $0) }
        rows[basic.id]!.constant = constant
        if basic.isRestricted && constant < 0 { infeasibleRows.insert(basic) }
        noteValueChange(basic)
        return !basic.isDummy || isNearZero(constant)
    }

    // MARK: Several constants at once

    /// One constraint's part of a change of several constants (see ``shiftMarkers(_:anyRequired:)``): the
    /// arguments of ``shiftMarker(_:by:errorPriority:definedSubject:isRequired:)``.
    struct MarkerShift {
        var marker: Symbol
        var shift: Double
        var errorPriority: Double?
        var definedSubject: Symbol?

        /// The same shift, undone.
        var reversed: MarkerShift {
            MarkerShift(marker: marker, shift: -shift, errorPriority: errorPriority, definedSubject: definedSubject)
        }
    }

    /// Shifts several markers as ``shiftMarker(_:by:errorPriority:definedSubject:isRequired:)`` would one after
    /// another, but moves each row once, by the sum of its shifts, and runs the dual simplex once. Many markers
    /// may reach the same rows: a stack's gaps are folded into one dummy that every label's row holds, and
    /// renaming it once per gap moved every row once per gap. No marker may be a basic dummy. Returns false,
    /// with the tableau as it was, when a basic dummy's row would leave zero (one of the shifts, made alone,
    /// would be refused) or the required constraints cannot all hold after the shifts.
    mutating func shiftMarkers(_ shifts: [MarkerShift], anyRequired: Bool) -> Bool {
        let renamed = shifts.map { renamings(of: $0.marker, by: $0.shift) }
        return shiftMarkers(shifts, renamed: renamed, anyRequired: anyRequired)
    }

    /// How many folded dummies renamed with a marker ``shiftMarker(_:by:errorPriority:definedSubject:isRequired:)``
    /// looks for in each row it moves; past that it moves each row once by its total, as several shifts do. A
    /// marker that every fold of a tall stack of stacks holds (the stacks' common width) made changing its
    /// constant cost the rows times the folds.
    static let foldsRenamedRowByRow = 8

    private mutating func shiftMarkers(_ shifts: [MarkerShift], renamed: [Renamings], anyRequired: Bool) -> Bool {
        let moves = rowMoves(renamed)
        var leavesBounds = false
        for move in moves {
            let constant = rows[move.basic.id]!.constant + move.change
            if move.basic.isDummy && !isNearZero(constant) { return false }
            if !move.basic.isExternal && constant < 0 { leavesBounds = true }
        }
        // Restored as it was if refused, as in `shiftMarker`; copied only when a row leaves its bounds.
        let saved = anyRequired && leavesBounds ? self : nil
        apply(renamed, of: shifts, moving: moves, sign: 1)
        if dualOptimize() { return true }
        if let saved {
            self = saved
            invalidateValues()
        } else {
            apply(renamed.map(\.reversed), of: shifts.map(\.reversed), moving: moves, sign: -1)
            _ = dualOptimize()
        }
        return false
    }

    /// How much each row's constant moves under the renamings: a basic marker's row by minus its shift (the row
    /// holds no other marker's symbol than those renamed with it), every row of a renamed symbol's column by
    /// its coefficient times the symbol's total shift. Each row once, in the order first reached.
    private func rowMoves(_ renamings: [Renamings]) -> [(basic: Symbol, change: Double)] {
        var totals: [(symbol: Symbol, shift: Double)] = [], totalIndex: [Symbol: Int] = [:]
        var moves: [(basic: Symbol, change: Double)] = [], moveIndex: [Symbol: Int] = [:]
        func move(_ basic: Symbol, by change: Double) {
            if let index = moveIndex[basic] { moves[index].change += change; return }
            moveIndex[basic] = moves.count
            moves.append((basic, change))
        }
        func rename(_ symbol: Symbol, by shift: Double) {
            if let index = totalIndex[symbol] { totals[index].shift += shift; return }
            totalIndex[symbol] = totals.count
            totals.append((symbol, shift))
        }
        for renamed in renamings {
            if rows[renamed.marker.id] != nil {
                move(renamed.marker, by: -renamed.shift)
                continue
            }
            rename(renamed.marker, by: renamed.shift)
            for fold in renamed.folds { rename(fold.symbol, by: fold.shift) }
        }
        for (symbol, shift) in totals {
            for basic in columns[symbol.id] { move(basic, by: rows[basic.id]!.coefficient(of: symbol) * shift) }
        }
        return moves
    }

    private mutating func apply(_ renamings: [Renamings], of shifts: [MarkerShift],
                                moving moves: [(basic: Symbol, change: Double)], sign: Double) {
        invalidateValues()
        for (renamed, shift) in zip(renamings, shifts) {
            renameInObjectiveAndDefinition(renamed, errorPriority: shift.errorPriority, definedSubject: shift.definedSubject)
        }
        for move in moves {
            rows[move.basic.id]!.constant += sign * move.change
            if move.basic.isRestricted && rows[move.basic.id]!.constant < 0 { infeasibleRows.insert(move.basic) }
            noteValueChange(move.basic)
        }
    }
}
