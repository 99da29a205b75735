import AutoLayout
import Testing

/// A controller that builds its hierarchy in `loadView` and records the calls UIKit makes.
@MainActor
private final class RecordingController: UIViewController {
    var events: [String] = []
    let content = UIView()

    override func loadView() {
        events.append("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
    }

    override func updateViewConstraints() {
        events.append("updateViewConstraints")
        if content.constraints.isEmpty && view.constraints.isEmpty {
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
        }
        super.updateViewConstraints()
    }

    override func viewWillLayoutSubviews() {
        events.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        events.append("viewDidLayoutSubviews")
    }
}

@MainActor
@Suite("View controllers")
struct ViewControllerTests {
    @Test func theViewIsLoadedOnceOnFirstUse() {
        let controller = RecordingController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.events == ["loadView", "viewDidLoad"])
        let plain = UIViewController()
        plain.loadViewIfNeeded()
        #expect(plain.view.frame == UIScreen.main.bounds)
    }

    @Test func updateViewConstraintsAndTheLayoutHooksRunInTheViewsPasses() {
        let controller = RecordingController()
        controller.view.layoutIfNeeded()
        #expect(controller.events == ["loadView", "viewDidLoad", "updateViewConstraints", "viewWillLayoutSubviews",
                                      "viewDidLayoutSubviews"])
        #expect(controller.content.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func additionalSafeAreaInsetsMoveTheSafeAreaGuideAndLayoutGuides() {
        let controller = RecordingController()
        let window = visibleWindow(showing: controller)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 10)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 10))
        window.layoutIfNeeded()
        #expect(controller.content.frame == CGRect(x: 0, y: 44, width: 310, height: 402))
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 310, height: 402))
    }

    @available(*, deprecated, message: "exercises the deprecated top and bottom layout guides")
    @Test func topAndBottomLayoutGuidesReportTheBars() {
        let controller = RecordingController()
        let window = visibleWindow(showing: controller)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
            banner.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(controller.topLayoutGuide.length == 64 && controller.bottomLayoutGuide.length == 49)
        #expect(banner.frame == CGRect(x: 0, y: 72, width: 100, height: 359))
        #expect(!controller.view.hasAmbiguousLayout)
    }

    /// As in UIKit, a controller's top and bottom layout guides each add two constraints to its view, its edge
    /// and its length (`_UILayoutSupportConstraint`): EasyPeasy's tests count them. The length follows the bars.
    @available(*, deprecated, message: "exercises the deprecated top and bottom layout guides")
    @Test func layoutGuidesAddTheirConstraintsToTheView() {
        let controller = RecordingController()
        let view: UIView = controller.view
        #expect(view.constraints.isEmpty)
        _ = controller.topLayoutGuide
        #expect(view.constraints.count == 2 && view.constraints.allSatisfy { $0.identifier == "_UILayoutSupportConstraint" })
        _ = controller.bottomLayoutGuide
        #expect(view.constraints.count == 4)
        let window = visibleWindow(showing: controller)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        let lengths = view.constraints.filter { $0.firstAttribute == .height }.map(\.constant)
        #expect(lengths == [20, 34])
        let top = controller.topLayoutGuide as! UILayoutGuide, bottom = controller.bottomLayoutGuide as! UILayoutGuide
        #expect(top.layoutFrame == CGRect(x: 0, y: 0, width: 0, height: 20))
        #expect(bottom.layoutFrame == CGRect(x: 0, y: view.bounds.height - 34, width: 0, height: 34))
    }

    /// As in UIKit, a view's safe-area guide adds its four edges to the view's constraints
    /// (`UIViewSafeAreaLayoutGuide-top`, …): Mortar's tests count 6 after two of their own. The edges follow the
    /// insets, and the bottom and right ones lead with the view.
    @Test func theSafeAreaGuideAddsItsEdgesToTheView() {
        let controller = RecordingController()
        let view: UIView = controller.view
        let content = UIView()
        view.addSubview(content)
        content.translatesAutoresizingMaskIntoConstraints = false
        content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
        #expect(view.constraints.count == 6)
        let edges = view.constraints.filter { $0.identifier?.hasPrefix("UIViewSafeAreaLayoutGuide-") ?? false }
        #expect(edges.map(\.identifier) == ["UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-left",
                                            "UIViewSafeAreaLayoutGuide-bottom", "UIViewSafeAreaLayoutGuide-right"])
        #expect(edges.allSatisfy { $0.isActive })
        #expect(edges.map { $0.firstItem === view } == [false, false, true, true])
        let window = visibleWindow(showing: controller)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 5, bottom: 34, right: 7)
        window.layoutIfNeeded()
        #expect(edges.map(\.constant) == [20, 5, 34, 7])
        #expect(view.safeAreaLayoutGuide.layoutFrame
            == CGRect(x: 5, y: 20, width: view.bounds.width - 12, height: view.bounds.height - 54))
        #expect(content.frame.minY == 20 && content.frame.maxY == view.bounds.height - 34)
    }

    @Test func childControllersViewsAreLaidOutWithTheirParent() {
        let parent = UIViewController()
        parent.view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        parent.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let window = visibleWindow(showing: parent)
        let child = RecordingController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            child.view.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: parent.view.trailingAnchor),
            child.view.bottomAnchor.constraint(equalTo: parent.view.bottomAnchor),
            child.view.heightAnchor.constraint(equalTo: parent.view.heightAnchor, multiplier: 0.5),
        ])
        window.layoutIfNeeded()
        #expect(parent.children.count == 1 && child.parent === parent)
        #expect(child.view.frame == CGRect(x: 0, y: 300, width: 300, height: 300))
        // The child's view lies below the parent's 20-point top inset, so it inherits none of it.
        #expect(child.view.safeAreaInsets == .zero)
        #expect(child.content.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
        child.view.removeFromSuperview()
        parent.view.addSubview(child.view)
        NSLayoutConstraint.activate([
            child.view.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: parent.view.trailingAnchor),
            child.view.topAnchor.constraint(equalTo: parent.view.topAnchor, constant: 5),
            child.view.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        // Flush under the inset, it inherits the 15 points of the inset that overlap it.
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 15, left: 0, bottom: 0, right: 0))
        #expect(child.content.frame == CGRect(x: 0, y: 15, width: 300, height: 85))
        #expect(child.events.contains("updateViewConstraints") && child.events.last == "viewDidLayoutSubviews")
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    /// UIKit counts a controller's additional insets only on screen: not for a view in no window, nor in a
    /// window not yet made visible.
    @Test func additionalSafeAreaInsetsCountOnlyInAVisibleWindow() {
        let controller = RecordingController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        controller.view.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == .zero)
        #expect(controller.content.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == .zero)
        window.isHidden = false
        #expect(controller.view.safeAreaInsets.top == 44)
        window.layoutIfNeeded()
        #expect(controller.content.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
    }

    /// A subview reaching past its superview's edge inherits no more than the superview's inset there, as in
    /// UIKit ("it is capped at the size of the superview's safe area inset").
    @Test func anInheritedInsetIsCappedAtTheSuperviews() {
        let controller = RecordingController()
        let window = visibleWindow(showing: controller)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 10)
        let overhanging = UIView(frame: CGRect(x: 300, y: -20, width: 40, height: 100))
        let small = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        for view in [overhanging, small] { controller.view.addSubview(view) }
        window.layoutIfNeeded()
        #expect(overhanging.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 10))
        #expect(small.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
    }

    @Test func aWindowsRootControllerFillsIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = RecordingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        #expect(controller.view.frame == window.bounds)
        #expect(controller.content.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(controller.content.window === window)
    }
}
