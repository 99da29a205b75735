import AutoLayout
import Testing

/// A controller whose content fills its root view's layout margins.
@MainActor
private final class MarginController: UIViewController {
    let content = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }
}

/// Margins as UIKit computes them since iOS 11: measured from the safe area, and a root view's at least the
/// controller's system minimum.
@MainActor
@Suite("Layout margins")
struct LayoutMarginTests {
    private func controllerInWindow(screen: UIScreen = .main) -> (MarginController, UIWindow) {
        let controller = MarginController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = screen
        window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.makeKeyAndVisible()
        return (controller, window)
    }

    @Test func aRootViewsMarginsAreTheSafeAreaPlusTheSystemMinimum() {
        let (controller, window) = controllerInWindow()
        #expect(controller.view.window === window)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 47, width: 358, height: 763))
        #expect(controller.content.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
    }

    @Test func largerScreensHaveWiderMinimumMargins() {
        let (controller, window) = controllerInWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 428, height: 926), scale: 3))
        #expect(controller.view.window === window && controller.systemMinimumLayoutMargins.leading == 20)
        #expect(controller.content.frame.minX == 20)
    }

    @Test func customRootMarginsAreKeptWhenLargerThanTheMinimum() {
        let (controller, window) = controllerInWindow()
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 30, bottom: 10, trailing: 8)
        window.layoutIfNeeded()
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 57, left: 30, bottom: 44, right: 16))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 57, left: 30, bottom: 44, right: 8))
        #expect(controller.content.frame == CGRect(x: 30, y: 57, width: 352, height: 743))
    }

    /// An ordinary view keeps 8 points inside whatever of the safe area overlaps it; without
    /// `insetsLayoutMarginsFromSafeArea` its margins ignore the safe area.
    @Test func aSubviewsMarginsAreMeasuredFromTheSafeArea() {
        let (controller, window) = controllerInWindow()
        let banner = UIView(), label = UIView()
        for view in [banner, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        controller.view.addSubview(banner)
        banner.addSubview(label)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: controller.view.topAnchor),
            banner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 100),
            label.topAnchor.constraint(equalTo: banner.topAnchor),
            NSLayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: banner,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            label.bottomAnchor.constraint(equalTo: banner.layoutMarginsGuide.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(banner.layoutMargins == UIEdgeInsets(top: 55, left: 8, bottom: 8, right: 8))
        #expect(label.frame == CGRect(x: 8, y: 0, width: 10, height: 55))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 12, bottom: 34, right: 0)
        window.layoutIfNeeded()
        #expect(banner.layoutMargins == UIEdgeInsets(top: 28, left: 20, bottom: 8, right: 8))
        #expect(label.frame == CGRect(x: 20, y: 0, width: 10, height: 28))
        banner.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(banner.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(label.frame == CGRect(x: 8, y: 0, width: 10, height: 8))
    }

    /// Off screen there is no safe area: a root view's margins are the system minimum alone.
    @Test func offScreenARootViewHasTheMinimumAlone() {
        let controller = MarginController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.view.layoutIfNeeded()
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(controller.content.frame == CGRect(x: 16, y: 0, width: 288, height: 480))
        let plain = UIView()
        #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// With `preservesSuperviewLayoutMargins`, a view close to its superview's edges takes the smallest margins
    /// that keep its content inside the superview's margins too.
    @Test func preservedMarginsKeepContentInsideTheSuperviewsMargins() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        container.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
        let card = UIView(), text = UIView()
        for view in [card, text] { view.translatesAutoresizingMaskIntoConstraints = false }
        container.addSubview(card)
        card.addSubview(text)
        let inset = container.leadingAnchor.constraint(equalTo: card.leadingAnchor)
        NSLayoutConstraint.activate([
            inset, card.topAnchor.constraint(equalTo: container.topAnchor),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -50),
            text.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            text.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            text.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(!card.preservesSuperviewLayoutMargins && card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(text.frame == CGRect(x: 8, y: 8, width: 284, height: 134))
        card.preservesSuperviewLayoutMargins = true
        container.layoutIfNeeded()
        // The card's bottom is 50 points above the container's, clear of its 20-point margin: 8 there.
        #expect(card.layoutMargins == UIEdgeInsets(top: 20, left: 30, bottom: 8, right: 30))
        #expect(text.frame == CGRect(x: 30, y: 20, width: 240, height: 122))
        inset.constant = -10
        container.layoutIfNeeded()
        #expect(card.frame.minX == 10 && card.layoutMargins.left == 20)
        #expect(text.convert(CGPoint.zero, to: container).x == 30)
        card.preservesSuperviewLayoutMargins = false
        container.layoutIfNeeded()
        #expect(card.layoutMargins.left == 8 && text.frame.minX == 8)
    }

    /// Changing margins after a layout rebuilds the margin guide's constraints once: the old ones leave the
    /// solver (they used to be put back beside their replacements, and each change logged conflicts).
    @Test func changingMarginsAfterALayoutLogsNoConflict() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(text)
        let guide = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: guide.topAnchor), text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor), text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        let log = capturingLog {
            container.layoutIfNeeded()
            container.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
            container.layoutIfNeeded()
            #expect(text.frame == CGRect(x: 30, y: 20, width: 240, height: 160))
            container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            container.layoutIfNeeded()
            #expect(text.frame == CGRect(x: 2, y: 1, width: 294, height: 196))
        }
        #expect(log.isEmpty)
        #expect(container.brokenConstraints.isEmpty)
    }
}

/// A view that counts the times it is told its margins changed.
@MainActor
private final class MarginWatchingView: UIView {
    var changes = 0
    override func layoutMarginsDidChange() { changes += 1 }
}

@MainActor
@Suite("Margin notifications and semantic directions")
struct MarginNotificationTests {
    @Test func viewsAreToldWhenTheirMarginsChange() {
        let view = MarginWatchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.changes == 1)
        view.insetsLayoutMarginsFromSafeArea = false
        view.preservesSuperviewLayoutMargins = true
        #expect(view.changes == 3)
    }

    /// Playback and spatial controls are never flipped, as UIKit documents.
    @Test func playbackAndSpatialControlsLayOutLeftToRight() {
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == UIApplication.shared.userInterfaceLayoutDirection)
        let rightToLeft = UIView(), controls = UIView()
        rightToLeft.semanticContentAttribute = .forceRightToLeft
        controls.semanticContentAttribute = .playback
        rightToLeft.addSubview(controls)
        #expect(rightToLeft.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(controls.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}
