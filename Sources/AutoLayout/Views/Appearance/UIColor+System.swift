import Foundation

/// UIKit's system colours, with their light-appearance values from Apple's Human Interface Guidelines. Colours
/// are not read by layout; they are here so that UIKit code compiles and pictures look familiar.
extension UIColor {
    private convenience init(rgb red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) {
        self.init(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// System red.
    public static let systemRed = UIColor(rgb: 255, 59, 48)
    /// System orange.
    public static let systemOrange = UIColor(rgb: 255, 149, 0)
    /// System yellow.
    public static let systemYellow = UIColor(rgb: 255, 204, 0)
    /// System green.
    public static let systemGreen = UIColor(rgb: 52, 199, 89)
    /// System mint.
    public static let systemMint = UIColor(rgb: 0, 199, 190)
    /// System teal.
    public static let systemTeal = UIColor(rgb: 48, 176, 199)
    /// System cyan.
    public static let systemCyan = UIColor(rgb: 50, 173, 230)
    /// System blue, the default tint.
    public static let systemBlue = UIColor(rgb: 0, 122, 255)
    /// System indigo.
    public static let systemIndigo = UIColor(rgb: 88, 86, 214)
    /// System purple.
    public static let systemPurple = UIColor(rgb: 175, 82, 222)
    /// System pink.
    public static let systemPink = UIColor(rgb: 255, 45, 85)
    /// System brown.
    public static let systemBrown = UIColor(rgb: 162, 132, 94)
    /// System grey.
    public static let systemGray = UIColor(rgb: 142, 142, 147)
    /// System grey 2.
    public static let systemGray2 = UIColor(rgb: 174, 174, 178)
    /// System grey 3.
    public static let systemGray3 = UIColor(rgb: 199, 199, 204)
    /// System grey 4.
    public static let systemGray4 = UIColor(rgb: 209, 209, 214)
    /// System grey 5.
    public static let systemGray5 = UIColor(rgb: 229, 229, 234)
    /// System grey 6.
    public static let systemGray6 = UIColor(rgb: 242, 242, 247)
    /// Secondary text.
    public static let secondaryLabel = UIColor(rgb: 60, 60, 67, alpha: 0.6)
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(rgb: 60, 60, 67, alpha: 0.3)
    /// Quaternary text.
    public static let quaternaryLabel = UIColor(rgb: 60, 60, 67, alpha: 0.18)
    /// Placeholder text.
    public static let placeholderText = UIColor(rgb: 60, 60, 67, alpha: 0.3)
    /// Links.
    public static let link = UIColor(rgb: 0, 122, 255)
    /// Separators, which let content show through.
    public static let separator = UIColor(rgb: 60, 60, 67, alpha: 0.29)
    /// Opaque separators.
    public static let opaqueSeparator = UIColor(rgb: 198, 198, 200)
    /// The background of content layered on the system background.
    public static let secondarySystemBackground = UIColor(rgb: 242, 242, 247)
    /// The background of content layered on the secondary background.
    public static let tertiarySystemBackground = UIColor.white
    /// The background of grouped content.
    public static let systemGroupedBackground = UIColor(rgb: 242, 242, 247)
    /// The background of content layered on grouped content.
    public static let secondarySystemGroupedBackground = UIColor.white
    /// The background of content layered on the secondary grouped background.
    public static let tertiarySystemGroupedBackground = UIColor(rgb: 242, 242, 247)
}
