import AutoLayout
import Foundation
import Testing
@testable import LayoutFile

/// Inputs written to break things: each must give a clear error or a correct result in bounded time.
@MainActor
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

    /// Every place a layout file holds a number, with `N` standing for the number.
    nonisolated static let numericPositions = [
        "root: {width: N, height: 100}", "root: {width: 100, height: N}", "metrics: {m: N}",
        "views: {a: {intrinsicContentSize: {width: N}}}", "views: {a: {intrinsicContentSize: {height: N}}}",
        "views: {a: {contentHuggingPriority: {horizontal: N}}}", "views: {a: {contentCompressionResistancePriority: {vertical: N}}}",
        "views: {a: {label: {text: x, fontSize: N}}}", "views: {a: {label: {text: x, numberOfLines: N}}}",
        "views: {a: {label: {text: x, preferredMaxLayoutWidth: N}}}", "views: {a: {image: {width: N, height: 1}}}",
        "views: {a: {frame: {x: N, y: 0, width: 1, height: 1}}}", "views: {a: {frame: {x: 0, y: 0, width: 1, height: N}}}",
        "views: {a: {layoutMargins: {top: N}}}", "sizes: [Nx100]",
        "views: {a: {}}\nconstraints: [a.width == N]", "views: {a: {}, b: {}}\nconstraints: [a.width == N * b.width]",
        "views: {a: {}}\nconstraints: [a.width == 5 @N]", "views: {a: {}}\nmetrics: {m: N}\nconstraints: [\"H:[a(m)]\"]",
        "views: {a: {}}\nconstraints: [\"H:[a(N)]\"]", "views: {a: {}}\nconstraints: [\"H:[a(5@N)]\"]",
    ]

    /// NaN, infinities and 1e300 in every numeric position give an error, never a frame.
    @Test(arguments: numericPositions)
    func nonFiniteAndHugeNumbersAreRejectedEverywhere(template: String) {
        for number in [".nan", ".inf", "-.inf", "1e300", "nan", "inf"] {
            let text = template.replacingOccurrences(of: "N", with: number)
            #expect(throws: LayoutFileError.self, "\(text)") { try build(text) }
        }
    }

    /// Priorities 0, -1 and 1000.5 are refused wherever a priority is written.
    @Test(arguments: ["views: {a: {}}\nconstraints: [a.width == 5 @N]", "views: {a: {}}\nconstraints: [\"H:[a(5@N)]\"]",
                      "views: {a: {contentHuggingPriority: {horizontal: N}}}",
                      "views: {a: {contentCompressionResistancePriority: {vertical: N}}}"])
    func prioritiesOutsideOneToAThousandAreRejected(template: String) {
        for priority in ["0", "-1", "1000.5"] {
            let text = template.replacingOccurrences(of: "N", with: priority)
            #expect(throws: LayoutFileError.self, "\(text)") { try build(text) }
        }
    }

    /// A chain of `depth` views, each inside the one before and inset by 1 point on both sides horizontally
    /// (and vertically unless `verticalToo` is false), in a root wide and tall enough for all of them.
    private func nestedChain(depth: Int, verticalToo: Bool) -> String {
        var text = "root: {width: \(2 * depth + 2_000), height: \(2 * depth + 1_000)}\nviews:\n  v0: {}\n"
        for index in 1..<depth { text += "  v\(index): {superview: v\(index - 1)}\n" }
        text += "constraints:\n  - \"H:|[v0]|\"\n  - \"V:|[v0]|\"\n"
        for index in 1..<depth {
            text += "  - \"H:|-1-[v\(index)]-1-|\"\n"
            if verticalToo { text += "  - \"V:|-1-[v\(index)]-1-|\"\n" }
        }
        return text
    }

    /// Ten thousand nested views: every frame is checked, and the whole file is read, built, laid out and
    /// tested for ambiguity in bounded time (no recursion, no walks along the chain per constraint).
    @Test func tenThousandDeepNestingIsLaidOut() throws {
        let depth = 10_000
        let clock = ContinuousClock()
        let start = clock.now
        let layout = try build(nestedChain(depth: depth, verticalToo: true))
        let solution = layout.solve()
        #expect(clock.now - start < .seconds(60))
        #expect(layout.views.count == depth + 1)
        #expect(solution.ambiguous.isEmpty && solution.brokenConstraints.isEmpty)
        for index in 1..<depth {
            let frame = try #require(layout.views["v\(index)"]).frame
            #expect(frame == CGRect(x: 1, y: 1, width: CGFloat(2 * depth + 2_000 - 2 * index), height: CGFloat(2 * depth + 1_000 - 2 * index)))
        }
    }

    /// The same chain constrained horizontally only: every view is reported ambiguous vertically, quickly.
    @Test func tenThousandDeepAmbiguityIsFoundInBoundedTime() throws {
        let depth = 10_000
        let clock = ContinuousClock()
        let start = clock.now
        let solution = try build(nestedChain(depth: depth, verticalToo: false)).solve()
        #expect(clock.now - start < .seconds(60))
        #expect(solution.ambiguous.count == depth - 1)
        #expect(solution.ambiguous.allSatisfy { $0.axis == .vertical })
    }

    @Test func deeplyNestedYAMLIsRefused() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: LayoutFileError.self) { try build(text) }
    }

    /// Block nesting (indentation, `- `, `? `) counts as flow nesting does.
    @Test func deepBlockNestingIsRefusedWithItsPlace() {
        let text = "views:\n  " + String(repeating: "- ", count: 100) + "x\n"
        expectRefusal(text, "2:", "nesting deeper than 64 levels")
    }

    /// Brackets inside a quoted string are text, not nesting.
    @Test func bracketsInQuotedStringsAreNotNesting() throws {
        let brackets = String(repeating: "[", count: 100)
        let layout = try build("views: {a: {label: {text: \"\(brackets)\"}}}")
        #expect(layout.document.views.first?.label?.text == brackets)
    }

    /// Two pairs of equal keys that are lists holding a deep list: Yams sorts duplicate keys with a comparison
    /// that visits equal subtrees twice per level, so 200 bytes took hours. Found by the layoutfile-yaml fuzzer
    /// (its input is `Tools/fuzz/regressions/layoutfile-yaml/regression-nested-complex-keys`).
    @Test func listKeysAreRefusedBeforeComposing() {
        let deep = String(repeating: "[", count: 40) + "0" + String(repeating: "]", count: 40)
        let text = "views: {[\(deep), 1]: a, [\(deep), 1]: b, [\(deep), 2]: a, [\(deep), 2]: b}"
        expectRefusal(text, "1:9", "a key must be a name, not a list, a mapping or an alias")
        expectRefusal("views:\n  ? - a\n  : b\n", "2:5", "a key must be a name")
        expectRefusal("views: {{a: 1}: b}", "1:9", "a key must be a name")
    }

    /// An alias key stands for its whole anchored node, which Yams hashes in full: 26 anchors, each a list of
    /// the previous one twice, made a key of 2^26 nodes.
    @Test func aliasKeysAreRefusedBeforeComposing() {
        var text = "title: &a0 [x, x]\ncaption: ["
        text += (1...40).map { "&a\($0) [*a\($0 - 1), *a\($0 - 1)]" }.joined(separator: ", ")
        text += "]\nviews: {*a40 : 1}\n"
        expectRefusal(text, "3:9", "a key must be a name")
    }

    /// Anchors and aliases as values stay usable.
    @Test func aliasValuesAreRead() throws {
        let layout = try build("views:\n  a: &box {intrinsicContentSize: {width: 10, height: 20}}\n  b: *box\n")
        #expect(layout.document.views.count == 2)
    }

    private func expectRefusal(_ text: String, _ place: String, _ message: String,
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let clock = ContinuousClock(), start = clock.now
        #expect(sourceLocation: sourceLocation) { try build(text) } throws: { error in
            let description = "\(error)"
            return description.contains("hostile.yaml:\(place)") && description.contains(message)
        }
        #expect(clock.now - start < .seconds(1), sourceLocation: sourceLocation)
    }

    @Test func oversizedFilesAreRefusedWithTheLimit() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        let line = Data("# padding padding padding padding padding padding padding padding padding padding\n".utf8)
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
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

    /// A 12 MB file of 100,000 views with intrinsic sizes and 200,000 constraints, read from disk, solved and
    /// checked for ambiguity (about 13 s in a release build, half a minute in a debug one).
    @Test func aHundredThousandViewFileIsSolvedInBoundedTime() throws {
        let count = 100_000
        var text = "root: {width: 1000, height: 1000}\nviews:\n"
        for index in 0..<count { text += "  v\(index): {intrinsicContentSize: {width: 10, height: 10}}\n" }
        text += "constraints:\n"
        for index in 0..<count { text += "  - v\(index).left == root.left + \(index % 900)\n  - v\(index).top == root.top + \(index % 700)\n" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        try text.write(to: url, atomically: false, encoding: .utf8)
        let clock = ContinuousClock()
        let start = clock.now
        let layout = try BuiltLayout.build(LayoutDocumentReader.read(contentsOf: url.path))
        let solution = layout.solve()
        #expect(clock.now - start < .seconds(300))
        #expect(solution.frames.count == count + 1)
        #expect(solution.ambiguous.isEmpty && solution.brokenConstraints.isEmpty)
        for index in stride(from: 0, to: count, by: 997) {
            #expect(layout.views["v\(index)"]?.frame == CGRect(x: CGFloat(index % 900), y: CGFloat(index % 700), width: 10, height: 10))
        }
    }
}

@MainActor
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
