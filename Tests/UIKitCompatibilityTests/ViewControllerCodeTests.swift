// What a typical view controller's code reaches for besides layout: text field delegates, ending editing,
// accessibility, tint, Dynamic Type's size category, the navigation item, the keyboard's notifications. This
// target imports only `AutoLayout`, as a client module would.
import AutoLayout
import Foundation
import Testing

@MainActor
@Suite struct ViewControllerCodeTests {
    /// Logs what a text field tells it, and refuses to end editing while `holding`.
    final class FieldDelegate: UITextFieldDelegate {
        var events: [String] = []
        var holding = false
        func textFieldDidBeginEditing(_ textField: UITextField) { events.append("began") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { !holding }
        func textFieldDidEndEditing(_ textField: UITextField) { events.append("ended") }
    }

    @Test func aTextFieldTellsItsDelegateAndEndEditingResignsIt() {
        let container = UIView(), field = UITextField(), delegate = FieldDelegate()
        container.addSubview(field)
        field.delegate = delegate
        field.returnKeyType = .done
        #expect(field.becomeFirstResponder() && delegate.events == ["began"])
        delegate.holding = true
        #expect(!container.endEditing(false) && field.isFirstResponder)
        #expect(container.endEditing(true) && !field.isFirstResponder)
        delegate.holding = false
        #expect(field.becomeFirstResponder())
        #expect(container.endEditing(false) && delegate.events == ["began", "began", "ended"])
        #expect(delegate.textFieldShouldReturn(field), "UIKit's default")
    }

    @Test func theTintIsInheritedAndAccessibilityIsKept() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        child.isAccessibilityElement = true
        child.accessibilityLabel = "Close"
        child.accessibilityTraits = [.button, .selected]
        #expect(child.accessibilityTraits.contains(.button) && child.accessibilityLabel == "Close")
    }

    @Test func theSizeCategoryIsATraitThatReachesViews() {
        /// Rearranges for accessibility text sizes, as Dynamic Type layouts do.
        final class Row: UIStackView {
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
            }
        }
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory && UIContentSizeCategory.small < .large)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)), row = Row()
        window.addSubview(row)
        window.layoutIfNeeded()
        #expect(row.traitCollection.preferredContentSizeCategory == .large && row.axis == .horizontal)
        UIApplication.shared.preferredContentSizeCategory = .accessibilityLarge
        defer { UIApplication.shared.preferredContentSizeCategory = .large }
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(row.axis == .vertical)
        #expect(row.traitCollection.description.contains("PreferredContentSizeCategory = AccessibilityL"))
    }

    @Test func aControllersTitleIsItsNavigationItemsAndSymbolsAreMissing() {
        let controller = UIViewController()
        controller.title = "Profile"
        #expect(controller.navigationItem.title == "Profile")
        controller.navigationItem.largeTitleDisplayMode = .never
        #expect(controller.navigationItem.largeTitleDisplayMode == .never)
        #expect(UIImage(systemName: "person.circle") == nil)
    }

    /// The frames a notification observer received (posted and observed on one thread here).
    final class ReceivedFrames: @unchecked Sendable {
        var frames: [CGRect] = []
    }

    @Test func keyboardNotificationsCanBeObservedAndPosted() {
        let received = ReceivedFrames()
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                              object: nil, queue: nil) { note in
            if let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { received.frames.append(frame) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 400, width: 375, height: 267)])
        #expect(received.frames == [CGRect(x: 0, y: 400, width: 375, height: 267)])
    }

    /// Pre-iOS 11 code keeps its content below the navigation bar with `edgesForExtendedLayout = []`; modern code
    /// picks colours by appearance and forces one with `overrideUserInterfaceStyle`.
    final class ListController: UIViewController {
        let header = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            edgesForExtendedLayout = []
            view.backgroundColor = .systemBackground
            header.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(header)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: view.topAnchor),
                header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }
            header.backgroundColor = traitCollection.userInterfaceStyle == .dark ? .darkGray : .lightGray
        }
    }

    @Test func contentBelowTheBarAndColoursByAppearance() {
        let list = ListController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UINavigationController(rootViewController: list)
        window.overrideUserInterfaceStyle = .dark
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(list.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(list.header.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(list.header.backgroundColor == .darkGray)
        #expect(list.view.backgroundColor?.resolvedColor(with: list.traitCollection) == .black)
        let corners: UIRectCorner = [.topLeft, .topRight]
        #expect(corners.rawValue == 3 && UIRectEdge.all.rawValue == 15 && NSDirectionalRectEdge.all.rawValue == 15)
    }
}
