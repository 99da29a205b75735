import Foundation

/// Something a constraint can position: a view or a layout guide. UIKit has no name for it (Objective-C
/// types items `id`); it is not `LayoutItem`, which layout libraries name their own types (Tinder's Layout).
@preconcurrency @MainActor
public protocol AutoLayoutItem: AnyObject {
    /// The view whose coordinate space holds the item: a view's superview, a guide's owning view.
    var layoutSuperitem: View? { get }
    /// How the item appears in constraint descriptions: `UIView:0x…`, `UILabel:0x…'text'`, or its identifier.
    var layoutDescription: String { get }
    /// The view whose margins and baselines the item's margin and baseline attributes use, if any.
    var layoutView: View? { get }
}

extension AutoLayoutItem {
    /// A pointer-like token for descriptions, stable for the object's lifetime.
    var addressDescription: String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
    }

    /// The view that stands for the item in the hierarchy: the view itself, a guide's owning view.
    var hierarchyView: View? { (self as? View) ?? layoutSuperitem }

    /// The root of the item's hierarchy.
    var layoutRoot: View? { hierarchyView?.hierarchyRoot }

    /// The item and its superitems, nearest first.
    var superitemChain: [AutoLayoutItem] {
        var chain: [AutoLayoutItem] = [self]
        var current = layoutSuperitem
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        return chain
    }
}

/// The nearest common ancestor of two items (a view is its own ancestor; a guide's is its owning view).
@MainActor
func nearestCommonAncestor(_ first: AutoLayoutItem, _ second: AutoLayoutItem?) -> View? {
    guard let second else { return first.hierarchyView }
    return nearestCommonAncestor(of: first.hierarchyView, second.hierarchyView)
}

/// The nearest common ancestor of two views (a view is its own ancestor); nil when either is nil or they are in
/// different hierarchies.
@MainActor
func nearestCommonAncestor(of first: View?, _ second: View?) -> View? {
    guard var a = first, var b = second else { return nil }
    // Most constraints relate a view to itself, its superview, a subview or a sibling: settled without a walk
    // to the root (each step up retains a view), and the superviews compared without reading them.
    if a === b { return a }
    if a.isSuperview(b) { return b }
    if b.isSuperview(a) { return a }
    if a.sharesSuperview(with: b) { return a.superview }
    guard a.hierarchyRoot === b.hierarchyRoot else { return nil }
    // Same hierarchy, so the cached depths are comparable: climb to equal depth, then together.
    while a.depth > b.depth, let parent = a.superview { a = parent }
    while b.depth > a.depth, let parent = b.superview { b = parent }
    while a !== b {
        guard let nextA = a.superview, let nextB = b.superview else { return nil }
        a = nextA
        b = nextB
    }
    return a
}
