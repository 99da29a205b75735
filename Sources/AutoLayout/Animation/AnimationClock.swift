import Foundation

/// The time animations run on: a manual clock that moves only when told to.
///
/// With no display, nothing advances time by itself: tests and tools call ``advance(by:)``, and a
/// ``RealTimeDriver`` follows the wall clock for interactive use. The ``main`` clock also follows the wall clock
/// whenever the main run loop runs while its animations do (see `MainRunLoopTicker`), as UIKit's display link
/// moves animations on: an XCTest waiting for an animation's completion sees it come. Animations use
/// ``current``, which is ``main`` unless a task runs with a clock of its own
/// (`AnimationClock.$current.withValue(clock) { … }`), so that tests running in parallel keep their times apart.
/// Like UIKit, a clock is driven from one thread.
@preconcurrency @MainActor
public final class AnimationClock {
    /// The time in seconds since the clock was made.
    public private(set) var now: TimeInterval = 0
    private var running: [Animation] = []
    private var completions: [() -> Void] = []

    /// Creates a clock at time zero.
    public nonisolated init() {}

    /// The clock of the application.
    public nonisolated static let main = AnimationClock()
    /// The clock animations started by this task use: ``main`` unless bound for the task.
    @TaskLocal public static var current: AnimationClock = .main

    /// Whether any animation is still running.
    public var hasRunningAnimations: Bool { !running.isEmpty }

    /// Whether no animation runs and no completion waits for the clock's next step.
    var isIdle: Bool { running.isEmpty && completions.isEmpty }

    /// Moves time forward: animations that end on the way end in order, their completions run at their end
    /// times (starting new animations if they like), and animated values step to the new time.
    public func advance(by interval: TimeInterval) {
        let target = now + max(0, interval)
        runCompletions()
        while let end = earliestEnd(notAfter: target) {
            now = max(now, end)
            step()
            endAnimations(endingBy: end)
            runCompletions()
        }
        now = target
        step()
    }

    /// The earliest end of a running animation that is not after `time`.
    private func earliestEnd(notAfter time: TimeInterval) -> TimeInterval? {
        var earliest: TimeInterval?
        for animation in running {
            let end = animation.timing.timeline.endTime
            if end <= time, end < earliest ?? .infinity { earliest = end }
        }
        return earliest
    }

    /// Advances to the end of every running animation (none may be paused).
    public func runToCompletion() {
        while let end = running.map(\.timing.timeline.endTime).max(), end.isFinite {
            advance(by: max(end - now, 0))
        }
        runCompletions()
    }

    func register(_ animation: Animation) {
        running.append(animation)
        if self === AnimationClock.main { MainRunLoopTicker.shared.start() }
    }

    /// The animations still running, oldest first.
    var runningAnimations: [Animation] { running }

    /// Takes an animation away before its end.
    func stop(_ animation: Animation) {
        guard let index = running.firstIndex(where: { $0 === animation }) else { return }
        running.remove(at: index)
        animation.didStop()
        animation.group.animationStopped(finished: false)
    }

    /// Ends an animation now, as if its run had ended.
    func end(_ animation: Animation) {
        guard let index = running.firstIndex(where: { $0 === animation }) else { return }
        running.remove(at: index)
        animation.didEnd()
        animation.group.animationStopped(finished: true)
    }

    func enqueueCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
        if self === AnimationClock.main { MainRunLoopTicker.shared.start() }
    }

    private func step() {
        var roots: [ObjectIdentifier: View] = [:]
        for case let animation as ValueAnimation in running {
            animation.step(at: now)
            if let root = animation.layoutRoot { roots[ObjectIdentifier(root)] = root }
        }
        for root in roots.values { root.layoutIfNeeded() }
    }

    private func endAnimations(endingBy end: TimeInterval) {
        let ending = running.filter { $0.timing.timeline.endTime <= end }
        running.removeAll { $0.timing.timeline.endTime <= end }
        for animation in ending { animation.didEnd() }
        for animation in ending { animation.group.animationStopped(finished: true) }
    }

    private func runCompletions() {
        while !completions.isEmpty {
            completions.removeFirst()()
        }
    }
}

extension AnimationClock {
    /// Drives a clock from the wall clock, for interactive use: each ``tick()`` advances it by the real time
    /// since the previous one.
    @preconcurrency @MainActor
    public final class RealTimeDriver {
        /// The clock driven.
        public let clock: AnimationClock
        private var last: Date

        /// Starts following the wall clock from now.
        public init(clock: AnimationClock = .main) {
            self.clock = clock
            last = Date()
        }

        /// Advances the clock by the real time elapsed since the last tick.
        public func tick() {
            let date = Date()
            clock.advance(by: date.timeIntervalSince(last))
            last = date
        }

        /// Ticks at a frame rate until no animation runs or `limit` seconds of real time have passed.
        public func runUntilIdle(framesPerSecond: Double = 60, limit: TimeInterval = 60) {
            let deadline = Date().addingTimeInterval(limit)
            while clock.hasRunningAnimations, Date() < deadline {
                Thread.sleep(forTimeInterval: 1 / framesPerSecond)
                tick()
            }
            tick()
        }
    }
}
