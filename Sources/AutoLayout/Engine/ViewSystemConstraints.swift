import Foundation

/// The constraints UIKit makes for a view itself: a root's encapsulated size, and its intrinsic content size.
@MainActor
struct ViewSystemConstraints {
    let view: View

    /// A root translating its frame keeps its size: `UIView-Encapsulated-Layout-Width` and `-Height`.
    func encapsulatedSize() -> [NSLayoutConstraint] {
        let width = NSLayoutConstraint(validated: view, .width, .equal, nil, .notAnAttribute, multiplier: 1, constant: view.frame.width)
        width.identifier = "UIView-Encapsulated-Layout-Width"
        let height = NSLayoutConstraint(validated: view, .height, .equal, nil, .notAnAttribute, multiplier: 1, constant: view.frame.height)
        height.identifier = "UIView-Encapsulated-Layout-Height"
        return [width, height]
    }

    /// One content-size constraint per axis with an intrinsic size, with the view's hugging and compression
    /// resistance.
    func contentSize() -> [NSLayoutConstraint] {
        let size = view.intrinsicContentSize
        var made: [NSLayoutConstraint] = []
        for (axis, attribute, value) in [(LayoutAxis.horizontal, LayoutAttribute.width, size.width), (.vertical, .height, size.height)]
        where value != UIView.noIntrinsicMetric && value.isFinite && value >= 0 {
            made.append(NSContentSizeLayoutConstraint(view: view, attribute: attribute, size: value,
                                                      hugging: view.contentHuggingPriority(for: axis),
                                                      compressionResistance: view.contentCompressionResistancePriority(for: axis)))
        }
        return made
    }
}
