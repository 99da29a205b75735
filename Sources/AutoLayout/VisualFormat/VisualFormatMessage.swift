/// Apple's parse-error messages, verbatim (reference §2.6); spacing and punctuation are part of the contract.
enum VisualFormatMessage {
    static let emptyString = "It's an empty string."
    static let nonASCII = "It contains non-ASCII characters."

    static let expectedColonAfterH = "Expected ':' after 'H' to specify horizontal arrangement"
    static let expectedColonAfterV = "Expected ':' after 'V' to specify vertical arrangement"
    static let expectedConnectionAfterBar = "Expected a connection after the '|' character"
    static let expectedViewOrBar = "Expected a view or '|'"
    static let expectedEnd = "Expected the end of the format string"

    static let expectedView = "Expected a view"
    static let expectedViewName = "Expected a view. View names must start with a letter or an underscore, "
        + "then contain letters, numbers, and underscores."
    static func notAViewKey(_ name: String) -> String { "\(name) is not a key in the views dictionary." }
    static let expectedClosingBracket = "Expected a ']' here. That is how you give the end of a view."
    static let ranOutInView = "Unexpectedly ran out of character fodder in the middle of parsing a view"
    static let unclosedViewPredicates = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    static let expectedBracketAfterPredicates = "Expected ']' after specifying thickness."

    static let expectedDash = "Expected a '-' here"
    static let expectedDashBeforeList = "Expected a '-' here. To specify a list of constraints, "
        + "you must use parentheses around the list of constraints"
    static let unclosedConnectionPredicates = "Expected a ')' at the end of a constraint modifier, "
        + "or a ',' before another constraint modifier"
    static let ambiguousMinus = "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
        + "Use parentheses around negative numbers."

    static let expectedMoreInput = "Expected more input"
    static let unknownRelation = "Unknown relation. Must be ==, >=, or <="
    static let expectedNumberOrKey = "Expected a number or key from the metrics dictionary, but encountered something else"
    /// Apple's second wording (with "a key"), used when a number starts but `strtod` reads nothing.
    static let unreadableNumber = "Expected a number or a key from the metrics dictionary, but encountered something else"
    static func unknownMetric(_ name: String) -> String {
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
    }
    static let spaceEqualToView = "It's not possible to set a space equal to the width or height of a view.  "
        + "Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
    static func priorityNotPositive(_ priority: Double) -> String {
        "Invalid priority specified: \(formatNumber(priority)). Priority must be greater than 0"
    }
    static func priorityAboveRequired(_ priority: Double) -> String {
        "Invalid priority specified: \(formatNumber(priority)). "
            + "Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
    }

    static let noSuperview = "Unable to interpret '|' character, because the related view doesn't have a superview"
    static let noView = "No view was specified for this constraint"
    static let baselineInHorizontalLayout = "BaselineToBaseline format option not valid for horizontal layout"
    static let alignmentInHorizontalLayout = "Options mask required views to be aligned on a horizontal edge, "
        + "which is not allowed for layout that is also horizontal."
    static let alignmentInVerticalLayout = "Options mask required views to be aligned on a vertical edge, "
        + "which is not allowed for layout that is also vertical."
}
