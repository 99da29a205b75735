extension VisualFormatSyntax {
    /// The spacing between two elements.
    public struct Connection: Hashable, Sendable {
        /// What the connection says.
        public var kind: Kind
        /// From the first `-` to just past the last one; empty (at the next element) for a flush connection.
        public var range: Range<Int>

        /// The forms of a connection.
        public enum Kind: Hashable, Sendable {
            /// Nothing between the elements: they abut (`[a][b]`, `|[a]`).
            case flush
            /// A bare `-`: Apple's standard space.
            case standard
            /// `-predicate-` or `-(predicate,…)-`: one constraint per predicate.
            case predicates([Predicate])
        }
    }
}
