import AutoLayout
import Foundation
import Testing

@MainActor
@Suite struct UIViewPropertyAnimatorTests {
    private func makeAnimator(_ view: UIView) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
    }

    /// The positions the animator's completions were called with.
    private final class Positions {
        var reported: [UIViewAnimatingPosition] = []
    }

    /// A 10-point view, an animator moving it to x = 100 in a second, started, and the positions it reports.
    private func startedAnimator() -> (UIView, UIViewPropertyAnimator, Positions) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = makeAnimator(view), positions = Positions()
        animator.addCompletion { positions.reported.append($0) }
        animator.startAnimation()
        return (view, animator, positions)
    }

    @Test func startingRunsTheAnimationsAndFinishesAtTheEnd() {
        withAnimationClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = makeAnimator(view)
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            #expect(animator.state == .inactive)
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
            #expect(view.frame.minX == 100)
            clock.advance(by: 0.25)
            #expect(view.layer.presentation()?.frame.minX == 25)
            #expect(animator.fractionComplete == 0.25)
            clock.advance(by: 0.75)
            #expect(positions == [.end])
            #expect(animator.state == .inactive)
        }
    }

    @Test func pausingHoldsTheFractionAndScrubbingMovesIt() {
        withAnimationClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = makeAnimator(view)
            animator.startAnimation()
            clock.advance(by: 0.4)
            animator.pauseAnimation()
            clock.advance(by: 1)
            #expect(animator.fractionComplete == 0.4)
            #expect(abs(view.layer.presentation()!.frame.minX - 40) < 1e-9)
            animator.fractionComplete = 0.7
            #expect(abs(view.layer.presentation()!.frame.minX - 70) < 1e-9)
            animator.startAnimation()
            clock.advance(by: 0.3)
            #expect(animator.state == .inactive)
            #expect(view.layer.presentation()?.frame.minX == 100)
        }
    }

    @Test func reversingRunsBackAndFinishingAtTheStartRestoresTheValue() {
        withAnimationClock { clock in
            let (view, animator, positions) = startedAnimator()
            clock.advance(by: 0.6)
            animator.isReversed = true
            clock.advance(by: 0.3)
            #expect(abs(view.layer.presentation()!.frame.minX - 30) < 1e-9)
            clock.advance(by: 0.3)
            #expect(positions.reported == [.start])
            #expect(view.frame.minX == 0)
        }
    }

    @Test func stoppingLeavesTheShownValueAndFinishingChoosesTheEnd() {
        withAnimationClock { clock in
            let (view, animator, positions) = startedAnimator()
            clock.advance(by: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(view.frame.minX == 50)
            #expect(view.layer.animationKeys() == nil)
            animator.finishAnimation(at: .end)
            #expect(view.frame.minX == 100)
            clock.advance(by: 1)
            #expect(positions.reported == [.end])
        }
    }

    @Test func stoppingWithoutFinishingSkipsTheCompletions() {
        withAnimationClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = makeAnimator(view)
            var ran = false
            animator.addCompletion { _ in ran = true }
            animator.startAnimation()
            clock.advance(by: 0.5)
            animator.stopAnimation(true)
            clock.advance(by: 1)
            #expect(!ran)
            #expect(animator.state == .inactive)
            #expect(view.frame.minX == 50)
        }
    }

    @Test func runningPropertyAnimatorStartsAfterItsDelay() {
        withAnimationClock { clock in
            let view = UIView(frame: .zero)
            var position: UIViewAnimatingPosition?
            _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.5, options: .curveLinear,
                                                               animations: { view.alpha = 0 },
                                                               completion: { position = $0 })
            clock.advance(by: 0.5)
            #expect(view.layer.presentation()?.opacity == 1)
            clock.advance(by: 0.25)
            #expect(view.layer.presentation()?.opacity == 0.5)
            clock.advance(by: 0.25)
            #expect(position == .end)
        }
    }

    /// Timing parameters made from control points drive the run along that Bézier curve, and the animator says
    /// what it was made with.
    @Test func cubicTimingParametersShapeTheRun() throws {
        try withAnimationClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let parameters = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.7), controlPoint2: CGPoint(x: 0.3, y: 1))
            let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
            animator.addAnimations { view.frame.origin.x = 100 }
            #expect(animator.timingParameters === parameters && parameters.timingCurveType == .cubic)
            let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
            #expect(abs(easeIn.controlPoint1.x - 0.42) < 1e-6 && easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
            animator.startAnimation()
            clock.advance(by: 0.3)
            let shown = try #require(view.layer.presentation()).frame.minX
            #expect(abs(shown - 100 * bezierProgress((0.1, 0.7), (0.3, 1), at: 0.3)) < 1e-6)
        }
    }

    /// Scrubbing a paused ease-in-out animator moves the values linearly (UIKit's default), or along the curve
    /// with `scrubsLinearly` off; resumed, the run goes on along the curve from where the values are, without
    /// a jump, and ends at the end.
    @Test(arguments: [true, false])
    func scrubbingIsLinearByDefaultAndResumingDoesNotJump(linearly: Bool) throws {
        try withAnimationClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.frame.origin.x = 100 }
            animator.scrubsLinearly = linearly
            animator.pauseAnimation()
            animator.fractionComplete = 0.3
            let scrubbed = try #require(view.layer.presentation()).frame.minX
            let expected = linearly ? 30 : 100 * easeInOut(0.3)
            #expect(abs(scrubbed - expected) < 1e-4)
            animator.startAnimation()
            clock.advance(by: 0.000_001)
            #expect(abs(try #require(view.layer.presentation()).frame.minX - scrubbed) < 1e-3, "no jump on resuming")
            clock.advance(by: 0.35 - 0.000_001)
            // Halfway through what was left: along the curve from the scrubbed value.
            let progress = scrubbed / 100 + (1 - scrubbed / 100) * (linearly ? easeInOut(0.5) : 0)
            let halfway = try #require(view.layer.presentation()).frame.minX
            if linearly { #expect(abs(halfway - 100 * progress) < 1e-4, "\(halfway) vs \(100 * progress)") }
            clock.advance(by: 0.35)
            #expect(animator.state == .inactive && view.layer.presentation()?.frame.minX == 100)
        }
    }

    /// Continuing with a spring: the values go on from where they are shown, the spring overshoots the end
    /// on the way (damping 0.3), and the run ends there.
    @Test func continuingWithASpringGoesOnFromWhereTheValuesAre() throws {
        try withAnimationClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
            animator.startAnimation()
            clock.advance(by: 0.4)
            animator.pauseAnimation()
            let spring = UISpringTimingParameters(dampingRatio: 0.3)
            animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
            #expect(animator.timingParameters === spring && spring.timingCurveType == .spring)
            clock.advance(by: 0.000_001)
            #expect(abs(try #require(view.layer.presentation()).frame.minX - 40) < 1e-3)
            var highest = 0.0
            for _ in 0..<59 {
                clock.advance(by: 0.01)
                highest = max(highest, try #require(view.layer.presentation()).frame.minX)
            }
            #expect(highest > 100, "an underdamped spring overshoots")
            clock.advance(by: 0.1)
            #expect(animator.state == .inactive && view.frame.minX == 100)
        }
    }

    /// A 10-point view at x = 0 and an animator along a curve that moves it to x = 100 in a second.
    private func movingView(curve: UIView.AnimationCurve) -> (UIView, UIViewPropertyAnimator) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        return (view, UIViewPropertyAnimator(duration: 1, curve: curve) { view.frame.origin.x = 100 })
    }

    /// Runs the animator for half a second, pauses it and continues it with new timing.
    private func continueHalfway(_ animator: UIViewPropertyAnimator, clock: AnimationClock,
                                 with parameters: UITimingCurveProvider, durationFactor: CGFloat) {
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
    }

    /// Expects the view to be shown at an x position.
    private func expectShown(_ view: UIView, at x: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let shown = try #require(view.layer.presentation()).frame.minX
        #expect(abs(shown - x) < 1e-3, sourceLocation: sourceLocation)
    }

    /// Continued with a linear curve, then scrubbed to 0.6 and resumed: the run goes on along the linear curve
    /// it was continued with, not the ease-in it was made with.
    @Test func resumingAfterScrubbingFollowsTheCurveItWasContinuedWith() throws {
        try withAnimationClock { clock in
            let (view, animator) = movingView(curve: .easeIn)
            animator.pauseAnimation()
            animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0)
            clock.advance(by: 0.1)
            animator.pauseAnimation()
            animator.fractionComplete = 0.6
            animator.startAnimation()
            clock.advance(by: 0.2)
            try expectShown(view, at: 80)
        }
    }

    /// A finished run continued halfway leaves nothing behind: started again, the animator runs its new
    /// animations from the start along its curve.
    @Test func aNewRunStartsAfreshAfterAContinuedOne() throws {
        try withAnimationClock { clock in
            let (view, animator) = movingView(curve: .easeIn)
            continueHalfway(animator, clock: clock, with: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0)
            clock.advance(by: 0.6)
            #expect(animator.state == .inactive && view.frame.minX == 100)
            animator.addAnimations { view.frame.origin.x = 200 }
            animator.startAnimation()
            clock.advance(by: 0.5)
            try expectShown(view, at: 150)
        }
    }

    /// A spring continued halfway with a starting speed is fitted to the half second left, so it starts at
    /// that speed (in distances left per second) and settles when the run ends.
    @Test func aContinuedSpringIsFittedToTheTimeLeft() throws {
        try withAnimationClock { clock in
            let (view, animator) = movingView(curve: .linear)
            let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 2, dy: 0))
            continueHalfway(animator, clock: clock, with: spring, durationFactor: 1)
            clock.advance(by: 0.25)
            let expected = 50 + 50 * SpringCurve(dampingRatio: 1, initialVelocity: 2, duration: 0.5).progress(at: 0.5)
            try expectShown(view, at: expected)
            clock.advance(by: 0.25)
            #expect(animator.state == .inactive && view.frame.minX == 100)
        }
    }

    @Test func namedCurvesAreBuiltInAndControlPointsCubic() {
        #expect(UICubicTimingParameters().timingCurveType == .builtin)
        #expect(UICubicTimingParameters(animationCurve: .easeOut).timingCurveType == .builtin)
        #expect(UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1)).timingCurveType == .cubic)
    }
}
