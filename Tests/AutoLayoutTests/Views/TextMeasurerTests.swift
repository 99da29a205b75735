import AutoLayout
import Testing

/// The default font model: 0.55 em per character, 1 em per wide character, lines of 1.2 em.
@MainActor
@Suite("Default text measurer")
struct TextMeasurerTests {
    let measurer = DefaultTextMeasurer()
    let font = UIFont.systemFont(ofSize: 10)

    @Test func wordsWrapGreedilyAtSpaces() {
        let lines = measurer.lines(of: "aa bb cc", font: font, wrappingAt: 30, maximumLines: 0)
        #expect(lines == ["aa bb", "cc"])
        #expect(measurer.size(of: "aa bb cc", font: font, wrappingAt: 30, maximumLines: 0) == CGSize(width: 28, height: 24))
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let lines = measurer.lines(of: "xy abcdefghij", font: font, wrappingAt: 20, maximumLines: 0)
        #expect(lines == ["xy", "abc", "def", "ghi", "j"])
    }

    /// `.byCharWrapping` fills each line with as many characters as fit, words or not; a space that does not fit
    /// hangs at the end of its line and is not measured. Font 10: 5.5 points a character, 5 to a 30-point line.
    @Test func characterWrappingBreaksBeforeTheFirstCharacterThatDoesNotFit() {
        let text = "This is three lines."
        let lines = measurer.lines(of: text, font: font, wrappingAt: 30, maximumLines: 0, lineBreakMode: .byCharWrapping)
        #expect(lines == ["This ", "is th", "ree l", "ines."])
        #expect(measurer.size(of: text, font: font, wrappingAt: 30, maximumLines: 0, lineBreakMode: .byCharWrapping)
            == CGSize(width: 28, height: 48))
        #expect(measurer.lines(of: "ab   cd", font: font, wrappingAt: 12, maximumLines: 0, lineBreakMode: .byCharWrapping)
            == ["ab   ", "cd"])
        // Every other mode wraps words.
        #expect(measurer.lines(of: text, font: font, wrappingAt: 30, maximumLines: 0, lineBreakMode: .byTruncatingTail)
            == measurer.lines(of: text, font: font, wrappingAt: 30, maximumLines: 0))
    }

    /// A label measures with its line break mode, and a new mode changes its size.
    @Test func aLabelWrapsCharactersInCharacterWrappingMode() {
        let label = UILabel(text: "This is three lines.")
        label.font = font
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 30
        #expect(label.intrinsicContentSize.height == 60)
        label.lineBreakMode = .byCharWrapping
        #expect(label.intrinsicContentSize.height == 48)
        #expect(label.sizeThatFits(CGSize(width: 30, height: 100)).height == 48)
    }

    @Test func aLineTooNarrowForOneCharacterStillTakesOne() {
        #expect(measurer.lines(of: "abc", font: font, wrappingAt: 1, maximumLines: 0) == ["a", "b", "c"])
    }

    /// Found by the layout-file fuzzer: narrow and wide characters mixed in one long word made the breaker count
    /// characters that were not a prefix, and it appended empty lines for ever.
    @Test func mixedNarrowAndWideCharactersBreakIntoPiecesThatFit() {
        let word = "Kitt" + String(repeating: "\u{FFFD}", count: 40) + "en"
        let font = UIFont.systemFont(ofSize: 16)
        let lines = measurer.lines(of: word, font: font, wrappingAt: 62, maximumLines: 0)
        #expect(lines.joined() == word)
        #expect(lines.allSatisfy { !$0.isEmpty })
        for line in lines {
            #expect(measurer.size(of: line, font: font, wrappingAt: nil, maximumLines: 0).width <= 62)
        }
    }

    /// ASCII text is measured byte by byte, not character by character; the widths must be the model's to the
    /// bit: each character (a carriage return and line feed together are one) adds 0.55 em, in order.
    @Test func asciiTextMeasuresAsTheSumOfItsCharacters() {
        let alphabet = Array("ab Z9.\t\r\n\r\n-")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 1...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let font = UIFont.systemFont(ofSize: [10, 13, 17, 17.5, 33.3].randomElement(using: &generator)!)
            let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
            let widest = paragraphs.map { $0.reduce(CGFloat(0)) { total, _ in total + font.pointSize * 0.55 } }.max()!
            let expected = CGSize(width: widest.rounded(.up), height: CGFloat(paragraphs.count) * (font.pointSize * 1.2).rounded(.up))
            #expect(measurer.size(of: text, font: font, wrappingAt: nil, maximumLines: 0) == expected, "\(text.debugDescription)")
        }
    }

    @Test func maximumLinesKeepsTheFirstLines() {
        #expect(measurer.lines(of: "aa bb cc", font: font, wrappingAt: 15, maximumLines: 2) == ["aa", "bb"])
    }
}
