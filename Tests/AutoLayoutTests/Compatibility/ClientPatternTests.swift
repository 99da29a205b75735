// Code in the shapes real layout libraries give it (SnapKit's constraint subclass and associated objects,
// TinyConstraints' protocol extensions, Anchorage's operators), written here, importing only `AutoLayout`.
import AutoLayout
import Testing

/// SnapKit's shape: a constraint subclass made with the inherited Apple initializer, with a label and its own
/// description.
private final class LabeledConstraint: NSLayoutConstraint {
    var label: String?

    override var description: String { "<LabeledConstraint \(label ?? "?")>" }
}

nonisolated(unsafe) private var installedKey: UInt8 = 0

/// SnapKit keeps the constraints it made for a view in an associated object.
private extension UIView {
    var installedLabeledConstraints: [LabeledConstraint] {
        get { objc_getAssociatedObject(self, &installedKey) as? [LabeledConstraint] ?? [] }
        set { objc_setAssociatedObject(self, &installedKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    @discardableResult
    func pin(_ attribute: NSLayoutConstraint.Attribute, to other: UIView, _ otherAttribute: NSLayoutConstraint.Attribute,
             offset: CGFloat, label: String) -> LabeledConstraint {
        let constraint = LabeledConstraint(item: self, attribute: attribute, relatedBy: .equal, toItem: other,
                                           attribute: otherAttribute, multiplier: 1, constant: offset)
        constraint.label = label
        constraint.isActive = true
        installedLabeledConstraints.append(constraint)
        return constraint
    }
}

/// TinyConstraints' shape: one protocol that views and guides share, extended with constraint builders.
private protocol Constrainable: AnyObject {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
}

extension UIView: Constrainable {}
extension UILayoutGuide: Constrainable {}

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

/// Anchorage's shape: operators on anchors that build constraints, `~` for a priority.
private struct AnchorOffset<Anchor: AnyObject> {
    let anchor: NSLayoutAnchor<Anchor>
    let constant: CGFloat
}

private func + <Anchor>(anchor: NSLayoutAnchor<Anchor>, constant: CGFloat) -> AnchorOffset<Anchor> {
    AnchorOffset(anchor: anchor, constant: constant)
}

@discardableResult
private func == <Anchor>(lhs: NSLayoutAnchor<Anchor>, rhs: AnchorOffset<Anchor>) -> NSLayoutConstraint {
    let constraint = lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant)
    constraint.isActive = true
    return constraint
}

@discardableResult
private func == (lhs: NSLayoutDimension, rhs: CGFloat) -> NSLayoutConstraint {
    let constraint = lhs.constraint(equalToConstant: rhs)
    constraint.isActive = true
    return constraint
}

precedencegroup PriorityPrecedence {
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

infix operator ~: PriorityPrecedence
@discardableResult
private func ~ (constraint: NSLayoutConstraint, priority: UILayoutPriority) -> NSLayoutConstraint {
    constraint.priority = priority
    return constraint
}

@Suite("Client library patterns")
struct ClientPatternTests {
    @Test func externalConstraintSubclassesAreMadeActivatedAndDescribed() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        let left = view.pin(.left, to: container, .left, offset: 10, label: "left")
        view.pin(.top, to: container, .top, offset: 20, label: "top")
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 50),
                                     view.heightAnchor.constraint(equalToConstant: 60)])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 50, height: 60))
        #expect(container.constraints.filter { $0 is LabeledConstraint }.count == 2)
        #expect(view.installedLabeledConstraints.map(\.label) == ["left", "top"])
        #expect("\(left)" == "<LabeledConstraint left>")
        left.identifier = "pinned"
        #expect(left.identifier == "pinned" && left.firstAnchor === view.leftAnchor && left.secondAnchor === container.leftAnchor)
    }

    @Test func theUnsatisfiableReportDescribesSubclassesTheirWay() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        let report = capturingLog {
            view.pin(.width, to: container, .width, offset: 0, label: "full")
            view.pin(.width, to: container, .width, offset: -10, label: "narrower")
            container.layoutIfNeeded()
        }.joined()
        #expect(report.contains("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("<LabeledConstraint narrower>"))
    }

    @Test func anXLocationMayEqualAYLocationAsOnIOS() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            b.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            b.leftAnchor.constraint(equalTo: container.leftAnchor),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let crossAxis = NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top,
                                           multiplier: 1, constant: 50)
        crossAxis.isActive = true
        container.layoutIfNeeded()
        #expect(a.frame.minX == 80)
        #expect(!container.hasAmbiguousLayout)
    }

    @Test func protocolExtensionsOnViewsAndGuidesPin() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let content = UIView()
        container.addSubview(content)
        content.edgesToSuperview(of: container.layoutMarginsGuide, insets: UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
        container.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 12, y: 10, width: 272, height: 176))
    }

    @Test func anchorOperatorsBuildActiveConstraints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        box.leadingAnchor == container.leadingAnchor + 16
        box.topAnchor == container.topAnchor + 8
        box.widthAnchor == 100
        box.widthAnchor == 120 ~ .defaultLow
        box.heightAnchor == 40
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 8, width: 100, height: 40))
    }

    @Test func anchorsAreTheSameObjectEachTime() {
        let view = UIView(), guide = UILayoutGuide()
        #expect(view.topAnchor === view.topAnchor && view.widthAnchor === view.widthAnchor)
        #expect(guide.leadingAnchor === guide.leadingAnchor)
        #expect(view.topAnchor !== view.bottomAnchor)
    }

    @Test func associatedObjectsBelongToTheirObjectOnly() {
        nonisolated(unsafe) var key: UInt8 = 0
        let first = UIView(), second = UIView()
        objc_setAssociatedObject(first, &key, "one", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(first, &key) as? String == "one")
        #expect(objc_getAssociatedObject(second, &key) == nil)
        objc_setAssociatedObject(first, &key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(first, &key) == nil)
    }

    @Test func viewsAreHashableObjectsAsInUIKit() {
        let a = UIView(), b = UIView()
        let set: Set<UIView> = [a, b, a]
        #expect(set.count == 2)
        #expect(a.isEqual(a) && !a.isEqual(b))
    }
}
