import Foundation

/// How much room an axis has (UIKit's `UIUserInterfaceSizeClass`): iPhones are compact in width, iPads regular.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class: the trait is not part of the collection.
    case unspecified = 0
    /// A constrained axis: an iPhone's width, or its height in landscape.
    case compact = 1
    /// An unconstrained axis: an iPad's width and height, an iPhone's height in portrait.
    case regular = 2
}

/// The kind of device the interface is for (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// No idiom: the trait is not part of the collection.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac running an iPad app.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`). Windows here are light unless a window, view or
/// controller overrides it (``View/overrideUserInterfaceStyle``).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style: the trait is not part of the collection (as an override: inherit the style).
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// The layout direction as a trait (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// No direction: the trait is not part of the collection.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The traits of an interface's environment that layout adapts to: size classes, idiom, display scale, layout
/// direction, text size and light or dark appearance (UIKit's `UITraitCollection`). Immutable; a trait left out is `unspecified` (scale 0).
///
/// Views and view controllers get theirs from their window: its size gives the size classes, as in Apple's
/// table (an iPhone is compact in width, and in height in landscape; an iPad is regular unless the window is
/// narrower than 678 points), ``UIDevice`` gives the idiom, the screen the scale. Override
/// ``View/traitCollectionDidChange(_:)`` to switch constraints when they change.
public final class UITraitCollection: NSObject, Sendable {
    /// The width's size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The direction of the interface's language.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The text size the user prefers.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// A collection with every trait given.
    init(horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
         idiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
         layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
         contentSizeCategory: UIContentSizeCategory = .unspecified, style: UIUserInterfaceStyle = .unspecified) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        preferredContentSizeCategory = contentSizeCategory
        userInterfaceStyle = style
    }

    /// A collection with no traits.
    public override convenience init() { self.init(horizontal: .unspecified) }

    /// A collection with only a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }

    /// A collection with only a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }

    /// A collection with only an idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }

    /// A collection with only a display scale.
    public convenience init(displayScale: CGFloat) { self.init(horizontal: .unspecified, displayScale: displayScale) }

    /// A collection with only a layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(horizontal: .unspecified, layoutDirection: layoutDirection)
    }

    /// A collection with only a preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(contentSizeCategory: preferredContentSizeCategory)
    }

    /// A collection with only an appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    /// The traits of several collections together: for each trait, the last collection that specifies it wins.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: KeyPath<UITraitCollection, T>, unspecified: T) -> T {
            collections.last { $0[keyPath: trait] != unspecified }?[keyPath: trait] ?? unspecified
        }
        self.init(horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  displayScale: last(\.displayScale, unspecified: 0),
                  layoutDirection: last(\.layoutDirection, unspecified: .unspecified),
                  contentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  style: last(\.userInterfaceStyle, unspecified: .unspecified))
    }

    /// Whether this collection has every trait the other one specifies, with the same value (true for nil, which
    /// specifies none).
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.preferredContentSizeCategory == .unspecified
                || other.preferredContentSizeCategory == preferredContentSizeCategory)
            && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
    }

    /// Whether two collections have the same traits.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && userInterfaceIdiom == other.userInterfaceIdiom && displayScale == other.displayScale
            && layoutDirection == other.layoutDirection && preferredContentSizeCategory == other.preferredContentSizeCategory
            && userInterfaceStyle == other.userInterfaceStyle
    }

    /// Whether colours resolve differently in the other collection: whether the appearance differs (UIKit also
    /// counts contrast and elevation, which are not modelled here). True for nil.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }

    /// A hash of the traits, consistent with ``isEqual(_:)``.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(userInterfaceStyle)
        return hasher.finalize()
    }

    /// The specified traits, in UIKit's style: `<UITraitCollection: HorizontalSizeClass = Compact, …>`.
    public override var description: String {
        var traits: [String] = []
        let sizeNames: [UIUserInterfaceSizeClass: String] = [.compact: "Compact", .regular: "Regular"]
        if let name = sizeNames[horizontalSizeClass] { traits.append("HorizontalSizeClass = \(name)") }
        if let name = sizeNames[verticalSizeClass] { traits.append("VerticalSizeClass = \(name)") }
        if userInterfaceIdiom != .unspecified { traits.append("UserInterfaceIdiom = \(userInterfaceIdiom.name)") }
        if displayScale != 0 { traits.append("DisplayScale = \(formatNumber(Double(displayScale)))") }
        if layoutDirection != .unspecified {
            traits.append("LayoutDirection = \(layoutDirection == .leftToRight ? "LeftToRight" : "RightToLeft")")
        }
        if preferredContentSizeCategory != .unspecified {
            // UIKit prints the short name: `L`, `AccessibilityXL`.
            let name = preferredContentSizeCategory.rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "")
            traits.append("PreferredContentSizeCategory = \(name)")
        }
        if userInterfaceStyle != .unspecified {
            traits.append("UserInterfaceStyle = \(userInterfaceStyle == .dark ? "Dark" : "Light")")
        }
        return "<UITraitCollection: \(traits.joined(separator: ", "))>"
    }
}

extension UIUserInterfaceIdiom {
    /// The name UIKit's descriptions use.
    var name: String {
        switch self {
        case .unspecified: "Unspecified"
        case .phone: "Phone"
        case .pad: "Pad"
        case .tv: "TV"
        case .carPlay: "CarPlay"
        case .mac: "Mac"
        case .vision: "Vision"
        }
    }
}

/// Something with a trait collection that it is told about changes to (UIKit's `UITraitEnvironment`): views and
/// view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The environment's traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed, with the ones before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
