@testable import AutoLayout
import Testing

/// `VisualFormatConstraint.visualFormat(name:)`: Apple's ASCII-art picture of one constraint.
@MainActor
@Suite("Visual format printing")
struct VisualFormatPrinterTests {
    /// Each format builds one constraint whose picture is the given text.
    nonisolated static let pictures: [(format: String, metrics: [String: Double], picture: String)] = [
        ("H:[a]-(8)-[b]", [:], "H:[a]-(8)-[b]"),
        ("H:[a]-8-[b]", [:], "H:[a]-(8)-[b]"),
        ("[a]-[b]", [:], "H:[a]-[b]"),
        ("H:|-[a]", [:], "H:|-[a]"),
        ("H:|-(20)-[a]", [:], "H:|-(20)-[a]"),
        ("V:[a]-(>=10@750)-|", [:], "V:[a]-(>=10@750)-|"),
        ("V:[a]-gap@low-|", ["gap": 10, "low": 750], "V:[a]-(10@750)-|"),
        ("H:[a(50)]", [:], "H:[a(50)]"),
        ("V:[a(>=b)]", [:], "V:[a(>=b)]"),
        ("V:[a(<=b@250)]", [:], "V:[a(<=b@250)]"),
        ("[a][b]", [:], "H:[a]-(0)-[b]"),
        ("V:[a]|", [:], "V:[a]-(0)-|"),
        ("|-(-20)-[a]", [:], "H:|-(-20)-[a]"),
        ("[a(-5)]", [:], "H:[a(-5)]"),
        ("V:[a(<=0.5@999.5)]", [:], "V:[a(<=0.5@999.5)]"),
    ]

    @Test(arguments: pictures)
    func constraintsPrintAsOneConstraintFormats(_ format: String, _ metrics: [String: Double], _ picture: String) throws {
        let constraint = try #require(VisualFormat.constraints(format, metrics: metrics, views: ["a": true, "b": true]).first)
        #expect(constraint.visualFormat() == picture)
        #expect(try VisualFormat.constraints(picture, views: ["a": true, "b": true]) == [constraint])
    }

    @Test func seedLogPicturesArePrinted() {
        // Seed 000, "NSLog and Visual Formats": `H:|-(55@20)-[TestView…]` and `V:[TestView…]-(0)-|`.
        let inset = VisualFormatConstraint(
            firstItem: .view("TestView"), firstAttribute: .leading, secondItem: .superview, secondAttribute: .leading,
            constant: 55, priority: 20)
        #expect(inset.visualFormat() == "H:|-(55@20)-[TestView]")
        let bottom = VisualFormatConstraint(
            firstItem: .superview, firstAttribute: .bottom, secondItem: .view("TestView"), secondAttribute: .bottom)
        #expect(bottom.visualFormat() == "V:[TestView]-(0)-|")
        // The same relation written the other way round has no picture (the seed's first log line).
        let reversed = VisualFormatConstraint(
            firstItem: .view("TestView"), firstAttribute: .bottom, secondItem: .superview, secondAttribute: .bottom)
        #expect(reversed.visualFormat() == nil)
    }

    @Test func namesComeFromTheNamingFunction() {
        let constraint = VisualFormatConstraint(
            firstItem: .view("b"), firstAttribute: .leading, secondItem: .view("a"), secondAttribute: .trailing, constant: 4)
        #expect(constraint.visualFormat { $0 == .view("a") ? "label" : "field" } == "H:[label]-(4)-[field]")
    }

    @Test func constraintsWithoutAPictureGiveNil() {
        let spacing = VisualFormatConstraint(
            firstItem: .view("b"), firstAttribute: .leading, secondItem: .view("a"), secondAttribute: .trailing)
        var noPicture: [VisualFormatConstraint] = []
        noPicture.append(VisualFormatConstraint(
            firstItem: .view("a"), firstAttribute: .centerX, secondItem: .view("b"), secondAttribute: .centerX))
        for change: (inout VisualFormatConstraint) -> Void in [
            { $0.multiplier = 2 },
            { $0.priority = 0 },
            { $0.priority = 1001 },
            { $0.constant = .infinity },
            { $0.constant = .nan },
            { $0.firstAttribute = .left; $0.secondAttribute = .right },
            { $0.firstAttribute = .firstBaseline; $0.secondAttribute = .lastBaseline },
            { $0.secondAttribute = .leading },
            { $0.secondItem = .superview },
            { $0.firstItem = .superview },
            { $0.isStandardSpacing = true },
        ] {
            var constraint = spacing
            change(&constraint)
            noPicture.append(constraint)
        }
        noPicture.append(VisualFormatConstraint(firstItem: .superview, firstAttribute: .width, constant: 5))
        noPicture.append(VisualFormatConstraint(firstItem: .view("a"), firstAttribute: .width, secondItem: .view("b"), secondAttribute: .height))
        noPicture.append(VisualFormatConstraint(
            firstItem: .view("a"), firstAttribute: .width, secondItem: .view("b"), secondAttribute: .width, constant: 3))
        noPicture.append(VisualFormatConstraint(firstItem: .view("a"), firstAttribute: .width, secondItem: .superview, secondAttribute: .width))
        noPicture.append(VisualFormatConstraint(firstItem: .view("a"), firstAttribute: .width, secondAttribute: .height, constant: 5))
        noPicture.append(VisualFormatConstraint(firstItem: .view("a"), firstAttribute: .notAnAttribute, constant: 5))
        for constraint in noPicture {
            #expect(constraint.visualFormat() == nil, "\(constraint)")
        }
    }

    @Test func alteredStandardSpacingHasNoPicture() throws {
        var constraint = try #require(VisualFormat.constraints("[a]-[b]", views: ["a": true, "b": true]).first)
        constraint.priority = 750
        #expect(constraint.visualFormat() == nil)
    }

    @Test func numbersKeepEveryDigitTheyNeed() throws {
        let third = VisualFormatConstraint(firstItem: .view("a"), firstAttribute: .width, constant: 1.0 / 3, priority: UILayoutPriority(999.999))
        let picture = try #require(third.visualFormat())
        #expect(picture == "H:[a(0.3333333333333333@999.999)]")
        #expect(try VisualFormat.constraints(picture, views: ["a": true]) == [third])
        let large = VisualFormatConstraint(firstItem: .view("a"), firstAttribute: .height, constant: 123_456_789)
        #expect(large.visualFormat() == "V:[a(123456789.0)]")
    }
}
