import AutoLayout
import Foundation
import LayoutRender
import Testing
@testable import LayoutFile

/// What pictures show, read back from the SVG: labels' text as the layout wrapped it, constraints as
/// axis-aligned dimension lines, ambiguous views and broken constraints marked, and a legend.
@Suite("Pictures")
struct PictureTests {
    private func picture(_ text: String) throws -> (solution: LayoutSolution, svg: String) {
        let solution = try BuiltLayout.build(LayoutDocumentReader.read(text, fileName: "picture.yaml")).solve()
        return (solution, SVGRenderer().render([solution.drawing]))
    }

    /// Every `name="number"` attribute of the SVG elements with this tag and class.
    private func elements(_ svg: String, tag: String, class name: String) -> [[String: Double]] {
        svg.components(separatedBy: "<\(tag) ").dropFirst().filter { $0.hasPrefix("class=\"\(name)\"") }.map { element in
            let attributes = element.prefix { $0 != ">" }
            var values: [String: Double] = [:]
            for key in ["x", "y", "x1", "y1", "x2", "y2", "width", "height"] {
                guard let range = attributes.range(of: " \(key)=\"") else { continue }
                values[key] = Double(attributes[range.upperBound...].prefix { $0 != "\"" })
            }
            return values
        }
    }

    @Test func labelsDrawTheirTextInTheLinesTheLayoutWrapped() throws {
        let (solution, svg) = try picture("""
            root: {width: 200, height: 200}
            views: {note: {label: {text: "Likes boxes, naps and long headlines", numberOfLines: 0}}}
            constraints: ["H:|-[note(150)]", "V:|-[note]"]
            """)
        let note = try #require(solution.drawing.boxes.first { $0.name == "note" })
        #expect(note.kind == .label)
        #expect(note.textLines == ["Likes boxes,", "naps and long", "headlines"])
        #expect(note.rect.height == CGFloat(note.textLines.count) * 21)
        for line in note.textLines { #expect(svg.contains(">\(line)</tspan>")) }
        #expect(svg.contains("clip-path=\"url(#clip1)\""), "the text is clipped to the label")
    }

    @Test func constraintsAreAxisAlignedDimensionLines() throws {
        let (_, svg) = try picture("""
            root: {width: 300, height: 200}
            views: {a: {}, b: {}}
            constraints: ["H:|-[a(80)]-30-[b(80)]", "V:|-40-[a(50)]", "V:|-[b(50)]"]
            """)
        let lines = elements(svg, tag: "line", class: "constraint")
        #expect(lines.count >= 7)
        for line in lines { #expect(line["x1"] == line["x2"] || line["y1"] == line["y2"], "\(line)") }
        // The 20-point gap to the root's left edge runs across a, at a's vertical middle (40 + 25).
        #expect(lines.contains { Set([$0["x1"], $0["x2"]]) == [0, 20] && $0["y1"] == 65 })
        #expect(svg.contains(">30</text>") && svg.contains("required constraint"))
    }

    @Test func ambiguousViewsAndBrokenConstraintsAreMarked() throws {
        let (solution, svg) = try picture("""
            root: {width: 300, height: 120}
            views: {a: {}, loose: {}}
            constraints: ["H:|-[a(100)]", "V:|-[a(40)]", "a.width == 150", "H:[loose(20)]-|", "loose.height == 20"]
            """)
        #expect(solution.brokenConstraints.count == 1)
        #expect(elements(svg, tag: "line", class: "broken").count == 1)
        #expect(svg.contains("broken: " + solution.brokenConstraints[0]))
        #expect(elements(svg, tag: "rect", class: "ambiguous").count == 1)
        #expect(svg.contains("ambiguous: vertical"))
        #expect(svg.contains("broken constraint") && svg.contains("ambiguous view"), "the legend explains both")
    }

    @Test func imagesArePlaceholdersAndPlainPicturesHaveNoLegend() throws {
        let (solution, svg) = try picture("""
            root: {width: 100, height: 100}
            views: {photo: {image: {width: 40, height: 30}}}
            constraints: ["H:|-[photo]", "V:|-[photo]"]
            """)
        #expect(svg.contains("class=\"image\""))
        let plain = SVGRenderer().render([solution.drawing.showingConstraints(false)])
        #expect(!plain.contains("class=\"legend\"") || plain.contains(">image</text>"))
        #expect(!plain.contains("class=\"constraint\""))
    }
}
