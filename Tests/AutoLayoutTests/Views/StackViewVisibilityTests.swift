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
