import AutoLayout
import Foundation
import Testing
@testable import LayoutFile

/// The stack-view examples of `Examples/`, solved at each of their sizes, against frames worked out from
/// UIStackView's documented rules and the views' intrinsic sizes (measured before any layout).
@MainActor
@Suite("Stack examples")
struct StackExampleTests {
    private func built(_ file: String) throws -> BuiltLayout {
        try BuiltLayout.build(LayoutDocumentReader.read(contentsOf: SeedFigureTests.folder.appendingPathComponent(file).path))
    }

    private func frames(_ layout: BuiltLayout, size: CGSize? = nil) -> [String: CGRect] {
        let solution = layout.solve(size: size)
        #expect(!solution.hasProblems, "broken: \(solution.brokenConstraints), ambiguous: \(solution.ambiguous)")
        return Dictionary(uniqueKeysWithValues: solution.frames.map { ($0.name, $0.frame) })
    }

    @Test func theFormsLabelsKeepTheirWidthAndTheFieldsTakeTheRest() throws {
        let layout = try built("stack-form.yaml")
        let labels = ["nameLabel", "emailLabel", "noteLabel"]
        let labelWidth = labels.map { layout.views[$0]!.intrinsicContentSize.width }.max()!
        let lineHeight = layout.views["nameField"]!.intrinsicContentSize.height
        let f = frames(layout)
        let formWidth: CGFloat = 320 - 2 * 20
        let fieldWidth = formWidth - labelWidth - 8
        // The note wraps at the field's width; measured the way UIKit measures a label for a given width.
        let noteHeight = (layout.views["noteField"] as! UILabel).sizeThatFits(CGSize(width: fieldWidth, height: .greatestFiniteMagnitude)).height
        #expect(noteHeight > lineHeight)
        for (row, (label, field)) in zip(["nameRow", "emailRow", "noteRow"], zip(labels, ["nameField", "emailField", "noteField"])) {
            #expect(f[label] == CGRect(x: 0, y: 0, width: labelWidth, height: lineHeight), "\(label)")
            let height = field == "noteField" ? noteHeight : lineHeight
            #expect(f[field] == CGRect(x: labelWidth + 8, y: 0, width: fieldWidth, height: height), "\(field)")
            #expect(f[row]?.width == formWidth && f[row]?.height == height, "\(row)")
        }
        #expect(f["emailRow"]?.minY == lineHeight + 12)
        #expect(f["noteRow"]?.minY == 2 * (lineHeight + 12))
        #expect(f["form"] == CGRect(x: 20, y: 20, width: formWidth, height: 2 * (lineHeight + 12) + noteHeight))
        #expect(f["root"]?.height == 20 + 2 * (lineHeight + 12) + noteHeight + 20)
    }

    @Test(arguments: [CGFloat(240), 320, 480])
    func theToolbarSharesItsWidthEquallyAtEverySize(width: CGFloat) throws {
        let layout = try built("stack-toolbar.yaml")
        #expect(layout.document.demoSizes.map { $0.width }.contains(width))
        let f = frames(layout, size: CGSize(width: width, height: 160))
        let toolbarWidth = width - 80
        // Three shown items and two gaps of 8; the hidden one collapses to zero width where it was.
        let itemWidth = (toolbarWidth - 2 * 8) / 3
        let height = layout.views["back"]!.intrinsicContentSize.height
        let y = (80 - height) / 2
        #expect(f["toolbar"] == CGRect(x: 40, y: 40, width: toolbarWidth, height: 80))
        for (index, item) in ["back", "share", "done"].enumerated() {
            let frame = try #require(f[item])
            #expect(abs(frame.minX - CGFloat(index) * (itemWidth + 8)) < 0.001, "\(item)")
            #expect(abs(frame.width - itemWidth) < 0.001 && frame.minY == y && frame.height == height, "\(item)")
        }
        #expect(f["edit"]?.width == 0)
    }

    @Test(arguments: [CGFloat(320), 480])
    func spacersAndAnEqualSpacingStackLeaveTheSameGaps(width: CGFloat) throws {
        let layout = try built("stack-equal-spacing.yaml")
        let f = frames(layout, size: CGSize(width: width, height: 140))
        let rowWidth = width - 40
        let gap = (rowWidth - (40 + 80 + 60)) / 2
        #expect(f["spacer1"]?.width == gap && f["spacer2"]?.width == gap)
        #expect(f["b"]?.minX == 20 + 40 + gap && f["c"]?.minX == 20 + 40 + gap + 80 + gap)
        #expect(f["row"] == CGRect(x: 20, y: 140 - 20 - 40, width: rowWidth, height: 40))
        #expect(f["d"] == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(f["e"] == CGRect(x: 40 + gap, y: 0, width: 80, height: 40))
        #expect(f["f"] == CGRect(x: 40 + gap + 80 + gap, y: 0, width: 60, height: 40))
    }
}
