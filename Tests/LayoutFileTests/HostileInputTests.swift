import AutoLayout
import Foundation
import Testing
@testable import LayoutFile

/// Inputs written to break things: each must give a clear error or a correct result in bounded time.
@Suite("Hostile input", .serialized)
struct HostileInputTests {
    private func build(_ text: String) throws -> BuiltLayout {
        try BuiltLayout.build(LayoutDocumentReader.read(text, fileName: "hostile.yaml"))
    }

    @Test(arguments: ["root: {width: .nan, height: 1}", "metrics: {m: .inf}", "views: {a: {intrinsicContentSize: {width: -.inf}}}",
                      "views: {a: {frame: {x: 1e300, y: 0, width: 1, height: 1}}}", "views: {a: {label: {text: x, fontSize: .nan}}}",
                      "views: {a: {contentHuggingPriority: {vertical: .nan}}}", "views: {a: {}}\nconstraints: [a.width == 1e300]",
                      "views: {a: {}}\nconstraints: [a.width == 5 @1000.5]", "views: {a: {}}\nconstraints: [a.width == 5 @-1]"])
    func nonFiniteAndOutOfRangeNumbersAreRejected(text: String) {
        #expect(throws: LayoutFileError.self) { try build(text) }
    }

    /// Ten thousand views, each inset by 1 point in its superview on both axes: every frame is checked, and the
    /// whole file is read, built, laid out and tested for ambiguity in bounded time (no recursion, no walks
    /// along the chain per constraint).
    @Test func tenThousandDeepNestingIsLaidOut() throws {
        let depth = 10_000
        var text = "root: {width: \(2 * depth + 2_000), height: \(2 * depth + 1_000)}\nviews:\n  v0: {}\n"
        for index in 1..<depth { text += "  v\(index): {superview: v\(index - 1)}\n" }
        text += "constraints:\n  - \"H:|[v0]|\"\n  - \"V:|[v0]|\"\n"
        for index in 1..<depth { text += "  - \"H:|-1-[v\(index)]-1-|\"\n  - \"V:|-1-[v\(index)]-1-|\"\n" }
        let clock = ContinuousClock()
        let start = clock.now
        let layout = try build(text)
        let solution = layout.solve()
        #expect(clock.now - start < .seconds(60))
        #expect(layout.views.count == depth + 1)
        #expect(solution.ambiguous.isEmpty && solution.brokenConstraints.isEmpty)
        for index in 1..<depth {
            let frame = try #require(layout.views["v\(index)"]).frame
            #expect(frame == CGRect(x: 1, y: 1, width: CGFloat(2 * depth + 2_000 - 2 * index), height: CGFloat(2 * depth + 1_000 - 2 * index)))
        }
    }

    /// The same chain constrained on one axis only: every view is reported ambiguous vertically, quickly.
    @Test func tenThousandDeepAmbiguityIsFoundInBoundedTime() throws {
        let depth = 10_000
        var text = "root: {width: \(2 * depth + 2_000), height: 100}\nviews:\n  v0: {}\n"
        for index in 1..<depth { text += "  v\(index): {superview: v\(index - 1)}\n" }
        text += "constraints:\n  - \"H:|[v0]|\"\n  - \"V:|[v0]|\"\n"
        for index in 1..<depth { text += "  - \"H:|-1-[v\(index)]-1-|\"\n" }
        let clock = ContinuousClock()
        let start = clock.now
        let solution = try build(text).solve()
        #expect(clock.now - start < .seconds(60))
        #expect(solution.ambiguous.count == depth - 1)
        #expect(solution.ambiguous.allSatisfy { $0.axis == .vertical })
    }

    @Test func deeplyNestedYAMLIsRefused() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: LayoutFileError.self) { try build(text) }
    }

    @Test func oversizedFilesAreRefusedWithTheLimit() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        let line = Data("# padding padding padding padding padding padding padding padding padding padding\n".utf8)
        let handle = try { FileManager.default.createFile(atPath: url.path, contents: nil); return try FileHandle(forWritingTo: url) }()
        for _ in 0..<(50 << 20) / line.count { handle.write(line) }
        try handle.close()
        #expect {
            try LayoutDocumentReader.read(contentsOf: url.path)
        } throws: { error in
            (error as? LayoutFileError)?.message.contains("limited to 32 MiB") == true
        }
    }

    @Test func namesMustBeUsableInVisualFormats() {
        for text in ["views: {\"\": {}}", "views: {\"naïve\": {}}", "views: {\"a b\": {}}", "views: {\"視圖\": {}}"] {
            #expect(throws: LayoutFileError.self) { try build(text) }
        }
    }

    @Test func tenThousandIndependentViewsSolveInBoundedTime() throws {
        var text = "root: {width: 1000, height: 1000}\nviews:\n"
        for index in 0..<10_000 { text += "  v\(index): {intrinsicContentSize: {width: 10, height: 10}}\n" }
        text += "constraints:\n"
        for index in 0..<10_000 { text += "  - v\(index).left == root.left + \(index % 900)\n  - v\(index).top == root.top + \(index % 700)\n" }
        let clock = ContinuousClock()
        let start = clock.now
        let layout = try build(text)
        layout.root.layoutIfNeeded()
        #expect(layout.views["v9999"]?.frame == CGRect(x: 9_999 % 900, y: 9_999 % 700, width: 10, height: 10))
        #expect(clock.now - start < .seconds(120))
    }
}

@Suite("Hostile layout passes", .serialized)
struct HostileLayoutPassTests {
    /// A view that removes a subview in the middle of the layout pass.
    final class SelfPruningView: UIView {
        var victim: UIView?

        override func layoutSubviews() {
            victim?.removeFromSuperview()
            victim = nil
            super.layoutSubviews()
        }
    }

    @Test func removingAViewDuringLayoutIsSafe() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let container = SelfPruningView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        root.addSubview(container)
        let doomed = UIView(), kept = UIView()
        for view in [doomed, kept] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20),
                                         view.topAnchor.constraint(equalTo: container.topAnchor)])
        }
        NSLayoutConstraint.activate([doomed.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     kept.leadingAnchor.constraint(equalTo: doomed.trailingAnchor, constant: 5),
                                     kept.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor)])
        container.victim = doomed
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(doomed.superview == nil)
        #expect(kept.frame.size == CGSize(width: 20, height: 20))
        #expect(container.constraints.allSatisfy { $0.firstItem !== doomed && $0.secondItem !== doomed })
    }
}
