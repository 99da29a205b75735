import Foundation

/// A view whose content can be larger than its frame, the layout part of UIKit's `UIScrollView` (AppKit's
/// `NSScrollView`).
///
/// As in UIKit, constraints between the scroll view's edges and views inside it attach to the content area,
/// whose size becomes ``contentSize``; constraints on its width, height or centres attach to its frame.
/// ``contentLayoutGuide`` and ``frameLayoutGuide`` name the two rectangles explicitly. Content larger than the
/// frame is the point of a scroll view, not a problem.
open class UIScrollView: View {
    override var isScrollView: Bool { true }

    /// The content's size: solved from the content area's constraints when there are any, else as set.
    open var contentSize: CGSize = .zero

    /// Where the content's origin is scrolled to: the origin of ``View/bounds``.
    open var contentOffset: CGPoint = .zero {
        didSet {
            guard contentOffset != oldValue else { return }
            engineForChanges?.noteSystemGuideChange(of: self)
            setNeedsLayout()
        }
    }

    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { adjustedContentInsetMayHaveChanged() }
    }

    /// Whether the safe area adds to ``contentInset`` in ``adjustedContentInset``.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetMayHaveChanged() }
    }

    /// ``adjustedContentInset`` as last told to ``adjustedContentInsetDidChange()``.
    private var reportedAdjustedContentInset: UIEdgeInsets = .zero

    /// How the safe area adjusts the content inset (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Adjust as UIKit decides (like `scrollableAxes`, and for the top and bottom in navigation contexts).
        case automatic
        /// Adjust only along the axes the content scrolls.
        case scrollableAxes
        /// Never add the safe area.
        case never
        /// Always add the whole safe area.
        case always
    }

    /// The inset the content gets: ``contentInset`` plus the safe area, unless adjustment is `.never`.
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        return contentInset.adding(safeAreaInsets)
    }

    /// Called when ``adjustedContentInset`` changed (the content inset was set, or the safe area moved); override
    /// to react, calling super.
    open func adjustedContentInsetDidChange() {}

    /// Follows a change of ``adjustedContentInset``. As in UIKit, content scrolled to its top stays at its top:
    /// a scroll view under a navigation bar starts with its content offset at minus the bar's inset (-44 here,
    /// -64 or -88 on devices with a status bar), its content below the bar and scrolling under it.
    func adjustedContentInsetMayHaveChanged() {
        let adjusted = adjustedContentInset, previous = reportedAdjustedContentInset
        guard adjusted != previous else { return }
        reportedAdjustedContentInset = adjusted
        if contentOffset.y == -previous.top { contentOffset.y = -adjusted.top }
        adjustedContentInsetDidChange()
    }

    /// Whether the view scrolls at all; kept for source compatibility.
    open var isScrollEnabled = true
    /// Whether the content bounces past its edges (kept: there is no scrolling by touch).
    open var bounces = true
    /// Whether the content bounces vertically even when it fits (kept).
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits (kept).
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the bounds (kept).
    open var isPagingEnabled = false
    /// Whether the vertical indicator shows while scrolling (kept: nothing is drawn).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (kept).
    open var showsHorizontalScrollIndicator = true
    /// How dragging dismisses the keyboard (kept: there is no keyboard).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// How dragging the content dismisses the keyboard (UIKit's `UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// The content area: origin at the content's origin, size ``contentSize``.
    public private(set) lazy var contentLayoutGuide: UILayoutGuide = makeSystemGuide(.scrollContent)

    /// The scroll view's frame, in its content's coordinates (it moves with ``contentOffset``).
    public private(set) lazy var frameLayoutGuide: UILayoutGuide = makeSystemGuide(.scrollFrame)

    /// Whether any constraint has sized the content area, so that ``contentSize`` follows the layout.
    var contentAreaIsConstrained = false

    /// The bounds' origin is the content offset.
    open override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            contentOffset = newValue.origin
            frame.size = newValue.size
        }
    }

    /// Scrolls the content to an offset (animation does not apply here).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls the least distance that shows a rectangle of the content, within the content and its adjusted
    /// insets; nothing when it is visible already. A rectangle larger than the view shows from its start.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let insets = adjustedContentInset, size = bounds.size
        func offset(_ current: CGFloat, visible: CGFloat, start: CGFloat, length: CGFloat, content: CGFloat,
                    insetStart: CGFloat, insetEnd: CGFloat) -> CGFloat {
            var offset = current
            if start < current || length > visible {
                offset = start
            } else if start + length > current + visible {
                offset = start + length - visible
            }
            let lowest = -insetStart, highest = max(lowest, content + insetEnd - visible)
            return min(max(offset, lowest), highest)
        }
        setContentOffset(CGPoint(
            x: offset(contentOffset.x, visible: size.width, start: rect.minX, length: rect.width, content: contentSize.width,
                      insetStart: insets.left, insetEnd: insets.right),
            y: offset(contentOffset.y, visible: size.height, start: rect.minY, length: rect.height,
                      content: contentSize.height, insetStart: insets.top, insetEnd: insets.bottom)), animated: animated)
    }

    /// Shows the scroll indicators for a moment in UIKit; there is nothing to draw them on here.
    open func flashScrollIndicators() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentAreaIsConstrained { contentSize = contentLayoutGuide.layoutFrame.size }
    }

    /// The view as UIKit prints it, with its content size and offset.
    override var isolatedDescription: String {
        String(super.isolatedDescription.dropLast()) + "; contentSize: {\(formatNumber(contentSize.width)), "
            + "\(formatNumber(contentSize.height))}; contentOffset: {\(formatNumber(contentOffset.x)), "
            + "\(formatNumber(contentOffset.y))}>"
    }
}

/// AppKit's name for ``UIScrollView``.
public typealias NSScrollView = UIScrollView

extension NSLayoutConstraint {
    /// The items the engine solves with: an edge of a scroll view related to something inside it stands for
    /// the edge of its content area, as in UIKit.
    var solvedItems: (AutoLayoutItem, AutoLayoutItem?) {
        let first = firstLayoutItem, second = secondLayoutItem
        guard let second else { return (first, nil) }
        guard mayConstrainContentArea else { return (first, second) }
        return (UIScrollView.contentArea(for: first, firstAttribute, facing: second) ?? first,
                UIScrollView.contentArea(for: second, secondAttribute, facing: first) ?? second)
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint may place or size a scroll view's content area: whether it names a scroll view,
    /// a guide, or an item of another kind. Told by the lifelines, without a cast or a read of an item, so that
    /// the usual constraint between plain views is settled at once. (A view that has gone counts as plain: its
    /// constraints are not installed.)
    var mayConstrainContentArea: Bool {
        !firstLifeline.isPlainView || !(secondLifeline?.isPlainView ?? true)
    }
}

extension UIScrollView {
    /// Marks the scroll views whose content area a constraint being installed places or sizes, so that their
    /// ``contentSize`` follows the layout from then on.
    static func noteContentArea(constrainedBy items: (AutoLayoutItem, AutoLayoutItem?)) {
        func note(_ item: AutoLayoutItem?) {
            guard let guide = item as? UILayoutGuide, guide.systemKind == .scrollContent else { return }
            (guide.owningView as? UIScrollView)?.contentAreaIsConstrained = true
        }
        note(items.0)
        note(items.1)
    }
}

extension UIScrollView {
    /// The content guide that `item` stands for, when it is a scroll view, the attribute an edge, and `other`
    /// something inside the scroll view (not the scroll view itself or one of its own guides).
    static func contentArea(for item: AutoLayoutItem, _ attribute: LayoutAttribute, facing other: AutoLayoutItem) -> UILayoutGuide? {
        guard let scrollView = item as? UIScrollView, attribute.isContentAreaEdge,
              let otherView = other.layoutView ?? other.layoutSuperitem, otherView !== scrollView,
              otherView.isDescendant(of: scrollView) else { return nil }
        return scrollView.contentLayoutGuide
    }
}

extension LayoutAttribute {
    /// Edges that attach to a scroll view's content area rather than its frame.
    var isContentAreaEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }
}
