import Foundation
import Testing
@testable import AutoLayout

/// The responder chain, the first responder and hit testing, as in UIKit.
@MainActor
@Suite("Responders and hit testing")
struct ResponderTests {
    /// Records the touches that reach it.
    final class TouchRecordingView: UIView {
        var began: [UITouch] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches }
    }

    /// Takes touches within 10 points outside its bounds, as views with small targets do.
    final class GenerousView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -10, dy: -10).contains(point)
        }
    }

    @Test func eventsGoFromAViewToItsControllerThenToTheSuperview() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        // Unhandled touches travel up the chain to the first responder that handles them.
        let recorder = TouchRecordingView()
        recorder.addSubview(child)
        let touch = UITouch(at: CGPoint(x: 1, y: 1), in: child)
        child.touchesBegan([touch], with: UIEvent(touches: [touch]))
        #expect(recorder.began == [touch])
    }

    @Test func onlyAResponderThatCanBecomeFirstBecomesIt() {
        let field = UITextField(), other = UITextField(), view = UIView()
        #expect(!view.becomeFirstResponder() && !view.isFirstResponder)
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(other.becomeFirstResponder())
        #expect(!field.isFirstResponder && other.isFirstResponder)
        #expect(other.resignFirstResponder() && !other.isFirstResponder)
    }

    @Test func hitTestingFindsTheFrontmostViewThatTakesEvents() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 20), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 20), with: nil) == nil)
        // Hidden, transparent and non-interactive views let the point through to what is behind.
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === back)
    }

    @Test func aViewThatWidensItsInsideIsHitOutsideItsBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = GenerousView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 85, y: 95), with: nil) === root)
    }

    @Test func aTouchReportsItsPositionInAnyView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        root.addSubview(view)
        let touch = UITouch(at: CGPoint(x: 5, y: 6), in: view)
        #expect(touch.location(in: root) == CGPoint(x: 35, y: 46))
        touch.move(to: CGPoint(x: 10, y: 10), in: root)
        #expect(touch.location(in: view) == CGPoint(x: -20, y: -30))
        #expect(touch.previousLocation(in: view) == CGPoint(x: 5, y: 6))
        #expect(touch.phase == .moved)
    }
}
