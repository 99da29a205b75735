import Foundation
import LayoutFile

/// Draws layouts with box-drawing characters, each view a named box, scaled to fit a terminal width.
public struct TerminalRenderer {
    /// The widest the drawing may be, in columns (80 by default).
    public var columns: Int
    /// The tallest one layout may be, in rows.
    public var maximumRows: Int

    /// Whether labels show their text inside their boxes.
    public var showsText: Bool

    public init(columns: Int = 80, maximumRows: Int = 40, showsText: Bool = true) {
        self.columns = columns
        self.maximumRows = maximumRows
        self.showsText = showsText
    }

    /// Draws several layouts side by side, with a gap between them, within ``columns``.
    public func render(_ layouts: [RenderedLayout]) -> String {
        guard !layouts.isEmpty else { return "" }
        let gap = 2
        let totalWidth = layouts.reduce(0) { $0 + max(1, $1.size.width) }
        let available = Double(max(10, columns - gap * (layouts.count - 1) - layouts.count))
        // One scale for all, so sizes compare; cells are about twice as tall as wide.
        var scale = available / Double(totalWidth)
        let tallest = layouts.map { Double($0.size.height) }.max() ?? 1
        scale = min(scale, Double(maximumRows - 2) * 2 / max(1, tallest))
        let drawings = layouts.map { draw($0, scale: scale) }
        let height = drawings.map(\.count).max() ?? 0
        var lines: [String] = []
        for row in 0..<height {
            let parts = drawings.map { drawing -> String in
                let width = drawing.first?.count ?? 0
                return row < drawing.count ? drawing[row] : String(repeating: " ", count: width)
            }
            var line = parts.joined(separator: String(repeating: " ", count: gap))
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// One layout as lines of equal length: a title line, then the boxes.
    private func draw(_ layout: RenderedLayout, scale: Double) -> [String] {
        let width = max(2, Int((Double(layout.size.width) * scale).rounded()) + 1)
        let height = max(2, Int((Double(layout.size.height) * scale / 2).rounded()) + 1)
        var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
        for box in layout.boxes.sorted(by: { $0.depth < $1.depth }) {
            let left = Int((Double(box.rect.minX) * scale).rounded()), right = Int((Double(box.rect.maxX) * scale).rounded())
            let top = Int((Double(box.rect.minY) * scale / 2).rounded()), bottom = Int((Double(box.rect.maxY) * scale / 2).rounded())
            drawBox(&grid, left: left, top: top, right: max(left, right), bottom: max(top, bottom), name: box.name,
                    style: box.kind == .stack ? .dashed : .solid)
            if showsText { write(box.textLines, into: &grid, left: left, top: top, right: right, bottom: bottom) }
        }
        let title = String(layout.title.prefix(width)).padding(toLength: width, withPad: " ", startingAt: 0)
        return [title] + grid.map { String($0) }
    }

    /// A label's lines inside its box, cut to the room there is.
    private func write(_ lines: [String], into grid: inout [[Character]], left: Int, top: Int, right: Int, bottom: Int) {
        let room = right - left - 1
        guard room > 0 else { return }
        for (index, line) in lines.enumerated() where top + 1 + index < bottom && grid.indices.contains(top + 1 + index) {
            for (offset, character) in line.prefix(room).enumerated() where grid[top + 1 + index].indices.contains(left + 1 + offset) {
                grid[top + 1 + index][left + 1 + offset] = character
            }
        }
    }

    /// How a box's outline is drawn: solid for views, dashed for stacks (which draw nothing themselves).
    struct Style {
        var horizontal: Character, vertical: Character, corners: (Character, Character, Character, Character)

        static let solid = Style(horizontal: "─", vertical: "│", corners: ("┌", "┐", "└", "┘"))
        static let dashed = Style(horizontal: "╌", vertical: "╎", corners: ("╭", "╮", "╰", "╯"))
    }

    private func drawBox(_ grid: inout [[Character]], left: Int, top: Int, right: Int, bottom: Int, name: String,
                         style: Style) {
        func put(_ character: Character, _ row: Int, _ column: Int) {
            guard grid.indices.contains(row), grid[row].indices.contains(column) else { return }
            grid[row][column] = character
        }
        if left == right || top == bottom {
            // Too small to draw as a box at this scale: a line with the name.
            for column in left...right { put(top == bottom ? style.horizontal : style.vertical, top, column) }
            if top != bottom { for row in top...bottom { put(style.vertical, row, left) } }
        } else {
            for column in left...right {
                put(style.horizontal, top, column)
                put(style.horizontal, bottom, column)
            }
            for row in top...bottom {
                put(style.vertical, row, left)
                put(style.vertical, row, right)
            }
            put(style.corners.0, top, left)
            put(style.corners.1, top, right)
            put(style.corners.2, bottom, left)
            put(style.corners.3, bottom, right)
        }
        let room = max(0, right - left - 1)
        for (offset, character) in name.prefix(room).enumerated() { put(character, top, left + 1 + offset) }
    }
}
