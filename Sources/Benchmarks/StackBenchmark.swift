import AutoLayout
import Foundation

/// A vertical stack of labels built and laid out, then one arranged label hidden and the stack laid out again
/// (issue 16's benchmark row); and the same stack sized by its content, pinned at its top and leading edges only,
/// where its width is the widest label's (issue 18's pathological case: minutes at 1,000 labels), also with its
/// labels aligned at their leading edges (another: quadratic, 617 ms at 3,200 labels); a horizontal stack
/// whose labels fill a fixed width equally (another: 12.7 s at 800 labels), also with every other label hidden
/// (0.25 s at 2,000 labels before optional equalities were hardened); and the stack sized by its content with
/// `.fillProportionally` (2.0 s at 2,000 labels before that); and a horizontal `.equalSpacing` stack squeezed
/// into 30 points a label, whose compression goes from label to label as each width is floored at zero, and that
/// stack losing its first label (a rebuild: parking its size floors among the rest made it 2.3 s at 2,000 labels
/// squeezed into 90 points each).
struct StackBenchmark {
    let views: Int

    /// Median milliseconds of: building and first layout, the relayout after hiding one arranged view,
    /// building and laying out the stack sized by its content, the same aligned at the leading edges, the
    /// stack filling a fixed width equally, the same with every other label hidden, the stack sized by its
    /// content with proportional lengths, the squeezed `.equalSpacing` stack, and the relayout after it loses its
    /// first label.
    @MainActor
    func run(repeats: Int) -> Figures {
        var builds: [Double] = [], relayouts: [Double] = [], contentSized: [Double] = [], leadingAligned: [Double] = []
        var fillEqually: [Double] = [], halfHidden: [Double] = [], proportional: [Double] = [], squeezed: [Double] = []
        var squeezedRemovals: [Double] = []
        for _ in 0..<repeats {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: Double(views) * 30))
            var stack: UIStackView?
            builds.append(milliseconds { stack = buildStack(in: root) })
            relayouts.append(milliseconds { hideOne(of: stack, in: root) })
            let fittingRoot = UIView(frame: root.frame)
            contentSized.append(milliseconds { buildContentSizedStack(in: fittingRoot) })
            let alignedRoot = UIView(frame: root.frame)
            leadingAligned.append(milliseconds { buildContentSizedStack(in: alignedRoot, alignment: .leading) })
            let wideRoot = UIView(frame: CGRect(x: 0, y: 0, width: Double(views) * 90, height: 100))
            fillEqually.append(milliseconds { buildEquallyFilledStack(in: wideRoot) })
            let halfHiddenRoot = UIView(frame: wideRoot.frame)
            halfHidden.append(milliseconds { buildEquallyFilledStack(in: halfHiddenRoot, hidingEveryOther: true) })
            let proportionalRoot = UIView(frame: root.frame)
            proportional.append(milliseconds { buildContentSizedStack(in: proportionalRoot, distribution: .fillProportionally) })
            let narrowRoot = UIView(frame: CGRect(x: 0, y: 0, width: Double(views) * 30, height: 100))
            var squeezedStack: UIStackView?
            squeezed.append(milliseconds { squeezedStack = buildSqueezedEquallySpacedStack(in: narrowRoot) })
            squeezedRemovals.append(milliseconds { removeFirst(of: squeezedStack, in: narrowRoot) })
        }
        return Figures(build: median(builds), relayoutAfterHiding: median(relayouts), contentSizedBuild: median(contentSized),
                       leadingAlignedBuild: median(leadingAligned), fillEquallyBuild: median(fillEqually),
                       halfHiddenFillEquallyBuild: median(halfHidden), proportionalContentSizedBuild: median(proportional),
                       squeezedEqualSpacingBuild: median(squeezed), squeezedRemoveFirst: median(squeezedRemovals))
    }

    struct Figures {
        var build: Double, relayoutAfterHiding: Double, contentSizedBuild: Double, leadingAlignedBuild: Double
        var fillEquallyBuild: Double, halfHiddenFillEquallyBuild: Double, proportionalContentSizedBuild: Double
        var squeezedEqualSpacingBuild: Double, squeezedRemoveFirst: Double
    }

    /// A horizontal `.equalSpacing` stack filling a root too narrow for its labels, built and laid out.
    @inline(never)
    @MainActor
    private func buildSqueezedEquallySpacedStack(in root: UIView) -> UIStackView {
        let stack = labelStack(.horizontal)
        stack.distribution = .equalSpacing
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        return stack
    }

    /// The first arranged label taken out of a stack, and the root laid out again.
    @inline(never)
    @MainActor
    private func removeFirst(of stack: UIStackView?, in root: UIView) {
        stack?.arrangedSubviews.first?.removeFromSuperview()
        root.layoutIfNeeded()
    }

    /// A horizontal stack filling the root, its labels (the shown ones) equally wide, built and laid out.
    @inline(never)
    @MainActor
    private func buildEquallyFilledStack(in root: UIView, hidingEveryOther: Bool = false) {
        let stack = labelStack(.horizontal)
        stack.distribution = .fillEqually
        for (index, label) in stack.arrangedSubviews.enumerated() where hidingEveryOther && index % 2 == 1 { label.isHidden = true }
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
    }

    /// The stack pinned at its top and leading edges, so that its size is its content's, built and laid out.
    @inline(never)
    @MainActor
    private func buildContentSizedStack(in root: UIView, alignment: UIStackView.Alignment = .fill,
                                        distribution: UIStackView.Distribution = .fill) {
        let stack = labelStack(.vertical)
        stack.alignment = alignment
        stack.distribution = distribution
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                     stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
    }

    /// The stack, built and laid out in the root. Not inlined, so that a profiler can tell the two steps apart.
    @inline(never)
    @MainActor
    private func buildStack(in root: UIView) -> UIStackView {
        let stack = labelStack(.vertical)
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        return stack
    }

    /// A stack of `views` labels along an axis, 4 points apart.
    @MainActor
    private func labelStack(_ axis: NSLayoutConstraint.Axis) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: (0..<views).map { UILabel(text: "Label \($0)") })
        stack.axis = axis
        stack.spacing = 4
        return stack
    }

    /// Hides the middle arranged view and lays the root out again. Not inlined, as ``buildStack(in:)``.
    @inline(never)
    @MainActor
    private func hideOne(of stack: UIStackView?, in root: UIView) {
        stack?.arrangedSubviews[views / 2].isHidden = true
        root.layoutIfNeeded()
    }
}
