import Foundation

/// Where an animation is in its run: the fraction of its duration elapsed at a time of its clock.
@MainActor
class AnimationTimeline {
    /// The clock whose time the timeline reads.
    let clock: AnimationClock

    init(clock: AnimationClock) { self.clock = clock }

    /// The fraction of the duration elapsed at `time`, 0 to 1.
    func fraction(at time: TimeInterval) -> Double { 1 }
    /// When the run ends, or infinity while it is paused.
    var endTime: TimeInterval { clock.now }
    /// Whether the run ended at its start (a reversed property animator) rather than its end.
    var endsAtStart: Bool { false }
    /// Whether the curve is skipped (a paused property animator that scrubs linearly).
    var isLinear: Bool { false }
    /// The fraction of the change applied when `fraction` of the duration has elapsed, along `curve`.
    func progress(at fraction: Double, along curve: TimingCurve) -> Double { curve.progress(at: fraction) }
}

/// A run that starts at a time and lasts a duration: the timeline of `UIView.animate` and `NSAnimationContext`.
final class FixedTimeline: AnimationTimeline {
    let beginTime: TimeInterval
    let duration: TimeInterval

    init(clock: AnimationClock, delay: TimeInterval, duration: TimeInterval) {
        beginTime = clock.now + max(0, delay)
        self.duration = max(0, duration)
        super.init(clock: clock)
    }

    override func fraction(at time: TimeInterval) -> Double {
        guard duration > 0 else { return time >= beginTime ? 1 : 0 }
        return min(max((time - beginTime) / duration, 0), 1)
    }

    override var endTime: TimeInterval { beginTime + duration }
}

/// A timeline with the curve that turns its elapsed fraction into the fraction of the change applied.
@MainActor
struct AnimationTiming {
    let timeline: AnimationTimeline
    let curve: TimingCurve

    /// The fraction of the change applied now.
    func progress(at time: TimeInterval) -> Double {
        let fraction = timeline.fraction(at: time)
        return timeline.isLinear ? fraction : timeline.progress(at: fraction, along: curve)
    }
}

/// The animations started together (one `UIView.animate` call, one `NSAnimationContext` group, one property
/// animator), and what runs when the last of them stops.
@MainActor
final class AnimationGroup {
    /// Runs once, with `true` when every animation ran to its end, `false` when one was removed before.
    private var completions: [(Bool) -> Void] = []
    private var running = 0
    private var isOpen = true
    private var wasInterrupted = false
    private(set) var hasCompleted = false
    let clock: AnimationClock

    init(clock: AnimationClock, completion: ((Bool) -> Void)? = nil) {
        self.clock = clock
        if let completion { completions.append(completion) }
    }

    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    func animationStarted() { running += 1 }

    func animationStopped(finished: Bool) {
        running -= 1
        if !finished { wasInterrupted = true }
        completeIfDone()
    }

    /// No more animations join the group; with none running it completes at the clock's next step.
    func close() {
        isOpen = false
        completeIfDone()
    }

    private func completeIfDone() {
        guard !isOpen, running == 0, !hasCompleted else { return }
        hasCompleted = true
        let finished = !wasInterrupted, completions = completions
        self.completions = []
        clock.enqueueCompletion {
            for completion in completions { completion(finished) }
        }
    }
}

/// One property animating on one object, part of a group.
@MainActor
class Animation {
    let timing: AnimationTiming
    let group: AnimationGroup

    init(timing: AnimationTiming, group: AnimationGroup) {
        self.timing = timing
        self.group = group
        group.animationStarted()
        timing.timeline.clock.register(self)
    }

    /// Called by the clock at every step while the animation runs.
    func step(at time: TimeInterval) {}
    /// Called once when the run ends, before the group hears of it.
    func didEnd() {}
    /// Called once when the animation is taken away before its end.
    func didStop() {}
}

/// A value that can be animated: it maps to and from a vector of up to four numbers.
public protocol AnimatableValue {
    /// The value as up to four numbers.
    var animationVector: SIMD4<Double> { get }
    /// The value from its numbers.
    init(animationVector: SIMD4<Double>)
}

extension CGFloat: AnimatableValue {
    public var animationVector: SIMD4<Double> { SIMD4(Double(self), 0, 0, 0) }
    public init(animationVector: SIMD4<Double>) { self.init(animationVector[0]) }
}

extension Double: AnimatableValue {
    public var animationVector: SIMD4<Double> { SIMD4(self, 0, 0, 0) }
    public init(animationVector: SIMD4<Double>) { self = animationVector[0] }
}

extension Float: AnimatableValue {
    public var animationVector: SIMD4<Double> { SIMD4(Double(self), 0, 0, 0) }
    public init(animationVector: SIMD4<Double>) { self.init(animationVector[0]) }
}

extension CGPoint: AnimatableValue {
    public var animationVector: SIMD4<Double> { SIMD4(Double(x), Double(y), 0, 0) }
    public init(animationVector v: SIMD4<Double>) { self.init(x: v[0], y: v[1]) }
}

extension CGSize: AnimatableValue {
    public var animationVector: SIMD4<Double> { SIMD4(Double(width), Double(height), 0, 0) }
    public init(animationVector v: SIMD4<Double>) { self.init(width: v[0], height: v[1]) }
}

extension CGRect: AnimatableValue {
    public var animationVector: SIMD4<Double> {
        SIMD4(Double(origin.x), Double(origin.y), Double(size.width), Double(size.height))
    }
    public init(animationVector v: SIMD4<Double>) { self.init(x: v[0], y: v[1], width: v[2], height: v[3]) }
}
