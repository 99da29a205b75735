import AutoLayout
import Foundation
import LayoutFile
import LayoutRender

/// The playground's answers to its page, apart from any server: each request is a path and a JSON body, each
/// answer a status, a content type and a body. Bad input gets a JSON error, never a crash.
///
/// The last layout built is kept, so that resizing the root (the page's drag handle) re-solves the same
/// hierarchy incrementally instead of building it again.
@preconcurrency @MainActor
public final class Playground {
    /// The largest request body accepted (1 MiB): layout files that size already hold thousands of views.
    public nonisolated static let maximumBodySize = 1 << 20

    /// A file the playground edits, if it was started with one; only ``save`` writes it.
    public nonisolated let filePath: String?
    private var current: (text: String, layout: BuiltLayout)?

    /// A playground editing `filePath`, or the built-in example when nil.
    public nonisolated init(filePath: String?) {
        self.filePath = filePath
    }

    /// Answers one request.
    public func respond(method: String, path: String, body: Data) -> PlaygroundResponse {
        guard body.count <= Self.maximumBodySize else {
            return .error(413, "the request body is \(body.count) bytes; the playground takes at most \(Self.maximumBodySize)")
        }
        switch (method, path) {
        case ("GET", "/"), ("GET", "/index.html"): return PlaygroundResponse(status: 200, contentType: "text/html; charset=utf-8",
                                                                             body: Data(PlaygroundPage.html.utf8))
        case ("GET", "/api/file"): return file()
        case ("POST", "/api/solve"): return decode(body) { (request: SolveRequest) in solve(request) }
        case ("POST", "/api/explain"): return decode(body) { (request: ExplainRequest) in explain(request) }
        case ("POST", "/api/animate"): return decode(body) { (request: AnimateRequest) in animate(request) }
        case ("POST", "/api/save"): return decode(body) { (request: SaveRequest) in save(request) }
        case (_, "/"), (_, "/index.html"), (_, "/api/file"), (_, "/api/solve"), (_, "/api/explain"), (_, "/api/animate"), (_, "/api/save"):
            return .error(405, "\(method) is not allowed on \(path)")
        default:
            return .error(404, "no such page: \(path)")
        }
    }

    private func decode<Request: Decodable>(_ body: Data, _ answer: (Request) -> PlaygroundResponse) -> PlaygroundResponse {
        do {
            return answer(try JSONDecoder().decode(Request.self, from: body))
        } catch {
            return .error(400, "the request is not the JSON this call takes: \(error)")
        }
    }

    // MARK: Calls

    private func file() -> PlaygroundResponse {
        guard let filePath else {
            return .json(FileAnswer(name: "example.yaml", text: PlaygroundPage.example, canSave: false))
        }
        guard let data = FileManager.default.contents(atPath: filePath), let text = String(data: data, encoding: .utf8) else {
            return .error(404, "cannot read \(filePath)")
        }
        return .json(FileAnswer(name: (filePath as NSString).lastPathComponent, text: text, canSave: true))
    }

    private func solve(_ request: SolveRequest) -> PlaygroundResponse {
        let layout: BuiltLayout
        do {
            layout = try self.layout(for: request.text)
        } catch {
            return .fileError(error)
        }
        let size = try? request.size()
        if request.width != nil || request.height != nil, size == nil {
            return .error(400, "width and height must be numbers from 0 to 100000")
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let solution = layout.solve(size: size)
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        return .json(SolveAnswer(solution: solution, layout: layout, milliseconds: milliseconds))
    }

    /// The built layout of `text`: the one kept when the text is the same, so only the root's size changes.
    private func layout(for text: String) throws(LayoutFileError) -> BuiltLayout {
        if let current, current.text == text { return current.layout }
        let layout = try BuiltLayout.build(LayoutDocumentReader.read(text, fileName: "layout"))
        current = (text, layout)
        return layout
    }

    private func explain(_ request: ExplainRequest) -> PlaygroundResponse {
        let options: LayoutFormatOptions
        do {
            options = try LayoutFormatOptions(names: request.options ?? [])
        } catch {
            return .error(422, error.message)
        }
        do {
            return .json(ExplainAnswer(lines: try VisualFormatExplanation.equations(of: request.format, options: options,
                                                                                     metrics: request.metrics ?? [:])))
        } catch {
            return .json(ErrorAnswer(error: .init(message: error.message, line: nil, column: error.position.map { $0 + 1 },
                                                  excerpt: [error.format] + (error.position.map { [VisualFormatError.caret(at: $0)] } ?? []))),
                         status: 422)
        }
    }

    private func animate(_ request: AnimateRequest) -> PlaygroundResponse {
        let document: LayoutDocument
        do {
            document = try LayoutDocumentReader.read(request.text, fileName: "layout")
        } catch {
            return .fileError(error)
        }
        guard document.states.count >= 2 || document.demoSizes.count >= 2 else {
            return .error(422, "an animation needs two states or sizes at least: add `states` or `sizes` to the file")
        }
        do {
            let duration = min(max(request.duration ?? 0.6, 0.05), 10)
            let animation = AnimatedLayout(keyframes: try keyframes(of: document), duration: duration, hold: 0.5,
                                           curve: .easeInOut)
            return .json(SVGAnswer(svg: SVGRenderer().render(animation)))
        } catch {
            return .fileError(error)
        }
    }

    /// The pictures of a document's states, or of its sizes when it has none.
    private func keyframes(of document: LayoutDocument) throws(LayoutFileError) -> [RenderedLayout] {
        var keyframes: [RenderedLayout] = []
        if document.states.isEmpty {
            for size in document.demoSizes {
                keyframes.append(try keyframe(BuiltLayout.build(document), size: size, title: AutoLayoutText.size(size)))
            }
        }
        for state in document.states {
            let layout = try BuiltLayout.build(document.withMetrics(of: state))
            layout.apply(state)
            keyframes.append(keyframe(layout, size: nil, title: state.name))
        }
        return keyframes
    }

    private func keyframe(_ layout: BuiltLayout, size: CGSize?, title: String) -> RenderedLayout {
        var drawing = layout.solve(size: size).drawing.showingConstraints(false)
        drawing.title = title
        return drawing
    }

    private func save(_ request: SaveRequest) -> PlaygroundResponse {
        guard let filePath else { return .error(409, "the playground was started without a file; there is nothing to save to") }
        do {
            try Data(request.text.utf8).write(to: URL(fileURLWithPath: filePath))
            return .json(["saved": filePath])
        } catch {
            return .error(500, "cannot write \(filePath): \(error.localizedDescription)")
        }
    }
}
