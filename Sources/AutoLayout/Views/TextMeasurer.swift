import Foundation

/// A font: a size and a name (UIKit's `UIFont`, AppKit's `NSFont`).
public struct UIFont: Hashable, Sendable {
    /// The point size.
    public var pointSize: CGFloat
    /// The family or face name; the default measurer ignores it.
    public var fontName: String

    private init(fontName: String, pointSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = pointSize
    }

    /// A font by name. Failable, as UIKit's is; here every name is known (the measurer decides what it means).
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(fontName: fontName, pointSize: fontSize) }

    /// The system font at a size.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(fontName: "System", pointSize: size) }
    /// The system font at a size and weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: weight == .regular ? "System" : "System-\(weight.rawValue)", pointSize: size)
    }
    /// The bold system font at a size.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(fontName: "System-Bold", pointSize: size) }
    /// The italic system font at a size.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(fontName: "System-Italic", pointSize: size) }
    /// The system font with digits of one width, at a size and weight; measured as the system font, whose model
    /// here gives every character one width anyway.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, weight: weight)
    }
    /// The monospaced system font at a size and weight.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: "System-Monospaced-\(weight.rawValue)", pointSize: size)
    }

    /// The font for a text style at the default (Large) content size, with Apple's point sizes.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        systemFont(ofSize: style.defaultPointSize, weight: style == .headline ? .semibold : .regular)
    }

    /// A font weight (UIKit's `UIFont.Weight`), by its standard value.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's standard value, from -1 (lightest) to 1 (heaviest).
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The lightest weight (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight (0.62).
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`).
    public enum TextStyle: String, Sendable {
        /// Large titles (34 points).
        case largeTitle
        /// First-level titles (28 points).
        case title1
        /// Second-level titles (22 points).
        case title2
        /// Third-level titles (20 points).
        case title3
        /// Headings (17 points, semibold).
        case headline
        /// Subheadings (15 points).
        case subheadline
        /// Body text (17 points).
        case body
        /// Callouts (16 points).
        case callout
        /// Footnotes (13 points).
        case footnote
        /// Captions (12 points).
        case caption1
        /// Secondary captions (11 points).
        case caption2

        /// The style's size at the default content size category.
        var defaultPointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }
    }
}

/// AppKit's name for ``UIFont``.
public typealias NSFont = UIFont

/// Measures text for labels. Replace ``UILabel/defaultTextMeasurer`` to use real font metrics.
public protocol TextMeasurer: Sendable {
    /// The size of the text laid out in lines no wider than `width` (unlimited when nil), at most
    /// `maximumLines` lines (unlimited when 0).
    func size(of text: String, font: UIFont, wrappingAt width: CGFloat?, maximumLines: Int) -> CGSize
    /// The lines the text is broken into, as ``size(of:font:wrappingAt:maximumLines:)`` breaks it.
    func lines(of text: String, font: UIFont, wrappingAt width: CGFloat?, maximumLines: Int) -> [String]
    /// The size of the text laid out as ``size(of:font:wrappingAt:maximumLines:)`` lays it out, its lines broken
    /// as `lineBreakMode` says: between any two characters for `.byCharWrapping`, between words in every other
    /// mode (UIKit wraps words and truncates only the last line). By default, between words.
    func size(of text: String, font: UIFont, wrappingAt width: CGFloat?, maximumLines: Int,
              lineBreakMode: NSLineBreakMode) -> CGSize
    /// The lines the text is broken into, as ``size(of:font:wrappingAt:maximumLines:lineBreakMode:)`` breaks it.
    func lines(of text: String, font: UIFont, wrappingAt width: CGFloat?, maximumLines: Int,
               lineBreakMode: NSLineBreakMode) -> [String]
    /// The distance from a line's top to its baseline.
    func ascender(of font: UIFont) -> CGFloat
    /// The distance from a line's baseline to its bottom.
    func descender(of font: UIFont) -> CGFloat
}

extension TextMeasurer {
    /// Measurers that cannot tell lines apart draw the text on one line.
    public func lines(of text: String, font: UIFont, wrappingAt width: CGFloat?, maximumLines: Int) -> [String] {
        text.isEmpty ? [] : [text]
    }

    /// Measurers that know one way of breaking lines use it for every mode.
    public func size(of text: String, font: UIFont, wrappingAt width: CGFloat?, maximumLines: Int,
                     lineBreakMode: NSLineBreakMode) -> CGSize {
        size(of: text, font: font, wrappingAt: width, maximumLines: maximumLines)
    }

    /// Measurers that know one way of breaking lines use it for every mode.
    public func lines(of text: String, font: UIFont, wrappingAt width: CGFloat?, maximumLines: Int,
                      lineBreakMode: NSLineBreakMode) -> [String] {
        lines(of: text, font: font, wrappingAt: width, maximumLines: maximumLines)
    }
}

/// A deterministic font model, so layouts come out the same on every machine: each character advances
/// 0.55 em (1 em for wide characters), lines are 1.2 em tall, text wraps greedily at spaces (or, in
/// `.byCharWrapping`, before the first character that does not fit).
public struct DefaultTextMeasurer: TextMeasurer {
    public init() {}

    public func size(of text: String, font: UIFont, wrappingAt width: CGFloat?, maximumLines: Int) -> CGSize {
        size(of: text, font: font, wrappingAt: width, maximumLines: maximumLines, lineBreakMode: .byWordWrapping)
    }

    public func size(of text: String, font: UIFont, wrappingAt width: CGFloat?, maximumLines: Int,
                     lineBreakMode: NSLineBreakMode) -> CGSize {
        guard !text.isEmpty else { return .zero }
        guard width == nil else {
            let lines = layoutLines(of: text, font: font, wrappingAt: width, maximumLines: maximumLines,
                                    byCharacters: lineBreakMode == .byCharWrapping)
            return CGSize(width: (lines.map(\.width).max() ?? 0).rounded(.up), height: CGFloat(lines.count) * lineHeight(font))
        }
        // Plain ASCII on one line, as most labels are: one pass over the bytes, without looking for line feeds
        // first.
        if let width = singleLineASCIIWidth(of: text.utf8, font) {
            return CGSize(width: width.rounded(.up), height: lineHeight(font))
        }
        // Unwrapped, each paragraph is a line: measured without making the lines' text, which cost more than
        // measuring a short label.
        var widest: CGFloat = 0, lineCount = 0
        for paragraph in paragraphs(of: text) where maximumLines == 0 || lineCount < maximumLines {
            widest = max(widest, self.width(of: paragraph, font))
            lineCount += 1
        }
        return CGSize(width: widest.rounded(.up), height: CGFloat(lineCount) * lineHeight(font))
    }

    public func lines(of text: String, font: UIFont, wrappingAt width: CGFloat?, maximumLines: Int) -> [String] {
        lines(of: text, font: font, wrappingAt: width, maximumLines: maximumLines, lineBreakMode: .byWordWrapping)
    }

    public func lines(of text: String, font: UIFont, wrappingAt width: CGFloat?, maximumLines: Int,
                      lineBreakMode: NSLineBreakMode) -> [String] {
        guard !text.isEmpty else { return [] }
        return layoutLines(of: text, font: font, wrappingAt: width, maximumLines: maximumLines,
                           byCharacters: lineBreakMode == .byCharWrapping).map(\.text)
    }

    public func ascender(of font: UIFont) -> CGFloat { lineHeight(font) * 0.8 }
    public func descender(of font: UIFont) -> CGFloat { lineHeight(font) * 0.2 }

    private func lineHeight(_ font: UIFont) -> CGFloat { (font.pointSize * 1.2).rounded(.up) }

    private func advance(_ character: Character, _ font: UIFont) -> CGFloat {
        let wide = character.unicodeScalars.contains { $0.value >= 0x1100 && ($0.properties.isEmoji || $0.value >= 0x2E80) }
        return font.pointSize * (wide ? 1 : 0.55)
    }

    /// The width of one line of text (a paragraph).
    private func width(of text: Substring, _ font: UIFont) -> CGFloat {
        singleLineASCIIWidth(of: text.utf8, font) ?? text.reduce(0) { $0 + advance($1, font) }
    }

    /// The width of a line of plain ASCII text, one narrow character per byte, summed one by one as the
    /// characters' advances are (so the same to the bit) but without breaking the text into characters, which
    /// was most of the cost of measuring a label. Nil for any other text: one with a wide character, a line
    /// feed, or a carriage return (which joins a following line feed into one character).
    private func singleLineASCIIWidth(of bytes: some Sequence<UInt8>, _ font: UIFont) -> CGFloat? {
        let narrow = font.pointSize * 0.55
        let width = bytes.withContiguousStorageIfAvailable { bytes -> CGFloat? in
            var total: CGFloat = 0
            for byte in bytes {
                guard byte < 0x80 && byte != 0x0A && byte != 0x0D else { return nil }
                total += narrow
            }
            return total
        }
        return width ?? nil
    }

    /// The lines of every paragraph, at most `maximumLines` (0: no limit).
    private func layoutLines(of text: String, font: UIFont, wrappingAt width: CGFloat?, maximumLines: Int,
                             byCharacters: Bool) -> [(text: String, width: CGFloat)] {
        var lines: [(text: String, width: CGFloat)] = []
        for paragraph in paragraphs(of: text) {
            lines += byCharacters ? wrapCharacters(paragraph, font: font, width: width) : wrap(paragraph, font: font, width: width)
        }
        return maximumLines > 0 ? Array(lines.prefix(maximumLines)) : lines
    }

    /// The text's paragraphs: a text with no line feed byte is one, found without breaking it into characters.
    private func paragraphs(of text: String) -> [Substring] {
        text.utf8.contains(0x0A) ? text.split(separator: "\n", omittingEmptySubsequences: false) : [text[...]]
    }

    /// Greedy word wrap: the lines of one paragraph with their widths.
    private func wrap(_ paragraph: Substring, font: UIFont, width limit: CGFloat?) -> [(text: String, width: CGFloat)] {
        guard let limit, limit > 0 else { return [(String(paragraph), width(of: paragraph, font))] }
        let space = advance(" ", font)
        var lines: [(text: String, width: CGFloat)] = []
        var current: (text: String, width: CGFloat)?
        for word in paragraph.split(separator: " ") {
            let wordWidth = width(of: word, font)
            if let line = current, line.width + space + wordWidth <= limit {
                current = (line.text + " " + word, line.width + space + wordWidth)
                continue
            }
            if let line = current { lines.append(line) }
            let pieces = breakBetweenCharacters(word, font: font, width: limit)
            lines += pieces.dropLast()
            current = pieces.last
        }
        lines.append(current ?? ("", 0))
        return lines
    }

    /// Character wrap (`.byCharWrapping`): a line ends before the first character that does not fit, and a
    /// space that does not fit hangs at the end of its line, as in TextKit. A line's width leaves out the spaces
    /// that end it.
    private func wrapCharacters(_ paragraph: Substring, font: UIFont, width limit: CGFloat?) -> [(text: String, width: CGFloat)] {
        guard let limit, limit > 0 else { return [(String(paragraph), width(of: paragraph, font))] }
        var lines: [(text: String, width: CGFloat)] = []
        var line = "", lineWidth: CGFloat = 0, trailingSpaces: CGFloat = 0
        for character in paragraph {
            let advance = advance(character, font)
            if character == " " {
                line.append(character)
                trailingSpaces += advance
                continue
            }
            if !line.isEmpty, lineWidth + trailingSpaces + advance > limit {
                lines.append((line, lineWidth))
                (line, lineWidth) = ("", 0)
            } else {
                lineWidth += trailingSpaces
            }
            trailingSpaces = 0
            line.append(character)
            lineWidth += advance
        }
        lines.append((line, lineWidth))
        return lines
    }

    /// A word wider than the line is broken between characters: each piece holds as many characters as fit,
    /// and at least one. A word that fits comes back whole.
    private func breakBetweenCharacters(_ word: Substring, font: UIFont,
                                        width limit: CGFloat) -> [(text: String, width: CGFloat)] {
        var pieces: [(text: String, width: CGFloat)] = []
        var start = word.startIndex, pieceWidth: CGFloat = 0
        for index in word.indices {
            let characterWidth = advance(word[index], font)
            if index != start, pieceWidth + characterWidth > limit {
                pieces.append((String(word[start..<index]), pieceWidth))
                (start, pieceWidth) = (index, 0)
            }
            pieceWidth += characterWidth
        }
        pieces.append((String(word[start...]), pieceWidth))
        return pieces
    }
}
