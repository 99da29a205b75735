import AutoLayout

/// A constraint written in Apple's log form: `a.attr REL [m*]b.attr [+|- c] [@priority]` or
/// `a.attr REL c [@priority]`. Numbers may be metric names.
public struct Equation: Equatable, Sendable {
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    public var constant: Double
    public var priority: Double

    /// Why an equation did not parse, and where (a 0-based offset into the text).
    public struct SyntaxError: Error, Equatable, Sendable {
        public var message: String
        public var position: Int
    }

    /// Parses an equation, resolving metric names with `metrics`.
    public static func parse(_ text: String, metrics: [String: Double] = [:]) throws(SyntaxError) -> Equation {
        var parser = EquationParser(text: Array(text.unicodeScalars), metrics: metrics)
        return try parser.parse()
    }
}

extension Equation {
    /// The equation of a constraint, its items named by `name` (`?` for an item that is gone).
    @preconcurrency @MainActor
    public init(_ constraint: NSLayoutConstraint, naming name: (AnyObject) -> String) {
        self.init(firstItem: constraint.firstItem.map(name) ?? "?", firstAttribute: constraint.firstAttribute,
                  relation: constraint.relation, secondItem: constraint.secondItem.map(name),
                  secondAttribute: constraint.secondAttribute, multiplier: Double(constraint.multiplier),
                  constant: Double(constraint.constant), priority: Double(constraint.priority.rawValue))
    }

    /// The canonical text, which ``parse(_:metrics:)`` reads back: `a.attr REL [m*]b.attr [+ c|- c] [@p]` or
    /// `a.attr REL c [@p]`, with `@p` left out when required, the constant when zero, `m*` when 1, and numbers
    /// without a trailing `.0` (at most three decimals).
    public var text: String {
        let number = { AutoLayoutText.number($0) }
        var text = "\(firstItem).\(firstAttribute.name) \(relation.symbol) "
        if let secondItem {
            if multiplier != 1 { text += "\(number(multiplier))*" }
            text += "\(secondItem).\(secondAttribute.name)"
            if constant != 0 { text += constant < 0 ? " - \(number(-constant))" : " + \(number(constant))" }
        } else {
            text += number(constant)
        }
        if priority != 1000 { text += " @\(number(priority))" }
        return text
    }
}

/// A small recursive-descent parser over the equation's characters.
private struct EquationParser {
    let text: [Unicode.Scalar]
    let metrics: [String: Double]
    var position = 0

    init(text: [Unicode.Scalar], metrics: [String: Double]) {
        self.text = text
        self.metrics = metrics
    }

    mutating func parse() throws(Equation.SyntaxError) -> Equation {
        let (firstItem, firstAttribute) = try itemAttribute()
        let relation = try self.relation()
        var equation = Equation(firstItem: firstItem, firstAttribute: firstAttribute, relation: relation, secondItem: nil,
                                secondAttribute: .notAnAttribute, multiplier: 1, constant: 0, priority: 1000)
        skipSpaces()
        let termStart = position
        var sign = 1.0
        if peek == "-" {
            sign = -1
            position += 1
            skipSpaces()
        }
        if let value = try optionalNumber() {
            skipSpaces()
            if peek == "*" {
                position += 1
                (equation.secondItem, equation.secondAttribute) = try itemAttribute()
                equation.multiplier = sign * value
            } else {
                equation.constant = sign * value
            }
        } else {
            guard sign > 0 else { throw fail("expected a number after '-'", at: termStart) }
            (equation.secondItem, equation.secondAttribute) = try itemAttribute()
        }
        skipSpaces()
        if equation.secondItem != nil, peek == "+" || peek == "-" {
            let negative = peek == "-"
            position += 1
            skipSpaces()
            guard let value = try optionalNumber() else { throw fail("expected a number or metric name", at: position) }
            equation.constant = negative ? -value : value
            skipSpaces()
        }
        if peek == "@" {
            position += 1
            skipSpaces()
            let start = position
            guard let value = try optionalNumber() else { throw fail("expected a priority after '@'", at: position) }
            guard value > 0, value <= 1000 else {
                throw fail("priority \(AutoLayoutText.appleNumber(value)) is illegal: priorities must be greater than 0 and at most 1000", at: start)
            }
            equation.priority = value
            skipSpaces()
        }
        guard position == text.count else { throw fail("unexpected text", at: position) }
        return equation
    }

    private var peek: Unicode.Scalar? { position < text.count ? text[position] : nil }

    private mutating func skipSpaces() {
        while let scalar = peek, scalar == " " || scalar == "\t" { position += 1 }
    }

    private mutating func identifier() -> String? {
        let start = position
        while let scalar = peek, scalar == "_" || scalar.properties.isAlphabetic && scalar.isASCII
            || (position > start && ("0"..."9").contains(scalar)) {
            position += 1
        }
        return position > start ? String(String.UnicodeScalarView(text[start..<position])) : nil
    }

    private mutating func itemAttribute() throws(Equation.SyntaxError) -> (String, LayoutAttribute) {
        skipSpaces()
        let start = position
        guard let item = identifier() else { throw fail("expected a view name", at: start) }
        guard peek == "." else { throw fail("expected '.' and an attribute after '\(item)'", at: position) }
        position += 1
        let attributeStart = position
        guard let name = identifier() else { throw fail("expected an attribute name", at: attributeStart) }
        guard let attribute = LayoutAttribute(name: name), attribute != .notAnAttribute else {
            let known = LayoutAttribute.allCases.dropFirst().map(\.name)
            throw fail("unknown attribute '\(name)'\(NameSuggestion.didYouMean(name, among: known)) "
                       + "(expected one of: \(known.joined(separator: ", ")))", at: attributeStart)
        }
        return (item, attribute)
    }

    private mutating func relation() throws(Equation.SyntaxError) -> LayoutRelation {
        skipSpaces()
        let start = position
        let pair = text[position..<min(position + 2, text.count)].map(Character.init).map(String.init).joined()
        position += 2
        switch pair {
        case "==": return .equal
        case ">=": return .greaterThanOrEqual
        case "<=": return .lessThanOrEqual
        default: throw fail("expected ==, >= or <=", at: start)
        }
    }

    /// A number or a metric name, or nil when neither starts here.
    private mutating func optionalNumber() throws(Equation.SyntaxError) -> Double? {
        let start = position
        if let scalar = peek, scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic) {
            let checkpoint = position
            let name = identifier() ?? ""
            if peek == "." {
                position = checkpoint
                return nil
            }
            guard let value = metrics[name] else {
                throw fail("unknown metric '\(name)'" + NameSuggestion.didYouMean(name, among: metrics.keys.sorted()), at: start)
            }
            return value
        }
        while let scalar = peek, ("0"..."9").contains(scalar) || scalar == "." || scalar == "e" || scalar == "E"
            || ((scalar == "-" || scalar == "+") && position > start && (text[position - 1] == "e" || text[position - 1] == "E")) {
            position += 1
        }
        guard position > start else { return nil }
        guard let value = Double(String(String.UnicodeScalarView(text[start..<position]))), value.isFinite, abs(value) <= 1e10 else {
            throw fail("'\(String(String.UnicodeScalarView(text[start..<position])))' is not a finite number of at most 1e10", at: start)
        }
        return value
    }

    private func fail(_ message: String, at position: Int) -> Equation.SyntaxError {
        Equation.SyntaxError(message: message, position: min(position, text.count))
    }
}
