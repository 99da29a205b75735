import Foundation

/// Insets for each edge of a rectangle (UIKit's `UIEdgeInsets`, AppKit's `NSEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// No insets, as Apple's C struct initialiser gives.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension UIEdgeInsets {
    /// The insets edge by edge plus other insets.
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }

    /// How far a rectangle (in the coordinates of a box of `size` with these insets) reaches into the insets on
    /// each side: what a subview at `frame` inherits of its superview's safe-area insets. As in UIKit, a side
    /// never gets more than the superview's inset there, however far the subview reaches past the edge, nor
    /// more than the subview's own size.
    func overlap(of frame: CGRect, in size: CGSize) -> UIEdgeInsets {
        let reach = reach(of: frame, in: size)
        return UIEdgeInsets(top: min(reach.top, max(0, min(top, frame.height))),
                            left: min(reach.left, max(0, min(left, frame.width))),
                            bottom: min(reach.bottom, max(0, min(bottom, frame.height))),
                            right: min(reach.right, max(0, min(right, frame.width))))
    }

    /// How far these insets (of a box of `size`) reach past each edge of a rectangle inside the box: on each
    /// side, the inset less the rectangle's distance from that side of the box, or zero.
    func reach(of frame: CGRect, in size: CGSize) -> UIEdgeInsets {
        UIEdgeInsets(top: max(0, top - frame.minY), left: max(0, left - frame.minX),
                     bottom: max(0, frame.maxY - (size.height - bottom)), right: max(0, frame.maxX - (size.width - right)))
    }
}

/// AppKit's name for ``UIEdgeInsets``.
public typealias NSEdgeInsets = UIEdgeInsets

/// Insets that follow the layout direction (UIKit's `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// No insets, as Apple's C struct initialiser gives.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// A two-dimensional vector (Core Graphics' `CGVector`, which Foundation on Linux leaves out), as UIKit gives a
/// spring's initial velocity.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// The zero vector.
    public static let zero = CGVector()
}

/// A horizontal and vertical displacement (UIKit's `UIOffset`), as layout libraries take a centre's offset.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal displacement.
    public var horizontal: CGFloat
    /// The vertical displacement.
    public var vertical: CGFloat

    /// An offset from its two displacements.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset, as Apple's C struct initialiser gives.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset.
    public static let zero = UIOffset()
}

/// The direction of a user interface (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Text and layout run from left to right.
    case leftToRight = 0
    /// Text and layout run from right to left.
    case rightToLeft = 1
}

/// How a view's content is laid out regardless of the language direction (UIKit's `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follow the language's direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback
    /// Directional controls: always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

extension View {
    /// Which parts of a frame follow the superview when it resizes (UIKit's `UIView.AutoresizingMask`, AppKit's
    /// `NSView.AutoresizingMask`, with the same bits). Views here are flipped, as UIKit's are: the top margin is
    /// the low y margin.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// UIKit's bits (`UIViewAutoresizing`).
        public let rawValue: UInt

        /// Creates a mask from Apple's bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The space on the left follows the superview's width.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width follows the superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space on the right follows the superview's width.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space above follows the superview's height.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height follows the superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space below follows the superview's height.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// AppKit: the frame does not follow the superview.
        public static let none: AutoresizingMask = []
        /// AppKit's name for ``flexibleLeftMargin``.
        public static let minXMargin = flexibleLeftMargin
        /// AppKit's name for ``flexibleWidth``.
        public static let width = flexibleWidth
        /// AppKit's name for ``flexibleRightMargin``.
        public static let maxXMargin = flexibleRightMargin
        /// AppKit's name for the low y margin (the top, in a flipped view).
        public static let minYMargin = flexibleTopMargin
        /// AppKit's name for ``flexibleHeight``.
        public static let height = flexibleHeight
        /// AppKit's name for the high y margin (the bottom, in a flipped view).
        public static let maxYMargin = flexibleBottomMargin
    }

    /// The value that means "no intrinsic size on this axis" (-1).
    public nonisolated static let noIntrinsicMetric: CGFloat = -1
    /// The smallest target size for ``View/systemLayoutSizeFitting(_:)``.
    public nonisolated static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest target size for ``View/systemLayoutSizeFitting(_:)``.
    public nonisolated static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}

extension CGRect {
    /// Whether two rectangles are equal, as `==` tells, with the common cases compared inline: Foundation's
    /// `==` is a call on Linux, and every layout pass compares each view's frame.
    func isSame(as other: CGRect) -> Bool {
        if origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height { return true }
        // `==` also equates a rectangle with its standardized form, and null rectangles with each other.
        guard isPlain && other.isPlain else { return self == other }
        return false
    }

    /// Finite, with no negative size.
    private var isPlain: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite && size.width >= 0
            && size.height >= 0
    }

    /// The rectangle shrunk by the insets (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
               height: height - insets.top - insets.bottom)
    }
}

// Objective-C-era names, kept so that old code compiles with a warning.
/// The Objective-C name of `UIView.AutoresizingMask`; use that.
@available(*, deprecated, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = View.AutoresizingMask
/// The Objective-C name of `UIView.noIntrinsicMetric`; use that.
@available(*, deprecated, renamed: "UIView.noIntrinsicMetric")
public let UIViewNoIntrinsicMetric: CGFloat = -1
/// The Objective-C name of `UIView.layoutFittingCompressedSize`; use that.
@available(*, deprecated, renamed: "UIView.layoutFittingCompressedSize")
public let UILayoutFittingCompressedSize = View.layoutFittingCompressedSize
/// The Objective-C name of `UIView.layoutFittingExpandedSize`; use that.
@available(*, deprecated, renamed: "UIView.layoutFittingExpandedSize")
public let UILayoutFittingExpandedSize = View.layoutFittingExpandedSize
/// The Objective-C name of `NSLayoutConstraint.Axis`; use that.
@available(*, deprecated, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
/// The Swift 4 name of `NSLayoutConstraint.Attribute`; use that.
@available(*, deprecated, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
/// The Swift 4 name of `NSLayoutConstraint.Relation`; use that.
@available(*, deprecated, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
/// The Swift 4 name of `NSLayoutConstraint.FormatOptions`; use that.
@available(*, deprecated, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
/// The Objective-C name of ``UIEdgeInsets/zero``; use that.
@available(*, deprecated, renamed: "UIEdgeInsets.zero")
public let UIEdgeInsetsZero = UIEdgeInsets.zero
/// AppKit's Objective-C name of zero insets; use `NSEdgeInsets.zero`.
@available(*, deprecated, renamed: "NSEdgeInsets.zero")
public let NSEdgeInsetsZero = UIEdgeInsets.zero
/// Insets from four numbers (the Objective-C-era function).
@available(*, deprecated, renamed: "UIEdgeInsets(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
/// Insets from four numbers (AppKit's function, current there).
public func NSEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> NSEdgeInsets {
    NSEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
