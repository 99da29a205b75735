// What custom views' code reaches for: styled text, drawing hooks, transforms, transitions. This target imports
// only `AutoLayout`, as a client module would.
import AutoLayout
import Foundation
import Testing

@MainActor
@Suite struct ViewCodeTests {
    @Test func styledTextSetsTheTextAndIsMeasuredInItsFont() {
        let styled = UILabel(), plain = UILabel()
        styled.attributedText = NSAttributedString(string: "Card", attributes: [.font: UIFont.boldSystemFont(ofSize: 20),
                                                                               .foregroundColor: UIColor.systemRed])
        plain.font = .boldSystemFont(ofSize: 20)
        plain.text = "Card"
        #expect(styled.text == "Card" && styled.font == .boldSystemFont(ofSize: 20) && styled.textColor == .systemRed)
        #expect(styled.intrinsicContentSize == plain.intrinsicContentSize)
        // Plain text replaces the styled text, and reads back in the label's font.
        styled.text = "Other"
        #expect(styled.attributedText?.string == "Other")
        #expect(styled.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == styled.font)
    }

    @Test func transformsComposeAndInvertAsCoreGraphicsDoes() {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
        #expect(CGPoint(x: 12, y: 23).applying(scaleThenMove.inverted()) == CGPoint(x: 1, y: 1))
        // `translatedBy` applies the translation first.
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)) == CGPoint(x: 12, y: 2))
        let quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(quarterTurn)
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 1))
            == CGRect(x: -10, y: 0, width: 10, height: 20))
        #expect(CGAffineTransform.identity.isIdentity && !quarterTurn.isIdentity)
    }

    /// Tests compare frames as Core Graphics writes them, and write delays with Dispatch's constants.
    @Test func geometryIsWrittenAsCoreGraphicsWritesItForDebugging() {
        #expect(CGRect(x: 20, y: 0, width: 0, height: 40).debugDescription == "(20.0, 0.0, 0.0, 40.0)")
        #expect(CGPoint(x: 1.5, y: -2).debugDescription == "(1.5, -2.0)")
        #expect(CGSize(width: 3, height: 4).debugDescription == "(3.0, 4.0)")
        #expect(Double(NSEC_PER_SEC) * 0.3 == 300_000_000 && NSEC_PER_MSEC * 1_000 == NSEC_PER_SEC)
    }

    @Test func layoutIgnoresATransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                     card.widthAnchor.constraint(equalToConstant: 100),
                                     card.heightAnchor.constraint(equalToConstant: 50)])
        card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 10, y: 10, width: 100, height: 50) && card.transform.a == 0.9)
    }

    @Test func transitionsHappenAtOnce() {
        let container = UIView(), old = UIView(), new = UIView(), after = UIView()
        container.addSubview(old)
        container.addSubview(after)
        var finished: [Bool] = []
        UIView.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve) { finished.append($0) }
        #expect(container.subviews == [new, after] && old.superview == nil)
        UIView.transition(with: new, duration: 0.2, options: .transitionFlipFromLeft, animations: { new.alpha = 0.5 }) {
            finished.append($0)
        }
        #expect(new.alpha == 0.5 && finished == [true, true])
        UIView.transition(from: new, to: old, duration: 0.3, options: .showHideTransitionViews)
        #expect(new.isHidden && !old.isHidden)
    }

    @Test func drawingHooksExistAndControlsKeepTheirAlignment() {
        /// Counts the draws it gets: none, as there is no display.
        final class Canvas: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) { draws += 1 }
        }
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        canvas.setNeedsDisplay()
        canvas.layoutIfNeeded()
        #expect(canvas.draws == 0)
        let button = UIButton(type: .system)
        #expect(button.contentHorizontalAlignment == .center)
        button.contentHorizontalAlignment = .trailing
        #expect(button.contentHorizontalAlignment == .trailing)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .semibold) == .systemFont(ofSize: 13, weight: .semibold))
    }
}
