import Foundation
import Testing
@testable import AutoLayout

/// Views list the installed constraints that name them, so that removing a view finds the constraints to
/// deactivate from its own subtree (see `View+ConstraintReferences.swift`); constraint lists take removals in
/// batches (see ``ConstraintListRemovals``).
@MainActor
@Suite("Constraint references")
struct ConstraintReferenceTests {
    @Test func removingAViewDeactivatesTheConstraintsAboveThatNameItsSubtreeAndKeepsTheRest() {
        let root = UIView(), box = UIView(), inner = UIView(), other = UIView()
        root.addSubview(box)
        root.addSubview(other)
        box.addSubview(inner)
        let guide = UILayoutGuide()
        box.addLayoutGuide(guide)
        let tie = inner.leadingAnchor.constraint(equalTo: other.trailingAnchor)
        let guideTie = guide.topAnchor.constraint(equalTo: other.topAnchor)
        let insideOnRoot = inner.topAnchor.constraint(equalTo: box.topAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
        let unrelated = other.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([tie, guideTie, inside, unrelated])
        root.addConstraint(insideOnRoot)
        #expect(root.constraints.count == 3 && box.constraints.count == 1 && other.constraints.count == 1)

        box.removeFromSuperview()
        #expect(!tie.isActive && !guideTie.isActive && !insideOnRoot.isActive)
        #expect(inside.isActive && unrelated.isActive)
        #expect(root.constraints.isEmpty && box.constraints.first === inside)
        #expect(box.referencingConstraints.count == 1 && inner.referencingConstraints.count == 1)
        #expect(other.referencingConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(unrelated)])
    }

    /// After any sequence of activations, deactivations and moves, a view lists exactly the installed
    /// constraints that name it (or one of its guides), and each constraint knows where.
    /// With more constraints than ``View/listLengthDeferringRemovals``, the root's list also keeps single
    /// removals waiting.
    @Test(arguments: [200, 600])
    func listsFollowEveryChange(constraints count: Int) {
        var random = SystemRandomNumberGenerator()
        let root = UIView()
        let views = (0..<12).map { _ in UIView() }
        for view in views { root.addSubview(view) }
        let made = (0..<count).map { index in
            let first = views[index % 12], second = views[(index * 7 + 3) % 12]
            return first.leadingAnchor.constraint(equalTo: second.trailingAnchor, constant: CGFloat(index))
        }
        // Installing on the first item's view, below the items' common ancestor, logs UIKit's warning.
        _ = capturingLog {
            for _ in 0..<2_000 {
                let constraint = made.randomElement(using: &random)!
                switch Int.random(in: 0..<4, using: &random) {
                case 0: NSLayoutConstraint.deactivate(made.filter { _ in Bool.random(using: &random) })
                case 1: constraint.isActive.toggle()
                case 2: constraint.firstItem.flatMap { $0 as? UIView }?.addConstraint(constraint)
                default: NSLayoutConstraint.activate([constraint])
                }
            }
        }
        let installed = made.filter(\.isActive)
        for view in [root] + views {
            let expected = installed.filter { $0.firstItem === view || $0.secondItem === view }
            #expect(Set(view.referencingConstraints.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)))
            for (position, constraint) in view.referencingConstraints.enumerated() {
                let reference = constraint.namedViews.first?.view.view === view ? constraint.namedViews.first : constraint.namedViews.second
                #expect(reference?.position == position)
            }
            // Each view's list holds its installed constraints once, in the order they were installed.
            let listed = view.constraints
            #expect(listed.allSatisfy { $0.container === view })
            #expect(listed.map(\.installationOrder) == listed.map(\.installationOrder).sorted())
            #expect(Set(listed.map(ObjectIdentifier.init)).count == listed.count)
        }
        #expect(views.reduce(root.constraints.count) { $0 + $1.constraints.count } == installed.count)
    }

    /// A long list keeps single removals waiting until they add up or the list is read; a constraint waiting
    /// there is taken out before it is installed anywhere else, and a view freed with removals waiting leaves
    /// the constraints installed elsewhere listed by the views they name.
    @Test func removalsWaitingInALongListNeverListAConstraintTwice() {
        let a = UIView(), b = UIView(), c = UIView(), d = UIView(), other = UIView()
        var holder: UIView? = UIView()
        for view in [a, b, c, d] { holder!.addSubview(view) }
        let filler = (0..<300).map { a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: CGFloat($0)) }
        NSLayoutConstraint.activate(filler)
        for constraint in filler.prefix(10) { constraint.isActive = false }
        #expect(holder!.pendingListRemovals.count == 10)
        #expect(holder!.constraints.count == 290 && holder!.pendingListRemovals.isEmpty)

        let moving = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        moving.isActive = true
        moving.isActive = false
        #expect(holder!.pendingListRemovals.count == 1)
        for view in [a, b] { other.addSubview(view) }
        moving.isActive = true
        #expect(other.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(moving)])
        #expect(!holder!.constraintList.contains { $0 === moving })

        let more = (0..<300).map { c.leadingAnchor.constraint(equalTo: d.trailingAnchor, constant: CGFloat($0)) }
        NSLayoutConstraint.activate(more)
        more[5].isActive = false
        #expect(holder!.pendingListRemovals.count == 1)
        holder = nil
        #expect(moving.isActive)
        #expect(a.referencingConstraints.contains { $0 === moving } && b.referencingConstraints.contains { $0 === moving })
    }

    /// Each view leaving its superview is a batch of removals of its own; a long list keeps them waiting past the
    /// batch, so that removing many of a root's views one at a time compacts its list once, not once per view.
    @Test func viewsLeavingOneAtATimeLeaveTheirRemovalsWaitingInALongList() {
        let root = UIView()
        let views = (0..<300).map { _ in UIView() }
        for view in views { root.addSubview(view) }
        NSLayoutConstraint.activate(views.enumerated().map { index, view in
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index))
        })
        for view in views.prefix(20) { view.removeFromSuperview() }
        #expect(root.pendingListRemovals.count == 20)
        root.addSubview(views[0])
        let back = views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor)
        back.isActive = true
        #expect(root.constraints.count == 281 && root.pendingListRemovals.isEmpty)
        #expect(root.constraints.filter { $0.firstItem === views[0] }.map(ObjectIdentifier.init) == [ObjectIdentifier(back)])
    }

    /// In random hierarchies, removing a view deactivates exactly the constraints installed on its old superview
    /// or above that name its subtree (a view or a guide in it), as reading every ancestor's list would.
    @Test func removalDeactivatesWhatTheAncestorsListsName() {
        var random = SystemRandomNumberGenerator()
        var deactivatedInAll = 0
        for _ in 0..<40 {
            let root = UIView()
            var views = [root]
            for _ in 0..<30 { let view = UIView(); views.randomElement(using: &random)!.addSubview(view); views.append(view) }
            let guides: [UILayoutGuide] = views.shuffled(using: &random).prefix(5).map { owner in
                let guide = UILayoutGuide()
                owner.addLayoutGuide(guide)
                return guide
            }
            let items: [AutoLayoutItem] = views + guides
            var made: [NSLayoutConstraint] = []
            for _ in 0..<60 {
                let first = items.randomElement(using: &random)!, second = items.randomElement(using: &random)!
                let constraint = NSLayoutConstraint(item: first, attribute: .leading, relatedBy: .equal, toItem: second,
                                                    attribute: .trailing, multiplier: 1, constant: 0)
                if Bool.random(using: &random) { constraint.isActive = true } else { root.addConstraint(constraint) }
                made.append(constraint)
            }
            let leaving = views.dropFirst().randomElement(using: &random)!, parent = leaving.superview!
            let ancestors = Set(parent.superitemChain.compactMap { $0 as? UIView }.map(ObjectIdentifier.init))
            let expected = made.filter { constraint in
                guard let container = constraint.container, ancestors.contains(ObjectIdentifier(container)) else { return false }
                return [constraint.firstItem, constraint.secondItem].contains { item in
                    let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
                    return view?.isDescendant(of: leaving) == true
                }
            }
            let activeBefore = made.filter(\.isActive)
            leaving.removeFromSuperview()
            let deactivated = activeBefore.filter { !$0.isActive }
            #expect(Set(deactivated.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)))
            deactivatedInAll += deactivated.count
        }
        #expect(deactivatedInAll > 40)
    }

    /// Views moving, leaving and going away, guides changing owners, constraints coming and going: after each
    /// step every view lists exactly the installed constraints that name it or its guides, at the positions the
    /// constraints record, and a view that went away leaves no entry behind.
    @Test func listsFollowHierarchyChanges() {
        var random = SystemRandomNumberGenerator()
        let root = UIView()
        var views: [UIView] = (0..<15).map { _ in UIView() }
        for view in views { (views.filter { $0 !== view && !$0.isDescendant(of: view) }.randomElement(using: &random) ?? root).addSubview(view) }
        let guides = (0..<4).map { _ in UILayoutGuide() }
        for guide in guides { views.randomElement(using: &random)!.addLayoutGuide(guide) }
        var made: [NSLayoutConstraint] = []
        _ = capturingLog {
            for step in 0..<600 {
                let items: [AutoLayoutItem] = views + guides.filter { $0.owningView != nil }
                switch Int.random(in: 0..<8, using: &random) {
                case 0...2:
                    let constraint = NSLayoutConstraint(item: items.randomElement(using: &random)!, attribute: .top, relatedBy: .equal,
                                                        toItem: items.randomElement(using: &random)!, attribute: .bottom, multiplier: 1, constant: 0)
                    if constraint.itemsNearestCommonAncestor != nil { constraint.isActive = true; made.append(constraint) }
                case 3: made.randomElement(using: &random)?.isActive = false
                case 4:
                    let view = views.randomElement(using: &random)!
                    let parents = [root] + views.filter { !$0.isDescendant(of: view) }
                    parents.randomElement(using: &random)!.addSubview(view)
                case 5: views.randomElement(using: &random)!.removeFromSuperview()
                case 6: views.randomElement(using: &random)!.addLayoutGuide(guides.randomElement(using: &random)!)
                default:
                    // A view goes away for good; a fresh one takes its place.
                    let index = Int.random(in: 0..<views.count, using: &random)
                    views[index].removeFromSuperview()
                    views[index] = UIView()
                    root.addSubview(views[index])
                }
                if step % 50 == 49 { expectListsMatch(in: [root] + views, made: made) }
            }
        }
        expectListsMatch(in: [root] + views, made: made)
    }

    private func expectListsMatch(in views: [UIView], made: [NSLayoutConstraint]) {
        let installed = made.filter(\.isActive)
        for view in views {
            let expected = installed.filter { constraint in
                [constraint.firstItem, constraint.secondItem].contains { item in
                    item === view || (item as? UILayoutGuide)?.owningView === view
                }
            }
            #expect(Set(view.referencingConstraints.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)))
            for (position, constraint) in view.referencingConstraints.enumerated() {
                let reference = constraint.namedViews.first?.view.view === view ? constraint.namedViews.first : constraint.namedViews.second
                #expect(reference?.position == position)
            }
            #expect(view.constraints.allSatisfy { $0.container === view })
        }
    }

    /// A constraint taken from one view and installed on another within one batch of removals leaves the first
    /// view's list from where it was there, whatever its place in the second.
    @Test func aConstraintMovedWithinABatchLeavesTheRightList() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let others = (0..<10).map { _ in child.widthAnchor.constraint(equalToConstant: 1) }
        for constraint in others { parent.addConstraint(constraint) }
        let moved = child.heightAnchor.constraint(equalToConstant: 5)
        parent.addConstraint(moved)
        _ = capturingLog {
            ConstraintListRemovals.batching {
                parent.removeConstraint(moved)
                child.addConstraint(moved)
            }
        }
        #expect(parent.constraints.count == 10 && !parent.constraints.contains { $0 === moved })
        #expect(child.constraints.count == 1 && child.constraints[0] === moved && moved.container === child)
    }

    /// System constraints (a label's content size) are in no view's list; deactivating one takes it out of the
    /// layout without looking for it there.
    @Test func deactivatingASystemConstraintTakesItOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = UILabel(text: "Hello")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let contentSize = label.constraintsAffectingLayout(for: .horizontal).first { $0 is NSContentSizeLayoutConstraint }
        #expect(contentSize != nil && label.frame.width > 0)
        contentSize?.isActive = false
        root.layoutIfNeeded()
        #expect(contentSize?.isActive == false && root.constraints.count == 2)
    }

    /// Removing a guide, or moving it to another view, deactivates the installed constraints that name it, from
    /// its owner's list, and only those.
    @Test func removingAGuideDeactivatesTheConstraintsThatNameIt() {
        let root = UIView(), owner = UIView(), other = UIView()
        root.addSubview(owner)
        root.addSubview(other)
        let guide = UILayoutGuide(), kept = UILayoutGuide()
        owner.addLayoutGuide(guide)
        owner.addLayoutGuide(kept)
        let naming = [guide.topAnchor.constraint(equalTo: other.topAnchor), guide.widthAnchor.constraint(equalToConstant: 4),
                      guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor)]
        let notNaming = [kept.topAnchor.constraint(equalTo: other.topAnchor), owner.widthAnchor.constraint(equalToConstant: 9)]
        NSLayoutConstraint.activate(naming + notNaming)
        owner.removeLayoutGuide(guide)
        #expect(naming.allSatisfy { !$0.isActive } && notNaming.allSatisfy(\.isActive))
        let again = guide.topAnchor.constraint(equalTo: other.topAnchor)
        owner.addLayoutGuide(guide)
        again.isActive = true
        other.addLayoutGuide(guide)  // moves it: what named it under its old owner goes
        #expect(!again.isActive && guide.owningView === other && notNaming.allSatisfy(\.isActive))
        #expect(owner.referencingConstraints.count == 2 && other.referencingConstraints.count == 1)
    }

    /// Removing many constraints at once, and one by one, leaves the same list in the same order.
    @Test func batchedRemovalsKeepTheOrderOfTheRest() {
        let root = UIView(), view = UIView()
        root.addSubview(view)
        let made = (0..<300).map { view.widthAnchor.constraint(equalToConstant: CGFloat($0)) }
        NSLayoutConstraint.activate(made)
        let removed = made.enumerated().filter { $0.offset % 3 != 1 }.map(\.element)
        view.removeConstraints(removed.reversed())
        #expect(view.constraints.map(\.constant) == made.indices.filter { $0 % 3 == 1 }.map { CGFloat($0) })
        NSLayoutConstraint.deactivate([made[1], made[4]])
        #expect(view.constraints.first?.constant == 7 && view.constraints.count == 98)
        // Removed and installed again within one batch: listed once, at the end.
        view.removeConstraints([made[7]])
        ConstraintListRemovals.batching {
            made[10].isActive = false
            made[10].isActive = true
        }
        #expect(view.constraints.filter { $0 === made[10] }.count == 1 && view.constraints.last === made[10])
    }
}
