import AutoLayout
import Foundation

/// The engine-level figure of the layout issue: a row of views laid out with anchors; then one constraint's
/// constant changes and the hierarchy is laid out again.
struct RelayoutBenchmark {
    let views: Int

    /// Median milliseconds of: building and first layout, and one relayout after a constant change.
    @MainActor
    func run(repeats: Int) -> (build: Double, relayout: Double, relayoutP99: Double) {
        var builds: [Double] = [], relayouts: [Double] = []
        for _ in 0..<repeats {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: Double(views) * 80, height: 100))
            var previous: UIView?
            var first: NSLayoutConstraint?
            builds.append(milliseconds {
                var constraints: [NSLayoutConstraint] = []
                for index in 0..<views {
                    let view = UILabel(text: "View \(index)")
                    view.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(view)
                    let leading = view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 8)
                    if previous == nil { first = leading }
                    constraints += [leading, view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)]
                    previous = view
                }
                NSLayoutConstraint.activate(constraints)
                root.layoutIfNeeded()
            })
            for step in 0..<200 {
                relayouts.append(milliseconds {
                    first?.constant = CGFloat(8 + step % 20)
                    root.layoutIfNeeded()
                })
            }
        }
        return (median(builds), median(relayouts), percentile(relayouts, 0.99))
    }
}
