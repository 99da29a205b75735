import Foundation

/// A constraint's place in the list of a view it names (see ``View/referencingConstraints``).
struct ConstraintReference {
    /// The lifeline of the view whose list holds the constraint.
    let view: Lifeline
    /// The constraint's position in that list.
    var position: Int
}

/// Every view lists the installed constraints that name it or one of its guides, so that a view leaving its
/// superview finds the constraints above it that go with it from its own subtree. Reading every constraint
/// installed above instead (a root holds thousands) made removing many views quadratic.
extension NSLayoutConstraint {
    /// Lists the constraint, just installed, under the views it names: a guide's owning view stands for the
    /// guide, and a view named twice lists it once.
    func listUnderNamedViews() {
        let firstView = firstLifeline.hierarchyView
        if let firstView { namedViews.first = firstView.appendReference(to: self) }
        if let secondView = secondLifeline?.hierarchyView, secondView !== firstView {
            namedViews.second = secondView.appendReference(to: self)
        }
        if let offsetStarts { listUnderStartViews(offsetStarts) }
    }

    /// Lists the constraint under the views that only the starts of its distances name.
    @inline(never)
    private func listUnderStartViews(_ offsetStarts: OffsetStarts) {
        var listed: [View] = []
        for lifeline in [firstLifeline, secondLifeline] { if let view = lifeline?.hierarchyView { listed.append(view) } }
        for start in offsetStarts.points {
            guard let view = start.lifeline.hierarchyView, !listed.containsIdentical(view) else { continue }
            listed.append(view)
            offsetStarts.namedViews.append(view.appendReference(to: self))
        }
    }

    /// Takes the constraint, being uninstalled, out of the lists of the views it names.
    func unlistFromNamedViews() {
        if let reference = namedViews.first { reference.view.view?.removeReference(at: reference.position) }
        if let reference = namedViews.second { reference.view.view?.removeReference(at: reference.position) }
        namedViews = (nil, nil)
        guard let offsetStarts, !offsetStarts.namedViews.isEmpty else { return }
        let references = offsetStarts.namedViews
        offsetStarts.namedViews = []
        for reference in references { reference.view.view?.removeReference(at: reference.position) }
    }
}

extension View {
    fileprivate func appendReference(to constraint: NSLayoutConstraint) -> ConstraintReference {
        // Room for a view's usual handful at once, rather than growing through one, two and four.
        if referencingConstraints.isEmpty { referencingConstraints.reserveCapacity(4) }
        referencingConstraints.append(constraint)
        return ConstraintReference(view: lifeline, position: referencingConstraints.count - 1)
    }

    /// Removes a list entry; the last one fills the gap and its constraint learns its new position.
    fileprivate func removeReference(at position: Int) {
        let last = referencingConstraints.count - 1
        if position != last {
            let moved = referencingConstraints[last]
            referencingConstraints[position] = moved
            if moved.namedViews.first?.view === lifeline {
                moved.namedViews.first!.position = position
            } else if moved.namedViews.second?.view === lifeline {
                moved.namedViews.second!.position = position
            } else if let starts = moved.offsetStarts {
                for index in starts.namedViews.indices where starts.namedViews[index].view === lifeline {
                    starts.namedViews[index].position = position
                }
            }
        }
        referencingConstraints.removeLast()
    }

    /// The constraints installed on `ancestor` or above it that name this view's subtree, in the order
    /// UIKit's walk up the ancestors meets them: nearest container first, each container's in installation order.
    func constraintsNamingSubtree(installedAtOrAbove ancestor: View) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var pending = [self]
        while let view = pending.popLast() {
            for constraint in view.referencingConstraints {
                guard let container = constraint.container, ancestor.isDescendant(of: container) else { continue }
                // A constraint naming two views of the subtree is listed under both: taken under the first.
                let firstNamed = constraint.namedViews.first?.view.view
                if view !== firstNamed, firstNamed?.isDescendant(of: self) == true { continue }
                found.append(constraint)
            }
            for subview in view.subviews { pending.append(subview) }
        }
        return View.inAncestorOrder(found)
    }

    /// Installed constraints in the order a walk up the ancestors reading each one's list meets them: deepest
    /// container first, each container's in installation order.
    static func inAncestorOrder(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        constraints.sorted { ($1.container!.depth, $0.installationOrder) < ($0.container!.depth, $1.installationOrder) }
    }
}
