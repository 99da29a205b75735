// SnapKit's shape, written here: a constraint subclass made with the inherited Apple initializer, with a
// label and its own description, and per-view state kept in associated objects. This target imports only
// `AutoLayout`, as a client module would.
import AutoLayout
import Testing

/// SnapKit's shape: a constraint subclass made with the inherited Apple initializer, with a label and its own
/// description.
@MainActor
private final class LabeledConstraint: NSLayoutConstraint {
    var label: String?

    override var description: String { MainActor.assumeIsolated { "<LabeledConstraint \(label ?? "?")>" } }
}

nonisolated(unsafe) private var installedKey: UInt8 = 0

/// SnapKit keeps the constraints it made for a view in an associated object.
@MainActor
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

@MainActor
@Suite("SnapKit pattern")
struct SnapKitPatternTests {
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
        let report = LogLines()
        LayoutLog.withHandler(report.append) {
            view.pin(.width, to: container, .width, offset: 0, label: "full")
            view.pin(.width, to: container, .width, offset: -10, label: "narrower")
            container.layoutIfNeeded()
        }
        #expect(report.text.contains("Unable to simultaneously satisfy constraints."))
        #expect(report.text.contains("<LabeledConstraint narrower>"))
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

/// Log lines collected from any thread.
private final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    @Sendable func append(_ line: String) { lock.withLock { lines.append(line) } }
    var text: String { lock.withLock { lines.joined(separator: "\n") } }
}
