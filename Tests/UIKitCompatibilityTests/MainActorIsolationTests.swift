// Swift 6 code written for UIKit relies on its types being isolated to the main actor. Each pattern below compiles
// only if `UIView` and `NSLayoutConstraint` are `@MainActor`, as the iOS SDK declares them, and the value types
// are not: this file failing to build is the failure.
import AutoLayout
import Testing

/// Stevia's shape: a main-actor helper function, called from methods of a `UIView` extension without `await`.
@MainActor
private func pin(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, to other: UIView, constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: other, attribute: attribute,
                       multiplier: 1, constant: constant)
}

private extension UIView {
    @discardableResult
    func pinnedLeft(to other: UIView, _ constant: CGFloat) -> NSLayoutConstraint {
        let constraint = pin(self, .left, to: other, constant: constant)
        constraint.isActive = true
        return constraint
    }
}

/// A default priority in a global, as libraries keep one: legal only if `UILayoutPriority` is not isolated.
nonisolated(unsafe) private var defaultPriority = UILayoutPriority(999)

/// Insets made in nonisolated code.
private nonisolated func cardInsets(_ inset: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
}

/// Hands the last reference to another thread.
private final class Holder: @unchecked Sendable {
    var view: UIView?
    init(_ view: UIView) { self.view = view }
}

@MainActor
@Suite("Main-actor isolation")
struct MainActorIsolationTests {
    @Test func mainActorHelpersWorkFromViewExtensions() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        view.pinnedLeft(to: container, 12).priority = defaultPriority
        container.layoutIfNeeded()
        #expect(view.frame.minX == 12)
    }

    @Test func valueTypesComeFromNonisolatedCode() async {
        let insets = await Task.detached { cardInsets(8) }.value
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let margins = container.layoutMarginsGuide
        container.layoutMargins = insets
        container.layoutIfNeeded()
        #expect(margins.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
    }

    /// As in UIKit, a view whose last reference goes on another thread is freed there, and its description is
    /// read on any thread: a Swift Testing suite class, say, is released off the main actor with its window.
    @Test func viewsAreFreedAndDescribedOnAnyThread() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(child)
        let description = await Task.detached { child.description }.value
        #expect(description.contains("frame = (1 2; 3 4)"))
        weak let freedChild = child
        let holder = Holder(root)
        _ = consume root
        _ = consume child
        await Task.detached { holder.view = nil }.value
        #expect(freedChild == nil)
    }
}
