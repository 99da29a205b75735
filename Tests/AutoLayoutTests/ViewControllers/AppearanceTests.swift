import Foundation
import Testing
@testable import AutoLayout

/// A controller appears when its view comes on screen and disappears when it goes off, once per change.
@MainActor
@Suite("View controller appearance")
struct AppearanceTests {
    /// Logs its appearance calls into a shared log.
    final class LoggingController: UIViewController {
        let name: String
        let log: CallLog

        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.entries.append("\(name).willAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.entries.append("\(name).didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.entries.append("\(name).willDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.entries.append("\(name).didDisappear")
        }
    }

    @Test func aRootControllerAppearsWhenItsWindowIsShownAndDisappearsWhenHidden() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = LoggingController("root", log: log)
        window.rootViewController = root
        #expect(log.entries.isEmpty, "a hidden window shows nothing")
        window.makeKeyAndVisible()
        #expect(log.entries == ["root.willAppear", "root.didAppear"])
        #expect(root.isViewOnScreen)
        window.isHidden = true
        #expect(log.entries.suffix(2) == ["root.willDisappear", "root.didDisappear"])
        #expect(!root.isViewOnScreen)
    }

    @Test func childControllersAppearAfterTheirParentAndOnlyOnce() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let parent = LoggingController("parent", log: log), child = LoggingController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        #expect(log.entries == ["parent.willAppear", "parent.didAppear", "child.willAppear", "child.didAppear"])
        // Moving the child's view within the visible hierarchy is no new appearance.
        let container = UIView()
        parent.view.addSubview(container)
        container.addSubview(child.view)
        #expect(log.entries.count == 4)
        child.view.removeFromSuperview()
        #expect(log.entries.suffix(2) == ["child.willDisappear", "child.didDisappear"])
    }
}
