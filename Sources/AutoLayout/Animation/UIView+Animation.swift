import Foundation

extension View {
    /// Options for `UIView.animate`, with UIKit's raw values. The curves, `beginFromCurrentState` and the
    /// `overrideInherited…` options take effect; the others are accepted and change nothing off a device.
    public struct AnimationOptions: OptionSet, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt
        /// Creates options from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews as part of the animation (UIKit's option; layout runs in the block here anyway).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the views take touches while animating (accepted; no touches here).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is shown now, replacing the running animations of the same properties, whose
        /// completions are told they did not finish. Without it, animations add up as UIKit's do.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever (accepted; not played here).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backward after forward (accepted; not played here).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested animation keeps its own duration instead of its enclosing animation's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested animation keeps its own curve instead of its enclosing animation's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw content while animating (accepted; nothing is drawn here).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide rather than remove views in transitions (accepted; no transitions here).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore the enclosing animation's options (accepted).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Slow at both ends: the default curve.
        public static let curveEaseInOut = AnimationOptions([])
        /// Slow at the start: Core Animation's easeIn curve.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end: Core Animation's easeOut curve.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A transition (accepted; transitions are not played here).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A transition (accepted; transitions are not played here).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A transition (accepted; transitions are not played here).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A transition (accepted; transitions are not played here).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A transition (accepted; transitions are not played here).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A transition (accepted; transitions are not played here).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A transition (accepted; transitions are not played here).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The display's frame rate (accepted).
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        /// 60 frames a second (accepted).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second (accepted).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name.
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
    }

    /// UIKit's named animation curves.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends (0.42, 0, 0.58, 1).
        case easeInOut = 0
        /// Slow at the start (0.42, 0, 1, 1).
        case easeIn
        /// Slow at the end (0, 0, 0.58, 1).
        case easeOut
        /// Constant speed.
        case linear

        /// The Core Animation timing function of the curve.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Runs `animations` and animates every frame and alpha it changes (directly or through `layoutIfNeeded()`)
    /// from what is shown to the new value, on ``AnimationClock/current``; `completion` runs when the last of
    /// them ends, with `false` if one was removed first.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        let inherited = AnimationTransaction.enclosing
        let duration = options.contains(.overrideInheritedDuration) ? duration : inherited?.duration ?? duration
        let curve = options.contains(.overrideInheritedCurve) ? .bezier(options.curve.timingFunction)
            : inherited?.timing.curve ?? .bezier(options.curve.timingFunction)
        run(animations, duration: duration, delay: delay, curve: curve, options: options, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds with the ease-in-ease-out curve.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes with the motion of a damped spring fitted to `duration`
    /// (see ``SpringCurve``); `velocity` 1 is the whole distance in one second.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        let spring = SpringCurve(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity),
                                 duration: duration)
        run(animations, duration: duration, delay: delay, curve: .spring(spring), options: options,
            completion: completion)
    }

    /// Changes a view's content in a transition (a cross-dissolve, a flip): there is nothing drawn to dissolve
    /// here, so `animations` run at once, unanimated, as the new state, and `completion` is called with true.
    public static func transition(with view: View, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if let animations { performWithoutAnimation(animations) }
        completion?(true)
    }

    /// Replaces one view with another in a transition, as UIKit does: `toView` takes `fromView`'s place in its
    /// superview, which `fromView` leaves, or with `.showHideTransitionViews` `fromView` is hidden and `toView`
    /// shown. Nothing is drawn to transition, so it happens at once and `completion` is called with true.
    public static func transition(from fromView: View, to toView: View, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// Runs `actionsWithoutAnimation` with animation turned off, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationTransaction.$scope.withValue(.disabled, operation: actionsWithoutAnimation)
    }

    /// The duration of the animation block being run, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval { AnimationTransaction.enclosing?.duration ?? 0 }

    private static func run(_ animations: () -> Void, duration: TimeInterval, delay: TimeInterval, curve: TimingCurve,
                            options: AnimationOptions, completion: ((Bool) -> Void)?) {
        let clock = AnimationClock.current
        let transaction = AnimationTransaction(
            group: AnimationGroup(clock: clock, completion: completion),
            timing: AnimationTiming(timeline: FixedTimeline(clock: clock, delay: delay, duration: duration), curve: curve),
            duration: duration, beginsFromCurrentState: options.contains(.beginFromCurrentState))
        AnimationTransaction.$scope.withValue(.animating(transaction), operation: animations)
        transaction.group.close()
    }

    /// The layer behind the view, created when first asked for.
    public var layer: CALayer {
        if let layer = backingLayer { return layer }
        let layer = CALayer(view: self)
        backingLayer = layer
        return layer
    }

    /// Called when the frame or alpha changes: inside an animation block, the change is animated. A layout pass
    /// looks the transaction up once for all the frames it sets (a task-local read per view was a tenth of a
    /// relayout).
    func layerValueChanged(_ property: LayerAnimation.Property, from old: SIMD4<Double>, to new: SIMD4<Double>,
                           in transaction: AnimationTransaction? = AnimationTransaction.forImplicitChanges) {
        guard old != new, let transaction else { return }
        layer.animateChange(of: property, from: old, to: new, in: transaction)
    }
}

/// The animation block being run: the group its animations join and their timing.
@MainActor
struct AnimationTransaction: @unchecked Sendable {
    /// Animating, or animation turned off by `performWithoutAnimation`.
    enum Scope { case animating(AnimationTransaction), disabled }

    let group: AnimationGroup
    let timing: AnimationTiming
    let duration: TimeInterval
    let beginsFromCurrentState: Bool

    /// The scope of the innermost block running in this task.
    @TaskLocal static var scope: Scope?

    /// The innermost animation block, if animation is on.
    static var enclosing: AnimationTransaction? {
        if case .animating(let transaction) = scope { return transaction }
        return nil
    }

    /// The transaction that changes made now animate in: the innermost animation block, or an `NSAnimationContext`
    /// group that allows implicit animation.
    static var forImplicitChanges: AnimationTransaction? {
        switch scope {
        case .animating(let transaction): transaction
        case .disabled: nil
        case nil: NSAnimationContext.implicitTransaction
        }
    }
}
