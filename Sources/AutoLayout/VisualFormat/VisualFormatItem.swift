/// An item named in a visual format.
public enum VisualFormatItem: Hashable, Sendable {
    /// A view, by its key in the views dictionary.
    case view(String)
    /// The superview of the views, written `|`.
    case superview

    /// The view's key, or `superview` (the name `autolayout explain` prints for `|`).
    public var name: String {
        switch self {
        case .view(let name): name
        case .superview: "superview"
        }
    }
}
