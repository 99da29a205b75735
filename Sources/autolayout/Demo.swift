import ArgumentParser
import Foundation
import LayoutFile
import LayoutRender

/// `autolayout demo`: the seeds' figures, solved and drawn from the files in `Examples/`.
struct Demo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve and draw the built-in examples: the book chapters' figures (4-1 to 4-12, the window that hugs its content), a self-sizing label, a scroll view and stack views.")

    @Option(help: "The folder of example layout files (default: the project's Examples folder).")
    var examples: String?

    @Option(help: "The terminal width to fit.")
    var columns = 80

    @MainActor
    func run() async throws {
        guard let folder = examples ?? Demo.defaultFolder() else {
            printError("error: cannot find the Examples folder; pass --examples DIR")
            throw Status.badInput
        }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        guard !files.isEmpty else {
            printError("error: no layout files in \(folder)")
            throw Status.badInput
        }
        for name in files {
            let path = (folder as NSString).appendingPathComponent(name)
            let layout = try loadLayout(path)
            let title = layout.document.title ?? name
            print("── \(title) " + String(repeating: "─", count: max(0, columns - title.count - 4)))
            if let caption = layout.document.caption { print(caption) }
            let sizes = layout.document.demoSizes.isEmpty ? [nil] : layout.document.demoSizes.map { Optional($0) }
            var drawings: [RenderedLayout] = []
            for size in sizes {
                let solution = layout.solve(size: size)
                var drawing = solution.drawing.showingConstraints(false)
                drawing.title = AutoLayoutText.size(solution.size)
                drawings.append(drawing)
            }
            print(TerminalRenderer(columns: columns, maximumRows: 16).render(drawings))
            print("")
        }
    }

    /// `Examples/` next to the sources this tool was built from, or in the current directory.
    static func defaultFolder() -> String? {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [source.appendingPathComponent("Examples").path, FileManager.default.currentDirectoryPath + "/Examples"]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}
