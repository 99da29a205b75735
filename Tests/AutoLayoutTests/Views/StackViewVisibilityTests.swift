import AutoLayout
import Testing

/// Showing and hiding arranged views rebuilds only the constraints around them; these tests check that what is
/// left is what a full rebuild makes.
@MainActor
@Suite("Stack view visibility changes")
struct StackViewVisibilityTests {
    /// A vertical stack of ten labels with a custom spacing after the fourth.
    private func makeStack(_ distribution: UIStackView.Distribution) -> (root: UIView, stack: UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let stack = UIStackView(arrangedSubviews: (0..<10).map { UILabel(text: "Label \($0)") })
        stack.axis = .vertical
        stack.spacing = 4
        stack.distribution = distribution
        stack.setCustomSpacing(12, after: stack.arrangedSubviews[3])
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        return (root, stack)
    }

    /// Toggles, one layout pass each or several in one pass: first, last, neighbours, runs of hidden views.
    nonisolated private static let toggles: [[Int]] = [[4], [5], [3, 6], [4], [0], [9], [8, 7], [5], [1, 2, 3], [0], [6], [9, 2]]

    @Test(arguments: [UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
    func incrementalChangesLeaveWhatAFullRebuildMakes(distribution: UIStackView.Distribution) {
        let (root, stack) = makeStack(distribution)
        for step in StackViewVisibilityTests.toggles {
            for index in step { stack.arrangedSubviews[index].isHidden.toggle() }
            root.layoutIfNeeded()
            let frames = stack.arrangedSubviews.map(\.frame)
            let incremental = Set(stack.constraints.map(ObjectIdentifier.init))
            stack.spacing = 4  // setting any property, even to its value, rebuilds the whole arrangement
            root.layoutIfNeeded()
            #expect(Set(stack.constraints.map(ObjectIdentifier.init)) == incremental, "after toggling \(step)")
            #expect(stack.arrangedSubviews.map(\.frame) == frames, "after toggling \(step)")
        }
        #expect(root.brokenConstraints.isEmpty)
    }

    /// A hidden view leaves the arrangement: the shown views on either side of it are as far apart as any other
    /// two (equal gaps, or equal distances between centres), and the spacing between them is only a minimum.
    /// It was an exact one, which packed the shown views at the spacing and stretched the first to fill the row.
    @Test(arguments: [UIStackView.Distribution.equalSpacing, .equalCentering])
    func aHiddenViewLeavesTheShownOnesEquallyDistributed(distribution: UIStackView.Distribution) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let labels = ["A", "Second", "C", "Fourth", "E"].map { UILabel(text: $0) }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.distribution = distribution
        stack.spacing = 8
        stack.frame = root.bounds
        root.addSubview(stack)
        labels[2].isHidden = true
        root.layoutIfNeeded()
        let shown = [labels[0], labels[1], labels[3], labels[4]]
        #expect(shown.map(\.frame.width) == shown.map(\.intrinsicContentSize.width))
        #expect(shown[0].frame.minX == 0 && shown[3].frame.maxX == 400)
        #expect(labels[2].frame.width == 0)
        let distances = zip(shown, shown.dropFirst()).map { previous, next in
            distribution == .equalSpacing ? next.frame.minX - previous.frame.maxX : next.frame.midX - previous.frame.midX
        }
        #expect(distances.allSatisfy { abs($0 - distances[0]) < 0.01 }, "\(distances)")
        #expect(distances[0] > 8)
        #expect(root.brokenConstraints.isEmpty)
    }

    @Test func hidingAViewClosesTheGapAndKeepsTheCustomSpacingOfTheViewBefore() {
        let (root, stack) = makeStack(.fill)
        let views = stack.arrangedSubviews
        views[4].isHidden = true
        views[5].isHidden = true
        root.layoutIfNeeded()
        #expect(views[4].frame.height == 0 && views[5].frame.height == 0)
        #expect(views[6].frame.minY == views[3].frame.maxY + 12)
        views[4].isHidden = false
        root.layoutIfNeeded()
        #expect(views[4].frame.minY == views[3].frame.maxY + 12 && views[6].frame.minY == views[4].frame.maxY + 4)
    }
}
