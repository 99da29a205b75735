import Foundation

/// The kind of timing a provider gives (UIKit's `UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves.
    case builtin
    /// A cubic Bézier curve through two control points.
    case cubic
    /// A damped spring.
    case spring
    /// A cubic curve and a spring together.
    case composed
}

/// What a property animator's timing comes from (UIKit's `UITimingCurveProvider`): cubic parameters, spring
/// parameters, or both.
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if the timing has one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if the timing has one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The curve the provider stands for, a spring fitted to `duration` when it has one.
    func timingCurve(duration: TimeInterval) -> TimingCurve {
        if let spring = springTimingParameters { return .spring(spring.curve(duration: duration)) }
        return .bezier(cubicTimingParameters?.timingFunction ?? UIView.AnimationCurve.easeInOut.timingFunction)
    }
}

/// Timing along a cubic Bézier curve from (0, 0) to (1, 1) (UIKit's `UICubicTimingParameters`).
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve, `.easeInOut` for one made from control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// Whether the curve is one of UIKit's named ones rather than made from control points.
    private let isNamed: Bool

    /// UIKit's default curve, ease-in-ease-out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        isNamed = true
        var values: [Float] = [0, 0]
        curve.timingFunction.getControlPoint(at: 1, values: &values)
        controlPoint1 = CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
        curve.timingFunction.getControlPoint(at: 2, values: &values)
        controlPoint2 = CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
    }

    /// A curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        isNamed = false
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// `.builtin` for a named curve, `.cubic` for one made from control points.
    public var timingCurveType: UITimingCurveType { isNamed ? .builtin : .cubic }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// Timing of a damped spring (UIKit's `UISpringTimingParameters`), fitted to the animator's duration as
/// ``SpringCurve`` says.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The damping ratio: 1 is critical damping, less oscillates.
    public let dampingRatio: CGFloat
    /// The starting speed, in distances per second; only `dx` is used, as the animated properties move together.
    public let initialVelocity: CGVector

    /// A critically damped spring at rest.
    public override convenience init() {
        self.init(dampingRatio: 1)
    }

    /// A spring with this damping ratio, starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with this damping ratio and starting speed.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }

    func curve(duration: TimeInterval) -> SpringCurve {
        SpringCurve(dampingRatio: Double(dampingRatio), initialVelocity: Double(initialVelocity.dx), duration: duration)
    }
}
