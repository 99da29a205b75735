import AutoLayout
import Foundation

/// A vertical stack of labels built and laid out, then one arranged label hidden and the stack laid out again
/// (issue 16's benchmark row).
struct StackBenchmark {
    let views: Int

    /// Median milliseconds of: building and first layout, and the relayout after hiding one arranged view.
    @MainActor
    func run(repeats: Int) -> (build: Double, relayoutAfterHiding: Double) {
        var builds: [Double] = [], relayouts: [Double] = []
        for _ in 0..<repeats {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: Double(views) * 30))
            var stack: UIStackView?
            builds.append(milliseconds { stack = buildStack(in: root) })
            relayouts.append(milliseconds { hideOne(of: stack, in: root) })
        }
        return (median(builds), median(relayouts))
    }

    /// The stack, built and laid out in the root. Not inlined, so that a profiler can tell the two steps apart.
    @inline(never)
    @MainActor
    private func buildStack(in root: UIView) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: (0..<views).map { UILabel(text: "Label \($0)") })
        stack.axis = .vertical
        stack.spacing = 4
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
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
