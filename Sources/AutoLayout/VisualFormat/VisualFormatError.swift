/// Apple's parse error: message, the format and the caret position.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Apple's message, byte for byte (`Expected a view`, `view3 is not a key in the views dictionary.`, …).
    public var message: String
    /// The format that failed.
    public var format: String
    /// The index of the parser cursor when the error was detected (the caret column); nil for the
    /// empty-string and non-ASCII errors, which Apple reports without a caret block.
    public var position: Int?

    /// An error with the given message, format and caret position.
    public init(message: String, format: String, position: Int?) {
        self.message = message
        self.format = format
        self.position = position
    }

    /// Apple's full exception reason: `"Unable to parse constraint format: \n" + message + " \n" + format +
    /// " \n" + (position spaces) + "^"`, or `"Unable to parse constraint format: " + message` without a caret.
    public var description: String {
        guard let position else { return "Unable to parse constraint format: " + message }
        return "Unable to parse constraint format: \n" + message + " \n" + format + " \n" + VisualFormatError.caret(at: position)
    }

    /// A line with a caret under column `position` of the line above (the one caret formatter, for every
    /// text that points into a format or an equation).
    public static func caret(at position: Int) -> String {
        String(repeating: " ", count: max(position, 0)) + "^"
    }
}
