import Foundation

/// Draws layouts as SVG: named, coloured rectangles, optionally with the constraints on top.
public struct SVGRenderer {
    /// How many SVG units a point takes.
    public var scale: Double
    private static let palette = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"]

    public init(scale: Double = 1) {
        self.scale = scale
    }

    /// Several layouts side by side, each under its title.
    public func render(_ layouts: [RenderedLayout]) -> String {
        let margin = 16.0, titleHeight = 24.0
        var x = margin
        var groups: [String] = []
        var height = 0.0
        for layout in layouts {
            groups.append("<g transform=\"translate(\(number(x)) \(number(margin + titleHeight)))\">\n" + body(layout)
                + "<text x=\"0\" y=\"-8\" font-family=\"sans-serif\" font-size=\"14\" fill=\"#333\">\(escape(layout.title))</text>\n</g>")
            x += Double(layout.size.width) * scale + margin
            height = max(height, Double(layout.size.height) * scale)
        }
        let totalHeight = height + 2 * margin + titleHeight
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(number(x))" height="\(number(totalHeight))" viewBox="0 0 \(number(x)) \(number(totalHeight))">
        <rect width="100%" height="100%" fill="#ffffff"/>
        \(groups.joined(separator: "\n"))
        </svg>

        """
    }

    /// The SVG element drawn for a box: its rectangle, or its name.
    enum Element { case rect, name }

    /// The boxes and links of a layout; `animation` gives the `<animate>` children of a box's elements.
    func body(_ layout: RenderedLayout, animation: (_ box: Int, _ element: Element) -> String = { _, _ in "" }) -> String {
        var parts: [String] = []
        for (index, box) in layout.boxes.enumerated() {
            let color = box.depth == 0 ? "#f4f4f4" : SVGRenderer.palette[(index - 1) % SVGRenderer.palette.count]
            let r = box.rect
            // A stack draws nothing of its own, so it is an outline; a gap guide is a hatched strip.
            let style = switch box.kind {
            case .view: "fill=\"\(color)\" fill-opacity=\"\(box.depth == 0 ? "1" : "0.35")\" stroke=\"\(box.depth == 0 ? "#999" : color)\" stroke-width=\"1.5\""
            case .stack: "class=\"stack\" fill=\"none\" stroke=\"#555\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\""
            case .guide: "class=\"guide\" fill=\"#999\" fill-opacity=\"0.15\" stroke=\"#999\" stroke-width=\"1\" stroke-dasharray=\"2 2\""
            }
            parts.append(element("rect", "id=\"\(escape(box.name))\" x=\"\(number(Double(r.minX) * scale))\" y=\"\(number(Double(r.minY) * scale))\" "
                + "width=\"\(number(Double(r.width) * scale))\" height=\"\(number(Double(r.height) * scale))\" \(style)",
                children: animation(index, .rect)))
            guard box.kind != .guide else { continue }
            parts.append(element("text", "x=\"\(number(Double(r.minX) * scale + 4))\" y=\"\(number(Double(r.minY) * scale + 14))\" "
                + "font-family=\"sans-serif\" font-size=\"12\" fill=\"#222\"", children: animation(index, .name) + escape(box.name)))
        }
        for link in layout.links {
            let dash = link.isRequired ? "" : " stroke-dasharray=\"4 3\""
            parts.append("<line x1=\"\(number(Double(link.from.x) * scale))\" y1=\"\(number(Double(link.from.y) * scale))\" "
                + "x2=\"\(number(Double(link.to.x) * scale))\" y2=\"\(number(Double(link.to.y) * scale))\" stroke=\"#d62728\" "
                + "stroke-width=\"1\"\(dash)/>")
            if !link.label.isEmpty {
                let middle = CGPoint(x: (link.from.x + link.to.x) / 2, y: (link.from.y + link.to.y) / 2)
                parts.append("<text x=\"\(number(Double(middle.x) * scale + 2))\" y=\"\(number(Double(middle.y) * scale - 2))\" "
                    + "font-family=\"sans-serif\" font-size=\"10\" fill=\"#d62728\">\(escape(link.label))</text>")
            }
        }
        return parts.joined(separator: "\n") + "\n"
    }

    private func element(_ name: String, _ attributes: String, children: String) -> String {
        children.isEmpty ? "<\(name) \(attributes)/>" : "<\(name) \(attributes)>\(children)</\(name)>"
    }

    func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// Converts SVG to PNG with `rsvg-convert` (Debian's `librsvg2-bin`).
public enum PNGConverter {
    /// Why a conversion failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Writes `svg` as a PNG file at `path`.
    public static func write(svg: String, to path: String) throws(Failure) {
        guard let converter = findExecutable("rsvg-convert") else {
            throw Failure(description: "rsvg-convert is not installed: PNG output needs it (apt-get install librsvg2-bin); use --to svg instead")
        }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: input) }
        do {
            try Data(svg.utf8).write(to: input)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: converter)
            process.arguments = ["--format", "png", "--output", path, input.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                let message = String(data: errors.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8) ?? ""
                throw Failure(description: "rsvg-convert failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "cannot write \(path): \(error.localizedDescription)")
        }
    }

    private static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
