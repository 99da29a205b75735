/// Options of a visual format: which attribute to align adjacent views on, the direction of a horizontal
/// format and the spacing model, with Apple's raw values (spelled `NSLayoutConstraint.FormatOptions`).
public struct LayoutFormatOptions: OptionSet, Hashable, Sendable {
    /// Apple's bits (`NSLayoutFormatOptions`).
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Align every view of the format on its left edge.
    public static let alignAllLeft = LayoutFormatOptions(rawValue: 1 << 1)
    /// Align every view of the format on its right edge.
    public static let alignAllRight = LayoutFormatOptions(rawValue: 1 << 2)
    /// Align every view of the format on its top edge.
    public static let alignAllTop = LayoutFormatOptions(rawValue: 1 << 3)
    /// Align every view of the format on its bottom edge.
    public static let alignAllBottom = LayoutFormatOptions(rawValue: 1 << 4)
    /// Align every view of the format on its leading edge.
    public static let alignAllLeading = LayoutFormatOptions(rawValue: 1 << 5)
    /// Align every view of the format on its trailing edge.
    public static let alignAllTrailing = LayoutFormatOptions(rawValue: 1 << 6)
    /// Align every view of the format on its horizontal centre.
    public static let alignAllCenterX = LayoutFormatOptions(rawValue: 1 << 9)
    /// Align every view of the format on its vertical centre.
    public static let alignAllCenterY = LayoutFormatOptions(rawValue: 1 << 10)
    /// Align every view of the format on its last baseline.
    public static let alignAllLastBaseline = LayoutFormatOptions(rawValue: 1 << 11)
    /// Align every view of the format on its first baseline.
    public static let alignAllFirstBaseline = LayoutFormatOptions(rawValue: 1 << 12)
    /// Apple's old name for `alignAllLastBaseline`.
    public static let alignAllBaseline = alignAllLastBaseline
    /// The bits of the alignment options.
    public static let alignmentMask = LayoutFormatOptions(rawValue: 0xFFFF)

    /// Leading to trailing (the default, no bits set).
    public static let directionLeadingToTrailing = LayoutFormatOptions([])
    /// Lay horizontal formats out left to right whatever the language.
    public static let directionLeftToRight = LayoutFormatOptions(rawValue: 1 << 16)
    /// Lay horizontal formats out right to left whatever the language.
    public static let directionRightToLeft = LayoutFormatOptions(rawValue: 2 << 16)
    /// The bits of the direction options.
    public static let directionMask = LayoutFormatOptions(rawValue: 0x3 << 16)

    /// Edge-to-edge spacing (the default, no bits set).
    public static let spacingEdgeToEdge = LayoutFormatOptions([])
    /// In vertical formats, measure standard spacing between baselines (AppKit).
    public static let spacingBaselineToBaseline = LayoutFormatOptions(rawValue: 1 << 19)
    /// The bits of the spacing options.
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
