// Anchorage's shape, written here: operators on anchors that build active constraints, `~` for a priority.
// This target imports only `AutoLayout`, as a client module would.
import AutoLayout
import Testing

/// Anchorage's shape: operators on anchors that build constraints, `~` for a priority.
@MainActor
private struct AnchorOffset<Anchor: AnyObject> {
    let anchor: NSLayoutAnchor<Anchor>
    let constant: CGFloat
}

@MainActor
private func + <Anchor>(anchor: NSLayoutAnchor<Anchor>, constant: CGFloat) -> AnchorOffset<Anchor> {
    AnchorOffset(anchor: anchor, constant: constant)
}

@MainActor
@discardableResult
private func == <Anchor>(lhs: NSLayoutAnchor<Anchor>, rhs: AnchorOffset<Anchor>) -> NSLayoutConstraint {
    let constraint = lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant)
    constraint.isActive = true
    return constraint
}

@MainActor
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
@MainActor
@discardableResult
private func ~ (constraint: NSLayoutConstraint, priority: UILayoutPriority) -> NSLayoutConstraint {
    constraint.priority = priority
    return constraint
}

@MainActor
@Suite("Anchorage pattern")
struct AnchoragePatternTests {
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
        // A constraint's anchors are the items' own, whichever kind of anchor the attribute has.
        // (Held as `AnyObject` first: `===` between an anchor class and `AnyObject` inside `#expect` crashes the
        // Swift 6.3 compiler.)
        let baseline = view.firstBaselineAnchor.constraint(equalTo: guide.centerYAnchor)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        let trailing = guide.trailingAnchor.constraint(equalTo: view.leadingAnchor)
        let expected: [AnyObject] = [view.firstBaselineAnchor, guide.centerYAnchor, view.widthAnchor, view.leadingAnchor]
        let found: [AnyObject?] = [baseline.firstAnchor, baseline.secondAnchor, width.firstAnchor, trailing.secondAnchor]
        #expect(zip(expected, found).allSatisfy { $0 === $1 })
    }
}
