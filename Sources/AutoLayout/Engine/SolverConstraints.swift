import Cassowary

/// The one or two solver constraints that stand for a layout constraint, held without an array: a hierarchy's
/// thousands of constraints would otherwise each allocate one.
struct SolverConstraints: RandomAccessCollection {
    /// The constraint every layout constraint has.
    let first: Constraint
    /// The second, for a content-size constraint's pair of inequalities.
    let second: Constraint?

    init(_ first: Constraint, _ second: Constraint? = nil) {
        self.first = first
        self.second = second
    }

    var startIndex: Int { 0 }
    var endIndex: Int { second == nil ? 1 : 2 }

    subscript(position: Int) -> Constraint {
        precondition(position >= 0 && position < endIndex, "Index out of range")
        return position == 0 ? first : second!
    }

    /// The same constraints, each transformed.
    func replacingEach(_ transform: (Constraint) -> Constraint) -> SolverConstraints {
        SolverConstraints(transform(first), second.map(transform))
    }
}
