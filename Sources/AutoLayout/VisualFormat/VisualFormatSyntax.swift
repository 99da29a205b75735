/// A parsed visual format with source positions: the orientation, the first element, then each connection
/// with the element it leads to (`|-[a]-[b]` is `|`, then `-` to `[a]`, then `-` to `[b]`).
///
/// Positions are offsets into the format; the parser accepts ASCII only, so they count bytes and characters
/// alike. Names are already resolved as Apple resolves them while parsing (metrics first, then views).
public struct VisualFormatSyntax: Hashable, Sendable {
    /// The format that was parsed.
    public var format: String
    /// Vertical for a `V:` prefix, horizontal otherwise.
    public var axis: LayoutAxis
    /// Where the `H:` or `V:` prefix is; nil when the format has none.
    public var orientationRange: Range<Int>?
    /// The leftmost (topmost) element: the superview bar or the first view.
    public var first: Endpoint
    /// Each following connection with the element it leads to, in source order.
    public var links: [Link]

    /// The views in source order.
    public var views: [View] {
        ([first] + links.map(\.end)).compactMap(\.view)
    }

    /// Something a connection joins: the superview bar or a view.
    public enum Endpoint: Hashable, Sendable {
        /// The bar `|` at this offset.
        case superview(position: Int)
        /// A view in brackets.
        case view(View)

        /// The view, or nil for the bar.
        public var view: View? {
            if case .view(let view) = self { view } else { nil }
        }

        /// The offset just past the element. Apple finishes the connection that ends here at this point,
        /// so it is where errors about that connection (`|` without a superview, options) point.
        public var endPosition: Int {
            switch self {
            case .superview(let position): position + 1
            case .view(let view): view.range.upperBound
            }
        }
    }

    /// A connection and the element after it.
    public struct Link: Hashable, Sendable {
        /// The connection from the previous element.
        public var connection: Connection
        /// The element the connection leads to.
        public var end: Endpoint
    }
}
