import Foundation

/// The constraints UIKit makes for a view itself: a root's encapsulated size, and its intrinsic content size.
@MainActor
struct ViewSystemConstraints {
    let view: View

    /// A root translating its frame keeps its size: `UIView-Encapsulated-Layout-Width` and `-Height`, those of
    /// its alignment rectangle, which constraints size.
    func encapsulatedSize() -> [NSLayoutConstraint] {
        let size = view.alignmentRect(forFrame: view.frame).size
        let width = NSLayoutConstraint(validated: view, .width, .equal, nil, .notAnAttribute, multiplier: 1, constant: size.width)
        width.identifier = "UIView-Encapsulated-Layout-Width"
        let height = NSLayoutConstraint(validated: view, .height, .equal, nil, .notAnAttribute, multiplier: 1, constant: size.height)
        height.identifier = "UIView-Encapsulated-Layout-Height"
        return [width, height]
    }

    /// Appends one content-size constraint per axis with an intrinsic size, with the view's hugging and
    /// compression resistance (appended, rather than returned, so that a view's system constraints make one
    /// array).
    func appendContentSize(to made: inout [NSLayoutConstraint]) {
        let size = view.intrinsicContentSize
        // Room for both at once: most views with an intrinsic size have both, and the list is usually empty, so
        // appending would allocate it twice.
        if hasContentSize(size.width) || hasContentSize(size.height) { made.reserveCapacity(made.count + 2) }
        appendContentSize(size.width, .horizontal, to: &made)
        appendContentSize(size.height, .vertical, to: &made)
    }

    /// Whether an intrinsic length makes a content-size constraint.
    private func hasContentSize(_ value: CGFloat) -> Bool {
        value != UIView.noIntrinsicMetric && value.isFinite && value >= 0
    }

    private func appendContentSize(_ value: CGFloat, _ axis: LayoutAxis, to made: inout [NSLayoutConstraint]) {
        guard hasContentSize(value) else { return }
        made.append(NSContentSizeLayoutConstraint(view: view, attribute: axis == .horizontal ? .width : .height, size: value,
                                                  hugging: view.contentHuggingPriority(for: axis),
                                                  compressionResistance: view.contentCompressionResistancePriority(for: axis)))
    }
}
