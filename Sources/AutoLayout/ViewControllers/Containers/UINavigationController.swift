import Foundation

/// The bar across the top of a navigation controller's view (UIKit's `UINavigationBar`).
open class UINavigationBar: View {
    /// Whether the bar is translucent (true by default, as in UIKit): a view extends under an opaque bar only if
    /// its controller's ``UIViewController/extendedLayoutIncludesOpaqueBars`` says so.
    open var isTranslucent = true {
        didSet { superview?.setNeedsLayout() }
    }
}

/// A stack of view controllers with a bar on top, the layout part of UIKit's `UINavigationController`: the top
/// controller's view fills the controller's view, and the bar, 44 points tall below the view's own safe-area
/// top, adds its height to that controller's safe area (and so to its top layout guide); a controller that does
/// not extend its layout under the bar (``UIViewController/edgesForExtendedLayout``) has its view placed below it.
open class UINavigationController: UIViewController {
    /// The height of UIKit's standard navigation bar.
    public static let navigationBarHeight: CGFloat = 44

    /// The bar; hide it with ``setNavigationBarHidden(_:animated:)``.
    public let navigationBar = UINavigationBar()

    /// The stacked controllers, the root first; the last one's view is shown.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []

    /// Creates a navigation controller showing a root controller.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is shown: the top one.
    open var visibleViewController: UIViewController? { stack.last }

    /// Whether the bar is hidden; a hidden bar adds nothing to the safe area.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar (without animation here).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        insetTopController()
        viewIfLoaded?.setNeedsLayout()
    }

    /// Replaces the stack; the new top controller's view is shown.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let shown = topViewController
        shown?.barSafeAreaInsets = .zero
        stack = controllers
        replaceChildren(with: controllers)
        insetTopController()
        if let container = viewIfLoaded { show(topViewController, replacing: shown, in: container) }
    }

    /// Pushes a controller onto the stack and shows its view.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller, unless it is the root, and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(stack.dropLast(), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them, nearest the root first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(stack.dropFirst())
        setViewControllers(Array(stack.prefix(1)), animated: animated)
        return popped
    }

    open override func loadView() {
        // Weakly: the view may outlive its controller.
        let container = makeContainerView { [weak self] container in self?.placeBar(in: container) }
        container.addSubview(navigationBar)
        view = container
        show(topViewController, replacing: nil, in: container)
    }

    /// The bar, as the top controller's view goes under or below it.
    private var bar: ContainerBar {
        ContainerBar(view: navigationBar, edge: .top, isShown: !navigationBar.isHidden,
                     height: UINavigationController.navigationBarHeight,
                     isTranslucent: navigationBar.isTranslucent)
    }

    /// Gives the top controller what the bar adds to its safe area.
    private func insetTopController() {
        if let top = topViewController { top.barSafeAreaInsets = bar.safeAreaInsets(for: top) }
    }

    /// The bar spans the view just below the view's own safe-area top (a status bar, say); the top controller's
    /// view goes under or below it.
    private func placeBar(in container: View) {
        navigationBar.frame = CGRect(x: 0, y: container.safeAreaInsets.top, width: container.bounds.width,
                                     height: UINavigationController.navigationBarHeight)
        place(topViewController, beside: bar, in: container)
    }
}
