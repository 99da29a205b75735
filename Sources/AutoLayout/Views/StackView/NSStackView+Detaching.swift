import Foundation

/// Views that leave an `NSStackView` when it has no room for them, and come back when it has.
///
/// AppKit documents that when Auto Layout reduces the stack's size so that views no longer fit, the stack
/// detaches them "in order of increasing visibility priority". Here a view fits when the attached views at
/// their minimum lengths (intrinsic, or compressed fitting size), with the gaps between them, fit along the
/// stack's axis inside its edge insets; a stack is only that small when something stronger than its views'
/// compression resistance sets its length. Then views with visibility priorities below
/// ``NSStackView/VisibilityPriority/mustHold`` detach, the lowest first (the trailing-most on a tie), until the
/// rest fit, unless the clipping resistance is lower than a view's visibility priority: such views clip instead.
/// When the room left fits detached views again, they come back, the highest first (the last detached on a tie),
/// for as long as the next one fits. One re-solve settles it, within the same layout pass. A size query
/// (`systemLayoutSizeFitting`) measures the stack as it is arranged and never detaches views.
extension NSStackView {
    /// Whether the view is attached at a priority below ``VisibilityPriority/mustHold``, so it can detach for room.
    func mayDetachForRoom(_ view: View) -> Bool {
        let priority = visibilityPriority(for: view)
        return priority != .mustHold && priority != .notVisible
    }

    /// Detaches the views the stack has no room for, or brings back those that fit again, from the solved
    /// frames; true when the arrangement changed (its constraints are then up to date).
    func settleDetachments(in engine: LayoutEngine) -> Bool {
        guard !engine.isFitting, views.contains(where: mayDetachForRoom) else { return false }
        let room = canvasLength(in: engine) + 0.5
        var minimumLengths: [ObjectIdentifier: CGFloat] = [:]
        func length(_ attached: [View]) -> CGFloat {
            attached.reduce(0) { total, view in
                if minimumLengths[ObjectIdentifier(view)] == nil { minimumLengths[ObjectIdentifier(view)] = minimumLength(of: view) }
                return total + minimumLengths[ObjectIdentifier(view)]!
            } + zip(attached, attached.dropFirst()).reduce(0) { $0 + gap(after: $1.0) }
        }
        let before = detachedForRoom
        while length(arrangedViews) > room, let leaving = nextToDetach() { detachedForRoom.append(leaving) }
        if detachedForRoom.count == before.count {
            while let returning = nextToReturn() {
                let stillDetached = detachedForRoom
                detachedForRoom.removeAll(identicalTo: returning)
                if length(arrangedViews) > room {
                    detachedForRoom = stillDetached
                    break
                }
            }
        }
        guard detachedForRoom.map(ObjectIdentifier.init) != before.map(ObjectIdentifier.init) else { return false }
        setNeedsUpdateConstraints()
        setNeedsLayout()
        updateConstraintsIfNeeded()
        return true
    }

    /// The attached view to detach next: the lowest visibility priority below the clipping resistance, the
    /// trailing-most on a tie.
    private func nextToDetach() -> View? {
        let clipping = clippingResistancePriority(for: arrangementAxis).rawValue
        let candidates = arrangedViews.filter { mayDetachForRoom($0) && visibilityPriority(for: $0).rawValue < clipping }
        guard let lowest = candidates.map({ visibilityPriority(for: $0).rawValue }).min() else { return nil }
        return candidates.last { visibilityPriority(for: $0).rawValue == lowest }
    }

    /// The view detached for room to bring back next: the highest visibility priority, the last detached on a
    /// tie, among those that nothing else (being hidden) keeps out.
    private func nextToReturn() -> View? {
        let returnable = detachedForRoom.filter { !(detachesHiddenViews && $0.isHidden) }
        return returnable.reversed().max { visibilityPriority(for: $0).rawValue < visibilityPriority(for: $1).rawValue }
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
