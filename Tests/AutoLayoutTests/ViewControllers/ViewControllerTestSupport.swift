import AutoLayout

/// A window the size of the controller's view, showing it and made visible: as in UIKit, a controller's
/// insets (its additional ones and its container's bars) count only in a visible window. Keep the window:
/// the view leaves it as it goes.
@MainActor
func visibleWindow(showing controller: UIViewController, size: CGSize? = nil) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? controller.view.bounds.size))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}
