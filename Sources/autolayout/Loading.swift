import ArgumentParser
import Foundation
import LayoutFile

/// Reads and builds a layout file, or prints the error and exits with status 2.
@MainActor
func loadLayout(_ path: String) throws -> BuiltLayout {
    do {
        let document = try LayoutDocumentReader.read(contentsOf: path)
        return try BuiltLayout.build(document)
    } catch {
        printError(error.description)
        throw Status.badInput
    }
}
