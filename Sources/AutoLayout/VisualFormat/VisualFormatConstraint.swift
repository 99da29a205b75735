/// One constraint produced by a visual format, before views are resolved:
/// firstItem.firstAttribute REL multiplier × secondItem.secondAttribute + constant @priority
public struct VisualFormatConstraint: Hashable, Sendable {
    /// The item on the left-hand side.
    public var firstItem: VisualFormatItem
    /// The attribute of `firstItem`.
    public var firstAttribute: LayoutAttribute
    /// How the two sides compare.
    public var relation: LayoutRelation
    /// The item on the right-hand side; nil for a constant size like `[v(50)]`.
    public var secondItem: VisualFormatItem?
    /// The attribute of `secondItem`; `.notAnAttribute` when `secondItem` is nil.
    public var secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute; always 1 from a visual format.
    public var multiplier: Double
    /// The constant added to the right-hand side.
    public var constant: Double
    /// The priority; 1000 (required) unless the format gives one with `@`.
    public var priority: UILayoutPriority
    /// Whether the constant came from a bare `-` (Apple's symbolic `NSSpace`): 8 between views, 20 to `|`.
    public var isStandardSpacing: Bool

    /// A constraint with the given parts; by default an equality with no second item, multiplier 1,
    /// constant 0 and required priority.
    public init(
        firstItem: VisualFormatItem,
        firstAttribute: LayoutAttribute,
        relation: LayoutRelation = .equal,
        secondItem: VisualFormatItem? = nil,
        secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1,
        constant: Double = 0,
        priority: UILayoutPriority = .required,
        isStandardSpacing: Bool = false
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isStandardSpacing = isStandardSpacing
    }
}
