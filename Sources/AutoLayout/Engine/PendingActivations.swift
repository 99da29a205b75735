/// The constraints waiting for the next layout pass to go into the solver, in the order they came.
///
/// Each constraint knows its place in the list, so one taken out before the pass (deactivated, or replaced by
/// a stack view rebuilding its arrangement) goes at once: searched for, it made a tall stack of
/// `.fillProportionally` rows whose fonts changed quadratic, as each row replaced constraints still waiting
/// behind those of every row before it. Its place is left empty.
@MainActor
struct PendingActivations {
    private var constraints: [NSLayoutConstraint?] = []

    var isEmpty: Bool { constraints.isEmpty }

    /// Adds a constraint after the others, unless it waits already: its first place stands, as when the pass
    /// installed the first of two entries and passed over the second.
    mutating func append(_ constraint: NSLayoutConstraint) {
        guard place(of: constraint) == nil else { return }
        constraint.pendingActivationPlace = constraints.count
        constraints.append(constraint)
    }

    /// Takes a constraint out. Its place is known unless it waits in another engine's list as well, which then
    /// holds its place; the list is searched only then.
    mutating func remove(_ constraint: NSLayoutConstraint) {
        if let place = place(of: constraint) {
            constraints[place] = nil
        } else if !constraints.isEmpty {
            for index in constraints.indices where constraints[index] === constraint { constraints[index] = nil }
        }
    }

    /// Takes out the constraints that match, and compacts the list.
    mutating func removeAll(where leaves: (NSLayoutConstraint) -> Bool) {
        constraints.removeAll { $0.map(leaves) ?? true }
        for (place, constraint) in constraints.enumerated() { constraint!.pendingActivationPlace = place }
    }

    /// Every constraint waiting, in order, with the places of those taken out empty; the list is left empty.
    /// Moved out as it is: compacted, it was copied at every layout pass.
    mutating func takeAll() -> [NSLayoutConstraint?] {
        var taken: [NSLayoutConstraint?] = []
        swap(&taken, &constraints)
        return taken
    }

    private func place(of constraint: NSLayoutConstraint) -> Int? {
        let place = constraint.pendingActivationPlace
        return constraints.indices.contains(place) && constraints[place] === constraint ? place : nil
    }
}
