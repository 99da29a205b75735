import AutoLayout
import Foundation

/// A row of views whose first leading constant changes, animated over one second and sampled at 60 frames
/// (issue 17's benchmark row): UIKit's way (frames jump, presentation frames read each frame) and AppKit's way
/// (the constant itself moves through `animator()`, and the row is laid out again each frame).
struct AnimationBenchmark {
    let views: Int

    /// Median milliseconds: starting the UIKit animation (with its layout pass), one UIKit frame (advance and
    /// read every presentation frame), and one AppKit frame (advance, relayout, read every frame).
    @MainActor
    func run(repeats: Int) -> (start: Double, uikitFrame: Double, appkitFrame: Double) {
        var starts: [Double] = [], uikitFrames: [Double] = [], appkitFrames: [Double] = []
        for _ in 0..<repeats {
            let clock = AnimationClock()
            AnimationClock.$current.withValue(clock) {
                let (root, row, leading) = makeRow()
                starts.append(milliseconds {
                    UIView.animate(withDuration: 1, animations: {
                        leading.constant = 100
                        root.layoutIfNeeded()
                    })
                })
                uikitFrames += sampleFrames(clock) { totalMinX(row) { $0.layer.presentation()!.frame.minX } }
                NSAnimationContext.runAnimationGroup { context in
                    context.duration = 1
                    leading.animator().constant = 0
                }
                appkitFrames += sampleFrames(clock) { totalMinX(row) { $0.frame.minX } }
            }
        }
        return (median(starts), median(uikitFrames), median(appkitFrames))
    }

    @MainActor
    private func makeRow() -> (UIView, [UIView], NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: Double(views) * 30 + 200, height: 100))
        let row = (0..<views).map { _ in UIView() }
        var constraints: [NSLayoutConstraint] = []
        for (index, view) in row.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            constraints += [view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20),
                            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 40)]
            if index > 0 { constraints.append(view.leadingAnchor.constraint(equalTo: row[index - 1].trailingAnchor, constant: 10)) }
        }
        let leading = row[0].leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate(constraints + [leading])
        root.layoutIfNeeded()
        return (root, row, leading)
    }

    /// The sum of a position over the row, in a loop: a closure handed to the standard library would check its
    /// executor for each view.
    @MainActor
    private func totalMinX(_ row: [UIView], _ minX: (UIView) -> CGFloat) -> CGFloat {
        var total: CGFloat = 0
        for view in row { total += minX(view) }
        return total
    }

    /// The milliseconds of each of 60 frames: advance the clock a sixtieth of a second and read every frame.
    @MainActor
    private func sampleFrames(_ clock: AnimationClock, read: () -> CGFloat) -> [Double] {
        var checksum: CGFloat = 0
        let frames = (0..<60).map { _ in
            milliseconds {
                clock.advance(by: 1.0 / 60)
                checksum += read()
            }
        }
        precondition(checksum.isFinite)
        return frames
    }
}
