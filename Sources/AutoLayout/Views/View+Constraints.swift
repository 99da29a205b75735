import Foundation

extension View {
    /// Installs a constraint on this view. The view should be the items' nearest common ancestor or above it; otherwise Apple's warning is logged
    /// and the constraint waits until the hierarchy is prepared.
    func install(_ constraint: NSLayoutConstraint) {
        if let current = constraint.container {
            if current === self { return }
            current.removeConstraint(constraint)
        }
        // Room for a view's usual handful at once, rather than growing through one, two and four.
        if constraints.isEmpty { constraints.reserveCapacity(4) }
        constraints.append(constraint)
        constraint.container = self
        constraint.installationOrder = NSLayoutConstraint.nextInstallationOrder()
        if !constraint.references(itemsBelow: self) {
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
        // A constraint is in its container's list once. Looked for from the end, where the ones deactivated soon
        // after activating sit, rather than partitioning the whole list: a root view can hold thousands.
        if let index = constraints.lastIndex(where: { $0 === constraint }) { constraints.remove(at: index) }
        constraint.container = nil
        engineForChanges?.noteDeactivation(of: constraint)
        setNeedsLayout()
    }
}

extension NSLayoutConstraint {
    /// Whether both items lie in the subtree of the view (guides as their owning view).
    func references(itemsBelow view: View) -> Bool {
        guard firstLifeline.hierarchyView?.isDescendant(of: view) == true else { return false }
        guard let secondLifeline else { return true }
        return secondLifeline.hierarchyView?.isDescendant(of: view) == true
    }
}
