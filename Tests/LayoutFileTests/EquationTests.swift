import Testing
import AutoLayout
@testable import LayoutFile

@MainActor
@Suite("Equations")
struct EquationTests {
    @Test func parsesApplesLogForm() throws {
        let full = try Equation.parse("view1.width == 2*view2.width + 10 @750")
        #expect(full == Equation(firstItem: "view1", firstAttribute: .width, relation: .equal, secondItem: "view2",
                                 secondAttribute: .width, multiplier: 2, constant: 10, priority: 750))
        let constant = try Equation.parse("a.height>=44")
        #expect(constant.secondItem == nil && constant.constant == 44 && constant.relation == .greaterThanOrEqual)
        let negative = try Equation.parse("a.leading <= b.trailingMargin - 8.5")
        #expect(negative.constant == -8.5 && negative.secondAttribute == .trailingMargin)
        let metric = try Equation.parse("a.width == half*b.width - gap @low", metrics: ["half": 0.5, "gap": 4, "low": 250])
        #expect(metric.multiplier == 0.5 && metric.constant == -4 && metric.priority == 250)
        #expect(try Equation.parse("a.baseline == b.baseline").firstAttribute == .lastBaseline)
    }

    @Test(arguments: [
        ("a.width", "expected ==, >= or <=", 7),
        ("a.wdth == 3", "unknown attribute 'wdth'", 2),
        ("a == b.width", "expected '.' and an attribute after 'a'", 1),
        ("a.width == 3 junk", "unexpected text", 13),
        ("a.width == gap", "unknown metric 'gap'", 11),
        ("a.width == 5 @0", "priority 0 is illegal", 14),
        ("a.width == b.width + ", "expected a number or metric name", 21),
        ("a.width == 1e999", "is not a finite number", 11),
    ])
    func reportsWhatAndWhere(text: String, message: String, position: Int) {
        #expect {
            try Equation.parse(text)
        } throws: { error in
            guard let error = error as? Equation.SyntaxError else { return false }
            return error.message.contains(message) && error.position == position
        }
    }

    /// The printer and the parser agree: printing a parsed equation gives the canonical text back, and parsing
    /// a printed equation gives the same equation, over every attribute, relation, sign and priority.
    @Test func printedEquationsParseBackToThemselves() throws {
        var generator = SystemRandomNumberGenerator()
        let attributes = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }
        let relations: [LayoutRelation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        for _ in 0..<500 {
            let first = attributes.randomElement(using: &generator)!
            let hasSecond = Bool.random(using: &generator)
            let equation = Equation(
                firstItem: "a", firstAttribute: first, relation: relations.randomElement(using: &generator)!,
                secondItem: hasSecond ? "b_2" : nil,
                secondAttribute: hasSecond ? attributes.randomElement(using: &generator)! : .notAnAttribute,
                multiplier: hasSecond ? [1, 2, 0.5, -1.25].randomElement(using: &generator)! : 1,
                constant: [0, 8, -20, 0.125, 1e6].randomElement(using: &generator)!,
                priority: [1000, 999, 750.5, 1].randomElement(using: &generator)!)
            let reparsed = try Equation.parse(equation.text)
            #expect(reparsed == equation, "\(equation.text)")
            #expect(reparsed.text == equation.text)
        }
        for text in ["view1.width == 2*view2.width + 10 @750", "a.leading >= b.trailing - 8", "a.height <= 44 @999"] {
            #expect(try Equation.parse(text).text == text)
        }
    }
}
