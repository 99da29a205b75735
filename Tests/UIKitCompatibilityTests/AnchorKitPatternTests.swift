// AnchorKit's shape, written here: its own `activate()` on a constraint and on a sequence of them, and tests that
// compare a constraint's anchors with `==`. This target imports only `AutoLayout`, as a client module would.
import AutoLayout
import Testing

/// AnchorKit's shape: activating returns the constraint, for chaining.
@MainActor
private extension NSLayoutConstraint {
    @discardableResult
    func activate() -> NSLayoutConstraint {
        isActive = true
        return self
    }
}

@MainActor
private extension Sequence where Element == NSLayoutConstraint {
    @discardableResult
    func activate() -> Self {
        forEach { $0.activate() }
        return self
    }
}

@MainActor
@Suite struct AnchorKitPatternTests {
    @Test func aLibrarysOwnActivateIsTheOneCalled() {
        let superview = UIView(), view = UIView()
        superview.addSubview(view)
        let constraints = [view.widthAnchor.constraint(equalToConstant: 20),
                           view.topAnchor.constraint(equalTo: superview.topAnchor)].activate()
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(superview.constraints.count == 1 && view.constraints.count == 1)
    }

    @Test func aConstraintsAnchorsCompareEqualToTheItemsAnchors() {
        let view = UIView(), other = UIView()
        let constraint = view.widthAnchor.constraint(greaterThanOrEqualTo: other.heightAnchor, multiplier: 5)
        #expect(constraint.firstAnchor == view.widthAnchor)
        #expect(constraint.secondAnchor == other.heightAnchor)
        #expect(constraint.firstAnchor != other.widthAnchor)
        #expect(constraint.firstAnchor as? NSLayoutDimension === view.widthAnchor)
        let top = view.topAnchor.constraint(equalTo: other.bottomAnchor)
        #expect(top.secondAnchor as? NSLayoutYAxisAnchor === other.bottomAnchor)
    }
}
