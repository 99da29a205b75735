import AutoLayout
import Foundation
import Testing

/// Runs `body` with a clock of its own, so that tests running in parallel keep their times apart.
@MainActor
func withAnimationClock(_ body: (AnimationClock) throws -> Void) rethrows {
    let clock = AnimationClock()
    try AnimationClock.$current.withValue(clock) { try body(clock) }
}

/// A cubic Bézier timing curve evaluated from its definition (x(s), y(s)), solving x(s) = t by bisection:
/// an oracle independent of the library's Newton solver.
@MainActor
func bezierProgress(_ c1: (Double, Double), _ c2: (Double, Double), at t: Double) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<100 {
        let middle = (low + high) / 2
        if coordinate(c1.0, c2.0, middle) < t { low = middle } else { high = middle }
    }
    return coordinate(c1.1, c2.1, (low + high) / 2)
}

/// UIKit's default animation curve, ease-in-ease-out, from its control points.
@MainActor
func easeInOut(_ t: Double) -> Double { bezierProgress((0.42, 0), (0.58, 1), at: t) }

/// The rectangle `fraction` of the way from `from` to `to`.
@MainActor
func interpolate(_ from: CGRect, _ to: CGRect, _ fraction: Double) -> CGRect {
    CGRect(x: from.minX + (to.minX - from.minX) * fraction, y: from.minY + (to.minY - from.minY) * fraction,
           width: from.width + (to.width - from.width) * fraction,
           height: from.height + (to.height - from.height) * fraction)
}

/// Whether two rectangles agree to within a thousandth of a point.
@MainActor
func isClose(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1e-3) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
        && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}
