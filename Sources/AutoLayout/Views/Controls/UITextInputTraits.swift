import Foundation

/// The object a text field tells of editing (UIKit's `UITextFieldDelegate`). Every method has UIKit's default:
/// the field may begin and end editing, change its text and return.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may become the first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became the first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may give up being the first responder.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field gave up being the first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether typing may replace a range of the text with a string.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key does what it is for.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The kind of keyboard a text input asks for (UIKit's `UIKeyboardType`); kept, as there is no keyboard.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the return key (UIKit's `UIReturnKeyType`); kept.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// How the keyboard capitalizes (UIKit's `UITextAutocapitalizationType`); kept.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether the keyboard corrects spelling (UIKit's `UITextAutocorrectionType`); kept.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}
