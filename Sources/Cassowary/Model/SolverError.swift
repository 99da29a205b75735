/// Why a ``Solver`` refused a call. The solver is left exactly as it was before the call.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added; `conflicts`
    /// lists those it contradicts (a certificate: together with it they admit no solution).
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint has already been added.
    case duplicateConstraint(Constraint)
    /// The constraint has not been added.
    case unknownConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// A coefficient, constant or suggested value is NaN or infinite; the text says which.
    case nonFiniteValue(String)
    /// A priority outside (0, 1000].
    case invalidPriority(Priority)
    /// Edit variables must be optional (priority below 1000).
    case requiredEditVariable(Variable)

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicts):
            let others = conflicts.map { "`\($0)`" }.joined(separator: ", ")
            return "Unable to satisfy the required constraint `\(constraint)`"
                + (conflicts.isEmpty ? " together with the required constraints already added."
                    : ": it conflicts with \(others).")
        case let .duplicateConstraint(constraint):
            return "The constraint `\(constraint)` has already been added to this solver."
        case let .unknownConstraint(constraint):
            return "The constraint `\(constraint)` has not been added to this solver."
        case let .duplicateEditVariable(variable):
            return "`\(variable)` is already an edit variable."
        case let .unknownEditVariable(variable):
            return "`\(variable)` is not an edit variable: add it with addEditVariable(_:priority:) first."
        case let .nonFiniteValue(what):
            return "\(what) is not a finite number."
        case let .invalidPriority(priority):
            return "Priority \(priority) is illegal: priorities must be greater than 0 and at most 1000 (required)."
        case let .requiredEditVariable(variable):
            return "The edit variable `\(variable)` must have an optional priority (below 1000)."
        }
    }

    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiableConstraint(a, x), .unsatisfiableConstraint(b, y)):
            a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
        case let (.duplicateConstraint(a), .duplicateConstraint(b)), let (.unknownConstraint(a), .unknownConstraint(b)):
            a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
            let (.unknownEditVariable(a), .unknownEditVariable(b)),
            let (.requiredEditVariable(a), .requiredEditVariable(b)):
            a === b
        case let (.nonFiniteValue(a), .nonFiniteValue(b)): a == b
        case let (.invalidPriority(a), .invalidPriority(b)): a == b
        default: false
        }
    }
}
