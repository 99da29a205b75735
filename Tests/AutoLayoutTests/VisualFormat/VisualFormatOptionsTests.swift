@testable import AutoLayout
import Testing

/// Direction, spacing and alignment options (reference §2.3, §2.5).
@MainActor
@Suite("Visual format options")
struct VisualFormatOptionsTests {
    @Test func defaultDirectionIsLeadingToTrailing() throws {
        #expect(try formatEquations("H:|-[a]-[b]-|", options: .directionLeadingToTrailing) == [
            "a.leading == superview.leading + NSSpace(20)", "b.leading == a.trailing + NSSpace(8)",
            "superview.trailing == b.trailing + NSSpace(20)",
        ])
    }

    @Test func leftToRightUsesLeftAndRight() throws {
        #expect(try formatEquations("H:|-[a]-[b]-|", options: .directionLeftToRight) == [
            "a.left == superview.left + NSSpace(20)", "b.left == a.right + NSSpace(8)",
            "superview.right == b.right + NSSpace(20)",
        ])
    }

    @Test func rightToLeftPlacesTheEarlierViewOnTheRight() throws {
        #expect(try formatEquations("H:|-[a]-5-[b]-|", options: .directionRightToLeft) == [
            "superview.right == a.right + NSSpace(20)", "a.left == b.right + 5", "b.left == superview.left + NSSpace(20)",
        ])
    }

    @Test func rightToLeftSwapsAlignmentOperands() throws {
        #expect(try formatEquations("H:[a][b]", options: [.directionRightToLeft, .alignAllTop]) == ["a.left == b.right", "b.top == a.top"])
    }

    @Test func directionDoesNotAffectVerticalFormats() throws {
        let expected = ["a.top == superview.top + NSSpace(20)", "b.top == a.bottom", "a.leading == b.leading"]
        #expect(try formatEquations("V:|-[a][b]", options: [.directionRightToLeft, .alignAllLeading]) == expected)
        #expect(try formatEquations("V:|-[a][b]", options: [.directionLeftToRight, .alignAllLeading]) == expected)
    }

    @Test func bothDirectionBitsBehaveLikeLeftToRight() throws {
        let both = LayoutFormatOptions(rawValue: 3 << 16)
        #expect(try formatEquations("H:[a]-[b]", options: both.union(.alignAllTop)) == ["b.left == a.right + NSSpace(8)", "a.top == b.top"])
    }

    @Test func baselineSpacingJoinsViewsBaselineToBaseline() throws {
        #expect(try formatEquations("V:|-[a]-[b(20)]-10-[c]-|", options: .spacingBaselineToBaseline) == [
            "a.top == superview.top + NSSpace(20)", "b.firstBaseline == a.lastBaseline + NSSpace(8)", "b.height == 20",
            "c.firstBaseline == b.lastBaseline + 10", "superview.bottom == c.bottom + NSSpace(20)",
        ])
    }

    @Test func baselineSpacingWithoutAConnectionRaisesNothingInAHorizontalFormat() throws {
        // Apple checks the option only when it finishes a connection.
        #expect(try formatEquations("H:[a(50)]", options: .spacingBaselineToBaseline) == ["a.width == 50"])
    }

    @Test func alignmentConstraintsChainAdjacentViewsOncePerConnection() throws {
        #expect(try formatEquations("V:|[a]-(5,>=2)-[b]-[c]|", options: .alignAllCenterX) == [
            "a.top == superview.top", "b.top == a.bottom + 5", "b.top >= a.bottom + 2", "c.top == b.bottom + NSSpace(8)",
            "superview.bottom == c.bottom", "a.centerX == b.centerX", "b.centerX == c.centerX",
        ])
    }

    @Test func everyAlignmentOptionForItsAxis() throws {
        let horizontal: [(LayoutFormatOptions, String)] = [
            (.alignAllTop, "top"), (.alignAllBottom, "bottom"), (.alignAllCenterY, "centerY"),
            (.alignAllLastBaseline, "lastBaseline"), (.alignAllFirstBaseline, "firstBaseline"),
        ]
        for (option, name) in horizontal {
            #expect(try formatEquations("H:[a][b]", options: option).last == "a.\(name) == b.\(name)")
            VisualFormatErrorCase("V:[a][b]", options: option,
                      "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
                      at: 8).check()
        }
        let vertical: [(LayoutFormatOptions, String)] = [
            (.alignAllLeft, "left"), (.alignAllRight, "right"), (.alignAllLeading, "leading"),
            (.alignAllTrailing, "trailing"), (.alignAllCenterX, "centerX"),
        ]
        for (option, name) in vertical {
            #expect(try formatEquations("V:[a][b]", options: option).last == "a.\(name) == b.\(name)")
            VisualFormatErrorCase("H:[a][b]", options: option,
                      "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
                      at: 8).check()
        }
    }

    @Test func unnamedAlignmentBitsSevenAndEightAlignWidthsAndHeights() throws {
        #expect(try formatEquations("V:[a][b]", options: LayoutFormatOptions(rawValue: 1 << 7)) == ["b.top == a.bottom", "a.width == b.width"])
        #expect(try formatEquations("H:[a][b]", options: LayoutFormatOptions(rawValue: 1 << 8)) == ["b.leading == a.trailing", "a.height == b.height"])
    }

    @Test func alignmentBitsOutsideOneToTwelveAreIgnored() throws {
        let ignored = LayoutFormatOptions(rawValue: 1 | 1 << 13 | 1 << 14 | 1 << 15)
        #expect(try formatEquations("H:[a][b]", options: ignored) == ["b.leading == a.trailing"])
    }

    @Test func alignmentIsNeverMadeWithTheSuperviewBar() throws {
        #expect(try formatEquations("H:|[a]|", options: .alignAllTop) == ["a.leading == superview.leading", "superview.trailing == a.trailing"])
    }
}
