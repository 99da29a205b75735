import Foundation

/// Margins as UIKit computes them since iOS 11: a view's own margins (8 on each side unless set) are measured
/// from its safe area when ``View/insetsLayoutMarginsFromSafeArea`` is true, so a view partly outside its
/// superview's safe area has them grow by the overlap; a view controller's root view starts with none and keeps
/// at least the controller's ``UIViewController/systemMinimumLayoutMargins`` (16 points at the sides of an
/// iPhone, 20 on larger screens), so that its margins are the safe area plus the system's minimum; a view that
/// ``View/preservesSuperviewLayoutMargins`` keeps its content inside its superview's margins as well.
extension View {
    /// The margins every view starts with.
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The margins the margin attributes and guide use (see ``layoutMargins``).
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = assignedLayoutMargins
        if let controller = viewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            margins = UIEdgeInsets(top: max(margins.top, minimum.top),
                                   left: max(margins.left, rtl ? minimum.trailing : minimum.leading),
                                   bottom: max(margins.bottom, minimum.bottom),
                                   right: max(margins.right, rtl ? minimum.leading : minimum.trailing))
        }
        if insetsLayoutMarginsFromSafeArea { margins = margins.adding(safeAreaInsets) }
        guard preservesSuperviewLayoutMargins else { return margins }
        let preserved = preservedSuperviewMargins
        return UIEdgeInsets(top: max(margins.top, preserved.top), left: max(margins.left, preserved.left),
                            bottom: max(margins.bottom, preserved.bottom), right: max(margins.right, preserved.right))
    }

    /// Brings ``preservedSuperviewMargins`` to how far the superview's margins reach into the view at its solved
    /// frame, "the smallest amount needed to ensure that content is also inside the superview's margins"
    /// (UIKit's documentation), the superview being `superviewSize` large as solved; returns whether it changed.
    func settlePreservedMargins(frame: CGRect, superview: View, superviewSize: CGSize) -> Bool {
        let reach = superview.layoutMargins.reach(of: frame, in: superviewSize)
        guard reach != preservedSuperviewMargins else { return false }
        preservedSuperviewMargins = reach
        return true
    }

    /// A controller took the view as its root view: one whose margins were never set starts with none, so that
    /// the controller's minimum (and the safe area) alone make them, as for UIKit's root views.
    func becameRootView() {
        if assignedLayoutMargins == View.defaultLayoutMargins { assignedLayoutMargins = .zero }
        marginInputsChanged()
    }

    /// Something the effective margins depend on changed: the margin guide and margin constraints follow.
    func marginInputsChanged() {
        engineForChanges?.noteMarginChange(of: self)
        setNeedsLayout()
        tellMarginsChanged()
    }

    /// The margins moved with the view's geometry (its safe area, its superview's margins): only its guides and
    /// the constraints on its own margin attributes are rebuilt.
    func marginsMoved() {
        engineForChanges?.noteMarginChange(of: self)
        tellMarginsChanged()
    }

    private func tellMarginsChanged() {
        layoutMarginsDidChange()
        viewController?.viewLayoutMarginsDidChange()
    }
}

extension UIViewController {
    /// The smallest margins the system gives the root view, in leading/trailing terms: none at the top and bottom,
    /// 16 points at the sides, 20 where the screen's short side is at least 414 points (the larger iPhones) or
    /// on an iPad, as in UIKit.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let screen = viewIfLoaded?.window?.screen ?? .main
        let large = UIDevice.current.userInterfaceIdiom == .pad || min(screen.bounds.width, screen.bounds.height) >= 414
        let side: CGFloat = large ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
