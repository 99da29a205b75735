import AutoLayout
import Foundation
import LayoutRender
import Testing
@testable import LayoutFile

/// The motion `render --animate` and `--frames` draw is the motion `UIView.animate` gives the same layout.
@MainActor
@Suite("Animated layouts")
struct AnimatedLayoutTests {
    nonisolated private static let rotation = CommandLineRoot.url.appendingPathComponent("Examples/rotation.yaml").path

    @Test func framesBetweenSizesMatchUIViewAnimateOfTheSameLayout() throws {
        let document = try LayoutDocumentReader.read(contentsOf: Self.rotation)
        let keyframes = try document.demoSizes.map { size -> RenderedLayout in
            try BuiltLayout.build(document).solve(size: size).drawing
        }
        let animated = AnimatedLayout(keyframes: keyframes, duration: 0.4, hold: 0, curve: .easeInOut)

        // The same rotation in the engine: lay out at the first size, then animate the root to the second.
        let layout = try BuiltLayout.build(document)
        _ = layout.solve(size: document.demoSizes[0])
        let clock = AnimationClock()
        try AnimationClock.$current.withValue(clock) {
            UIView.animate(withDuration: 0.4, animations: {
                layout.root.frame.size = document.demoSizes[1]
                layout.root.layoutIfNeeded()
            })
            for step in 1...4 {
                clock.advance(by: 0.1)
                let expected = animated.layout(at: 0.1 * Double(step))
                for name in ["header", "settings", "credits"] {
                    let view = try #require(layout.views[name])
                    let shown = try #require(view.layer.presentation()).frame
                    let box = try #require(expected.boxes.first { $0.name == name })
                    #expect(abs(shown.minX - box.rect.minX) < 1e-3 && abs(shown.width - box.rect.width) < 1e-3,
                            "\(name) at \(0.1 * Double(step)) s: \(shown) vs \(box.rect)")
                }
            }
        }
    }
}

/// The repository's root, for reading the examples.
@MainActor
enum CommandLineRoot {
    nonisolated static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
