import Foundation

/// A view that lays out a line of views with the constraints Apple's stack view makes (UIKit's `UIStackView`):
/// along its ``axis`` by its ``distribution`` and ``spacing``, across it by its ``alignment``.
///
/// It draws nothing and has no intrinsic size of its own. Its constraints carry Apple's identifiers
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, …) and priorities, so descriptions and the
/// unsatisfiable report read as on iOS; a change to any property rebuilds only the stack's own constraints, at
/// the next update-constraints pass.
open class UIStackView: View {
    /// How arranged views share the stack's length (UIKit's `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable {
        /// The views fill the length; hugging and compression resistance decide who gives.
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

    /// How arranged views line up across the axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: Int, Sendable {
        /// Every view spans the stack's thickness.
        case fill = 0
        /// Along the top (horizontal stacks) or leading edge (vertical stacks).
        case leading = 1
        /// On the first baselines (horizontal stacks).
        case firstBaseline = 2
        /// On the centres.
        case center = 3
        /// Along the bottom (horizontal stacks) or trailing edge (vertical stacks).
        case trailing = 4
        /// On the last baselines (horizontal stacks).
        case lastBaseline = 5

        /// The top, in a horizontal stack.
        public static var top: Alignment { .leading }
        /// The bottom, in a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }

    /// As a spacing, the system's standard spacing (8 points between views).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    /// As a custom spacing, "use ``spacing``"; as ``spacing``, zero (UIKit's `spacingUseDefault`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    // The arrangement reads these for every arranged view as it builds the constraints: no runtime exclusivity
    // checks (each read was a call into the runtime).

    /// The views the stack arranges, in order; always subviews of the stack.
    @exclusivity(unchecked) public private(set) var arrangedSubviews: [View] = []

    /// The direction of the line (default horizontal).
    @exclusivity(unchecked) open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsArrangement() } }
    /// How the views share the length (default fill).
    @exclusivity(unchecked) open var distribution: Distribution = .fill { didSet { setNeedsArrangement() } }
    /// How the views line up across the axis (default fill).
    @exclusivity(unchecked) open var alignment: Alignment = .fill { didSet { setNeedsArrangement() } }
    /// The gap between adjacent views: exact for the fill distributions, a minimum for equal spacing and equal
    /// centering; negative values overlap the views.
    @exclusivity(unchecked) open var spacing: CGFloat = 0 { didSet { setNeedsRespacing(after: arrangedSubviews) } }
    /// Vertical stacks: gaps are measured from one view's last baseline to the next one's first baseline.
    @exclusivity(unchecked) open var isBaselineRelativeArrangement = false { didSet { setNeedsArrangement() } }
    /// The views are laid out within the stack's ``View/layoutMargins`` rather than its bounds.
    @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsArrangement() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides the stack made for its current arrangement.
    private var installation = StackInstallation()
    /// Whether anything but the arranged views and their visibility changed since the constraints were last
    /// updated.
    private var needsFullArrangement = true
    /// Arranged views shown or hidden since the constraints were last updated.
    private var visibilityChanges: [View] = []
    /// Views that joined the arrangement since the constraints were last updated.
    private var joinedViews: [View] = []
    /// Views that left the arrangement since the constraints were last updated, and the views that followed
    /// them when they left (whose spacing changes).
    private var leftViews: [ObjectIdentifier] = []
    private var followersOfLeftViews: [View] = []
    /// Views whose gap after them changed since the constraints were last updated (every view when ``spacing``
    /// did).
    private var respacedViews: [View] = []
    private var firstShownLifeline: Lifeline?
    /// The first shown view of the current arrangement, which every view is aligned to.
    private var firstShown: View? {
        get { firstShownLifeline?.view }
        set { firstShownLifeline = newValue?.lifeline }
    }

    /// A stack arranging views, in order.
    public init(arrangedSubviews views: [View]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not read here; declared as in UIKit.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Arranged views

    /// Adds a view at the end of the arrangement (and as the last subview, if it is not one).
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at an index; it becomes a subview if it is not one. Arranged views
    /// get `translatesAutoresizingMaskIntoConstraints = false`, as in UIKit.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        precondition(view !== self, "A stack view cannot arrange itself")
        // Only a subview can be arranged already (leaving, a subview leaves the arrangement): a new view is not
        // looked for among thousands.
        let moved = view.superview === self && arrangedSubviews.containsIdentical(view)
        if moved { arrangedSubviews.removeFirst(identicalTo: view) }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        // A view that moves, or comes back before the constraints are updated, has constraints of its own that
        // the rebuild around the change would not replace.
        if moved || leftViews.contains(ObjectIdentifier(view)) {
            setNeedsArrangement()
        } else {
            joinedViews.append(view)
            setNeedsArrangementChange()
        }
    }

    /// Takes a view out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(identicalTo: view) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        if let joined = joinedViews.firstIndex(identicalTo: view) {
            joinedViews.remove(at: joined)
        } else {
            leftViews.append(ObjectIdentifier(view))
            if index < arrangedSubviews.count { followersOfLeftViews.append(arrangedSubviews[index]) }
        }
        setNeedsArrangementChange()
    }

    /// A subview leaving the stack leaves the arrangement too.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the gap after an arranged view; ``spacingUseDefault`` goes back to ``spacing``.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        setNeedsRespacing(after: [arrangedSubview])
    }

    /// The gap after an arranged view: its custom spacing, or ``spacingUseDefault`` when it has none.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// An arranged view shown or hidden leaves or rejoins the arrangement, at the next update-constraints pass.
    func arrangedSubviewVisibilityChanged(_ view: View) {
        guard arrangedSubviews.containsIdentical(view) else { return }
        visibilityChanges.append(view)
        setNeedsArrangementChange()
    }

    /// An arranged view's intrinsic size changed: a `.fillProportionally` arrangement, whose lengths are shares
    /// of the views' intrinsic lengths, is rebuilt at the next update-constraints pass, as UIKit's is.
    func arrangedSubviewIntrinsicSizeChanged(_ view: View) {
        // Checked once per pass: relabelling every view of a long stack would otherwise search it for each.
        guard distribution == .fillProportionally, !needsFullArrangement,
              arrangedSubviews.containsIdentical(view) else { return }
        setNeedsArrangement()
    }

    /// The gap after a view in points, with the system and default values resolved.
    func gap(after view: View) -> CGFloat {
        UIStackView.resolved(customSpacings[ObjectIdentifier(view)] ?? spacing)
    }

    /// ``spacing`` in points, with the system and default values resolved.
    var resolvedSpacing: CGFloat { UIStackView.resolved(spacing) }

    private static func resolved(_ spacing: CGFloat) -> CGFloat {
        if spacing == UIStackView.spacingUseSystem { return 8 }
        return spacing == UIStackView.spacingUseDefault ? 0 : spacing
    }

    // MARK: Constraints

    private func setNeedsArrangement() {
        needsFullArrangement = true
        setNeedsArrangementChange()
    }

    /// The gaps after `views` changed: at the next update-constraints pass, the spacings they reach are rebuilt
    /// (or, when the distribution or a text width depends on the gaps, the whole arrangement).
    private func setNeedsRespacing(after views: [View]) {
        respacedViews += views
        setNeedsArrangementChange()
    }

    /// The arranged views or their visibility changed: at the next update-constraints pass, the parts of the
    /// arrangement around them are rebuilt (or all of it).
    private func setNeedsArrangementChange() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Brings the stack's own constraints in line with the current arrangement, then calls super. Only the
    /// constraints that differ are removed and added, and guides are reused; when only arranged views were shown,
    /// hidden, added or removed, only the parts around them are rebuilt (hiding one view of a thousand, or adding
    /// one, touches a handful). As in UIKit they are installed on the stack itself, so `stack.constraints` lists
    /// them.
    open override func updateConstraints() {
        if needsFullArrangement || !rebuildAroundChanges() { rebuildArrangement() }
        needsFullArrangement = false
        visibilityChanges = []
        joinedViews = []
        leftViews = []
        followersOfLeftViews = []
        respacedViews = []
        super.updateConstraints()
    }

    /// Rebuilds the parts the shown, hidden, added and removed views touch; false when such a change reaches
    /// every view. (Rebuilding the whole arrangement after each view added made a stack filled one view and one
    /// layout at a time take 1.2 s for 800 labels; now 0.2 s, what the solver's row closing the chain costs.)
    private func rebuildAroundChanges() -> Bool {
        // Positions looked up in one table: searching the arranged views for each change made hiding a tenth of
        // them quadratic.
        var positions: [ObjectIdentifier: Int] = [:]
        positions.reserveCapacity(arrangedSubviews.count)
        for (index, view) in arrangedSubviews.enumerated() { positions[ObjectIdentifier(view)] = index }
        let indices = { (views: [View]) in Set(views.compactMap { positions[ObjectIdentifier($0)] }).sorted() }
        let joined = indices(joinedViews)
        let arrangement = StackArrangement(stack: self, reusing: installation)
        guard let parts = arrangement.changedParts(changed: indices(visibilityChanges + joinedViews), joined: joined,
                                                   respaced: indices(followersOfLeftViews + respacedViews), firstShownBefore: firstShown)
        else { return false }
        installation.remove(leftViews.flatMap(StackArrangement.slots(of:)), on: self)
        installation.replace(parts, on: self)
        return true
    }

    private func rebuildArrangement() {
        installation.replaceAll(with: StackArrangement(stack: self, reusing: installation).build(), on: self)
        firstShown = arrangedSubviews.first { !$0.isHidden }
    }
}

extension UIStackView: ArrangedSubviewObserving {}

extension UIStackView: StackArranging {
    var arrangedViews: [View] { arrangedSubviews }
    func isCollapsed(_ view: View) -> Bool { view.isHidden }
    var arrangementAxis: NSLayoutConstraint.Axis { axis }
    var arrangementDistribution: Distribution { distribution }
    var arrangementAlignment: Alignment { alignment }
    var arrangementCanvas: AutoLayoutItem { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }
    var arrangesBaselineRelative: Bool { isBaselineRelativeArrangement }
}
