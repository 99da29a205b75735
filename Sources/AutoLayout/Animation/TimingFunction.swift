import Foundation

/// The name of one of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name as Core Animation spells it.
    public let rawValue: String
    /// Creates a name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Constant speed: (0, 0) (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly: (0.42, 0) (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly: (0, 0) (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts and ends slowly: (0.42, 0) (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve Core Animation uses when none is named: (0.25, 0.1) (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve as Core Animation defines it: a cubic Bézier from (0, 0) to (1, 1) whose x is the fraction of
/// the duration elapsed and whose y is the fraction of the change applied.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let c1: (x: Double, y: Double)
    private let c2: (x: Double, y: Double)

    /// Creates a curve from its two inner control points. As in Core Animation, x values are clamped to 0…1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = (min(max(Double(c1x), 0), 1), Double(c1y))
        c2 = (min(max(Double(c2x), 0), 1), Double(c2y))
    }

    /// Creates one of the predefined curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `index` (0 to 3; 0 is (0, 0) and 3 is (1, 1)) into `values[0]` and `values[1]`.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points = [(0.0, 0.0), c1, c2, (1.0, 1.0)]
        let point = points[min(max(index, 0), 3)]
        values[0] = Float(point.0)
        values[1] = Float(point.1)
    }

    /// The fraction of the change applied when `fraction` of the duration has elapsed.
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        return Self.bezier(c1.y, c2.y, at: parameter(forX: fraction))
    }

    /// One coordinate of the curve at parameter `s`, with end points 0 and 1.
    private static func bezier(_ p1: Double, _ p2: Double, at s: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    private static func slope(_ p1: Double, _ p2: Double, at s: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Solves x(s) = x: Newton's method, falling back to bisection (x(s) is monotone since the x controls are in 0…1).
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(c1.x, c2.x, at: s) - x
            if abs(error) < 1e-12 { return s }
            let slope = Self.slope(c1.x, c2.x, at: s)
            guard abs(slope) > 1e-9 else { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            if Self.bezier(c1.x, c2.x, at: s) < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// The control points, for logs.
    public override var description: String {
        "CAMediaTimingFunction((\(c1.x), \(c1.y)) (\(c2.x), \(c2.y)))"
    }
}

/// The motion of a damped spring, normalised to move from 0 to 1 within a duration (UIKit's spring animations).
///
/// UIKit takes a damping ratio and an initial velocity (1 = the whole distance in one second) and fits the spring
/// to the duration; Apple does not publish the fit. Here the spring's natural frequency is chosen so that its
/// motion stays within 0.1 % of the distance from the end once the duration has passed, and the last frame snaps
/// to the end.
public struct SpringCurve: Sendable, Equatable {
    /// The damping ratio: 1 is critical damping, less oscillates. Clamped to 0.01 or more.
    public let dampingRatio: Double
    /// The starting speed in distances per second.
    public let initialVelocity: Double
    /// The duration the spring is fitted to, in seconds.
    public let duration: Double
    /// The undamped angular frequency, in radians per second.
    public let naturalFrequency: Double

    private static let settledDistance = 0.001

    /// Fits a spring with this damping and starting speed to a duration.
    public init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        self.dampingRatio = max(dampingRatio, 0.01)
        self.initialVelocity = initialVelocity
        self.duration = max(duration, 1e-6)
        naturalFrequency = Self.frequency(dampingRatio: self.dampingRatio, velocity: initialVelocity,
                                          settlingAt: self.duration)
    }

    /// The fraction of the change applied when `fraction` of the duration has elapsed.
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        return 1 - Self.displacement(at: fraction * duration, omega: naturalFrequency, zeta: dampingRatio,
                                     velocity: initialVelocity).value
    }

    /// The distance left to the end (1 at the start) and a bound on it from then on.
    private static func displacement(at t: Double, omega: Double, zeta: Double,
                                     velocity v: Double) -> (value: Double, envelope: Double) {
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v) / damped, decay = exp(-zeta * omega * t)
            return (decay * (cos(damped * t) + b * sin(damped * t)), decay * (1 + b * b).squareRoot())
        }
        if zeta == 1 {
            let value = exp(-omega * t) * (1 + (omega - v) * t)
            return (value, abs(value))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c1 = (-v - r2) / (r1 - r2), c2 = 1 - c1
        return (c1 * exp(r1 * t) + c2 * exp(r2 * t), abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t))
    }

    /// The lowest frequency whose motion has settled by `duration` (bisection on a logarithmic scale).
    private static func frequency(dampingRatio zeta: Double, velocity: Double, settlingAt duration: Double) -> Double {
        var low = log(1e-3 / duration), high = log(1e4 / duration)
        for _ in 0..<80 {
            let middle = (low + high) / 2
            let envelope = displacement(at: duration, omega: exp(middle), zeta: zeta, velocity: velocity).envelope
            if envelope > settledDistance { low = middle } else { high = middle }
        }
        return exp(high)
    }
}

/// How an animation's fraction of elapsed time becomes the fraction of its change applied.
enum TimingCurve {
    case bezier(CAMediaTimingFunction)
    case spring(SpringCurve)

    func progress(at fraction: Double) -> Double {
        switch self {
        case .bezier(let function): function.progress(at: fraction)
        case .spring(let spring): spring.progress(at: fraction)
        }
    }
}
