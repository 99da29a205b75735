/// Options of a visual format: which attribute to align adjacent views on, the direction of a horizontal
/// format and the spacing model, with Apple's raw values (spelled `NSLayoutConstraint.FormatOptions`).
public struct LayoutFormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let alignAllLeft = LayoutFormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = LayoutFormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = LayoutFormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = LayoutFormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = LayoutFormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = LayoutFormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = LayoutFormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = LayoutFormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = LayoutFormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = LayoutFormatOptions(rawValue: 1 << 12)
    /// Apple's old name for `alignAllLastBaseline`.
    public static let alignAllBaseline = alignAllLastBaseline
    public static let alignmentMask = LayoutFormatOptions(rawValue: 0xFFFF)

    /// Leading to trailing (the default, no bits set).
    public static let directionLeadingToTrailing = LayoutFormatOptions([])
    public static let directionLeftToRight = LayoutFormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = LayoutFormatOptions(rawValue: 2 << 16)
    public static let directionMask = LayoutFormatOptions(rawValue: 0x3 << 16)

    /// Edge-to-edge spacing (the default, no bits set).
    public static let spacingEdgeToEdge = LayoutFormatOptions([])
    public static let spacingBaselineToBaseline = LayoutFormatOptions(rawValue: 1 << 19)
    public static let spacingMask = LayoutFormatOptions(rawValue: 0x1 << 19)

    /// The options named by their Swift names (`["alignAllTop", "directionLeftToRight"]`); an unknown name is
    /// refused, naming the known ones.
    public init(names: some Sequence<String>) throws(LayoutError) {
        self = []
        for name in names {
            guard let option = LayoutFormatOptions.named.first(where: { $0.name == name })?.option else {
                let known = LayoutFormatOptions.named.map(\.name)
                throw LayoutError("unknown option '\(name)'\(NameSuggestion.didYouMean(name, among: known)) "
                                  + "(expected one of: \(known.joined(separator: ", ")))")
            }
            insert(option)
        }
    }

    /// Every named option with its Swift name, for parsing option lists (`alignAllTop,directionLeftToRight`).
    public static let named: [(name: String, option: LayoutFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllBaseline", .alignAllBaseline), ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
        ("spacingEdgeToEdge", .spacingEdgeToEdge), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]
}
