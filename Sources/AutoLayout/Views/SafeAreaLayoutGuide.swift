import Foundation

/// A view's ``View/safeAreaLayoutGuide``.
///
/// As in UIKit, its four edges are constraints of the owning view, identified `UIViewSafeAreaLayoutGuide-top`
/// (`-left`, `-bottom`, `-right`), which code that counts the view's constraints sees: Mortar's tests expect a
/// controller's view to list them once the guide is used. Their constants follow the safe-area insets (see
/// ``followOwner()``); the bottom and right ones lead with the view, as UIKit's do.
final class SafeAreaLayoutGuide: UILayoutGuide {
    /// The top, left, bottom and right edges' constraints.
    private var edges: [NSLayoutConstraint] = []

    init(in view: View) {
        super.init()
        view.makeSystemGuide(.safeArea, as: self)
        let insets = view.safeAreaInsets
        edges = [
            NSLayoutConstraint(validated: self, .top, .equal, view, .top, multiplier: 1, constant: insets.top),
            NSLayoutConstraint(validated: self, .left, .equal, view, .left, multiplier: 1, constant: insets.left),
            NSLayoutConstraint(validated: view, .bottom, .equal, self, .bottom, multiplier: 1, constant: insets.bottom),
            NSLayoutConstraint(validated: view, .right, .equal, self, .right, multiplier: 1, constant: insets.right),
        ]
        for (constraint, edge) in zip(edges, ["top", "left", "bottom", "right"]) {
            constraint.identifier = "UIViewSafeAreaLayoutGuide-" + edge
        }
        view.addConstraints(edges)
    }

    /// Brings the edges to the owning view's safe-area insets.
    override func followOwner() {
        guard let insets = owningView?.safeAreaInsets else { return }
        for (constraint, inset) in zip(edges, [insets.top, insets.left, insets.bottom, insets.right])
        where constraint.constant != inset {
            constraint.constant = inset
        }
    }
}
