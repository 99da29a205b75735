import Foundation

/// How labels and text views move between plain text in one font and colour and styled text: they are measured
/// in one font, so styled text gives them the font and colour of its first character.
extension NSAttributedString {
    /// Plain text as styled text: in one font and, when there is one, one colour.
    static func plain(_ text: String, font: UIFont, color: UIColor?) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let color { attributes[.foregroundColor] = color }
        return NSAttributedString(string: text, attributes: attributes)
    }

    /// The font and colour of the first character, either nil when it has none; both nil for empty text.
    var firstCharacterStyle: (font: UIFont?, color: UIColor?) {
        guard length > 0 else { return (nil, nil) }
        let attributes = self.attributes(at: 0, effectiveRange: nil)
        return (attributes[.font] as? UIFont, attributes[.foregroundColor] as? UIColor)
    }
}
