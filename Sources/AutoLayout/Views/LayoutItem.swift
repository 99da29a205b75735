import Foundation

/// Something a constraint can position: a view or a layout guide.
public protocol LayoutItem: AnyObject {
    /// The view whose coordinate space holds the item: a view's superview, a guide's owning view.
    var layoutSuperitem: View? { get }
    /// How the item appears in constraint descriptions: `UIView:0x…`, `UILabel:0x…'text'`, or its identifier.
    var layoutDescription: String { get }
    /// The view whose margins and baselines the item's margin and baseline attributes use, if any.
    var layoutView: View? { get }
}

extension LayoutItem {
    /// A pointer-like token for descriptions, stable for the object's lifetime.
    var addressDescription: String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
    }

    /// The root of the item's hierarchy.
    var layoutRoot: View? {
        var view = (self as? View) ?? layoutSuperitem
        while let parent = view?.superview { view = parent }
        return view
    }

    /// The item and its superitems, nearest first.
    var superitemChain: [LayoutItem] {
        var chain: [LayoutItem] = [self]
        var current = layoutSuperitem
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        return chain
    }
}

/// The nearest common ancestor of two items (a view is its own ancestor; a guide's is its owning view).
func nearestCommonAncestor(_ first: LayoutItem, _ second: LayoutItem?) -> View? {
    let firstChain = first.superitemChain.compactMap { $0 as? View }
    guard let second else { return firstChain.first }
    let secondIDs = Set(second.superitemChain.compactMap { $0 as? View }.map(ObjectIdentifier.init))
    return firstChain.first { secondIDs.contains(ObjectIdentifier($0)) }
}
