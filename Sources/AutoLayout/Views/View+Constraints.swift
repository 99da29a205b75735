import Foundation

extension View {
    /// Installs a constraint on this view. The view should be the items' nearest common ancestor or above it; otherwise Apple's warning is logged
    /// and the constraint waits until the hierarchy is prepared.
    func install(_ constraint: NSLayoutConstraint) {
        // Asked first without reading the container: most constraints installed have none.
        if constraint.hasContainer, let current = constraint.container {
            if current === self { return }
            current.removeConstraint(constraint)
        }
        // A list that still holds the constraint, waiting to be compacted, is compacted first.
        if let holder = constraint.listAwaitingRemoval?.view { holder.applyPendingListRemovals() }
        // Room for a view's usual handful at once, rather than growing through one, two and four.
        if constraintList.isEmpty { constraintList.reserveCapacity(4) }
        constraint.containerPositionBound = constraintList.count
        constraintList.append(constraint)
        constraint.container = self
        constraint.listUnderNamedViews()
        constraint.installationOrder = NSLayoutConstraint.nextInstallationOrder()
        let activation = NSLayoutConstraint.activation
        let isActivatingHere = activation?.constraint == ObjectIdentifier(constraint) && activation?.ancestor == ObjectIdentifier(self)
        if !isActivatingHere && !constraint.references(itemsBelow: self) {
            LayoutLog.write("The view hierarchy is not prepared for the constraint: \(constraint)\n"
                + "\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). "
                + "This will crash if the constraint needs to be resolved before the view hierarchy is assembled. "
                + "Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug.")
        }
        engineForChanges?.noteActivation(of: constraint)
        setNeedsLayout()
    }

    /// Uninstalls a constraint from this view.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        let bound = constraint.containerPositionBound
        constraint.containerPositionBound = -1
        if bound < 0 {
            // A system constraint (a content size, a translated frame) is in no list.
        } else if ConstraintListRemovals.isBatching {
            ConstraintListRemovals.note(self)
            // With its bound here: installed elsewhere before the batch ends, it gets another list's.
            awaitRemoval(of: constraint, at: bound)
        } else if constraintList.count > View.listLengthDeferringRemovals {
            awaitRemoval(of: constraint, at: bound)
            applyPendingListRemovalsIfDue()
        } else {
            constraintList.remove(at: listPosition(of: constraint, atOrBefore: bound))
        }
        constraint.unlistFromNamedViews()
        constraint.container = nil
        engineForChanges?.noteDeactivation(of: constraint)
        setNeedsLayout()
    }
}

extension View {
    /// How long a constraint list must be before removals outside a batch wait to be made together.
    static let listLengthDeferringRemovals = 256

    /// Lists an uninstalled constraint as still in this view's list, at or before `bound`, until it is compacted.
    private func awaitRemoval(of constraint: NSLayoutConstraint, at bound: Int) {
        pendingListRemovals.append((constraint, bound))
        constraint.listAwaitingRemoval = lifeline
    }

    /// A constraint is in its container's list once, at or before the position it was appended at (the list only
    /// grows at its end, and removals move later constraints toward the front): looked for from there backward,
    /// a step for each constraint before it removed since, rather than through a list a root view has thousands in.
    private func listPosition(of constraint: NSLayoutConstraint, atOrBefore bound: Int) -> Int {
        var index = min(bound, constraintList.count - 1)
        while constraintList[index] !== constraint { index -= 1 }
        return index
    }

    /// Takes the removals waiting out of the list, unless the list is long and they are few yet. A long list (a
    /// root's, a stack's) waits for removals to add up: taken out a few at a time, each move of the list's tail
    /// moved most of it, and removing every tenth of 10,000 views from their superview, one view at a time (a
    /// batch each), was quadratic. A list is compacted anyway when it is read, and before a constraint waiting in
    /// it is installed again.
    func applyPendingListRemovalsIfDue() {
        guard constraintList.count <= View.listLengthDeferringRemovals
            || pendingListRemovals.count > max(64, constraintList.count / 8) else { return }
        applyPendingListRemovals()
    }

    /// Takes the constraints uninstalled during a batch of removals out of the list: a few by runs of neighbours
    /// (a view's constraints were mostly installed together), each run in one move of the list's tail; many in
    /// one pass over the list (which costs about as much as moving the tail for sixty-four removals).
    func applyPendingListRemovals() {
        let removed = pendingListRemovals
        pendingListRemovals = []
        for entry in removed { entry.constraint.listAwaitingRemoval = nil }
        guard removed.count > 64 else {
            // Highest first, so that the positions still to remove stay where they are.
            let positions = Array(removed.map { listPosition(of: $0.constraint, atOrBefore: $0.bound) }.sorted().reversed())
            var first = 0
            while first < positions.count {
                var last = first
                while last + 1 < positions.count && positions[last + 1] == positions[last] - 1 { last += 1 }
                constraintList.removeSubrange(positions[last]...positions[first])
                first = last + 1
            }
            return
        }
        var kept = 0
        for index in constraintList.indices where constraintList[index].container === self {
            constraintList[index].containerPositionBound = kept
            constraintList.swapAt(kept, index)
            kept += 1
        }
        constraintList.removeLast(constraintList.count - kept)
    }
}

/// Removals from views' constraint lists made by ``View/removeConstraints(_:)``,
/// ``NSLayoutConstraint/deactivate(_:)`` and a view leaving its superview wait until the batch ends and go in
/// one pass over each list: taken out one by one, each of thousands of removals from a root's list moved the
/// rest of the list. A list that still holds a removed constraint is compacted before the constraint is installed
/// again (see ``NSLayoutConstraint/listAwaitingRemoval``), so no list holds it twice. Removals from a long list
/// wait past the batch too, and outside any batch, until they add up or the list is read (see
/// ``View/applyPendingListRemovalsIfDue()``).
@MainActor
enum ConstraintListRemovals {
    private static var depth = 0
    private static var views: [View] = []

    static var isBatching: Bool { depth > 0 }

    /// Runs `body`, compacting the lists it removed constraints from at the end.
    static func batching(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        guard depth == 0 else { return }
        let pending = views
        views = []
        for view in pending {
            view.isNotedForListRemovals = false
            if !view.pendingListRemovals.isEmpty { view.applyPendingListRemovalsIfDue() }
        }
    }

    /// Lists a view whose list has removals waiting in this batch, once.
    static func note(_ view: View) {
        guard !view.isNotedForListRemovals else { return }
        view.isNotedForListRemovals = true
        views.append(view)
    }
}

extension NSLayoutConstraint {
    /// Whether both items lie in the subtree of the view (guides as their owning view).
    func references(itemsBelow view: View) -> Bool {
        guard firstLifeline.hierarchyView?.isDescendant(of: view) == true else { return false }
        if let offsetStarts {
            for start in offsetStarts.points where start.lifeline.hierarchyView?.isDescendant(of: view) != true { return false }
        }
        guard let secondLifeline else { return true }
        return secondLifeline.hierarchyView?.isDescendant(of: view) == true
    }
}
