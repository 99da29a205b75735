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
