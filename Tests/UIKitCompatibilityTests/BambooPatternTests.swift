// Bamboo's shape, written here: `-` between two anchors of an axis gives the distance between them, through
// UIKit's `anchorWithOffset(to:)`, and distances are constrained like sizes. This target imports only
// `AutoLayout`, as a client module would.
import AutoLayout
import Testing

@MainActor
private func - (end: NSLayoutXAxisAnchor, start: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    start.anchorWithOffset(to: end)
}

@MainActor
@Suite struct BambooPatternTests {
    @Test func aDistanceBetweenAnchorsIsADimension() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let left = UIView(), right = UIView()
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            left.widthAnchor.constraint(equalToConstant: 40), right.widthAnchor.constraint(equalToConstant: 40),
            left.topAnchor.constraint(equalTo: container.topAnchor), right.topAnchor.constraint(equalTo: container.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 10), right.heightAnchor.constraint(equalTo: left.heightAnchor),
            // The gap between the two views is three times the left one's width.
            (right.leadingAnchor - left.trailingAnchor).constraint(equalTo: left.widthAnchor, multiplier: 3),
        ])
        container.layoutIfNeeded()
        #expect(right.frame.minX - left.frame.maxX == 120)
        #expect(!container.hasAmbiguousLayout)
    }
}
