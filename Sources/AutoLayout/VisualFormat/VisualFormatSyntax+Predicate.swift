extension VisualFormatSyntax {
    /// One predicate, `relation? object (@priority)?`, in a connection or in a view's parentheses.
    public struct Predicate: Hashable, Sendable {
        /// The relation; `==` when none is written.
        public var relation: LayoutRelation
        /// Where the relation is; nil when it is implied.
        public var relationRange: Range<Int>?
        /// The constant, or (in a view's parentheses only) the view whose size to match.
        public var object: Value
        /// Where the object is.
        public var objectRange: Range<Int>
        /// The priority after `@`; nil when none is written.
        public var priority: Value?
        /// Where the priority's value is; nil when none is written.
        public var priorityRange: Range<Int>?
        /// The whole predicate.
        public var range: Range<Int>

        /// The priority value, 1000 (required) when none is written.
        public var priorityValue: Double {
            priority?.number ?? Double(UILayoutPriority.required.rawValue)
        }
    }

    /// A number or a name in a predicate, resolved as Apple resolves it: a metrics key first, then a views key.
    public enum Value: Hashable, Sendable {
        /// A literal number, read as C's `strtod` reads it (`8`, `-5`, `1.5`, `1e2`).
        case number(Double)
        /// A key of the metrics dictionary with its value.
        case metric(name: String, value: Double)
        /// A key of the views dictionary (a view predicate such as `[a(==b)]`).
        case view(String)

        /// The numeric value of a number or metric; nil for a view.
        public var number: Double? {
            switch self {
            case .number(let value), .metric(_, let value): value
            case .view: nil
            }
        }
    }
}
