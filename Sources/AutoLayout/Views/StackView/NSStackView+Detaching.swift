import Foundation

/// Views that leave an `NSStackView` when it has no room for them, and come back when it has.
///
/// AppKit documents that when Auto Layout reduces the stack's size so that views no longer fit, the stack
/// detaches them "in order of increasing visibility priority". Here a view fits when the attached views at
/// their minimum lengths (intrinsic, or compressed fitting size), with their gaps, fit along the stack's axis
/// inside its edge insets; a stack is only that small when something stronger than its views' compression
/// resistance sets its length. Then the view with the lowest visibility priority below
/// ``NSStackView/VisibilityPriority/mustHold`` detaches (the trailing-most on a tie), unless the clipping
/// resistance is lower than its visibility priority, in which case the views clip instead. When the room
/// left fits a detached view at its minimum length with its gap, the one with the highest priority (the last
/// detached on a tie) comes back. Each change re-solves within the same layout pass.
extension NSStackView {
    /// Whether the view is attached at a priority below ``VisibilityPriority/mustHold``, so it can detach for room.
    func mayDetachForRoom(_ view: View) -> Bool {
        let priority = visibilityPriority(for: view)
        return priority != .mustHold && priority != .notVisible
    }

    /// Detaches a view the stack has no room for, or brings one back that fits again, from the solved frames;
    /// true when the arrangement changed (its constraints are then up to date).
    func settleDetachments(in engine: LayoutEngine) -> Bool {
        guard views.contains(where: mayDetachForRoom) else { return false }
        let room = canvasLength(in: engine)
        let attached = arrangedViews
        let used = attached.reduce(0) { $0 + minimumLength(of: $1) }
            + zip(attached, attached.dropFirst()).reduce(0) { $0 + gap(after: $1.0) }
        if used > room + 0.5 {
            let clipping = clippingResistancePriority(for: arrangementAxis).rawValue
            let candidates = attached.filter { mayDetachForRoom($0) && visibilityPriority(for: $0).rawValue < clipping }
            guard let lowest = candidates.map({ visibilityPriority(for: $0).rawValue }).min(),
                  let leaving = candidates.last(where: { visibilityPriority(for: $0).rawValue == lowest }) else { return false }
            detachedForRoom.append(leaving)
        } else {
            guard let returning = detachedForRoom.reversed().max(by: {
                visibilityPriority(for: $0).rawValue < visibilityPriority(for: $1).rawValue
            }) else { return false }
            let needed = minimumLength(of: returning) + (attached.isEmpty ? 0 : spacing)
            guard used + needed <= room + 0.5 else { return false }
            detachedForRoom.removeAll { $0 === returning }
        }
        setNeedsUpdateConstraints()
        setNeedsLayout()
        updateConstraintsIfNeeded()
        return true
    }

    /// The view's least length along the axis: its intrinsic length, or the compressed fitting size.
    private func minimumLength(of view: View) -> CGFloat {
        let intrinsic = view.intrinsicContentSize
        let horizontal = arrangementAxis == .horizontal
        let length = horizontal ? intrinsic.width : intrinsic.height
        if length != UIView.noIntrinsicMetric { return length }
        let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        return horizontal ? fitting.width : fitting.height
    }

    /// The stack's length along its axis inside the edge insets, from the solved frame.
    private func canvasLength(in engine: LayoutEngine) -> CGFloat {
        let size = engine.frame(of: self).size
        return arrangementAxis == .horizontal
            ? size.width - edgeInsets.left - edgeInsets.right : size.height - edgeInsets.top - edgeInsets.bottom
    }
}
