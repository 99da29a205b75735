/// A sum of terms plus a constant: `c₁·x₁ + c₂·x₂ + … + constant`.
public struct LinearExpression: Sendable {
    /// The summands, in the order they were written (a variable may appear more than once).
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1·variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates a constant expression.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression multiplied by a factor.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// The expression plus another one.
    public func adding(_ other: LinearExpression) -> LinearExpression {
        // A constant on either side shares the other's terms: `size <= 52` makes no new array of terms.
        if other.terms.isEmpty { return LinearExpression(terms, constant: constant + other.constant) }
        if terms.isEmpty { return LinearExpression(other.terms, constant: constant + other.constant) }
        return LinearExpression(terms + other.terms, constant: constant + other.constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

extension LinearExpression: CustomStringConvertible {
    /// The expression written as `2*x + y - 10`.
    public var description: String {
        var text = ""
        for term in terms where term.coefficient != 0 {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(formatNumber(magnitude))*"
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.description
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant)) }
        return text
    }
}

/// Formats a number without a trailing `.0`.
func formatNumber(_ value: Double) -> String {
    if abs(value) < 1e15, value == Double(Int64(value)) { return String(Int64(value)) }
    return String(value)
}
