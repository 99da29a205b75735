/// A constraint priority on Auto Layout's scale, 1 to 1000: UIKit's `UILayoutPriority`, AppKit's
/// `NSLayoutConstraint.Priority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The numeric value; legal priorities are greater than 0 and at most 1000.
    public var rawValue: Float

    /// Creates a priority from its numeric value.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority from its numeric value.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A required constraint (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority with which a button hugs its content horizontally (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority of the target size when computing a fitting size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// A drag that may resize the scene (510); AppKit's `dragThatCanResizeWindow`.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The scene keeps its size (500); AppKit's `windowSizeStayPut`.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that cannot resize the scene (490); AppKit's `dragThatCannotResizeWindow`.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// AppKit: a drag that may resize the window (510).
    public static let dragThatCanResizeWindow = UILayoutPriority(510)
    /// AppKit: the window keeps its size (500).
    public static let windowSizeStayPut = UILayoutPriority(500)
    /// AppKit: a drag that cannot resize the window (490).
    public static let dragThatCannotResizeWindow = UILayoutPriority(490)

    /// Whether the value is legal: greater than 0 and at most 1000.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    /// Whether one priority is lower than another.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The arithmetic of ``UILayoutPriority``: `.defaultHigh + 1`, `.required - 1`.
///
/// UIKit has no such operators, and layout libraries declare their own on `UILayoutPriority` (Tinder's Layout
/// clamps the result to 0…1000). Declared here, in a protocol extension, these rank below a library's
/// declaration in an extension of the type, which then wins instead of making `+` ambiguous.
public protocol _LayoutPriorityArithmetic {
    /// The numeric value.
    var rawValue: Float { get }
    /// A priority from its numeric value.
    init(_ rawValue: Float)
}

extension _LayoutPriorityArithmetic {
    /// The priority `rhs` above `lhs`, as in `.defaultHigh + 1`.
    public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
    /// The priority `rhs` below `lhs`, as in `.required - 1`.
    public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}

extension UILayoutPriority: _LayoutPriorityArithmetic {}

extension UILayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A priority written as a number, as in `constraint.priority = 999`.
    public init(floatLiteral value: Float) { self.init(value) }
    /// A priority written as a number, as in `constraint.priority = 999`.
    public init(integerLiteral value: Int) { self.init(Float(value)) }
}

extension UILayoutPriority: CustomStringConvertible {
    /// The number, as Apple prints it (`750`, `999.5`).
    public var description: String { formatNumber(Double(rawValue)) }
}

// Objective-C-era names, kept so that old code compiles with a warning.
/// The Objective-C name of ``UILayoutPriority/required``; use that.
@available(*, deprecated, renamed: "UILayoutPriority.required")
public let UILayoutPriorityRequired = UILayoutPriority.required
/// The Objective-C name of ``UILayoutPriority/defaultHigh``; use that.
@available(*, deprecated, renamed: "UILayoutPriority.defaultHigh")
public let UILayoutPriorityDefaultHigh = UILayoutPriority.defaultHigh
/// The Objective-C name of ``UILayoutPriority/defaultLow``; use that.
@available(*, deprecated, renamed: "UILayoutPriority.defaultLow")
public let UILayoutPriorityDefaultLow = UILayoutPriority.defaultLow
/// The Objective-C name of ``UILayoutPriority/fittingSizeLevel``; use that.
@available(*, deprecated, renamed: "UILayoutPriority.fittingSizeLevel")
public let UILayoutPriorityFittingSizeLevel = UILayoutPriority.fittingSizeLevel
