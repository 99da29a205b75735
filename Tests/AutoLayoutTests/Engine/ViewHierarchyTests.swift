import Foundation
import Testing
@testable import AutoLayout

@MainActor
@Suite("View hierarchy")
struct ViewHierarchyTests {
    @Test func addingASubviewSetsBothSides() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.superview === parent)
        #expect(parent.subviews.count == 1)
    }

    @Test func deactivatingAConstraintKeepsTheViewsOtherConstraintsInOrder() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let made = (0..<5).map { child.widthAnchor.constraint(equalToConstant: CGFloat($0)) }
        NSLayoutConstraint.activate(made)
        made[1].isActive = false
        made[4].isActive = false
        made[1].isActive = false
        #expect(child.constraints.map(\.constant) == [0, 2, 3])
        made[0].isActive = false
        #expect(child.constraints.map(\.constant) == [2, 3])
        #expect(made[0].container == nil && made[2].container === child)
    }

    /// Two labels pinned at the root's top leading corner, laid out, then given longer texts: their system
    /// constraints wait to be rebuilt.
    private func labelsWithNewTexts(in root: UIView) -> (label: UILabel, sibling: UILabel) {
        let label = addConstrainedSubview(to: root, UILabel(text: "Short")) as! UILabel
        let sibling = addConstrainedSubview(to: root, UILabel(text: "Sibling")) as! UILabel
        for view in [label, sibling] {
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         view.topAnchor.constraint(equalTo: root.topAnchor)])
        }
        root.layoutIfNeeded()
        label.text = "A longer text"
        sibling.text = "Another sibling"
        return (label, sibling)
    }

    /// A view whose system constraints wait to be rebuilt, taken out of the hierarchy and put back before the
    /// next pass, is listed again: its content size holds after the pass, and a sibling's too.
    @Test func aDirtyViewRemovedAndAddedBackBeforeAPassGetsItsContentSize() {
        let root = makeRoot()
        let (label, sibling) = labelsWithNewTexts(in: root)
        label.removeFromSuperview()
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(sibling.frame.size == sibling.intrinsicContentSize)
        #expect(label.frame.width > 0 && sibling.frame.width > 0)
    }

    /// A view whose system constraints wait to be rebuilt, moved to another hierarchy before the pass, stays on
    /// its old hierarchy's list (read once per pass rather than once per view that leaves), which passes over
    /// it: the view gets its content size where it lands, and the old hierarchy lays out the rest.
    @Test func aDirtyViewMovedToAnotherHierarchyIsRebuiltWhereItLands() {
        let root = makeRoot(), otherRoot = makeRoot()
        let (label, sibling) = labelsWithNewTexts(in: root)
        otherRoot.addSubview(label)
        NSLayoutConstraint.activate([label.trailingAnchor.constraint(equalTo: otherRoot.trailingAnchor),
                                     label.bottomAnchor.constraint(equalTo: otherRoot.bottomAnchor)])
        root.layoutIfNeeded()
        otherRoot.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.maxX == otherRoot.bounds.width && label.frame.maxY == otherRoot.bounds.height)
        #expect(sibling.frame.size == sibling.intrinsicContentSize)
    }

    @Test func commonAncestorsFollowReparenting() {
        let root = UIView(), left = UIView(), right = UIView(), leaf = UIView(), other = UIView()
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(leaf)
        #expect(nearestCommonAncestor(leaf, right) === root)
        #expect(nearestCommonAncestor(leaf, left) === left)
        #expect(nearestCommonAncestor(leaf, other) == nil)
        right.addSubview(left)  // the subtree moves one level down
        #expect(nearestCommonAncestor(leaf, right) === right)
        #expect(leaf.isDescendant(of: right) && leaf.isDescendant(of: root) && !right.isDescendant(of: leaf))
        left.removeFromSuperview()
        #expect(nearestCommonAncestor(leaf, right) == nil)
        #expect(leaf.isDescendant(of: left) && !leaf.isDescendant(of: root))
    }

    /// The shapes answered from superviews alone, before any walk to the root: each one, both ways round, and
    /// the shapes that look alike but are not (two roots, a guide's owner and a view beside it).
    @Test func commonAncestorsOfNeighbours() {
        let root = UIView(), left = UIView(), right = UIView(), leaf = UIView(), otherRoot = UIView()
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(leaf)
        let guide = UILayoutGuide()
        left.addLayoutGuide(guide)
        #expect(nearestCommonAncestor(left, left) === left)
        #expect(nearestCommonAncestor(left, root) === root && nearestCommonAncestor(root, left) === root)
        #expect(nearestCommonAncestor(left, right) === root && nearestCommonAncestor(right, left) === root)
        #expect(nearestCommonAncestor(guide, leaf) === left && nearestCommonAncestor(guide, right) === root)
        #expect(nearestCommonAncestor(root, otherRoot) == nil && nearestCommonAncestor(otherRoot, leaf) == nil)
        #expect(leaf.isDescendant(of: leaf) && leaf.isDescendant(of: left) && !left.isDescendant(of: leaf))
        #expect(!right.isDescendant(of: left) && !otherRoot.isDescendant(of: root))
    }

    @Test func aSubtreeOutlivingItsSuperviewBecomesItsOwnHierarchy() {
        let child = UIView(), grandchild = UIView()
        do {
            let parent = UIView()
            parent.semanticContentAttribute = .forceRightToLeft
            parent.addSubview(child)
            child.addSubview(grandchild)
            #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        #expect(child.superview == nil)
        #expect(grandchild.isDescendant(of: child))
        #expect(nearestCommonAncestor(grandchild, child) === child)
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func directionIsInheritedThroughMovesAndChanges() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.semanticContentAttribute = .forceRightToLeft
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        middle.semanticContentAttribute = .forceLeftToRight
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.addSubview(leaf)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func tenThousandLevelsAreQueriedWithoutWalkingTheChain() {
        let root = UIView()
        var deepest = root
        for _ in 0..<10_000 {
            let child = UIView()
            deepest.addSubview(child)
            deepest = child
        }
        #expect(deepest.depth == 10_000)
        #expect(deepest.hierarchyRoot === root)
        #expect(deepest.isDescendant(of: root))
        #expect(nearestCommonAncestor(deepest, deepest.superview) === deepest.superview)
    }

    /// Removing a layout guide leaves nothing of it in the engine: not its variables, not its system constraints.
    @Test func removingAGuideForgetsItInTheEngine() {
        let root = makeRoot()
        let guide = UILayoutGuide(), view = UIView()
        root.addLayoutGuide(guide)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor), guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 10), guide.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        let margins = root.layoutMarginsGuide
        root.layoutIfNeeded()
        let engine = root.engine
        #expect(engine.items[ObjectIdentifier(guide)] != nil && engine.systemConstraints[ObjectIdentifier(margins)] != nil)
        root.removeLayoutGuide(guide)
        root.removeLayoutGuide(margins)
        root.layoutIfNeeded()
        #expect(engine.items[ObjectIdentifier(guide)] == nil)
        #expect(engine.items[ObjectIdentifier(margins)] == nil && engine.systemConstraints[ObjectIdentifier(margins)] == nil)
        #expect(engine.installed.allSatisfy { !$0.constraint.involves(guide) && !$0.constraint.involves(margins) })
        #expect(root.constraints.isEmpty)
    }

    /// Freeing a hierarchy does not recurse once per level: a chain of 100,000 nested views (which overflowed
    /// the stack from 50,000 on) goes away with its root, and a subtree still held elsewhere survives it.
    @Test func aHundredThousandDeepHierarchyIsFreedWithoutRecursion() {
        weak var deepest: UIView?
        let kept = UIView()
        do {
            let root = UIView()
            var parent = root
            for _ in 0..<100_000 {
                let child = UIView()
                parent.addSubview(child)
                parent = child
            }
            deepest = parent
            parent.addSubview(kept)
        }
        #expect(deepest == nil)
        #expect(kept.superview == nil && kept.subviews.isEmpty)
    }
}
