import Foundation

/// AppKit's translucent material behind a window's sidebar, title bar or popover (`NSVisualEffectView`): a plain
/// view here, whose subviews lay out as any view's. Nothing is drawn; the material and its settings are kept, with
/// AppKit's raw values and defaults.
open class NSVisualEffectView: View {
    /// The material shown.
    public enum Material: Int, Sendable {
        /// Light or dark with the view's appearance; the default.
        @available(*, deprecated, message: "Use a semantic material instead.")
        case appearanceBased = 0
        /// The light and dark materials of macOS 10.10.
        @available(*, deprecated, message: "Use a semantic material instead.")
        case light = 1, dark = 2, mediumLight = 8, ultraDark = 9
        /// The semantic materials.
        case titlebar = 3, selection = 4, menu = 5, popover = 6, sidebar = 7, headerView = 10, sheet = 11,
             windowBackground = 12, hudWindow = 13, fullScreenUI = 15, toolTip = 17, contentBackground = 18,
             underWindowBackground = 21, underPageBackground = 22
    }

    /// What the material blends with.
    public enum BlendingMode: Int, Sendable {
        /// The content behind the window; the default.
        case behindWindow = 0
        /// The content behind the view in its window.
        case withinWindow = 1
    }

    /// Whether the material looks active.
    public enum State: Int, Sendable {
        /// Active while the window is; the default.
        case followsWindowActiveState = 0
        /// Always active.
        case active = 1
        /// Always inactive.
        case inactive = 2
    }

    /// The material shown: `.appearanceBased` unless set, as in AppKit.
    open var material = Material(rawValue: 0)!
    /// What the material blends with.
    open var blendingMode = BlendingMode.behindWindow
    /// Whether the material looks active.
    open var state = State.followsWindowActiveState
    /// Whether the material is emphasized, as for a selection in a focused view.
    open var isEmphasized = false
}
