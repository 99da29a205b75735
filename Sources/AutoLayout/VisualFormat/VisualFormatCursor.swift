/// A read position over the bytes of an ASCII format, like the `currentCharacter` index Apple's parser keeps:
/// errors point at it, so every method moves it exactly as far as Apple's does.
struct VisualFormatCursor {
    let format: String
    private let bytes: [UInt8]
    private(set) var position = 0

    /// A cursor at the start of `format`, which must be ASCII (`VisualFormatParser` checks first).
    init(_ format: String) {
        self.format = format
        self.bytes = Array(format.utf8)
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The byte under the cursor, nil at the end.
    var current: UInt8? { isAtEnd ? nil : bytes[position] }

    /// Whether the byte under the cursor is `character`.
    func isAt(_ character: Unicode.Scalar) -> Bool {
        current == UInt8(ascii: character)
    }

    mutating func advance() {
        position += 1
    }

    /// Steps over `character` when it is under the cursor.
    mutating func consume(_ character: Unicode.Scalar) -> Bool {
        guard isAt(character) else { return false }
        advance()
        return true
    }

    /// Steps over spaces, where this port accepts them and Apple's parser does not (see `VisualFormatParser`).
    mutating func skipSpaces() {
        while consume(" ") {}
    }

    /// Reads an identifier, `[A-Za-z_][A-Za-z0-9_]*`; empty (and the cursor unmoved) when none starts here.
    mutating func scanName() -> String {
        let start = position
        guard let first = current, Self.isNameStart(first) else { return "" }
        advance()
        while let byte = current, Self.isNameStart(byte) || Self.isDigit(byte) {
            advance()
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Reads a number as `strtod` would from here; nil (and the cursor unmoved) when it reads nothing.
    mutating func scanNumber() -> Double? {
        let remainder = bytes[position...]
        let length = VisualFormatNumber.length(of: remainder)
        guard length > 0, let value = VisualFormatNumber.value(of: remainder.prefix(length)) else { return nil }
        position += length
        return value
    }

    /// An error with Apple's `message` and the caret here.
    func error(_ message: String) -> VisualFormatError {
        VisualFormatError(message: message, format: format, position: position)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || isLetter(byte)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
