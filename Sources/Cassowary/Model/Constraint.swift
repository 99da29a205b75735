import Synchronization

/// How the two sides of a constraint compare.
public enum Relation: Sendable {
    /// `lhs <= rhs`
    case lessThanOrEqual
    /// `lhs == rhs`
    case equal
    /// `lhs >= rhs`
    case greaterThanOrEqual

    /// The operator as written: `<=`, `==` or `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression REL 0` with a priority.
///
/// Build one with the operators (`2 * x + 10 <= y`) or the initializer. A constraint is an immutable
/// reference: a solver knows it by identity. ``Solver/setConstant(_:of:)`` and ``Solver/setPriority(_:of:)``
/// change the constant and priority the solver uses in place; read them back with ``Solver/constant(of:)``
/// and ``Solver/priority(of:)``.
public final class Constraint: Sendable {
    /// The left side minus the right side; the constraint reads `expression REL 0`.
    public let expression: LinearExpression
    /// How `expression` compares with zero.
    public let relation: Relation
    /// Whether the expression's coefficients and constant are all finite, as the solver requires.
    let isFinite: Bool
    /// How many terms the expression has. With ``isFinite`` it sits in the padding after the relation, and it
    /// lets a large batch be planned from the constraints alone: reading the terms' count there fetched their
    /// storage from memory once more for every constraint.
    let termCount: Int32
    /// The priority it was made with; 1000 is required.
    public let priority: Priority
    /// Where a solver keeps the constraint's record (see `SlotTable`).
    let solverSlot = Atomic<UInt64>(0)

    /// Creates `expression REL 0` at a priority.
    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        isFinite = expression.isFinite
        termCount = Int32(truncatingIfNeeded: expression.terms.count)
        self.priority = priority
    }

    /// A new constraint with the same relation at another priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }
}

extension Constraint: CustomStringConvertible {
    /// The constraint written as `x - y + 10 <= 0 @750` (the priority is left out when required).
    public var description: String {
        "\(expression) \(relation.symbol) 0" + (priority.isRequired ? "" : " @\(priority)")
    }
}
