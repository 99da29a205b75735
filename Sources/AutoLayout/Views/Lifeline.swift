import Foundation

/// A reference to a view or layout guide that does not keep it alive and reads nil once it has gone, as a weak
/// reference does. Constraints, anchors, guides, layers and the engine refer to items through the item's
/// lifeline; the item owns it and cuts it as it deinitializes.
///
/// Not a weak reference, because the Swift runtime moves a weakly referenced object's reference counts to a
/// side table for good: every retain and release of a view then took the runtime's slow path, about a fifth of
/// a layout pass.
@MainActor
final class Lifeline {
    /// The view or guide, until it deinitializes.
    @exclusivity(unchecked) private unowned(unsafe) var ownItem: (any AutoLayoutItem)?
    /// The item when it is a view, until it deinitializes, so that references to views need no cast.
    var view: View? { viewReference?.takeUnretainedValue() }
    /// The view, unmanaged so that ``isLiveView`` and ``isLifeline(of:)`` compare it without a retain.
    @exclusivity(unchecked) private var viewReference: Unmanaged<View>?
    /// An item of another type (a conformance made outside this module), held weakly since it cuts no lifeline.
    private let otherItem: WeakItem?
    /// Whether the item is a view other than a scroll view, told when the lifeline is made: installing a
    /// constraint asks it of both items, and reading the view to ask retains and releases it.
    let isPlainView: Bool

    /// The item, or nil once it has gone.
    var item: (any AutoLayoutItem)? { ownItem ?? otherItem?.item }

    /// The view that stands for the item in the hierarchy: the view itself, a guide's owning view; nil once the
    /// item has gone. A view's needs no cast.
    var hierarchyView: View? { view ?? item?.layoutSuperitem }

    /// A view's lifeline, which the view must cut in its `deinit`.
    init(view: View) {
        ownItem = view
        viewReference = Unmanaged.passUnretained(view)
        otherItem = nil
        isPlainView = !view.isScrollView
    }

    /// A guide's lifeline, which the guide must cut in its `deinit`.
    init(guide: UILayoutGuide) {
        ownItem = guide
        otherItem = nil
        isPlainView = false
    }

    private init(other item: (any AutoLayoutItem)?) {
        otherItem = item.map(WeakItem.init)
        isPlainView = false
    }

    /// The lifeline of any layout item: a view's or guide's own, a weak hold on an item of another type, or
    /// none for the placeholder of an item that has gone (an anchor outliving its view makes constraints
    /// without a first item).
    static func of(_ item: any AutoLayoutItem) -> Lifeline {
        if let view = item as? View { return view.lifeline }
        if let guide = item as? UILayoutGuide { return guide.lifeline }
        return Lifeline(other: item is DeallocatedItem ? nil : item)
    }

    /// The lifeline of an optional item (written out: `Optional.map` with this main-actor function checks the
    /// executor on every call).
    static func of(_ item: (any AutoLayoutItem)?) -> Lifeline? {
        guard let item else { return nil }
        return of(item)
    }

    /// Whether this is a view's lifeline and the view lives, told without reading (and retaining) the view.
    var isLiveView: Bool { viewReference != nil }

    /// Whether this is the lifeline of `view`, while the view lives: told by address, where comparing with
    /// ``view`` would retain and release it.
    func isLifeline(of view: View) -> Bool {
        viewReference?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }

    /// Called by the item as it deinitializes: every holder reads nil from then on.
    func cut() {
        ownItem = nil
        viewReference = nil
    }

    private final class WeakItem {
        weak var item: (any AutoLayoutItem)?
        init(item: any AutoLayoutItem) { self.item = item }
    }
}
