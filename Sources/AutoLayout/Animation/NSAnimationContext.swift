import Foundation
import Synchronization

/// AppKit's animation group: the duration and timing of the animations started through ``Animator`` proxies
/// (`constraint.animator().constant = 20`) while the group is current.
///
/// Groups nest with ``beginGrouping()``/``endGrouping()`` or ``runAnimationGroup(_:completionHandler:)``, per
/// thread. Outside any group the implicit one applies: 0.25 seconds with the default curve.
@preconcurrency @MainActor
open class NSAnimationContext: NSObject {
    /// The duration of animations started from now on, in seconds.
    open var duration: TimeInterval = 0.25
    /// The curve of animations started from now on; nil is Core Animation's default curve.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether changes made directly, not through ``Animator`` proxies, animate too (frames and alpha, as
    /// `UIView.animate` animates them).
    open var allowsImplicitAnimation = false
    /// Runs once every animation of the group has ended.
    open var completionHandler: (() -> Void)?

    private let group: AnimationGroup

    private init(clock: AnimationClock) {
        group = AnimationGroup(clock: clock)
    }

    /// The group in effect on this thread: the innermost open one, or the implicit group.
    open class var current: NSAnimationContext {
        ContextStack.onThisThread.contexts.last ?? NSAnimationContext(clock: .current)
    }

    /// Opens a group, nested in the current one.
    open class func beginGrouping() {
        ContextStack.onThisThread.contexts.append(NSAnimationContext(clock: .current))
        ContextStack.openGroups.add(1, ordering: .relaxed)
    }

    /// Closes the innermost group; its completion handler runs once its animations have ended.
    open class func endGrouping() {
        guard let context = ContextStack.onThisThread.contexts.popLast() else { return }
        ContextStack.openGroups.subtract(1, ordering: .relaxed)
        if let handler = context.completionHandler { context.group.addCompletion { _ in handler() } }
        context.group.close()
    }

    /// Runs `changes` in a new group and `completionHandler` once the group's animations have ended.
    open class func runAnimationGroup(_ changes: (NSAnimationContext) -> Void, completionHandler: (() -> Void)? = nil) {
        beginGrouping()
        let context = current
        context.completionHandler = completionHandler
        changes(context)
        endGrouping()
    }

    /// The timing of an animation starting now in this group.
    private var timing: AnimationTiming {
        AnimationTiming(timeline: FixedTimeline(clock: group.clock, delay: 0, duration: duration),
                        curve: .bezier(timingFunction ?? CAMediaTimingFunction(name: .default)))
    }

    /// Animates a property of an object from its current value to `value` in this group: the property itself
    /// moves, step by step, as AppKit's animator proxies move it.
    func animate<Target: AnyObject, Value: AnimatableValue>(_ target: Target,
                                                             _ keyPath: ReferenceWritableKeyPath<Target, Value>,
                                                             to value: Value) {
        let key = ValueAnimation.Key(target: ObjectIdentifier(target), keyPath: keyPath)
        group.clock.stopValueAnimations(for: key)
        let start = target[keyPath: keyPath].animationVector, end = value.animationVector
        let animation = ValueAnimation(key: key, timing: timing, group: group, layoutRoot: ValueAnimation.layoutRoot(of: target)) { [weak target] progress in
            target?[keyPath: keyPath] = Value(animationVector: start + (end - start) * progress)
        }
        if duration <= 0 { group.clock.end(animation) }
    }

    /// The transaction that direct frame and alpha changes join while a group allowing implicit animation is open.
    static var implicitTransaction: AnimationTransaction? {
        // Every frame set in a layout pass asks; the thread's stack is looked up only while some group is open.
        guard ContextStack.openGroups.load(ordering: .relaxed) > 0, let context = ContextStack.onThisThread.contexts.last, context.allowsImplicitAnimation else { return nil }
        return AnimationTransaction(group: context.group, timing: context.timing, duration: context.duration,
                                    beginsFromCurrentState: true)
    }
}

/// The open animation groups of one thread.
private final class ContextStack {
    var contexts: [NSAnimationContext] = []
    /// Open groups on all threads.
    static let openGroups = Atomic<Int>(0)

    static var onThisThread: ContextStack {
        let key = "AutoLayout.NSAnimationContext"
        if let stack = Thread.current.threadDictionary[key] as? ContextStack { return stack }
        let stack = ContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// An animation that moves a property's actual value over time (AppKit's animator proxies).
final class ValueAnimation: Animation {
    /// The animated property of one object.
    struct Key: Equatable {
        let target: ObjectIdentifier
        let keyPath: AnyKeyPath
    }

    let key: Key
    /// The view hierarchy laid out after each step, so that layout follows an animated constraint constant.
    var layoutRoot: View? { layoutRootLifeline?.view }
    private let layoutRootLifeline: Lifeline?
    private let apply: (Double) -> Void

    init(key: Key, timing: AnimationTiming, group: AnimationGroup, layoutRoot: View?, apply: @escaping (Double) -> Void) {
        self.key = key
        layoutRootLifeline = layoutRoot?.lifeline
        self.apply = apply
        super.init(timing: timing, group: group)
    }

    override func step(at time: TimeInterval) { apply(timing.progress(at: time)) }

    override func didEnd() {
        apply(timing.timeline.endsAtStart ? 0 : 1)
        layoutRoot?.layoutIfNeeded()
    }

    /// The root of the hierarchy a view or constraint belongs to.
    static func layoutRoot(of target: AnyObject) -> View? {
        if let view = target as? View { return view.hierarchyRoot }
        if let constraint = target as? NSLayoutConstraint {
            let item = constraint.firstItem as? AutoLayoutItem
            return (item as? View ?? (item as? UILayoutGuide)?.owningView)?.hierarchyRoot
        }
        return nil
    }
}

extension AnimationClock {
    /// Stops the value animations of a property, so that a new one takes over from the current value.
    func stopValueAnimations(for key: ValueAnimation.Key) {
        for case let animation as ValueAnimation in runningAnimations where animation.key == key { stop(animation) }
    }
}

/// An object whose properties animate through a proxy (AppKit's `NSAnimatablePropertyContainer`).
@preconcurrency @MainActor
public protocol NSAnimatablePropertyContainer: AnyObject {}

extension NSAnimatablePropertyContainer {
    /// A proxy whose property changes animate in the current ``NSAnimationContext``:
    /// `constraint.animator().constant = 20`.
    public func animator() -> Animator<Self> { Animator(target: self) }
}

extension NSLayoutConstraint: NSAnimatablePropertyContainer {}
extension View: NSAnimatablePropertyContainer {}

/// The proxy ``NSAnimatablePropertyContainer/animator()`` returns: setting an animatable property through it
/// animates the property in the current ``NSAnimationContext``; other properties are set at once.
@preconcurrency @MainActor @dynamicMemberLookup
public struct Animator<Target: AnyObject> {
    /// The object whose properties the proxy animates.
    public let target: Target

    /// Reads the property; setting it animates it to the new value.
    public subscript<Value: AnimatableValue>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value {
        get { target[keyPath: keyPath] }
        nonmutating set { NSAnimationContext.current.animate(target, keyPath, to: newValue) }
    }

    /// Reads or sets a property that does not animate.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value {
        get { target[keyPath: keyPath] }
        nonmutating set { target[keyPath: keyPath] = newValue }
    }
}

extension View {
    /// The opacity under AppKit's name (``alpha``).
    public var alphaValue: CGFloat {
        get { alpha }
        set { alpha = newValue }
    }
}
