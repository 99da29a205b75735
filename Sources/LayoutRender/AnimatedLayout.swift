import AutoLayout
import Foundation
import LayoutFile

/// Solved layouts (keyframes: a file's states or sizes) and the motion between them, as `UIView.animate` moves
/// views: each transition interpolates every frame from one keyframe to the next along a timing curve.
public struct AnimatedLayout {
    /// How a transition moves: a Core Animation curve, or a spring.
    public enum Curve {
        /// Core Animation's ease-in-ease-out, UIKit's default.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Constant speed.
        case linear
        /// A spring with a damping ratio and an initial velocity, fitted to the duration as UIKit's springs are.
        case spring(damping: Double, velocity: Double)

        /// The cubic Bézier of a named curve (nil for a spring).
        var timingFunction: CAMediaTimingFunction? {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            case .spring: nil
            }
        }
    }

    /// The layouts moved between, in order; the animation loops back to the first.
    public var keyframes: [RenderedLayout]
    /// The seconds each transition takes.
    public var duration: Double
    /// The seconds each keyframe is held before the next transition.
    public var hold: Double
    /// How each transition moves.
    public var curve: Curve

    /// Keyframes moved between with a duration and curve per transition, each held for `hold` seconds.
    public init(keyframes: [RenderedLayout], duration: Double, hold: Double, curve: Curve) {
        self.keyframes = keyframes
        self.duration = duration
        self.hold = hold
        self.curve = curve
    }

    /// The fraction of a transition's change applied after `fraction` of its duration.
    public func progress(at fraction: Double) -> Double {
        if let function = curve.timingFunction { return function.progress(at: fraction) }
        guard case .spring(let damping, let velocity) = curve else { return fraction }
        return SpringCurve(dampingRatio: damping, initialVelocity: velocity, duration: duration).progress(at: fraction)
    }

    /// The layout shown `time` seconds into one pass through the transitions (holds left out), from the first
    /// keyframe to the last: what frame `i` of `--frames N` draws at `time = i / (N − 1) × (keyframes − 1) × duration`.
    public func layout(at time: Double) -> RenderedLayout {
        let transitions = keyframes.count - 1
        guard transitions > 0, duration > 0 else { return keyframes[0] }
        let position = min(max(time / duration, 0), Double(transitions))
        let index = min(Int(position), transitions - 1)
        return Self.interpolate(keyframes[index], keyframes[index + 1], progress(at: position - Double(index)))
    }

    /// `fraction` of the way from one layout to another, view by view (matched by name; a view missing from
    /// the target stays where it is).
    static func interpolate(_ from: RenderedLayout, _ to: RenderedLayout, _ fraction: Double) -> RenderedLayout {
        var result = from
        let targets = Dictionary(to.boxes.map { ($0.name, $0.rect) }, uniquingKeysWith: { first, _ in first })
        for index in result.boxes.indices {
            guard let target = targets[result.boxes[index].name] else { continue }
            result.boxes[index].rect = mix(result.boxes[index].rect, target, fraction)
        }
        result.size = mix(CGRect(origin: .zero, size: from.size), CGRect(origin: .zero, size: to.size), fraction).size
        result.links = fraction < 1 ? from.links : to.links
        result.title = fraction <= 0 ? from.title : fraction >= 1 ? to.title : "\(from.title) → \(to.title)"
        return result
    }

    private static func mix(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
        CGRect(animationVector: a.animationVector + (b.animationVector - a.animationVector) * t)
    }
}
