import Foundation

extension NSLayoutConstraint {
    /// Sets the priority and installs the constraint on its natural view, the nearest common ancestor of its
    /// items (the book's `[constraint install:priority]`). Returns the constraint, for chaining.
    @discardableResult
    public func install(priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        if self.priority != priority {
            // Apple refuses required ↔ optional changes on installed constraints; take it out first.
            let wasActive = isActive
            isActive = false
            self.priority = priority
            isActive = wasActive
        }
        isActive = true
        return self
    }

    /// Uninstalls the constraint (the book's `[constraint remove]`).
    public func remove() {
        isActive = false
    }

    /// A name for finding the constraint later; the same as ``identifier`` (the book calls it `nametag`).
    public var nametag: String? {
        get { identifier }
        set { identifier = newValue }
    }
}

extension View {
    /// The active constraints installed on this view or its ancestors that involve `view`.
    public func constraintsReferencing(_ view: View) -> [NSLayoutConstraint] {
        superitemChain.compactMap { $0 as? View }.flatMap { ancestor in
            ancestor.constraints.filter { $0.involves(view) }
        }
    }

    /// The active constraints installed on this view's ancestors (not on the view itself) that involve it: the
    /// ones that place it, as opposed to the size constraints it holds (Listing 6-2's
    /// `referencingConstraintsInSuperviews`).
    public var referencingConstraintsInSuperviews: [NSLayoutConstraint] {
        superitemChain.dropFirst().compactMap { $0 as? View }.flatMap { ancestor in
            ancestor.constraints.filter { $0.involves(self) }
        }
    }

    /// The active constraints named `name` that involve this view (seed 002's `constraintsNamed:`).
    public func constraintsNamed(_ name: String) -> [NSLayoutConstraint] {
        constraintsNamed(name, matchingView: self)
    }

    /// The first active constraint named `name` that involves this view (Listing 6-6's `constraintNamed:`).
    public func constraintNamed(_ name: String) -> NSLayoutConstraint? {
        constraintsNamed(name).first
    }

    /// The active constraints named `name`, installed on this view or its ancestors, that involve `view`
    /// (seed 002's `constraintsNamed:matchingView:`).
    public func constraintsNamed(_ name: String, matchingView view: View) -> [NSLayoutConstraint] {
        superitemChain.compactMap { $0 as? View }.flatMap { ancestor in
            ancestor.constraints.filter { $0.identifier == name && $0.involves(view) }
        }
    }

    /// Removes the active constraints named `name` that involve this view; returns them.
    @discardableResult
    public func removeConstraints(named name: String) -> [NSLayoutConstraint] {
        let named = constraintsNamed(name)
        NSLayoutConstraint.deactivate(named)
        return named
    }

    /// Replaces the constraints named `name` that involve this view with new ones, which get the name and the
    /// priority; returns the new ones.
    @discardableResult
    public func replaceConstraints(named name: String, with replacements: [NSLayoutConstraint],
                                   priority: UILayoutPriority = .required) -> [NSLayoutConstraint] {
        removeConstraints(named: name)
        for constraint in replacements {
            constraint.identifier = name
            constraint.install(priority: priority)
        }
        return replacements
    }
}
