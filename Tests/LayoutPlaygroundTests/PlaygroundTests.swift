import Foundation
import Testing
@testable import LayoutPlayground

/// The playground's calls, in process: answers, errors at their place, limits, and the file written only on
/// request.
@MainActor
@Suite("Playground")
struct PlaygroundTests {
    private func call(_ playground: Playground, _ path: String, _ body: [String: Any],
                      method: String = "POST") throws -> (status: Int, json: [String: Any]) {
        let answer = playground.respond(method: method, path: path, body: try JSONSerialization.data(withJSONObject: body))
        return (answer.status, try JSONSerialization.jsonObject(with: answer.body) as? [String: Any] ?? [:])
    }

    private let layout = """
    root: {width: 300, height: 100}
    views: {a: {}, b: {}}
    constraints: ["H:|-[a]-[b(==a)]-|", "V:|-[a(40)]", "V:|-[b(40)]"]
    """

    @Test func solveAnswersFramesPictureAndConstraints() throws {
        let playground = Playground(filePath: nil)
        let (status, json) = try call(playground, "/api/solve", ["text": layout])
        #expect(status == 200)
        let frames = try #require(json["frames"] as? [String: [String: Double]])
        #expect(frames["a"] == ["x": 20, "y": 20, "width": 126, "height": 40])
        #expect(frames["b"] == ["x": 154, "y": 20, "width": 126, "height": 40])
        #expect((json["svg"] as? String)?.contains("<rect id=\"a\"") == true)
        let constraints = try #require(json["constraints"] as? [String: [String]])
        #expect(constraints["b"]?.contains { $0.contains("b.width == a.width") } == true, "\(constraints["b"] ?? [])")
        #expect(json["milliseconds"] as? Double != nil)
    }

    /// Frames are in their superviews' coordinates, as `solve` prints them and the hover shows them.
    @Test func framesAreInTheirSuperviewsCoordinates() throws {
        let nested = """
            root: {width: 300, height: 200}
            views: {box: {}, inner: {superview: box}}
            constraints: ["H:|-50-[box(100)]", "V:|-60-[box(80)]", "H:|-10-[inner(20)]", "V:|-5-[inner(30)]"]
            """
        let (status, json) = try call(Playground(filePath: nil), "/api/solve", ["text": nested])
        #expect(status == 200)
        let frames = try #require(json["frames"] as? [String: [String: Double]])
        #expect(frames["inner"] == ["x": 10, "y": 5, "width": 20, "height": 30])
        #expect((json["svg"] as? String)?.contains("<rect id=\"inner\" x=\"60\" y=\"65\"") == true, "drawn in the root's")
    }

    @Test func resizingReusesTheLayoutAndReSolves() throws {
        let playground = Playground(filePath: nil)
        _ = try call(playground, "/api/solve", ["text": layout])
        let (status, json) = try call(playground, "/api/solve", ["text": layout, "width": 500, "height": 100])
        #expect(status == 200)
        #expect((json["frames"] as? [String: [String: Double]])?["b"]?["width"] == 226)
        #expect(json["width"] as? Double == 500)
    }

    @Test func badInputIsAnErrorWithItsPlace() throws {
        let playground = Playground(filePath: nil)
        let (status, json) = try call(playground, "/api/solve", ["text": "views: {a: {}}\nconstraints: [\"H:|-[a\"]\n"])
        #expect(status == 422)
        let error = try #require(json["error"] as? [String: Any])
        #expect(error["line"] as? Int == 2 && error["column"] as? Int != nil)
        #expect((error["message"] as? String)?.contains("Expected a ']'") == true)
        #expect(try call(playground, "/api/solve", ["text": 3]).status == 400)
        #expect(try call(playground, "/api/solve", ["text": layout, "width": -5, "height": 10]).status == 400)
        #expect(try call(playground, "/api/solve", [:], method: "GET").status == 405)
        #expect(try call(playground, "/nowhere", [:], method: "GET").status == 404)
    }

    @Test func bodiesOverTheLimitAreRefused() {
        let playground = Playground(filePath: nil)
        let answer = playground.respond(method: "POST", path: "/api/solve", body: Data(count: Playground.maximumBodySize + 1))
        #expect(answer.status == 413)
    }

    @Test func explainAnswersEquationsOrApplesError() throws {
        let playground = Playground(filePath: nil)
        let (status, json) = try call(playground, "/api/explain", ["format": "H:|-[a]-[b]-|"])
        #expect(status == 200)
        #expect(json["lines"] as? [String] == ["a.leading == superview.leading + 20", "b.leading == a.trailing + 8",
                                               "superview.trailing == b.trailing + 20"])
        let bad = try call(playground, "/api/explain", ["format": "H:|-[a"])
        #expect(bad.status == 422)
    }

    @Test func animateNeedsStatesAndAnswersAnAnimatedPicture() throws {
        let playground = Playground(filePath: nil)
        #expect(try call(playground, "/api/animate", ["text": layout]).status == 422)
        let states = layout.replacingOccurrences(of: "\"H:|-[a]-[b(==a)]-|\"", with: "{visualFormat: \"H:|-[a]-[b(==a)]-|\", identifier: edge}")
            + "\nstates: [{name: one}, {name: two, constants: {edge: 60}}]\n"
        let (status, json) = try call(playground, "/api/animate", ["text": states])
        #expect(status == 200, "\(json)")
        #expect((json["svg"] as? String)?.contains("<animate") == true)
    }

    @Test func theFileIsWrittenOnlyWhenSaved() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("playground-\(UUID().uuidString).yaml").path
        try Data(layout.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let playground = Playground(filePath: path)
        let file = try call(playground, "/api/file", [:], method: "GET")
        #expect(file.json["text"] as? String == layout && file.json["canSave"] as? Bool == true)
        _ = try call(playground, "/api/solve", ["text": layout + "\n# edited"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == layout)
        #expect(try call(playground, "/api/save", ["text": layout + "\n# saved"]).status == 200)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == layout + "\n# saved")
        #expect(try call(Playground(filePath: nil), "/api/save", ["text": "x"]).status == 409)
    }

    @Test func thePageIsServed() {
        let answer = Playground(filePath: nil).respond(method: "GET", path: "/", body: Data())
        #expect(answer.status == 200 && answer.contentType.hasPrefix("text/html"))
        #expect(String(decoding: answer.body, as: UTF8.self).contains("id=\"editor\""))
    }
}
