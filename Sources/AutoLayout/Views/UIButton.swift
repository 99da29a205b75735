import Foundation

/// A control, the layout part of UIKit's `UIControl`.
open class UIControl: View {
    /// The states a control draws differently (UIKit's `UIControl.State`); only titles use them here.
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
    /// Whether the control takes input; kept for source compatibility.
    open var isEnabled = true
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

    /// The title's size plus the content insets; a system button is at least 30 points tall.
    open override var intrinsicContentSize: CGSize {
        let title = titleLabel?.intrinsicContentSize ?? .zero
        let minimumHeight: CGFloat = buttonType == .custom ? 0 : 30
        return CGSize(width: title.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: max(minimumHeight, title.height + contentEdgeInsets.top + contentEdgeInsets.bottom))
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
