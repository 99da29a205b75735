@testable import AutoLayout
import Testing

/// The reference's worked examples (§2.7), its output order (§2.3) and standard spacing (§2.4).
@MainActor
@Suite("Visual format reference behaviour")
struct VisualFormatReferenceTests {
    nonisolated static let workedExamples: [VisualFormatCase] = [
        VisualFormatCase("[button]-[textField]", ["textField.leading == button.trailing + NSSpace(8)"]),
        VisualFormatCase("[button(>=50)]", ["button.width >= 50"]),
        VisualFormatCase("|-50-[box]-50-|", ["box.leading == superview.leading + 50", "superview.trailing == box.trailing + 50"]),
        VisualFormatCase("V:[top]-10-[bottom]", ["bottom.top == top.bottom + 10"]),
        VisualFormatCase("[a][b]", ["b.leading == a.trailing"]),
        VisualFormatCase("[button(100@20)]", ["button.width == 100 @20"]),
        VisualFormatCase("[b1(==b2)]", ["b1.width == b2.width"]),
        VisualFormatCase("[f(>=70,<=100)]", ["f.width >= 70", "f.width <= 100"]),
        VisualFormatCase("V:|-(==bottom@999,>=bottom@750)-[x]", metrics: ["bottom": 20],
                   ["x.top == superview.top + 20 @999", "x.top >= superview.top + 20 @750"]),
    ]

    @Test(arguments: workedExamples)
    func workedExamplesBuildTheReferenceConstraints(_ formatCase: VisualFormatCase) throws {
        try formatCase.check()
    }

    @Test func outputOrderFollowsTheParser() throws {
        // First view's own predicates first; then per view: the connection reaching it, then its predicates;
        // the closing bar; alignment constraints last.
        let built = try formatEquations("H:[a(10)]-[b(20,30)]-(5,6)-[c(a)]-|", options: [.alignAllTop, .alignAllBottom])
        #expect(built == [
            "a.width == 10",
            "b.leading == a.trailing + NSSpace(8)", "b.width == 20", "b.width == 30",
            "c.leading == b.trailing + 5", "c.leading == b.trailing + 6", "c.width == a.width",
            "superview.trailing == c.trailing + NSSpace(20)",
            "a.top == b.top", "a.bottom == b.bottom", "b.top == c.top", "b.bottom == c.bottom",
        ])
    }

    @Test func leadingBarComesBeforeTheFirstViewsPredicates() throws {
        #expect(try formatEquations("V:|-[a(44)]") == ["a.top == superview.top + NSSpace(20)", "a.height == 44"])
    }

    @Test func standardSpacingIsEightBetweenViewsAndTwentyToTheSuperview() throws {
        let constraints = try VisualFormat.constraints("|-[a]-[b]-|", views: ["a": true, "b": true])
        #expect(constraints.map(\.constant) == [20, 8, 20])
        #expect(constraints.allSatisfy { $0.isStandardSpacing })
        #expect(constraints.allSatisfy { $0.relation == .equal && $0.priority == .required })
    }

    @Test func numericAndFlushConnectionsAreNotStandardSpacing() throws {
        let constraints = try VisualFormat.constraints("|[a]-8-[b]-(20)-|", views: ["a": true, "b": true])
        #expect(constraints.map(\.constant) == [0, 8, 20])
        #expect(constraints.allSatisfy { !$0.isStandardSpacing })
    }

    @Test func superviewBarsUseTheSuperviewItem() throws {
        let constraints = try VisualFormat.constraints("V:|[a]|", views: ["a": true])
        #expect(constraints.map(\.firstItem) == [.view("a"), .superview])
        #expect(constraints.map(\.secondItem) == [.superview, .view("a")])
    }

    @Test func constantSizeHasNoSecondItem() throws {
        let constraint = try #require(VisualFormat.constraints("[a(50)]", views: ["a": true]).first)
        #expect(constraint == VisualFormatConstraint(firstItem: .view("a"), firstAttribute: .width, constant: 50))
        #expect(constraint.secondItem == nil && constraint.secondAttribute == .notAnAttribute && constraint.multiplier == 1)
    }

    @Test func metricsWinOverViewsOfTheSameName() throws {
        // Reference §2.2: a name in a constant position is looked up in the metrics first.
        #expect(try formatEquations("[a(b)]-b-[b]", metrics: ["b": 5], views: ["a", "b"]) == ["a.width == 5", "b.leading == a.trailing + 5"])
    }

    @Test func extraViewsAndMetricsAreIgnored() throws {
        #expect(try formatEquations("[a]-[b]", metrics: ["unused": 1], views: ["a", "b", "c", "d"]) == ["b.leading == a.trailing + NSSpace(8)"])
    }

    @Test func viewsWithoutSuperviewAreFineAwayFromBars() throws {
        #expect(try VisualFormat.constraints("[a(50)]-[b]", views: ["a": false, "b": false]).count == 2)
    }
}
