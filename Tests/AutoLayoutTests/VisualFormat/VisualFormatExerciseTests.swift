@testable import AutoLayout
import Testing

/// The visual-format exercises at the end of seed 000.
@MainActor
@Suite("Seed 000 exercises")
struct VisualFormatExerciseTests {
    @Test func exercise1OneConstraintOrTwoWithBaselineAlignment() throws {
        #expect(try formatEquations("H:[view1]-[view2]") == ["view2.leading == view1.trailing + NSSpace(8)"])
        #expect(try formatEquations("H:[view1]-[view2]", options: .alignAllBaseline) == [
            "view2.leading == view1.trailing + NSSpace(8)", "view1.lastBaseline == view2.lastBaseline",
        ])
    }

    @Test func exercise2ASingleViewMakesNoConstraintsEvenWithAlignment() throws {
        #expect(try formatEquations("H:[view1]") == [])
        #expect(try formatEquations("H:[view1]", options: .alignAllTop) == [])
    }

    @Test func exercise3ExtraBindingsAreIgnored() throws {
        let views = ["view1", "view2", "view3", "view4", "view5"]
        #expect(try formatEquations("H:[view1]-[view2]", views: views) == ["view2.leading == view1.trailing + NSSpace(8)"])
    }

    @Test func exercise3AMissingBindingIsNamedInTheError() {
        VisualFormatErrorCase("H:[view1]-[view2]", views: ["view1": true, "view3": true], "view2 is not a key in the views dictionary.", at: 16)
            .check()
    }

    @Test func exercise4TopAndBottomAlignmentTogether() throws {
        #expect(try formatEquations("H:[view1]-[view2]-[view3]", options: [.alignAllTop, .alignAllBottom]) == [
            "view2.leading == view1.trailing + NSSpace(8)", "view3.leading == view2.trailing + NSSpace(8)",
            "view1.top == view2.top", "view1.bottom == view2.bottom", "view2.top == view3.top", "view2.bottom == view3.bottom",
        ])
    }

    @Test func exercise5BottomAlignmentNeedsAHorizontalFormat() throws {
        VisualFormatErrorCase("V:[view1][view2]", options: .alignAllBottom,
                  "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
                  at: 16).check()
        #expect(try formatEquations("H:[view1][view2]", options: .alignAllBottom) == [
            "view2.leading == view1.trailing", "view1.bottom == view2.bottom",
        ])
    }

    @Test func exercise6PrioritisedInsetsAndWidth() throws {
        #expect(try formatEquations("H:|-(50@100)-[view1(==320@200)]-(50@300)-|") == [
            "view1.leading == superview.leading + 50 @100", "view1.width == 320 @200",
            "superview.trailing == view1.trailing + 50 @300",
        ])
    }

    @Test func exercise7ContradictoryWidthsGiveTwoConstraints() throws {
        // The seed writes a space after the comma; it is accepted here (see VisualFormatParser).
        #expect(try formatEquations("H:[view(>=20, <=10)]") == ["view.width >= 20", "view.width <= 10"])
    }

    @Test func exercise8NegativeInsetInParentheses() throws {
        #expect(try formatEquations("H:|-(-20)-[view1(==50)]") == ["view1.leading == superview.leading - 20", "view1.width == 50"])
    }
}
