import Foundation

/// Manages a view, the layout part of UIKit's `UIViewController` (AppKit's `NSViewController`): a view loaded on
/// first use, hooks around its update-constraints and layout passes, top and bottom layout guides, additional
/// safe-area insets, and child controllers.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: View?
    /// Whether the view's margins are kept no smaller than ``systemMinimumLayoutMargins`` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.marginInputsChanged() } }
    }
    /// The controller that contains this one, if any.
    public private(set) weak var parent: UIViewController?
    /// The contained controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// A title, which the navigation item takes too, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    /// What a navigation bar shows for the controller, made on first use.
    public private(set) lazy var navigationItem = UINavigationItem()

    /// UIKit's designated initializer; there are no nib files here, so the view is always made by ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Creates a controller whose view is made by ``loadView()`` on first use.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives are not read here; as in UIKit subclasses must still declare it.
    public required init?(coder: NSCoder) {}

    // MARK: The view

    /// The managed view, loaded by ``loadView()`` and ``viewDidLoad()`` the first time it is read.
    open var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView?.requestedSafeAreaInsets = .zero
            loadedView = newValue
            newValue?.viewController = self
            newValue?.becameRootView()
            assignSafeAreaInsets()
        }
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view. The default makes a plain view the size of the main screen that follows its superview's
    /// size, as UIKit does when there is no nib; override it to build the hierarchy in code (without calling super).
    open func loadView() {
        let made = View(frame: UIScreen.main.bounds)
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = made
    }

    /// Called once the view is loaded; override to add subviews and constraints.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = View(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    // MARK: The layout pass

    /// Runs in the view's update-constraints pass instead of the view's own ``View/updateConstraints()``; override
    /// to change constraints and call `super.updateViewConstraints()`, which updates the view's.
    open func updateViewConstraints() {
        loadedView?.updateConstraints()
    }

    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called after the view has laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// AppKit's name: called before the view lays out its subviews, right after ``viewWillLayoutSubviews()``.
    open func viewWillLayout() {}

    /// AppKit's name: called after the view has laid out its subviews, right after ``viewDidLayoutSubviews()``.
    open func viewDidLayout() {}

    /// Called before the view comes on screen: when it joins a window that is shown, or its window is shown.
    /// Does nothing unless overridden (overrides call super, as in UIKit).
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once the view is on screen, right after ``viewWillAppear(_:)`` (no transition runs here).
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view goes off screen: it leaves its window, or the window is hidden.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called once the view is off screen, right after ``viewWillDisappear(_:)``.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the view is on screen, as the appearance calls last told.
    public internal(set) var isViewOnScreen = false

    /// The controller's view's superview, which events go to next.
    open override var next: UIResponder? { viewIfLoaded?.superview }

    /// Called after ``View/safeAreaInsets`` of the view changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called after the view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    // MARK: Guides and insets

    /// Insets added to the view's safe area, for content the app draws over it (UIKit's
    /// `additionalSafeAreaInsets`). The view's ``View/safeAreaLayoutGuide`` follows them; the view's subviews,
    /// and a child controller's view, inherit what of them overlaps them.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { assignSafeAreaInsets() }
    }

    /// The edges at which the view extends under a container's bars (UIKit's default: all). At an edge left out,
    /// a navigation or tab bar controller places the view beside its bar instead, and the bar adds nothing to
    /// the view's safe area.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the view extends under opaque bars too, at the edges of ``edgesForExtendedLayout`` (false, as in
    /// UIKit: an opaque bar keeps the view beside it).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
    }

    /// The insets a container controller's bars add to the view's safe area (a navigation bar's height at the top).
    var barSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { assignSafeAreaInsets() }
    }

    /// Gives the view the insets its controller adds to its safe area: the app's and the bars'.
    private func assignSafeAreaInsets() {
        loadedView?.requestedSafeAreaInsets = additionalSafeAreaInsets.adding(barSafeAreaInsets)
    }

    /// The bottom of the bars above the content, as a guide (UIKit's deprecated `topLayoutGuide`): a zero-width
    /// strip at the view's top, as tall as the top safe-area inset.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    open var topLayoutGuide: UILayoutSupport { topSupportGuide }

    /// The top of the bars below the content, as a guide (UIKit's deprecated `bottomLayoutGuide`).
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    open var bottomLayoutGuide: UILayoutSupport { bottomSupportGuide }

    private lazy var topSupportGuide = LayoutSupportGuide(kind: .topLayoutSupport, in: view)
    private lazy var bottomSupportGuide = LayoutSupportGuide(kind: .bottomLayoutSupport, in: view)

    // MARK: Children

    /// Adds a child controller; add its view to this controller's hierarchy yourself, as in UIKit.
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent (its view stays where it is, as in UIKit).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll(identicalTo: self)
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller is added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Traits

    /// Called in a layout pass, before its view's ``View/traitCollectionDidChange(_:)``, when the controller's
    /// ``traitCollection`` changed; override to switch constraints.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits the parent overrides for this controller (see ``setOverrideTraitCollection(_:forChild:)``).
    var traitOverrideFromParent: UITraitCollection? {
        didSet { viewIfLoaded?.traitOverridesChanged() }
    }

    /// The appearance the controller, its view and its children take whatever they inherit (`unspecified`, the
    /// default, inherits it), as UIKit's `overrideUserInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { viewIfLoaded?.traitOverridesChanged() } }
    }

    /// The nearest navigation controller among the controller's parents.
    public var navigationController: UINavigationController? { nearest(UINavigationController.self) }

    /// The nearest tab bar controller among the controller's parents.
    public var tabBarController: UITabBarController? { nearest(UITabBarController.self) }

    private func nearest<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parent
        }
        return nil
    }
}

/// AppKit's name for ``UIViewController``.
public typealias NSViewController = UIViewController

/// A guide that reports how far bars reach into a controller's view (UIKit's `UILayoutSupport`).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// How far the bars reach, in points.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// The top or bottom layout guide of a view controller: a layout guide of its view.
///
/// As in UIKit, its edge and its length are two constraints of the controller's view, identified
/// `_UILayoutSupportConstraint`, which code that counts the view's constraints sees; the engine places it
/// across the view as a system guide.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    /// The guide's height, kept at ``length`` (see ``followOwner()``).
    private var lengthConstraint: NSLayoutConstraint?

    init(kind: SystemKind, in view: View) {
        super.init()
        view.makeSystemGuide(kind, as: self)
        let edge: LayoutAttribute = kind == .topLayoutSupport ? .top : .bottom
        let pin = NSLayoutConstraint(validated: self, edge, .equal, view, edge, multiplier: 1, constant: 0)
        let height = NSLayoutConstraint(validated: self, .height, .equal, nil, .notAnAttribute, multiplier: 1, constant: length)
        for constraint in [height, pin] { constraint.identifier = "_UILayoutSupportConstraint" }
        lengthConstraint = height
        view.addConstraints([height, pin])
    }

    var length: CGFloat {
        let insets = owningView?.safeAreaInsets ?? .zero
        return systemKind == .topLayoutSupport ? insets.top : insets.bottom
    }

    /// Brings the guide's height to the bars' length, which follows the view's safe area.
    override func followOwner() {
        let length = length
        if let lengthConstraint, lengthConstraint.constant != length { lengthConstraint.constant = length }
    }
}
