import AutoLayout
import Foundation
import LayoutFile
import LayoutRender

/// An answer: an HTTP status, a content type and a body.
public struct PlaygroundResponse: Sendable {
    public var status: Int
    public var contentType: String
    public var body: Data

    static func json(_ value: some Encodable, status: Int = 200) -> PlaygroundResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return PlaygroundResponse(status: status, contentType: "application/json", body: body)
    }

    static func error(_ status: Int, _ message: String) -> PlaygroundResponse {
        json(ErrorAnswer(error: .init(message: message, line: nil, column: nil, excerpt: [])), status: status)
    }

    /// A layout file's error at its line and column.
    static func fileError(_ error: LayoutFileError) -> PlaygroundResponse {
        json(ErrorAnswer(error: .init(message: error.message, line: error.location?.line, column: error.location?.column,
                                      excerpt: error.excerpt)), status: 422)
    }
}

/// `{"text": …, "width": …, "height": …}`: a layout, optionally at a root size.
struct SolveRequest: Decodable {
    var text: String
    var width: Double?
    var height: Double?

    struct BadSize: Error {}

    /// The size asked for, nil for the file's own; both numbers or neither, each 0…100,000.
    func size() throws -> CGSize? {
        guard let width, let height else {
            if width != nil || height != nil { throw BadSize() }
            return nil
        }
        guard width.isFinite, height.isFinite, (0...100_000).contains(width), (0...100_000).contains(height) else { throw BadSize() }
        return CGSize(width: width, height: height)
    }
}

/// `{"format": "H:|-[a]-|", "options": [...], "metrics": {...}}`.
struct ExplainRequest: Decodable {
    var format: String
    var options: [String]?
    var metrics: [String: Double]?
}

/// `{"text": …, "duration": …}`.
struct AnimateRequest: Decodable {
    var text: String
    var duration: Double?
}

/// `{"text": …}`.
struct SaveRequest: Decodable {
    var text: String
}

struct FileAnswer: Encodable {
    var name: String
    var text: String
    var canSave: Bool
}

struct ExplainAnswer: Encodable {
    var lines: [String]
}

struct SVGAnswer: Encodable {
    var svg: String
}

struct ErrorAnswer: Encodable {
    struct Detail: Encodable {
        var message: String
        var line: Int?
        var column: Int?
        var excerpt: [String]
    }

    var error: Detail
}

/// A solved layout for the page: the picture, every view's frame in the root's coordinates, each view's
/// constraints in Apple's description format, what is broken or ambiguous, and how long the solve took.
struct SolveAnswer: Encodable {
    struct Rect: Encodable {
        var x, y, width, height: Double

        init(_ rect: CGRect) {
            (x, y, width, height) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }
    }

    struct Ambiguity: Encodable {
        var view: String
        var axis: String
    }

    var svg: String
    var width: Double
    var height: Double
    var frames: [String: Rect]
    var constraints: [String: [String]]
    var broken: [String]
    var ambiguous: [Ambiguity]
    var states: [String]
    var milliseconds: Double

    @MainActor
    init(solution: LayoutSolution, layout: BuiltLayout, milliseconds: Double) {
        svg = SVGRenderer().render([solution.drawing])
        width = Double(solution.size.width)
        height = Double(solution.size.height)
        // Each view's frame in its superview's coordinates, as `solve` prints it and as UIKit's `frame` is (the
        // picture's rectangles are in the root's).
        frames = Dictionary(solution.frames.map { ($0.name, Rect($0.frame)) }, uniquingKeysWith: { first, _ in first })
        constraints = SolveAnswer.descriptions(layout)
        broken = solution.brokenConstraints
        ambiguous = solution.ambiguous.map { Ambiguity(view: $0.view, axis: $0.axis == .horizontal ? "horizontal" : "vertical") }
        states = layout.document.states.map(\.name)
        self.milliseconds = milliseconds
    }

    /// Each named view's active constraints, as `NSLayoutConstraint.description` prints them.
    @MainActor
    private static func descriptions(_ layout: BuiltLayout) -> [String: [String]] {
        let all = layout.names.compactMap { layout.views[$0] }.flatMap(\.constraints)
        var result: [String: [String]] = [:]
        for name in layout.names {
            guard let view = layout.views[name] else { continue }
            result[name] = all.filter { $0.firstItem === view || $0.secondItem === view }.map(\.description)
        }
        return result
    }
}
