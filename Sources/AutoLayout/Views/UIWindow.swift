import Foundation

/// The screen, known here by its size and scale only (UIKit's `UIScreen`). ``UIScreen/main`` is a fixed,
/// configurable screen, by default the 375 × 667 point screen of a 4.7-inch iPhone at scale 2.
public final class UIScreen: @unchecked Sendable {
    private let lock = NSLock()
    private var storedBounds: CGRect
    private var storedScale: CGFloat

    /// Creates a screen with a size in points and a scale (pixels per point).
    public init(bounds: CGRect, scale: CGFloat = 2) {
        storedBounds = bounds
        storedScale = scale
    }

    /// The screen's rectangle in points; set it to lay out for another device.
    public var bounds: CGRect {
        get { lock.withLock { storedBounds } }
        set { lock.withLock { storedBounds = newValue } }
    }

    /// Pixels per point.
    public var scale: CGFloat {
        get { lock.withLock { storedScale } }
        set { lock.withLock { storedScale = newValue } }
    }

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        let bounds = bounds, scale = scale
        return CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The device's screen.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667))
}

/// The root of a view hierarchy shown on a screen (UIKit's `UIWindow`): a view whose root view controller's
/// view fills it.
open class UIWindow: View {
    override var isWindow: Bool { true }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            guard let controller = rootViewController else { return }
            let content: View = controller.view
            content.frame = bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(content)
        }
    }

    /// Whether the window is the key window (the last one made key).
    public private(set) var isKeyWindow = false

    /// The screen the window is on.
    open var screen: UIScreen = .main

    /// Whether the window is hidden: true until it is shown, as in UIKit. Its views' safe areas count only
    /// while it is visible.
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { visibilityChanged() } }
    }

    /// Creates a hidden window with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        UIApplication.shared.windowWasMade(self)
    }

    /// Archives are not read here; the window starts hidden with an empty frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        UIApplication.shared.windowWasMade(self)
    }

    /// Creates a hidden window the size of the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Shows the window, makes it the key window and lays it out.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        layoutIfNeeded()
    }

    /// Makes the window the key window; the window that was key stops being key.
    open func makeKey() {
        guard !isKeyWindow else { return }
        UIApplication.shared.windowWillBecomeKey(self)
        isKeyWindow = true
        becomeKey()
    }

    /// Called when the window has become the key window; posts ``didBecomeKeyNotification``.
    open func becomeKey() {
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window has stopped being the key window; posts ``didResignKeyNotification``.
    open func resignKey() {
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    /// Stops the window being key, as another window becomes key.
    func resignKeyStatus() {
        isKeyWindow = false
        resignKey()
    }

    /// Posted by a window that became the key window.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted by a window that stopped being the key window.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}

extension View {
    /// The window the view is in, if any.
    public var window: UIWindow? {
        var current: View? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    /// A point in this view's coordinates, in another view's (or the window's, when `view` is nil).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        let origin = view.pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// A point in another view's coordinates (or the window's, when `view` is nil), in this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let inRoot = view?.pointInRoot(point) ?? point
        let origin = pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// A rectangle in this view's coordinates, in another view's.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// A rectangle in another view's coordinates, in this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A point in this view's coordinates, in its hierarchy root's: each view adds its frame origin and takes
    /// away its bounds origin (a scroll view's content offset).
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: View? = self
        while let view = current, let superview = view.superview {
            result.x += view.frame.minX - view.bounds.minX
            result.y += view.frame.minY - view.bounds.minY
            current = superview
        }
        return result
    }
}

/// AppKit's name for ``UIWindow``.
public typealias NSWindow = UIWindow
/// AppKit's name for ``UIScreen``.
public typealias NSScreen = UIScreen
