import AutoLayout
import Foundation
import LayoutRender
import Testing
@testable import LayoutFile

/// What pictures show, read back from the SVG: labels' text as the layout wrapped it, constraints as
/// axis-aligned dimension lines, ambiguous views and broken constraints marked, and a legend.
@MainActor
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
        #expect(svg.contains("<clipPath id=\"clip-note\">") && svg.contains("clip-path=\"url(#clip-note)\""),
                "the text is clipped to the label")
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

    /// In the terminal, an ambiguous view is outlined double with a `?`, an image is crossed, and under the
    /// drawing a legend explains the marks and a line names each broken constraint and undecided axis.
    @Test func terminalPicturesMarkProblemsAndImages() throws {
        let (solution, _) = try picture("""
            root: {width: 300, height: 120}
            views: {a: {}, loose: {}, photo: {image: {width: 60, height: 40}}}
            constraints: ["H:|-[a(100)]", "V:|-[a(40)]", "a.width == 150", "H:[loose(20)]-|", "loose.height == 20",
                          "H:|-140-[photo]", "V:|-40-[photo]"]
            """)
        let drawing = TerminalRenderer(columns: 80).render([solution.drawing.showingConstraints(false)])
        let lines = drawing.split(separator: "\n").map(String.init)
        #expect(drawing.contains("╔loos?╗"), "the name is cut to keep the mark")
        #expect(drawing.contains("╲") && drawing.contains("╱"), "the image is crossed")
        #expect(lines.contains { $0.contains("╭╌╮") } == false, "no stack, so no stack in the legend")
        #expect(lines.contains { $0.contains("╳ image") && $0.contains("╔═╗? ambiguous view") })
        #expect(lines.contains("broken: `\(solution.brokenConstraints[0])`"))
        #expect(lines.contains("ambiguous: loose on the vertical axis"))
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    /// A constraint to a margin is drawn from the margin, not the edge, and one on a layout guide is drawn too.
    @Test func marginAndGuideConstraintsAreDrawnFromWhereTheyAct() throws {
        let (solution, _) = try picture("""
            root: {width: 300, height: 120}
            views: {a: {}}
            constraints: ["a.leading == root.leadingMargin + 12", "a.top == root.topMargin", "a.width == 50", "a.height == 20"]
            """)
        let leading = try #require(solution.drawing.links.first { $0.label == "12" })
        #expect(Set([leading.from.x, leading.to.x]) == [8, 20], "from the 8-point margin to a's leading edge")
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
                                     guide.widthAnchor.constraint(equalToConstant: 40),
                                     guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 10),
                                     view.leadingAnchor.constraint(equalTo: guide.trailingAnchor, constant: 5),
                                     view.topAnchor.constraint(equalTo: root.topAnchor), view.widthAnchor.constraint(equalToConstant: 10),
                                     view.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let drawing = RenderedLayout(root: root, name: { $0 === root ? "root" : "view" }, equation: { _ in "" },
                                     broken: [], ambiguous: [:])
        #expect(drawing.links.contains { Set([$0.from.x, $0.to.x]) == [0, 30] }, "the guide's leading constraint")
        #expect(drawing.links.contains { Set([$0.from.x, $0.to.x]) == [70, 75] }, "the view's gap to the guide")
    }

    /// Side by side, the same view gets a new id in each size, and a hidden view is not drawn.
    @Test func elementIDsAreUniqueAndHiddenViewsAreNotDrawn() throws {
        let layout = try BuiltLayout.build(LayoutDocumentReader.read("""
            root: {width: 200, height: 100}
            views: {a: {}, gone: {isHidden: true}}
            constraints: ["H:|-[a]-|", "V:|-[a]-|", "H:|[gone(10)]", "V:|[gone(10)]"]
            """, fileName: "ids.yaml"))
        let pictures = [CGSize(width: 200, height: 100), CGSize(width: 300, height: 100)].map { layout.solve(size: $0).drawing }
        #expect(!pictures[0].boxes.contains { $0.name == "gone" })
        let svg = SVGRenderer().render(pictures)
        let ids = svg.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(ids).count == ids.count && ids.contains("a") && ids.contains("a-2"))
    }
}
