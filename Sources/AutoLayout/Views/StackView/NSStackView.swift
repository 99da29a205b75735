import Foundation

/// The direction of an AppKit stack view (AppKit's `NSUserInterfaceLayoutOrientation`).
public enum NSUserInterfaceLayoutOrientation: Int, Sendable {
    /// Views side by side.
    case horizontal = 0
    /// Views one above the other.
    case vertical = 1
}

extension NSLayoutConstraint {
    /// AppKit's name for an axis in a stack view's priorities (`NSLayoutConstraint.Orientation`).
    public typealias Orientation = LayoutAxis
}

/// A view that lays out a line of views (AppKit's `NSStackView`): by default in three gravity areas (leading,
/// centre, trailing) held apart by at least ``spacing``, or, with another ``distribution``, as `UIStackView` does.
///
/// In the gravity areas the constraints follow AppKit's documented priorities: between views of one area
/// `== spacing` at `max(defaultHigh, hugging)`, between areas `== spacing` at the stack's hugging priority, and
/// always `>= spacing`. The leading area sits on the leading edge, the trailing area on the trailing edge (at the
/// clipping resistance, so views clip at the trailing or bottom edge), the centre area is centred just below
/// the hugging priority. AppKit does not document its constraints' identifiers; these are named
/// `NSStackView-…`. Hidden views are detached when ``detachesHiddenViews`` (they stay subviews here, with no
/// constraints from the stack, and are listed in ``detachedViews``), as are views whose visibility priority is
/// ``VisibilityPriority/notVisible`` and, when the stack runs out of room, views with a lower visibility priority
/// than ``VisibilityPriority/mustHold`` (see `NSStackView+Detaching.swift`).
open class NSStackView: View {
    /// A gravity area (AppKit's `NSStackView.Gravity`).
    public enum Gravity: Int, Sendable, CaseIterable {
        /// The leading area (top, in a vertical stack).
        case leading = 1
        /// The centre area.
        case center = 2
        /// The trailing area (bottom, in a vertical stack).
        case trailing = 3

        /// The top area of a vertical stack.
        public static var top: Gravity { .leading }
        /// The bottom area of a vertical stack.
        public static var bottom: Gravity { .trailing }
    }

    /// How views share the stack's length (AppKit's `NSStackView.Distribution`).
    public enum Distribution: Int, Sendable {
        /// Gravity areas and hugging decide (the default).
        case gravityAreas = -1
        /// The views fill the length; as `UIStackView.Distribution.fill`.
        case fill = 0
        /// Every view gets the same length.
        case fillEqually = 1
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally = 2
        /// Equal gaps between the views, at least ``spacing``.
        case equalSpacing = 3
        /// Equal distances between the views' centres, gaps at least ``spacing``.
        case equalCentering = 4
    }

    /// How strongly a view stays attached when the stack runs out of room (AppKit's
    /// `NSStackView.VisibilityPriority`).
    public struct VisibilityPriority: RawRepresentable, Hashable, Sendable {
        /// The priority, 0 to 1000.
        public var rawValue: Float

        /// A visibility priority from its value.
        public init(rawValue: Float) { self.rawValue = rawValue }

        /// A visibility priority from its value.
        public init(_ rawValue: Float) { self.rawValue = rawValue }

        /// Never detached (the default).
        public static let mustHold = VisibilityPriority(1000)
        /// Detached only when the stack has no room for it.
        public static let detachOnlyIfNecessary = VisibilityPriority(900)
        /// Always detached.
        public static let notVisible = VisibilityPriority(0)
    }

    /// As a custom spacing, "use ``spacing``" (AppKit's `NSStackView.useDefaultSpacing`).
    public static let useDefaultSpacing = CGFloat(Float.greatestFiniteMagnitude)

    /// The direction of the line (default horizontal).
    open var orientation: NSUserInterfaceLayoutOrientation = .horizontal { didSet { setNeedsArrangement() } }
    /// How the views share the length (default ``Distribution/gravityAreas``).
    open var distribution: Distribution = .gravityAreas { didSet { setNeedsArrangement() } }
    /// The attribute the views line up on across the axis: by default `centerY` in a horizontal stack and
    /// `centerX` in a vertical one; `notAnAttribute`, or one of the other axis, aligns nothing.
    open var alignment: NSLayoutConstraint.Attribute {
        get { chosenAlignment ?? (orientation == .horizontal ? .centerY : .centerX) }
        set {
            chosenAlignment = newValue
            setNeedsArrangement()
        }
    }
    /// The least gap between adjacent views, and the gap the stack keeps when it hugs them (default 8).
    open var spacing: CGFloat = 8 { didSet { setNeedsArrangement() } }
    /// The space between the stack's edges and its views (default none).
    open var edgeInsets = NSEdgeInsets.zero { didSet { setNeedsArrangement() } }
    /// Whether hidden views are detached, leaving no gap (default true); otherwise they keep their place.
    open var detachesHiddenViews = true { didSet { setNeedsArrangement() } }

    /// Views detached because the stack had no room for them, in the order they left (see
    /// `NSStackView+Detaching.swift`).
    var detachedForRoom: [View] = []
    private var chosenAlignment: NSLayoutConstraint.Attribute?
    private var gravityViews: [Gravity: [View]] = [:]
    private var visibilityPriorities: [ObjectIdentifier: VisibilityPriority] = [:]
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var clippingResistance: [NSLayoutConstraint.Orientation: UILayoutPriority] = [:]
    private var hugging: [NSLayoutConstraint.Orientation: UILayoutPriority] = [:]
    private var installation = StackInstallation()
    /// The stack's area within ``edgeInsets``, made when the insets are not zero.
    private lazy var insetGuide: UILayoutGuide = {
        let guide = UILayoutGuide()
        guide.identifier = "NSStackView-edge-insets"
        return guide
    }()

    /// A horizontal stack with views in its leading gravity area.
    public convenience init(views: [View]) {
        self.init(frame: .zero)
        setViews(views, in: .leading)
    }

    /// An empty stack with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not read here; declared as in AppKit.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Views in gravity areas

    /// Every view of the stack, area by area (leading, centre, trailing), detached ones included.
    open var views: [View] { Gravity.allCases.flatMap { views(in: $0) } }

    /// The views detached from the arrangement: hidden ones (when ``detachesHiddenViews``), those whose
    /// visibility priority is ``VisibilityPriority/notVisible``, and those the stack had no room for.
    open var detachedViews: [View] { views.filter(isDetached) }

    /// The views of one gravity area, in order.
    open func views(in gravity: Gravity) -> [View] { gravityViews[gravity] ?? [] }

    /// Adds a view at the end of a gravity area (and as a subview).
    open func addView(_ view: View, in gravity: Gravity) {
        insertView(view, at: views(in: gravity).count, in: gravity)
    }

    /// Inserts a view into a gravity area at an index; it becomes a subview, laid out by constraints.
    open func insertView(_ view: View, at index: Int, in gravity: Gravity) {
        precondition(view !== self, "A stack view cannot arrange itself")
        forget(view)
        gravityViews[gravity, default: []].insert(view, at: min(max(index, 0), views(in: gravity).count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Replaces the views of a gravity area; the views it had leave the stack.
    open func setViews(_ views: [View], in gravity: Gravity) {
        for view in self.views(in: gravity) where !views.contains(where: { $0 === view }) { view.removeFromSuperview() }
        gravityViews[gravity] = []
        for view in views { addView(view, in: gravity) }
    }

    /// Takes a view out of the stack and of its superview.
    open func removeView(_ view: View) {
        guard views.containsIdentical(view) else { return }
        view.removeFromSuperview()
    }

    // MARK: Arranged subviews (macOS 10.11)

    /// The views the stack arranges, in order: its gravity areas' views, the leading area first. Hidden and
    /// detached views stay listed, as they stay subviews here (see ``detachedViews``).
    open var arrangedSubviews: [View] { views }

    /// Adds a view at the end of the arrangement: in the gravity area of the last view, or the leading one when
    /// the stack has none.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at an index (clamped to the arrangement, as `UIStackView` here does):
    /// into the gravity area of the view it goes before, or after the last view. A view arranged already moves.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        forget(view)
        let others = arrangedSubviews
        let index = min(max(index, 0), others.count)
        if index < others.count, let gravity = gravity(of: others[index]) {
            insertView(view, at: views(in: gravity).firstIndex(identicalTo: others[index])!, in: gravity)
        } else {
            let last = Gravity.allCases.last { !views(in: $0).isEmpty } ?? .leading
            addView(view, in: last)
        }
    }

    /// Takes a view out of the arrangement; it stays a subview, with no constraints from the stack.
    open func removeArrangedSubview(_ view: View) {
        forget(view)
    }

    /// The gravity area that holds a view.
    private func gravity(of view: View) -> Gravity? {
        Gravity.allCases.first { views(in: $0).containsIdentical(view) }
    }

    /// A subview leaving the stack leaves its gravity area too.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        forget(subview)
    }

    private func forget(_ view: View) {
        guard views.containsIdentical(view) else { return }
        for gravity in Gravity.allCases { gravityViews[gravity]?.removeAll(identicalTo: view) }
        detachedForRoom.removeAll(identicalTo: view)
        setNeedsArrangement()
    }

    // MARK: Priorities and spacing

    /// Sets how strongly a view stays attached when the stack runs out of room; ``VisibilityPriority/notVisible``
    /// detaches it, ``VisibilityPriority/mustHold`` never does.
    open func setVisibilityPriority(_ priority: VisibilityPriority, for view: View) {
        visibilityPriorities[ObjectIdentifier(view)] = priority
        if !mayDetachForRoom(view) { detachedForRoom.removeAll(identicalTo: view) }
        setNeedsArrangement()
    }

    /// How strongly a view stays attached (``VisibilityPriority/mustHold`` unless set).
    open func visibilityPriority(for view: View) -> VisibilityPriority {
        visibilityPriorities[ObjectIdentifier(view)] ?? .mustHold
    }

    /// Sets the priority with which the stack keeps its views from clipping along an axis (default required).
    open func setClippingResistancePriority(_ priority: NSLayoutConstraint.Priority,
                                            for orientation: NSLayoutConstraint.Orientation) {
        clippingResistance[orientation] = priority
        setNeedsArrangement()
    }

    /// The priority with which the stack keeps its views from clipping along an axis.
    open func clippingResistancePriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority {
        clippingResistance[orientation] ?? .required
    }

    /// Sets the priority with which the stack hugs its views along an axis (default `defaultLow`).
    open func setHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {
        hugging[orientation] = priority
        setNeedsArrangement()
    }

    /// The priority with which the stack hugs its views along an axis.
    open func huggingPriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority {
        hugging[orientation] ?? .defaultLow
    }

    /// Sets the gap after a view; ``useDefaultSpacing`` goes back to ``spacing``.
    open func setCustomSpacing(_ spacing: CGFloat, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing == NSStackView.useDefaultSpacing ? nil : spacing
        setNeedsArrangement()
    }

    /// The gap after a view: its custom spacing, or ``useDefaultSpacing`` when it has none.
    open func customSpacing(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? NSStackView.useDefaultSpacing
    }

    /// Whether a view is out of the arrangement: hidden (when hidden views detach), not visible, or without room.
    func isDetached(_ view: View) -> Bool {
        (detachesHiddenViews && view.isHidden) || visibilityPriority(for: view) == .notVisible
            || detachedForRoom.contains { $0 === view }
    }

    /// The attached views of a gravity area, in order.
    func attachedViews(in gravity: Gravity) -> [View] { views(in: gravity).filter { !isDetached($0) } }

    // MARK: Constraints

    fileprivate func setNeedsArrangement() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Rebuilds the stack's own constraints for its arrangement (only those that differ are replaced), then
    /// calls super.
    open override func updateConstraints() {
        var arrangement = distribution == .gravityAreas
            ? GravityArrangement(stack: self, reusing: installation.guides).build()
            : StackArrangement(stack: self, reusing: installation).build()
        if edgeInsets != .zero {
            arrangement.guides.append(insetGuide)
            arrangement.append(.edgeInsets, insetConstraints())
        }
        installation.replaceAll(with: arrangement, on: self)
        super.updateConstraints()
    }

    override func settleFrameDependentArrangement(in engine: LayoutEngine) -> Bool { settleDetachments(in: engine) }

    /// The inset guide's edges at ``edgeInsets`` from the stack's.
    private func insetConstraints() -> [NSLayoutConstraint] {
        let insets: [(LayoutAttribute, CGFloat)] = [(.left, edgeInsets.left), (.top, edgeInsets.top),
                                                    (.right, -edgeInsets.right), (.bottom, -edgeInsets.bottom)]
        return insets.map { make(insetGuide, $0, .equal, self, $0, constant: $1, id: "NSStackView-edge-insets") }
    }
}

extension NSStackView: StackConstraintMaking, ArrangedSubviewObserving {
    func arrangedSubviewVisibilityChanged(_ view: View) {
        if views.contains(where: { $0 === view }) { setNeedsArrangement() }
    }

    /// A `.fillProportionally` arrangement follows its views' intrinsic lengths (see `UIStackView`'s). Every
    /// update rebuilds the whole arrangement, so the views are searched only while none is pending.
    func arrangedSubviewIntrinsicSizeChanged(_ view: View) {
        guard distribution == .fillProportionally, !needsUpdateConstraints,
              views.contains(where: { $0 === view }) else { return }
        setNeedsArrangement()
    }
}

extension NSStackView: StackArranging {
    var arrangedViews: [View] { views.filter { !isDetached($0) } }
    func isCollapsed(_ view: View) -> Bool { false }
    var arrangementAxis: NSLayoutConstraint.Axis { orientation == .horizontal ? .horizontal : .vertical }
    var arrangementCanvas: AutoLayoutItem { edgeInsets == .zero ? self : insetGuide }
    var arrangesBaselineRelative: Bool { false }
    var resolvedSpacing: CGFloat { spacing }
    func gap(after view: View) -> CGFloat { customSpacings[ObjectIdentifier(view)] ?? spacing }

    var arrangementDistribution: UIStackView.Distribution {
        UIStackView.Distribution(rawValue: distribution.rawValue) ?? .fill
    }

    /// The alignment attribute as a `UIStackView` alignment: centres, edges, baselines; a length fills.
    var arrangementAlignment: UIStackView.Alignment {
        switch alignment {
        case .top, .leading, .left: .leading
        case .bottom, .trailing, .right: .trailing
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        case .width, .height: .fill
        default: .center
        }
    }
}
