import Foundation

/// Hit testing as UIKit does it: front to back, each subview asked in its own coordinates.
extension View {
    /// Whether the view takes events at all: shown, not transparent, taking user interaction.
    private var takesEvents: Bool {
        !isHidden && alpha > 0.01 && isUserInteractionEnabled
    }

    /// The default ``hitTest(_:with:)``: the frontmost subview that hits the point, else the view itself.
    func frontmostView(at point: CGPoint, with event: UIEvent?) -> View? {
        guard takesEvents, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }
}
