/// A recursive-descent parser that follows Apple's `NSLayoutConstraintParser` step by step, so that it accepts
/// the same formats, resolves names at the same moment and stops with the same message at the same cursor.
///
/// One deliberate difference: spaces are skipped after the `H:`/`V:` prefix, after a `|`, after a view's `]`
/// and after the comma of a predicate list, because the seed material writes `V: [view1]…`, `[view1] [view2]`
/// and `[view(>=20, <=10)]`. Anywhere else a space is the syntax error Apple reports; in particular
/// `[view1]- -5-[view2]` still fails at the space after the `-`, as the seed's log shows.
struct VisualFormatParser {
    private var cursor: VisualFormatCursor
    private let metrics: [String: Double]
    private let hasSuperview: (String) -> Bool?
    private var axis = LayoutAxis.horizontal
    private var orientationRange: Range<Int>?
    private var first: VisualFormatSyntax.Endpoint?
    private var links: [VisualFormatSyntax.Link] = []

    /// Where a predicate stands: a view's name is its size in a view's parentheses, an error in a connection.
    private enum Context {
        case connection, view
    }

    /// A parser for `format`; `hasSuperview` is nil for a name that is not a view, which is all that matters here.
    init(format: String, metrics: [String: Double], hasSuperview: @escaping (String) -> Bool?) {
        self.cursor = VisualFormatCursor(format)
        self.metrics = metrics
        self.hasSuperview = hasSuperview
    }

    /// What was complete when parsing stopped: the first element and every connection whose far element was
    /// fully read. Apple checks each of those connections (superview, options) as soon as it is complete, so
    /// those checks win over a syntax error further right.
    var completedSyntax: VisualFormatSyntax? {
        first.map { syntax(first: $0) }
    }

    /// Parses the whole format.
    mutating func parse() throws(VisualFormatError) -> VisualFormatSyntax {
        try checkEncoding()
        try parseOrientation()
        let first = try parseFirstEndpoint()
        try parseLinks()
        return syntax(first: first)
    }

    private func syntax(first: VisualFormatSyntax.Endpoint) -> VisualFormatSyntax {
        VisualFormatSyntax(format: cursor.format, axis: axis, orientationRange: orientationRange, first: first, links: links)
    }

    // MARK: Elements

    /// Apple reads the format as ASCII bytes; the two encoding errors come before any parsing and have no caret.
    private func checkEncoding() throws(VisualFormatError) {
        let format = cursor.format
        if format.utf8.isEmpty {
            throw VisualFormatError(message: VisualFormatMessage.emptyString, format: format, position: nil)
        }
        if !format.utf8.allSatisfy({ $0 < 0x80 }) {
            throw VisualFormatError(message: VisualFormatMessage.nonASCII, format: format, position: nil)
        }
    }

    /// `H:` or `V:`, recognised only as the very first character.
    private mutating func parseOrientation() throws(VisualFormatError) {
        let isHorizontal = cursor.isAt("H")
        guard isHorizontal || cursor.isAt("V") else { return }
        axis = isHorizontal ? .horizontal : .vertical
        cursor.advance()
        guard cursor.consume(":") else {
            throw cursor.error(isHorizontal ? VisualFormatMessage.expectedColonAfterH : VisualFormatMessage.expectedColonAfterV)
        }
        orientationRange = 0..<2
        cursor.skipSpaces()
    }

    /// `|` with its connection and first view, or the first view alone.
    private mutating func parseFirstEndpoint() throws(VisualFormatError) -> VisualFormatSyntax.Endpoint {
        let barPosition = cursor.position
        guard cursor.consume("|") else {
            let endpoint = VisualFormatSyntax.Endpoint.view(try parseView())
            first = endpoint
            cursor.skipSpaces()
            return endpoint
        }
        let endpoint = VisualFormatSyntax.Endpoint.superview(position: barPosition)
        first = endpoint
        cursor.skipSpaces()
        guard !cursor.isAtEnd else { throw cursor.error(VisualFormatMessage.expectedConnectionAfterBar) }
        let connection = try parseConnection()
        links.append(VisualFormatSyntax.Link(connection: connection, end: .view(try parseView())))
        cursor.skipSpaces()
        return endpoint
    }

    /// `(connection view)* (connection |)?` up to the end of the format.
    private mutating func parseLinks() throws(VisualFormatError) {
        while !cursor.isAtEnd {
            let connection = try parseConnection()
            if cursor.isAt("[") {
                links.append(VisualFormatSyntax.Link(connection: connection, end: .view(try parseView())))
                cursor.skipSpaces()
                continue
            }
            let barPosition = cursor.position
            guard cursor.consume("|") else { throw cursor.error(VisualFormatMessage.expectedViewOrBar) }
            links.append(VisualFormatSyntax.Link(connection: connection, end: .superview(position: barPosition)))
            cursor.skipSpaces()
            guard cursor.isAtEnd else { throw cursor.error(VisualFormatMessage.expectedEnd) }
        }
    }

    /// `[name]` or `[name(predicate,…)]`; the name must be a key of the views dictionary.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormatSyntax.View {
        let start = cursor.position
        guard cursor.consume("["), !cursor.isAtEnd else { throw cursor.error(VisualFormatMessage.expectedView) }
        let nameStart = cursor.position
        let name = cursor.scanName()
        guard !name.isEmpty else { throw cursor.error(VisualFormatMessage.expectedViewName) }
        guard hasSuperview(name) != nil else { throw cursor.error(VisualFormatMessage.notAViewKey(name)) }
        let nameRange = nameStart..<cursor.position
        var predicates: [VisualFormatSyntax.Predicate] = []
        if !cursor.consume("]") {
            predicates = try parseViewPredicates()
        }
        return VisualFormatSyntax.View(name: name, nameRange: nameRange, predicates: predicates, range: start..<cursor.position)
    }

    /// `(predicate,…)]` after a view's name.
    private mutating func parseViewPredicates() throws(VisualFormatError) -> [VisualFormatSyntax.Predicate] {
        guard cursor.consume("(") else { throw cursor.error(VisualFormatMessage.expectedClosingBracket) }
        guard !cursor.isAtEnd else { throw cursor.error(VisualFormatMessage.ranOutInView) }
        let predicates = try parsePredicateList(in: .view)
        guard cursor.consume(")") else { throw cursor.error(VisualFormatMessage.unclosedViewPredicates) }
        guard cursor.consume("]") else { throw cursor.error(VisualFormatMessage.expectedBracketAfterPredicates) }
        return predicates
    }

    // MARK: Connections

    /// Nothing (flush), a bare `-` before `[` or `|` (standard space), or `-predicate-` / `-(predicate,…)-`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatSyntax.Connection {
        let start = cursor.position
        guard cursor.consume("-") else {
            return VisualFormatSyntax.Connection(kind: .flush, range: start..<start)
        }
        if cursor.isAt("[") || cursor.isAt("|") {
            return VisualFormatSyntax.Connection(kind: .standard, range: start..<cursor.position)
        }
        let predicates = try parseConnectionPredicates()
        if cursor.isAt(",") { throw cursor.error(VisualFormatMessage.expectedDashBeforeList) }
        guard cursor.consume("-") else { throw cursor.error(VisualFormatMessage.expectedDash) }
        return VisualFormatSyntax.Connection(kind: .predicates(predicates), range: start..<cursor.position)
    }

    /// One predicate, or a parenthesised list; a second `-` here is refused because it could be a minus sign.
    private mutating func parseConnectionPredicates() throws(VisualFormatError) -> [VisualFormatSyntax.Predicate] {
        if cursor.isAt("-") { throw cursor.error(VisualFormatMessage.ambiguousMinus) }
        guard cursor.consume("(") else { return [try parsePredicate(in: .connection)] }
        let predicates = try parsePredicateList(in: .connection)
        guard cursor.consume(")") else { throw cursor.error(VisualFormatMessage.unclosedConnectionPredicates) }
        return predicates
    }

    // MARK: Predicates

    private mutating func parsePredicateList(in context: Context) throws(VisualFormatError) -> [VisualFormatSyntax.Predicate] {
        var predicates = [try parsePredicate(in: context)]
        while cursor.consume(",") {
            cursor.skipSpaces()
            predicates.append(try parsePredicate(in: context))
        }
        return predicates
    }

    /// `relation? object (@priority)?`.
    private mutating func parsePredicate(in context: Context) throws(VisualFormatError) -> VisualFormatSyntax.Predicate {
        let start = cursor.position
        let (relation, relationRange) = try parseRelation()
        let objectStart = cursor.position
        let object = try parseValue(in: context)
        let objectRange = objectStart..<cursor.position
        var priority: VisualFormatSyntax.Value?
        var priorityRange: Range<Int>?
        if cursor.consume("@") {
            let priorityStart = cursor.position
            priority = try parsePriority(in: context)
            priorityRange = priorityStart..<cursor.position
        }
        return VisualFormatSyntax.Predicate(
            relation: relation, relationRange: relationRange, object: object, objectRange: objectRange,
            priority: priority, priorityRange: priorityRange, range: start..<cursor.position)
    }

    /// `==`, `<=`, `>=`, or nothing (equality). A lone `<`, `=` or `>` is an error after that character.
    private mutating func parseRelation() throws(VisualFormatError) -> (LayoutRelation, Range<Int>?) {
        guard let byte = cursor.current else { throw cursor.error(VisualFormatMessage.expectedMoreInput) }
        let relation: LayoutRelation
        switch byte {
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        case UInt8(ascii: "="): relation = .equal
        default: return (.equal, nil)
        }
        let start = cursor.position
        cursor.advance()
        guard cursor.consume("=") else { throw cursor.error(VisualFormatMessage.unknownRelation) }
        return (relation, start..<cursor.position)
    }

    /// A number (starting with a digit or `-`) or a name: a metric, or a view where `context` allows one.
    private mutating func parseValue(in context: Context) throws(VisualFormatError) -> VisualFormatSyntax.Value {
        guard let byte = cursor.current else { throw cursor.error(VisualFormatMessage.expectedNumberOrKey) }
        if byte == UInt8(ascii: "-") || VisualFormatCursor.isDigit(byte) {
            guard let number = cursor.scanNumber() else { throw cursor.error(VisualFormatMessage.unreadableNumber) }
            return .number(number)
        }
        guard VisualFormatCursor.isNameStart(byte) else { throw cursor.error(VisualFormatMessage.expectedNumberOrKey) }
        let name = cursor.scanName()
        if let value = metrics[name] {
            return .metric(name: name, value: value)
        }
        guard hasSuperview(name) != nil else { throw cursor.error(VisualFormatMessage.unknownMetric(name)) }
        guard context == .view else { throw cursor.error(VisualFormatMessage.spaceEqualToView) }
        return .view(name)
    }

    /// The value after `@`, which must lie in 0 < p ≤ 1000.
    private mutating func parsePriority(in context: Context) throws(VisualFormatError) -> VisualFormatSyntax.Value {
        let priority = try parseValue(in: context)
        // Apple reads the priority with the same routine as a constant: in a view's parentheses a view name
        // yields 0 (and fails below); a connection refuses it above.
        let value = priority.number ?? 0
        // NaN passes Apple's two comparisons; it is refused here because no engine can order it.
        if value <= 0 || value.isNaN { throw cursor.error(VisualFormatMessage.priorityNotPositive(value)) }
        if value > 1000 { throw cursor.error(VisualFormatMessage.priorityAboveRequired(value)) }
        return priority
    }
}
