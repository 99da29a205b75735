import Foundation
import Testing
@testable import AutoLayout

/// A root view of a fixed size, as a window's content view is.
@MainActor
func makeRoot(width: CGFloat = 320, height: CGFloat = 480) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A new subview of `superview` that is laid out by constraints (`translatesAutoresizingMaskIntoConstraints` off).
@MainActor
func addConstrainedSubview(to superview: UIView, _ view: UIView = UIView()) -> UIView {
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// Captures what the engine logs while `body` runs.
@MainActor
func capturingLog(_ body: () throws -> Void) rethrows -> [String] {
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var messages: [String] = []
    }
    let box = Box()
    try LayoutLog.withHandler({ message in box.lock.withLock { box.messages.append(message) } }, body)
    return box.lock.withLock { box.messages }
}

@MainActor
@Suite("Layout pass")
struct LayoutPassTests {
    /// Seed 002, Example 6-1: a 100×80 view centred in its parent with raw constraints.
    @Test func exampleSixOneCentersAFixedSizeChild() {
        let parentView = makeRoot()
        let childView = UIView(frame: .zero)
        parentView.addSubview(childView)
        childView.translatesAutoresizingMaskIntoConstraints = false
        parentView.addConstraint(NSLayoutConstraint(item: childView, attribute: .width, relatedBy: .equal, toItem: nil,
                                                    attribute: .notAnAttribute, multiplier: 1, constant: 100))
        parentView.addConstraint(NSLayoutConstraint(item: childView, attribute: .height, relatedBy: .equal, toItem: nil,
                                                    attribute: .notAnAttribute, multiplier: 1, constant: 80))
        parentView.addConstraint(NSLayoutConstraint(item: childView, attribute: .centerX, relatedBy: .equal,
                                                    toItem: parentView, attribute: .centerX, multiplier: 1, constant: 0))
        parentView.addConstraint(NSLayoutConstraint(item: childView, attribute: .centerY, relatedBy: .equal,
                                                    toItem: parentView, attribute: .centerY, multiplier: 1, constant: 0))
        parentView.layoutIfNeeded()
        #expect(childView.frame == CGRect(x: 110, y: 200, width: 100, height: 80))
    }

    @Test func anchorsPinAViewInsideItsSuperviewMargins() {
        let root = makeRoot()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 8, y: 20, width: 304, height: 152))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
    }

    @Test func nestedViewsGetFramesInTheirSuperviewsCoordinates() {
        let root = makeRoot()
        let outer = UIView(), inner = UIView()
        for view in [outer, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate([
            outer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30),
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            outer.widthAnchor.constraint(equalToConstant: 200),
            outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leftAnchor.constraint(equalTo: outer.leftAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 5),
            inner.rightAnchor.constraint(equalTo: outer.rightAnchor, constant: -10),
            inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor, constant: -5),
        ])
        root.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 30, y: 40, width: 200, height: 100))
        #expect(inner.frame == CGRect(x: 10, y: 5, width: 180, height: 90))
    }

    @Test func autoresizingMaskFollowsTheSuperview() {
        let root = makeRoot(width: 300, height: 300)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(container)
        let pinned = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 20))
        pinned.autoresizingMask = [.flexibleWidth]
        container.addSubview(pinned)
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(pinned.frame == CGRect(x: 20, y: 20, width: 160, height: 20))
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        root.layoutIfNeeded()
        #expect(pinned.frame == CGRect(x: 20, y: 20, width: 260, height: 20))
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 0, y: 0, width: 400, height: 200))
        #expect(pinned.frame == CGRect(x: 20, y: 20, width: 360, height: 20))
    }

    @Test func changingAConstantMovesTheView() {
        let root = makeRoot()
        let thumb = UIView()
        thumb.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(thumb)
        let position = thumb.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([position, thumb.widthAnchor.constraint(equalToConstant: 30),
                                     thumb.heightAnchor.constraint(equalToConstant: 30),
                                     thumb.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(thumb.frame.minX == 10)
        position.constant = 120
        root.layoutIfNeeded()
        #expect(thumb.frame.minX == 120)
        position.isActive = false
        position.constant = 50
        position.isActive = true
        root.layoutIfNeeded()
        #expect(thumb.frame.minX == 50)
    }

    /// Taking constraints out in any order moves other entries of the engine into the gaps: every later change of
    /// a constant still reaches its own constraint.
    @Test func constantChangesReachTheirConstraintsAfterOthersLeave() {
        let root = makeRoot()
        var previous: UIView?
        var widths: [NSLayoutConstraint] = []
        for _ in 0..<10 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let width = view.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor),
                                         view.topAnchor.constraint(equalTo: root.topAnchor),
                                         view.heightAnchor.constraint(equalToConstant: 10), width])
            widths.append(width)
            previous = view
        }
        root.layoutIfNeeded()
        for index in stride(from: 0, to: widths.count, by: 3) {
            let view = root.subviews[index]
            widths[index].isActive = false
            widths[index] = view.widthAnchor.constraint(equalToConstant: 10)
            widths[index].isActive = true
            root.layoutIfNeeded()
        }
        for (index, width) in widths.enumerated() { width.constant = CGFloat(5 + index) }
        root.layoutIfNeeded()
        #expect(root.subviews.map(\.frame.width) == (0..<10).map { CGFloat(5 + $0) })
    }

    /// A view held only at one edge is as wide as nothing constrains it to be, zero, at that edge, in either
    /// direction: the frames Stevia's tests expect of UIKit (`|v` and `v|`, with and without right to left).
    @Test(arguments: [(UISemanticContentAttribute.unspecified, true), (.unspecified, false),
                      (.forceRightToLeft, true), (.forceRightToLeft, false)])
    func aViewHeldAtOneEdgeIsZeroWideAtThatEdge(direction: UISemanticContentAttribute, leading: Bool) {
        let root = makeRoot(width: 375)
        root.semanticContentAttribute = direction
        let view = addConstrainedSubview(to: root)
        (leading ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                 : view.trailingAnchor.constraint(equalTo: root.trailingAnchor)).isActive = true
        root.layoutIfNeeded()
        let atLeftEdge = leading == (direction == .unspecified)
        #expect(view.frame == CGRect(x: atLeftEdge ? 0 : 375, y: 0, width: 0, height: 0))
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        let root = makeRoot(width: 300, height: 100)
        root.semanticContentAttribute = .forceRightToLeft
        let first = UIView(), second = UIView()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 50),
                                         view.heightAnchor.constraint(equalToConstant: 20),
                                         view.topAnchor.constraint(equalTo: root.topAnchor)])
        }
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        #expect(first.frame.minX == 230)
        #expect(second.frame.minX == 172)
        root.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        #expect(first.frame.minX == 20)
        #expect(second.frame.minX == 78)
    }

    /// A container 200 wide at x = 100 and a 20-wide child pinned by a multiplied position on the container.
    private func multipliedChild(_ position: (UIView, UIView) -> NSLayoutConstraint,
                                 direction: UISemanticContentAttribute = .unspecified) -> UIView {
        let root = makeRoot(width: 400, height: 400)
        root.semanticContentAttribute = direction
        let container = UIView(), child = UIView()
        root.addSubview(container)
        container.addSubview(child)
        for view in [container, child] { view.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
            child.topAnchor.constraint(equalTo: container.topAnchor), position(child, container),
        ])
        root.layoutIfNeeded()
        return child
    }

    /// `centerX == 0.5 × superview.centerX` puts the centre at a quarter of the superview's width, wherever the
    /// superview is: positions are measured in the items' nearest common ancestor, as in Apple's engine.
    @Test func multipliedPositionsAreMeasuredInTheCommonAncestor() {
        let child = multipliedChild { child, container in
            NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                               multiplier: 0.5, constant: 0)
        }
        #expect(child.frame == CGRect(x: 40, y: 0, width: 20, height: 20))
    }

    /// Right to left, a multiplied trailing position gives the mirror image of the left-to-right layout.
    @Test func rightToLeftMirrorsMultipliedPositions() {
        func trailingAtHalf(_ child: UIView, _ container: UIView) -> NSLayoutConstraint {
            NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailing,
                               multiplier: 0.5, constant: 0)
        }
        #expect(multipliedChild(trailingAtHalf).frame.minX == 80)
        #expect(multipliedChild(trailingAtHalf, direction: .forceRightToLeft).frame.minX == 100)
    }

    @Test func removingAViewRemovesItsConstraints() {
        let root = makeRoot()
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let tie = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        tie.isActive = true
        #expect(tie.isActive)
        b.removeFromSuperview()
        #expect(!tie.isActive)
        #expect(root.constraints.isEmpty)
    }

    /// Activates the width constraints with those that place the box, 10 points tall, at the root's corner, in
    /// one pass; returns what the pass logged.
    func layOut(_ box: UIView, in root: UIView, widths: [NSLayoutConstraint]) -> [String] {
        capturingLog {
            NSLayoutConstraint.activate(widths + [box.heightAnchor.constraint(equalToConstant: 10),
                                                  box.topAnchor.constraint(equalTo: root.topAnchor),
                                                  box.leftAnchor.constraint(equalTo: root.leftAnchor)])
            root.layoutIfNeeded()
        }
    }

    @Test func unsatisfiableConstraintsAreReportedAndOneIsBroken() {
        let root = makeRoot()
        let box = addConstrainedSubview(to: root)
        let wide = box.widthAnchor.constraint(equalToConstant: 100)
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        let log = layOut(box, in: root, widths: [wide, narrow])
        #expect(box.frame.width == 100)
        let report = log.joined()
        #expect(report.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n\tProbably at least one"))
        #expect(report.contains("Will attempt to recover by breaking constraint \n\(narrow)"))
        #expect(report.contains("\"\(wide)\""))
        #expect(root.engine.brokenConstraints.count == 1)
    }

    /// A layout pass gives the solver its constraints in one batch, which the solver reorders (inequalities go
    /// in from the last); a conflict still breaks the constraint activated last among those in conflict.
    @Test func aConflictInAPassBreaksTheInequalityActivatedLast() {
        let root = makeRoot()
        let box = addConstrainedSubview(to: root)
        let atMost = box.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
        let atLeast = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        let log = layOut(box, in: root, widths: [atMost, atLeast])
        #expect(log.joined().contains("Will attempt to recover by breaking constraint \n\(atLeast)"))
        #expect(root.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(atLeast)])
        #expect(box.frame.width == 50)
    }

    @Test func constraintDescriptionsUseApplesFormats() {
        let root = makeRoot()
        let a = UIView(), b = UIView()
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        root.addSubview(a)
        root.addSubview(b)
        let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        #expect(spacing.description.hasSuffix(" H:[a]-(8)-[b]   (inactive)>"))
        let width = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -4)
        width.priority = .defaultHigh
        width.identifier = "half"
        width.isActive = true
        #expect(width.description.hasSuffix(" 'half' a.width == 0.5*b.width - 4 priority:750   (active)>"))
        let pinned = a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20)
        #expect(pinned.description.contains(" H:|-(20)-[a](LTR)   (inactive, names: '|':UIView:0x"))
    }

    @Test func ambiguousLayoutIsDetected() {
        let root = makeRoot()
        let first = UIView(), second = UIView()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: root.topAnchor),
                                         view.heightAnchor.constraint(equalToConstant: 20)])
        }
        // H:|[view1]-[view2]|
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            root.trailingAnchor.constraint(equalTo: second.trailingAnchor),
        ])
        #expect(first.hasAmbiguousLayout)
        #expect(second.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        first.widthAnchor.constraint(equalToConstant: 100).isActive = true
        #expect(!first.hasAmbiguousLayout)
        #expect(!second.hasAmbiguousLayout)
    }

    /// Two hierarchies with conflicts laid out at the same time, each under its own log handler: each sees its
    /// own report only, and the process-wide handler sees neither.
    @Test func concurrentLayoutsKeepTheirLogsApart() async {
        func conflictingLayout(width: CGFloat) -> [String] {
            capturingLog {
                let root = makeRoot()
                let view = addConstrainedSubview(to: root)
                view.accessibilityIdentifier = "view\(Int(width))"
                NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: width),
                                             view.widthAnchor.constraint(equalToConstant: width + 1)])
                root.layoutIfNeeded()
            }
        }
        async let first = Task.detached { await conflictingLayout(width: 100) }.value
        async let second = Task.detached { await conflictingLayout(width: 200) }.value
        let (a, b) = await (first, second)
        #expect(a.count == 1 && a[0].contains("view100") && !a[0].contains("view200"))
        #expect(b.count == 1 && b[0].contains("view200") && !b[0].contains("view100"))
    }

    /// A required constant changed into a conflict is broken at once, with Apple's report naming what it
    /// contradicts; changed back, it holds again.
    @Test func aConflictingConstantChangeIsBrokenAndReported() {
        let root = makeRoot()
        let view = addConstrainedSubview(to: root)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        let limit = view.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        NSLayoutConstraint.activate([width, limit, view.heightAnchor.constraint(equalToConstant: 10),
                                     view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let log = capturingLog {
            width.constant = 200
            root.layoutIfNeeded()
        }
        #expect(log.count == 1)
        #expect(log.first?.contains("\(limit)") == true && log.first?.contains("Will attempt to recover by breaking constraint \n\(width)") == true)
        #expect(view.frame.width == 150)
        #expect(root.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
        width.constant = 120
        root.layoutIfNeeded()
        #expect(view.frame.width == 120)
    }

    /// The bottom-up pass skips subtrees where nothing needs an update, yet still reaches a deep view marked
    /// after the first pass and a view added to a hierarchy that was clean.
    @Test func updateConstraintsReachesViewsMarkedOrAddedAfterTheFirstPass() {
        final class Counting: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let root = makeRoot()
        let middle = addConstrainedSubview(to: root, Counting())
        let deep = Counting()
        _ = addConstrainedSubview(to: middle, deep)
        let bystander = addConstrainedSubview(to: root, Counting())
        root.layoutIfNeeded()
        let counted = [middle, deep, bystander].map { ($0 as! Counting).updates }
        #expect(counted == [1, 1, 1])
        #expect(!root.subtreeNeedsUpdateConstraints)

        deep.setNeedsUpdateConstraints()
        #expect(root.subtreeNeedsUpdateConstraints && middle.subtreeNeedsUpdateConstraints)
        #expect(!bystander.subtreeNeedsUpdateConstraints)
        root.layoutIfNeeded()
        #expect([middle, deep, bystander].map { ($0 as! Counting).updates } == [1, 2, 1])

        let late = Counting()
        _ = addConstrainedSubview(to: bystander, late)
        root.layoutIfNeeded()
        #expect(late.updates == 1)
        #expect([middle, deep, bystander].map { ($0 as! Counting).updates } == [1, 2, 1])
    }

    /// A fitting pass solves the same constraints in an engine of its own: before the hierarchy's first pass and
    /// after it, it leaves the hierarchy's engine with one copy of each, so later changes apply without conflict.
    @Test func fittingPassesLeaveTheHierarchysEngineOneCopyOfEachConstraint() {
        let root = makeRoot()
        let card = addConstrainedSubview(to: root)
        let label = addConstrainedSubview(to: card)
        let width = label.widthAnchor.constraint(equalToConstant: 100)
        let messages = capturingLog {
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.topAnchor.constraint(equalTo: root.topAnchor),
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                card.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 10),
                card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 10),
                width, label.heightAnchor.constraint(equalToConstant: 20),
            ])
            #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 40))
            root.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
            #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 40))
            width.constant = 200
            root.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 0, y: 0, width: 220, height: 40))
            width.isActive = false
            width.isActive = true
            width.constant = 50
            root.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 0, y: 0, width: 70, height: 40))
        }
        #expect(messages.isEmpty)
    }
}
