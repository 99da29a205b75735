import Foundation

/// The view of a container controller (navigation or tab bar): the shown child's view fills it and its bar sits
/// on top, placed after each layout pass by the controller, since a bar follows the container's safe area.
final class ContainerView: View {
    /// Places the bar; set by the controller that made the view.
    var placeBar: (ContainerView) -> Void = { _ in }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeBar(self)
    }
}

extension UIViewController {
    /// A container's view, the size of the main screen and following its superview's size, as a plain
    /// controller's view does.
    func makeContainerView(placingBar placeBar: @escaping (ContainerView) -> Void) -> ContainerView {
        let container = ContainerView(frame: UIScreen.main.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.placeBar = placeBar
        return container
    }

    /// Shows a child's view in a container's view, below the bar and filling it, in place of another child's.
    func show(_ child: UIViewController?, replacing shown: UIViewController?, in container: View) {
        guard child !== shown else { return }
        if let old = shown?.viewIfLoaded, old.superview === container { old.removeFromSuperview() }
        guard let child else { return }
        let content: View = child.view
        content.frame = container.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(content, at: 0)
    }

    /// Places a shown child's view in a container's view with a bar: filling the container, under the bar if the
    /// child extends its layout there, else beside it; and gives the child the safe-area insets the bar adds.
    func place(_ child: UIViewController?, beside bar: ContainerBar, in container: View) {
        guard let child else { return }
        child.barSafeAreaInsets = bar.safeAreaInsets(for: child)
        guard let content = child.viewIfLoaded, content.superview === container else { return }
        content.frame = bar.frame(for: child, in: container)
    }

    /// Whether the view goes under a container's bar at `edge`, by UIKit's rule: the edge is among
    /// ``edgesForExtendedLayout``, and the bar is translucent or the view extends under opaque bars too.
    func extendsLayout(under edge: UIRectEdge, translucentBar: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (translucentBar || extendedLayoutIncludesOpaqueBars)
    }

    /// Makes the controllers this one's children, in order, and drops the children that are not among them.
    func replaceChildren(with controllers: [UIViewController]) {
        for child in children where !controllers.contains(where: { $0 === child }) {
            // As UIKit's containers do: removing calls `didMove(toParent: nil)`, the container calls `willMove`.
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }
}

/// A container controller's bar along the top or bottom of its view, which the shown child's view goes under or
/// beside (see ``UIViewController/edgesForExtendedLayout``).
@MainActor
struct ContainerBar {
    let view: View
    /// `.top` or `.bottom`.
    let edge: UIRectEdge
    /// Whether the bar takes part in layout: a navigation bar stops when hidden, a tab bar does not (as in
    /// UIKit, hiding a tab bar leaves its height in the safe area).
    let isShown: Bool
    /// What the bar adds to the safe area of a view under it.
    let height: CGFloat
    let isTranslucent: Bool

    /// What the bar adds to the safe area of the child's view: its height when it is shown over the view.
    func safeAreaInsets(for child: UIViewController) -> UIEdgeInsets {
        guard isShown, extends(child) else { return .zero }
        return edge == .top ? UIEdgeInsets(top: height, left: 0, bottom: 0, right: 0)
            : UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
    }

    /// The frame of the child's view: the container's bounds, less what lies past the bar when the view does not
    /// go under it.
    func frame(for child: UIViewController, in container: View) -> CGRect {
        let bounds = container.bounds
        guard isShown, !extends(child) else { return bounds }
        let top = edge == .top ? min(view.frame.maxY, bounds.maxY) : bounds.minY
        let bottom = edge == .top ? bounds.maxY : max(view.frame.minY, bounds.minY)
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bottom - top)
    }

    private func extends(_ child: UIViewController) -> Bool {
        child.extendsLayout(under: edge, translucentBar: isTranslucent)
    }
}
