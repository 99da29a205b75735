import Foundation
import Testing
@testable import AutoLayout

/// A controller whose view holds a banner pinned to the top and bottom of its safe area.
@MainActor
private final class BannerController: UIViewController {
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([banner.topAnchor.constraint(equalTo: safe.topAnchor),
                                     banner.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                                     banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                     banner.widthAnchor.constraint(equalToConstant: 10)])
    }
}

/// A controller that records when it moves between parents.
@MainActor
private final class MovingController: UIViewController {
    var moves: [String] = []
    override func willMove(toParent parent: UIViewController?) { moves.append(parent == nil ? "will leave" : "will join") }
    override func didMove(toParent parent: UIViewController?) { moves.append(parent == nil ? "did leave" : "did join") }
}

@MainActor
@Suite("Container controllers")
struct ContainerControllerTests {
    /// A visible window of 400 × 400 points showing a controller.
    private func window(showing controller: UIViewController) -> UIWindow {
        visibleWindow(showing: controller, size: CGSize(width: 400, height: 400))
    }

    @Test func theNavigationBarAddsItsHeightToTheTopControllersSafeArea() {
        let content = BannerController()
        let navigation = UINavigationController(rootViewController: content)
        _ = window(showing: navigation)
        #expect(content.parent === navigation && content.navigationController === navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(content.view.safeAreaInsets.top == 44)
        #expect(content.banner.frame == CGRect(x: 0, y: 44, width: 10, height: 356))
    }

    @Test func pushingAndPoppingShowsTheTopControllersView() {
        let root = BannerController(), pushed = BannerController()
        let navigation = UINavigationController(rootViewController: root)
        let window = window(showing: navigation)
        navigation.pushViewController(pushed, animated: true)
        window.layoutIfNeeded()
        #expect(navigation.topViewController === pushed && navigation.children.count == 2)
        #expect(pushed.view.superview === navigation.view && root.view.superview == nil)
        #expect(pushed.banner.frame.minY == 44)
        #expect(navigation.popViewController(animated: true) === pushed)
        #expect(navigation.popViewController(animated: true) == nil)
        window.layoutIfNeeded()
        #expect(root.view.superview === navigation.view && pushed.view.superview == nil && pushed.parent == nil)
    }

    /// A pushed controller is told it joins and leaves, as UIKit's containers tell it.
    @Test func pushedControllersAreToldTheyJoinAndLeave() {
        let pushed = MovingController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(pushed, animated: false)
        navigation.popViewController(animated: false)
        #expect(pushed.moves == ["will join", "did join", "will leave", "did leave"])
    }

    /// The container's view can outlive its controller: laying it out then places no bar and does not crash.
    @Test func aContainersViewOutlivesItsController() {
        var navigation: UINavigationController? = UINavigationController(rootViewController: UIViewController())
        let view: UIView = navigation!.view
        weak let gone = navigation
        navigation = nil
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(gone == nil && view.subviews.count == 2)
    }

    @Test func aHiddenNavigationBarAddsNothing() {
        let content = BannerController()
        let navigation = UINavigationController(rootViewController: content)
        let window = window(showing: navigation)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(content.banner.frame == CGRect(x: 0, y: 0, width: 10, height: 400))
    }

    @Test func theTabBarAddsItsHeightToTheSelectedControllersSafeArea() {
        let first = BannerController(), second = BannerController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = window(showing: tabs)
        #expect(tabs.selectedViewController === first && first.tabBarController === tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 351, width: 400, height: 49))
        #expect(first.banner.frame == CGRect(x: 0, y: 0, width: 10, height: 351))
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(second.view.superview === tabs.view && first.view.superview == nil)
        #expect(second.banner.frame == CGRect(x: 0, y: 0, width: 10, height: 351))
    }

    /// A controller that leaves the top out of `edgesForExtendedLayout` (UIKit's `edgesForExtendedLayout = []`)
    /// has its view placed below the navigation bar, which then adds nothing to its safe area.
    @Test func aViewNotExtendedUnderTheNavigationBarSitsBelowIt() {
        let content = BannerController()
        content.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: content)
        let window = window(showing: navigation)
        #expect(content.view.frame == CGRect(x: 0, y: 44, width: 400, height: 356))
        #expect(content.view.safeAreaInsets == .zero)
        #expect(content.banner.frame == CGRect(x: 0, y: 0, width: 10, height: 356))
        content.edgesForExtendedLayout = .all
        window.layoutIfNeeded()
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(content.banner.frame == CGRect(x: 0, y: 44, width: 10, height: 356))
    }

    /// An opaque bar keeps the view below it unless the controller extends under opaque bars too.
    @Test func anOpaqueNavigationBarKeepsTheViewBelowIt() {
        let content = BannerController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.isTranslucent = false
        let window = window(showing: navigation)
        #expect(content.view.frame == CGRect(x: 0, y: 44, width: 400, height: 356))
        #expect(content.banner.frame == CGRect(x: 0, y: 0, width: 10, height: 356))
        content.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(content.view.safeAreaInsets.top == 44)
    }

    /// A hidden navigation bar leaves the view filling the container whatever its extended edges.
    @Test func aHiddenNavigationBarLeavesANonExtendedViewFilling() {
        let content = BannerController()
        content.edgesForExtendedLayout = .bottom
        let navigation = UINavigationController(rootViewController: content)
        navigation.isNavigationBarHidden = true
        _ = window(showing: navigation)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    /// Leaving the bottom out places the selected controller's view above the tab bar.
    @Test func aViewNotExtendedUnderTheTabBarSitsAboveIt() {
        let first = BannerController()
        first.edgesForExtendedLayout = .top
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        _ = window(showing: tabs)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 400, height: 351))
        #expect(first.view.safeAreaInsets == .zero)
        #expect(first.banner.frame == CGRect(x: 0, y: 0, width: 10, height: 351))
    }

    /// A navigation controller in a tab: its top controller's safe area loses both bars, and its top layout
    /// guide is as long as the navigation bar (Cartography's layout-support spec builds this).
    @available(*, deprecated, message: "exercises the deprecated top layout guide")
    @Test func aNavigationControllerInATabLosesBothBars() {
        let content = BannerController()
        let navigation = UINavigationController(rootViewController: content)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        _ = window(showing: tabs)
        #expect(content.banner.frame == CGRect(x: 0, y: 44, width: 10, height: 307))
        #expect(content.topLayoutGuide.length == 44 && content.bottomLayoutGuide.length == 49)
    }

    /// A window is hidden until it is shown, and bars add nothing to the safe areas of views not on screen, as
    /// in UIKit (Cartography's layout-support spec lays out such a window and expects a top guide of length 0).
    @available(*, deprecated, message: "exercises the deprecated top layout guide")
    @Test func barsCountOnlyInAVisibleWindow() {
        let content = BannerController()
        let navigation = UINavigationController(rootViewController: content)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(window.isHidden)
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(content.view.safeAreaInsets == .zero && content.topLayoutGuide.length == 0)
        #expect(content.banner.frame == CGRect(x: 0, y: 0, width: 10, height: 400))
        window.makeKeyAndVisible()
        #expect(!window.isHidden && window.isKeyWindow)
        #expect(content.banner.frame == CGRect(x: 0, y: 44, width: 10, height: 307))
        #expect(content.topLayoutGuide.length == 44 && content.bottomLayoutGuide.length == 49)
        window.isHidden = true
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets == .zero)
        #expect(content.banner.frame == CGRect(x: 0, y: 0, width: 10, height: 400))
    }

    /// A controller's view taken out of its visible window loses the insets its container gave it.
    @Test func aViewLeavingItsWindowLosesItsSafeArea() {
        let content = BannerController()
        let navigation = UINavigationController(rootViewController: content)
        let window = window(showing: navigation)
        #expect(navigation.view.subviews.contains(content.view) && content.view.safeAreaInsets.top == 44)
        navigation.view.removeFromSuperview()
        #expect(content.view.safeAreaInsets == .zero)
        window.addSubview(navigation.view)
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.top == 44)
    }
}
