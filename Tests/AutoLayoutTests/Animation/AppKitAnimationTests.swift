// Animating constraint changes the AppKit way (seed 002, "Animating Constraint Changes on OS X"): constants change
// through their animator proxies inside an NSAnimationContext group, and layout follows them.
import AutoLayout
import Foundation
import Testing

/// The seed's "stack views" example: views placed by named position constraints, collected into a column.
@MainActor
private final class DraggingBoard {
    let view = NSView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var views: [NSView] = []
    nonisolated static let positionName = "Dragging Position Constraint"

    init(origins: [CGPoint]) {
        for origin in origins {
            let item = NSView()
            item.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(item)
            item.widthAnchor.constraint(equalToConstant: 40).isActive = true
            item.heightAnchor.constraint(equalToConstant: 40).isActive = true
            for constraint in [item.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: origin.x),
                               item.topAnchor.constraint(equalTo: view.topAnchor, constant: origin.y)] {
                constraint.identifier = Self.positionName
                constraint.isActive = true
            }
            views.append(item)
        }
        view.layoutSubtreeIfNeeded()
    }

    /// The seed's `stackViews:` in Swift.
    func stackViews() {
        NSAnimationContext.beginGrouping()
        NSAnimationContext.current.duration = 0.3
        for (i, item) in views.enumerated() {
            let constraints = view.constraintsNamed(Self.positionName, matchingView: item)
            for constraint in constraints {
                let c: CGFloat = constraint.firstAttribute.isHorizontal ? 0 : 100 * CGFloat(i)
                constraint.animator().constant = c
            }
        }
        NSAnimationContext.endGrouping()
    }
}

@MainActor
private extension NSLayoutConstraint.Attribute {
    var isHorizontal: Bool { [.left, .right, .leading, .trailing, .width, .centerX].contains(self) }
}

/// A 200-point root with one child and the constraints made for the two.
@MainActor
private func makeRootWithChild(_ constraints: (NSView, NSView) -> [NSLayoutConstraint]) -> (NSView, NSView) {
    let root = NSView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = NSView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate(constraints(root, child))
    return (root, child)
}

@MainActor
@Suite struct AppKitAnimationTests {
    @Test func constantsMoveThroughTheirAnimatorsAndLayoutFollows() {
        withAnimationClock { clock in
            let board = DraggingBoard(origins: [CGPoint(x: 200, y: 300), CGPoint(x: 120, y: 40), CGPoint(x: 300, y: 300)])
            board.stackViews()
            #expect(board.views[1].frame.origin == CGPoint(x: 120, y: 40))
            clock.advance(by: 0.15)
            let p = bezierProgress((0.25, 0.1), (0.25, 1), at: 0.5)
            let expected = CGPoint(x: 120 * (1 - p), y: 40 + (100 - 40) * p)
            let constants = board.view.constraintsNamed(DraggingBoard.positionName, matchingView: board.views[1])
                .map(\.constant)
            #expect(constants.count == 2)
            #expect(constants.allSatisfy { abs($0 - expected.x) < 1e-6 || abs($0 - expected.y) < 1e-6 }, "\(constants)")
            #expect(isClose(board.views[1].frame, CGRect(origin: expected, size: CGSize(width: 40, height: 40))))
            clock.advance(by: 0.15)
            #expect(board.views.map(\.frame.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200)])
            #expect(board.view.constraintsNamed(DraggingBoard.positionName, matchingView: board.views[2]).map(\.constant)
                    .sorted() == [0, 200])
        }
    }

    @Test func runAnimationGroupUsesItsTimingAndCallsItsCompletionAtTheEnd() {
        withAnimationClock { clock in
            let view = NSView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var completedAt: TimeInterval?
            NSAnimationContext.runAnimationGroup({ context in
                context.duration = 0.5
                context.timingFunction = CAMediaTimingFunction(name: .linear)
                view.animator().frame = CGRect(x: 100, y: 0, width: 200, height: 100)
                view.animator().alphaValue = 0
            }, completionHandler: { completedAt = clock.now })
            clock.advance(by: 0.25)
            #expect(view.frame == CGRect(x: 50, y: 0, width: 150, height: 100))
            #expect(view.alphaValue == 0.5)
            clock.advance(by: 0.5)
            #expect(view.frame == CGRect(x: 100, y: 0, width: 200, height: 100))
            #expect(completedAt == 0.5)
        }
    }

    @Test func aNewAnimatorValueTakesOverFromTheCurrentOne() {
        withAnimationClock { clock in
            var left: NSLayoutConstraint!
            let (root, child) = makeRootWithChild { root, child in
                left = child.leftAnchor.constraint(equalTo: root.leftAnchor)
                return [left, child.topAnchor.constraint(equalTo: root.topAnchor),
                        child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10)]
            }
            NSAnimationContext.runAnimationGroup { context in
                context.timingFunction = CAMediaTimingFunction(name: .linear)
                context.duration = 1
                left.animator().constant = 100
            }
            clock.advance(by: 0.5)
            NSAnimationContext.runAnimationGroup { context in
                context.timingFunction = CAMediaTimingFunction(name: .linear)
                context.duration = 1
                left.animator().constant = 0
            }
            clock.advance(by: 0.5)
            #expect(left.constant == 25)
            #expect(child.frame.minX == 25)
            clock.advance(by: 1)
            #expect(left.constant == 0)
            #expect(child.superview === root)
        }
    }

    @Test func implicitAnimationAnimatesALayoutPassInTheGroup() {
        withAnimationClock { clock in
            var width: NSLayoutConstraint!
            let (root, child) = makeRootWithChild { _, child in
                width = child.widthAnchor.constraint(equalToConstant: 10)
                return [width, child.heightAnchor.constraint(equalToConstant: 10)]
            }
            root.layoutSubtreeIfNeeded()
            width.constant = 110
            NSAnimationContext.runAnimationGroup { context in
                context.duration = 1
                context.timingFunction = CAMediaTimingFunction(name: .linear)
                context.allowsImplicitAnimation = true
                root.layoutSubtreeIfNeeded()
            }
            #expect(child.frame.width == 110)
            clock.advance(by: 0.5)
            #expect(child.layer.presentation()?.frame.width == 60)
        }
    }

    @Test func theImplicitGroupLastsAQuarterSecond() {
        withAnimationClock { clock in
            let view = NSView(frame: .zero)
            view.animator().alphaValue = 0
            clock.advance(by: 0.2)
            #expect(view.alphaValue > 0)
            clock.advance(by: 0.05)
            #expect(view.alphaValue == 0)
        }
    }
}
