import Foundation

/// A view of editable, scrollable text, the layout part of UIKit's `UITextView`.
///
/// While it scrolls (``UIScrollView/isScrollEnabled``, the default) it has no intrinsic size. With scrolling off
/// it sizes to its text, as the self-sizing text views of forms and chat inputs rely on: the text wraps at the
/// width layout gives the view, inside ``textContainerInset`` (8 points above and below by default, as in UIKit)
/// and the text container's ``NSTextContainer/lineFragmentPadding`` (5 points on each side), measured as a label
/// measures. An empty text view is one line tall.
open class UITextView: UIScrollView {
    /// A text view takes the keyboard's input while editable, so it can then become the first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// The text shown.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            invalidateIntrinsicContentSize()
        }
    }
    private var storedText = ""

    /// The styled text: the text in the view's font and colour. Setting it sets the text, and the font and colour
    /// of its first character, in which the text is measured.
    open var attributedText: NSAttributedString! {
        get { .plain(storedText, font: font ?? UITextView.defaultFont, color: textColor) }
        set {
            text = newValue?.string
            let style = newValue?.firstCharacterStyle
            if let font = style?.font { self.font = font }
            if let color = style?.color { textColor = color }
        }
    }

    /// The font: the body text style by default, as in UIKit; nil restores it.
    open var font: UIFont? = UITextView.defaultFont {
        didSet {
            if font == nil { font = UITextView.defaultFont }
            invalidateIntrinsicContentSize()
        }
    }
    /// The text's colour (not read by layout).
    open var textColor: UIColor? = .label
    /// How lines line up (not read by layout).
    open var textAlignment: NSTextAlignment = .natural
    /// The inset of the text container in the view: (8, 0, 8, 0) by default, as in UIKit.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The container the text is laid out in: its line fragment padding and line limit count in the view's size.
    public let textContainer = NSTextContainer()
    /// Whether the text can be edited (true by default).
    open var isEditable = true
    /// Whether the text can be selected (true by default).
    open var isSelectable = true
    /// Whether the font follows the content size category (kept; fonts do not scale here).
    open var adjustsFontForContentSizeCategory = false
    /// Measures the text; defaults to ``UILabel/defaultTextMeasurer``.
    open var textMeasurer: TextMeasurer = UILabel.defaultTextMeasurer { didSet { invalidateIntrinsicContentSize() } }
    /// The object told of editing and of changes to the text.
    open weak var delegate: UITextViewDelegate?
    /// The keyboard's kind (kept: there is no keyboard).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title (kept).
    open var returnKeyType: UIReturnKeyType = .default
    /// How the keyboard capitalizes (kept).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects spelling (kept).
    open var autocorrectionType: UITextAutocorrectionType = .default

    /// Whether the text view scrolls; a text view that does not sizes to its text.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The width the last layout pass gave the view, at which its text wraps while it does not scroll.
    var layoutWrapWidth: CGFloat?

    override var layoutWidthDependent: (any LayoutWidthDependent)? { isScrollEnabled ? nil : self }

    /// A text view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textContainer.textView = self
    }

    /// A text view with a frame; the text container given is not used, as UIKit's own text layout is not here.
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer {
            self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding
            self.textContainer.maximumNumberOfLines = textContainer.maximumNumberOfLines
        }
    }

    /// Archives are not read here; declared as in UIKit.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        textContainer.textView = self
    }

    /// The 17-point body text style.
    static var defaultFont: UIFont { .preferredFont(forTextStyle: .body) }

    /// No intrinsic size while scrolling; otherwise the text's size, wrapped at the layout width, plus the
    /// insets and padding.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return fittingSize(wrappingAt: layoutWrapWidth)
    }

    /// The size that shows all the text at the width given (on one line when the width is 0).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(wrappingAt: size.width > 0 ? size.width : nil)
    }

    /// The text's size wrapped at `width` (the view's, insets and padding included) plus the insets and padding.
    private func fittingSize(wrappingAt width: CGFloat?) -> CGSize {
        let horizontal = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        let vertical = textContainerInset.top + textContainerInset.bottom
        let font = font ?? UITextView.defaultFont
        let text = textMeasurer.size(of: storedText, font: font, wrappingAt: width.map { max(0, $0 - horizontal) },
                                     maximumLines: textContainer.maximumNumberOfLines)
        // An empty text view keeps the height of one line, where the caret goes.
        let lineHeight = textMeasurer.ascender(of: font) + textMeasurer.descender(of: font)
        return CGSize(width: text.width + horizontal, height: max(text.height, lineHeight) + vertical)
    }

    /// Becomes the first responder if editable and the delegate allows it, and tells the delegate editing began.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard isEditable, delegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Gives up being the first responder if the delegate allows it, and tells the delegate editing ended.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textViewDidEndEditing(self)
        return true
    }

    /// Types text at the end, as the keyboard would: asks the delegate, changes the text and tells it.
    open func insertText(_ text: String) {
        let range = NSRange(location: (storedText as NSString).length, length: 0)
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else { return }
        storedText += text
        invalidateIntrinsicContentSize()
        delegate?.textViewDidChange(self)
    }

    /// `UITextView:0x…'text'`, the text cut to 30 characters as for labels.
    open override var layoutDescription: String {
        if let accessibilityIdentifier { return accessibilityIdentifier }
        let shown = storedText.count > 30 ? String(storedText.prefix(27)) + "..." : storedText
        return "UITextView:\(addressDescription)'\(shown)'"
    }
}

extension UITextView: LayoutWidthDependent {}

/// The region text is laid out in (TextKit's `NSTextContainer`): the parts of it a text view's size depends on.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The space at each end of every line: 5 points by default, as in TextKit.
    open var lineFragmentPadding: CGFloat = 5 { didSet { textView?.invalidateIntrinsicContentSize() } }
    /// The most lines laid out; 0, the default, means no limit.
    open var maximumNumberOfLines = 0 { didSet { textView?.invalidateIntrinsicContentSize() } }
    /// How lines break (kept: the text breaks between words).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The size of the container (kept: the view's width decides where text wraps).
    open var size: CGSize = .zero
    /// Whether the container follows the text view's width (true in a text view, as in UIKit).
    open var widthTracksTextView = true
    /// The text view the container is in.
    weak var textView: UITextView?

    /// A container of a size.
    public init(size: CGSize) {
        self.size = size
    }

    /// A container of no size.
    public override convenience init() {
        self.init(size: .zero)
    }
}

/// The object a text view tells of editing and of changes to its text (UIKit's `UITextViewDelegate`). Every
/// method has UIKit's default: the view may begin and end editing and change its text.
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
    /// Whether the view may become the first responder.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The view became the first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the view may give up being the first responder.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The view gave up being the first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typing may replace a range of the text with a string.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by typing.
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
}
