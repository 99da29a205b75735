import Foundation

/// The bar across the bottom of a tab bar controller's view (UIKit's `UITabBar`).
open class UITabBar: View {
    /// Whether the bar is translucent (true by default, as in UIKit): a view extends under an opaque bar only if
    /// its controller's ``UIViewController/extendedLayoutIncludesOpaqueBars`` says so.
    open var isTranslucent = true {
        didSet { superview?.setNeedsLayout() }
    }
}

/// Controllers shown one at a time above a tab bar, the layout part of UIKit's `UITabBarController`: the selected
/// controller's view fills the controller's view, and the bar, 49 points tall above the view's own safe-area
/// bottom (which it covers too), adds its height to that controller's safe area; a controller that does not
/// extend its layout under the bar (``UIViewController/edgesForExtendedLayout``) has its view placed above it.
open class UITabBarController: UIViewController {
    /// The height of UIKit's standard tab bar, above the safe area's bottom.
    public static let tabBarHeight: CGFloat = 49

    /// The bar.
    public let tabBar = UITabBar()

    /// The controllers, one per tab.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    private var tabs: [UIViewController] = []
    private var selection = 0

    /// Replaces the tabs; the first is selected, or the one selected before if it is still there.
    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
        let shown = selectedViewController
        tabs = controllers ?? []
        replaceChildren(with: tabs)
        selection = shown.flatMap { old in tabs.firstIndex { $0 === old } } ?? 0
        switchTab(from: shown)
    }

    /// The selected tab's index.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard tabs.indices.contains(newValue), newValue != selection else { return }
            let shown = selectedViewController
            selection = newValue
            switchTab(from: shown)
        }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            if let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    open override func loadView() {
        // Weakly: the view may outlive its controller.
        let container = makeContainerView { [weak self] container in self?.placeBar(in: container) }
        container.addSubview(tabBar)
        view = container
        show(selectedViewController, replacing: nil, in: container)
    }

    /// Shows the selected tab's view in place of the one shown before, with the bar's height in its safe area.
    private func switchTab(from shown: UIViewController?) {
        let selected = selectedViewController
        if shown !== selected { shown?.barSafeAreaInsets = .zero }
        if let selected { selected.barSafeAreaInsets = bar.safeAreaInsets(for: selected) }
        if let container = viewIfLoaded { show(selected, replacing: shown, in: container) }
    }

    /// The bar, as the selected controller's view goes under or above it.
    private var bar: ContainerBar {
        ContainerBar(view: tabBar, edge: .bottom, isShown: true, height: UITabBarController.tabBarHeight,
                     isTranslucent: tabBar.isTranslucent)
    }

    /// The bar spans the view's bottom, covering the view's own safe-area bottom (a home indicator, say); the
    /// selected controller's view goes under or above it.
    private func placeBar(in container: View) {
        let height = UITabBarController.tabBarHeight + container.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        place(selectedViewController, beside: bar, in: container)
    }
}
