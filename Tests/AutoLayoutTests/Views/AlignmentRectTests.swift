import Foundation
import Testing
@testable import AutoLayout

/// Constraints act on alignment rectangles, not frames (reference §5.3): a view's frame extends beyond what
/// constraints place by its `alignmentRectInsets`, and positions inside a view are measured from its rectangle.
@MainActor
@Suite("Alignment rectangles")
struct AlignmentRectTests {
    /// A view whose drawing overhangs its content, as a shadow does.
    final class InsetView: UIView {
        let insets: UIEdgeInsets
        let size: CGSize

        init(insets: UIEdgeInsets, size: CGSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)) {
            self.insets = insets
            self.size = size
            super.init(frame: .zero)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override var alignmentRectInsets: UIEdgeInsets { insets }
        override var intrinsicContentSize: CGSize { size }
    }

    private let shadow = UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 6)

    private func root(width: CGFloat = 320, height: CGFloat = 480) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    private func add(_ view: UIView, to superview: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
    }

    @Test func theDefaultConversionsInsetAndOutsetTheFrame() {
        let view = InsetView(insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.alignmentRect(forFrame: frame) == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(view.frame(forAlignmentRect: view.alignmentRect(forFrame: frame)) == frame)
        #expect(UIView().alignmentRectInsets == .zero)
    }

    @Test func constraintsPlaceTheAlignmentRectangleAndTheFrameGrowsAroundIt() {
        let superview = root()
        let view = InsetView(insets: shadow, size: CGSize(width: 100, height: 50))
        add(view, to: superview)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: superview.topAnchor, constant: 10),
        ])
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 106, height: 54))
        #expect(view.alignmentRect(forFrame: view.frame) == CGRect(x: 10, y: 10, width: 100, height: 50))
    }

    @Test func siblingsLineUpTheirAlignmentRectanglesSoTheirFramesOverlapByTheOverhang() {
        let superview = root()
        let first = InsetView(insets: shadow, size: CGSize(width: 100, height: 50))
        let second = InsetView(insets: shadow, size: CGSize(width: 80, height: 50))
        add(first, to: superview)
        add(second, to: superview)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            first.bottomAnchor.constraint(equalTo: second.bottomAnchor),
            first.topAnchor.constraint(equalTo: superview.topAnchor),
        ])
        superview.layoutIfNeeded()
        #expect(second.frame.minX == 100)
        #expect(first.frame.maxX == 106)
        #expect(second.frame.maxY == first.frame.maxY)
    }

    @Test func positionsInsideAViewAreMeasuredFromItsAlignmentRectangle() {
        let superview = root()
        let container = InsetView(insets: UIEdgeInsets(top: 5, left: 7, bottom: 9, right: 11))
        add(container, to: superview)
        let child = UIView(), grandchild = UIView()
        add(child, to: container)
        add(grandchild, to: child)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: superview.topAnchor, constant: 20),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
            // Edge to edge with the container's rectangle, inside its frame.
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            // Across the container: the grandchild's position goes through the container's bounds.
            grandchild.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 50),
            grandchild.topAnchor.constraint(equalTo: superview.topAnchor, constant: 60),
            grandchild.widthAnchor.constraint(equalToConstant: 10),
            grandchild.heightAnchor.constraint(equalToConstant: 10),
        ])
        superview.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 13, y: 15, width: 218, height: 114))
        #expect(child.frame == CGRect(x: 7, y: 5, width: 200, height: 100))
        #expect(grandchild.frame.origin == CGPoint(x: 50 - 13 - 7, y: 60 - 15 - 5))
        #expect(grandchild.convert(CGPoint.zero, to: superview) == CGPoint(x: 50, y: 60))
    }

    @Test func rightToLeftMeasuresFromTheAlignmentRectanglesFarEdge() {
        let superview = root()
        superview.semanticContentAttribute = .forceRightToLeft
        let container = InsetView(insets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 4))
        container.semanticContentAttribute = .forceRightToLeft
        add(container, to: superview)
        let child = UIView()
        add(child, to: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            container.topAnchor.constraint(equalTo: superview.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        superview.layoutIfNeeded()
        // The container's rectangle ends at the superview's right edge; its frame 4 beyond.
        #expect(container.frame == CGRect(x: 110, y: 0, width: 214, height: 100))
        // The child's right edge is 8 inside the container's rectangle: 4 + 8 from the container's bounds.
        let expected: CGFloat = 214 - 4 - 8
        #expect(child.frame.maxX == expected)
    }

    @Test func aTranslatedFrameKeepsItsPlaceAndOthersAlignToItsRectangle() {
        let superview = root()
        let badge = InsetView(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        badge.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        superview.addSubview(badge)
        let neighbour = UIView()
        add(neighbour, to: superview)
        NSLayoutConstraint.activate([
            neighbour.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
            neighbour.topAnchor.constraint(equalTo: badge.topAnchor),
            neighbour.widthAnchor.constraint(equalToConstant: 10),
            neighbour.heightAnchor.constraint(equalToConstant: 10),
        ])
        superview.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 20, y: 20, width: 100, height: 100))
        #expect(neighbour.frame.origin == CGPoint(x: 116, y: 24))
        // Flexible margins inside a superview with insets of its own keep the frame too, as it resizes.
        let container = InsetView(insets: UIEdgeInsets(top: 3, left: 5, bottom: 0, right: 0))
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let inner = InsetView(insets: UIEdgeInsets(top: 1, left: 2, bottom: 0, right: 0))
        inner.frame = CGRect(x: 40, y: 30, width: 50, height: 60)
        inner.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleWidth, .flexibleTopMargin]
        container.addSubview(inner)
        container.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 40, y: 30, width: 50, height: 60))
    }

    @Test func stackViewsArrangeAlignmentRectangles() {
        let superview = root()
        let views = [InsetView(insets: shadow, size: CGSize(width: 40, height: 30)),
                     InsetView(insets: shadow, size: CGSize(width: 60, height: 30))]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 8
        add(stack, to: superview)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            stack.topAnchor.constraint(equalTo: superview.topAnchor),
        ])
        superview.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 108, height: 30))
        #expect(views[1].frame == CGRect(x: 48, y: 0, width: 66, height: 34))
    }

    @Test func theFittingSizeIsTheFramesSize() {
        let view = InsetView(insets: shadow, size: CGSize(width: 100, height: 50))
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 106, height: 54))
    }
}
