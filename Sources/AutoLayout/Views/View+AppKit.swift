import Foundation

extension View {
    /// Runs the layout pass now, AppKit's name for ``layoutIfNeeded()``.
    public func layoutSubtreeIfNeeded() { layoutIfNeeded() }

    /// Updates the constraints of the subtree now, AppKit's name for ``updateConstraintsIfNeeded()``.
    public func updateConstraintsForSubtreeIfNeeded() { updateConstraintsIfNeeded() }

    /// The smallest size that satisfies the constraints of the view's subtree (AppKit's `fittingSize`): the
    /// subtree alone, with a weak preference (``UILayoutPriority/fittingSizeLevel``) to be small on both axes.
    public var fittingSize: CGSize { systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
}
