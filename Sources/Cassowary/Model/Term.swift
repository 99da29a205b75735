/// A variable multiplied by a coefficient: one summand of a ``LinearExpression``.
public struct Term: Sendable {
    /// The unknown.
    public var variable: Variable
    /// The factor applied to the unknown.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
