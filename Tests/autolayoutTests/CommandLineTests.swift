import Foundation
import Testing

/// Runs the built `autolayout` binary as a user would.
struct CommandLine {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let binary = ProcessInfo.processInfo.environment["AUTOLAYOUT_BIN"] ?? root.appendingPathComponent(".build/debug/autolayout").path

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = root
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                      errors: String(decoding: errData, as: UTF8.self))
    }

    static func temporaryFile(_ text: String, extension ext: String = "yaml") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-test-\(UUID().uuidString).\(ext)")
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

@Suite("autolayout command line")
struct CommandLineTests {
    static let examples = ((try? FileManager.default.contentsOfDirectory(atPath: CommandLine.root.appendingPathComponent("Examples").path)) ?? [])
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()

    @Test func examplesArePresent() {
        #expect(CommandLineTests.examples.count >= 13)
    }

    @Test(arguments: examples)
    func everyExampleSolvesRendersAndChecks(name: String) throws {
        let path = "Examples/" + name
        let solved = try CommandLine.run(["solve", path, "--format", "json"])
        // Figure 4-5 is ambiguous on purpose (the book says either view may stretch).
        let expectedStatus: Int32 = name.hasPrefix("fig-4-05") ? 1 : 0
        #expect(solved.status == expectedStatus, "\(solved.errors)")
        let json = try JSONSerialization.jsonObject(with: Data(solved.output.utf8)) as? [String: Any]
        #expect((json?["frames"] as? [String: Any])?["root"] != nil)
        let drawn = try CommandLine.run(["render", path])
        #expect(drawn.output.contains("┌root"))
        #expect(drawn.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
        let checked = try CommandLine.run(["check", path])
        #expect(checked.status == expectedStatus)
    }

    @Test func demoRunsWithNoArguments() throws {
        let result = try CommandLine.run(["demo"])
        #expect(result.status == 0)
        for figure in 1...12 { #expect(result.output.contains(String(format: "Figure 4-%d", figure))) }
        #expect(result.output.contains("hugs its content"))
    }

    @Test func solvePrintsFramesAsATableAndAsJSON() throws {
        let table = try CommandLine.run(["solve", "Examples/window-hugs-content.yaml"])
        #expect(table.status == 0)
        #expect(table.output.contains("root       0   0    320     190"))
        let json = try CommandLine.run(["solve", "Examples/window-hugs-content.yaml", "--format", "json", "--size", "400x300"])
        #expect(json.output.contains("\"root\": {\"x\": 0, \"y\": 0, \"width\": 400, \"height\": 300}"))
        #expect(json.output.contains("\"brokenConstraints\": []"))
    }

    @Test func explainPrintsEquationsInApplesOrder() throws {
        let result = try CommandLine.run(["explain", "--visual-format", "H:|-[view1(>=50)]-(==gap@999)-[view2]|",
                                          "--metrics", "gap=12"])
        #expect(result.status == 0)
        #expect(result.output == """
        view1.leading == superview.leading + 20
        view1.width >= 50
        view2.leading == view1.trailing + 12 @999
        superview.trailing == view2.trailing

        """)
        let options = try CommandLine.run(["explain", "--visual-format", "V:[a][b]", "--options", "alignAllLeft,alignAllRight"])
        #expect(options.output == "b.top == a.bottom\na.left == b.left\na.right == b.right\n")
    }

    @Test func explainReportsVisualFormatErrorsWithACaret() throws {
        let result = try CommandLine.run(["explain", "--visual-format", "V:[view1]--5-[view2]"])
        #expect(result.status == 2)
        #expect(result.errors == """
        error: Cannot tell if this - is a minus sign or an accidental extra bar in the connection.  Use parentheses around negative numbers.
        V:[view1]--5-[view2]
                  ^

        """ || result.errors.hasPrefix("error: Cannot tell if this - is a minus sign"))
    }

    @Test func brokenFilesExitWithStatusTwoAndAPosition() throws {
        let path = try CommandLine.temporaryFile("root: {width: 100, height: 100}\nviews:\n  a: {}\nconstraints:\n  - \"H:|[a]-[zz]|\"\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CommandLine.run(["solve", path])
        #expect(result.status == 2)
        #expect(result.errors == "\(path):5:16: error: zz is not a key in the views dictionary.\nH:|[a]-[zz]|\n          ^\n")
        let missing = try CommandLine.run(["solve", "/nonexistent/file.yaml"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("cannot read the file"))
        let badSize = try CommandLine.run(["solve", path, "--size", "wide"])
        #expect(badSize.status != 0)
    }

    @Test func unsatisfiableLayoutsExitWithStatusOneAndStillPrintFrames() throws {
        let path = try CommandLine.temporaryFile("root: {width: 100, height: 100}\nviews:\n  a: {}\nconstraints:\n  - \"H:|[a(==50)]|\"\n  - \"V:|[a]|\"\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CommandLine.run(["solve", path, "--format", "json"])
        #expect(result.status == 1)
        #expect(result.output.contains("\"a\": {\"x\": 0, \"y\": 0, \"width\": 50, \"height\": 100}"))
        #expect(result.output.contains("\"root.trailing == a.trailing\""))
        let check = try CommandLine.run(["check", path])
        #expect(check.status == 1)
        #expect(check.output.contains("unsatisfiable: broke `root.trailing == a.trailing`"))
    }

    @Test func checkFindsViewsOutsideTheirSuperviewAtEachSize() throws {
        let path = try CommandLine.temporaryFile("root: {width: 300, height: 100}\nviews:\n  a: {}\nconstraints:\n  - \"H:|-[a(250)]\"\n  - \"V:|[a(10)]\"\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CommandLine.run(["check", path, "--size", "300x100", "--size", "200x100"])
        #expect(result.status == 1)
        #expect(result.output == "\(path): at 200x100: view 'a' lies outside its superview 'root'\n")
        let clean = try CommandLine.run(["check", path])
        #expect(clean.status == 0)
        #expect(clean.output == "\(path): ok\n")
    }

    @Test func renderWritesSVGAndSideBySideSizes() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try CommandLine.run(["render", "Examples/fig-4-07-flexible-space.yaml", "--to", "svg", "-o", output, "--constraints"])
        #expect(result.status == 0)
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("id=\"view1\"") && svg.contains("240x120") && svg.contains("320x120"))
        let side = try CommandLine.run(["render", "Examples/fig-4-09-matching-widths.yaml", "--size", "200x100", "--size", "400x100"])
        #expect(side.output.contains("200x100") && side.output.contains("400x100"))
    }

    @Test func renderWritesPNGWhenRsvgConvertIsInstalled() throws {
        let hasConverter = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert") }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try CommandLine.run(["render", "Examples/fig-4-06-edge-insets.yaml", "--to", "png", "-o", output])
        if hasConverter {
            #expect(result.status == 0, "\(result.errors)")
            let data = try Data(contentsOf: URL(fileURLWithPath: output))
            #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        } else {
            #expect(result.status == 2)
            #expect(result.errors.contains("rsvg-convert is not installed"))
        }
    }

    /// A root that leaves out its height around a label that wraps at the width it gets: the fitting pass
    /// wraps the label too, so the file solves to every wrapped line, and nothing is ambiguous.
    @Test func aWrappingLabelSizesARootWithNoHeight() throws {
        let file = try CommandLine.temporaryFile("""
            root: {width: 200}
            views:
              t: {label: {text: "The quick brown fox jumps over the lazy dog and keeps on running far away", numberOfLines: 0}}
            constraints: ["H:|-[t]-|", "V:|-[t]-|"]
            """)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let solved = try CommandLine.run(["solve", file, "--format", "json"])
        #expect(solved.status == 0, "\(solved.output)")
        let json = try JSONSerialization.jsonObject(with: Data(solved.output.utf8)) as? [String: Any]
        let frames = json?["frames"] as? [String: [String: Double]]
        let oneLineFile = try CommandLine.temporaryFile("""
            root: {width: 2000}
            views: {t: {label: {text: "The quick brown fox", numberOfLines: 0}}}
            constraints: ["H:|-[t]-|", "V:|-[t]-|"]
            """)
        defer { try? FileManager.default.removeItem(atPath: oneLineFile) }
        let oneLine = try CommandLine.run(["solve", oneLineFile, "--format", "json"])
        let lineHeight = ((try JSONSerialization.jsonObject(with: Data(oneLine.output.utf8)) as? [String: Any])?["frames"]
            as? [String: [String: Double]])?["t"]?["height"] ?? 0
        #expect(lineHeight > 0)
        #expect((frames?["t"]?["width"]) == 160)
        #expect((frames?["t"]?["height"] ?? 0) >= 3 * lineHeight)
        #expect((frames?["root"]?["height"]) == (frames?["t"]?["height"] ?? 0) + 40)
        #expect((json?["ambiguous"] as? [Any])?.isEmpty == true)
    }

    /// A scroll view's content may be larger than its frame; `solve` reports the content size and `check`
    /// does not call the content "outside".
    @Test func scrollViewsReportTheirContentSize() throws {
        let path = "Examples/scroll-view-article.yaml"
        let solved = try CommandLine.run(["solve", path, "--format", "json"])
        #expect(solved.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(solved.output.utf8)) as? [String: Any]
        #expect((json?["contentSizes"] as? [String: [String: Double]])?["scroll"] == ["width": 280, "height": 1200])
        #expect(try CommandLine.run(["solve", path]).output.contains("Content size: scroll 280x1200"))
        #expect(try CommandLine.run(["check", path]).status == 0)
        #expect(try CommandLine.run(["render", path]).output.hasPrefix("320x480, scroll scrolls 280x1200"))
    }

    /// `explain --generated` lists what stack views make, with Apple's identifiers, after the file's own.
    @Test func explainListsStackConstraintsWithTheirIdentifiers() throws {
        let result = try CommandLine.run(["explain", "Examples/stack-toolbar.yaml", "--generated"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "toolbar.leading == root.leading + 40")
        #expect(lines.contains("# stack 'toolbar'"))
        #expect(lines.contains("share.leading == back.trailing + 8  # UISV-spacing"))
        #expect(lines.contains("edit.width == 0 @999.999  # UISV-hiding"))
        #expect(lines.contains("done.width == back.width  # UISV-fill-equally"))
        #expect(try CommandLine.run(["explain", "Examples/stack-toolbar.yaml"]).output.contains("UISV") == false)
    }

    @Test func helpReadsWell() throws {
        let help = try CommandLine.run(["--help"])
        #expect(help.status == 0)
        for command in ["solve", "explain", "check", "render", "demo"] { #expect(help.output.contains(command)) }
        for command in ["solve", "explain", "check", "render", "demo"] {
            let sub = try CommandLine.run([command, "--help"])
            #expect(sub.status == 0)
            #expect(sub.output.contains("USAGE: autolayout \(command)"))
        }
    }
}
