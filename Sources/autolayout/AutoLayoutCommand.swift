import ArgumentParser
import Foundation
import LayoutFile

/// The `autolayout` command-line tool: solve, explain, check and draw layout files.
@main
struct AutoLayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Solve, explain, lint and draw Auto Layout layouts on any machine.",
        discussion: """
        A layout file (JSON or YAML) declares a root size, views, metrics and constraints written in Apple's \
        Visual Format Language or as equations like `view1.width == 2*view2.width + 10 @750`. \
        Exit status: 0 success, 1 layout problem (unsatisfiable or ambiguous), 2 bad input.
        """,
        subcommands: [Solve.self, Explain.self, Check.self, Render.self, Demo.self, Schema.self, Serve.self])

    /// Runs the tool; a usage error (unknown option, bad value, missing input) exits 2, as the contract says,
    /// rather than the argument parser's 64.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch where exitCode(for: error) == .validationFailure {
            printError(fullMessage(for: error))
            Foundation.exit(exitStatus(for: error))
        } catch {
            exit(withError: error)
        }
    }

    /// The exit status for an error a command threw or the argument parser raised.
    static func exitStatus(for error: Error) -> Int32 {
        let code = exitCode(for: error)
        return code == .validationFailure ? Status.badInput.rawValue : code.rawValue
    }
}

/// Exit statuses of the contract in the design.
enum Status {
    static let layoutProblem = ExitCode(1)
    static let badInput = ExitCode(2)
}

/// `WxH`, as given to `--size`.
struct SizeArgument: ExpressibleByArgument, CustomStringConvertible {
    var width: Double
    var height: Double

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width >= 0, height >= 0, width <= 1e7, height <= 1e7 else { return nil }
        self.width = width
        self.height = height
    }

    var cgSize: CGSize { CGSize(width: width, height: height) }
    var description: String { AutoLayoutText.size(cgSize) }
}

/// Writes to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
