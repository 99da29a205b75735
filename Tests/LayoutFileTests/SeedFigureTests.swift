import Foundation
import Testing
@testable import LayoutFile

/// The seeds' Figures 4-1 to 4-12 and the window of Listings 6-11 to 6-13, from the files in `Examples/`,
/// with the frames worked out by hand from the book's rules (standard spacing 8, 20 to the superview).
@MainActor
@Suite("Seed figures")
struct SeedFigureTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    private func frames(_ file: String, size: CGSize? = nil) throws -> [String: CGRect] {
        let layout = try BuiltLayout.build(LayoutDocumentReader.read(contentsOf: SeedFigureTests.folder.appendingPathComponent(file).path))
        let solution = layout.solve(size: size)
        return Dictionary(uniqueKeysWithValues: solution.frames.map { ($0.name, $0.frame) })
    }

    private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    @Test func figure4_1StacksBelowAndBeside() throws {
        let f = try frames("fig-4-01-stacking.yaml")
        #expect(f["view1"] == rect(40, 40, 80, 50))
        #expect(f["view2"] == rect(40, 90, 80, 50))
        #expect(f["view3"] == rect(120, 40, 80, 50))
    }

    @Test func figure4_2EmptyConnectionsAbut() throws {
        let f = try frames("fig-4-02-empty-connections.yaml")
        #expect(f["view2"] == rect(120, 120, 80, 50))
        #expect(f["view3"] == rect(200, 0, 80, 50))
    }

    @Test func figures4_3And4_4StandardAndFixedGaps() throws {
        let standard = try frames("fig-4-03-standard-spacing.yaml")
        #expect(standard["view1"] == rect(20, 20, 80, 50))
        #expect(standard["view2"] == rect(108, 20, 80, 50))
        let fixed = try frames("fig-4-04-fixed-spacing.yaml")
        #expect(fixed["view2"] == rect(130, 20, 80, 50))
    }

    @Test func figure4_5OneViewStretchesToTheEdges() throws {
        let f = try frames("fig-4-05-flush-edges.yaml")
        let first = try #require(f["view1"]), second = try #require(f["view2"])
        #expect(first.minX == 0 && second.maxX == 320 && second.minX - first.maxX == 8)
        #expect(first.width == 80 || second.width == 80)
    }

    @Test func figure4_6InsetsAndTheLowerHuggingViewGrows() throws {
        let f = try frames("fig-4-06-edge-insets.yaml")
        #expect(f["view1"] == rect(20, 20, 192, 50))
        #expect(f["view2"] == rect(220, 20, 80, 50))
    }

    @Test(arguments: [(CGFloat(320), CGFloat(220)), (CGFloat(240), CGFloat(140))])
    func figure4_7FlexibleSpaceSeparatesTheViews(width: CGFloat, secondX: CGFloat) throws {
        let f = try frames("fig-4-07-flexible-space.yaml", size: CGSize(width: width, height: 120))
        #expect(f["view1"] == rect(20, 20, 80, 50))
        #expect(f["view2"] == rect(secondX, 20, 80, 50))
    }

    @Test func figure4_8ThreeViewsInOneFormat() throws {
        let f = try frames("fig-4-08-three-views.yaml")
        #expect(f["view1"] == rect(20, 20, 60, 50))
        #expect(f["view2"] == rect(88, 20, 60, 50))
        #expect(f["view3"] == rect(240, 20, 60, 50))
    }

    @Test(arguments: [(CGFloat(320), CGFloat(136)), (CGFloat(240), CGFloat(96))])
    func figure4_9MatchedWidths(width: CGFloat, each: CGFloat) throws {
        let f = try frames("fig-4-09-matching-widths.yaml", size: CGSize(width: width, height: 120))
        #expect(f["view1"] == rect(20, 20, each, 50))
        #expect(f["view2"] == rect(28 + each, 20, each, 50))
    }

    @Test func figure4_10FlankingViewsMatchAndStayNarrow() throws {
        let f = try frames("fig-4-10-flanking-views.yaml")
        #expect(f["view1"] == rect(20, 20, 80, 50))
        #expect(f["view2"] == rect(108, 20, 104, 50))
        #expect(f["view3"] == rect(220, 20, 80, 50))
    }

    @Test func figure4_11TheHigherPriorityRequestWins() throws {
        let f = try frames("fig-4-11-size-priorities.yaml")
        #expect(f["view2"]?.width == 250)
        #expect(f["view1"] == rect(20, 20, 22, 50))
    }

    @Test func figure4_12SteppedViews() throws {
        let f = try frames("fig-4-12-stepped-views.yaml")
        for index in 1...5 {
            let step = CGFloat(index)
            #expect(f["view\(index)"] == rect(20 * step, 20 + 38 * (step - 1), 320 - 40 * step, 30))
        }
    }

    @Test func windowHugsItsDraggedContent() throws {
        let f = try frames("window-hugs-content.yaml")
        #expect(f["root"] == rect(0, 0, 320, 190))
        #expect(f["square1"] == rect(40, 30, 100, 100))
        #expect(f["square2"] == rect(220, 90, 100, 100))
    }
}
