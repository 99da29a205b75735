import Foundation
import Testing
@testable import AutoLayout

/// `anchorWithOffset(to:)`: the distance between two anchors of an axis, as a dimension that constraints can equal,
/// bound or scale.
@MainActor
@Suite("Distances between anchors")
struct OffsetDimensionTests {
    private func row(width: CGFloat = 300) -> (container: UIView, views: [UIView]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        let views = (0..<3).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: container.topAnchor),
                                         view.heightAnchor.constraint(equalToConstant: 20)])
        }
        return (container, views)
    }

    /// Two gaps made equal: the middle view sits halfway between its neighbours.
    @Test func equalGapsBetweenThreeViews() {
        let (container, views) = row()
        let (a, b, c) = (views[0], views[1], views[2])
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            c.trailingAnchor.constraint(equalTo: container.trailingAnchor), c.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 100),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
                .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
        ])
        container.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 100, y: 0, width: 100, height: 20))
        #expect(!b.hasAmbiguousLayout)
    }

    /// A distance bounded by a constant, and a size that is a multiple of a distance.
    @Test func aDistanceBoundsAndScales() {
        let (container, views) = row()
        let (a, b, c) = (views[0], views[1], views[2])
        let pull = b.leadingAnchor.constraint(lessThanOrEqualTo: a.trailingAnchor, constant: 5)
        pull.priority = .defaultHigh
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 40),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(greaterThanOrEqualToConstant: 30), pull,
            b.widthAnchor.constraint(equalToConstant: 60),
            c.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            c.widthAnchor.constraint(equalTo: a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor), multiplier: 0.5),
        ])
        container.layoutIfNeeded()
        #expect(b.frame.minX == 80)
        #expect(c.frame.width == 65)
    }

    /// Vertical distances work the same way.
    @Test func aVerticalDistance() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        let label = UIView(), field = UIView()
        for view in [label, field] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                         view.widthAnchor.constraint(equalToConstant: 50),
                                         view.heightAnchor.constraint(equalToConstant: 20)])
        }
        NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
                                     label.bottomAnchor.anchorWithOffset(to: field.topAnchor).constraint(equalToConstant: 12)])
        container.layoutIfNeeded()
        #expect(field.frame.minY == 37)
    }

    /// The constraint names the distance's start too: it is installed where all its views meet, described as
    /// the end minus the start, and it goes when the start's view leaves.
    @Test func theStartIsPartOfTheConstraint() throws {
        let (container, views) = row()
        let (a, b) = (views[0], views[1])
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 10)
        gap.isActive = true
        #expect(container.constraints.contains { $0 === gap })
        #expect(gap.firstItem === b && gap.firstAttribute == .leading)
        let anchor = try #require(gap.firstAnchor as? NSLayoutDimension)
        #expect(anchor.description.contains(".leading - ") && anchor.description.hasSuffix(".trailing\">"))
        #expect(gap.description.contains(".leading - ") && gap.description.contains(".trailing == 10"))
        #expect(gap.visualFormat(naming: { _ in "v" }) == nil)
        a.removeFromSuperview()
        #expect(!gap.isActive)
    }

    /// A distance is checked as a size, so it may equal a width (a position could not).
    @Test func aDistanceIsASize() {
        let view = UIView()
        let distance = view.leadingAnchor.anchorWithOffset(to: view.trailingAnchor)
        let constraint = distance.constraint(equalTo: view.widthAnchor)
        #expect(constraint.secondAttribute == .width && constraint.firstAttribute == .trailing)
    }
}
