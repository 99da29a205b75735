import Foundation

/// A one-line text input, the layout part of UIKit's `UITextField`: its intrinsic size is its text's on one
/// line, or its placeholder's while it has no text, measured as a label measures.
///
/// The border styles are kept for the code that sets them; they add no padding here (UIKit's exact padding per
/// style is not documented).
open class UITextField: UIControl {
    /// A text field takes the keyboard's input, so it can become the first responder.
    open override var canBecomeFirstResponder: Bool { true }

    /// How the field's border is drawn (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin rectangle.
        case line
        /// A bezeled rectangle.
        case bezel
        /// A rounded rectangle.
        case roundedRect
    }

    /// The text in the field.
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The text shown while the field is empty.
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The font (17-point system font by default).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// The border drawn around the field.
    open var borderStyle: BorderStyle = .none
    /// How the text lines up (not read by layout).
    open var textAlignment: NSTextAlignment = .natural
    /// The text's colour (not read by layout).
    open var textColor: UIColor? = .label
    /// Measures the text; defaults to ``UILabel/defaultTextMeasurer``.
    open var textMeasurer: TextMeasurer = UILabel.defaultTextMeasurer { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the font follows the content size category (kept; fonts do not scale here).
    open var adjustsFontForContentSizeCategory = false
    /// The object told of editing: asked whether to return, told when editing begins and ends.
    open weak var delegate: UITextFieldDelegate?
    /// The keyboard's kind (kept: there is no keyboard).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title (kept).
    open var returnKeyType: UIReturnKeyType = .default
    /// How the keyboard capitalizes (kept).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects spelling (kept).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether the text is hidden as it is typed (kept).
    open var isSecureTextEntry = false
    /// When the clear button shows (kept).
    open var clearButtonMode: ViewMode = .never

    /// When an overlay view shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Becomes the first responder if the delegate allows it, and tells the delegate that editing began.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

    /// Gives up being the first responder if the delegate allows it, and tells the delegate that editing ended.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textFieldDidEndEditing(self)
        return true
    }

    /// The text shown: the text, or the placeholder while the text is empty.
    private var shownText: String {
        if let text, !text.isEmpty { return text }
        return placeholder ?? ""
    }

    /// The shown text's size on one line.
    open override var intrinsicContentSize: CGSize {
        textMeasurer.size(of: shownText, font: font ?? .systemFont(ofSize: 17), wrappingAt: nil, maximumLines: 1)
    }

    /// `UITextField:0x…'text'`.
    open override var layoutDescription: String {
        accessibilityIdentifier ?? "UITextField:\(addressDescription)'\(text ?? "")'"
    }
}
