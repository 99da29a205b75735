@testable import AutoLayout
import Testing

@MainActor
@Suite("Scroll views")
struct ScrollViewTests {
    /// A scroll view filling a 320 × 480 root, with one content view.
    private func makeScrollView() -> (root: UIView, scrollView: UIScrollView, content: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView(), content = UIView()
        for (view, superview) in [(scrollView, root), (content, scrollView)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
        }
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return (root, scrollView, content)
    }

    /// The classic pattern: content pinned to the scroll view's edges sizes the content area; its width equals
    /// the scroll view's (width attaches to the frame) and a fixed height makes it scroll vertically.
    @Test func edgesAttachToTheContentAreaAndSizesToTheFrame() {
        let (root, scrollView, content) = makeScrollView()
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1200))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1200))
        #expect(root.ambiguousLayoutAxes(of: [scrollView, content]) == [[], []])
        #expect(root.brokenConstraints.isEmpty)
    }

    @Test func contentAndFrameGuidesNameTheTwoRectangles() {
        let (root, scrollView, content) = makeScrollView()
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -10),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -10),
            content.widthAnchor.constraint(equalToConstant: 1000),
            content.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 10, y: 10, width: 1000, height: 460))
        #expect(scrollView.contentSize == CGSize(width: 1020, height: 480))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(root.ambiguousLayoutAxes(of: [scrollView, content]) == [[], []])
    }

    @Test func theContentOffsetIsTheBoundsOriginAndMovesTheFrameGuide() {
        let (root, scrollView, content) = makeScrollView()
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 320), content.heightAnchor.constraint(equalToConstant: 2000),
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 8),
            badge.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(scrollView.bounds == CGRect(x: 0, y: 300, width: 320, height: 480))
        #expect(badge.frame == CGRect(x: 8, y: 308, width: 20, height: 20))
        #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 8, y: 8))
        #expect(content.convert(CGPoint(x: 0, y: 300), to: root) == .zero)
    }

    /// Apple's Technical Note TN2154: "you can make a subview of the scroll view appear to float (not scroll) over
    /// the other scrolling content by creating constraints between the view and a view outside the scroll view's
    /// subtree". A constraint that leaves the scroll view passes through its bounds, so the view's frame, in the
    /// content's coordinates, moves with the offset. The stretchy and sticky headers of iOS tutorials rely on it.
    @Test func aViewPinnedOutsideTheScrollViewFloatsOverTheContent() {
        let (root, scrollView, content) = makeScrollView()
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(header)
        let sticky = header.topAnchor.constraint(equalTo: content.topAnchor, constant: 100)
        sticky.priority = .defaultHigh
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: root.widthAnchor), content.heightAnchor.constraint(equalToConstant: 2000),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.widthAnchor.constraint(equalTo: root.widthAnchor), header.heightAnchor.constraint(equalToConstant: 44),
            // Scrolls with the content until it reaches the top of the root, then stays there.
            sticky, header.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 100, width: 320, height: 44))
        scrollView.contentOffset = CGPoint(x: 0, y: 60)
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 100, width: 320, height: 44))
        #expect(header.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 40))
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 250, width: 320, height: 44))
        #expect(header.convert(CGPoint.zero, to: root) == .zero)
        scrollView.contentOffset = .zero
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 100, width: 320, height: 44))
    }

    /// A size query measures a view pinned across a scroll view's bounds as the layout pass places it: the
    /// frame guide that holds the offset gets its constraints in the query's own engine too, where it was left
    /// free and the constraint lost (a height of 0 for 50).
    @Test func aViewPinnedAcrossAScrollViewIsMeasuredAsItIsLaidOut() {
        let container = UIView(), scrollView = UIScrollView(), inner = UIView(), badge = UIView()
        for (view, superview) in [(scrollView, container), (badge, container), (inner, scrollView)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
        }
        scrollView.contentOffset = CGPoint(x: 0, y: -30)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: container.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            scrollView.widthAnchor.constraint(equalToConstant: 100), scrollView.heightAnchor.constraint(equalToConstant: 100),
            inner.topAnchor.constraint(equalTo: scrollView.topAnchor), inner.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
            badge.topAnchor.constraint(equalTo: inner.bottomAnchor), badge.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
            badge.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        let fitted = container.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 100, height: 50))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        root.addSubview(container)
        container.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([container.topAnchor.constraint(equalTo: root.topAnchor),
                                     container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     container.widthAnchor.constraint(equalToConstant: 100)])
        root.layoutIfNeeded()
        #expect(container.frame.height == 50 && badge.frame.minY == 40)
    }

    /// Scrolling moves the frame layout guide by a new constant in its own system constraints, which stay, rather
    /// than taking out and adding again every constraint that names the scroll view: a stack of 4,000 labels whose
    /// width follows the frame guide took 6 ms a step.
    @Test func scrollingKeepsTheConstraintsAndMovesOneConstant() {
        let (root, scrollView, content) = makeScrollView()
        let constraints = [
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
        ]
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let guideConstraints = root.engine.systemConstraints[ObjectIdentifier(scrollView.frameLayoutGuide)]!
        let pivots = root.engine.solver.pivotCount
        for offset in stride(from: 10.0, through: 500, by: 10) {
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
            root.layoutIfNeeded()
        }
        #expect(root.engine.systemConstraints[ObjectIdentifier(scrollView.frameLayoutGuide)]!.map(ObjectIdentifier.init)
            == guideConstraints.map(ObjectIdentifier.init))
        #expect(root.engine.solver.pivotCount == pivots)
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 500, width: 320, height: 480))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 2000))
    }

    @Test func adjustedContentInsetAddsTheSafeArea() {
        let controller = UIViewController()
        controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let scrollView = UIScrollView(frame: controller.view.bounds)
        controller.view.addSubview(scrollView)
        let window = visibleWindow(showing: controller)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        window.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    }

    /// A scroll view that records what it is told of its adjusted inset.
    private final class RecordingScrollView: UIScrollView {
        var adjustedInsets: [UIEdgeInsets] = []
        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            adjustedInsets.append(adjustedContentInset)
        }
    }

    /// Under a navigation bar a scroll view scrolled to its top stays at its top as the bar's inset arrives: its
    /// offset becomes minus the inset, so the content starts below the bar (UIKit's -64 or -88 on devices with a
    /// status bar), and it is told the inset changed.
    @Test func contentAtItsTopStaysAtItsTopWhenTheInsetChanges() {
        let controller = UIViewController(), scrollView = RecordingScrollView(), content = UIView()
        controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.frame = controller.view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.addSubview(scrollView)
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        ])
        let window = visibleWindow(showing: UINavigationController(rootViewController: controller), size: CGSize(width: 320, height: 480))
        window.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset.top == 44 && scrollView.contentOffset == CGPoint(x: 0, y: -44))
        #expect(content.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: 44))
        #expect(scrollView.adjustedInsets == [UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)])
        // Scrolled elsewhere, the offset stays where it is when the inset changes.
        scrollView.contentOffset.y = 300
        scrollView.contentInset.top = 10
        #expect(scrollView.contentOffset.y == 300 && scrollView.adjustedInsets.count == 2)
        // Back at the top, it follows the inset again; with no adjustment the safe area leaves it.
        scrollView.contentOffset.y = -54
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.contentOffset.y == -10 && scrollView.adjustedContentInset.top == 10)
    }

    @Test func scrollingARectIntoViewMovesTheLeastAndStaysInTheContent() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 50, width: 100, height: 100), animated: false)
        #expect(scrollView.contentOffset == .zero, "visible already")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 400, width: 100, height: 50), animated: true)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 250), "its bottom at the bottom edge")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100), "its top at the top edge")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 950, width: 100, height: 300), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 800), "no further than the content's end")
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: -20, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20), "into the inset")
    }
}
