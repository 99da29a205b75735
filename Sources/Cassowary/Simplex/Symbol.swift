/// A tableau symbol: a dense id, which indexes the tableau's per-symbol arrays, and the symbol's kind.
///
/// Both live in one 32-bit word, `id << 2 | kind`, so a row's cell stays 16 bytes, a kind test is a mask
/// rather than a table lookup, and the word keys a ``SymbolIndex`` as it is. Comparing words compares ids,
/// the order of every simplex choice (lowest symbol first, Bland's rule).
struct Symbol: Hashable, Comparable, CustomStringConvertible {
    /// What a symbol stands for, which decides its sign restriction.
    enum Kind: Int32 {
        /// A user variable: unrestricted in sign.
        case external
        /// The slack of an inequality: at least zero, not minimised.
        case slack
        /// The error of an optional constraint: at least zero, minimised at the constraint's priority.
        case error
        /// The marker of a required equality: always zero.
        case dummy
    }

    /// `id << 2 | kind`.
    let rawValue: Int32

    /// The largest id that fits beside the kind in 31 bits.
    static let maximumID = Int(Int32.max >> 2)

    init(id: Int, kind: Kind) {
        precondition(id >= 0 && id <= Symbol.maximumID, "too many solver symbols")
        rawValue = Int32(truncatingIfNeeded: id) << 2 | kind.rawValue
    }

    /// The symbol's position in the tableau's per-symbol arrays. A logical shift of the unsigned word, which
    /// x86-64 zero-extends for free: an index costs one instruction, as the bare integer did.
    @inline(__always)
    var id: Int { Int(UInt32(bitPattern: rawValue) &>> 2) }

    /// What the symbol stands for, from the word's two low bits.
    var kind: Kind {
        switch rawValue & 3 {
        case Kind.external.rawValue: .external
        case Kind.slack.rawValue: .slack
        case Kind.error.rawValue: .error
        default: .dummy
        }
    }

    /// A user variable, free in sign.
    @inline(__always)
    var isExternal: Bool { rawValue & 3 == Kind.external.rawValue }

    /// A slack, error or dummy: never negative.
    @inline(__always)
    var isRestricted: Bool { !isExternal }

    /// The marker of a required equality.
    @inline(__always)
    var isDummy: Bool { rawValue & 3 == Kind.dummy.rawValue }

    /// `s` and the id, as the invariant checker names symbols.
    var description: String { "s\(id)" }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.rawValue < rhs.rawValue }
}
