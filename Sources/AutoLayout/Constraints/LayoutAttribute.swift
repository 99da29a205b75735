/// A part of an item's layout that a constraint relates, with Apple's raw values
/// (spelled `NSLayoutConstraint.Attribute` in Apple's API).
public enum LayoutAttribute: Int, Sendable, CaseIterable {
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline = 11, firstBaseline
    case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins = 19, centerYWithinMargins

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
    case lessThanOrEqual = -1
    case equal = 0
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
    case horizontal = 0
    case vertical = 1
}
