/// Numbers as Apple's parser reads them: with C's `strtod` in the C locale, which takes the longest prefix
/// that is a number (`5` of `5-[b]`, `1` of `1e-[b]`) and also accepts hexadecimal (`0x1A`), exponents,
/// `inf`, `infinity` and `nan`. Reading the same prefix keeps carets and the following syntax errors identical.
enum VisualFormatNumber {
    /// How many bytes `strtod` would read from the start of `bytes`; 0 when it reads no number.
    static func length(of bytes: ArraySlice<UInt8>) -> Int {
        var index = bytes.startIndex
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            index += 1
        }
        let body = bytes[index...]
        let bodyLength = specialLength(of: body) ?? hexadecimalLength(of: body) ?? decimalLength(of: body)
        return bodyLength == 0 ? 0 : index - bytes.startIndex + bodyLength
    }

    /// The value of a complete number text (one that `length(of:)` measured).
    static func value(of bytes: ArraySlice<UInt8>) -> Double? {
        // Swift's parser follows `strtod` (correct rounding, ±inf on overflow) once the extent is known.
        Double(String(decoding: bytes, as: UTF8.self))
    }

    /// The value of a whole string that is exactly one number, as the parser would read it.
    static func value(of text: String) -> Double? {
        let bytes = ArraySlice(text.utf8)
        guard !bytes.isEmpty, length(of: bytes) == bytes.count else { return nil }
        return value(of: bytes)
    }

    /// `inf`, `infinity`, `nan` and `nan(chars)`, in any case.
    private static func specialLength(of bytes: ArraySlice<UInt8>) -> Int? {
        if hasPrefix(bytes, "infinity") { return 8 }
        if hasPrefix(bytes, "inf") { return 3 }
        guard hasPrefix(bytes, "nan") else { return nil }
        // `nan(` counts only with its closing parenthesis and letters, digits or underscores inside.
        let rest = bytes.dropFirst(3)
        guard rest.first == UInt8(ascii: "(") else { return 3 }
        let inside = rest.dropFirst().prefix { VisualFormatCursor.isNameStart($0) || VisualFormatCursor.isDigit($0) }
        return inside.endIndex < bytes.endIndex && bytes[inside.endIndex] == UInt8(ascii: ")") ? 3 + 1 + inside.count + 1 : 3
    }

    /// `0x` followed by hexadecimal digits, an optional fraction and an optional binary exponent `p±d`;
    /// nil when there is no hexadecimal digit after `0x` (then `strtod` reads just the `0`).
    private static func hexadecimalLength(of bytes: ArraySlice<UInt8>) -> Int? {
        guard hasPrefix(bytes, "0x") else { return nil }
        let mantissa = digitsLength(of: bytes.dropFirst(2), isDigit: isHexDigit)
        guard mantissa.digits > 0 else { return nil }
        let end = 2 + mantissa.length
        return end + exponentLength(of: bytes.dropFirst(end), marker: "p")
    }

    /// Decimal digits with an optional fraction and an optional exponent `e±d`; 0 without any digit.
    private static func decimalLength(of bytes: ArraySlice<UInt8>) -> Int {
        let mantissa = digitsLength(of: bytes, isDigit: VisualFormatCursor.isDigit)
        guard mantissa.digits > 0 else { return 0 }
        return mantissa.length + exponentLength(of: bytes.dropFirst(mantissa.length), marker: "e")
    }

    /// The length of `digits* (. digits*)?` and how many digits it holds.
    private static func digitsLength(of bytes: ArraySlice<UInt8>, isDigit: (UInt8) -> Bool) -> (length: Int, digits: Int) {
        let integer = bytes.prefix(while: isDigit).count
        let afterInteger = bytes.dropFirst(integer)
        guard afterInteger.first == UInt8(ascii: ".") else { return (integer, integer) }
        let fraction = afterInteger.dropFirst().prefix(while: isDigit).count
        return (integer + 1 + fraction, integer + fraction)
    }

    /// The length of an exponent (`e`/`p`, optional sign, at least one decimal digit); 0 when incomplete.
    private static func exponentLength(of bytes: ArraySlice<UInt8>, marker: Unicode.Scalar) -> Int {
        guard let first = bytes.first, lowercased(first) == UInt8(ascii: marker) else { return 0 }
        var rest = bytes.dropFirst()
        var signLength = 0
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            rest = rest.dropFirst()
            signLength = 1
        }
        let digits = rest.prefix(while: VisualFormatCursor.isDigit).count
        return digits == 0 ? 0 : 1 + signLength + digits
    }

    private static func hasPrefix(_ bytes: ArraySlice<UInt8>, _ lowercasePrefix: String) -> Bool {
        let prefix = Array(lowercasePrefix.utf8)
        return bytes.count >= prefix.count && zip(bytes, prefix).allSatisfy { lowercased($0) == $1 }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        VisualFormatCursor.isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(lowercased(byte))
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
