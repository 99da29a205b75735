import Foundation

/// A control, the layout part of UIKit's `UIControl`.
open class UIControl: View {
    /// The states a control draws differently (UIKit's `UIControl.State`); titles and images use them here.
    public struct State: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state.
        public static let normal = State([])
        /// While touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// While not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// While selected.
        public static let selected = State(rawValue: 1 << 2)
    }
    /// Whether the control takes input.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is touched.
    open var isHighlighted = false
    /// Where the content lines up across the control (kept: content is not placed here).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// Where the content lines up down the control (kept).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// Where content lines up across a control (UIKit's `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// Where content lines up down a control (UIKit's `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
}

/// A button, the layout part of UIKit's `UIButton`: its intrinsic size is its title's, plus its content
/// insets, at least 30 points tall for a system button, as iOS draws one.
open class UIButton: UIControl {
    /// The kinds of button (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable {
        /// A button with no system look.
        case custom = 0
        /// The standard button (also `roundedRect`).
        case system
        /// A detail-disclosure button.
        case detailDisclosure
        /// An information button for dark backgrounds.
        case infoLight
        /// An information button for light backgrounds.
        case infoDark
        /// An add-contact button.
        case contactAdd
        /// iOS 7 and later draw a rounded-rect button as a system button.
        public static var roundedRect: ButtonType { .system }
    }

    /// The kind of button.
    public let buttonType: ButtonType
    private var titles: [UIControl.State: String] = [:]
    private var images: [UIControl.State: UIImage] = [:]

    /// The label that shows the title (font 15 points for a system button, as on iOS).
    public let titleLabel: UILabel? = UILabel()

    /// Space around the title.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }

    /// A button of a kind.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        titleLabel?.font = .systemFont(ofSize: buttonType == .custom ? 17 : 15)
    }

    /// A custom button with a frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// Archives are not read here; declared as in UIKit.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// Sets the title shown in a state.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        if state == .normal { titleLabel?.text = title }
        invalidateIntrinsicContentSize()
    }

    /// The title shown in a state (the normal title when the state has none).
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// Sets the image shown in a state, beside the title.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        invalidateIntrinsicContentSize()
    }

    /// The image shown in a state (the normal image when the state has none).
    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    /// The image and the title side by side, plus the content insets; a system button is at least 30 points
    /// tall.
    open override var intrinsicContentSize: CGSize {
        let title = titleLabel?.intrinsicContentSize ?? .zero
        let image = image(for: .normal)?.size ?? .zero
        let minimumHeight: CGFloat = buttonType == .custom ? 0 : 30
        return CGSize(width: image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: max(minimumHeight, max(image.height, title.height) + contentEdgeInsets.top + contentEdgeInsets.bottom))
    }

    /// `UIButton:0x…'title'`.
    open override var layoutDescription: String {
        accessibilityIdentifier ?? "UIButton:\(addressDescription)'\(title(for: .normal) ?? "")'"
    }
}

/// AppKit's name for ``UIButton``.
public typealias NSButton = UIButton

/// The Swift 3 name of ``UIControl/State``.
@available(*, deprecated, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
