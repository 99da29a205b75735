import Foundation

/// A colour in sRGB components (UIKit's `UIColor`, AppKit's `NSColor`). Layout never reads it; it is here so
/// that UIKit code which colours its views compiles, and so that pictures can use it.
public final class UIColor: NSObject, Sendable {
    /// The red component, 0 to 1.
    public let red: CGFloat
    /// The green component, 0 to 1.
    public let green: CGFloat
    /// The blue component, 0 to 1.
    public let blue: CGFloat
    /// The opacity, 0 to 1.
    public let alpha: CGFloat
    /// For a colour that depends on the traits (see ``init(dynamicProvider:)``), what gives it for them.
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// A colour from its components, each 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        provider = nil
    }

    /// A colour that depends on the traits it is shown with, light or dark appearance above all (UIKit's
    /// dynamic colours). ``resolvedColor(with:)`` gives it for given traits; its own components are those of the
    /// light appearance.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        red = light.red
        green = light.green
        blue = light.blue
        alpha = light.alpha
        provider = dynamicProvider
    }

    /// The colour for the given traits: a dynamic colour's provider's answer, any other colour itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// A grey from its brightness, 0 to 1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Whether another colour has the same components; a dynamic colour equals only itself, as in UIKit.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return self === other }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    /// A hash of the components, equal for equal colours.
    public override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        return hasher.finalize()
    }

    /// `UIExtendedSRGBColorSpace r g b a`, as UIKit prints a colour.
    public override var description: String {
        "UIExtendedSRGBColorSpace \(formatNumber(red)) \(formatNumber(green)) \(formatNumber(blue)) \(formatNumber(alpha))"
    }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey (one third white).
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Light grey (two thirds white).
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey (half white).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// The system background: white in the light appearance, black in the dark one.
    public static let systemBackground = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    /// The colour of primary text: black in the light appearance, white in the dark one.
    public static let label = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
}

/// AppKit's name for ``UIColor``.
public typealias NSColor = UIColor
