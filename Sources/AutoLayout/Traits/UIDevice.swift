import Foundation

/// The device the interface runs on, known here by its idiom (UIKit's `UIDevice`). ``UIDevice/current`` is an
/// iPhone unless set otherwise; its idiom decides the size classes of windows (see ``UITraitCollection``).
public final class UIDevice: @unchecked Sendable {
    private let lock = NSLock()
    private var storedIdiom: UIUserInterfaceIdiom

    /// A device of an idiom.
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        storedIdiom = userInterfaceIdiom
    }

    /// The kind of device; set it to lay out for an iPad.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { lock.withLock { storedIdiom } }
        set { lock.withLock { storedIdiom = newValue } }
    }

    /// The device the app runs on.
    public static let current = UIDevice(userInterfaceIdiom: .phone)
}

/// The current device's idiom (UIKit's deprecated macro).
@available(*, deprecated, message: "Use UIDevice.current.userInterfaceIdiom or traitCollection.userInterfaceIdiom")
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
    UIDevice.current.userInterfaceIdiom
}

extension UITraitCollection {
    /// The traits of a window of a size on the current device and a screen, as UIKit gives them:
    /// - iPhone: compact width and regular height in portrait; compact height in landscape, where the larger
    ///   phones (short side of at least 414 points: Plus and Max models) have a regular width;
    /// - iPad: regular height; regular width unless the window is narrower than 678 points (Split View and
    ///   Slide Over);
    /// - other idioms: regular both ways.
    ///
    /// The text size is the app's (``UIContentSizeCategory/preferred``); the appearance is light.
    convenience init(windowSize size: CGSize, idiom: UIUserInterfaceIdiom, displayScale: CGFloat) {
        let landscape = size.width > size.height
        let horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
        switch idiom {
        case .phone:
            horizontal = landscape && min(size.width, size.height) >= 414 ? .regular : .compact
            vertical = landscape ? .compact : .regular
        case .pad:
            horizontal = size.width >= 678 ? .regular : .compact
            vertical = .regular
        case .unspecified:
            (horizontal, vertical) = (.unspecified, .unspecified)
        case .tv, .carPlay, .mac, .vision:
            (horizontal, vertical) = (.regular, .regular)
        }
        self.init(horizontal: horizontal, vertical: vertical, idiom: idiom, displayScale: displayScale,
                  layoutDirection: View.defaultLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                  contentSizeCategory: UIContentSizeCategory.preferred, style: .light)
    }
}
