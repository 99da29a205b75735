import ArgumentParser
import Foundation
import LayoutFile

/// `autolayout solve FILE [--size WxH] [--format json|table]`
struct Solve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve a layout file and print every view's frame in its superview's coordinates.",
        discussion: "Exit status 1 when constraints had to be broken (frames are still printed) or the layout is ambiguous.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, table
    }

    @Argument(help: "The layout file (JSON or YAML).")
    var file: String

    @Option(help: ArgumentHelp("Override the root's size.", valueName: "WxH"))
    var size: SizeArgument?

    @Option(help: "Output format: json or table.")
    var format: Format = .table

    @MainActor
    func run() async throws {
        let layout = try loadLayout(file)
        let solution = layout.solve(size: size?.cgSize)
        print(format == .json ? SolutionText.json(solution) : SolutionText.table(solution))
        if solution.hasProblems { throw Status.layoutProblem }
    }
}

/// The printed forms of a solution.
enum SolutionText {
    static func json(_ solution: LayoutSolution) -> String {
        func number(_ value: CGFloat) -> String { AutoLayoutText.number(Double(value)) }
        func quoted(_ text: String) -> String {
            let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
            return String(data: data, encoding: .utf8) ?? "\"\""
        }
        let frames = solution.frames.map { entry in
            "    \(quoted(entry.name)): {\"x\": \(number(entry.frame.minX)), \"y\": \(number(entry.frame.minY)), "
                + "\"width\": \(number(entry.frame.width)), \"height\": \(number(entry.frame.height))}"
        }
        let broken = solution.brokenConstraints.map { "    " + quoted($0) }
        let ambiguous = solution.ambiguous.map {
            "    {\"view\": \(quoted($0.view)), \"axis\": \"\($0.axis == .horizontal ? "horizontal" : "vertical")\"}"
        }
        func block(_ lines: [String], open: String, close: String) -> String {
            lines.isEmpty ? open + close : open + "\n" + lines.joined(separator: ",\n") + "\n  " + close
        }
        let contentSizes = solution.contentSizes.map { entry in
            "    \(quoted(entry.name)): {\"width\": \(number(entry.size.width)), \"height\": \(number(entry.size.height))}"
        }
        // Scroll views' content sizes are listed only when the file has scroll views, so other output is unchanged.
        let scrolling = contentSizes.isEmpty ? "" : ",\n  \"contentSizes\": " + block(contentSizes, open: "{", close: "}")
        return "{\n  \"frames\": " + block(frames, open: "{", close: "}") + ",\n  \"brokenConstraints\": "
            + block(broken, open: "[", close: "]") + ",\n  \"ambiguous\": " + block(ambiguous, open: "[", close: "]")
            + scrolling + "\n}"
    }

    static func table(_ solution: LayoutSolution) -> String {
        let rows = [["view", "x", "y", "width", "height"]] + solution.frames.map { entry in
            [entry.name] + [entry.frame.minX, entry.frame.minY, entry.frame.width, entry.frame.height].map { AutoLayoutText.number(Double($0)) }
        }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
        for entry in solution.contentSizes {
            lines.append("Content size: \(entry.name) " + AutoLayoutText.size(entry.size))
        }
        if !solution.brokenConstraints.isEmpty {
            lines.append("")
            lines.append("Unsatisfiable: broke " + solution.brokenConstraints.map { "`\($0)`" }.joined(separator: ", "))
        }
        for ambiguity in solution.ambiguous {
            lines.append("Ambiguous: \(ambiguity.view) (\(ambiguity.axis == .horizontal ? "horizontal" : "vertical"))")
        }
        return lines.joined(separator: "\n")
    }
}
