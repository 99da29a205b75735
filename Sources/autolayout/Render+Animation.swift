import ArgumentParser
import AutoLayout
import Foundation
import LayoutFile
import LayoutRender

/// `render --animate` and `render --frames N`: motion between a file's states or sizes.
struct AnimationOptions: ParsableArguments {
    @Flag(help: "Write an animated SVG (SMIL) moving between the file's states, or its sizes.")
    var animate = false

    @Option(help: ArgumentHelp("Write N numbered pictures of one pass through the animation (OUT-001.png …).",
                               valueName: "N"))
    var frames: Int?

    @Option(help: "Seconds each transition takes.")
    var duration = 1.0

    @Option(help: "Seconds each state is held in the animated SVG.")
    var hold = 0.5

    @Option(help: "The timing curve: easeInOut, easeIn, easeOut, linear or spring.")
    var curve: CurveArgument = .easeInOut

    @Option(help: "The spring's damping ratio (--curve spring): 1 stops without bouncing, less bounces.")
    var damping = 0.5

    @Option(help: "The spring's initial velocity (--curve spring), in distances per second.")
    var velocity = 0.0

    enum CurveArgument: String, ExpressibleByArgument, CaseIterable {
        case easeInOut, easeIn, easeOut, linear, spring
    }

    var isRequested: Bool { animate || frames != nil }

    func validate(target: Render.Target, output: String?) throws {
        guard isRequested else { return }
        if animate && frames != nil { throw ValidationError("--animate and --frames are alternatives: give one") }
        if animate && target != .svg { throw ValidationError("--animate writes SVG: add --to svg") }
        if let frames, frames < 2 || frames > 10_000 { throw ValidationError("--frames must be between 2 and 10000") }
        if frames != nil && (target == .terminal || output == nil) {
            throw ValidationError("--frames writes files: add --to png (or svg) and -o OUT")
        }
        guard duration.isFinite, duration > 0, duration <= 3600 else {
            throw ValidationError("--duration must be more than 0 and at most 3600 seconds")
        }
        guard hold.isFinite, hold >= 0, hold <= 3600 else { throw ValidationError("--hold must be between 0 and 3600 seconds") }
        guard damping.isFinite, damping > 0, damping <= 100 else { throw ValidationError("--damping must be more than 0 and at most 100") }
        guard velocity.isFinite, abs(velocity) <= 1000 else { throw ValidationError("--velocity must be between -1000 and 1000") }
    }

    var timingCurve: AnimatedLayout.Curve {
        switch curve {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        case .spring: .spring(damping: damping, velocity: velocity)
        }
    }
}

extension Render {
    @MainActor
    func runAnimation() throws {
        let (animated, problems) = try keyframes()
        if let frames {
            try writeFrames(animated, count: frames)
        } else {
            try emit(SVGRenderer().render(animated))
        }
        if problems { throw Status.layoutProblem }
    }

    private var frames: Int? { animation.frames }

    /// The file's states at the first size given (or the file's own), else its sizes (`--size` or `sizes`).
    @MainActor
    private func keyframes() throws -> (AnimatedLayout, hasProblems: Bool) {
        let base = try loadLayout(file)
        var keyframes: [RenderedLayout] = []
        var problems = false
        if !base.document.states.isEmpty {
            for state in base.document.states {
                let layout = try build(base.document.withMetrics(of: state))
                layout.apply(state)
                let solution = layout.solve(size: size.first?.cgSize)
                problems = problems || solution.hasProblems
                keyframes.append(picture(solution, title: state.name))
            }
        } else {
            let sizes = !size.isEmpty ? size.map(\.cgSize) : base.document.demoSizes
            for size in sizes {
                let solution = base.solve(size: size)
                problems = problems || solution.hasProblems
                keyframes.append(picture(solution, title: AutoLayoutText.size(solution.size)))
            }
        }
        guard keyframes.count >= 2 else {
            printError("error: an animation needs two states or sizes at least: add `states` or `sizes` to "
                       + "\(file), or repeat --size")
            throw Status.badInput
        }
        let animated = AnimatedLayout(keyframes: keyframes, duration: animation.duration, hold: animation.hold,
                                      curve: animation.timingCurve)
        return (animated, problems)
    }

    private func picture(_ solution: LayoutSolution, title: String) -> RenderedLayout {
        var drawing = solution.drawing.showingConstraints(constraints)
        drawing.title = title
        return drawing
    }

    @MainActor
    private func build(_ document: LayoutDocument) throws -> BuiltLayout {
        do {
            return try BuiltLayout.build(document)
        } catch {
            printError(error.description)
            throw Status.badInput
        }
    }

    /// Frame `i` of `n` shows the layout `i / (n − 1)` of the way through one pass from the first keyframe to the
    /// last; files are named `OUT-001.png`… beside `-o OUT`, and a GIF is made when ImageMagick is installed.
    private func writeFrames(_ animated: AnimatedLayout, count: Int) throws {
        let output = self.output ?? "frame"
        let url = URL(fileURLWithPath: output)
        let stem = url.deletingPathExtension().path
        let pass = Double(animated.keyframes.count - 1) * animated.duration
        let digits = max(3, String(count).count)
        var written: [String] = []
        for index in 0..<count {
            let layout = animated.layout(at: pass * Double(index) / Double(count - 1))
            let svg = SVGRenderer().render([layout])
            let number = String(repeating: "0", count: max(0, digits - String(index + 1).count)) + String(index + 1)
            let path = "\(stem)-\(number).\(to == .png ? "png" : "svg")"
            do {
                if to == .png {
                    try PNGConverter.write(svg: svg, to: path)
                } else {
                    try Data(svg.utf8).write(to: URL(fileURLWithPath: path))
                }
            } catch {
                printError("error: cannot write \(path): \(error)")
                throw Status.badInput
            }
            written.append(path)
        }
        print("Wrote \(count) frames: \(written.first!) … \(written.last!)")
        if to == .png, let gif = GIFAssembler.assemble(written, into: stem + ".gif",
                                                       delay: pass / Double(count - 1)) {
            print("Wrote \(gif)")
        }
    }
}

/// Joins PNG frames into a GIF with ImageMagick's `convert`, when it is installed.
enum GIFAssembler {
    static func assemble(_ frames: [String], into path: String, delay: Double) -> String? {
        let search = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let convert = search.split(separator: ":").map({ "\($0)/convert" })
            .first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: convert)
        process.arguments = ["-delay", String(max(1, Int((delay * 100).rounded()))), "-loop", "0"] + frames + [path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? path : nil
    }
}
