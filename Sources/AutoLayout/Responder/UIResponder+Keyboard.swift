import Foundation

/// The keyboard's notifications and their keys, as UIKit names them. There is no keyboard here, so none is
/// posted by this module; code that observes them compiles, and tests can post them.
extension UIResponder {
    /// Posted before the keyboard shows.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The user-info key of the keyboard's frame before the change, in screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard's frame after the change, in screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the animation's duration, in seconds.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the animation's curve.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

extension View {
    /// Makes the first responder in the view's subtree, if any, give up being it; with `force`, whether it
    /// agrees or not. Returns whether no responder in the subtree is first any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        var firstResponder: View?
        forEachViewInSubtree { view in if view.isFirstResponder { firstResponder = view } }
        guard let firstResponder else { return true }
        return firstResponder.resignFirstResponder() || (force && firstResponder.forceResignFirstResponder())
    }
}
