import Foundation

extension View {
    // MARK: Updating constraints (bottom-up)

    /// Runs ``updateConstraints()`` on every view of the subtree that needs it, children before parents; clean
    /// subtrees are not visited.
    func performUpdateConstraintsIfNeeded() {
        var order: [View] = []
        var stack = [self]
        while let view = stack.popLast() {
            guard view.subtreeNeedsUpdateConstraints else { continue }
            view.subtreeNeedsUpdateConstraints = false
            order.append(view)
            stack.append(contentsOf: view.subviews)
        }
        for view in order.reversed() where view.needsUpdateConstraints {
            if let controller = view.viewController { controller.updateViewConstraints() } else { view.updateConstraints() }
            view.needsUpdateConstraints = false
        }
    }

    // MARK: Layout (top-down)

    /// Updates constraints, solves, and writes frames top-down.
    func performLayout() {
        let root = layoutRoot ?? self
        root.deliverTraitChangesIfNeeded()
        root.updateConstraintsIfNeeded()
        let engine = root.engine
        engine.synchronize()
        settleFrameDependentInputs(in: root, engine: engine, safeAreas: true)
        // UIKit brings the view's own frame up to date too, not only its subviews' (a root's only when the
        // engine sizes it).
        if root !== self || !translatesAutoresizingMaskIntoConstraints {
            applyLayoutFrame(engine.frame(of: self), in: .forImplicitChanges)
        }
        applyFrames(from: engine)
    }

    /// Positions the subviews from the solved constraints.
    func applySolvedFramesToSubviews() {
        guard let engine = engineForChanges else { return }
        let transaction = AnimationTransaction.forImplicitChanges
        for subview in subviews { subview.applyLayoutFrame(engine.frame(of: subview), in: transaction) }
        for guide in layoutGuides { guide.layoutFrame = engine.layoutFrame(of: guide) }
    }

    /// Calls ``layoutSubviews()`` top-down on every view that needs it: marked, resized, or whose subviews moved.
    private func applyFrames(from engine: LayoutEngine) {
        var stack = [self]
        while let view = stack.popLast() {
            // A view laid out above may have set a frame or changed constraints (UIKit code sets subviews' frames
            // in `layoutSubviews`): this one reads the solution as it is now, as UIKit's engine answers.
            if engine.hasPendingChanges { engine.synchronize() }
            if view.needsLayout || view.movedItsSubitems(in: engine) {
                view.needsLayout = false
                let controller = view.viewController
                controller?.viewWillLayoutSubviews()
                controller?.viewWillLayout()
                view.layoutSubviews()
                controller?.viewDidLayoutSubviews()
                controller?.viewDidLayout()
            }
            // A leaf that is not marked has nothing to lay out; most views are leaves.
            for subview in view.subviews.reversed() where subview.needsLayout || !subview.subviews.isEmpty || !subview.layoutGuides.isEmpty {
                stack.append(subview)
            }
        }
    }

    /// Whether a subview or guide is not where the engine has solved it.
    private func movedItsSubitems(in engine: LayoutEngine) -> Bool {
        // Loops rather than `contains(where:)`: the standard library checks the executor of every main-actor
        // closure it calls.
        for subview in subviews where !subview.frame.isSame(as: engine.frame(of: subview)) { return true }
        for guide in layoutGuides where !guide.layoutFrame.isSame(as: engine.layoutFrame(of: guide)) { return true }
        return false
    }

    /// Inputs that depend on the solved frames, as UIKit settles them inside a layout pass: labels that wrap at
    /// the width they get (`preferredMaxLayoutWidth == 0`) and text views that do not scroll, stack views that
    /// detach views they have no room for, and safe areas, which a view inherits from where its superview's safe
    /// area overlaps it. Each change re-solves, until nothing changes.
    func settleFrameDependentInputs(in root: View, engine: LayoutEngine, safeAreas: Bool = false) {
        for _ in 0..<4 {
            var changed = false
            func settle(_ view: View, superviewInsets: UIEdgeInsets, superviewSize: CGSize) {
                if let dependent = view.layoutWidthDependent {
                    let width = engine.frame(of: dependent).width
                    if dependent.layoutWrapWidth != width {
                        dependent.layoutWrapWidth = width
                        engine.noteIntrinsicSizeChange(of: dependent)
                        changed = true
                    }
                }
                if view.settleFrameDependentArrangement(in: engine) { changed = true }
                if view.preservesSuperviewLayoutMargins, let superview = view.superview,
                   view.settlePreservedMargins(frame: engine.frame(of: view), superview: superview, superviewSize: superviewSize) {
                    changed = true
                }
                // With no insets above and none inherited before, there is nothing to compute.
                if safeAreas, view !== root, superviewInsets != .zero || view.inheritedSafeAreaInsets != .zero {
                    let inherited = superviewInsets.overlap(of: engine.frame(of: view), in: superviewSize)
                    if view.inheritedSafeAreaInsets != inherited {
                        view.inheritedSafeAreaInsets = inherited
                        changed = true
                    }
                }
            }
            // Each view is settled where its superview lists it, with the superview's safe area and size read once:
            // reading a view's superview retains and releases it, and pushing leaves (most views) to visit them
            // later retained and released each one.
            settle(root, superviewInsets: .zero, superviewSize: .zero)
            var containers = [root]
            while let view = containers.popLast() {
                // The size as solved: a superview's frame is applied after its subviews' inputs settle, and read
                // from its bounds, the margins of three views nested in each other's margins, each preserving its
                // superview's, reached past an empty superview on the first pass and grew without end.
                let insets = safeAreas ? view.safeAreaInsets : .zero
                let size = view === root ? view.bounds.size : engine.frame(of: view).size
                for subview in view.subviews {
                    settle(subview, superviewInsets: insets, superviewSize: size)
                    if !subview.subviews.isEmpty { containers.append(subview) }
                }
            }
            guard changed else { return }
            engine.synchronize()
        }
    }

    // MARK: Fitting size

    /// Solves the subtree alone with weak targets for the size; see ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    func solvedFittingSize(_ targetSize: CGSize, horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, isFitting: true)
        let width = NSLayoutConstraint(validated: self, .width, .equal, nil, .notAnAttribute, multiplier: 1, constant: targetSize.width)
        width.identifier = "fittingSizeHTarget"
        width.priority = horizontalFittingPriority
        let height = NSLayoutConstraint(validated: self, .height, .equal, nil, .notAnAttribute, multiplier: 1, constant: targetSize.height)
        height.identifier = "fittingSizeVTarget"
        height.priority = verticalFittingPriority
        engine.synchronize()
        engine.addTemporary([width, height], on: self)
        // Wrapping labels and text views measure at the width this solution gives them, then get back the width
        // of the real layout, which this fitting must not disturb.
        var wrapWidths: [(any LayoutWidthDependent, CGFloat?)] = []
        forEachViewInSubtree { view in
            if let dependent = view.layoutWidthDependent { wrapWidths.append((dependent, dependent.layoutWrapWidth)) }
        }
        settleFrameDependentInputs(in: self, engine: engine)
        for (dependent, width) in wrapWidths { dependent.layoutWrapWidth = width }
        return engine.frame(of: self).size
    }
}
