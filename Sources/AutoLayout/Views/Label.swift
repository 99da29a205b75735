import Foundation

/// A view that shows text; its intrinsic size is the text's size (UIKit's `UILabel`).
open class UILabel: View {
    /// The text shown.
    @exclusivity(unchecked) open var text: String? {
        didSet {
            styledText = nil
            invalidateIntrinsicContentSize()
        }
    }
    /// The styled text shown: the text in the label's font and colour unless styled text was set. Setting it sets
    /// the text, and the font and colour of its first character; the label is measured in that one font.
    open var attributedText: NSAttributedString? {
        get {
            if let styledText { return styledText }
            guard let text else { return nil }
            return .plain(text, font: font, color: textColor)
        }
        set {
            text = newValue?.string
            guard let newValue, newValue.length > 0 else { return }
            let style = newValue.firstCharacterStyle
            if let font = style.font { self.font = font }
            if let color = style.color { textColor = color }
            styledText = newValue
        }
    }
    /// The styled text as set, until the text is set.
    private var styledText: NSAttributedString?
    /// What AppKit code sets on a text field, made when first set (see `Label+AppKit.swift`).
    var textFieldSettings: TextFieldSettings?
    /// The font (17-point system font by default).
    @exclusivity(unchecked) open var font = UIFont.systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize(); noteBaselineChange() } }
    /// The most lines shown; 0 means no limit.
    @exclusivity(unchecked) open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// The width at which multi-line text wraps; 0 means the width the label gets in layout.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the font follows the content size category (kept; fonts do not scale here, see
    /// ``UIContentSizeCategory``).
    open var adjustsFontForContentSizeCategory = false
    /// The text's colour (not read by layout).
    open var textColor: UIColor? = .label
    /// How lines line up (not read by layout: lines are measured, not placed).
    open var textAlignment: NSTextAlignment = .natural
    /// What happens to text that does not fit: lines break between any two characters in `.byCharWrapping`,
    /// between words in every other mode.
    @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { invalidateIntrinsicContentSize() } }
    /// Measures the text; defaults to ``UILabel/defaultTextMeasurer``.
    @exclusivity(unchecked) open var textMeasurer: TextMeasurer = UILabel.defaultTextMeasurer { didSet { invalidateIntrinsicContentSize() } }

    /// The width found by the last layout pass, for labels that wrap at their layout width.
    var layoutWrapWidth: CGFloat?

    var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    override var layoutWidthDependent: (any LayoutWidthDependent)? { wrapsAtLayoutWidth ? self : nil }

    /// Creates a label with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not read here; declared as in UIKit.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a label showing a text.
    public convenience init(text: String) {
        self.init(frame: .zero)
        self.text = text
    }

    open override var intrinsicContentSize: CGSize {
        let wrapWidth: CGFloat? = numberOfLines == 1 ? nil : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWrapWidth
        return textMeasurer.size(of: text ?? "", font: font, wrappingAt: wrapWidth, maximumLines: numberOfLines,
                                 lineBreakMode: lineBreakMode)
    }

    /// The text's size wrapped at `size.width` when the label may take several lines (at its
    /// ``preferredMaxLayoutWidth`` when set), on one line otherwise.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let wrapWidth: CGFloat? = numberOfLines == 1 ? nil : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth
            : size.width > 0 ? size.width : nil
        return textMeasurer.size(of: text ?? "", font: font, wrappingAt: wrapWidth, maximumLines: numberOfLines,
                                 lineBreakMode: lineBreakMode)
    }

    /// The lines the text is drawn in at the label's current width, as layout wrapped it (a drawing aid for
    /// pictures of a layout; UIKit draws the text itself).
    public var wrappedLines: [String] {
        let wrapWidth: CGFloat? = numberOfLines == 1 ? nil : bounds.width
        return textMeasurer.lines(of: text ?? "", font: font, wrappingAt: wrapWidth, maximumLines: numberOfLines,
                                  lineBreakMode: lineBreakMode)
    }

    open override var firstBaselineOffsetFromTop: CGFloat? { textMeasurer.ascender(of: font) }

    open override var lastBaselineOffsetFromBottom: CGFloat { textMeasurer.descender(of: font) }

    /// `UILabel:0x…'text'`, the text cut to 30 characters as UIKit does.
    open override var layoutDescription: String {
        if let accessibilityIdentifier { return accessibilityIdentifier }
        let shown = (text ?? "").count > 30 ? String((text ?? "").prefix(27)) + "..." : (text ?? "")
        return "UILabel:\(addressDescription)'\(shown)'"
    }

    private func noteBaselineChange() {
        engineForChanges?.noteBaselineChange(of: self)
    }

    /// The measurer new labels use.
    public static var defaultTextMeasurer: TextMeasurer {
        get { measurerBox.lock.withLock { measurerBox.value } }
        set { measurerBox.lock.withLock { measurerBox.value = newValue } }
    }

    private final class MeasurerBox: @unchecked Sendable {
        let lock = NSLock()
        var value: TextMeasurer = DefaultTextMeasurer()
    }

    private static let measurerBox = MeasurerBox()
}

extension UILabel: LayoutWidthDependent {}

/// AppKit's text field, laid out like a label here.
public typealias NSTextField = UILabel
