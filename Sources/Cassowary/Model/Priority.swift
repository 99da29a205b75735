/// How strongly a constraint must hold, on Auto Layout's scale: 1000 is required, lower is optional.
///
/// Priorities are strictly ordered, as in Apple's engine: the solver first minimises the total error of the
/// highest optional priority, then the next one, and so on. A single constraint at 751 therefore beats any
/// number of constraints at 750.
public struct Priority: Hashable, Comparable, Sendable {
    /// The numeric value, legal in (0, 1000].
    public var rawValue: Double

    /// Creates a priority from its numeric value.
    public init(_ rawValue: Double) {
        self.rawValue = rawValue
    }

    /// A constraint that must hold exactly (1000).
    public static let required = Priority(1000)
    /// Auto Layout's default compression resistance (750).
    public static let defaultHigh = Priority(750)
    /// Auto Layout's default content hugging (250).
    public static let defaultLow = Priority(250)

    /// Whether this is the required priority.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the value is a legal priority: finite, above 0 and at most 1000.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    /// Whether one priority is lower than another.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Priority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A priority written as a number, as in `750.5`.
    public init(floatLiteral value: Double) { self.init(value) }
    /// A priority written as a whole number, as in `750`.
    public init(integerLiteral value: Int) { self.init(Double(value)) }
}

extension Priority: CustomStringConvertible {
    /// The value without a trailing `.0`.
    public var description: String { formatNumber(rawValue) }
}
