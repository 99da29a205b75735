import Foundation

/// A rectangle that takes part in layout without being a view: UIKit's `UILayoutGuide`.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, AutoLayoutItem {
    /// A name shown in descriptions.
    public var identifier = ""
    /// The view that owns the guide; set by ``View/addLayoutGuide(_:)``.
    public internal(set) var owningView: View? {
        get { owner?.view }
        set { owner = newValue?.lifeline }
    }
    /// The owning view's lifeline (see ``Lifeline``).
    private var owner: Lifeline?
    private var storedLifeline: Lifeline?

    /// How constraints and the engine refer to the guide without keeping it alive; cut as the guide deinitializes.
    var lifeline: Lifeline {
        if let storedLifeline { return storedLifeline }
        let lifeline = Lifeline(guide: self)
        storedLifeline = lifeline
        return lifeline
    }

    /// The guides UIKit makes and positions itself, from its owner's insets.
    enum SystemKind {
        case margins, safeArea, readableContent, topLayoutSupport, bottomLayoutSupport, scrollContent, scrollFrame, keyboard

        /// Whether the guide is placed from the owner's safe area.
        var followsSafeArea: Bool { [.safeArea, .topLayoutSupport, .bottomLayoutSupport, .keyboard].contains(self) }

        /// UIKit's identifier for the guide.
        var identifier: String {
            switch self {
            case .margins: "UIViewLayoutMarginsGuide"
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .readableContent: "UIViewReadableContentGuide"
            case .topLayoutSupport: "_UIViewControllerTopLayoutGuide"
            case .bottomLayoutSupport: "_UIViewControllerBottomLayoutGuide"
            case .scrollContent: "UIScrollView-contentLayoutGuide"
            case .scrollFrame: "UIScrollView-frameLayoutGuide"
            case .keyboard: "UIKeyboardLayoutGuide"
            }
        }
    }

    /// What positions a system guide; nil for guides made by the app.
    var systemKind: SystemKind?

    /// The widest a ``View/readableContentGuide`` gets (UIKit's width for the default text size).
    public static let readableContentWidth: CGFloat = 672
    /// The anchors handed out so far (one per attribute, as in UIKit).
    @exclusivity(unchecked) var anchorStore = AnchorStore()

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public override init() {}

    /// Brings the constraints a system guide keeps among its owner's own (a safe-area guide's edges, a
    /// controller's layout guide's length) to the owner's insets; the engine calls it as it places the guide.
    func followOwner() {}

    deinit {
        withoutIsolationCheck { storedLifeline?.cut() }
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
    public internal(set) var layoutFrame: CGRect = .zero

    public var layoutSuperitem: View? { owningView }
    public var layoutView: View? { nil }

    /// `UILayoutGuide:0x…'identifier'`.
    public var layoutDescription: String {
        "UILayoutGuide:\(addressDescription)" + (identifier.isEmpty ? "" : "'\(identifier)'")
    }

    /// The guide as UIKit prints it: identifier and layout frame.
    open override var description: String {
        withoutIsolationCheck { isolatedDescription }
    }

    /// The description, read on the main actor (`description` itself is not isolated, as `NSObject`'s is not).
    private var isolatedDescription: String {
        let frame = layoutFrame
        return "<UILayoutGuide: \(addressDescription) - \"\(identifier)\", layoutFrame = {{\(formatNumber(frame.minX)), "
            + "\(formatNumber(frame.minY))}, {\(formatNumber(frame.width)), \(formatNumber(frame.height))}}, "
            + "owningView = \(owningView.map { String(describing: $0) } ?? "nil")>"
    }
}

/// AppKit's name for ``UILayoutGuide``.
public typealias NSLayoutGuide = UILayoutGuide
