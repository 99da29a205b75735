/// A constraint priority on Auto Layout's scale, 1 to 1000 (spelled `UILayoutPriority`,
/// `NSLayoutConstraint.Priority`).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The numeric value; legal priorities are greater than 0 and at most 1000.
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A required constraint (1000).
    public static let required = LayoutPriority(1000)
    /// The priority with which a button resists compressing its content (750).
    public static let defaultHigh = LayoutPriority(750)
    /// The priority with which a button hugs its content horizontally (250).
    public static let defaultLow = LayoutPriority(250)
    /// The priority of the target size when computing a fitting size (50).
    public static let fittingSizeLevel = LayoutPriority(50)
    /// AppKit: a drag that may resize the window (510).
    public static let dragThatCanResizeWindow = LayoutPriority(510)
    /// AppKit: the window keeps its size (500).
    public static let windowSizeStayPut = LayoutPriority(500)
    /// AppKit: a drag that cannot resize the window (490).
    public static let dragThatCannotResizeWindow = LayoutPriority(490)

    /// Whether the value is legal: greater than 0 and at most 1000.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}

extension LayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Float) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(Float(value)) }
}

extension LayoutPriority: CustomStringConvertible {
    public var description: String { formatNumber(Double(rawValue)) }
}
