import Foundation
import Testing
@testable import AutoLayout

/// Subviews stand back to front; reordering keeps a view's constraints; a view is told of moves between
/// superviews and windows in UIKit's order.
@MainActor
@Suite("Subview order and hierarchy notifications")
struct SubviewOrderTests {
    /// Records the hierarchy notifications it receives, in one log shared by the views of a test.
    final class RecordingView: UIView {
        let name: String
        let log: CallLog

        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func willMove(toSuperview newSuperview: UIView?) {
            log.entries.append("\(name).willMoveToSuperview(\(newSuperview.map(label) ?? "nil"))")
        }
        override func didMoveToSuperview() { log.entries.append("\(name).didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) {
            log.entries.append("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { log.entries.append("\(name).didMoveToWindow") }
        override func didAddSubview(_ subview: UIView) { log.entries.append("\(name).didAddSubview(\(label(subview)))") }
        override func willRemoveSubview(_ subview: UIView) {
            log.entries.append("\(name).willRemoveSubview(\(label(subview)))")
        }

        private func label(_ view: UIView) -> String { (view as? RecordingView)?.name ?? "other" }
    }

    private func names(_ views: [UIView]) -> [String] { views.map { $0.accessibilityIdentifier ?? "?" } }

    private func container(with count: Int) -> (UIView, [UIView]) {
        let superview = UIView()
        let children = (0..<count).map { index -> UIView in
            let child = UIView()
            child.accessibilityIdentifier = "v\(index)"
            superview.addSubview(child)
            return child
        }
        return (superview, children)
    }

    @Test func insertingBelowAndAboveASiblingPlacesTheViewNextToIt() {
        let (superview, children) = container(with: 3)
        let below = UIView(), above = UIView()
        below.accessibilityIdentifier = "below"
        above.accessibilityIdentifier = "above"
        superview.insertSubview(below, belowSubview: children[1])
        superview.insertSubview(above, aboveSubview: children[1])
        #expect(names(superview.subviews) == ["v0", "below", "v1", "above", "v2"])
        // A subview moved next to a sibling behind it.
        superview.insertSubview(children[2], belowSubview: children[0])
        #expect(names(superview.subviews) == ["v2", "v0", "below", "v1", "above"])
        superview.insertSubview(children[2], aboveSubview: children[1])
        #expect(names(superview.subviews) == ["v0", "below", "v1", "v2", "above"])
    }

    @Test func bringingToFrontSendingToBackAndExchangingReorderSubviews() {
        let (superview, children) = container(with: 3)
        superview.bringSubviewToFront(children[0])
        #expect(names(superview.subviews) == ["v1", "v2", "v0"])
        superview.sendSubviewToBack(children[2])
        #expect(names(superview.subviews) == ["v2", "v1", "v0"])
        superview.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(names(superview.subviews) == ["v0", "v1", "v2"])
        // A view that is not a subview is left alone.
        superview.bringSubviewToFront(UIView())
        #expect(superview.subviews.count == 3)
    }

    @Test func reorderingASubviewKeepsItsConstraints() {
        let (superview, children) = container(with: 2)
        let constraints = [
            children[0].leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 8),
            children[1].leadingAnchor.constraint(equalTo: children[0].trailingAnchor, constant: 8),
        ]
        NSLayoutConstraint.activate(constraints)
        superview.bringSubviewToFront(children[0])
        superview.addSubview(children[1])
        superview.insertSubview(children[0], at: 0)
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(superview.constraints.count == 2)
    }

    @Test func joiningAWindowTellsTheSubtreeAfterTheSuperviewIsToldAndBeforeItHears() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = RecordingView("parent", log: log), child = RecordingView("child", log: log)
        parent.addSubview(child)
        #expect(log.entries == ["child.willMoveToSuperview(parent)", "child.didMoveToSuperview", "parent.didAddSubview(child)"])
        log.entries = []
        window.addSubview(parent)
        #expect(log.entries == [
            "parent.willMoveToSuperview(other)", "parent.willMoveToWindow(window)", "child.willMoveToWindow(window)",
            "parent.didMoveToWindow", "child.didMoveToWindow", "parent.didMoveToSuperview",
        ])
        #expect(child.window === window)
    }

    @Test func leavingASuperviewTellsTheSuperviewFirstThenTheViewAndItsSubtree() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = RecordingView("parent", log: log), child = RecordingView("child", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        log.entries = []
        child.removeFromSuperview()
        #expect(log.entries == [
            "parent.willRemoveSubview(child)", "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)",
            "child.didMoveToWindow", "child.didMoveToSuperview",
        ])
        #expect(child.window == nil)
    }

    @Test func movingToAnotherSuperviewTellsOfTheNewOneOnly() {
        let log = CallLog()
        let first = RecordingView("first", log: log), second = RecordingView("second", log: log)
        let child = RecordingView("child", log: log)
        first.addSubview(child)
        log.entries = []
        second.addSubview(child)
        #expect(log.entries == [
            "first.willRemoveSubview(child)", "child.willMoveToSuperview(second)", "child.didMoveToSuperview",
            "second.didAddSubview(child)",
        ])
        #expect(first.subviews.isEmpty && child.superview === second)
    }

    @Test func reorderingTellsNoOne() {
        let log = CallLog()
        let parent = RecordingView("parent", log: log)
        let children = [RecordingView("a", log: log), RecordingView("b", log: log)]
        for child in children { parent.addSubview(child) }
        log.entries = []
        parent.bringSubviewToFront(children[0])
        parent.insertSubview(children[0], belowSubview: children[1])
        #expect(log.entries.isEmpty)
    }
}
