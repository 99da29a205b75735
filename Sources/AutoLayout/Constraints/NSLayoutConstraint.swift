import Foundation
import Synchronization

/// A linear relation between two layout attributes: `item1.attribute1 REL multiplier × item2.attribute2 + constant`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// Apple's name for ``LayoutAttribute``.
    public typealias Attribute = LayoutAttribute
    /// Apple's name for ``LayoutRelation``.
    public typealias Relation = LayoutRelation
    /// Apple's name for ``LayoutAxis``.
    public typealias Axis = LayoutAxis
    /// Apple's name for ``LayoutFormatOptions``.
    public typealias FormatOptions = LayoutFormatOptions
    /// Apple's name for ``UILayoutPriority``.
    public typealias Priority = UILayoutPriority

    // Constraints do not keep their items alive, as in UIKit: views own the constraints installed on them, and
    // a hierarchy's engine (owned by its root) holds constraints, so strong items would form a cycle.
    // Installing reads the items, constant, priority and container of every constraint; constraints are used
    // from one thread at a time (UIKit's main-thread rule), so the runtime's exclusivity checks on them are
    // switched off, as on views.
    // The items are held through their lifelines, which read nil once an item has gone, as weak references do.
    @exclusivity(unchecked) let firstLifeline: Lifeline
    @exclusivity(unchecked) let secondLifeline: Lifeline?

    /// The first item; a placeholder once the item is gone (an active constraint's items are always alive).
    var firstLayoutItem: AutoLayoutItem { firstLifeline.item ?? DeallocatedItem.shared }
    /// The second item, if any.
    var secondLayoutItem: AutoLayoutItem? {
        guard let secondLifeline else { return nil }
        return secondLifeline.item ?? DeallocatedItem.shared
    }

    /// The first item of the equation (nil once it has been deallocated).
    public var firstItem: AnyObject? { firstLifeline.item }
    /// The second item, or nil for a constant (a size equal to a number).
    public var secondItem: AnyObject? { secondLifeline?.item }
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The attribute of the second item (`.notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The constant added to the right side; changing it on an active constraint updates the layout
    /// incrementally.
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet {
            precondition(constant.isFinite, NSLayoutConstraint.nonFiniteConstantMessage(self, constant))
            constant = NSLayoutConstraint.clamped(constant)
            if constant != oldValue { container?.engineForChanges?.noteConstantChange(of: self, from: oldValue) }
        }
    }

    /// Sets the constant without telling the engine of the container's hierarchy: for the engine that made the
    /// constraint and applies the change itself (a fitting engine's system constraints name views whose
    /// hierarchy has an engine of its own).
    final func setConstantUnobserved(_ value: CGFloat) {
        let container = containerLifeline
        containerLifeline = nil
        constant = value
        containerLifeline = container
    }

    /// Gives several constraints new constants, as setting each one's ``constant`` would, but tells their engine
    /// of the changes together (see `LayoutEngine.noteConstantChanges`).
    static func setConstants(_ changes: [(constraint: NSLayoutConstraint, constant: CGFloat)]) {
        var engine: LayoutEngine?, noted: [(constraint: NSLayoutConstraint, oldConstant: CGFloat)] = []
        for (constraint, constant) in changes {
            let oldConstant = constraint.constant
            constraint.setConstantUnobserved(constant)
            guard constraint.constant != oldConstant, let changed = constraint.container?.engineForChanges else { continue }
            if changed !== engine {
                engine?.noteConstantChanges(noted)
                (engine, noted) = (changed, [])
            }
            noted.append((constraint, oldConstant))
        }
        engine?.noteConstantChanges(noted)
    }

    /// How strongly the constraint holds, 1 to 1000 (default 1000, required).
    @exclusivity(unchecked) public var priority: UILayoutPriority = .required {
        didSet {
            precondition(priority.isValid, NSLayoutConstraint.illegalPriorityMessage(priority))
            if priority != oldValue { container?.engineForChanges?.notePriorityChange(of: self, from: oldValue) }
        }
    }

    /// A name shown in descriptions and used to find the constraint.
    public var identifier: String?
    /// Whether the constant is Apple's standard spacing (`NSSpace`), as a bare `-` in a visual format makes it.
    public internal(set) var usesStandardSpacing = false
    /// Kept for source compatibility; archiving does not apply here.
    public var shouldBeArchived = false

    /// The view the constraint is installed on (the nearest common ancestor of its items), while active.
    public internal(set) var container: View? {
        get { containerLifeline?.view }
        set { containerLifeline = newValue?.lifeline }
    }
    @exclusivity(unchecked) private var containerLifeline: Lifeline?
    /// Whether ``container`` is not nil, told without reading (and retaining) the view.
    var hasContainer: Bool { containerLifeline?.isLiveView == true }
    /// When the constraint was last installed, to replay installations in order.
    @exclusivity(unchecked) var installationOrder = 0
    /// The serial of the hierarchy's engine when the constraint is in its solver, 0 otherwise: a layout pass asks
    /// this of every constraint activated, which a table lookup made cost a hash each. A fitting engine, which
    /// solves a copy of the same constraints for a moment, keeps to its table.
    @exclusivity(unchecked) var solvingEngineSerial: UInt64 = 0
    /// Where that engine keeps the constraint's entry, valid while ``solvingEngineSerial`` names it.
    @exclusivity(unchecked) var solvingEntryPosition = 0
    /// Its place in the list of constraints waiting for a layout pass, when it is there (see
    /// ``PendingActivations``; the list checks that the place holds it).
    @exclusivity(unchecked) var pendingActivationPlace = 0
    /// While in its container's ``View/constraints``: the position it was appended at, which its position never
    /// exceeds (see `View.uninstall(_:)`); -1 otherwise (a system constraint is installed in no list).
    @exclusivity(unchecked) var containerPositionBound = -1
    /// Once uninstalled, while the list of the view it was installed on still holds it (removals wait there to be
    /// made together, see `View.uninstall(_:)`): that view, whose list is compacted before the constraint is
    /// installed again anywhere, so that no list holds it twice.
    @exclusivity(unchecked) var listAwaitingRemoval: Lifeline?
    /// While installed: its places in the lists of the views it names (see `View+ConstraintReferences.swift`).
    @exclusivity(unchecked) var namedViews: (first: ConstraintReference?, second: ConstraintReference?) = (nil, nil)
    /// For a constraint between distances (`anchorWithOffset(to:)`), where each side's distance starts.
    @exclusivity(unchecked) var offsetStarts: OffsetStarts?

    private static let installations = Atomic<Int>(0)

    static func nextInstallationOrder() -> Int {
        installations.add(1, ordering: .relaxed).newValue
    }

    init(validated first: AutoLayoutItem, _ firstAttribute: Attribute, _ relation: Relation, _ second: AutoLayoutItem?,
         _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        (firstLifeline, self.firstAttribute, self.relation, secondLifeline, self.secondAttribute, self.multiplier, self.constant)
            = NSLayoutConstraint.stored(Lifeline.of(first), firstAttribute, relation, Lifeline.of(second), secondAttribute,
                                        multiplier, constant)
    }

    /// A validated constraint between the items of two lifelines, for callers that hold them already (anchors, a
    /// view's own content size): reading an item from its lifeline and finding the lifeline again costs a
    /// retain and a cast for each.
    init(validated first: Lifeline, _ firstAttribute: Attribute, _ relation: Relation, _ second: Lifeline?,
         _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        (firstLifeline, self.firstAttribute, self.relation, secondLifeline, self.secondAttribute, self.multiplier, self.constant)
            = NSLayoutConstraint.stored(first, firstAttribute, relation, second, secondAttribute, multiplier, constant)
    }

    /// An empty constraint: no items, no attributes, constant 0 (UIKit's `NSLayoutConstraint()`, which code
    /// keeps as a placeholder until it makes a real one). Activating it fails as for items in no common
    /// hierarchy.
    public override convenience init() {
        self.init(validated: DeallocatedItem.shared, .notAnAttribute, .equal, nil, .notAnAttribute, multiplier: 1, constant: 0)
    }

    /// Apple's initializer. Traps with Apple's message on an illegal pairing or a non-finite value; use
    /// ``validated(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`` to get the error instead.
    ///
    /// It is a designated initializer, so subclasses made outside this module (as layout DSLs make them)
    /// inherit it.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let items: (AutoLayoutItem, AutoLayoutItem?)
        do {
            items = try NSLayoutConstraint.check(view1, attr1, view2, attr2, multiplier, c)
        } catch {
            preconditionFailure(error.message)
        }
        (firstLifeline, firstAttribute, self.relation, secondLifeline, secondAttribute, self.multiplier, constant)
            = NSLayoutConstraint.stored(Lifeline.of(items.0), attr1, relation, Lifeline.of(items.1), attr2, multiplier, c)
    }

    /// The stored form of an equation: Apple keeps the second item and multiplier only when both are meaningful,
    /// and clamps the constant.
    private static func stored(_ first: Lifeline, _ firstAttribute: Attribute, _ relation: Relation, _ second: Lifeline?,
                               _ secondAttribute: Attribute, _ multiplier: CGFloat, _ constant: CGFloat)
        -> (Lifeline, Attribute, Relation, Lifeline?, Attribute, CGFloat, CGFloat) {
        guard let second, multiplier != 0 else {
            return (first, firstAttribute, relation, nil, .notAnAttribute, 1, clamped(constant))
        }
        return (first, firstAttribute, relation, second, secondAttribute, multiplier, clamped(constant))
    }

    /// The throwing twin of Apple's initializer: the same checks, reported as a ``LayoutError``.
    public static func validated(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                                 toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat = 1,
                                 constant c: CGFloat = 0) throws(LayoutError) -> NSLayoutConstraint {
        let (first, second) = try check(view1, attr1, view2, attr2, multiplier, c)
        return NSLayoutConstraint(validated: first, attr1, relation, second, attr2, multiplier: multiplier, constant: c)
    }

    /// ``validated(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`` for callers that hold layout
    /// items already (anchors, the visual format), without the casts from `Any`.
    static func validated(_ first: AutoLayoutItem, _ attr1: Attribute, relatedBy relation: Relation, _ second: AutoLayoutItem?,
                          _ attr2: Attribute, multiplier: CGFloat = 1, constant c: CGFloat = 0) throws(LayoutError) -> NSLayoutConstraint {
        try check(first, attr1, second, attr2, multiplier, c)
        return NSLayoutConstraint(validated: first, attr1, relation, second, attr2, multiplier: multiplier, constant: c)
    }

    // MARK: Activation

    /// Whether the constraint is installed. Activating installs it on the nearest common ancestor of its items.
    public var isActive: Bool {
        get { hasContainer }
        set {
            if newValue {
                do { try activateChecked() } catch { preconditionFailure(error.message) }
            } else {
                container?.removeConstraint(self)
            }
        }
    }

    /// The throwing twin of `isActive = true`: installs the constraint on the nearest common ancestor of its
    /// items, or throws Apple's message when they are in different hierarchies. Not named `activate()`, which
    /// UIKit lacks and layout libraries add to constraints themselves (AnchorKit's returns the constraint).
    public func activateChecked() throws(LayoutError) {
        guard !hasContainer else { return }
        guard let ancestor = itemsNearestCommonAncestor else {
            throw LayoutError(NSLayoutConstraint.noCommonAncestorMessage(self))
        }
        NSLayoutConstraint.activation = (ObjectIdentifier(self), ObjectIdentifier(ancestor))
        defer { NSLayoutConstraint.activation = nil }
        ancestor.addConstraint(self)
    }

    /// While ``activateChecked()`` installs a constraint: the constraint and the nearest common ancestor of its items,
    /// which it installs on. The items are below that view by definition, so `View.install(_:)` need not check
    /// again. An overridden `addConstraint(_:)` that installs elsewhere is checked, and so is one that activates
    /// other constraints first, since their activation clears this.
    private(set) static var activation: (constraint: ObjectIdentifier, ancestor: ObjectIdentifier)?

    /// Activates every constraint (Apple's `NSLayoutConstraint.activate(_:)`); the layout is solved once, at the
    /// next layout pass.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        ConstraintListRemovals.batching { for constraint in constraints { constraint.isActive = false } }
    }

    /// The throwing twin of ``activate(_:)``: activates all or, when one cannot be installed, none.
    public static func activateChecked(_ constraints: [NSLayoutConstraint]) throws(LayoutError) {
        for constraint in constraints where constraint.itemsNearestCommonAncestor == nil {
            throw LayoutError(noCommonAncestorMessage(constraint))
        }
        activate(constraints)
    }

    // MARK: Queries

    /// The view a constraint is installed on when activated: its items' nearest common ancestor (for one item,
    /// the item's own view); nil when the items are in different hierarchies or one has gone.
    var itemsNearestCommonAncestor: View? {
        // No closures: each call of a main-actor closure from the standard library checks the executor (see
        // CollectionsWithoutExecutorChecks.swift), and every activation asks this.
        var ancestor = firstLifeline.hierarchyView
        if let secondLifeline { ancestor = nearestCommonAncestor(of: ancestor, secondLifeline.hierarchyView) }
        guard let offsetStarts else { return ancestor }
        for start in offsetStarts.points { ancestor = nearestCommonAncestor(of: ancestor, start.lifeline.hierarchyView) }
        return ancestor
    }

    /// Whether the constraint names the item.
    func involves(_ item: AutoLayoutItem) -> Bool {
        if firstLayoutItem === item || secondLayoutItem === item { return true }
        guard let offsetStarts else { return false }
        for start in offsetStarts.points where start.lifeline.item === item { return true }
        return false
    }

    /// Whether any item lies in the subtree of a view (guides count as their owning view).
    func references(subtreeOf view: View) -> Bool {
        for lifeline in allLifelines where lifeline.hierarchyView?.isDescendant(of: view) == true { return true }
        return false
    }

    /// The lifelines of every item the constraint names: its two, and the starts of its distances.
    var allLifelines: [Lifeline] {
        var lifelines = [firstLifeline]
        if let secondLifeline { lifelines.append(secondLifeline) }
        if let offsetStarts { for start in offsetStarts.points { lifelines.append(start.lifeline) } }
        return lifelines
    }

    /// The axis the constraint acts on.
    public var axis: Axis { firstAttribute.axis ?? .horizontal }

    // MARK: Validation

    private static func check(_ view1: Any, _ attr1: Attribute, _ view2: Any?, _ attr2: Attribute,
                              _ multiplier: CGFloat, _ constant: CGFloat) throws(LayoutError) -> (AutoLayoutItem, AutoLayoutItem?) {
        guard let first = layoutItem(view1) else {
            throw LayoutError("NSLayoutConstraint for \(view1): Constraint items must each be a view or layout guide.")
        }
        var second: AutoLayoutItem?
        if let view2 {
            guard let item = layoutItem(view2) else {
                throw LayoutError("NSLayoutConstraint for \(view2): Constraint items must each be a view or layout guide.")
            }
            second = item
        }
        try check(first, attr1, second, attr2, multiplier, constant)
        return (first, second)
    }

    /// Apple's rules for an equation between layout items: finite numbers and a legal pairing of attributes.
    static func check(_ first: AutoLayoutItem, _ attr1: Attribute, _ second: AutoLayoutItem?, _ attr2: Attribute,
                      _ multiplier: CGFloat, _ constant: CGFloat) throws(LayoutError) {
        guard let broken = brokenRule(attr1, attr2, hasSecondItem: second != nil, multiplier, constant) else { return }
        throw LayoutError(broken.message(first, attr1, second, attr2, multiplier, constant))
    }

    /// One of Apple's rules for an equation, as broken.
    enum BrokenRule {
        case multiplierNotFinite, constantNotFinite, invalidPairing, locationEqualToConstant, directionalWithAbsolute

        /// Apple's message, which names the items.
        @MainActor
        func message(_ first: AutoLayoutItem, _ attr1: Attribute, _ second: AutoLayoutItem?, _ attr2: Attribute,
                     _ multiplier: CGFloat, _ constant: CGFloat) -> String {
            switch self {
            case .multiplierNotFinite:
                "Multiplier is not finite!  That's illegal.  multiplier:\(formatNumber(multiplier))"
            case .constantNotFinite:
                "\(first.layoutDescription) constant is not finite!  That's illegal.  constant:\(formatNumber(constant)) "
                    + "firstAnchor:\(first.layoutDescription).\(attr1.name) secondAnchor:"
                    + (second.map { "\($0.layoutDescription).\(attr2.name)" } ?? "(null)")
            case .invalidPairing:
                "\(LayoutError.constructor): Invalid pairing of layout attributes"
            case .locationEqualToConstant:
                "NSLayoutConstraint for \(first.layoutDescription): A multiplier of 0 or a nil second item together "
                    + "with a location for the first attribute creates an illegal constraint of a location equal to a constant. "
                    + "Location attributes must be specified in pairs."
            case .directionalWithAbsolute:
                "\(LayoutError.constructor): A constraint cannot be made between a leading/trailing attribute "
                    + "and a right/left attribute. Use leading/trailing for both or neither."
            }
        }
    }

    /// The rule an equation breaks, told from its attributes, whether it has a second item, and its numbers
    /// (the items only appear in the message); nil when it breaks none.
    static func brokenRule(_ attr1: Attribute, _ attr2: Attribute, hasSecondItem: Bool, _ multiplier: CGFloat,
                           _ constant: CGFloat) -> BrokenRule? {
        guard multiplier.isFinite else { return .multiplierNotFinite }
        guard constant.isFinite else { return .constantNotFinite }
        guard attr1 != .notAnAttribute else { return .invalidPairing }
        if !attr1.isSize && (!hasSecondItem || multiplier == 0) { return .locationEqualToConstant }
        guard hasSecondItem && multiplier != 0 else { return nil }
        // UIKit's runtime accepts an x location with a y location (`a.left == b.top`), though the guide forbids it:
        // only a size with a location is refused.
        guard attr2 != .notAnAttribute, attr1.isSize == attr2.isSize else { return .invalidPairing }
        if (attr1.isDirectional && attr2.isAbsoluteHorizontalEdge) || (attr1.isAbsoluteHorizontalEdge && attr2.isDirectional) {
            return .directionalWithAbsolute
        }
        return nil
    }

    /// The item a constraint's `Any` argument stands for; views and guides are tried as classes first, which is
    /// much cheaper than the protocol cast that anything else needs.
    private static func layoutItem(_ value: Any) -> AutoLayoutItem? {
        if let view = value as? View { return view }
        if let guide = value as? UILayoutGuide { return guide }
        return value as? AutoLayoutItem
    }

    static func clamped(_ constant: CGFloat) -> CGFloat {
        let limit: CGFloat = 1e10
        guard abs(constant) > limit else { return constant }
        LayoutLog.once(.constantLimit, "This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  "
            + "A smaller value will be substituted, but this problem should be fixed. Break on BOOL "
            + "_NSLayoutConstraintNumberExceedsLimit() to debug.  This will be logged only once.  This may break in the future.")
        return constant < 0 ? -limit : limit
    }

    static func nonFiniteConstantMessage(_ constraint: NSLayoutConstraint, _ value: CGFloat) -> String {
        "\(constraint.firstLayoutItem.layoutDescription) constant is not finite!  That's illegal.  constant:\(formatNumber(value)) "
            + "firstAnchor:\(constraint.firstLayoutItem.layoutDescription).\(constraint.firstAttribute.name) secondAnchor:"
            + (constraint.secondLayoutItem.map { "\($0.layoutDescription).\(constraint.secondAttribute.name)" } ?? "(null)")
    }

    static func illegalPriorityMessage(_ priority: UILayoutPriority) -> String {
        "It's illegal to set priority:\(formatNumber(Double(priority.rawValue))).  Priorities must be greater than 0 and less "
            + "or equal to NSLayoutPriorityRequired, which is 1000.000000."
    }

    static func noCommonAncestorMessage(_ constraint: NSLayoutConstraint) -> String {
        "Unable to activate constraint with anchors \(constraint.anchorDescription(first: true)) and "
            + "\(constraint.anchorDescription(first: false)) because they have no common ancestor.  Does the constraint "
            + "or its anchors reference items in different view hierarchies?  That's illegal."
    }

    func anchorDescription(first: Bool) -> String {
        let (item, attribute) = first ? (Optional(firstLayoutItem), firstAttribute) : (secondLayoutItem, secondAttribute)
        guard let item, let axis = attribute.axis else { return "(null)" }
        let kind = attribute.isSize ? "NSLayoutDimension" : axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
        return "<\(kind):\(item.addressDescription) \"\(item.layoutDescription).\(attribute.name)\">"
    }

    /// Apple's description: the ASCII-art picture (`H:[a]-(8)-[b]`) when the constraint has one, the equation
    /// otherwise, with the identifier, priority and whether it is active.
    open override var description: String { withoutIsolationCheck { appleDescription } }

    /// The class name used in descriptions.
    class var typeName: String { "NSLayoutConstraint" }
}

/// Stands in for an item that no longer exists, in descriptions of inactive constraints that outlived it.
final class DeallocatedItem: AutoLayoutItem, Sendable {
    static let shared = DeallocatedItem()
    var layoutSuperitem: View? { nil }
    var layoutView: View? { nil }
    var layoutDescription: String { "(null)" }
}
