import Foundation

#if !canImport(CoreGraphics)
/// A colour as Core Graphics keeps it (`CGColor`), which Linux lacks: UIKit code colours layers with one
/// (`layer.borderColor = UIColor.red.cgColor`). Its components are red, green, blue and alpha, or grey and alpha.
public final class CGColor: Hashable, @unchecked Sendable {
    /// The components, the last of them the alpha.
    public let components: [CGFloat]?

    /// A colour from red, green, blue and alpha, each 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey from its brightness and alpha, each 0 to 1.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// How many components the colour has, the alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity, 0 to 1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components else { return nil }
        return components.count == 2 ? CGColor(gray: components[0], alpha: alpha)
            : CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// Whether two colours have the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
#endif

extension UIColor {
    /// The colour as a Core Graphics colour, for layers.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// A colour from a Core Graphics colour of grey or red, green and blue components.
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? [0, 1]
        if components.count >= 4 {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        } else {
            self.init(white: components.first ?? 0, alpha: cgColor.alpha)
        }
    }
}
