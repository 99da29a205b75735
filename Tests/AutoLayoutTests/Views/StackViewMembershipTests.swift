import AutoLayout
import Testing

/// Adding and removing arranged views rebuilds only the constraints around them; these tests check that what is
/// left is what a full rebuild makes, and that filling a stack one view and one layout at a time stays linear.
@MainActor
@Suite("Stack view membership changes")
struct StackViewMembershipTests {
    /// A change to the arranged views, made before one layout pass.
    enum Step: Sendable {
        case append, insert(at: Int), insertHidden(at: Int), remove(at: Int), removeFromSuperview(at: Int)
        case appendThenRemoveIt, removeThenPutBack(at: Int), move(from: Int, to: Int), hide(at: Int)
        case spacing(CGFloat), systemSpacing, customSpacing(CGFloat, after: Int), resetCustomSpacing(after: Int)
    }

    /// Steps that touch the first, the last and middle views, several in one pass, hidden views, and the cases
    /// that fall back to a full rebuild (a new first view, a view that moves or comes back), and new gaps: the
    /// spacing, and a custom spacing set and reset.
    nonisolated private static let steps: [[Step]] = [
        [.append], [.insert(at: 3)], [.insertHidden(at: 2)], [.append, .append], [.remove(at: 4)],
        [.removeFromSuperview(at: 1)], [.remove(at: 2), .remove(at: 2)], [.appendThenRemoveIt], [.hide(at: 3), .insert(at: 4)],
        [.remove(at: 3)], [.removeThenPutBack(at: 2)], [.move(from: 1, to: 5)], [.insert(at: 0)], [.remove(at: 0)],
        [.removeFromSuperview(at: 6)], [.insertHidden(at: 7), .append], [.remove(at: 1), .insert(at: 5)],
        [.spacing(6)], [.customSpacing(20, after: 1), .hide(at: 2)], [.resetCustomSpacing(after: 2)],
        [.systemSpacing, .append], [.customSpacing(3, after: 0), .remove(at: 1)],
    ]

    private var counter = 0

    private mutating func label() -> UILabel {
        counter += 1
        return UILabel(text: "Label \(counter)\(String(repeating: "m", count: counter % 4))")
    }

    private mutating func apply(_ step: Step, to stack: UIStackView) {
        let views = stack.arrangedSubviews
        switch step {
        case .append: stack.addArrangedSubview(label())
        case let .insert(index): stack.insertArrangedSubview(label(), at: index)
        case let .insertHidden(index):
            let hidden = label()
            hidden.isHidden = true
            stack.insertArrangedSubview(hidden, at: index)
        case let .remove(index): stack.removeArrangedSubview(views[index])
        case let .removeFromSuperview(index): views[index].removeFromSuperview()
        case .appendThenRemoveIt:
            let view = label()
            stack.addArrangedSubview(view)
            stack.removeArrangedSubview(view)
            view.removeFromSuperview()
        case let .removeThenPutBack(index):
            stack.removeArrangedSubview(views[index])
            stack.insertArrangedSubview(views[index], at: index)
        case let .move(from, to): stack.insertArrangedSubview(views[from], at: to)
        case let .hide(index): views[index].isHidden = true
        case let .spacing(spacing): stack.spacing = spacing
        case .systemSpacing: stack.spacing = UIStackView.spacingUseSystem
        case let .customSpacing(spacing, index): stack.setCustomSpacing(spacing, after: views[index])
        case let .resetCustomSpacing(index): stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[index])
        }
    }

    @Test(arguments: [UIStackView.Alignment.fill, .leading, .trailing, .center, .firstBaseline, .lastBaseline],
          [UIStackView.Distribution.fill, .fillEqually, .equalSpacing, .equalCentering])
    mutating func incrementalChangesLeaveWhatAFullRebuildMakes(alignment: UIStackView.Alignment,
                                                               distribution: UIStackView.Distribution) {
        for axis in [NSLayoutConstraint.Axis.vertical, .horizontal] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 1200, height: 600))
            let stack = UIStackView(arrangedSubviews: (0..<6).map { _ in label() })
            (stack.axis, stack.alignment, stack.distribution, stack.spacing) = (axis, alignment, distribution, 4)
            stack.setCustomSpacing(12, after: stack.arrangedSubviews[2])
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                         stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
            root.layoutIfNeeded()
            for step in StackViewMembershipTests.steps {
                for change in step { apply(change, to: stack) }
                root.layoutIfNeeded()
                let frames = stack.arrangedSubviews.map(\.frame)
                let incremental = Set(stack.constraints.map(ObjectIdentifier.init))
                stack.alignment = alignment  // setting the alignment, even to its value, rebuilds the whole arrangement
                root.layoutIfNeeded()
                let full = Set(stack.constraints.map(ObjectIdentifier.init))
                #expect(full.symmetricDifference(incremental).isEmpty, "\(axis) after \(step)")
                #expect(stack.arrangedSubviews.map(\.frame) == frames, "\(axis) after \(step)")
            }
            #expect(root.brokenConstraints.isEmpty)
        }
    }

    /// A view added to a stack of 200 and laid out replaces a handful of the stack's constraints, not all of
    /// them: the constraints the stack had stay the same objects.
    @Test mutating func addingAViewKeepsTheOtherConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let stack = UIStackView(arrangedSubviews: (0..<200).map { _ in label() })
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                     stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        let before = Set(stack.constraints.map(ObjectIdentifier.init))
        stack.addArrangedSubview(label())
        root.layoutIfNeeded()
        let after = Set(stack.constraints.map(ObjectIdentifier.init))
        // Gone: the last view's trailing canvas connection. New: it again, the spacing, the alignment, the two
        // spanning boundaries and the ambiguity suppression of the new view.
        #expect(before.subtracting(after).count == 1)
        #expect(after.subtracting(before).count == 6)
        #expect(stack.arrangedSubviews.last!.frame.minY == stack.arrangedSubviews[199].frame.maxY)
    }

    /// A view inserted at the front of a `.fillProportionally` row of 100 labels gets the frames of the same
    /// stack built at once. The pass rebuilds the solver's tableau with the new constraints, which refuses them
    /// (the proportions no longer add up with the old ones still waiting to go), and the new label's variables
    /// kept the ids the refused tableau gave them: they went to other symbols, and the pass crashed.
    @Test mutating func aViewInsertedAtTheFrontOfALargeProportionalStackGetsAFreshStacksFrames() {
        func proportionalRow(_ labels: [UILabel]) -> (root: UIView, stack: UIStackView) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 10_000, height: 100))
            let stack = UIStackView(arrangedSubviews: labels)
            (stack.distribution, stack.spacing, stack.frame) = (.fillProportionally, 4, root.bounds)
            root.addSubview(stack)
            root.layoutIfNeeded()
            return (root, stack)
        }
        let live = proportionalRow((0..<100).map { _ in label() })
        live.stack.insertArrangedSubview(UILabel(text: "New"), at: 0)
        live.root.layoutIfNeeded()
        let texts = live.stack.arrangedSubviews.map { ($0 as! UILabel).text! }
        let fresh = proportionalRow(texts.map { UILabel(text: $0) })
        #expect(live.stack.arrangedSubviews.map(\.frame) == fresh.stack.arrangedSubviews.map(\.frame))
        #expect(live.root.brokenConstraints.isEmpty)
    }

    /// A view inserted at the front of an `.equalSpacing` or `.equalCentering` row leaves the gaps after the other
    /// views as they were: each keeps its guide and the guide's constraints, and the equal lengths of
    /// `.equalCentering`, one priority per position, take their new priorities in place. Guides reused by
    /// position moved every gap to the next pair of views: 4,000 of the 10,000 constraints of a row of 1,000
    /// labels replaced, and 1 s to lay it out again.
    @Test(arguments: [UIStackView.Distribution.equalSpacing, .equalCentering])
    mutating func aViewInsertedAtTheFrontKeepsTheGapsAfterTheOthers(distribution: UIStackView.Distribution) {
        func row(_ labels: [UILabel]) -> (root: UIView, stack: UIStackView) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 100))
            let stack = UIStackView(arrangedSubviews: labels)
            (stack.distribution, stack.spacing, stack.frame) = (distribution, 4, root.bounds)
            root.addSubview(stack)
            root.layoutIfNeeded()
            return (root, stack)
        }
        let gapConstraints = { (stack: UIStackView) in
            Set(stack.constraints.filter { $0.identifier == "UISV-distributing-edge" || $0.identifier == "UISV-fill-equally" }
                .map(ObjectIdentifier.init))
        }
        let live = row((0..<40).map { _ in label() })
        let (guides, before) = (live.stack.layoutGuides.map(ObjectIdentifier.init), gapConstraints(live.stack))
        live.stack.insertArrangedSubview(UILabel(text: "New"), at: 0)
        live.root.layoutIfNeeded()
        let after = gapConstraints(live.stack)
        #expect(Set(guides).isSubset(of: live.stack.layoutGuides.map(ObjectIdentifier.init)))
        // The first guide stays first, since every other length is its length: it moves to the gap after the new
        // view (two edges replaced), and a new guide takes the gap it left (two edges and a length).
        #expect(before.subtracting(after).count == 2)
        #expect(after.subtracting(before).count == 5)
        let texts = live.stack.arrangedSubviews.map { ($0 as! UILabel).text! }
        let fresh = row(texts.map { UILabel(text: $0) })
        #expect(live.stack.arrangedSubviews.map(\.frame) == fresh.stack.arrangedSubviews.map(\.frame))
        let priorities = { (stack: UIStackView) in
            stack.constraints.filter { $0.identifier == "UISV-fill-equally" }.map(\.priority).sorted()
        }
        #expect(priorities(live.stack) == priorities(fresh.stack))
        #expect(live.root.brokenConstraints.isEmpty)
    }

    /// A `.fillProportionally` stack whose proportions change replaces its whole arrangement, the gaps whose
    /// constants alone changed included, and lays out as a stack built so. Kept with new constants, the gaps moved
    /// the solver's rows once and the new proportions again: 3 s for a new spacing at 3,000 labels.
    @Test(arguments: ["spacing", "hide", "insert"])
    mutating func aProportionalStackWhoseSharesChangeReplacesItsWholeArrangement(change: String) {
        func row(_ labels: [UILabel], spacing: CGFloat, hidden: Set<Int> = []) -> (root: UIView, stack: UIStackView) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 3000, height: 100))
            let stack = UIStackView(arrangedSubviews: labels)
            (stack.distribution, stack.spacing, stack.frame) = (.fillProportionally, spacing, root.bounds)
            for index in hidden { labels[index].isHidden = true }
            root.addSubview(stack)
            root.layoutIfNeeded()
            return (root, stack)
        }
        let live = row((0..<40).map { UILabel(text: "Label \($0)") }, spacing: 4)
        let before = Set(live.stack.constraints.map(ObjectIdentifier.init))
        switch change {
        case "spacing": live.stack.spacing = 8
        case "hide": live.stack.arrangedSubviews[3].isHidden = true
        default: live.stack.insertArrangedSubview(UILabel(text: "New"), at: 0)
        }
        live.root.layoutIfNeeded()
        #expect(before.isDisjoint(with: live.stack.constraints.map(ObjectIdentifier.init)))
        let labels = live.stack.arrangedSubviews.map { UILabel(text: ($0 as! UILabel).text!) }
        let hidden = Set(live.stack.arrangedSubviews.indices.filter { live.stack.arrangedSubviews[$0].isHidden })
        let fresh = row(labels, spacing: live.stack.spacing, hidden: hidden)
        #expect(live.stack.arrangedSubviews.map(\.frame) == fresh.stack.arrangedSubviews.map(\.frame))
        #expect(live.stack.constraints.count == fresh.stack.constraints.count)
        #expect(live.root.brokenConstraints.isEmpty)
    }
}
