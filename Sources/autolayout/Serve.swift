import ArgumentParser
import FlyingFox
import Foundation
import LayoutPlayground

/// `autolayout serve [FILE] [--port P] [--host H]`: the playground page on a local web server.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a playground page: a layout editor beside the live picture, re-solved on every edit and resize.",
        discussion: "Without a file the page opens an example; with one it edits that file and writes it back only when you press Save.")

    @Argument(help: "The layout file to edit (JSON or YAML).")
    var file: String?

    @Option(help: "The port to listen on.")
    var port: UInt16 = 8080

    @Option(help: "The address to listen on; the default, 127.0.0.1, keeps the page on this machine.")
    var host = "127.0.0.1"

    func validate() throws {
        if let file, !FileManager.default.isReadableFile(atPath: file) { throw ValidationError("cannot read \(file)") }
    }

    func run() async throws {
        let playground = Playground(filePath: file)
        let address: sockaddr_in
        do {
            address = try .inet(ip4: host, port: port)
        } catch {
            printError("error: --host must be an IPv4 address such as 127.0.0.1, not '\(host)'")
            throw Status.badInput
        }
        let server = HTTPServer(address: address, handler: PlaygroundHandler(playground: playground))
        // Written straight to the file handle, so that scripts waiting for it see it before the server blocks.
        FileHandle.standardOutput.write(Data("Playground on http://\(host):\(port)/ (Ctrl-C stops it)\n".utf8))
        do {
            try await server.run()
        } catch {
            printError("error: cannot serve on \(host):\(port): \(error)")
            throw Status.badInput
        }
    }
}

/// Hands every request to the playground, reading at most its body limit.
struct PlaygroundHandler: HTTPHandler {
    let playground: Playground

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        var body = Data()
        for try await chunk in request.bodySequence {
            body.append(chunk)
            if body.count > Playground.maximumBodySize { break }
        }
        let answer = await playground.respond(method: request.method.rawValue, path: request.path, body: body)
        return HTTPResponse(statusCode: HTTPStatusCode(answer.status, phrase: Self.phrase(answer.status)),
                            headers: [.contentType: answer.contentType], body: answer.body)
    }

    private static func phrase(_ status: Int) -> String {
        [200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed", 409: "Conflict",
         413: "Content Too Large", 422: "Unprocessable Content", 500: "Internal Server Error"][status] ?? "Status"
    }
}
