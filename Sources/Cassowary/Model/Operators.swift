// Operators that build expressions and constraints in ordinary notation: `2 * x + 10 <= y`.

/// `lhs * rhs` as a linear expression.
public func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, rhs)]) }
/// `lhs * rhs` as a linear expression.
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }
/// `lhs * rhs` as a linear expression.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
/// `lhs * rhs` as a linear expression.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
/// `lhs / rhs` as a linear expression.
public func / (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, 1 / rhs)]) }
/// `lhs / rhs` as a linear expression.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }

/// The negation of a variable.
public prefix func - (operand: Variable) -> LinearExpression { LinearExpression([Term(operand, -1)]) }
/// The negation of a linear expression.
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

/// `lhs + rhs` as a linear expression.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs) }
/// `lhs + rhs` as a linear expression.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(LinearExpression(rhs)) }
/// `lhs + rhs` as a linear expression.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(rhs) }
/// `lhs + rhs` as a linear expression.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs)) }
/// `lhs + rhs` as a linear expression.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.adding(LinearExpression(rhs)) }
/// `lhs + rhs` as a linear expression.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.adding(LinearExpression(lhs)) }
/// `lhs + rhs` as a linear expression.
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: rhs) }
/// `lhs + rhs` as a linear expression.
public func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs)], constant: lhs) }

/// `lhs - rhs` as a linear expression.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(-rhs) }
/// `lhs - rhs` as a linear expression.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(-rhs) }
/// `lhs - rhs` as a linear expression.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(-rhs) }
/// `lhs - rhs` as a linear expression.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs).adding(-rhs) }
/// `lhs - rhs` as a linear expression.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + (-rhs) }
/// `lhs - rhs` as a linear expression.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { lhs + (-rhs) }
/// `lhs - rhs` as a linear expression.
public func - (lhs: Variable, rhs: Double) -> LinearExpression { lhs + (-rhs) }
/// `lhs - rhs` as a linear expression.
public func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs + (-rhs) }

/// The required constraint `lhs == rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func == (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }

/// The required constraint `lhs <= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

/// The required constraint `lhs >= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`; give it a priority with ``Constraint/withPriority(_:)``.
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
