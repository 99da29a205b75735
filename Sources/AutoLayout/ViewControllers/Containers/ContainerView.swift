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
