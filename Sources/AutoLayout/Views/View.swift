import Foundation

/// A rectangle in a view hierarchy, laid out by constraints: UIKit's `UIView`, AppKit's `NSView`.
///
/// Layout members are `open`, so subclasses override `intrinsicContentSize`, `updateConstraints()` and
/// `layoutSubviews()` as in UIKit.
@preconcurrency @MainActor
open class View: UIResponder, AutoLayoutItem {
    // The layout pass reads the hierarchy's stored properties for every view on every pass; views are used from
    // one thread at a time (UIKit's main-thread rule), so the runtime's exclusivity checks on them, about a
    // tenth of a relayout's instructions, are switched off for the hottest ones.

    /// The parent view, if any. A view clears its subviews' reference as it deinitializes, as UIKit removes them.
    public private(set) var superview: View? {
        get { superviewReference?.takeUnretainedValue() }
        set { superviewReference = newValue.map(Unmanaged.passUnretained) }
    }
    // Not a weak reference (see `Lifeline`), and unmanaged so that `isSuperview(_:)` compares it without a retain.
    @exclusivity(unchecked) private var superviewReference: Unmanaged<View>?

    /// Whether `view` is this view's superview: asked for every constraint installed, and reading `superview`
    /// to compare retains it.
    func isSuperview(_ view: View) -> Bool {
        superviewReference?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }

    /// Whether this view and `other` have the same superview, compared as in `isSuperview(_:)`.
    func sharesSuperview(with other: View) -> Bool {
        superviewReference != nil && superviewReference?.toOpaque() == other.superviewReference?.toOpaque()
    }

    /// The child views, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    /// The constraints installed on this view.
    public var constraints: [NSLayoutConstraint] {
        if !pendingListRemovals.isEmpty { applyPendingListRemovals() }
        return constraintList
    }
    /// The constraints installed on this view, and those uninstalled whose removal from the list still waits
    /// (see ``ConstraintListRemovals``).
    @exclusivity(unchecked) var constraintList: [NSLayoutConstraint] = []
    /// The constraints uninstalled that `constraintList` still holds, with the positions they were appended at
    /// (see ``ConstraintListRemovals``).
    @exclusivity(unchecked) var pendingListRemovals: [(constraint: NSLayoutConstraint, bound: Int)] = []
    /// Whether the batch of removals under way has listed this view, to look at its list when it ends (see
    /// ``ConstraintListRemovals``).
    @exclusivity(unchecked) var isNotedForListRemovals = false
    /// The installed constraints that name this view or one of its guides (see `View+ConstraintReferences.swift`).
    @exclusivity(unchecked) var referencingConstraints: [NSLayoutConstraint] = []
    /// The layout guides this view owns.
    @exclusivity(unchecked) public private(set) var layoutGuides: [UILayoutGuide] = []
    /// A name used in descriptions instead of the class and address, as UIKit does.
    public var accessibilityIdentifier: String?

    @exclusivity(unchecked) private var storedFrame: CGRect
    /// The layer, once asked for or animated (see ``layer``).
    var backingLayer: CALayer?
    /// The anchors handed out so far (one per attribute, as in UIKit).
    @exclusivity(unchecked) var anchorStore = AnchorStore()
    @exclusivity(unchecked) private var storedLifeline: Lifeline?

    /// How constraints and the engine refer to the view without keeping it alive; cut as the view deinitializes.
    var lifeline: Lifeline {
        if let storedLifeline { return storedLifeline }
        let lifeline = Lifeline(view: self)
        storedLifeline = lifeline
        return lifeline
    }

    /// Creates a view with a frame in its superview's coordinates.
    public init(frame: CGRect) {
        storedFrame = frame
    }

    /// Archives are not read here; the view starts with an empty frame. Declared, as in UIKit, so that
    /// subclasses written for UIKit (which must implement it) compile.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
    }

    /// Creates a view with an empty frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Cuts the view's lifeline, leaves its subviews without a superview, and frees the subtree one view at a
    /// time: released the usual way, each view would free its subviews from inside its own deinit, one stack
    /// frame per level, and a chain of 50,000 nested views overflowed the stack.
    ///
    /// Not isolated, as UIKit's is not, so that subclasses can have deinitializers of their own, and a view
    /// released on another thread is freed there, as in UIKit.
    deinit {
        withoutIsolationCheck {
            // The removals still waiting go first: a constraint removed and since installed elsewhere must stay
            // listed by the views it names.
            if !pendingListRemovals.isEmpty { applyPendingListRemovals() }
            storedLifeline?.cut()
            // Its constraints go with it: the views they name stop listing them.
            for constraint in constraintList { constraint.unlistFromNamedViews() }
            var orphans = View.detachSubviews(of: self)
            while var view = orphans.popLast() {
                // Only a view held by nothing else is freed here; its subviews are taken out first.
                guard isKnownUniquelyReferenced(&view) else { continue }
                orphans.append(contentsOf: View.detachSubviews(of: view))
            }
        }
    }

    /// Takes a view's subviews out, leaving them without a superview.
    private static func detachSubviews(of view: View) -> [View] {
        let children = view.subviews
        view.subviews = []
        for child in children { child.superview = nil }
        return children
    }

    // MARK: Hierarchy

    /// Adds a view as the frontmost child, removing it from its previous superview first.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a child view at an index of ``subviews``. A view that is already a subview only moves to the
    /// index, keeping its constraints; one from another superview leaves it first, as in
    /// ``removeFromSuperview()`` but told of its new superview only.
    open func insertSubview(_ view: View, at index: Int) {
        precondition(!isDescendant(of: view), "Can't add a view to one of its own subviews: that would make a cycle")
        if view.superview === self { return moveSubview(view, to: index) }
        let root = hierarchyRoot
        let (oldWindow, newWindow) = (view.rootWindow, root.asWindow)
        if view.superview != nil { view.leaveSuperview(toWindow: newWindow, notifying: false) }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.forEachViewInSubtree { $0.willMove(toWindow: newWindow) } }
        view.engineIfPresent = nil
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.refreshHierarchyCache()
        if view.subtreeNeedsUpdateConstraints { noteSubtreeNeedsUpdateConstraints() }
        root.engineIfPresent?.adoptSubtree(of: view)
        view.noteJoining(root)
        setNeedsLayout()
        if oldWindow !== newWindow { view.forEachViewInSubtree { $0.didMoveToWindow() } }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// The window-dependent state of a view that joined a hierarchy: its subtree's safe areas count once in a
    /// visible window, and its traits are told at the next pass if they may have changed.
    private func noteJoining(_ root: View) {
        if let window = root.asWindow {
            if !window.isHidden { visibilityChanged() }
            root.traitsNeedDelivery = true
        } else if mayNeedTraitDelivery() {
            root.traitsNeedDelivery = true
        }
    }

    /// Removes the view from its superview, with every constraint that ties it to views outside its subtree.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        leaveSuperview(toWindow: nil, notifying: true)
    }

    /// Takes the view out of its superview, telling the superview first (``willRemoveSubview(_:)``) and, when
    /// `notifying`, the view of its move to no superview, and its subtree of a move to `newWindow` if that is
    /// another window (a view moving to another superview is told of its new one instead).
    private func leaveSuperview(toWindow newWindow: UIWindow?, notifying: Bool) {
        guard let parent = superview else { return }
        let wasVisible = isInVisibleWindow
        let oldWindow = rootWindow
        parent.willRemoveSubview(self)
        if notifying { willMove(toSuperview: nil) }
        let movesWindow = notifying && oldWindow !== newWindow
        if movesWindow { forEachViewInSubtree { $0.willMove(toWindow: newWindow) } }
        let engine = layoutRoot?.engineIfPresent
        engine?.releaseSubtree(of: self)
        // The last subview first: views are removed front to back or back to front, and the search from the
        // front then finds the first at once.
        if parent.subviews.last === self { parent.subviews.removeLast() } else { parent.subviews.removeFirst(identicalTo: self) }
        superview = nil
        refreshHierarchyCache()
        // A view moving to another superview in the same window stays on screen: its controller does not
        // disappear, and the layout pass settles what it inherits where it lands.
        if wasVisible && (notifying || oldWindow !== newWindow) { visibilityChanged() }
        let leaving = constraintsNamingSubtree(installedAtOrAbove: parent)
        ConstraintListRemovals.batching { for constraint in leaving { constraint.isActive = false } }
        parent.setNeedsLayout()
        guard notifying else { return }
        if movesWindow { forEachViewInSubtree { $0.didMoveToWindow() } }
        didMoveToSuperview()
    }

    /// Called before a subview is removed; override to react (a stack view drops it from its arrangement).
    open func willRemoveSubview(_ subview: View) {}

    /// Called after a subview was added (by any of the methods that add one); does nothing unless overridden.
    open func didAddSubview(_ subview: View) {}

    /// Called before the view moves to another superview, or to none (nil); does nothing unless overridden.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to another superview, or to none; does nothing unless overridden.
    open func didMoveToSuperview() {}

    /// Called on the view and each view below it before they move to another window, or to none (nil): when
    /// the view joins or leaves a window's hierarchy. Does nothing unless overridden.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called on the view and each view below it after they moved to another window, or to none. Does nothing
    /// unless overridden.
    open func didMoveToWindow() {}

    /// The window at the root of the view's hierarchy, if it is one: ``window`` without the walk up.
    private var rootWindow: UIWindow? { hierarchyRoot.asWindow }

    /// The view as a window, if it is one, without a cast.
    var asWindow: UIWindow? { isWindow ? unsafeDowncast(self, to: UIWindow.self) : nil }

    /// Visits the view and its descendants, parents first and siblings in order, without recursion.
    func forEachViewInSubtree(_ body: (View) -> Void) {
        body(self)
        // A leaf, the usual view, needs no stack.
        guard !subviews.isEmpty else { return }
        var stack = [self]
        while let current = stack.popLast() {
            if current !== self { body(current) }
            // Element by element: appending a reversed collection goes through a generic path that cost more
            // than visiting the view.
            let subviews = current.subviews
            for index in subviews.indices.reversed() { stack.append(subviews[index]) }
        }
    }

    /// Whether the view is a scroll view, whose edges can stand for its content area's: asked of every
    /// constraint installed, where a cast cost more than the rest of the check.
    var isScrollView: Bool { false }

    /// Whether the view is a window: asked for every view added, where a cast cost more than the rest of the
    /// check of whether the view changes windows.
    var isWindow: Bool { false }

    /// Whether the view is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        // The view itself, its superview or its root (an engine's, for every constraint it installs) need no walk
        // to the root (each step up retains a view): the root is told from the cache by address.
        if self === view || isSuperview(view) || cachedRoot?.isLifeline(of: view) == true { return true }
        let root = hierarchyRoot
        if view === root { return true }
        guard view.hierarchyRoot === root else { return false }
        var current = self
        while current.depth > view.depth, let parent = current.superview { current = parent }
        return current === view
    }

    // MARK: Hierarchy cache

    /// Levels below the root (0 for a root). With ``cachedRoot`` and ``forcedDirection`` it is refreshed for a
    /// whole subtree when the subtree moves, so ancestor queries cost the distance between two views, not the
    /// depth of the hierarchy (a ten-thousand-deep chain would otherwise make every constraint cost ten thousand steps).
    @exclusivity(unchecked) private(set) var depth = 0
    /// The hierarchy's root while it is alive; its view is nil once it has gone (the subtree is then refreshed
    /// on demand).
    @exclusivity(unchecked) private var cachedRoot: Lifeline?
    /// The direction forced by this view or its nearest ancestor that forces one.
    @exclusivity(unchecked) private var forcedDirection: UIUserInterfaceLayoutDirection?

    /// The root of the view's hierarchy (the view itself without a superview), with the cache of the whole
    /// hierarchy valid.
    var hierarchyRoot: View {
        if let root = cachedRoot?.view { return root }
        var top = self
        while let parent = top.superview { top = parent }
        top.refreshHierarchyCache()
        return top
    }

    /// Recomputes the cache of this view's subtree from its superview's, which must be valid.
    private func refreshHierarchyCache() {
        let parent = superview
        let rootView: View = parent?.hierarchyRoot ?? self
        let root = rootView.lifeline
        // A view without subviews, the usual case as a hierarchy is built from the top down, needs no walk.
        guard !subviews.isEmpty else { return refreshOwnHierarchyCache(under: parent, root: root) }
        var stack = [(self, parent)]
        while let (view, parent) = stack.popLast() {
            view.refreshOwnHierarchyCache(under: parent, root: root)
            for subview in view.subviews { stack.append((subview, view)) }
        }
    }

    private func refreshOwnHierarchyCache(under parent: View?, root: Lifeline) {
        depth = if let parent { parent.depth + 1 } else { 0 }
        cachedRoot = root
        forcedDirection = switch semanticContentAttribute {
        case .unspecified: parent?.forcedDirection
        default: View.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: .leftToRight)
        }
    }

    /// Adds a layout guide owned by this view.
    open func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
    }

    /// Removes a layout guide, with the constraints that use it.
    open func removeLayoutGuide(_ guide: UILayoutGuide) {
        removeLayoutGuides([guide])
    }

    /// Removes layout guides, with the constraints that use them, in one pass over the constraints that name
    /// the view's items: a pass per guide made a stack's gap guides, one per view, quadratic to remove.
    func removeLayoutGuides(_ guides: [UILayoutGuide]) {
        let leavingGuides = Set(guides.lazy.map(ObjectIdentifier.init))
        let isLeaving = { (item: AutoLayoutItem?) in item.map { leavingGuides.contains(ObjectIdentifier($0)) } ?? false }
        // The installed constraints that name the guides are listed under their owner.
        let leaving = View.inAncestorOrder(referencingConstraints.filter { isLeaving($0.firstLayoutItem) || isLeaving($0.secondLayoutItem) })
        ConstraintListRemovals.batching { for constraint in leaving { constraint.isActive = false } }
        for guide in guides { engineForChanges?.releaseGuide(guide) }
        layoutGuides.removeAll { leavingGuides.contains(ObjectIdentifier($0)) }
        for guide in guides { guide.owningView = nil }
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    ///
    /// With ``translatesAutoresizingMaskIntoConstraints`` (the default) the frame you set is turned into
    /// constraints; otherwise the next layout pass replaces it with the solved one.
    open var frame: CGRect {
        get { storedFrame }
        set {
            let old = storedFrame, oldSize = storedFrame.size
            storedFrame = newValue
            layerValueChanged(.frame, from: old.animationVector, to: newValue.animationVector)
            if oldSize != newValue.size {
                resizeSubviews(withOldSize: oldSize)
                // As in UIKit, a view whose size changes lays out its subviews at the next pass.
                needsLayout = true
            }
            if translatesAutoresizingMaskIntoConstraints { engineForChanges?.noteAutoresizingChange(of: self) }
        }
    }

    /// Springs and struts: subviews that translate their autoresizing masks take their share of a size change,
    /// split among their flexible margins and size in proportion to their current lengths.
    open func resizeSubviews(withOldSize oldSize: CGSize) {
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask, frame = subview.frame
            let (x, width) = View.resize(origin: frame.minX, length: frame.width, container: oldSize.width,
                                         change: bounds.width - oldSize.width,
                                         flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                    mask.contains(.flexibleRightMargin)))
            let (y, height) = View.resize(origin: frame.minY, length: frame.height, container: oldSize.height,
                                          change: bounds.height - oldSize.height,
                                          flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                     mask.contains(.flexibleBottomMargin)))
            subview.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    private static func resize(origin: CGFloat, length: CGFloat, container: CGFloat, change: CGFloat,
                               flexible: (start: Bool, size: Bool, end: Bool)) -> (CGFloat, CGFloat) {
        let parts = [(flexible.start, origin), (flexible.size, length), (flexible.end, container - origin - length)]
        let flexibleParts = parts.filter(\.0)
        guard change != 0, !flexibleParts.isEmpty else { return (origin, length) }
        let total = flexibleParts.reduce(0) { $0 + max(0, $1.1) }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? change * max(0, part.1) / total : change / CGFloat(flexibleParts.count)
        }
        return (origin + share(parts[0]), length + share(parts[1]))
    }

    /// The view's rectangle in its own coordinates: origin zero, the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Sets the frame from a layout pass without turning it into constraints, animated in `transaction`.
    func applyLayoutFrame(_ frame: CGRect, in transaction: AnimationTransaction?) {
        let old = storedFrame
        storedFrame = frame
        guard !old.isSame(as: frame) else { return }
        layerValueChanged(.frame, from: old.animationVector, to: frame.animationVector, in: transaction)
        // A view the pass resizes runs `layoutSubviews` too, leaf or not (UIKit code sizes layers there).
        if old.size != frame.size { needsLayout = true }
    }

    /// Whether the frame is turned into constraints (default true, as for views made in code in UIKit).
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if oldValue != translatesAutoresizingMaskIntoConstraints {
                engineForChanges?.noteAutoresizingChange(of: self)
            }
        }
    }

    /// How the frame follows the superview's size when translated into constraints.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { engineForChanges?.noteAutoresizingChange(of: self) }
    }

    // MARK: Margins, safe area and direction

    /// The space the margin attributes and ``layoutMarginsGuide`` keep from the edges: 8 on each side unless
    /// set; as in UIKit, measured from the safe area (``insetsLayoutMarginsFromSafeArea``), and a view
    /// controller's root view keeps at least its ``UIViewController/systemMinimumLayoutMargins`` (see
    /// `View+Margins.swift`). Reading it gives those effective margins; setting it sets the view's own.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { assignedLayoutMargins = newValue }
    }

    /// The margins set on the view, before the safe area and a controller's minimum count.
    @exclusivity(unchecked) var assignedLayoutMargins = View.defaultLayoutMargins {
        didSet { if assignedLayoutMargins != oldValue { marginInputsChanged() } }
    }

    /// The margins in leading/trailing terms, following the effective layout direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: layoutMargins.top, leading: rtl ? layoutMargins.right : layoutMargins.left,
                                           bottom: layoutMargins.bottom, trailing: rtl ? layoutMargins.left : layoutMargins.right)
        }
        set {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
                                         bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing)
        }
    }

    /// Insets of the area not covered by bars: the part of the superview's safe area insets that overlaps the
    /// view, plus a view controller's ``UIViewController/additionalSafeAreaInsets`` and its container's bars
    /// for its view. Zero unless the view is in a visible window (a ``UIWindow`` is hidden until
    /// ``UIWindow/makeKeyAndVisible()``), as in UIKit. Read-only, as in UIKit (subclasses may override it as a
    /// get-only property); updated by the layout pass.
    open var safeAreaInsets: UIEdgeInsets {
        inheritedSafeAreaInsets.adding(assignedSafeAreaInsets)
    }

    /// The safe-area insets the view's controller gives it (its additional insets and its bars'); they count
    /// only while the view is in a visible window (see `View+SafeArea.swift`).
    var requestedSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if requestedSafeAreaInsets != oldValue { refreshAssignedSafeAreaInsets() } }
    }

    /// The part of ``requestedSafeAreaInsets`` in effect: all of it in a visible window, none elsewhere.
    var assignedSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if assignedSafeAreaInsets != oldValue { safeAreaInsetsChanged() } }
    }

    /// The safe-area insets the view inherits from its superview, as of the last layout pass.
    var inheritedSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if inheritedSafeAreaInsets != oldValue { safeAreaInsetsChanged() } }
    }

    private func safeAreaInsetsChanged() {
        // Guides read the safe area, and so do the margins measured from it (see `View+Margins.swift`).
        if insetsLayoutMarginsFromSafeArea {
            marginsMoved()
        } else if layoutGuides.contains(where: { $0.systemKind?.followsSafeArea ?? false }) {
            engineForChanges?.noteSystemGuideChange(of: self)
        }
        safeAreaInsetsDidChange()
        viewController?.viewSafeAreaInsetsDidChange()
        if isScrollView, let scrollView = self as? UIScrollView { scrollView.adjustedContentInsetMayHaveChanged() }
        setNeedsLayout()
    }

    /// Called when ``safeAreaInsets`` changes; override to react.
    open func safeAreaInsetsDidChange() {}

    /// Called when the view's margins may have changed (set, or moved with the safe area, the superview's
    /// margins or a controller's minimum); override to react, as in UIKit.
    open func layoutMarginsDidChange() {}

    /// Called in a layout pass, before constraints are updated, when the view's ``traitCollection`` changed
    /// (the window was resized across a size class, the view joined a window with other traits); override to
    /// switch constraints, as UIKit's adaptive layouts do.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits last delivered to ``traitCollectionDidChange(_:)``; nil while they are the screen's, which a
    /// view has from its creation (see `Traits/View+Traits.swift`).
    @exclusivity(unchecked) var deliveredTraitCollection: UITraitCollection?
    /// Set on a hierarchy's root when views joined it or a controller's trait overrides changed: the next layout
    /// pass from the root delivers the traits that changed.
    @exclusivity(unchecked) var traitsNeedDelivery = false

    /// The appearance the view and its subviews take whatever they inherit (`unspecified`, the default, inherits
    /// it), as UIKit's `overrideUserInterfaceStyle`: a window set to `.dark` makes its whole hierarchy dark.
    /// Views are told of the change at the next layout pass.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { traitOverridesChanged() } }
    }

    /// Whether ``layoutMargins`` are measured from the safe area rather than the bounds (true by default, as in
    /// UIKit): a view partly outside its superview's safe area has its margins grow by the overlap.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { marginInputsChanged() } }
    }

    /// Whether the view's margins grow, where it comes close to its superview's edges, to keep its content inside
    /// the superview's margins too (false by default, as in UIKit; see `View+Margins.swift`).
    @exclusivity(unchecked) open var preservesSuperviewLayoutMargins = false {
        didSet {
            guard preservesSuperviewLayoutMargins != oldValue else { return }
            if !preservesSuperviewLayoutMargins { preservedSuperviewMargins = .zero }
            marginInputsChanged()
        }
    }

    /// How far the superview's margins reach into the view, as of the last layout pass, for
    /// ``preservesSuperviewLayoutMargins``.
    @exclusivity(unchecked) var preservedSuperviewMargins: UIEdgeInsets = .zero {
        didSet { if preservedSuperviewMargins != oldValue { marginsMoved() } }
    }

    /// A guide inset from the edges by ``layoutMargins``.
    public private(set) lazy var layoutMarginsGuide: UILayoutGuide = makeSystemGuide(.margins)

    /// A guide inset from the edges by ``safeAreaInsets``: the bounds unless insets are set.
    public private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = SafeAreaLayoutGuide(in: self)

    /// A guide within the margins whose width stays readable: at most ``UILayoutGuide/readableContentWidth``,
    /// centred in the margins.
    public private(set) lazy var readableContentGuide: UILayoutGuide = makeSystemGuide(.readableContent)

    /// A guide for the space the keyboard takes at the bottom of the view. There is no keyboard here, so it is
    /// UIKit's guide for a dismissed keyboard: the strip below the safe area (see ``UIKeyboardLayoutGuide``).
    public private(set) lazy var keyboardLayoutGuide: UIKeyboardLayoutGuide = {
        let guide = UIKeyboardLayoutGuide()
        makeSystemGuide(.keyboard, as: guide)
        return guide
    }()

    @discardableResult
    func makeSystemGuide(_ kind: UILayoutGuide.SystemKind, as guide: UILayoutGuide = UILayoutGuide()) -> UILayoutGuide {
        guide.identifier = kind.identifier
        guide.systemKind = kind
        addLayoutGuide(guide)
        engineForChanges?.noteSystemGuideChange(of: self)
        return guide
    }

    /// Forces a layout direction (playback and spatial controls are never flipped: left to right) or leaves it to
    /// the superview.
    @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            _ = hierarchyRoot
            refreshHierarchyCache()
            engineForChanges?.noteDirectionChange(below: self)
        }
    }

    /// The direction used when this view lays out leading and trailing: forced by
    /// ``semanticContentAttribute``, else inherited from the superview, else ``View/defaultLayoutDirection``.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        _ = hierarchyRoot
        return forcedDirection ?? View.defaultLayoutDirection
    }

    /// The application's layout direction (UIKit's `userInterfaceLayoutDirection`); left to right by default.
    @exclusivity(unchecked) nonisolated(unsafe) public static var defaultLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    // MARK: Intrinsic content size

    /// The size the content wants, or ``View/noIntrinsicMetric`` (-1) on an axis without one.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size that best fits the view's content within `size` (UIKit's `sizeThatFits(_:)`): the intrinsic
    /// size on each axis that has one, else the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width == View.noIntrinsicMetric ? bounds.width : intrinsic.width,
                      height: intrinsic.height == View.noIntrinsicMetric ? bounds.height : intrinsic.height)
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin (UIKit's `sizeToFit()`).
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Tells the layout engine, and a stack view arranging this view, that ``intrinsicContentSize`` changed.
    open func invalidateIntrinsicContentSize() {
        engineForChanges?.noteIntrinsicSizeChange(of: self)
        (superview as? any ArrangedSubviewObserving)?.arrangedSubviewIntrinsicSizeChanged(self)
        setNeedsLayout()
    }

    private var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    private var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)

    /// How strongly the view resists growing beyond its intrinsic size on an axis (default 250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
        engineForChanges?.noteIntrinsicSizeChange(of: self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis (default 750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionResistance.horizontal = priority } else { compressionResistance.vertical = priority }
        engineForChanges?.noteIntrinsicSizeChange(of: self)
    }

    // MARK: Baselines

    /// The distance from the top of the frame to the first baseline (the bottom for a plain view).
    open var firstBaselineOffsetFromTop: CGFloat? { nil }

    /// The distance from the bottom of the frame up to the last baseline (0 for a plain view).
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }

    /// The view whose first baseline stands for this view's in constraints: the view itself, or one of its
    /// descendants that a subclass returns (a container whose text is in a subview, say).
    open var forFirstBaselineLayout: View { self }

    /// The view whose last baseline stands for this view's in constraints: the view itself, or one of its
    /// descendants that a subclass returns.
    open var forLastBaselineLayout: View { self }

    /// The view whose baseline stands for this view's: UIKit's name before iOS 9.
    @available(*, deprecated, renamed: "forLastBaselineLayout")
    open var forBaselineLayout: View { forLastBaselineLayout }

    // MARK: Events

    /// The view's controller, if it is a controller's view, else its superview.
    open override var next: UIResponder? { viewController ?? superview }

    /// Whether a point of the view's coordinates is inside it: by default inside its bounds. Views override it
    /// to take touches outside their bounds, or to let some through.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The frontmost view of the subtree that contains a point of the view's coordinates and takes events: nil
    /// when the view is hidden, transparent (alpha 0.01 or less), does not take user interaction, or the point is
    /// not inside it (see `View+HitTesting.swift`).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> View? {
        frontmostView(at: point, with: event)
    }

    // MARK: Alignment rectangle

    /// How far inside the frame lies the rectangle that constraints act on (UIKit's `alignmentRectInsets`):
    /// none by default. A view whose drawing overhangs its content (a shadow, a badge) returns the overhang, so
    /// that constraints line up its content; its frame then extends that far beyond what they place. The engine
    /// measures positions inside a view from its alignment rectangle with these insets, so a subclass that
    /// overrides the two conversions below keeps them consistent with the insets.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The rectangle that constraints act on for a frame: by default the frame inset by ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame for the rectangle that constraints act on, the inverse of ``alignmentRect(forFrame:)``: by
    /// default the rectangle outset by ``alignmentRectInsets``. The layout pass sets frames through it.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom,
                                                    right: -insets.right))
    }

    // MARK: Appearance (not read by layout; kept so that UIKit code compiles and pictures can use it)

    /// The fill colour.
    open var backgroundColor: UIColor?
    /// The opacity, 0 to 1; animated inside animation blocks.
    open var alpha: CGFloat = 1 {
        didSet { layerValueChanged(.opacity, from: oldValue.animationVector, to: alpha.animationVector) }
    }
    /// Whether the view is hidden. As in UIKit, a hidden view keeps its place in the layout, except in a stack
    /// view's arrangement, which it leaves until it is shown again.
    @exclusivity(unchecked) open var isHidden = false {
        didSet { if isHidden != oldValue { (superview as? any ArrangedSubviewObserving)?.arrangedSubviewVisibilityChanged(self) } }
    }
    /// Whether drawing is clipped to the bounds.
    open var clipsToBounds = false
    /// How content of another size is shown.
    open var contentMode: ContentMode = .scaleToFill
    /// A number to find the view by with ``viewWithTag(_:)``.
    open var tag = 0
    /// Whether the view takes touches: one that does not is passed over by ``hitTest(_:with:)``.
    open var isUserInteractionEnabled = true
    /// The colour of the view's tint; unset, the superview's (UIKit's `tintColor`, whose root default is system
    /// blue).
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set { storedTintColor = newValue }
    }
    private var storedTintColor: UIColor?

    // MARK: Accessibility (kept, not read by layout)

    /// Whether assistive technologies treat the view as one element.
    open var isAccessibilityElement: Bool {
        get { accessibilityValues?.isElement ?? false }
        set { accessibility.isElement = newValue }
    }
    /// What assistive technologies read for the view.
    open var accessibilityLabel: String? {
        get { accessibilityValues?.label }
        set { accessibility.label = newValue }
    }
    /// What happens when the element is used, read after the label.
    open var accessibilityHint: String? {
        get { accessibilityValues?.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's value, read after the label.
    open var accessibilityValue: String? {
        get { accessibilityValues?.value }
        set { accessibility.value = newValue }
    }
    /// What kind of element it is.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityValues?.traits ?? .none }
        set { accessibility.traits = newValue }
    }
    /// The accessibility values set, kept apart: few views have any, and each view would carry their room.
    private var accessibilityValues: AccessibilityValues?
    private var accessibility: AccessibilityValues {
        if let accessibilityValues { return accessibilityValues }
        let made = AccessibilityValues()
        accessibilityValues = made
        return made
    }

    /// How the view is drawn scaled, rotated or moved about its centre. Layout ignores it, as Auto Layout does
    /// (constraints place the untransformed frame), and ``frame`` stays that frame here: UIKit documents `frame`
    /// as undefined under a transform other than the identity (use `bounds` and `center`). Changes are not
    /// animated (animation here moves frames and opacity).
    open var transform: CGAffineTransform {
        get { storedTransform?.value ?? .identity }
        set { storedTransform = newValue.isIdentity ? nil : TransformBox(value: newValue) }
    }
    /// The transform when it is not the identity, kept out of line: most views never have one.
    private var storedTransform: TransformBox?

    /// A transform held by reference.
    private final class TransformBox {
        let value: CGAffineTransform
        init(value: CGAffineTransform) { self.value = value }
    }

    /// Draws the view's content in UIKit; there is no display here, so it is never called (override it freely).
    open func draw(_ rect: CGRect) {}
    /// Asks for the view to be drawn again (nothing is drawn here).
    open func setNeedsDisplay() {}
    /// Asks for a part of the view to be drawn again (nothing is drawn here).
    open func setNeedsDisplay(_ rect: CGRect) {}

    /// The view or its first descendant (depth first) whose ``tag`` is `tag`.
    open func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Whether y grows downward in the view (AppKit's `isFlipped`): always, since frames here are measured from
    /// the top as in UIKit. AppKit views that override it to return true lay out as in AppKit; those that keep
    /// AppKit's default (false, y from the bottom) get their frames' y measured from the top all the same.
    open var isFlipped: Bool { true }

    // MARK: Layout pass state

    /// Whether the next layout pass runs ``updateConstraints()`` (AppKit sets it; UIKit calls
    /// ``setNeedsUpdateConstraints()``).
    @exclusivity(unchecked) public var needsUpdateConstraints = true {
        didSet { if needsUpdateConstraints { noteSubtreeNeedsUpdateConstraints() } }
    }
    /// Whether this view or one below it needs ``updateConstraints()``; true for every ancestor of a view for
    /// which it is true, so that the bottom-up pass skips clean subtrees instead of walking the whole hierarchy.
    @exclusivity(unchecked) var subtreeNeedsUpdateConstraints = true
    /// Whether the next layout pass runs ``layoutSubviews()`` (AppKit sets it; UIKit calls ``setNeedsLayout()``).
    @exclusivity(unchecked) public var needsLayout = true
    @exclusivity(unchecked) var engineIfPresent: LayoutEngine?
    /// This view's variables in its hierarchy's engine (see ``LayoutEngine/variables(for:)``).
    @exclusivity(unchecked) var engineVariables: ItemVariables?
    /// The generation of the last engine's list of views to update that listed this view (see
    /// `LayoutEngine.markDirty(_:)`).
    @exclusivity(unchecked) var dirtyListGeneration: UInt64 = 0
    /// The controller whose ``UIViewController/view`` this is: its hooks run in this view's passes.
    weak var viewController: UIViewController?
    var exerciseConstraint: (constraint: NSLayoutConstraint, upward: Bool)?

    /// The engine of this view's hierarchy, if one has been made (changes before that are picked up when it is).
    var engineForChanges: LayoutEngine? { layoutRoot?.engineIfPresent }

    /// The engine of this view's hierarchy, made on first use at the root.
    var engine: LayoutEngine {
        let root = layoutRoot ?? self
        if let engine = root.engineIfPresent { return engine }
        let engine = LayoutEngine(root: root)
        root.engineIfPresent = engine
        return engine
    }

    // MARK: Constraints and the layout pass (open, so subclasses can override as in UIKit)

    /// Installs a constraint on this view (the legacy API; prefer ``NSLayoutConstraint/isActive``).
    open func addConstraint(_ constraint: NSLayoutConstraint) { install(constraint) }

    /// Installs several constraints.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Uninstalls a constraint from this view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { uninstall(constraint) }

    /// Uninstalls several constraints.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        ConstraintListRemovals.batching { for constraint in constraints { removeConstraint(constraint) } }
    }

    /// Marks the view's constraints as needing an update at the next layout pass.
    open func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
    }

    /// This view if its intrinsic size depends on the width layout gives it (a label that wraps at that width, a
    /// text view that does not scroll); a layout pass asks every view, and a method call is cheaper than a cast.
    var layoutWidthDependent: (any LayoutWidthDependent)? { nil }
    /// Changes a view makes to its own arrangement from the solved frames, within a layout pass (a stack view
    /// detaching a view it has no room for); true when something changed.
    func settleFrameDependentArrangement(in engine: LayoutEngine) -> Bool { false }

    /// Flags this view and its ancestors up to the first one already flagged.
    func noteSubtreeNeedsUpdateConstraints() {
        var view: View? = self
        while let current = view, !current.subtreeNeedsUpdateConstraints {
            current.subtreeNeedsUpdateConstraints = true
            view = current.superview
        }
    }

    /// Override to add or change constraints; call `super.updateConstraints()` last, as UIKit asks.
    open func updateConstraints() {
        needsUpdateConstraints = false
    }

    /// Runs ``updateConstraints()`` on every view of the subtree that needs it, children before parents (for a
    /// view controller's view, the controller's ``UIViewController/updateViewConstraints()`` instead).
    open func updateConstraintsIfNeeded() { performUpdateConstraintsIfNeeded() }

    /// Marks the view as needing ``layoutSubviews()`` at the next layout pass.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs the layout pass now: updates constraints bottom-up, solves, and writes frames top-down.
    open func layoutIfNeeded() { performLayout() }

    /// Positions the subviews from the solved constraints. Override to adjust; call `super.layoutSubviews()`.
    open func layoutSubviews() { applySolvedFramesToSubviews() }

    /// The smallest size that satisfies the constraints of the view's subtree, with the target held weakly
    /// (``UILayoutPriority/fittingSizeLevel`` on both axes).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that best satisfies the subtree's constraints together with `width == target.width` and
    /// `height == target.height` at the given priorities (1000 pins an axis). The view itself is not changed.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        solvedFittingSize(targetSize, horizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    // MARK: AutoLayoutItem

    public var layoutSuperitem: View? { superview }
    public var layoutView: View? { self }

    /// `ClassName:0xADDRESS`, or the ``accessibilityIdentifier`` when set.
    open var layoutDescription: String {
        accessibilityIdentifier ?? "\(Self.typeName):\(addressDescription)"
    }

    /// The class name UIKit would print (`UIView`, `UILabel`, or a subclass's own name).
    class var typeName: String {
        let name = String(describing: self)
        return name == "View" ? "UIView" : name
    }

    /// The view as UIKit prints it: class, address (or identifier) and frame.
    open override var description: String {
        withoutIsolationCheck { isolatedDescription }
    }

    /// The description, read on the main actor (`description` itself is not isolated, as `NSObject`'s is not).
    var isolatedDescription: String {
        "<\(Self.typeName): \(addressDescription); frame = (\(formatNumber(frame.minX)) \(formatNumber(frame.minY)); "
            + "\(formatNumber(frame.width)) \(formatNumber(frame.height)))>"
    }
}

/// UIKit's name for ``View``.
public typealias UIView = View
/// AppKit's name for ``View``.
public typealias NSView = View

/// A view whose intrinsic size depends on the width layout gives it: a multi-line label with no preferred width,
/// a text view that does not scroll. The layout pass hands it the width it solved, and solves again.
@MainActor
protocol LayoutWidthDependent: View {
    /// The width the last layout pass gave the view, which its intrinsic size is measured at.
    var layoutWrapWidth: CGFloat? { get set }
}
