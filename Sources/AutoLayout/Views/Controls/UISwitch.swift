import Foundation

/// An on/off switch (UIKit's `UISwitch`): its size is fixed, 51 × 31 points as on iOS 7 to 18, whatever frame
/// it is made with, and it hugs that size (750 on both axes, as Interface Builder and UIKit's controls of fixed
/// size do).
open class UISwitch: UIControl {
    /// The switch's one size.
    static let fixedSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on.
    open var isOn = false
    /// The colour of the track when on.
    open var onTintColor: UIColor?
    /// The colour of the thumb.
    open var thumbTintColor: UIColor?

    /// A switch at the frame's origin; the frame's size is ignored, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.fixedSize))
        holdFixedSize()
    }

    /// Archives are not read here; declared as in UIKit.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        holdFixedSize()
    }

    private func holdFixedSize() {
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Turns the switch on or off (animation does not apply here).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { UISwitch.fixedSize }
}

/// A spinning wheel that shows work in progress (UIKit's `UIActivityIndicatorView`): 20 points square, 37 in the
/// large style; hidden while stopped unless ``hidesWhenStopped`` is false (so a stopped one leaves a stack view's
/// arrangement, as on iOS).
open class UIActivityIndicatorView: View {
    /// The indicator's look, which sets its size.
    public enum Style: Int, Sendable {
        /// 37 points square.
        case large = 101
        /// 20 points square.
        case medium = 100
        /// iOS 12's large white style: 37 points square.
        @available(*, deprecated, renamed: "large")
        case whiteLarge = 0
        /// iOS 12's white style: 20 points square.
        @available(*, deprecated, renamed: "medium")
        case white = 1
        /// iOS 12's grey style: 20 points square.
        @available(*, deprecated, renamed: "medium")
        case gray = 2

        /// The side of the square the style draws in.
        var side: CGFloat { rawValue == Style.large.rawValue || rawValue == 0 ? 37 : 20 }
    }

    /// The look, which sets the intrinsic size.
    open var style: Style {
        didSet { if style.side != oldValue.side { invalidateIntrinsicContentSize() } }
    }
    /// The wheel's colour.
    open var color: UIColor?
    /// Whether the indicator is hidden while it is not animating (true by default).
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped && !isAnimating { isHidden = true } }
    }
    /// Whether the wheel is spinning.
    public private(set) var isAnimating = false

    /// An indicator of a style, sized to it and hidden until it starts.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
        isHidden = true
    }

    /// A medium indicator in a frame, hidden until it starts.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Archives are not read here; declared as in UIKit.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        isHidden = true
    }

    /// Starts the wheel and shows the indicator.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the wheel, hiding the indicator if ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's square.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
}
