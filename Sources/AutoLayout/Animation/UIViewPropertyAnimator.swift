import Foundation

/// Where a property animator is in its life (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive
    /// Started: running or paused.
    case active
    /// Stopped without finishing; waits for `finishAnimation(at:)`.
    case stopped
}

/// Where a property animator's values end up (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// Where the animations end.
    case end
    /// Where they started.
    case start
    /// Wherever they were stopped.
    case current
}

/// An animation that can be paused, scrubbed, reversed and stopped (UIKit's `UIViewPropertyAnimator`).
///
/// Its animation blocks run when it first starts or pauses; the frames and alphas they change animate along
/// the animator's own timeline, which ``fractionComplete`` and ``isReversed`` steer. Animations added while it
/// runs share the timeline from where it is.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// The length of a full run, in seconds.
    public let duration: TimeInterval
    /// The delay before the run starts, in seconds.
    public private(set) var delay: TimeInterval = 0
    /// Where the animator is in its life.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animator is running (not paused).
    public var isRunning: Bool { state == .active && timeline.isRunning }
    /// Whether the animator runs back toward its start; it then finishes at `.start`, restoring the values.
    open var isReversed: Bool {
        get { timeline.isReversed }
        set { timeline.setReversed(newValue) }
    }
    /// The fraction of the run elapsed, 0 to 1. Setting it (when not running) pauses the animator there.
    open var fractionComplete: CGFloat {
        get { CGFloat(timeline.fraction(at: clock.now)) }
        set {
            guard !isRunning else { return }
            activate()
            timeline.pause(at: Double(min(max(newValue, 0), 1)))
            timeline.isScrubbed = true
        }
    }
    /// Whether the animator can be paused and stopped; kept for source compatibility.
    open var isInterruptible = true
    /// Whether setting ``fractionComplete`` on a paused animator moves the values linearly (the default) rather
    /// than along the timing curve; the run then resumes along the curve from where the values are.
    open var scrubsLinearly: Bool {
        get { timeline.scrubsLinearly }
        set { timeline.scrubsLinearly = newValue }
    }
    /// The timing the animator was made with, or was last continued with.
    public private(set) var timingParameters: UITimingCurveProvider?

    /// The curve of the run: the one made with, or the one last continued with.
    private var curve: TimingCurve
    private let clock: AnimationClock
    private let timeline: AnimatorTimeline
    private var group: AnimationGroup
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    /// Creates an animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a cubic Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator that moves like a damped spring fitted to `duration` (see ``SpringCurve``).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with cubic or spring timing parameters.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        curve = parameters.timingCurve(duration: duration)
        clock = .current
        timeline = AnimatorTimeline(clock: clock, duration: duration)
        group = AnimationGroup(clock: clock)
    }

    /// Creates an animator with a curve from `options`, starts it after `delay`, and returns it.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations; once the animator is active they run at once and join its timeline.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { run(animation) } else { pendingAnimations.append(animation) }
    }

    /// Adds a block to run when the animator finishes, with the position it finished at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts or resumes the run.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts or resumes the run after a delay; after linear scrubbing it goes on along the curve from where the
    /// values are.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        self.delay = delay
        activate()
        if timeline.isLinear { timeline.retime(along: curve, from: clock.now) }
        timeline.resume(after: delay)
    }

    /// Pauses the run where it is, starting the animator first if it is inactive.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        timeline.pause(at: timeline.fraction(at: clock.now))
    }

    /// Resumes a paused run with new timing (nil keeps the current one), its remaining time scaled by
    /// `durationFactor` (0 keeps it). The values go on from where they are shown along the new curve, which a
    /// spring fits to the time that remains. A running animator pauses first, as UIKit only continues paused ones.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        if isRunning { pauseAnimation() }
        timeline.scaleRemainingDuration(by: Double(durationFactor))
        if let parameters {
            timingParameters = parameters
            let continued = parameters.timingCurve(duration: timeline.remainingDuration(at: clock.now))
            timeline.retime(along: continued, from: clock.now, current: curve)
            curve = continued
        }
        startAnimation()
    }

    /// Stops where the values are shown now. With `withoutFinishing` the animator becomes inactive and its
    /// completions never run; otherwise it waits, stopped, for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let stopped = group
        group = AnimationGroup(clock: clock)
        stoppedOffsets = animations(of: stopped).map { ($0, $0.offset, $0.remainingOffset) }
        for layer in Set(stoppedOffsets.compactMap { $0.animation.layer }) { layer.freezeAnimations(of: stopped) }
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Finishes a stopped animator: the values move to the end, the start, or stay where they were stopped,
    /// and the completions run with that position.
    open func finishAnimation(at position: UIViewAnimatingPosition) {
        precondition(state == .stopped, "finishAnimation(at:) is only valid on a stopped animator")
        for (animation, offset, remaining) in stoppedOffsets {
            switch position {
            case .end: animation.layer?.move(animation.property, by: -remaining)
            case .start: animation.layer?.move(animation.property, by: offset - remaining)
            case .current: break
            }
        }
        stoppedOffsets = []
        finish(at: position)
    }

    private var stoppedOffsets: [(animation: LayerAnimation, offset: SIMD4<Double>, remaining: SIMD4<Double>)] = []

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        group = AnimationGroup(clock: clock)
        let runGroup = group
        // The group holds the animator until it completes, as UIKit keeps running animators alive.
        runGroup.addCompletion { _ in
            guard self.group === runGroup, self.state == .active else { return }
            self.finish(at: self.timeline.isReversed ? .start : .end)
        }
        timeline.restart(duration: duration)
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { run(block) }
        runGroup.close()
    }

    private func run(_ animation: () -> Void) {
        let transaction = AnimationTransaction(group: group, timing: AnimationTiming(timeline: timeline, curve: curve),
                                               duration: duration, beginsFromCurrentState: false)
        AnimationTransaction.$scope.withValue(.animating(transaction), operation: animation)
    }

    private func animations(of group: AnimationGroup) -> [LayerAnimation] {
        clock.runningAnimations.compactMap { $0 as? LayerAnimation }.filter { $0.group === group }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        for completion in completions { completion(position) }
    }
}

/// The timeline of a property animator: it runs from a fraction at a time, or rests paused at a fraction.
final class AnimatorTimeline: AnimationTimeline {
    private var duration: TimeInterval
    private var anchorFraction = 0.0
    private var anchorTime: TimeInterval = 0
    private(set) var isRunning = false
    private(set) var isReversed = false

    init(clock: AnimationClock, duration: TimeInterval) {
        self.duration = max(duration, 0)
        super.init(clock: clock)
    }

    override func fraction(at time: TimeInterval) -> Double {
        guard isRunning, time > anchorTime else { return anchorFraction }
        guard duration > 0 else { return isReversed ? 0 : 1 }
        let travelled = (time - anchorTime) / duration
        return min(max(anchorFraction + (isReversed ? -travelled : travelled), 0), 1)
    }

    override var endTime: TimeInterval {
        guard isRunning else { return .infinity }
        return anchorTime + (isReversed ? anchorFraction : 1 - anchorFraction) * duration
    }

    override var endsAtStart: Bool { isReversed }

    /// Whether a paused animator's values follow its fraction linearly (see `scrubsLinearly`).
    var scrubsLinearly = true
    /// Whether the fraction was set by hand since the animator paused.
    var isScrubbed = false
    /// The curve the run follows from a fraction on, starting at the progress shown there (see `retime`).
    private var retiming: (fraction: Double, progress: Double, curve: TimingCurve)?

    override var isLinear: Bool { !isRunning && isScrubbed && scrubsLinearly }

    override func progress(at fraction: Double, along curve: TimingCurve) -> Double {
        guard let retiming else { return curve.progress(at: fraction) }
        if fraction >= retiming.fraction {
            // Ahead of the switch: the new curve over what was left of the change.
            let span = 1 - retiming.fraction
            guard span > 0 else { return 1 }
            return retiming.progress + (1 - retiming.progress) * retiming.curve.progress(at: (fraction - retiming.fraction) / span)
        }
        // Behind it (the run reversed since): the new curve back to the start.
        guard retiming.fraction > 0 else { return 0 }
        return retiming.progress * (1 - retiming.curve.progress(at: 1 - fraction / retiming.fraction))
    }

    /// From now on the run follows `curve` over what is left, starting where the values are shown (the
    /// progress along `current`, or the fraction itself after linear scrubbing), so that nothing jumps.
    func retime(along curve: TimingCurve, from time: TimeInterval, current: TimingCurve? = nil) {
        let fraction = fraction(at: time)
        let shown = isLinear ? fraction : progress(at: fraction, along: current ?? curve)
        retiming = (fraction, shown, curve)
        isScrubbed = false
    }

    func pause(at fraction: Double) {
        anchorFraction = fraction
        isRunning = false
    }

    /// Back at the start of a new run, paused: nothing of the last run's scrubbing, retiming or scaling stays.
    func restart(duration: TimeInterval) {
        self.duration = max(duration, 0)
        retiming = nil
        isScrubbed = false
        pause(at: 0)
    }

    /// The time the run has left from its fraction at `time` to its end (its start when reversed).
    func remainingDuration(at time: TimeInterval) -> TimeInterval {
        let fraction = fraction(at: time)
        return (isReversed ? fraction : 1 - fraction) * duration
    }

    func resume(after delay: TimeInterval) {
        anchorFraction = fraction(at: clock.now)
        anchorTime = clock.now + max(0, delay)
        isRunning = true
        isScrubbed = false
    }

    func setReversed(_ reversed: Bool) {
        anchorFraction = fraction(at: clock.now)
        anchorTime = max(anchorTime, clock.now)
        isReversed = reversed
    }

    func scaleRemainingDuration(by factor: Double) {
        guard factor > 0 else { return }
        duration *= factor
    }
}
