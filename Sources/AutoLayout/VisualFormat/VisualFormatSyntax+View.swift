extension VisualFormatSyntax {
    /// A view element: `[name]` or `[name(predicate,…)]`.
    public struct View: Hashable, Sendable {
        /// The view's key in the views dictionary.
        public var name: String
        /// Where the name is.
        public var nameRange: Range<Int>
        /// The size predicates in parentheses, in order; empty without parentheses.
        public var predicates: [Predicate]
        /// From `[` to just past `]`.
        public var range: Range<Int>
    }
}
