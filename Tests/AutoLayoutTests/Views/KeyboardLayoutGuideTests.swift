import AutoLayout
import Testing

/// `keyboardLayoutGuide` is UIKit's guide for a dismissed keyboard: the strip below the safe area, so content
/// pinned above it sits on the safe area's bottom.
@MainActor
@Suite("Keyboard layout guide")
struct KeyboardLayoutGuideTests {
    @Test func contentPinnedAboveTheKeyboardSitsOnTheSafeAreasBottom() {
        let controller = UIViewController()
        controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let button = UIView()
        button.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(button)
        let guide = controller.view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            button.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8),
            button.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            button.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            button.heightAnchor.constraint(equalToConstant: 50),
        ])
        let window = visibleWindow(showing: controller)
        #expect(guide === controller.view.keyboardLayoutGuide && guide.identifier == "UIKeyboardLayoutGuide")
        #expect(guide.usesBottomSafeArea && !guide.followsUndockedKeyboard && guide.keyboardDismissPadding == 0)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(button.frame == CGRect(x: 16, y: 752, width: 358, height: 50))
        guide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(button.frame.maxY == 836)
        #expect(!controller.view.hasAmbiguousLayout)
    }

    /// Off screen there is no safe area, so the guide is empty at the view's bottom.
    @Test func offScreenTheGuideIsEmptyAtTheBottom() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let guide = view.keyboardLayoutGuide
        view.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 480, width: 320, height: 0))
        #expect(view.layoutGuides.contains { $0 === guide })
    }
}
