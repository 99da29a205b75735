import Foundation

/// The running app, known here by its layout direction (UIKit's `UIApplication`).
@preconcurrency @MainActor
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    private init() {}

    /// The direction of the app's language: ``View/defaultLayoutDirection``, which tests set to lay out right to
    /// left.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { View.defaultLayoutDirection }

    /// The lifelines of the windows made, in the order they were made: a window goes from the list as it goes.
    private var windowLifelines: [Lifeline] = []

    /// The app's windows, in the order they were made, hidden ones too (UIKit's `windows`).
    @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
    public var windows: [UIWindow] { liveWindows }

    /// The key window: the last window made key, while it lives (UIKit's `keyWindow`). No window is key until one
    /// is made key: there is no app launched with a storyboard here to make one.
    @available(*, deprecated, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    public var keyWindow: UIWindow? { liveWindows.first { $0.isKeyWindow } }

    /// The windows made that still live, in the order they were made.
    var liveWindows: [UIWindow] {
        windowLifelines.compactMap { $0.view as? UIWindow }
    }

    /// Lists a window as it is made.
    func windowWasMade(_ window: UIWindow) {
        windowLifelines.removeAll { !$0.isLiveView }
        windowLifelines.append(window.lifeline)
    }

    /// Tells every other key window that it is no longer key, as a window becomes key.
    func windowWillBecomeKey(_ window: UIWindow) {
        for other in liveWindows where other !== window && other.isKeyWindow { other.resignKeyStatus() }
    }
}

extension View {
    /// The direction a view with a semantic content attribute lays out in, in the app's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: defaultLayoutDirection)
    }

    /// The direction a view with a semantic content attribute lays out in, relative to a direction: playback and
    /// spatial controls, and views forced left to right, are never flipped.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
