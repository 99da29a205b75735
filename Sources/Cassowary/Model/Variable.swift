/// An unknown whose value a ``Solver`` finds.
///
/// Variables are compared by identity: two variables with the same name are different unknowns.
/// `Variable` is deliberately not `Equatable`, so `x == y` always builds a ``Constraint``.
public final class Variable: Sendable {
    /// A name used in descriptions and error messages.
    public let name: String

    /// Creates a variable with a name for descriptions.
    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name (or a generated one).
    public var description: String {
        name.isEmpty ? "var\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name
    }
}
