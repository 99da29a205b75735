/// A part of an item's layout that a constraint relates, with Apple's raw values
/// (spelled `NSLayoutConstraint.Attribute` in Apple's API).
public enum LayoutAttribute: Int, Sendable, CaseIterable {
    /// No attribute: the second attribute of a constraint with no second item.
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text (the bottom for views without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the top for views without text).
    case firstBaseline
    /// The left edge inset by the left layout margin.
    case leftMargin = 13
    /// The right edge inset by the right layout margin.
    case rightMargin
    /// The top edge inset by the top layout margin.
    case topMargin
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin
    /// The leading edge inset by the leading layout margin.
    case leadingMargin
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin
    /// The horizontal centre of the area inside the layout margins.
    case centerXWithinMargins = 19
    /// The vertical centre of the area inside the layout margins.
    case centerYWithinMargins

    /// Apple's old name for the last baseline.
    public static var baseline: LayoutAttribute { .lastBaseline }

    /// The axis the attribute measures along, or nil for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        default: .vertical
        }
    }

    /// Whether the attribute is a size (width or height) rather than a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute follows the layout direction (leading and trailing, with or without margins).
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Whether the attribute is absolute left or right (with or without margins).
    public var isAbsoluteHorizontalEdge: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// Whether the attribute is measured from the layout margins.
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// The name Apple uses in descriptions and in our equation form: `leading`, `centerX`, `topMargin`….
    public var name: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }

    /// The attribute with the given name (`"baseline"` is accepted for `lastBaseline`).
    public init?(name: String) {
        if name == "baseline" {
            self = .lastBaseline
            return
        }
        guard let match = LayoutAttribute.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}

/// How the two sides of a layout constraint compare, with Apple's raw values
/// (spelled `NSLayoutConstraint.Relation`).
public enum LayoutRelation: Int, Sendable {
    /// The first attribute is at most the second's (`<=`).
    case lessThanOrEqual = -1
    /// The first attribute equals the second's (`==`).
    case equal = 0
    /// The first attribute is at least the second's (`>=`).
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A layout axis (spelled `NSLayoutConstraint.Axis`, `UILayoutConstraintAxis`).
public enum LayoutAxis: Int, Sendable {
    /// Along x: left, right, leading, trailing, width, centre x.
    case horizontal = 0
    /// Along y: top, bottom, height, centre y, baselines.
    case vertical = 1
}
