import Foundation
import Testing
@testable import AutoLayout

/// Everything that refers to a view or guide without keeping it alive reads nil once the item has gone, as
/// UIKit's weak references do, although none of them is a Swift weak reference (see ``Lifeline``).
@MainActor
@Suite("Lifelines")
struct LifelineTests {
    @Test func aConstraintOutlivingItsItemsReadsNilItems() {
        let constraint: NSLayoutConstraint
        do {
            let view = UIView(), other = UIView()
            constraint = view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 2)
            #expect(constraint.firstItem === view && constraint.secondItem === other)
        }
        #expect(constraint.firstItem == nil && constraint.secondItem == nil)
        #expect(constraint.firstLayoutItem === DeallocatedItem.shared)
        #expect(constraint.description.contains("(null).width == 2*(null).width"))
    }

    @Test func aConstraintOutlivingOneItemKeepsTheOther() {
        let kept = UIView()
        let constraint: NSLayoutConstraint
        do {
            let gone = UIView()
            constraint = NSLayoutConstraint(item: kept, attribute: .top, relatedBy: .equal, toItem: gone,
                                            attribute: .bottom, multiplier: 1, constant: 8)
        }
        #expect(constraint.firstItem === kept && constraint.secondItem == nil)
        #expect(constraint.secondLayoutItem === DeallocatedItem.shared)
    }

    @Test func anAnchorOutlivingItsViewMakesConstraintsWithNoItem() {
        let anchor: NSLayoutXAxisAnchor
        do { anchor = UIView().leadingAnchor }
        let kept = UIView()
        #expect(anchor.constraint(equalTo: kept.leadingAnchor).firstItem == nil)
    }

    @Test func aSubviewOutlivingItsSuperviewHasNoSuperviewAndIsItsOwnRoot() {
        let child = UIView(), grandchild = UIView()
        do {
            let parent = UIView()
            parent.addSubview(child)
            child.addSubview(grandchild)
            #expect(grandchild.hierarchyRoot === parent)
        }
        #expect(child.superview == nil)
        #expect(grandchild.superview === child)
        #expect(grandchild.hierarchyRoot === child && child.hierarchyRoot === child)
        #expect(nearestCommonAncestor(grandchild, child) === child)
    }

    @Test func aGuideOutlivingItsOwningViewHasNoOwner() {
        let guide = UILayoutGuide()
        do {
            let owner = UIView()
            owner.addLayoutGuide(guide)
            #expect(guide.owningView === owner)
        }
        #expect(guide.owningView == nil)
        #expect(guide.description.hasSuffix("owningView = nil>"))
    }

    @Test func aConstraintOutlivingItsContainerHasNone() {
        let constraint: NSLayoutConstraint
        do {
            let root = UIView(), child = UIView()
            root.addSubview(child)
            constraint = child.topAnchor.constraint(equalTo: root.topAnchor)
            constraint.isActive = true
            #expect(constraint.container === root)
        }
        #expect(constraint.container == nil)
    }

    @Test func aLayerOutlivingItsViewKeepsItsOwnFrame() {
        let layer: CALayer
        do {
            let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            layer = view.layer
            #expect(layer.frame == view.frame)
        }
        layer.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
        #expect(layer.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test func itemsOfOtherTypesAreHeldWeakly() {
        final class Marker: AutoLayoutItem {
            var layoutSuperitem: View? { nil }
            var layoutView: View? { nil }
            var layoutDescription: String { "Marker" }
        }
        var marker: Marker? = Marker()
        let lifeline = Lifeline.of(marker!)
        #expect(lifeline.item === marker && lifeline.view == nil)
        marker = nil
        #expect(lifeline.item == nil)
    }
}

/// A view subclass whose `deinit` takes its subviews out and deactivates its constraints, as some UIKit code
/// does: the view is still everyone's superview and root while its subclass's `deinit` runs, as in UIKit.
@MainActor
private final class TidyingView: UIView {
    var tidied: [NSLayoutConstraint] = []
    deinit {
        MainActor.assumeIsolated {
            NSLayoutConstraint.deactivate(tidied)
            for subview in subviews { subview.removeFromSuperview() }
        }
    }
}

@MainActor
@Suite("Lifelines in deinit")
struct LifelineDeinitTests {
    @Test func aSubclassDeinitCanTakeOutItsLaidOutSubviews() {
        let survivor = UIView()
        do {
            let root = TidyingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let middle = UIView()
            middle.translatesAutoresizingMaskIntoConstraints = false
            survivor.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(middle)
            middle.addSubview(survivor)
            root.tidied = [middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                           middle.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                           middle.widthAnchor.constraint(equalToConstant: 40),
                           middle.heightAnchor.constraint(equalToConstant: 40)]
            NSLayoutConstraint.activate(root.tidied + [survivor.widthAnchor.constraint(equalTo: middle.widthAnchor),
                                                       survivor.heightAnchor.constraint(equalToConstant: 10),
                                                       survivor.topAnchor.constraint(equalTo: middle.topAnchor),
                                                       survivor.leadingAnchor.constraint(equalTo: middle.leadingAnchor)])
            root.layoutIfNeeded()
            #expect(middle.frame == CGRect(x: 0, y: 5, width: 40, height: 40))
        }
        #expect(survivor.superview?.superview == nil)
        survivor.superview?.layoutIfNeeded()
        #expect(survivor.frame.width == 40)
    }
}
