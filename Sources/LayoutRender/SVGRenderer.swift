import Foundation
import LayoutFile

/// Draws layouts as SVG: named, coloured rectangles with labels' text and image placeholders, optionally the
/// constraints as dimension lines, and marks for ambiguous views and broken constraints.
public struct SVGRenderer {
    /// How many SVG units a point takes.
    public var scale: Double
    private static let palette = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"]

    public init(scale: Double = 1) {
        self.scale = scale
    }

    /// Several layouts side by side, each under its title, with a legend under them for what is drawn.
    public func render(_ layouts: [RenderedLayout]) -> String {
        let margin = 16.0, titleHeight = 24.0
        var x = margin
        var groups: [String] = []
        var height = 0.0
        var ids = ElementIDs()
        for layout in layouts {
            groups.append("<g transform=\"translate(\(number(x)) \(number(margin + titleHeight)))\">\n" + body(layout, ids: &ids)
                + "<text x=\"0\" y=\"-8\" font-family=\"sans-serif\" font-size=\"14\" fill=\"#333\">\(escape(layout.title))</text>\n</g>")
            x += Double(layout.size.width) * scale + margin
            height = max(height, Double(layout.size.height) * scale)
        }
        let legend = Legend(layouts)
        x = max(x, legend.width + 2 * margin)
        let legendTop = height + margin + titleHeight + 12
        let totalHeight = height + 2 * margin + titleHeight + (legend.entries.isEmpty ? 0 : Legend.height)
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(number(x))" height="\(number(totalHeight))" viewBox="0 0 \(number(x)) \(number(totalHeight))">
        <rect width="100%" height="100%" fill="#ffffff"/>
        \(groups.joined(separator: "\n"))
        \(legend.svg(x: margin, y: legendTop))</svg>

        """
    }

    /// The SVG element drawn for a box: its rectangle, or its name.
    enum Element { case rect, name }

    /// Element ids unique within one document: a box's id is its name, with `-2`, `-3`… when the name is taken
    /// (the same view in side-by-side sizes, a stack's several gap guides).
    struct ElementIDs {
        private var used: Set<String> = []

        mutating func unique(_ name: String) -> String {
            var id = name, count = 1
            while !used.insert(id).inserted {
                count += 1
                id = "\(name)-\(count)"
            }
            return id
        }
    }

    /// The boxes and links of a layout; `animation` gives the `<animate>` children of a box's elements.
    func body(_ layout: RenderedLayout, ids: inout ElementIDs,
              animation: (_ box: Int, _ element: Element) -> String = { _, _ in "" }) -> String {
        var parts: [String] = []
        for (index, box) in layout.boxes.enumerated() {
            let color = box.depth == 0 ? "#f4f4f4" : SVGRenderer.palette[(index - 1) % SVGRenderer.palette.count]
            let r = box.rect
            let id = ids.unique(box.name)
            parts.append(element("rect", "id=\"\(escape(id))\" \(geometry(r)) \(style(of: box, color: color))",
                                 children: animation(index, .rect) + "<title>\(escape(box.name))</title>"))
            switch box.kind {
            case .guide: continue
            case .image: parts.append(imagePlaceholder(r, color: color))
            case .label where !box.textLines.isEmpty: parts.append(text(of: box, clipID: ids.unique("clip-" + id)))
            default: break
            }
            if !box.ambiguousAxes.isEmpty { parts.append(ambiguityMark(box)) }
            // A label shows its text and a stack its arranged views, so neither gets a caption over them.
            guard box.kind != .stack, box.kind != .label || box.textLines.isEmpty else { continue }
            parts.append(element("text", "x=\"\(number(Double(r.minX) * scale + 4))\" y=\"\(number(Double(r.minY) * scale + 14))\" "
                + "font-family=\"sans-serif\" font-size=\"12\" fill=\"#222\"", children: animation(index, .name) + escape(box.name)))
        }
        for link in layout.links { parts.append(dimensionLine(link)) }
        return parts.joined(separator: "\n") + "\n"
    }

    private func geometry(_ r: CGRect) -> String {
        "x=\"\(number(Double(r.minX) * scale))\" y=\"\(number(Double(r.minY) * scale))\" "
            + "width=\"\(number(Double(r.width) * scale))\" height=\"\(number(Double(r.height) * scale))\""
    }

    /// A stack draws nothing of its own, so it is an outline; a gap guide is a hatched strip; a label is pale so
    /// that its text reads.
    private func style(of box: RenderedLayout.Box, color: String) -> String {
        switch box.kind {
        case .view, .image:
            "fill=\"\(color)\" fill-opacity=\"\(box.depth == 0 ? "1" : "0.35")\" stroke=\"\(box.depth == 0 ? "#999" : color)\" stroke-width=\"1.5\""
        case .label: "class=\"label\" fill=\"\(color)\" fill-opacity=\"0.15\" stroke=\"\(color)\" stroke-width=\"1\""
        case .stack: "class=\"stack\" fill=\"none\" stroke=\"#555\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\""
        case .guide: "class=\"guide\" fill=\"#999\" fill-opacity=\"0.15\" stroke=\"#999\" stroke-width=\"1\" stroke-dasharray=\"2 2\""
        }
    }

    /// A label's lines as the layout wrapped them, clipped to the label as UIKit clips its text.
    private func text(of box: RenderedLayout.Box, clipID: String) -> String {
        let size = box.fontSize * scale, lineHeight = (box.fontSize * 1.2).rounded(.up) * scale
        let left = Double(box.rect.minX) * scale, top = Double(box.rect.minY) * scale
        let lines = box.textLines.enumerated().map { index, line in
            "<tspan x=\"\(number(left))\" y=\"\(number(top + lineHeight * Double(index) + lineHeight * 0.8))\">\(escape(line))</tspan>"
        }
        return "<clipPath id=\"\(clipID)\"><rect \(geometry(box.rect))/></clipPath>"
            + "<text class=\"label-text\" clip-path=\"url(#\(clipID))\" font-family=\"sans-serif\" font-size=\"\(number(size))\" "
            + "fill=\"#111\">\(lines.joined())</text>"
    }

    private func imagePlaceholder(_ r: CGRect, color: String) -> String {
        let (x0, y0, x1, y1) = (Double(r.minX) * scale, Double(r.minY) * scale, Double(r.maxX) * scale, Double(r.maxY) * scale)
        return "<path class=\"image\" d=\"M\(number(x0)) \(number(y0))L\(number(x1)) \(number(y1))M\(number(x1)) \(number(y0))L\(number(x0)) \(number(y1))\" "
            + "stroke=\"\(color)\" stroke-width=\"1\" fill=\"none\"/>"
    }

    /// A dashed orange outline, captioned with the axes nothing decides.
    private func ambiguityMark(_ box: RenderedLayout.Box) -> String {
        let axes = box.ambiguousAxes.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(separator: ", ")
        return "<rect class=\"ambiguous\" \(geometry(box.rect)) fill=\"none\" stroke=\"#ff7f0e\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>"
            + "<text class=\"ambiguous\" x=\"\(number(Double(box.rect.minX) * scale + 4))\" y=\"\(number(Double(box.rect.maxY) * scale - 4))\" "
            + "font-family=\"sans-serif\" font-size=\"10\" fill=\"#c25400\">ambiguous: \(axes)</text>"
    }

    /// A constraint as a dimension line with end ticks, its constant and priority in the middle; a broken one
    /// in red with its equation.
    private func dimensionLine(_ link: RenderedLayout.Link) -> String {
        let color = link.isBroken ? "#d62728" : "#1f77b4"
        let (x1, y1, x2, y2) = (Double(link.from.x) * scale, Double(link.from.y) * scale, Double(link.to.x) * scale, Double(link.to.y) * scale)
        let dash = link.isRequired ? "" : " stroke-dasharray=\"4 3\""
        let horizontal = abs(y2 - y1) <= abs(x2 - x1)
        let tick = { (x: Double, y: Double) in
            horizontal ? "M\(self.number(x)) \(self.number(y - 3))L\(self.number(x)) \(self.number(y + 3))"
                : "M\(self.number(x - 3)) \(self.number(y))L\(self.number(x + 3)) \(self.number(y))"
        }
        var parts = ["<line class=\"\(link.isBroken ? "broken" : "constraint")\" data-items=\"\(escape(link.items.joined(separator: " ")))\" x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" "
            + "y2=\"\(number(y2))\" stroke=\"\(color)\" stroke-width=\"\(link.isBroken ? 2 : 1)\"\(dash)/>",
            "<path d=\"\(tick(x1, y1))\(tick(x2, y2))\" stroke=\"\(color)\" stroke-width=\"1\"/>"]
        let caption = link.isBroken ? "broken: \(link.equation)" : link.label
        if !caption.isEmpty {
            // A broken constraint's caption goes under its line, clear of the size labels above lines.
            let below = link.isBroken ? 12.0 : -2
            parts.append("<text x=\"\(number((x1 + x2) / 2 + 2))\" y=\"\(number((y1 + y2) / 2 + below))\" "
                + "font-family=\"sans-serif\" font-size=\"10\" fill=\"\(color)\">\(escape(caption))</text>")
        }
        return parts.joined(separator: "\n")
    }

    private func element(_ name: String, _ attributes: String, children: String) -> String {
        children.isEmpty ? "<\(name) \(attributes)/>" : "<\(name) \(attributes)>\(children)</\(name)>"
    }

    /// A coordinate or length, to a hundredth of a unit.
    func number(_ value: Double) -> String { AutoLayoutText.number(value, places: 2) }

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
