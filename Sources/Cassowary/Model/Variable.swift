import Synchronization

/// An unknown whose value a ``Solver`` finds.
///
/// Variables are compared by identity: two variables with the same name are different unknowns.
/// `Variable` is deliberately not `Equatable`, so `x == y` always builds a ``Constraint``.
public final class Variable: Sendable {
    /// A name used in descriptions and error messages.
    public let name: String
    /// Whether the variable keeps the value zero when a new constraint leaves it free: a constraint that names
    /// it and another variable that nothing constrains yet is solved for the other. Auto Layout's engine treats
    /// a view's width and height so: `trailing == superview.trailing` alone (`minX + width == superview.width`)
    /// puts a view of width 0 at the trailing edge, not one as wide as the superview at the leading edge.
    public let staysZeroWhenFree: Bool
    /// Where a solver keeps the variable's symbol (see `SlotTable`).
    let solverSlot = Atomic<UInt64>(0)

    /// Creates a variable with a name for descriptions.
    public convenience init(_ name: String = "") {
        self.init(name, staysZeroWhenFree: false)
    }

    /// Creates a variable with a name for descriptions that keeps the value zero when the constraints leave it
    /// free, or not (see ``staysZeroWhenFree``).
    public init(_ name: String, staysZeroWhenFree: Bool) {
        self.name = name
        self.staysZeroWhenFree = staysZeroWhenFree
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name (or a generated one).
    public var description: String {
        name.isEmpty ? "var\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name
    }
}
