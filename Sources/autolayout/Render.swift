import ArgumentParser
import Foundation
import LayoutFile
import LayoutRender

/// `autolayout render FILE [--size WxH …] [--to terminal|svg|png] [-o OUT]`
struct Render: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a solved layout in the terminal, as SVG or as PNG.",
        discussion: "Several --size options draw the layout side by side at each size, to show how it adapts.")

    enum Target: String, ExpressibleByArgument, CaseIterable {
        case terminal, svg, png
    }

    @Argument(help: "The layout file (JSON or YAML).")
    var file: String

    @Option(help: ArgumentHelp("A root size to draw at; repeat to draw side by side.", valueName: "WxH"))
    var size: [SizeArgument] = []

    @Option(help: "Where to draw: terminal, svg or png.")
    var to: Target = .terminal

    @Option(name: .shortAndLong, help: "The output file (standard output when left out; required for png).")
    var output: String?

    @Flag(help: "Draw the constraints on top of the views (SVG and PNG).")
    var constraints = false

    @Option(help: "The terminal width to fit (default: $COLUMNS, else 80).")
    var columns = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "").map { min(max($0, 20), 1000) } ?? 80

    @Flag(help: "Leave labels' text out of the terminal drawing.")
    var noText = false

    @OptionGroup(title: "Animation")
    var animation: AnimationOptions

    func validate() throws {
        if to == .png && output == nil { throw ValidationError("--to png needs -o OUT") }
        if columns < 20 || columns > 1000 { throw ValidationError("--columns must be between 20 and 1000") }
        try animation.validate(target: to, output: output)
    }

    @MainActor
    func run() async throws {
        if animation.isRequested { return try runAnimation() }
        let layout = try loadLayout(file)
        var drawings: [RenderedLayout] = []
        var problems = false
        let sizes: [CGSize?] = !size.isEmpty ? size.map(\.cgSize) : layout.document.demoSizes.isEmpty ? [nil] : layout.document.demoSizes
        for size in sizes {
            let solution = layout.solve(size: size)
            problems = problems || solution.hasProblems
            let scrolling = solution.contentSizes.map { entry in
                ", \(entry.name) scrolls " + AutoLayoutText.size(entry.size)
            }
            let title = AutoLayoutText.size(solution.size) + scrolling.joined()
            var drawing = solution.drawing.showingConstraints(constraints)
            drawing.title = title
            drawings.append(drawing)
        }
        switch to {
        case .terminal: try emit(TerminalRenderer(columns: columns, showsText: !noText).render(drawings))
        case .svg: try emit(SVGRenderer().render(drawings))
        case .png:
            do {
                try PNGConverter.write(svg: SVGRenderer().render(drawings), to: output ?? "layout.png")
            } catch {
                printError("error: \(error.description)")
                throw Status.badInput
            }
        }
        if problems { throw Status.layoutProblem }
    }

    func emit(_ text: String) throws {
        guard let output else { return print(text) }
        do {
            try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            printError("error: cannot write \(output): \(error.localizedDescription)")
            throw Status.badInput
        }
    }
}
