import ArgumentParser
import Foundation
import Testing
@testable import autolayout

/// The exit contract, checked in process: 0 success, 1 a layout problem, 2 bad input of any kind.
@Suite("Exit statuses")
struct ExitStatusTests {
    /// The status the tool exits with for these arguments, without starting a process.
    private func status(_ arguments: [String]) async -> Int32 {
        do {
            var command = try AutoLayoutCommand.parseAsRoot(arguments)
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            return AutoLayoutCommand.exitStatus(for: error)
        }
    }

    @Test(arguments: [
        ["solve", "Examples/fig-4-11-size-priorities.yaml", "--size", "wide"],
        ["solve", "Examples/fig-4-11-size-priorities.yaml", "--format", "xml"],
        ["solve"],
        ["explain"],
        ["bogus"],
        ["solve", "Examples/fig-4-11-size-priorities.yaml", "--no-such-option"],
        ["render", "Examples/fig-4-11-size-priorities.yaml", "--to", "png"],
        ["render", "Examples/fig-4-11-size-priorities.yaml", "--columns", "5"],
    ])
    func usageErrorsExitTwo(arguments: [String]) async {
        #expect(await status(arguments) == 2)
    }

    @Test func unreadableAndMalformedInputExitsTwo() async throws {
        #expect(await status(["solve", "/nonexistent/layout.yaml"]) == 2)
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("exit-status-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: broken) }
        try Data("views: {a: {}}\nconstraints: [\"H:|-[a\"]\n".utf8).write(to: broken)
        #expect(await status(["solve", broken.path]) == 2)
        #expect(await status(["explain", "--visual-format", "H:|-[a"]) == 2)
    }

    @Test func layoutProblemsExitOneAndCleanLayoutsZero() async {
        #expect(await status(["solve", CommandLine.root.appendingPathComponent("Examples/fig-4-05-flush-edges.yaml").path]) == 1)
        #expect(await status(["check", CommandLine.root.appendingPathComponent("Examples/fig-4-05-flush-edges.yaml").path]) == 1)
        #expect(await status(["solve", CommandLine.root.appendingPathComponent("Examples/fig-4-11-size-priorities.yaml").path]) == 0)
    }

    /// The same through a real process, as scripts see it.
    @Test func theProcessExitsTwoOnUsageErrors() throws {
        #expect(try CommandLine.run(["solve", "Examples/fig-4-11-size-priorities.yaml", "--size", "wide"]).status == 2)
        #expect(try CommandLine.run(["explain"]).status == 2)
        #expect(try CommandLine.run(["--help"]).status == 0)
    }
}
