import Foundation

/// Turns a frame and autoresizing mask into constraints, per axis, as UIKit does (reference §4.4).
@MainActor
struct AutoresizingTranslator {
    let view: View
    let superview: View

    /// One axis of the mask and frame: flexible leading margin, size and trailing margin; origin, size and the
    /// superview's size. Constraints act on alignment rectangles (``View/alignmentRectInsets``), so these are the
    /// view's rectangle and the superview's, the origin measured from the superview's; `containerStart` is where
    /// the superview's rectangle starts in its bounds, in which the view's origin variable is measured.
    private struct Axis {
        var flexibleStart: Bool, flexibleSize: Bool, flexibleEnd: Bool
        var origin: CGFloat, size: CGFloat, containerSize: CGFloat, containerStart: CGFloat
        var start: LayoutAttribute, end: LayoutAttribute, dimension: LayoutAttribute

        var flags: String {
            // UIKit shows a mask with no flags as flexible end, and treats it so.
            let end = flexibleEnd || !(flexibleStart || flexibleSize)
            return (flexibleStart ? "&" : "-") + (flexibleSize ? "&" : "-") + (end ? "&" : "-")
        }
    }

    func constraints() -> [NSLayoutConstraint] {
        let mask = view.autoresizingMask, frame = view.alignmentRect(forFrame: view.frame)
        let container = superview.alignmentRect(forFrame: CGRect(origin: .zero, size: superview.bounds.size))
        let horizontal = Axis(flexibleStart: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
                              flexibleEnd: mask.contains(.flexibleRightMargin), origin: frame.minX - container.minX,
                              size: frame.width, containerSize: container.width, containerStart: container.minX,
                              start: .left, end: .right, dimension: .width)
        let vertical = Axis(flexibleStart: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
                            flexibleEnd: mask.contains(.flexibleBottomMargin), origin: frame.minY - container.minY,
                            size: frame.height, containerSize: container.height, containerStart: container.minY,
                            start: .top, end: .bottom, dimension: .height)
        let description = "h=\(horizontal.flags) v=\(vertical.flags)"
        return constraints(for: horizontal, mask: description) + constraints(for: vertical, mask: description)
    }

    private func constraints(for axis: Axis, mask: String) -> [NSLayoutConstraint] {
        // `shift` turns a position from the superview's rectangle into its bounds, where the view's is measured.
        let x = axis.origin, w = axis.size, container = axis.containerSize, r = container - (x + w), shift = axis.containerStart
        func make(_ first: AutoLayoutItem, _ firstAttribute: LayoutAttribute, _ second: AutoLayoutItem?, _ secondAttribute: LayoutAttribute,
                  _ multiplier: CGFloat, _ constant: CGFloat) -> NSLayoutConstraint {
            NSAutoresizingMaskLayoutConstraint(translating: view, first, firstAttribute, second, secondAttribute,
                                               multiplier: multiplier, constant: constant, mask: mask)
        }
        let origin = make(view, axis.start, nil, .notAnAttribute, 1, x + shift)
        let size = make(view, axis.dimension, nil, .notAnAttribute, 1, w)
        let trailing = make(superview, axis.dimension, view, axis.end, 1, r - shift)
        func ratio(_ numerator: CGFloat, _ denominator: CGFloat, fallback: CGFloat) -> CGFloat {
            abs(denominator) < 1e-9 ? fallback : numerator / denominator
        }
        switch (axis.flexibleStart, axis.flexibleSize, axis.flexibleEnd) {
        case (false, false, _): return [origin, size]
        case (true, false, false): return [trailing, size]
        case (false, true, false): return [origin, trailing]
        case (true, true, false):
            let k = ratio(w, container - r, fallback: 1)
            return [trailing, make(view, axis.dimension, superview, axis.dimension, k, -r * k)]
        case (true, false, true):
            let k = ratio(x, container - w, fallback: 0.5)
            return [size, make(view, axis.start, superview, axis.dimension, k, -w * k + shift)]
        case (false, true, true):
            let k = ratio(w, container - x, fallback: 1)
            return [origin, make(view, axis.dimension, superview, axis.dimension, k, -x * k)]
        case (true, true, true):
            return [make(view, axis.start, superview, axis.dimension, ratio(x, container, fallback: 1.0 / 3), shift),
                    make(view, axis.dimension, superview, axis.dimension, ratio(w, container, fallback: 1.0 / 3), 0)]
        }
    }
}
