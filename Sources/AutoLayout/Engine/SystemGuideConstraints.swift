import Foundation

/// The constraints that position the guides UIKit makes itself (margins, safe area, readable content, a view
/// controller's top and bottom layout guides) from their owning view's insets.
@MainActor
struct SystemGuideConstraints {
    let guide: UILayoutGuide
    let owner: View

    func constraints(for kind: UILayoutGuide.SystemKind) -> [NSLayoutConstraint] {
        switch kind {
        case .margins: inset(by: owner.layoutMargins) { "UIView-\($0)Margin-guide-constraint" }
        // Its edges are constraints of the owner itself (see `SafeAreaLayoutGuide`).
        case .safeArea: []
        case .readableContent: readableContent()
        case .topLayoutSupport: layoutSupport(edge: .top)
        case .bottomLayoutSupport: layoutSupport(edge: .bottom)
        case .scrollContent: scrollContent()
        case .scrollFrame: scrollFrame()
        case .keyboard: keyboard()
        }
    }

    /// Across the bottom of the owner, as tall as the bottom safe-area inset (or nothing, when the guide does not
    /// use the safe area): where a dismissed keyboard's guide is in UIKit.
    private func keyboard() -> [NSLayoutConstraint] {
        let usesSafeArea = (guide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
        let height = usesSafeArea ? owner.safeAreaInsets.bottom : 0
        let prefix = "UIKeyboardLayoutGuide-"
        return [make(.left, .equal, owner, .left, constant: 0, prefix + "left"),
                make(.right, .equal, owner, .right, constant: 0, prefix + "right"),
                make(.bottom, .equal, owner, .bottom, constant: 0, prefix + "bottom"),
                make(.top, .equal, owner, .bottom, constant: -height, prefix + "top")]
    }

    /// Each edge of the guide at the owner's edge moved inward by an inset.
    private func inset(by insets: UIEdgeInsets, identifier: (String) -> String) -> [NSLayoutConstraint] {
        let edges: [(LayoutAttribute, CGFloat, String)] = [
            (.left, insets.left, "left"), (.right, -insets.right, "right"),
            (.top, insets.top, "top"), (.bottom, -insets.bottom, "bottom"),
        ]
        return edges.map { attribute, inset, name in
            make(attribute, .equal, owner, attribute, constant: inset, identifier(name))
        }
    }

    /// Within the margins vertically and horizontally, centred, no wider than the readable width.
    private func readableContent() -> [NSLayoutConstraint] {
        let margins = owner.layoutMargins
        let prefix = "UIView-readableContentGuide-constraint-"
        let fill = make(.width, .equal, owner, .width, constant: -(margins.left + margins.right), prefix + "fill")
        fill.priority = UILayoutPriority(999)
        return [
            make(.top, .equal, owner, .top, constant: margins.top, prefix + "top"),
            make(.bottom, .equal, owner, .bottom, constant: -margins.bottom, prefix + "bottom"),
            make(.centerX, .equal, owner, .centerX, constant: (margins.left - margins.right) / 2, prefix + "centerX"),
            make(.width, .lessThanOrEqual, nil, .notAnAttribute, constant: UILayoutGuide.readableContentWidth, prefix + "width"),
            make(.width, .lessThanOrEqual, owner, .width, constant: -(margins.left + margins.right), prefix + "within-margins"),
            fill,
        ]
    }

    /// A controller's top or bottom layout guide across the view's left edge, zero wide. Its vertical place and
    /// length are constraints of the view itself (see `LayoutSupportGuide`).
    private func layoutSupport(edge: LayoutAttribute) -> [NSLayoutConstraint] {
        let name = edge == .top ? "_UILayoutSupportConstraint-top" : "_UILayoutSupportConstraint-bottom"
        return [
            make(.left, .equal, owner, .left, constant: 0, name + "-left"),
            make(.width, .equal, nil, .notAnAttribute, constant: 0, name + "-width"),
        ]
    }

    /// The content area starts at the content's origin; its size is left to the content's constraints.
    private func scrollContent() -> [NSLayoutConstraint] {
        [make(.left, .equal, owner, .left, constant: 0, "UIScrollView-contentLayoutGuide-left"),
         make(.top, .equal, owner, .top, constant: 0, "UIScrollView-contentLayoutGuide-top")]
    }

    /// The frame, in content coordinates: at the content offset, the scroll view's size.
    private func scrollFrame() -> [NSLayoutConstraint] {
        let offset = owner.bounds.origin
        return [make(.left, .equal, owner, .left, constant: offset.x, "UIScrollView-frameLayoutGuide-left"),
                make(.top, .equal, owner, .top, constant: offset.y, "UIScrollView-frameLayoutGuide-top"),
                make(.width, .equal, owner, .width, constant: 0, "UIScrollView-frameLayoutGuide-width"),
                make(.height, .equal, owner, .height, constant: 0, "UIScrollView-frameLayoutGuide-height")]
    }

    private func make(_ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: View?, _ otherAttribute: LayoutAttribute,
                      constant: CGFloat, _ identifier: String) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(validated: guide, attribute, relation, other, otherAttribute, multiplier: 1, constant: constant)
        constraint.identifier = identifier
        return constraint
    }
}
