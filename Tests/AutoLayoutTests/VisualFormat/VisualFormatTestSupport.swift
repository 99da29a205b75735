@testable import AutoLayout
import Testing

/// A constraint in `autolayout explain`'s equation form, with Apple's `NSSpace(…)` token for standard spacing:
/// `b.leading == a.trailing + NSSpace(8)`, `a.width >= 50 @750`, `superview.trailing == a.trailing - 5`.
func formatEquation(_ constraint: VisualFormatConstraint) -> String {
    var text = "\(constraint.firstItem.name).\(constraint.firstAttribute.name) \(constraint.relation.symbol) "
    if let second = constraint.secondItem {
        text += "\(second.name).\(constraint.secondAttribute.name)"
        if constraint.isStandardSpacing {
            text += " + NSSpace(\(formatNumber(constraint.constant)))"
        } else if constraint.constant != 0 {
            text += constraint.constant < 0 ? " - \(formatNumber(-constraint.constant))" : " + \(formatNumber(constraint.constant))"
        }
    } else {
        text += formatNumber(constraint.constant)
    }
    if constraint.priority != .required {
        text += " @\(constraint.priority)"
    }
    return text
}

/// The names a format uses outside numbers and metrics (view brackets and view predicates), in order.
func formatViewNames(in format: String, metrics: [String: Double] = [:]) -> [String] {
    let body = format.hasPrefix("H:") || format.hasPrefix("V:") ? format.dropFirst(2) : Substring(format)
    var names: [String] = []
    var token = ""
    var inNumber = false
    for character in body + " " {
        let isNameCharacter = character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
        if isNameCharacter {
            if !token.isEmpty || (!inNumber && !character.isNumber) {
                token.append(character)
            } else {
                // Digits start a number; letters glued to it (`1e2`, `0x1A`) belong to it.
                inNumber = true
            }
            continue
        }
        if !token.isEmpty, metrics[token] == nil, !names.contains(token) { names.append(token) }
        token = ""
        inNumber = inNumber && character == "."
    }
    return names
}

/// Every view of `format` (or `views`) with a superview.
func formatViews(_ format: String, metrics: [String: Double], views: [String]?) -> [String: Bool] {
    Dictionary(uniqueKeysWithValues: (views ?? formatViewNames(in: format, metrics: metrics)).map { ($0, true) })
}

/// The constraints of `format` as equations, checking on the way that every multiplier is 1.
func formatEquations(
    _ format: String,
    options: LayoutFormatOptions = [],
    metrics: [String: Double] = [:],
    views: [String]? = nil
) throws -> [String] {
    let constraints = try VisualFormat.constraints(
        format, options: options, metrics: metrics, views: formatViews(format, metrics: metrics, views: views))
    #expect(constraints.allSatisfy { $0.multiplier == 1 })
    return constraints.map(formatEquation)
}

/// The error `format` raises, or nil when it builds.
func formatFailure(
    _ format: String,
    options: LayoutFormatOptions = [],
    metrics: [String: Double] = [:],
    views: [String: Bool]? = nil
) -> VisualFormatError? {
    do {
        _ = try VisualFormat.constraints(
            format, options: options, metrics: metrics,
            views: views ?? formatViews(format, metrics: metrics, views: nil))
        return nil
    } catch {
        return error
    }
}

/// A format with what it must build.
struct VisualFormatCase: Sendable, CustomTestStringConvertible {
    let format: String
    var options: LayoutFormatOptions = []
    var metrics: [String: Double] = [:]
    var views: [String]?
    let expected: [String]

    init(_ format: String, options: LayoutFormatOptions = [], metrics: [String: Double] = [:], views: [String]? = nil, _ expected: [String]) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.views = views
        self.expected = expected
    }

    var testDescription: String { format }

    func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let built = try formatEquations(format, options: options, metrics: metrics, views: views)
        #expect(built == expected, sourceLocation: sourceLocation)
    }
}

/// A format with the error it must raise: Apple's message and caret column.
struct VisualFormatErrorCase: Sendable, CustomTestStringConvertible {
    let format: String
    var options: LayoutFormatOptions = []
    var metrics: [String: Double] = [:]
    var views: [String: Bool]?
    let message: String
    let position: Int?

    init(_ format: String, options: LayoutFormatOptions = [], metrics: [String: Double] = [:], views: [String: Bool]? = nil, _ message: String, at position: Int?) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.views = views
        self.message = message
        self.position = position
    }

    var testDescription: String { "\(format) → \(message)" }

    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        let error = formatFailure(format, options: options, metrics: metrics, views: views)
        #expect(error == VisualFormatError(message: message, format: format, position: position), sourceLocation: sourceLocation)
    }
}
