// Animating constraint changes the UIKit way (seed 002, "Calling Updates and Animating Changes"), in Swift that
// imports only AutoLayout as it would import UIKit.
import AutoLayout
import Foundation
import Testing

/// A controller whose two panels sit side by side when the view is wide and stacked when it is tall, switched in
/// `updateViewConstraints`, and animated as Listing 6-3 animates a rotation.
@MainActor
private final class RotatingController: UIViewController {
    let settingsView = UIView(), creditsView = UIView()
    private var orientationConstraints: [NSLayoutConstraint] = []

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for panel in [settingsView, creditsView] {
            panel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(panel)
        }
    }

    override func updateViewConstraints() {
        NSLayoutConstraint.deactivate(orientationConstraints)
        let views = ["settings": settingsView, "credits": creditsView]
        let formats = view.bounds.width > view.bounds.height
            ? ["H:|-[settings]-[credits(==settings)]-|", "V:|-[settings]-|", "V:|-[credits]-|"]
            : ["V:|-[settings]-[credits(==settings)]-|", "H:|-[settings]-|", "H:|-[credits]-|"]
        orientationConstraints = formats.flatMap {
            NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: nil, views: views)
        }
        NSLayoutConstraint.activate(orientationConstraints)
        super.updateViewConstraints()
    }

    /// Listing 6-3.
    func willAnimateRotation(duration: TimeInterval) {
        UIView.animate(withDuration: duration, animations: {
            self.updateViewConstraints()
            self.view.layoutIfNeeded()
        })
    }

    /// Listing 6-4, the first half: fade the old layout away.
    func willRotate(duration: TimeInterval) {
        UIView.animate(withDuration: duration, animations: {
            for view in [self.settingsView, self.creditsView] { view.alpha = 0.0 }
        })
    }

    /// Listing 6-4, the second half: update the layout at once, then fade it in.
    func didRotate() {
        updateViewConstraints()
        view.layoutIfNeeded()
        UIView.animate(withDuration: 0.3, animations: {
            for view in [self.settingsView, self.creditsView] { view.alpha = 1.0 }
        })
    }
}

@MainActor
@Suite struct UIViewAnimationTests {
    @Test func listing6_3AnimatesTheRotatedLayoutAlongTheEaseInOutCurve() {
        withAnimationClock { clock in
            let controller = RotatingController()
            controller.view.layoutIfNeeded()
            let portrait = controller.settingsView.frame
            #expect(portrait == CGRect(x: 20, y: 20, width: 280, height: 216))

            controller.view.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            controller.willAnimateRotation(duration: 0.4)
            let landscape = controller.settingsView.frame
            #expect(landscape == CGRect(x: 20, y: 20, width: 216, height: 280))
            #expect(controller.settingsView.layer.presentation()?.frame == portrait)

            for time in [0.1, 0.2, 0.3] {
                clock.advance(by: 0.1)
                let expected = interpolate(portrait, landscape, easeInOut(time / 0.4))
                #expect(isClose(controller.settingsView.layer.presentation()?.frame, expected), "at \(time) s")
            }
            clock.advance(by: 0.1)
            #expect(controller.settingsView.layer.presentation()?.frame == landscape)
            #expect(!clock.hasRunningAnimations)
        }
    }

    @Test func withoutAnAnimationBlockTheLayoutJumps() {
        withAnimationClock { clock in
            let controller = RotatingController()
            controller.view.layoutIfNeeded()
            controller.view.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            controller.updateViewConstraints()
            controller.view.layoutIfNeeded()
            #expect(controller.settingsView.layer.presentation()?.frame == controller.settingsView.frame)
            #expect(!clock.hasRunningAnimations)
        }
    }

    @Test func listing6_4FadesOutThenUpdatesThenFadesIn() {
        withAnimationClock { clock in
            let controller = RotatingController()
            controller.view.layoutIfNeeded()
            controller.willRotate(duration: 0.4)
            #expect(controller.creditsView.alpha == 0)
            clock.advance(by: 0.2)
            #expect(abs(Double(controller.creditsView.layer.presentation()!.opacity) - (1 - easeInOut(0.5))) < 1e-6)
            clock.advance(by: 0.2)
            controller.view.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            controller.didRotate()
            #expect(controller.creditsView.frame == CGRect(x: 244, y: 20, width: 216, height: 280))
            #expect(controller.creditsView.layer.presentation()?.frame == controller.creditsView.frame)
            clock.advance(by: 0.15)
            #expect(abs(Double(controller.creditsView.layer.presentation()!.opacity) - easeInOut(0.5)) < 1e-6)
            clock.advance(by: 0.15)
            #expect(controller.creditsView.layer.presentation()?.opacity == 1)
        }
    }

    /// Listings 6-5 and 6-6: a thumb that may not come closer than half its width to the track's ends, placed by
    /// a 500-priority position constraint; a stray touch animates it back toward 0, which it cannot reach.
    @Test func sliderThumbSnapsBackAsCloseToZeroAsItsEdgeRulesAllow() {
        withAnimationClock { clock in
            let trackView = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
            let thumbView = UIImageView(image: UIImage(size: CGSize(width: 30, height: 30)))
            thumbView.translatesAutoresizingMaskIntoConstraints = false
            trackView.addSubview(thumbView)
            thumbView.centerYAnchor.constraint(equalTo: trackView.centerYAnchor).install(priority: .required)
            let thumbInset = thumbView.image!.size.width / 2
            for format in ["H:|-(>=inset)-[view]", "H:[view]-(>=inset)-|"] {
                for constraint in NSLayoutConstraint.constraints(withVisualFormat: format, options: .alignAllCenterY,
                                                                 metrics: ["inset": thumbInset], views: ["view": thumbView]) {
                    constraint.install(priority: .required)
                }
            }
            let position = thumbView.leadingAnchor.constraint(equalTo: trackView.leadingAnchor, constant: 0)
            position.nametag = "Thumb Position"
            position.install(priority: UILayoutPriority(500))

            // Tracking: the thumb follows the touch over 0.1 s.
            UIView.animate(withDuration: 0.1, animations: {
                trackView.constraintNamed("Thumb Position")!.constant = 150
                trackView.layoutIfNeeded()
            })
            clock.advance(by: 0.1)
            #expect(thumbView.frame == CGRect(x: 150, y: 5, width: 30, height: 30))

            // A stray touch: back to 0 over 0.2 s, stopping at the inset.
            UIView.animate(withDuration: 0.2, animations: {
                trackView.constraintNamed("Thumb Position")!.constant = 0
                trackView.layoutIfNeeded()
            })
            #expect(thumbView.frame == CGRect(x: 15, y: 5, width: 30, height: 30))
            clock.advance(by: 0.05)
            let expectedX = 15 + (150 - 15) * (1 - easeInOut(0.25))
            #expect(abs(Double(thumbView.layer.presentation()!.frame.minX) - expectedX) < 1e-4)
        }
    }

    @Test func aDelayedAnimationShowsTheOldValueUntilItStarts() {
        withAnimationClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var finished: Bool?
            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
                view.frame.origin.x = 100
            }, completion: { finished = $0 })
            clock.advance(by: 0.4)
            #expect(view.layer.presentation()?.frame.minX == 0)
            clock.advance(by: 0.6)
            #expect(abs(view.layer.presentation()!.frame.minX - 50) < 1e-9)
            #expect(finished == nil)
            clock.advance(by: 0.5)
            #expect(finished == true)
        }
    }

    @Test func completionsRunInTheOrderTheirAnimationsEnd() {
        withAnimationClock { clock in
            let view = UIView(frame: .zero)
            var order: [String] = []
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { _ in order.append("long") })
            UIView.animate(withDuration: 0.2, animations: { view.frame.size.width = 5 }, completion: { _ in order.append("short") })
            UIView.animate(withDuration: 0.3, animations: {}, completion: { _ in order.append("empty") })
            clock.advance(by: 1)
            #expect(order == ["empty", "short", "long"])
        }
    }

    @Test func overlappingAnimationsAddUpWithoutAJump() {
        withAnimationClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var completions: [Bool] = []
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 100 },
                           completion: { completions.append($0) })
            clock.advance(by: 0.5)
            let before = view.layer.presentation()!.frame.minX
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 0 },
                           completion: { completions.append($0) })
            #expect(view.layer.presentation()!.frame.minX == before)
            #expect(view.frame.minX == 0)
            clock.advance(by: 0.25)
            // On the model value 0, the first animation's offset (−100) has a quarter left, the second's (+100)
            // three quarters: 0 − 25 + 75.
            #expect(abs(view.layer.presentation()!.frame.minX - 50) < 1e-9)
            clock.advance(by: 1)
            #expect(view.layer.presentation()!.frame.minX == 0)
            #expect(completions == [true, true])
        }
    }

    @Test func beginFromCurrentStateReplacesTheRunningAnimation() {
        withAnimationClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var completions: [String] = []
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 100 },
                           completion: { completions.append("first \($0)") })
            clock.advance(by: 0.5)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                           animations: { view.frame.origin.x = 0 }, completion: { completions.append("second \($0)") })
            clock.advance(by: 0)
            #expect(completions == ["first false"])
            clock.advance(by: 0.5)
            #expect(abs(view.layer.presentation()!.frame.minX - 25) < 1e-9)
            clock.advance(by: 0.5)
            #expect(completions == ["first false", "second true"])
        }
    }

    @Test func performWithoutAnimationChangesAtOnceInsideABlock() {
        withAnimationClock { clock in
            let view = UIView(frame: .zero)
            UIView.animate(withDuration: 1, animations: {
                UIView.performWithoutAnimation { view.frame.origin.y = 40 }
                view.alpha = 0
            })
            #expect(view.layer.presentation()?.frame.minY == 40)
            #expect(view.layer.animationKeys() == ["opacity"])
            clock.advance(by: 1)
            #expect(view.layer.animationKeys() == nil)
        }
    }

    @Test func nestedBlocksInheritTheDurationUnlessTheyOverrideIt() {
        withAnimationClock { clock in
            let inherits = UIView(frame: .zero), overrides = UIView(frame: .zero)
            var ends: [String: TimeInterval] = [:]
            UIView.animate(withDuration: 1, animations: {
                #expect(UIView.inheritedAnimationDuration == 1)
                UIView.animate(withDuration: 0.2, animations: { inherits.alpha = 0 },
                               completion: { _ in ends["inherits"] = clock.now })
                UIView.animate(withDuration: 0.2, delay: 0, options: .overrideInheritedDuration,
                               animations: { overrides.alpha = 0 }, completion: { _ in ends["overrides"] = clock.now })
            })
            clock.advance(by: 2)
            #expect(ends == ["inherits": 1, "overrides": 0.2])
        }
    }

    @Test func springAnimationsFollowTheSpringCurve() {
        withAnimationClock { clock in
            let view = UIView(frame: .zero)
            UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                           options: [], animations: { view.frame.origin.x = 100 })
            clock.advance(by: 0.3)
            let spring = SpringCurve(dampingRatio: 0.4, initialVelocity: 0, duration: 0.6)
            #expect(abs(Double(view.layer.presentation()!.frame.minX) - 100 * spring.progress(at: 0.5)) < 1e-9)
        }
    }

    @Test func removingAllAnimationsShowsTheModelAndReportsUnfinished() {
        withAnimationClock { clock in
            let view = UIView(frame: .zero)
            var finished: Bool?
            UIView.animate(withDuration: 1, animations: { view.frame.origin.x = 100 }, completion: { finished = $0 })
            clock.advance(by: 0.5)
            view.layer.removeAllAnimations()
            #expect(view.layer.presentation()?.frame.minX == 100)
            clock.advance(by: 0)
            #expect(finished == false)
        }
    }

    /// Removing the position animation keeps the centre still while the size still animates; removing the size
    /// too ends the animation, unfinished.
    @Test func removingPositionThenSizeAnimationsByKey() {
        withAnimationClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var finished: Bool?
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                           animations: { view.frame = CGRect(x: 100, y: 0, width: 200, height: 100) },
                           completion: { finished = $0 })
            clock.advance(by: 0.5)
            view.layer.removeAnimation(forKey: "position")
            let halfway = view.layer.presentation()!.frame
            #expect(halfway.midX == view.frame.midX && halfway.width == 150)
            view.layer.removeAnimation(forKey: "bounds.size")
            #expect(view.layer.presentation()?.frame == view.frame)
            clock.advance(by: 0)
            #expect(finished == false)
        }
    }

    /// A presentation copy answers bounds and position from its in-flight frame, and `model()` leads back to the
    /// layer itself, whose values are the new ones at once.
    @Test func thePresentationLayerAnswersBoundsAndPositionAndLeadsBackToItsModel() throws {
        try withAnimationClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame = CGRect(x: 100, y: 20, width: 200, height: 150)
            })
            clock.advance(by: 0.25)
            let shown = try #require(view.layer.presentation())
            #expect(shown.frame == CGRect(x: 25, y: 5, width: 125, height: 75))
            #expect(shown.bounds == CGRect(x: 0, y: 0, width: 125, height: 75))
            #expect(shown.position == CGPoint(x: 87.5, y: 42.5))
            #expect(shown.model() === view.layer && view.layer.model() === view.layer)
            #expect(view.layer.frame == view.frame && view.layer.position == CGPoint(x: 200, y: 95))
            #expect(view.layer.bounds.size == CGSize(width: 200, height: 150))
            #expect(shown.presentation() === shown)
        }
    }

    /// A real-time driver moves its clock by the wall-clock time between ticks, so an animation started before
    /// a pause is that far along at the next tick.
    @Test func aRealTimeDriverAdvancesItsClockByTheTimeElapsed() {
        let clock = AnimationClock()
        let driver = AnimationClock.RealTimeDriver(clock: clock)
        #expect(driver.clock === clock)
        let start = Date()
        Thread.sleep(forTimeInterval: 0.05)
        driver.tick()
        let elapsed = Date().timeIntervalSince(start)
        #expect(clock.now >= 0.05 && clock.now <= elapsed)
        let before = clock.now
        driver.tick()
        #expect(clock.now >= before && clock.now - before < 0.05)
        // Run until idle: a tenth of a second's animation ends, in real time, with its completion.
        var finished: Bool?
        let view = UIView()
        AnimationClock.$current.withValue(clock) {
            UIView.animate(withDuration: 0.1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        }
        let started = clock.now
        driver.runUntilIdle(framesPerSecond: 100, limit: 5)
        #expect(finished == true && clock.now - started >= 0.1 && !clock.hasRunningAnimations)
    }
}
