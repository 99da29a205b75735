import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
/// The text attributes UIKit adds to Foundation's, with UIKit's raw values; a label reads the font and colour of
/// its styled text's first character.
extension NSAttributedString.Key {
    /// The text's font, a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour, a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text, a `UIColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph's style.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline's style.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough's style.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The link the text leads to.
    public static let link = NSAttributedString.Key("NSLink")
}
#endif
