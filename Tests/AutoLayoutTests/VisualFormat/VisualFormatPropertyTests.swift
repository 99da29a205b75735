@testable import AutoLayout
import PropertyBased
import Testing

/// Random formats: well-formed ones print back and re-parse to the same constraints; any string never crashes.
@Suite("Visual format properties")
struct VisualFormatPropertyTests {
    nonisolated static let viewNames = ["a", "b", "c", "view_1"]
    nonisolated static let views = Dictionary(uniqueKeysWithValues: viewNames.map { ($0, true) })
    nonisolated static let metrics: [String: Double] = ["gap": 12, "half": 0.5, "low": 250, "negative": -3]

    /// Builds a well-formed format from random words, following the grammar of reference §2.1–2.2.
    struct FormatWriter {
        private let words: [Int]
        private var index = 0

        init(_ words: [Int]) {
            self.words = words
        }

        /// A choice among `count`, taken from the next word.
        private mutating func pick(_ count: Int) -> Int {
            defer { index += 1 }
            return words[index % words.count] / (index / words.count + 1) % count
        }

        private mutating func pick<T>(_ options: [T]) -> T {
            options[pick(options.count)]
        }

        mutating func format() -> (format: String, axis: LayoutAxis) {
            let axis: LayoutAxis = pick(2) == 0 ? .horizontal : .vertical
            var text = axis == .vertical ? "V:" : pick(["", "H:"])
            let viewCount = 1 + pick(4)
            if pick(2) == 0 { text += "|" + connection(negativeAllowed: true) }
            for position in 0..<viewCount {
                if position > 0 { text += connection(negativeAllowed: true) }
                text += view()
            }
            if pick(2) == 0 { text += connection(negativeAllowed: true) + "|" }
            return (text, axis)
        }

        private mutating func view() -> String {
            let name = pick(VisualFormatPropertyTests.viewNames)
            let count = pick(3)
            guard count > 0 else { return "[\(name)]" }
            return "[\(name)(" + (0..<count).map { _ in predicate(allowsView: true) }.joined(separator: pick([",", ", "])) + ")]"
        }

        private mutating func connection(negativeAllowed: Bool) -> String {
            switch pick(5) {
            case 0: return ""
            case 1: return "-"
            case 2: return "-\(pick(["8", "0", "30.5", "gap", "1e1"]))-"
            case 3: return "-" + predicate(allowsView: false, allowsNegative: false) + "-"
            default:
                let count = 1 + pick(3)
                return "-(" + (0..<count).map { _ in predicate(allowsView: false) }.joined(separator: pick([",", ", "])) + ")-"
            }
        }

        private mutating func predicate(allowsView: Bool, allowsNegative: Bool = true) -> String {
            let relation = pick(["", "==", ">=", "<="])
            var objects = ["0", "5", "44.25", "gap", "half", "0x10", "2.5e1"]
            if allowsNegative { objects += ["-7", "negative"] }
            if allowsView { objects += VisualFormatPropertyTests.viewNames }
            let priority = pick(["", "", "@1000", "@750", "@low", "@1", "@999.5"])
            return relation + pick(objects) + priority
        }

        /// Options legal for the axis, possibly none.
        mutating func options(for axis: LayoutAxis) -> LayoutFormatOptions {
            let alignments: [LayoutFormatOptions] = axis == .horizontal
                ? [.alignAllTop, .alignAllCenterY, [.alignAllBottom, .alignAllLastBaseline]]
                : [.alignAllLeading, .alignAllCenterX, [.alignAllLeft, .alignAllRight]]
            var options = pick([[], [], pick(alignments)])
            if axis == .horizontal { options.formUnion(pick([[], .directionLeftToRight, .directionRightToLeft])) }
            if axis == .vertical && pick(3) == 0 { options.formUnion(.spacingBaselineToBaseline) }
            return options
        }
    }

    @Test func wellFormedFormatsPrintBackAndReparseToTheSameConstraints() async {
        await propertyCheck(count: 1500, input: Gen.int(in: 0...1_000_000).array(of: 1...30)) { words in
            var writer = FormatWriter(words)
            let (format, _) = writer.format()
            let constraints: [VisualFormatConstraint]
            do {
                constraints = try VisualFormat.constraints(format, metrics: Self.metrics, views: Self.views)
            } catch {
                Issue.record("\(format) failed: \(error)")
                return
            }
            for constraint in constraints {
                // Without options every constraint has a picture.
                guard let picture = constraint.visualFormat() else {
                    Issue.record("\(format): no picture for \(formatEquation(constraint))")
                    continue
                }
                let reparsed = try? VisualFormat.constraints(picture, metrics: Self.metrics, views: Self.views)
                #expect(reparsed == [constraint], "\(format): \(picture)")
            }
        }
    }

    @Test func pictureableConstraintsReparseUnderOptions() async {
        await propertyCheck(count: 800, input: Gen.int(in: 0...1_000_000).array(of: 1...30)) { words in
            var writer = FormatWriter(words)
            let (format, axis) = writer.format()
            let options = writer.options(for: axis)
            guard let constraints = try? VisualFormat.constraints(format, options: options, metrics: Self.metrics, views: Self.views) else {
                Issue.record("\(format) with options \(options.rawValue) failed")
                return
            }
            for constraint in constraints {
                guard let picture = constraint.visualFormat() else {
                    // Only what options alone produce lacks a picture: absolute edges, baselines, alignment.
                    let optionOnly: Set<LayoutAttribute> = [.left, .right, .firstBaseline, .lastBaseline, .top, .bottom, .centerX, .centerY, .leading, .trailing]
                    #expect(!options.isEmpty && optionOnly.contains(constraint.firstAttribute), "\(format): \(formatEquation(constraint))")
                    continue
                }
                let reparsed = try? VisualFormat.constraints(picture, metrics: Self.metrics, views: Self.views)
                #expect(reparsed == [constraint], "\(format): \(picture)")
            }
        }
    }

    /// Characters that make up formats, plus a few that never do.
    nonisolated static let formatAlphabet = Array("HV:|-[]()@,=<>0123456789.eEx+-abc_ gaphlw\u{0}\t\n!")

    @Test func randomFormatLikeStringsNeverCrash() async {
        await propertyCheck(count: 3000, input: Gen.int(in: 0..<Self.formatAlphabet.count).array(of: 0...40)) { indices in
            checkNeverCrashes(String(indices.map { Self.formatAlphabet[$0] }))
        }
    }

    @Test func randomUnicodeStringsNeverCrash() async {
        await propertyCheck(count: 1500, input: Gen.int(in: 0...0x10FFFF).array(of: 0...20)) { values in
            let scalars = values.compactMap { Unicode.Scalar(UInt32($0)) }
            checkNeverCrashes(String(String.UnicodeScalarView(scalars)))
        }
    }

    @Test func randomASCIIStringsNeverCrash() async {
        await propertyCheck(count: 1500, input: Gen.int(in: 0...127).array(of: 0...30)) { values in
            checkNeverCrashes(String(decoding: values.map { UInt8($0) }, as: UTF8.self))
        }
    }

    @Test func hugeInputsNeverCrash() {
        for format in [
            String(repeating: "[a]-", count: 20_000) + "[a]",
            "[a(" + String(repeating: "9", count: 5000) + ")]",
            "[a(" + String(repeating: "1,", count: 5000) + "1)]",
            "[a]-(" + String(repeating: "(", count: 5000) + ")-[b]",
            "|-1e308-[a(-1e308@1e-320)]",
        ] {
            checkNeverCrashes(format)
        }
    }

    /// Either constraints or Apple's error, whose caret lies inside the format (or after its last character).
    private func checkNeverCrashes(_ format: String) {
        let views = ["a": true, "b": false, "abc": true]
        let metrics = ["gap": 8.0, "h": 1e300]
        do {
            let constraints = try VisualFormat.constraints(format, options: .alignAllTop, metrics: metrics, views: views)
            #expect(throws: Never.self) { try VisualFormat.parse(format, metrics: metrics, views: views) }
            #expect(constraints.allSatisfy { $0.multiplier == 1 })
        } catch {
            #expect(error.format == format)
            #expect(!error.message.isEmpty)
            if let position = error.position {
                #expect((0...format.utf8.count).contains(position), "\(error)")
            } else {
                #expect(format.isEmpty || !format.allSatisfy(\.isASCII), "\(error)")
            }
            _ = error.description
        }
    }
}
