import Foundation
import Testing
@testable import AutoLayout

@MainActor
@Suite("Visual effect views")
struct VisualEffectViewTests {
    @Test func theContentViewFillsTheEffectViewAsItIsLaidOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let label = UILabel(text: "Title")
        blur.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(blur)
        blur.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            blur.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            blur.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            blur.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.centerXAnchor.constraint(equalTo: blur.contentView.centerXAnchor),
            label.topAnchor.constraint(equalTo: blur.contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor, constant: -8),
        ])
        root.layoutIfNeeded()
        #expect(blur.subviews == [blur.contentView])
        #expect(blur.contentView.frame == blur.bounds)
        #expect(blur.frame.size.width == 280 && blur.frame.size.height == label.intrinsicContentSize.height + 16)
        #expect(label.frame.midX == 140)
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
    }

    @Test func anEffectViewWithoutAnEffectStillHasItsContentView() {
        let plain = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(plain.effect == nil && plain.contentView.frame == plain.bounds)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect((UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))).blurEffect.style == .dark)
    }
}
