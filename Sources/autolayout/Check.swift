import ArgumentParser
import Foundation
import LayoutFile

/// `autolayout check FILE [--size WxH …]`
struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint a layout file: parse errors, unknown names, unsatisfiable or ambiguous layouts, views outside their superview.",
        discussion: "Checks at the file's size and at every --size given. Exit status: 0 clean, 1 problems found, 2 bad input.")

    @Argument(help: "The layout file (JSON or YAML).")
    var file: String

    @Option(help: ArgumentHelp("A root size to check at; repeat for more.", valueName: "WxH"))
    var size: [SizeArgument] = []

    @MainActor
    func run() async throws {
        let layout = try loadLayout(file)
        let sizes: [SizeArgument?] = size.isEmpty ? [nil] : size.map { $0 }
        var problems: [String] = []
        for size in sizes {
            let solution = layout.solve(size: size?.cgSize)
            let at = "at " + AutoLayoutText.size(solution.size)
            for broken in solution.brokenConstraints {
                problems.append("\(file): \(at): unsatisfiable: broke `\(broken)` to satisfy the others")
            }
            for ambiguity in solution.ambiguous {
                let axis = ambiguity.axis == .horizontal ? "horizontal" : "vertical"
                problems.append("\(file): \(at): ambiguous: view '\(ambiguity.view)' on the \(axis) axis")
            }
            for advice in solution.stackAdvice { problems.append("\(file): \(at): \(advice)") }
            for name in solution.outside {
                let parent = solution.frames.first { $0.name == name }?.superview ?? "?"
                problems.append("\(file): \(at): view '\(name)' lies outside its superview '\(parent)'")
            }
        }
        guard problems.isEmpty else {
            print(problems.joined(separator: "\n"))
            throw Status.layoutProblem
        }
        print("\(file): ok")
    }
}
