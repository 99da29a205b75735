// Operators that build expressions and constraints in ordinary notation: `2 * x + 10 <= y`.

public func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
public func / (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, 1 / rhs)]) }
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }

public prefix func - (operand: Variable) -> LinearExpression { LinearExpression([Term(operand, -1)]) }
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs) }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(LinearExpression(rhs)) }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(rhs) }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs)) }
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.adding(LinearExpression(rhs)) }
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.adding(LinearExpression(lhs)) }
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: rhs) }
public func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs)], constant: lhs) }

public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(-rhs) }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(-rhs) }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(-rhs) }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs).adding(-rhs) }
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + (-rhs) }
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { lhs + (-rhs) }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { lhs + (-rhs) }
public func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs + (-rhs) }

public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }

public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
