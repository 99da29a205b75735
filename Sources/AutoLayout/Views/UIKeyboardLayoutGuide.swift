import Foundation

/// The space the keyboard takes in a view's layout (UIKit's `UIKeyboardLayoutGuide`), from
/// ``View/keyboardLayoutGuide``. Pin content's bottom to its top anchor to keep it above the keyboard.
///
/// There is no keyboard on Linux, so the guide is always where UIKit puts it for a dismissed keyboard: across
/// the bottom of the view, from the bottom of the safe area (or of the view, when ``usesBottomSafeArea`` is
/// false) down.
@preconcurrency @MainActor
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a keyboard undocked from the bottom of the screen (kept for source
    /// compatibility: there is no keyboard to follow here).
    public var followsUndockedKeyboard = false

    /// Extra height above the keyboard that dismisses it when dragged through (kept for source compatibility).
    public var keyboardDismissPadding: CGFloat = 0

    /// Whether the guide's top is the bottom of the view's safe area (true, the default) or of the view.
    public var usesBottomSafeArea = true {
        didSet {
            guard usesBottomSafeArea != oldValue, let owner = owningView else { return }
            owner.engineForChanges?.noteSystemGuideChange(of: owner)
            owner.setNeedsLayout()
        }
    }
}
