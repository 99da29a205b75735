import Foundation

/// An object in the chain that events travel up (UIKit's `UIResponder`): the base of views and view controllers.
///
/// There is no display here, so no touch or press ever arrives; the chain, the first responder and hit testing
/// (``View/hitTest(_:with:)``) work as in UIKit, so that code handling events compiles and can be driven by tests.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The responder that events go to when this one does not handle them: a view's controller or superview, a
    /// controller's view's superview.
    open var next: UIResponder? { nil }

    /// Whether the responder can become the first responder (false unless overridden; text fields can).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up being the first responder when asked (true unless overridden).
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is the first responder.
    open var isFirstResponder: Bool { UIResponder.current === self }

    /// Makes the responder the first responder, if it can be and the current one gives way; returns whether it is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.current, !current.resignFirstResponder() { return false }
        UIResponder.current = self
        return true
    }

    /// Gives up being the first responder, if it is and can; returns whether it did (true when it was not).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        UIResponder.current = nil
        return true
    }

    /// Stops being the first responder whether it agrees or not (``View/endEditing(_:)`` with `force`).
    func forceResignFirstResponder() -> Bool {
        if isFirstResponder { UIResponder.current = nil }
        return true
    }

    /// The first responder, if any. Weak, as UIKit keeps none alive.
    private static weak var current: UIResponder?

    /// Touches that began; by default passed up the chain, as in UIKit.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches that moved; by default passed up the chain.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches that ended; by default passed up the chain.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches that were cancelled; by default passed up the chain.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}

/// A finger on the screen (UIKit's `UITouch`). Nothing makes one here; tests can, to drive responders.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// Where the touch is in its life.
    open var phase: Phase = .began
    /// The number of taps in a row.
    open var tapCount = 1
    /// When the touch last changed, in seconds.
    open var timestamp: TimeInterval = 0
    /// The view the touch began in.
    open var view: View?
    /// The touch's position and its previous one, in its window's coordinates (or its view's root's).
    private var location: CGPoint, previousLocation: CGPoint

    /// A touch at a point of a view's coordinates.
    public init(at point: CGPoint, in view: View?, phase: Phase = .began) {
        let inRoot = view?.convert(point, to: nil) ?? point
        location = inRoot
        previousLocation = inRoot
        self.view = view
        self.phase = phase
        super.init()
    }

    /// The window of the touch's view.
    open var window: UIWindow? { view?.window }

    /// The touch's position in a view's coordinates (its window's when `view` is nil).
    open func location(in view: View?) -> CGPoint {
        view?.convert(location, from: nil) ?? location
    }

    /// The touch's previous position in a view's coordinates (its window's when `view` is nil).
    open func previousLocation(in view: View?) -> CGPoint {
        view?.convert(previousLocation, from: nil) ?? previousLocation
    }

    /// Moves the touch to a point of a view's coordinates, keeping where it was as its previous position.
    public func move(to point: CGPoint, in view: View?) {
        previousLocation = location
        location = view?.convert(point, to: nil) ?? point
        phase = .moved
    }
}

/// What happened on the screen (UIKit's `UIEvent`): its touches.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
    }

    /// The kind of event.
    open var type: EventType { .touches }
    /// When it happened, in seconds.
    open var timestamp: TimeInterval = 0
    private let touches: Set<UITouch>

    /// An event of these touches.
    public init(touches: Set<UITouch> = []) {
        self.touches = touches
        super.init()
    }

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touches }

    /// The touches in a view.
    open func touches(for view: View) -> Set<UITouch>? {
        touches.filter { $0.view === view }
    }
}
