// TinyConstraints' shape, written here: one protocol that views and guides share, extended with constraint
// builders. This target imports only `AutoLayout`, as a client module would.
import AutoLayout
import Testing

/// TinyConstraints' shape: one protocol that views and guides share, extended with constraint builders.
@MainActor
private protocol Constrainable: AnyObject {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
}

@MainActor
extension UIView: Constrainable {}
@MainActor
extension UILayoutGuide: Constrainable {}

@MainActor
private extension Constrainable {
    @discardableResult
    func edgesToSuperview(of other: Constrainable, insets: UIEdgeInsets = .zero,
                          priority: UILayoutPriority = .required) -> [NSLayoutConstraint] {
        (self as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets.bottom),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets.right),
        ]
        for constraint in constraints { constraint.priority = priority }
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}

@MainActor
@Suite("TinyConstraints pattern")
struct TinyConstraintsPatternTests {
    @Test func protocolExtensionsOnViewsAndGuidesPin() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let content = UIView()
        container.addSubview(content)
        content.edgesToSuperview(of: container.layoutMarginsGuide, insets: UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
        container.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 12, y: 10, width: 272, height: 176))
    }
}
