import Foundation
import Testing
@testable import LayoutFile
@testable import LayoutRender

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
        let layout = try BuiltLayout.build(LayoutDocumentReader.read(text, fileName: "t"))
        _ = layout.solve()
        let drawing = TerminalRenderer().render([RenderedLayout(root: layout.root, title: "320x200")])
        #expect(drawing.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(drawing.contains("┌first") && drawing.contains("┌second") && drawing.contains("┌root"))
        let svg = SVGRenderer().render([RenderedLayout(root: layout.root, title: "320x200", includeConstraints: true)])
        #expect(svg.contains("<rect id=\"first\" x=\"20\" y=\"20\" width=\"136\" height=\"160\""))
        #expect(svg.contains("<line"))
    }
}
