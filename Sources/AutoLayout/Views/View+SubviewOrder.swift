import Foundation

/// Where a subview stands among its siblings, back to front, as UIKit orders ``View/subviews``. Reordering moves
/// a view within its superview: it keeps its constraints and is not told of a move (its superview and window
/// stay the same).
extension View {
    /// Inserts a view just behind `siblingSubview`; at the back when `siblingSubview` is not a subview.
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        insertSubview(view, at: indexAfterRemoving(view, ofSubview: siblingSubview) ?? 0)
    }

    /// Inserts a view just in front of `siblingSubview`; at the front when `siblingSubview` is not a subview.
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        insertSubview(view, at: indexAfterRemoving(view, ofSubview: siblingSubview).map { $0 + 1 } ?? subviews.count)
    }

    /// Moves a subview to the front, above its siblings; any other view is left where it is.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        moveSubview(view, to: subviews.count - 1)
    }

    /// Moves a subview to the back, behind its siblings; any other view is left where it is.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        moveSubview(view, to: 0)
    }

    /// Swaps the subviews at two indices of ``subviews``.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        subviews.swapAt(index1, index2)
    }

    /// Moves a subview to an index of ``subviews`` (clamped), leaving everything else about it as it is.
    func moveSubview(_ view: View, to index: Int) {
        subviews.removeFirst(identicalTo: view)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
    }

    /// Where `sibling` stands once `view` is no longer among the subviews (inserting it takes it out first);
    /// nil when `sibling` is not a subview.
    private func indexAfterRemoving(_ view: View, ofSubview sibling: View) -> Int? {
        guard sibling.superview === self, sibling !== view,
              var index = subviews.firstIndex(where: { $0 === sibling }) else { return nil }
        if view.superview === self, let position = subviews.firstIndex(where: { $0 === view }), position < index {
            index -= 1
        }
        return index
    }
}
