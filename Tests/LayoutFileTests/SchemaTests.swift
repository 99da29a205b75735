import AutoLayout
import Foundation
import Testing
@testable import LayoutFile

/// The JSON Schema `autolayout schema` prints describes the keys the reader accepts, no more and no fewer.
@MainActor
@Suite("Layout file schema")
struct SchemaTests {
    private func schema() throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(LayoutSchema.json.utf8)) as? [String: Any])
    }

    private func keys(_ object: [String: Any]?) -> Set<String> {
        Set((object?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test func topLevelAndViewKeysMatchTheReader() throws {
        let schema = try schema()
        #expect(keys(schema) == Set(LayoutDocumentReader.fileKeys))
        let view = (schema["$defs"] as? [String: Any])?["view"] as? [String: Any]
        #expect(keys(view) == Set(LayoutDocumentReader.viewKeys))
    }

    /// The schema's option names are the ones the reader accepts.
    @Test func formatOptionsMatchTheNamesTheReaderAccepts() throws {
        let definitions = try #require(try schema()["$defs"] as? [String: Any])
        let options = try #require((definitions["formatOption"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(options) == Set(LayoutFormatOptions.named.map(\.name)) && options.count == LayoutFormatOptions.named.count)
    }

    @Test func theCommittedCopyIsCurrent() throws {
        let copy = CommandLineRoot.url.appendingPathComponent("docs/layout.schema.json")
        let committed = try JSONSerialization.jsonObject(with: Data(contentsOf: copy)) as? NSDictionary
        #expect(committed == (try schema()) as NSDictionary)
    }

    @Test func everyExampleNamesTheSchema() throws {
        let folder = CommandLineRoot.url.appendingPathComponent("Examples")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".yaml") || name.hasSuffix(".json") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("$schema") && text.contains("../docs/layout.schema.json"), "\(name)")
            _ = try LayoutDocumentReader.read(text, fileName: name)
        }
    }
}
