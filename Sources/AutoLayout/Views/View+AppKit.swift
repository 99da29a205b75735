import Foundation

extension View {
    /// Runs the layout pass now, AppKit's name for ``layoutIfNeeded()``.
    public func layoutSubtreeIfNeeded() { layoutIfNeeded() }

    /// Updates the constraints of the subtree now, AppKit's name for ``updateConstraintsIfNeeded()``.
    public func updateConstraintsForSubtreeIfNeeded() { updateConstraintsIfNeeded() }
}
