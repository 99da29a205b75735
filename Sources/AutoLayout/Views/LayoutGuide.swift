import Foundation

/// A rectangle that takes part in layout without being a view: UIKit's `UILayoutGuide`.
open class UILayoutGuide: LayoutItem, CustomStringConvertible {
    /// A name shown in descriptions.
    public var identifier = ""
    /// The view that owns the guide; set by ``View/addLayoutGuide(_:)``.
    public internal(set) weak var owningView: View?

    /// Which of its owner's insets a system guide follows.
    enum SystemInsets {
        case margins, safeArea
    }

    var systemInsets: SystemInsets?

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init() {}

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
    public internal(set) var layoutFrame: CGRect = .zero

    public var layoutSuperitem: View? { owningView }
    public var layoutView: View? { nil }

    /// `UILayoutGuide:0x…'identifier'`.
    public var layoutDescription: String {
        "UILayoutGuide:\(addressDescription)" + (identifier.isEmpty ? "" : "'\(identifier)'")
    }

    public var description: String {
        let frame = layoutFrame
        return "<UILayoutGuide: \(addressDescription) - \"\(identifier)\", layoutFrame = {{\(formatNumber(frame.minX)), "
            + "\(formatNumber(frame.minY))}, {\(formatNumber(frame.width)), \(formatNumber(frame.height))}}, "
            + "owningView = \(owningView.map { String(describing: $0) } ?? "nil")>"
    }
}

/// AppKit's name for ``UILayoutGuide``.
public typealias NSLayoutGuide = UILayoutGuide
