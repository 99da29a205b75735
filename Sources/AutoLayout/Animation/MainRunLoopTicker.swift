import Foundation

/// Moves the main animation clock with the wall clock while the main run loop runs and animations run, as UIKit's
/// display link does: a timer on the main run loop, made when an animation starts or a completion waits (a block
/// that animated nothing completes at the next turn of the run loop, as in UIKit), and dropped once none runs.
/// Code that never runs the main run loop (Swift Testing's tests, the command-line tool) sees no difference; an
/// XCTest that waits for expectations runs it, and an animation's completion then comes after its duration.
@MainActor
final class MainRunLoopTicker {
    static let shared = MainRunLoopTicker()

    private var timer: Timer?
    private var driver: AnimationClock.RealTimeDriver?

    /// Starts ticking, unless ticking already.
    func start() {
        guard timer == nil else { return }
        driver = AnimationClock.RealTimeDriver(clock: .main)
        // The tick goes through the main actor's queue rather than running where the timer fires: on Linux, Swift
        // Testing runs the main actor on a thread of its own while the main thread may run the main run loop, and
        // ticking there raced the tests' layout. Under XCTest both are the main thread, whose run loop drains the
        // queue as it waits.
        let timer = Timer(timeInterval: 1.0 / 60, repeats: true) { _ in
            Task { @MainActor in MainRunLoopTicker.shared.tick() }
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    private func tick() {
        driver?.tick()
        guard AnimationClock.main.isIdle else { return }
        timer?.invalidate()
        (timer, driver) = (nil, nil)
    }
}
