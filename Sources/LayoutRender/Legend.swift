import Foundation
import LayoutFile

/// The key under a picture: one swatch for each kind of mark the pictures contain.
struct Legend {
    /// The height the legend takes under the layouts.
    static let height = 28.0

    /// A swatch's SVG and its caption.
    private(set) var entries: [(swatch: String, caption: String)] = []

    init(_ layouts: [RenderedLayout]) {
        let boxes = layouts.flatMap(\.boxes), links = layouts.flatMap(\.links)
        if links.contains(where: { $0.isRequired && !$0.isBroken }) {
            entries.append(("<line x1=\"0\" y1=\"6\" x2=\"18\" y2=\"6\" stroke=\"#1f77b4\"/>", "required constraint"))
        }
        if links.contains(where: { !$0.isRequired && !$0.isBroken }) {
            entries.append(("<line x1=\"0\" y1=\"6\" x2=\"18\" y2=\"6\" stroke=\"#1f77b4\" stroke-dasharray=\"4 3\"/>", "optional constraint"))
        }
        if links.contains(where: \.isBroken) {
            entries.append(("<line x1=\"0\" y1=\"6\" x2=\"18\" y2=\"6\" stroke=\"#d62728\" stroke-width=\"2\"/>", "broken constraint"))
        }
        if boxes.contains(where: { !$0.ambiguousAxes.isEmpty }) {
            entries.append(("<rect width=\"18\" height=\"12\" fill=\"none\" stroke=\"#ff7f0e\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>", "ambiguous view"))
        }
        if boxes.contains(where: { $0.kind == .stack }) {
            entries.append(("<rect width=\"18\" height=\"12\" fill=\"none\" stroke=\"#555\" stroke-dasharray=\"6 3\"/>", "stack view"))
        }
        if boxes.contains(where: { $0.kind == .guide }) {
            entries.append(("<rect width=\"18\" height=\"12\" fill=\"#999\" fill-opacity=\"0.15\" stroke=\"#999\" stroke-dasharray=\"2 2\"/>", "layout guide"))
        }
        if boxes.contains(where: { $0.kind == .image }) {
            entries.append(("<path d=\"M0 0L18 12M18 0L0 12\" stroke=\"#777\" fill=\"none\"/><rect width=\"18\" height=\"12\" fill=\"none\" stroke=\"#777\"/>", "image"))
        }
    }

    /// The width the legend's one row takes.
    var width: Double { entries.reduce(0) { $0 + Self.advance(of: $1.caption) } }

    private static func advance(of caption: String) -> Double { 34 + Double(caption.count) * 6 }

    /// The legend as an SVG group at a position; empty when there is nothing to explain.
    func svg(x: Double, y: Double) -> String {
        guard !entries.isEmpty else { return "" }
        var offset = 0.0
        let items = entries.map { swatch, caption -> String in
            defer { offset += Self.advance(of: caption) }
            return "<g transform=\"translate(\(offset) 0)\">\(swatch)<text x=\"24\" y=\"11\" font-family=\"sans-serif\" "
                + "font-size=\"11\" fill=\"#333\">\(caption)</text></g>"
        }
        return "<g class=\"legend\" transform=\"translate(\(x) \(y))\">\(items.joined())</g>\n"
    }
}
