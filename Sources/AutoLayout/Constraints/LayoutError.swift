/// Why a layout request was refused, with Apple's message: what the Swift-native throwing APIs report where
/// the Apple-spelled ones trap.
public struct LayoutError: Error, Equatable, CustomStringConvertible {
    /// Apple's exception or assertion text.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }

    static let constructor = "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]"
}
