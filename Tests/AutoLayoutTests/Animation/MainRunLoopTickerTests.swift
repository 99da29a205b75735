import Foundation
import XCTest
@testable import AutoLayout

/// The main clock follows the wall clock while the main run loop runs, as UIKit's display link moves animations
/// on. An XCTest case, because XCTest runs its tests on the main thread and waits on its run loop, as the tests
/// of UIKit code that this serves do; Swift Testing's main actor does not run on the main thread here. The methods
/// are not main-actor methods, which Linux's XCTest traps on calling: they run their bodies on the main actor, on
/// whose thread XCTest calls them.
final class MainRunLoopTickerTests: XCTestCase {
    func testAnAnimationCompletesAfterItsDurationWhileTheMainRunLoopRuns() {
        MainActor.assumeIsolated { Self.animationCompletesWhileTheMainRunLoopRuns() }
    }

    func testABlockThatAnimatesNothingCompletesAtTheNextTurn() {
        MainActor.assumeIsolated { Self.blockThatAnimatesNothingCompletesAtTheNextTurn() }
    }

    @MainActor
    private static func animationCompletesWhileTheMainRunLoopRuns() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let completed = XCTestExpectation(description: "the animation completes")
        let start = Date()
        var finished: Bool?
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: {
            finished = $0
            completed.fulfill()
        })
        XCTAssertNil(finished)
        XCTAssertEqual(XCTWaiter.wait(for: [completed], timeout: 5), .completed)
        XCTAssertEqual(finished, true)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.2)
        XCTAssertEqual(view.layer.presentation()?.opacity, 0)
    }

    /// A block that animates nothing completes at the next turn of the run loop, finished.
    @MainActor
    private static func blockThatAnimatesNothingCompletesAtTheNextTurn() {
        let completed = XCTestExpectation(description: "the block completes")
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {}, completion: {
            finished = $0
            completed.fulfill()
        })
        XCTAssertNil(finished)
        XCTAssertEqual(XCTWaiter.wait(for: [completed], timeout: 0.5), .completed)
        XCTAssertEqual(finished, true)
    }
}
