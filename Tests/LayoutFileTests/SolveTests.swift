import Foundation
import Testing
@testable import LayoutFile
@testable import LayoutRender

@MainActor
@Suite("Solving layout files")
struct SolveTests {
    private func solve(_ text: String, size: CGSize? = nil) throws -> LayoutSolution {
        try BuiltLayout.build(LayoutDocumentReader.read(text, fileName: "test.yaml")).solve(size: size)
    }

    private func frame(_ solution: LayoutSolution, _ name: String) -> CGRect? {
        solution.frames.first { $0.name == name }?.frame
    }

    @Test func priorityLadderOfExerciseSixAtTwoWidths() throws {
        let text = "root: {width: 320, height: 100}\nviews:\n  view1: {intrinsicContentSize: {height: 20}}\nconstraints:\n"
            + "  - \"H:|-(50@100)-[view1(==320@200)]-(50@300)-|\"\n  - \"V:|[view1]\"\n"
        #expect(frame(try solve(text), "view1") == CGRect(x: -50, y: 0, width: 320, height: 20))
        #expect(frame(try solve(text, size: CGSize(width: 480, height: 100)), "view1") == CGRect(x: 110, y: 0, width: 320, height: 20))
    }

    @Test func anAxisLeftOutIsTheFittingSize() throws {
        let text = "views:\n  a: {intrinsicContentSize: {width: 120, height: 30}}\nconstraints:\n  - \"H:|-[a]-|\"\n  - \"V:|-10-[a]-10-|\"\n"
        let solution = try solve(text)
        #expect(solution.size == CGSize(width: 160, height: 50))
        #expect(frame(solution, "a") == CGRect(x: 20, y: 10, width: 120, height: 30))
    }

    @Test func unsatisfiableLayoutsListTheBrokenConstraint() throws {
        let text = "root: {width: 100, height: 100}\nviews:\n  a: {}\nconstraints:\n  - \"H:|[a(==50)]|\"\n  - \"V:|[a]|\"\n"
        let solution = try solve(text)
        #expect(solution.brokenConstraints == ["root.trailing == a.trailing"])
        #expect(solution.log.first?.contains("Unable to simultaneously satisfy constraints.") == true)
        #expect(frame(solution, "a")?.width == 50)
    }

    @Test func ambiguousLayoutsNameTheViewAndAxis() throws {
        let text = "root: {width: 100, height: 100}\nviews:\n  a: {}\n  b: {}\nconstraints:\n  - \"H:|[a]-[b]|\"\n  - \"V:|[a(10)]\"\n  - \"V:|[b(10)]\"\n"
        let solution = try solve(text)
        #expect(solution.ambiguous == [LayoutSolution.Ambiguity(view: "a", axis: .horizontal),
                                       LayoutSolution.Ambiguity(view: "b", axis: .horizontal)])
    }

    @Test func terminalDrawingFitsEightyColumnsAndNamesTheViews() throws {
        let text = "root: {width: 320, height: 200}\nviews:\n  first: {}\n  second: {}\nconstraints:\n  - \"H:|-[first]-[second(first)]-|\"\n  - \"V:|-[first]-|\"\n  - \"V:|-[second]-|\"\n"
        let picture = try solve(text).drawing
        let drawing = TerminalRenderer().render([picture.showingConstraints(false)])
        #expect(drawing.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(drawing.contains("┌first") && drawing.contains("┌second") && drawing.contains("┌root"))
        let svg = SVGRenderer().render([picture])
        #expect(svg.contains("<rect id=\"first\" x=\"20\" y=\"20\" width=\"136\" height=\"160\""))
        #expect(svg.contains("<line"))
    }

    /// A stack in a file: its arranged views become its subviews in order, its properties are UIStackView's,
    /// and `isHidden` takes a view out of the arrangement.
    @Test func stackViewsInFilesArrangeTheirViews() throws {
        let text = """
            root: {width: 300, height: 100}
            views:
              bar: {stack: {distribution: fillEqually, spacing: 10, customSpacing: {a: 30}, arranged: [a, b, c]}}
              a: {}
              b: {}
              c: {isHidden: true}
            constraints: ["H:|[bar]|", "V:|[bar]|"]
            """
        let solution = try solve(text)
        #expect(frame(solution, "a") == CGRect(x: 0, y: 0, width: 135, height: 100))
        #expect(frame(solution, "b") == CGRect(x: 165, y: 0, width: 135, height: 100))
        #expect(frame(solution, "c")?.width == 0)
        #expect(solution.frames.first { $0.name == "a" }?.superview == "bar")
        #expect(!solution.hasProblems)
    }

    @Test func stackMistakesAreReportedWhereTheyAre() throws {
        func problem(_ text: String) -> String? {
            do {
                _ = try solve(text)
                return nil
            } catch {
                return (error as? LayoutFileError)?.description
            }
        }
        #expect(problem("views:\n  s: {stack: {arranged: [buton]}}\n  button: {}\n")
            == "test.yaml:2:26: error: unknown arranged view 'buton' of stack 's'; did you mean 'button'?")
        #expect(problem("views:\n  s: {stack: {arranged: [a]}}\n  a: {superview: t}\n  t: {}\n")
            == "test.yaml:3:18: error: view 'a' is arranged by stack 's', so its superview must be 's'")
        #expect(problem("views:\n  s: {stack: {distribution: fillEqualy}}\n")?
            .hasSuffix("distribution must be one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering, not 'fillEqualy'; did you mean 'fillEqually'?") == true)
        #expect(problem("views:\n  s: {stack: {arranged: [a], customSpacing: {b: 4}}}\n  a: {}\n  b: {}\n")?
            .hasSuffix("custom spacing after 'b', which stack 's' does not arrange") == true)
        #expect(problem("views:\n  s: {stack: {arranged: [a]}}\n  t: {stack: {arranged: [a]}}\n  a: {}\n")?
            .hasSuffix("view 'a' is arranged by both 's' and 't'") == true)
    }

    /// `check`'s advice for the classic stack mistakes: equal hugging in a fill stack, and views nothing sizes.
    @Test func ambiguousStacksGetAdvice() throws {
        let equalHugging = try solve("""
            root: {width: 320, height: 60}
            views:
              bar: {stack: {arranged: [a, b]}}
              a: {intrinsicContentSize: {width: 40, height: 20}}
              b: {intrinsicContentSize: {width: 60, height: 20}}
            constraints: ["H:|[bar]|", "V:|[bar]|"]
            """)
        #expect(equalHugging.stackAdvice.count == 1)
        #expect(equalHugging.stackAdvice.first?.hasPrefix("stack 'bar': its arranged views all hug at 250 along the horizontal axis") == true)
        let unsized = try solve("""
            root: {width: 320, height: 300}
            views:
              column: {stack: {axis: vertical, arranged: [a, b]}}
              a: {}
              b: {}
            constraints: ["H:|[column]|", "V:|[column]"]
            """)
        #expect(unsized.stackAdvice.first?.hasPrefix("stack 'column': nothing sizes its arranged views along the vertical axis") == true)
        let fine = try solve("""
            root: {width: 320, height: 60}
            views:
              bar: {stack: {distribution: fillEqually, arranged: [a, b]}}
              a: {intrinsicContentSize: {width: 40, height: 20}}
              b: {intrinsicContentSize: {width: 60, height: 20}}
            constraints: ["H:|[bar]|", "V:|[bar]|"]
            """)
        #expect(fine.stackAdvice.isEmpty && !fine.hasProblems)
    }

    /// A stack is drawn as an outline, apart from views, and with the constraints its gap guides are strips
    /// across its thickness between the views they separate.
    @Test func stacksAndTheirGapGuidesAreDrawnApart() throws {
        let layout = try BuiltLayout.build(LayoutDocumentReader.read(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Examples/stack-equal-spacing.yaml").path))
        let picture = layout.solve(size: CGSize(width: 320, height: 140)).drawing
        let plain = SVGRenderer().render([picture.showingConstraints(false)])
        #expect(plain.contains("<rect id=\"row\" x=\"20\" y=\"80\" width=\"280\" height=\"40\" class=\"stack\" fill=\"none\""))
        #expect(!plain.contains("class=\"guide\""))
        let withConstraints = SVGRenderer().render([picture])
        #expect(withConstraints.contains("<rect id=\"_UIOLAGapGuide\" x=\"60\" y=\"80\" width=\"50\" height=\"40\" class=\"guide\""))
        #expect(withConstraints.contains("<rect id=\"_UIOLAGapGuide-2\" x=\"190\" y=\"80\" width=\"50\" height=\"40\" class=\"guide\""))
    }
}
