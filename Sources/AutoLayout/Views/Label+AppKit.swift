import Foundation

/// AppKit's text field (`NSTextField`) is a label here (see ``NSTextField``): its makers and the settings AppKit
/// code gives it, which are kept. An editable field is measured as its text, like a label.
extension UILabel {
    /// A label showing a string, AppKit's `NSTextField(labelWithString:)`.
    public convenience init(labelWithString stringValue: String) {
        self.init(text: stringValue)
    }

    /// A label whose text wraps, AppKit's `NSTextField(wrappingLabelWithString:)`: as many lines as it takes.
    public convenience init(wrappingLabelWithString stringValue: String) {
        self.init(text: stringValue)
        numberOfLines = 0
    }

    /// An editable field showing a string, AppKit's `NSTextField(string:)`.
    public convenience init(string stringValue: String) {
        self.init(text: stringValue)
        isEditable = true
        isBezeled = true
    }

    /// The text, empty when there is none (AppKit's `stringValue`).
    public var stringValue: String {
        get { text ?? "" }
        set { text = newValue }
    }

    /// How lines line up (AppKit's name for ``textAlignment``).
    public var alignment: NSTextAlignment {
        get { textAlignment }
        set { textAlignment = newValue }
    }

    /// The text shown while the field is empty (kept).
    public var placeholderString: String? {
        get { textFieldSettings?.placeholderString }
        set { settings.placeholderString = newValue }
    }

    /// Whether the text can be edited (kept).
    public var isEditable: Bool {
        get { setting(\.isEditable) }
        set { settings.isEditable = newValue }
    }

    /// Whether the text can be selected (kept).
    public var isSelectable: Bool {
        get { setting(\.isSelectable) }
        set { settings.isSelectable = newValue }
    }

    /// Whether a bezel is drawn (kept).
    public var isBezeled: Bool {
        get { setting(\.isBezeled) }
        set { settings.isBezeled = newValue }
    }

    /// Whether a border is drawn (kept).
    public var isBordered: Bool {
        get { setting(\.isBordered) }
        set { settings.isBordered = newValue }
    }

    /// Whether the background is filled (kept).
    public var drawsBackground: Bool {
        get { setting(\.drawsBackground) }
        set { settings.drawsBackground = newValue }
    }

    /// A switch of the kept settings: off until it is set.
    private func setting(_ keyPath: KeyPath<TextFieldSettings, Bool>) -> Bool {
        textFieldSettings?[keyPath: keyPath] ?? false
    }

    private var settings: TextFieldSettings {
        if let textFieldSettings { return textFieldSettings }
        let made = TextFieldSettings()
        textFieldSettings = made
        return made
    }
}

/// A text field's AppKit settings, made when the first is set.
final class TextFieldSettings {
    var placeholderString: String?
    var isEditable = false
    var isSelectable = false
    var isBezeled = false
    var isBordered = false
    var drawsBackground = false
}
