import Foundation

/// Safe areas count only on screen: UIKit gives a view that is not in a visible window ("not yet visible
/// onscreen") zero insets, and a controller's insets (its additional ones and its container's bars) start
/// counting once its view is in a window that is shown.
extension View {
    /// Whether the view is in a window that is not hidden.
    var isInVisibleWindow: Bool {
        hierarchyRoot.asWindow?.isHidden == false
    }

    /// Brings ``assignedSafeAreaInsets`` to what the view's controller asks for, or to zero off screen;
    /// returns whether it changed. Cheap for the views no controller gives insets, which is nearly all.
    @discardableResult
    func refreshAssignedSafeAreaInsets(visible: Bool? = nil) -> Bool {
        guard requestedSafeAreaInsets != .zero || assignedSafeAreaInsets != .zero else { return false }
        let insets = visible ?? isInVisibleWindow ? requestedSafeAreaInsets : .zero
        guard insets != assignedSafeAreaInsets else { return false }
        assignedSafeAreaInsets = insets
        return true
    }

    /// The view's subtree came on screen or went off it (it moved, or its window was shown or hidden): its
    /// controllers' insets start or stop counting at once; off screen, nothing is inherited either, and on
    /// screen the next layout pass settles what each view inherits. Its controllers appear or disappear
    /// (see ``UIViewController/viewWillAppear(_:)``), outer ones first.
    func visibilityChanged() {
        let visible = isInVisibleWindow
        var controllers: [UIViewController] = []
        forEachViewInSubtree { view in
            if !visible { view.inheritedSafeAreaInsets = .zero }
            view.refreshAssignedSafeAreaInsets(visible: visible)
            if let controller = view.viewController { controllers.append(controller) }
        }
        setNeedsLayout()
        for controller in controllers { controller.noteVisibility(visible) }
    }
}
