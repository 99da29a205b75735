@testable import AutoLayout
import Testing

/// Malformed formats raise Apple's message, byte for byte, with the caret where Apple's cursor stops.
@MainActor
@Suite("Visual format errors")
struct VisualFormatErrorTests {
    /// The failing formats quoted in the seeds, with the messages their logs show.
    nonisolated static let seedErrors: [VisualFormatErrorCase] = [
        // Seed 000, "Alignment": a horizontal alignment on a horizontal format.
        VisualFormatErrorCase("H:[view1]-8-[view2]", options: .alignAllLeading,
                  "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
                  at: 19),
        // Seed 000, "Negative Numbers": both spellings of each illegal format.
        VisualFormatErrorCase("V:[view1]--5-[view2]",
                  "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
                  at: 10),
        VisualFormatErrorCase("V:[v1]--5-[v2]",
                  "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
                  at: 7),
        VisualFormatErrorCase("V:[view1]- -5-[view2]",
                  "Expected a number or key from the metrics dictionary, but encountered something else", at: 10),
        VisualFormatErrorCase("V:[v1]- -5-[v2]",
                  "Expected a number or key from the metrics dictionary, but encountered something else", at: 7),
        // Seed 000, "Flexible Spaces": relating a distance to the standard space (`>=-`, `<=-`) is illegal.
        VisualFormatErrorCase("H:|-[view1]-(>=-)-[view2]-|",
                  "Expected a number or a key from the metrics dictionary, but encountered something else", at: 15),
        VisualFormatErrorCase("H:[view1]-<=--[view2]",
                  "Expected a number or a key from the metrics dictionary, but encountered something else", at: 12),
        // Seed 000, "View Sizes": no multipliers in a format.
        VisualFormatErrorCase("H:|-[view1(==2*view2)]-[view2]-|",
                  "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 14),
        // Seed 000, "Getting It Wrong".
        VisualFormatErrorCase("H|[view1]-[view2]", "Expected ':' after 'H' to specify horizontal arrangement", at: 1),
        VisualFormatErrorCase("H:|[view1-[view2]", "Expected a ']' here. That is how you give the end of a view.", at: 9),
        // Seed 003: "-[button]-" is meaningless ("spacing to what?").
        VisualFormatErrorCase("-[button]-", "Expected a view", at: 0),
        // Seed 004 writes `[mybutton]`; with a missing binding the name is reported.
        VisualFormatErrorCase("[mybutton]", views: [:], "mybutton is not a key in the views dictionary.", at: 9),
    ]

    /// Every message of reference §2.6 at least once, each with its caret.
    nonisolated static let allMessages: [VisualFormatErrorCase] = [
        VisualFormatErrorCase("", "It's an empty string.", at: nil),
        VisualFormatErrorCase("H:[vïew]", "It contains non-ASCII characters.", at: nil),
        VisualFormatErrorCase("[a]-→-[b]", "It contains non-ASCII characters.", at: nil),
        VisualFormatErrorCase("H[a]", "Expected ':' after 'H' to specify horizontal arrangement", at: 1),
        VisualFormatErrorCase("V|[a]", "Expected ':' after 'V' to specify vertical arrangement", at: 1),
        VisualFormatErrorCase("V", "Expected ':' after 'V' to specify vertical arrangement", at: 1),
        VisualFormatErrorCase("|", "Expected a connection after the '|' character", at: 1),
        VisualFormatErrorCase("H:|", "Expected a connection after the '|' character", at: 3),
        VisualFormatErrorCase("[a]-5-", "Expected a view or '|'", at: 6),
        VisualFormatErrorCase("[a]x", "Expected a view or '|'", at: 3),
        VisualFormatErrorCase("[a]|x", "Expected the end of the format string", at: 4),
        VisualFormatErrorCase("|[a]|[b]", "Expected the end of the format string", at: 5),
        VisualFormatErrorCase("H:-[a]", "Expected a view", at: 2),
        VisualFormatErrorCase("H:", "Expected a view", at: 2),
        VisualFormatErrorCase("H:[", "Expected a view", at: 3),
        VisualFormatErrorCase("|-|", "Expected a view", at: 2),
        VisualFormatErrorCase("[1a]",
                  "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
                  at: 1),
        VisualFormatErrorCase("[]",
                  "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
                  at: 1),
        VisualFormatErrorCase("[a]-[zz]", views: ["a": true], "zz is not a key in the views dictionary.", at: 7),
        VisualFormatErrorCase("[a-]", "Expected a ']' here. That is how you give the end of a view.", at: 2),
        VisualFormatErrorCase("[a", "Expected a ']' here. That is how you give the end of a view.", at: 2),
        VisualFormatErrorCase("[a(", "Unexpectedly ran out of character fodder in the middle of parsing a view", at: 3),
        VisualFormatErrorCase("[a(50]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 5),
        VisualFormatErrorCase("[a(50)", "Expected ']' after specifying thickness.", at: 6),
        VisualFormatErrorCase("[a(50)x]", "Expected ']' after specifying thickness.", at: 6),
        VisualFormatErrorCase("[a]-5[b]", "Expected a '-' here", at: 5),
        VisualFormatErrorCase("[a]-(5)", "Expected a '-' here", at: 7),
        VisualFormatErrorCase("[a]-5,6-[b]",
                  "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
                  at: 5),
        VisualFormatErrorCase("[a]-(5-[b]",
                  "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", at: 6),
        VisualFormatErrorCase("[a]--5-[b]",
                  "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
                  at: 4),
        VisualFormatErrorCase("[a]-", "Expected more input", at: 4),
        VisualFormatErrorCase("[a]-(", "Expected more input", at: 5),
        VisualFormatErrorCase("[a(5,", "Expected more input", at: 5),
        VisualFormatErrorCase("[a(<5)]", "Unknown relation. Must be ==, >=, or <=", at: 4),
        VisualFormatErrorCase("[a]-=5-[b]", "Unknown relation. Must be ==, >=, or <=", at: 5),
        VisualFormatErrorCase("[a]-(@5)-[b]", "Expected a number or key from the metrics dictionary, but encountered something else", at: 5),
        VisualFormatErrorCase("[a(>=)]", "Expected a number or key from the metrics dictionary, but encountered something else", at: 5),
        VisualFormatErrorCase("[a(50@)]", "Expected a number or key from the metrics dictionary, but encountered something else", at: 6),
        VisualFormatErrorCase("[a]->=", "Expected a number or key from the metrics dictionary, but encountered something else", at: 6),
        VisualFormatErrorCase("[a(-)]", "Expected a number or a key from the metrics dictionary, but encountered something else", at: 3),
        VisualFormatErrorCase("[a]-(-)-[b]", "Expected a number or a key from the metrics dictionary, but encountered something else", at: 5),
        VisualFormatErrorCase("[a]-gap-[b]", views: ["a": true, "b": true],
                  "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries", at: 7),
        VisualFormatErrorCase("[a(width)]", views: ["a": true],
                  "Encountered metric with name \"width\", but value was not specified in metrics or views dictionaries", at: 8),
        VisualFormatErrorCase("[a]-b-[b]",
                  "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
                  at: 5),
        VisualFormatErrorCase("[a]-(5@b)-[b]",
                  "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
                  at: 8),
        VisualFormatErrorCase("[a(50@0)]", "Invalid priority specified: 0. Priority must be greater than 0", at: 7),
        VisualFormatErrorCase("[a(50@-1.5)]", "Invalid priority specified: -1.5. Priority must be greater than 0", at: 10),
        VisualFormatErrorCase("[a]-5@low-[b]", metrics: ["low": -250],
                  "Invalid priority specified: -250. Priority must be greater than 0", at: 9),
        // A view name where a priority goes reads as 0 in a view's parentheses, as in Apple's parser.
        VisualFormatErrorCase("[a(50@b)]", views: ["a": true, "b": true], "Invalid priority specified: 0. Priority must be greater than 0", at: 7),
        VisualFormatErrorCase("[a(50@1001)]",
                  "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", at: 10),
        VisualFormatErrorCase("|-(8@1000.5)-[a]",
                  "Invalid priority specified: 1000.5. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", at: 11),
        VisualFormatErrorCase("|[a]", views: ["a": false],
                  "Unable to interpret '|' character, because the related view doesn't have a superview", at: 4),
        VisualFormatErrorCase("V:[a]-|", views: ["a": false],
                  "Unable to interpret '|' character, because the related view doesn't have a superview", at: 7),
        VisualFormatErrorCase("H:[a]-[b]", options: .spacingBaselineToBaseline, "BaselineToBaseline format option not valid for horizontal layout", at: 9),
        VisualFormatErrorCase("|-[a]", options: .spacingBaselineToBaseline, "BaselineToBaseline format option not valid for horizontal layout", at: 5),
        VisualFormatErrorCase("H:[a][b]", options: .alignAllLeft,
                  "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
                  at: 8),
        VisualFormatErrorCase("H:[a][b]", options: .alignAllCenterX,
                  "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
                  at: 8),
        VisualFormatErrorCase("V:[a][b]", options: .alignAllTop,
                  "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
                  at: 8),
        VisualFormatErrorCase("V:[a]-[b]", options: [.alignAllLeading, .alignAllFirstBaseline],
                  "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
                  at: 9),
    ]

    /// Apple finishes each connection as soon as its far end is read, so its checks can beat a later syntax error,
    /// but not one inside the view that completes it.
    nonisolated static let errorOrder: [VisualFormatErrorCase] = [
        VisualFormatErrorCase("|[a]-x", views: ["a": false],
                  "Unable to interpret '|' character, because the related view doesn't have a superview", at: 4),
        VisualFormatErrorCase("|[a(", views: ["a": false], "Unexpectedly ran out of character fodder in the middle of parsing a view", at: 4),
        VisualFormatErrorCase("[a]|x", views: ["a": false],
                  "Unable to interpret '|' character, because the related view doesn't have a superview", at: 4),
        VisualFormatErrorCase("H:[a][b]-x", options: .alignAllLeft,
                  "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
                  at: 8),
        VisualFormatErrorCase("H:[a][b(", options: .alignAllLeft,
                  "Unexpectedly ran out of character fodder in the middle of parsing a view", at: 8),
        VisualFormatErrorCase("[a][zz]", options: .spacingBaselineToBaseline, views: ["a": true], "zz is not a key in the views dictionary.", at: 6),
        // The name is resolved (and refused) before the view's brackets are checked.
        VisualFormatErrorCase("[zz", views: [:], "zz is not a key in the views dictionary.", at: 3),
    ]

    @Test(arguments: seedErrors)
    func seedFormatsFailWithTheirLoggedMessages(_ errorCase: VisualFormatErrorCase) {
        errorCase.check()
    }

    @Test(arguments: allMessages)
    func everyAppleMessageIsRaisedWithItsCaret(_ errorCase: VisualFormatErrorCase) {
        errorCase.check()
    }

    @Test(arguments: errorOrder)
    func connectionChecksRunWhenTheConnectionIsFinished(_ errorCase: VisualFormatErrorCase) {
        errorCase.check()
    }

    @Test func noViewIsReportedForAConnectionBetweenTwoBars() {
        // Unreachable from a format (the parser always puts a view next to `|`); the builder still refuses it.
        let syntax = VisualFormatSyntax(
            format: "||", axis: .horizontal, orientationRange: nil, first: .superview(position: 0),
            links: [VisualFormatSyntax.Link(connection: .init(kind: .flush, range: 1..<1), end: .superview(position: 1))])
        #expect(throws: VisualFormatError(message: "No view was specified for this constraint", format: "||", position: 2)) {
            try VisualFormatBuilder(syntax: syntax, options: [], hasSuperview: { _ in nil }).constraints()
        }
    }

    @Test func descriptionIsAppleExceptionReasonWithCaret() {
        // Reference §2.6, real log.
        let error = formatFailure("H:|-(>=50)-[view(100)]", views: ["view": false])
        #expect(error?.description == """
            Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \nH:|-(>=50)-[view(100)] \n                      ^
            """)
    }

    @Test func descriptionOmitsTheCaretBlockForEmptyAndNonASCIIFormats() {
        #expect(formatFailure("", views: [:])?.description == "Unable to parse constraint format: It's an empty string.")
        #expect(formatFailure("[é]", views: [:])?.description == "Unable to parse constraint format: It contains non-ASCII characters.")
    }

    @Test func parseReportsSyntaxErrorsButNotViewOrOptionChecks() throws {
        // `parse` is the parser alone: a view without a superview is fine there.
        let syntax = try VisualFormat.parse("|[a]", metrics: [:], views: ["a": false])
        #expect(syntax.links.count == 1)
        #expect(throws: VisualFormatError(message: "Expected a view", format: "|-|", position: 2)) {
            try VisualFormat.parse("|-|", metrics: [:], views: [:])
        }
    }
}
