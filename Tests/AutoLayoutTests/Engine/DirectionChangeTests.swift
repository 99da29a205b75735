@testable import AutoLayout
import Testing

/// A view turned right to left rebuilds the directional constraints below it, found among the constraints that
/// name the views of its subtree and their guides (reading every constraint installed made turning each of
/// 400 rows right to left quadratic); the constraints above it and beside it stay as they are.
@MainActor
@Suite("Layout direction changes")
struct DirectionChangeTests {
    /// A row holding a box whose label sits inside the box's margins guide, pinned by leading and trailing.
    private func row(in root: UIView, top: CGFloat) -> (row: UIView, box: UIView, label: UILabel) {
        let row = UIView(), box = UIView(), label = UILabel(text: "Label")
        for view in [row, box, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(row)
        row.addSubview(box)
        box.addSubview(label)
        box.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            row.widthAnchor.constraint(equalToConstant: 300),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: top),
            row.heightAnchor.constraint(equalToConstant: 40),
            box.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 200),
            box.topAnchor.constraint(equalTo: row.topAnchor),
            box.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            label.centerYAnchor.constraint(equalTo: box.centerYAnchor),
        ])
        return (row, box, label)
    }

    @Test func aRowTurnedRightToLeftFlipsWhatIsBelowIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let first = row(in: root, top: 0), second = row(in: root, top: 50)
        root.layoutIfNeeded()
        #expect(first.box.frame.minX == 20 && first.label.frame.minX == 10)
        second.row.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        // The row itself is placed by its superview, which stays left to right.
        #expect(second.row.frame.minX == 5)
        // The box inside it, and the label inside the box's margins guide (whose leading margin is now the right
        // one, 30), are placed from the right.
        #expect(abs(second.box.frame.maxX - (300 - 20)) < 1e-9)
        #expect(abs(second.label.frame.maxX - (200 - 30)) < 1e-9)
        #expect(first.box.frame.minX == 20 && first.label.frame.minX == 10)
        second.row.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        #expect(second.box.frame.minX == 20 && second.label.frame.minX == 10)
    }
}
