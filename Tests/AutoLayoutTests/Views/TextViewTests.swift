import AutoLayout
import Foundation
import Testing

/// Records what a text view tells its delegate.
@MainActor
private final class TextViewLog: UITextViewDelegate {
    var events: [String] = []
    var refusesChanges = false
    func textViewDidBeginEditing(_ textView: UITextView) { events.append("began") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        events.append("should change at \(range.location)")
        return !refusesChanges
    }
    func textViewDidChange(_ textView: UITextView) { events.append("changed") }
}

@MainActor
@Suite("Text views")
struct TextViewTests {
    private let body = UIFont.preferredFont(forTextStyle: .body)
    private let measurer = UILabel.defaultTextMeasurer
    private let paragraph = "A text view that does not scroll grows with its text, line by line, as forms and chat inputs expect."

    /// A text view pinned to the top and sides of a root of a given width.
    private func pinnedTextView(width: CGFloat, text: String) -> (root: UIView, textView: UITextView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        let textView = UITextView()
        textView.translatesAutoresizingMaskIntoConstraints = false
        textView.isScrollEnabled = false
        textView.text = text
        root.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: root.topAnchor),
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        return (root, textView)
    }

    /// Scrolling (the default), a text view has no intrinsic size, as a scroll view has none.
    @Test func aScrollingTextViewHasNoIntrinsicSize() {
        let textView = UITextView()
        textView.text = paragraph
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5 && textView.font == body)
    }

    /// Not scrolling, it is as tall as its text wrapped inside the padding at the width layout gives it, plus the
    /// insets; new text grows it at the next pass.
    @Test func aTextViewThatDoesNotScrollGrowsWithItsText() {
        let (root, textView) = pinnedTextView(width: 200, text: paragraph)
        root.layoutIfNeeded()
        let wrapped = measurer.size(of: paragraph, font: body, wrappingAt: 190, maximumLines: 0)
        let oneLine = measurer.size(of: "A", font: body, wrappingAt: nil, maximumLines: 0)
        #expect(wrapped.height > 2 * oneLine.height)
        #expect(textView.frame == CGRect(x: 0, y: 0, width: 200, height: wrapped.height + 16))
        textView.text = paragraph + " " + paragraph
        root.layoutIfNeeded()
        let longer = measurer.size(of: paragraph + " " + paragraph, font: body, wrappingAt: 190, maximumLines: 0)
        #expect(longer.height > wrapped.height && textView.frame.height == longer.height + 16)
        textView.isScrollEnabled = true
        textView.heightAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        #expect(textView.frame.height == 100)
    }

    /// Empty, it keeps one line's height; with no insets and no padding it is exactly its text's size.
    @Test func anEmptyTextViewIsOneLineTallAndInsetsCount() {
        let empty = UITextView()
        empty.isScrollEnabled = false
        #expect(empty.intrinsicContentSize == CGSize(width: 10, height: measurer.ascender(of: body) + measurer.descender(of: body) + 16))
        let bare = UITextView()
        bare.isScrollEnabled = false
        bare.text = "Hello"
        bare.textContainerInset = .zero
        bare.textContainer.lineFragmentPadding = 0
        #expect(bare.intrinsicContentSize == measurer.size(of: "Hello", font: body, wrappingAt: nil, maximumLines: 0))
        #expect(bare.sizeThatFits(CGSize(width: 20, height: 0)) == measurer.size(of: "Hello", font: body, wrappingAt: 20, maximumLines: 0))
    }

    /// A cell sized by a text view pinned on all sides reports the text's height when fitted at its width.
    @Test func aCellFitsItsTextView() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.text = paragraph
        textView.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
            textView.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -4),
            textView.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -20),
        ])
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: 240, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let text = measurer.size(of: paragraph, font: body, wrappingAt: 190, maximumLines: 0)
        #expect(fitted == CGSize(width: 240, height: text.height + 16 + 8))
    }

    /// Typing asks the delegate and tells it; a text view that is not editable does not take the keyboard.
    @Test func typingAsksAndTellsTheDelegate() {
        let textView = UITextView(), log = TextViewLog()
        textView.delegate = log
        textView.text = "ab"
        #expect(textView.becomeFirstResponder())
        textView.insertText("c")
        log.refusesChanges = true
        textView.insertText("d")
        #expect(textView.text == "abc")
        #expect(log.events == ["began", "should change at 2", "changed", "should change at 3"])
        let readOnly = UITextView()
        readOnly.isEditable = false
        #expect(!readOnly.becomeFirstResponder())
    }
}
