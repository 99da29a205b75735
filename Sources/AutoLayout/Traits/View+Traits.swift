import Foundation

/// How traits reach views and controllers: a window's come from its size, the device's idiom and its screen's
/// scale; a view outside any window has the screen's, as UIKit predicts them from a view's creation; a
/// controller's parent may override some for it. Changes are delivered top-down at the start of a layout pass,
/// controller before view, so that constraints switched in `traitCollectionDidChange(_:)` count in that pass.
extension View: UITraitEnvironment {
    /// The view's traits: its window's (or the screen's outside a window), with what the views and controllers
    /// on the way down override.
    public var traitCollection: UITraitCollection {
        var path: [View] = []
        var top: View = self
        while let superview = top.superview {
            path.append(top)
            top = superview
        }
        var traits = top.applyingOwnOverrides(to: top.rootTraitCollection(screen: .screen))
        for view in path.reversed() { traits = view.applyingOwnOverrides(to: traits) }
        return traits
    }

    /// The traits the view has when it inherits `inherited`: with its controller's parent's override, its
    /// controller's appearance and its own applied, in that order.
    func applyingOwnOverrides(to inherited: UITraitCollection) -> UITraitCollection {
        var traits = inherited
        if let controller = viewController {
            traits = controller.applyingOwnOverrides(to: traits)
        }
        return traits.withStyle(overrideUserInterfaceStyle)
    }

    /// A trait override of the view or its controller changed: the hierarchy delivers traits at its next pass.
    func traitOverridesChanged() {
        hierarchyRoot.traitsNeedDelivery = true
        setNeedsLayout()
    }

    /// The traits at the top of a hierarchy whose root this view is: its own as a window, else the screen's
    /// (passed in, so that views that kept the screen's traits are compared by identity).
    func rootTraitCollection(screen: UITraitCollection) -> UITraitCollection {
        (self as? UIWindow)?.windowTraitCollection ?? screen
    }

    /// Delivers the traits that changed since the last delivery to the views and controllers under this root.
    /// A pass with nothing new (no view joined, the root's traits as before) reads no view.
    func deliverTraitChangesIfNeeded() {
        let screen = UITraitCollection.screen, baseline = UITraitCollection.creationTraits(screen: screen)
        for _ in 0..<4 {
            let rootTraits = rootTraitCollection(screen: screen)
            guard traitsNeedDelivery || !rootTraits.isEqual(deliveredTraitCollection ?? baseline) else { return }
            traitsNeedDelivery = false
            var pending: [(View, UITraitCollection)] = [(self, rootTraits)]
            while let (view, inherited) = pending.popLast() {
                let traits = view.applyingOwnOverrides(to: inherited)
                view.deliver(traits, baseline: baseline)
                for subview in view.subviews.reversed() { pending.append((subview, traits)) }
            }
        }
    }

    /// Whether this subtree, having joined a hierarchy outside a window, may have traits to be told of. There a
    /// view keeps the screen's traits, which it has had since its creation, unless it was told of others before,
    /// or it was a root waiting to deliver (a controller's overrides set): the usual view joining a hierarchy
    /// being built is a leaf, checked at once, and the next pass reads no view for it.
    func mayNeedTraitDelivery() -> Bool {
        if deliveredTraitCollection != nil { return true }
        if traitsNeedDelivery {
            traitsNeedDelivery = false
            return true
        }
        guard !subviews.isEmpty else { return false }
        var pending = subviews
        while let view = pending.popLast() {
            if view.deliveredTraitCollection != nil { return true }
            pending += view.subviews
        }
        return false
    }

    /// Tells the view (and its controller first) of its traits if they differ from the last ones it was told of.
    private func deliver(_ traits: UITraitCollection, baseline: UITraitCollection) {
        let previous = deliveredTraitCollection ?? baseline
        guard traits !== previous, !traits.isEqual(previous) else { return }
        deliveredTraitCollection = traits
        viewController?.traitCollectionDidChange(previous)
        traitCollectionDidChange(previous)
    }
}

extension UIWindow {
    /// The window's traits: its size's size classes on the current device, its screen's scale.
    var windowTraitCollection: UITraitCollection {
        UITraitCollection(windowSize: bounds.size, idiom: UIDevice.current.userInterfaceIdiom, displayScale: screen.scale)
    }
}

extension UIViewController: UITraitEnvironment {
    /// The controller's traits: its view's once loaded, else its parent's with what the parent overrides, else
    /// the screen's.
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        return applyingOwnOverrides(to: parent?.traitCollection ?? .screen)
    }

    /// The traits the controller has when it inherits `inherited`: with its parent's override and its own
    /// appearance applied.
    func applyingOwnOverrides(to inherited: UITraitCollection) -> UITraitCollection {
        let traits = traitOverrideFromParent.map { UITraitCollection.inheriting(from: inherited, overrides: [$0]) } ?? inherited
        return traits.withStyle(overrideUserInterfaceStyle)
    }

    /// Overrides some of a child controller's traits (nil removes the override); the child's view hierarchy is
    /// told at the next layout pass.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parent === self else { return }
        childViewController.traitOverrideFromParent = collection
    }

    /// The traits overridden for a child controller, if any.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childViewController.parent === self ? childViewController.traitOverrideFromParent : nil
    }
}

extension UITraitCollection {
    /// The traits that dynamic colours and images resolve with when none are given (UIKit's `current`): the
    /// main screen's until set. UIKit sets it while it draws or lays out a view; here code sets it, or passes a
    /// view's traits to ``UIColor/resolvedColor(with:)``.
    @MainActor public static var current: UITraitCollection {
        get { currentTraits ?? screen }
        set { currentTraits = newValue }
    }
    @MainActor private static var currentTraits: UITraitCollection?

    /// The traits of a full-screen window on the main screen: what a view has outside any window.
    static var screen: UITraitCollection {
        UITraitCollection(windowSize: UIScreen.main.bounds.size, idiom: UIDevice.current.userInterfaceIdiom,
                          displayScale: UIScreen.main.scale)
    }

    /// The traits a view has had since its creation when it was never told of others: the screen's, with the
    /// default text size. When the app's text size is another (``UIContentSizeCategory/preferred``), every view
    /// is told of it at its hierarchy's next layout pass; otherwise this is `screen` itself, compared by identity.
    static func creationTraits(screen: UITraitCollection) -> UITraitCollection {
        guard screen.preferredContentSizeCategory != .large else { return screen }
        return UITraitCollection(traitsFrom: [screen, UITraitCollection(preferredContentSizeCategory: .large)])
    }

    /// These traits with another appearance, unless it is `unspecified` (the same collection then, or when the
    /// appearance is this one already).
    func withStyle(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }

    /// Inherited traits with overrides applied in order (the same collection when there are none).
    static func inheriting(from inherited: UITraitCollection, overrides: [UITraitCollection]) -> UITraitCollection {
        overrides.isEmpty ? inherited : UITraitCollection(traitsFrom: [inherited] + overrides)
    }
}
