import ArgumentParser
import AutoLayout
import Foundation
import LayoutFile

/// `autolayout explain (FILE | --visual-format FMT [--options …] [--metrics k=v …] [--views a,b,…])`
struct Explain: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the constraints of a layout file or of one visual format, one per line, in Apple's order.",
        discussion: "Each line reads `a.attr REL [m*]b.attr [+ c|- c] [@p]`. With --visual-format the superview is printed as `superview`.")

    @Argument(help: "The layout file (JSON or YAML).")
    var file: String?

    @Option(name: .customLong("visual-format"), help: "A visual format string to explain instead of a file.")
    var visualFormat: String?

    @Option(help: "Comma-separated option names, e.g. alignAllTop,directionLeftToRight.")
    var options: String?

    @Option(help: ArgumentHelp("A metric, as name=value; repeat for more.", valueName: "name=value"))
    var metrics: [String] = []

    @Option(help: "Comma-separated view names (default: the names the format uses).")
    var views: String?

    @Flag(help: "Also list the constraints stack views generate, each with Apple's identifier (a file only).")
    var generated = false

    func validate() throws {
        guard (file == nil) != (visualFormat == nil) else {
            throw ValidationError("give either a layout file or --visual-format")
        }
    }

    @MainActor
    func run() async throws {
        if let visualFormat { return try explain(visualFormat) }
        guard let file else { return }
        let layout = try loadLayout(file)
        for entry in layout.constraints {
            for constraint in entry.constraints { print(layout.equationText(of: constraint)) }
        }
        if generated { printGenerated(layout) }
    }

    /// The stacks' own constraints, after a layout pass has made them: a comment line per stack, then one
    /// constraint per line followed by `# identifier`.
    @MainActor
    private func printGenerated(_ layout: BuiltLayout) {
        _ = layout.solve()
        for name in layout.names {
            guard let stack = layout.views[name] as? UIStackView else { continue }
            print("# stack '\(name)'")
            for constraint in stack.constraints {
                print(layout.equationText(of: constraint) + "  # " + (constraint.identifier ?? ""))
            }
        }
    }

    @MainActor
    private func explain(_ format: String) throws {
        let formatOptions: LayoutFormatOptions
        do {
            formatOptions = try LayoutFormatOptions(names: (options ?? "").split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        } catch {
            printError("error: " + error.message)
            throw Status.badInput
        }
        var metricValues: [String: Double] = [:]
        for metric in metrics {
            let parts = metric.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1].trimmingCharacters(in: .whitespaces)), value.isFinite else {
                printError("error: --metrics expects name=value with a finite number, not '\(metric)'")
                throw Status.badInput
            }
            metricValues[String(parts[0])] = value
        }
        let names = views.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        do {
            for line in try VisualFormatExplanation.equations(of: format, options: formatOptions, metrics: metricValues, views: names) {
                print(line)
            }
        } catch {
            printError("error: \(error.message)")
            printError(error.format)
            if let position = error.position { printError(VisualFormatError.caret(at: position)) }
            throw Status.badInput
        }
    }
}
