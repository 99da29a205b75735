import AutoLayout

/// A problem with a layout file, reported as `FILE:LINE:COLUMN: error: MESSAGE` followed, for a visual format,
/// by the format and a caret under the fault.
public struct LayoutFileError: Error, Equatable, CustomStringConvertible {
    /// The file's name as given (or `<input>`).
    public var file: String
    /// Where the problem is, when known.
    public var location: SourceLocation?
    /// What is wrong.
    public var message: String
    /// Extra lines shown under the message: the offending text and a caret line.
    public var excerpt: [String]

    public init(file: String, location: SourceLocation?, message: String, excerpt: [String] = []) {
        self.file = file
        self.location = location
        self.message = message
        self.excerpt = excerpt
    }

    public var description: String {
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return (["\(place): error: \(message)"] + excerpt).joined(separator: "\n")
    }

    /// A visual-format error placed at its format string: the column points at the fault inside the string.
    static func visualFormat(_ error: VisualFormatError, file: String, at location: SourceLocation?) -> LayoutFileError {
        var place = location
        if let position = error.position, let start = location {
            place = SourceLocation(line: start.line, column: start.column + position)
        }
        let excerpt = error.position.map { [error.format, VisualFormatError.caret(at: $0)] } ?? [error.format]
        return LayoutFileError(file: file, location: place, message: error.message, excerpt: excerpt)
    }
}
