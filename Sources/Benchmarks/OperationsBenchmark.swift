import AutoLayout
import Foundation

/// Everyday changes to a large hierarchy that once cost time quadratic in its size: each touches a tenth of
/// the views (or, for a stack filling a row equally, every gap or every other view; or one view inserted at the
/// front of a row spaced or centred equally), then the hierarchy is laid out again. A row of labels chained by
/// their leading edges, a vertical stack view of labels, and horizontal stacks of every distribution but
/// `.fillProportionally`. And one step of scrolling a vertical stack of labels in a scroll view (6 ms at 4,000
/// labels when the scroll view's constraints were reinstalled at each step), and new margins for every label of
/// a stack (12.6 s for 2,000 cells when each view's new margins rebuilt every constraint naming it). And a tall
/// stack of `.fillEqually` rows of 20 labels, each row given a new spacing or losing one label to hiding (the
/// rows' folded markers made each change cost the number of rows: 0.43 s to hide one label in each of 800 rows),
/// turned right to left one row at a time (each reread every constraint installed: 0.93 s for 400 rows of
/// `.fill`), or given a new alignment (each deactivation searched the constraints waiting for the pass); and
/// a new font for a label in each row of `.fillProportionally` rows (each row replaced constraints still waiting
/// behind those of the rows before it), and one label of each `.fillEqually` row moved into another view (each
/// view that left read the list of views to rebuild: 0.74 s for 4,000 cells).
struct OperationsBenchmark {
    let views: Int

    struct Figures {
        /// Every tenth label of the row removed from its superview.
        var removeTenth: Double
        /// Every tenth leading constraint of the row deactivated and replaced by a new, equal one.
        var replaceTenth: Double
        /// Every tenth arranged label of the stack hidden (the first stays shown).
        var hideTenthInStack: Double
        /// Every tenth arranged label removed from the stack.
        var removeTenthFromStack: Double
        /// A `.fillEqually` row stack given a new spacing: every gap's constant changes.
        var respaceEqualStack: Double
        /// Every other label of a `.fillEqually` row stack hidden.
        var hideHalfOfEqualStack: Double
        /// A `.fill` row stack switched to `.fillEqually`.
        var fillToFillEqually: Double
        /// A label inserted at the front of an `.equalSpacing` row stack.
        var insertFrontOfEqualSpacing: Double
        /// A label inserted at the front of an `.equalCentering` row stack.
        var insertFrontOfEqualCentering: Double
        /// Every tenth label of an `.equalSpacing` row stack hidden.
        var hideTenthOfEqualSpacing: Double
        /// A scroll view holding a vertical stack of the labels scrolled by 10 points and laid out (the median of
        /// 100 steps).
        var scrollStep: Double
        /// Every arranged label of a vertical stack given new layout margins.
        var marginsOfEveryLabel: Double
        /// Each row of a vertical stack of `.fillEqually` rows of 20 labels given a new spacing.
        var respaceEveryEqualRow: Double
        /// One label hidden in each row of such a stack.
        var hideOneInEveryEqualRow: Double
        /// Each row of such a stack turned right to left.
        var everyEqualRowRightToLeft: Double
        /// Each row of such a stack given a new alignment.
        var realignEveryEqualRow: Double
        /// A new font for one label of each row of a vertical stack of `.fillProportionally` rows of 20 labels.
        var fontInEveryProportionalRow: Double
        /// One label of each `.fillEqually` row moved into a view beside the stack.
        var moveOneOutOfEveryEqualRow: Double
    }

    /// Medians, in milliseconds, of each change and the layout after it, each on a hierarchy of its own.
    @MainActor
    func run(repeats: Int) -> Figures {
        var figures: [[Double]] = Array(repeating: [], count: 18)
        let tenth = Array(stride(from: 5, to: views, by: 10))
        for _ in 0..<repeats {
            let row = LabelRow(views: views), other = LabelRow(views: views)
            figures[0].append(milliseconds { removeViews(at: tenth, from: row) })
            figures[1].append(milliseconds { replaceLeadings(at: tenth, in: other) })
            let stack = labelStack(), another = labelStack()
            figures[2].append(milliseconds { hideViews(at: tenth, in: stack) })
            figures[3].append(milliseconds { removeViews(at: tenth, from: another) })
            let equal = rowStack(.fillEqually), otherEqual = rowStack(.fillEqually), filled = rowStack(.fill)
            figures[4].append(milliseconds { respace(equal) })
            figures[5].append(milliseconds { hideViews(at: Array(stride(from: 1, to: views, by: 2)), in: otherEqual) })
            figures[6].append(milliseconds { fillEqually(filled) })
            let spaced = rowStack(.equalSpacing), centered = rowStack(.equalCentering), otherSpaced = rowStack(.equalSpacing)
            figures[7].append(milliseconds { insertAtFront(of: spaced) })
            figures[8].append(milliseconds { insertAtFront(of: centered) })
            figures[9].append(milliseconds { hideViews(at: tenth, in: otherSpaced) })
            let scrollView = scrollingStack()
            figures[10].append(median((1...100).map { step in milliseconds { scroll(scrollView, to: Double(step) * 10) } }))
            let margined = labelStack()
            figures[11].append(milliseconds { setMargins(of: margined) })
            let rows = equalRows(), otherRows = equalRows()
            figures[12].append(milliseconds { respaceRows(of: rows) })
            figures[13].append(milliseconds { hideOneInEachRow(of: otherRows) })
            let flipped = equalRows(), realigned = equalRows()
            figures[14].append(milliseconds { turnRightToLeft(flipped) })
            figures[15].append(milliseconds { realignRows(of: realigned) })
            let proportional = equalRows(.fillProportionally)
            figures[16].append(milliseconds { setFontInEachRow(of: proportional) })
            let left = equalRows()
            figures[17].append(milliseconds { moveOneOutOfEachRow(of: left) })
        }
        return Figures(removeTenth: median(figures[0]), replaceTenth: median(figures[1]),
                       hideTenthInStack: median(figures[2]), removeTenthFromStack: median(figures[3]),
                       respaceEqualStack: median(figures[4]), hideHalfOfEqualStack: median(figures[5]),
                       fillToFillEqually: median(figures[6]), insertFrontOfEqualSpacing: median(figures[7]),
                       insertFrontOfEqualCentering: median(figures[8]), hideTenthOfEqualSpacing: median(figures[9]),
                       scrollStep: median(figures[10]), marginsOfEveryLabel: median(figures[11]),
                       respaceEveryEqualRow: median(figures[12]), hideOneInEveryEqualRow: median(figures[13]),
                       everyEqualRowRightToLeft: median(figures[14]), realignEveryEqualRow: median(figures[15]),
                       fontInEveryProportionalRow: median(figures[16]), moveOneOutOfEveryEqualRow: median(figures[17]))
    }

    // Each change is a function of its own, not inlined, so that a profiler can tell them apart.

    @inline(never)
    @MainActor
    private func removeViews(at indices: [Int], from row: LabelRow) {
        for index in indices { row.labels[index].removeFromSuperview() }
        row.root.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func replaceLeadings(at indices: [Int], in row: LabelRow) {
        for index in indices { row.replaceLeading(of: index) }
        row.root.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func hideViews(at indices: [Int], in stack: UIStackView) {
        for index in indices { stack.arrangedSubviews[index].isHidden = true }
        stack.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func removeViews(at indices: [Int], from stack: UIStackView) {
        let leaving = indices.map { stack.arrangedSubviews[$0] }
        for view in leaving { view.removeFromSuperview() }
        stack.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func respace(_ stack: UIStackView) {
        stack.spacing = 8
        stack.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func fillEqually(_ stack: UIStackView) {
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func insertAtFront(of stack: UIStackView) {
        stack.insertArrangedSubview(UILabel(text: "New label"), at: 0)
        stack.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func setMargins(of stack: UIStackView) {
        for view in stack.arrangedSubviews { view.layoutMargins = UIEdgeInsets(top: 2, left: 16, bottom: 2, right: 16) }
        stack.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func respaceRows(of stack: UIStackView) {
        for case let row as UIStackView in stack.arrangedSubviews { row.spacing = 2 }
        stack.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func hideOneInEachRow(of stack: UIStackView) {
        for case let row as UIStackView in stack.arrangedSubviews { row.arrangedSubviews[5].isHidden = true }
        stack.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func turnRightToLeft(_ stack: UIStackView) {
        for row in stack.arrangedSubviews { row.semanticContentAttribute = .forceRightToLeft }
        stack.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func realignRows(of stack: UIStackView) {
        for case let row as UIStackView in stack.arrangedSubviews { row.alignment = .center }
        stack.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func setFontInEachRow(of stack: UIStackView) {
        for case let row as UIStackView in stack.arrangedSubviews { (row.arrangedSubviews[1] as? UILabel)?.font = UIFont.systemFont(ofSize: 20) }
        stack.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func moveOneOutOfEachRow(of stack: UIStackView) {
        let holder = UIView()
        stack.addSubview(holder)
        for row in stack.arrangedSubviews { holder.addSubview(row.subviews[5]) }
        stack.layoutIfNeeded()
    }

    @inline(never)
    @MainActor
    private func scroll(_ scrollView: UIScrollView, to offset: Double) {
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        scrollView.layoutIfNeeded()
    }

    /// A scroll view 800 points tall holding a vertical stack of labels as its content, as wide as its frame.
    @MainActor
    private func scrollingStack() -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let stack = UIStackView(arrangedSubviews: (0..<views).map { UILabel(text: "Label \($0)") })
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: content.topAnchor), stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        scrollView.layoutIfNeeded()
        return scrollView
    }

    /// A horizontal stack of labels 4 points apart, with room to spare, laid out.
    @MainActor
    private func rowStack(_ distribution: UIStackView.Distribution) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: (0..<views).map { UILabel(text: "Label \($0)") })
        stack.distribution = distribution
        stack.spacing = 4
        stack.frame = CGRect(x: 0, y: 0, width: Double(views) * 100, height: 30)
        stack.layoutIfNeeded()
        return stack
    }

    /// A vertical stack of rows of 20 labels (the views in all, to the nearest 20), each `.fillEqually` unless
    /// told otherwise, laid out.
    @MainActor
    private func equalRows(_ distribution: UIStackView.Distribution = .fillEqually) -> UIStackView {
        let rows = (0..<max(1, views / 20)).map { _ in
            let row = UIStackView(arrangedSubviews: (0..<20).map { UILabel(text: "Label \($0)") })
            row.distribution = distribution
            row.spacing = 4
            return row
        }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 2_000, height: Double(rows.count) * 30)
        stack.layoutIfNeeded()
        return stack
    }

    @MainActor
    private func labelStack() -> UIStackView {
        let stack = UIStackView(arrangedSubviews: (0..<views).map { UILabel(text: "Label \($0)") })
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: Double(views) * 30)
        stack.layoutIfNeeded()
        return stack
    }

    /// A row of labels, each leading edge 8 points after the previous label, laid out.
    @MainActor
    private final class LabelRow {
        let root: UIView
        var labels: [UILabel] = []
        var leadings: [NSLayoutConstraint] = []

        init(views: Int) {
            root = UIView(frame: CGRect(x: 0, y: 0, width: Double(views) * 80, height: 100))
            var constraints: [NSLayoutConstraint] = []
            for index in 0..<views {
                let label = UILabel(text: "View \(index)")
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                leadings.append(label.leadingAnchor.constraint(equalTo: labels.last?.trailingAnchor ?? root.leadingAnchor, constant: 8))
                constraints += [leadings[index], label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)]
                labels.append(label)
            }
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        }

        func replaceLeading(of index: Int) {
            leadings[index].isActive = false
            leadings[index] = labels[index].leadingAnchor.constraint(equalTo: labels[index - 1].trailingAnchor, constant: 8)
            leadings[index].isActive = true
        }
    }
}
