import Foundation
import LayoutFile

/// Draws layouts with box-drawing characters, each view a named box, scaled to fit a terminal width: stacks
/// dashed, ambiguous views doubled with a `?` after the name, images crossed, labels with their text; under the
/// drawing, a legend of the marks used and a line for each broken constraint and each undecided axis.
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
        return (lines + footer(layouts)).joined(separator: "\n")
    }

    /// The legend of the marks the drawings use, then the problems they mark, each once.
    private func footer(_ layouts: [RenderedLayout]) -> [String] {
        let boxes = layouts.flatMap(\.boxes)
        let marks: [(shown: Bool, key: String)] = [
            (boxes.contains { $0.kind == .stack }, "╭╌╮ stack view"),
            (boxes.contains { $0.kind == .image }, "╳ image"),
            (boxes.contains { !$0.ambiguousAxes.isEmpty }, "╔═╗? ambiguous view"),
        ]
        let legend = marks.filter(\.shown).map(\.key)
        var notes: [String] = []
        for layout in layouts {
            let at = layout.title.isEmpty ? "" : " at \(layout.title)"
            for link in layout.links where link.isBroken {
                notes.append("broken\(at): `\(link.equation)`")
            }
            for box in layout.boxes {
                for axis in box.ambiguousAxes { notes.append("ambiguous\(at): \(box.name) on the \(axis) axis") }
            }
        }
        var seen = Set<String>()
        notes = notes.filter { seen.insert($0).inserted }
        return (legend.isEmpty ? [] : [legend.joined(separator: "   ")]) + notes
    }

    /// One layout as lines of equal length: a title line, then the boxes.
    private func draw(_ layout: RenderedLayout, scale: Double) -> [String] {
        let width = max(2, Int((Double(layout.size.width) * scale).rounded()) + 1)
        let height = max(2, Int((Double(layout.size.height) * scale / 2).rounded()) + 1)
        var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
        for box in layout.boxes.sorted(by: { $0.depth < $1.depth }) {
            let left = Int((Double(box.rect.minX) * scale).rounded()), right = Int((Double(box.rect.maxX) * scale).rounded())
            let top = Int((Double(box.rect.minY) * scale / 2).rounded()), bottom = Int((Double(box.rect.maxY) * scale / 2).rounded())
            let ambiguous = !box.ambiguousAxes.isEmpty
            if box.kind == .image { cross(&grid, left: left, top: top, right: right, bottom: bottom) }
            drawBox(&grid, left: left, top: top, right: max(left, right), bottom: max(top, bottom),
                    name: box.name, mark: ambiguous ? "?" : "", style: ambiguous ? .double : box.kind == .stack ? .dashed : .solid)
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

    /// An image's placeholder: its box crossed corner to corner, as the SVG pictures draw it.
    private func cross(_ grid: inout [[Character]], left: Int, top: Int, right: Int, bottom: Int) {
        let rows = bottom - top, columns = right - left
        guard rows > 1, columns > 1 else { return }
        for row in (top + 1)..<bottom where grid.indices.contains(row) {
            let offset = Int((Double(row - top) * Double(columns) / Double(rows)).rounded())
            for (column, mark) in [(left + offset, Character("╲")), (right - offset, Character("╱"))]
            where column > left && column < right && grid[row].indices.contains(column) {
                grid[row][column] = grid[row][column] == " " ? mark : "╳"
            }
        }
    }

    /// How a box's outline is drawn: solid for views, dashed for stacks (which draw nothing themselves), double
    /// for views whose position or size is ambiguous.
    struct Style {
        var horizontal: Character, vertical: Character, corners: (Character, Character, Character, Character)

        static let solid = Style(horizontal: "─", vertical: "│", corners: ("┌", "┐", "└", "┘"))
        static let dashed = Style(horizontal: "╌", vertical: "╎", corners: ("╭", "╮", "╰", "╯"))
        static let double = Style(horizontal: "═", vertical: "║", corners: ("╔", "╗", "╚", "╝"))
    }

    /// A box's outline with its name along the top, cut to fit; a mark after the name is kept whole.
    private func drawBox(_ grid: inout [[Character]], left: Int, top: Int, right: Int, bottom: Int, name: String,
                         mark: String, style: Style) {
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
        let caption = name.prefix(max(0, room - mark.count)) + mark.prefix(room)
        for (offset, character) in caption.enumerated() { put(character, top, left + 1 + offset) }
    }
}
