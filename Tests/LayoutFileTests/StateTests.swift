import AutoLayout
import Foundation
import Testing
@testable import LayoutFile

/// `states`: named constants and metrics that `render --animate` moves between.
@MainActor
@Suite("Layout file states")
struct StateTests {
    private let base = """
    root: {width: 300, height: 100}
    metrics: {gap: 10}
    views: {box: {}}
    constraints:
      - {constraint: "box.left == root.left + 20", identifier: boxLeft}
      - "H:[box(50)]"
      - "V:|-gap-[box(40)]"

    """

    private func solvedBox(_ text: String, state index: Int) throws -> CGRect {
        let document = try LayoutDocumentReader.read(text, fileName: "states.yaml")
        let state = document.states[index]
        let layout = try BuiltLayout.build(document.withMetrics(of: state))
        layout.apply(state)
        return layout.solve().frames.first { $0.name == "box" }!.frame
    }

    @Test func aStateSetsConstantsByIdentifierAndMetricsByName() throws {
        let text = base + """
        states:
          - {name: start}
          - {name: moved, constants: {boxLeft: 200}, metrics: {gap: 50}}
        """
        #expect(try solvedBox(text, state: 0) == CGRect(x: 20, y: 10, width: 50, height: 40))
        #expect(try solvedBox(text, state: 1) == CGRect(x: 200, y: 50, width: 50, height: 40))
    }

    @Test(arguments: [
        ("states: [{name: a, constants: {boxleft: 1}}]", "8:41: error: state 'a' sets the constant of 'boxleft', but no constraint has that identifier; did you mean 'boxLeft'?"),
        ("states: [{name: a, metrics: {gapp: 1}}]", "8:36: error: state 'a' sets metric 'gapp', which the file's metrics do not define; did you mean 'gap'?"),
        ("states: [{name: a}, {name: a}]", "8:21: error: duplicate state name 'a'"),
        ("states: [{name: a, speed: 2}]", "speed"),
        ("states: {a: 1}", "states must be a list"),
    ])
    func badStatesAreErrorsWithTheirPlace(tail: String, message: String) {
        // The states line is line 8 of the file; errors point at the offending value.
        let text = base + tail + "\n"
        do {
            _ = try LayoutDocumentReader.read(text, fileName: "states.yaml")
            Issue.record("expected an error for \(tail)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}
