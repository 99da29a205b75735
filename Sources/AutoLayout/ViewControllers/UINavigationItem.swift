import Foundation

/// What a navigation bar shows for a controller (UIKit's `UINavigationItem`): kept for the code that sets it;
/// the bar here is a plain view of the standard height, which draws no title.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// When the bar shows a large title (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }

    /// The title; a controller's `title` sets it too.
    open var title: String?
    /// A line shown above the title.
    open var prompt: String?
    /// A view shown instead of the title.
    open var titleView: View?
    /// Whether the bar hides its back button.
    open var hidesBackButton = false
    /// The back button's title for the controller pushed next.
    open var backButtonTitle: String?
    /// When the bar shows a large title.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// An item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title.
    public override init() {
        super.init()
    }
}
