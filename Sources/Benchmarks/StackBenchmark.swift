import AutoLayout
import Foundation

/// A vertical stack of labels built and laid out, then one arranged label hidden and the stack laid out again
/// (issue 16's benchmark row).
struct StackBenchmark {
    let views: Int

    /// Median milliseconds of: building and first layout, and the relayout after hiding one arranged view.
    func run(repeats: Int) -> (build: Double, relayoutAfterHiding: Double) {
        var builds: [Double] = [], relayouts: [Double] = []
        for _ in 0..<repeats {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: Double(views) * 30))
            var stack: UIStackView?
            builds.append(milliseconds {
                let made = UIStackView(arrangedSubviews: (0..<views).map { UILabel(text: "Label \($0)") })
                made.axis = .vertical
                made.spacing = 4
                made.frame = root.bounds
                root.addSubview(made)
                root.layoutIfNeeded()
                stack = made
            })
            relayouts.append(milliseconds {
                stack?.arrangedSubviews[views / 2].isHidden = true
                root.layoutIfNeeded()
            })
        }
        return (median(builds), median(relayouts))
    }
}
