@testable import AutoLayout
import Testing

/// The parser's syntax tree, its source positions, number reading and the spaces the seeds use.
@MainActor
@Suite("Visual format syntax")
struct VisualFormatSyntaxTests {
    @Test func treeCarriesSourcePositions() throws {
        let format = "V:|-(==bottom@999,>=8@low)-[x(>=y)]"
        let syntax = try VisualFormat.parse(format, metrics: ["bottom": 20, "low": 250], views: ["x": true, "y": true])
        #expect(syntax.axis == .vertical)
        #expect(syntax.orientationRange == 0..<2)
        #expect(syntax.first == .superview(position: 2))
        let link = try #require(syntax.links.first)
        #expect(link.connection.range == 3..<27)
        guard case .predicates(let predicates) = link.connection.kind else {
            Issue.record("expected predicates, got \(link.connection.kind)")
            return
        }
        #expect(predicates == [
            VisualFormatSyntax.Predicate(
                relation: .equal, relationRange: 5..<7, object: .metric(name: "bottom", value: 20), objectRange: 7..<13,
                priority: .number(999), priorityRange: 14..<17, range: 5..<17),
            VisualFormatSyntax.Predicate(
                relation: .greaterThanOrEqual, relationRange: 18..<20, object: .number(8), objectRange: 20..<21,
                priority: .metric(name: "low", value: 250), priorityRange: 22..<25, range: 18..<25),
        ])
        let view = try #require(link.end.view)
        #expect(view.name == "x" && view.nameRange == 28..<29 && view.range == 27..<35)
        #expect(view.predicates.map(\.object) == [.view("y")])
        #expect(view.predicates.first?.relationRange == 30..<32)
        #expect(link.end.endPosition == format.count)
    }

    @Test func flushStandardAndBarElementsHaveTheirPositions() throws {
        let syntax = try VisualFormat.parse("[a][b]-[c]|", metrics: [:], views: ["a": true, "b": true, "c": true])
        #expect(syntax.axis == .horizontal && syntax.orientationRange == nil)
        #expect(syntax.views.map(\.name) == ["a", "b", "c"])
        #expect(syntax.links.map(\.connection) == [
            .init(kind: .flush, range: 3..<3), .init(kind: .standard, range: 6..<7), .init(kind: .flush, range: 10..<10),
        ])
        #expect(syntax.links.last?.end == .superview(position: 10))
        #expect(syntax.links.last?.end.endPosition == 11)
    }

    @Test func impliedRelationAndPriorityAreAbsentFromTheTree() throws {
        let syntax = try VisualFormat.parse("[a(50)]", metrics: [:], views: ["a": true])
        let predicate = try #require(syntax.first.view?.predicates.first)
        #expect(predicate.relationRange == nil && predicate.priority == nil && predicate.priorityRange == nil)
        #expect(predicate.priorityValue == 1000)
    }

    /// Numbers are read as C's `strtod` reads them (reference §2.2).
    nonisolated static let numbers: [(String, Double)] = [
        ("50", 50), ("1.5", 1.5), ("-5", -5), ("1e2", 100), ("2.5E-1", 0.25), ("1.", 1), ("0x10", 16), ("0X1p4", 16),
        ("-0x.8", -0.5), ("007", 7), ("1e999", .infinity), ("-inf", -.infinity), ("-Infinity", -.infinity),
    ]

    @Test(arguments: numbers)
    func viewPredicateNumbersAreReadLikeStrtod(_ text: String, _ value: Double) throws {
        let constraints = try VisualFormat.constraints("[a(\(text))]", views: ["a": true])
        #expect(constraints.map(\.constant) == [value])
    }

    @Test func notANumberIsReadAsSuch() throws {
        let constant = try #require(VisualFormat.constraints("[a(-nan)]", views: ["a": true]).first?.constant)
        #expect(constant.isNaN)
    }

    @Test func numbersStopWhereStrtodStops() {
        // `1e-` is not an exponent, so the number is `1` and the parser then wants the closing `-`.
        VisualFormatErrorCase("[a]-1e-[b]", "Expected a '-' here", at: 5).check()
        VisualFormatErrorCase("[a]-0x-[b]", "Expected a '-' here", at: 5).check()
        VisualFormatErrorCase("[a(1.5.5)]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 6).check()
        // A number starts only with a digit or '-'.
        VisualFormatErrorCase("[a(.5)]", "Expected a number or key from the metrics dictionary, but encountered something else", at: 3).check()
        VisualFormatErrorCase("[a(+5)]", "Expected a number or key from the metrics dictionary, but encountered something else", at: 3).check()
    }

    @Test func numberLengthsMatchStrtod() {
        let lengths: [(String, Int)] = [
            ("5-[b]", 1), ("-5)", 2), ("1e-[", 1), ("1e+5", 4), ("0x", 1), ("0x1g", 3), ("0x1p", 3), ("0x1p-2", 6),
            ("-", 0), ("--5", 0), ("-.", 0), ("-.5", 3), ("-infinit", 4), ("-nan(x_1)", 9), ("-nan(x", 4), (".", 0),
        ]
        for (text, length) in lengths {
            #expect(VisualFormatNumber.length(of: ArraySlice(text.utf8)) == length, "\(text)")
        }
    }

    @Test func namesAreCIdentifiers() throws {
        #expect(try formatEquations("[_a1(B_2)]-[B_2]", views: ["_a1", "B_2"]) == ["_a1.width == B_2.width", "B_2.leading == _a1.trailing + NSSpace(8)"])
    }

    @Test func orientationIsOnlyRecognisedAsTheFirstCharacter() throws {
        #expect(try formatEquations("[H]-[V]") == ["V.leading == H.trailing + NSSpace(8)"])
        VisualFormatErrorCase(" H:[a]", "Expected a view", at: 0).check()
    }

    // MARK: Spaces

    /// Where the seeds put spaces: after `V:`, between views, after a predicate list's comma.
    nonisolated static let acceptedSpaces: [VisualFormatCase] = [
        VisualFormatCase("V: [a][b]", ["b.top == a.bottom"]),
        VisualFormatCase("H:[a] [b]", ["b.leading == a.trailing"]),
        VisualFormatCase("H:[a] -[b]", ["b.leading == a.trailing + NSSpace(8)"]),
        VisualFormatCase("H:[a(>=20, <=10)]", ["a.width >= 20", "a.width <= 10"]),
        VisualFormatCase("H:[a]-(>=0,  <=250)-[b]", ["b.leading >= a.trailing", "b.leading <= a.trailing + 250"]),
        VisualFormatCase("| [a] |", ["a.leading == superview.leading", "superview.trailing == a.trailing"]),
        VisualFormatCase("|-[a]-| ", ["a.leading == superview.leading + NSSpace(20)", "superview.trailing == a.trailing + NSSpace(20)"]),
    ]

    @Test(arguments: acceptedSpaces)
    func spacesBetweenElementsAreSkipped(_ formatCase: VisualFormatCase) throws {
        try formatCase.check()
    }

    /// Anywhere else a space is the error Apple reports at that space.
    nonisolated static let refusedSpaces: [VisualFormatErrorCase] = [
        VisualFormatErrorCase("[a]- [b]", "Expected a number or key from the metrics dictionary, but encountered something else", at: 4),
        VisualFormatErrorCase("[a]-5 -[b]", "Expected a '-' here", at: 5),
        VisualFormatErrorCase("[ a]",
                  "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
                  at: 1),
        VisualFormatErrorCase("[a ]", "Expected a ']' here. That is how you give the end of a view.", at: 2),
        VisualFormatErrorCase("[a( 5)]", "Expected a number or key from the metrics dictionary, but encountered something else", at: 3),
        VisualFormatErrorCase("[a(>= 5)]", "Expected a number or key from the metrics dictionary, but encountered something else", at: 5),
        VisualFormatErrorCase("[a(5 ,6)]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 4),
        VisualFormatErrorCase("H :[a]", "Expected ':' after 'H' to specify horizontal arrangement", at: 1),
        VisualFormatErrorCase("| ", "Expected a connection after the '|' character", at: 2),
    ]

    @Test(arguments: refusedSpaces)
    func spacesInsideElementsAreErrors(_ errorCase: VisualFormatErrorCase) {
        errorCase.check()
    }
}
