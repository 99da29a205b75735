import Foundation

/// A controller appears when its view comes on screen (joins a window that is shown, or its window is shown) and
/// disappears when it goes off. UIKit calls `viewWillAppear` before the view joins the window and `viewDidAppear`
/// at the end of the transition; with no display and no transitions, both are called as the view comes on screen,
/// and the disappearance calls as it goes, each pair once per change.
extension UIViewController {
    /// Calls the appearance or disappearance pair if the view's being on screen changed.
    func noteVisibility(_ onScreen: Bool) {
        guard onScreen != isViewOnScreen else { return }
        isViewOnScreen = onScreen
        if onScreen {
            viewWillAppear(false)
            viewDidAppear(false)
        } else {
            viewWillDisappear(false)
            viewDidDisappear(false)
        }
    }
}
