import AutoLayout
import Foundation
import Testing

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
}
