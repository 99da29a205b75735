@testable import AutoLayout
@testable import Cassowary
import Testing

/// A margin or a baseline that changes rebuilds only what depends on it: the view's guides, and the constraints
/// on its margin attributes (or that name a label whose font changed), found among the constraints that name the
/// view. Every constraint that named the view was rebuilt, found by reading every constraint installed: setting
/// the margins of each cell in a stack of 2,000 took 12.6 s.
@MainActor
@Suite("Margin and baseline changes")
struct MarginChangeCostTests {
    /// A column of cells, each with a label inside its margins.
    private func column(cells: Int) -> (root: UIView, stack: UIStackView, labels: [UILabel]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let labels = (0..<cells).map { UILabel(text: "Cell \($0)") }
        let stack = UIStackView(arrangedSubviews: labels.map { label in
            let cell = UIView()
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor),
                label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
                label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -4),
            ])
            return cell
        })
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                     stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
        root.layoutIfNeeded()
        return (root, stack, labels)
    }

    /// The solver constraints standing for the stack's own constraints, by identity.
    private func solverConstraints(of stack: UIStackView, in root: UIView) -> Set<ObjectIdentifier> {
        Set(root.engine.installed.filter { entry in stack.constraints.contains { $0 === entry.constraint } }
            .map { ObjectIdentifier($0.solverConstraints.first) })
    }

    @Test func newMarginsKeepTheConstraintsThatDoNotUseThem() {
        let (root, stack, labels) = column(cells: 40)
        let before = solverConstraints(of: stack, in: root)
        for cell in stack.arrangedSubviews { cell.layoutMargins = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24) }
        root.layoutIfNeeded()
        #expect(solverConstraints(of: stack, in: root) == before, "the stack's constraints were rebuilt")
        #expect(labels.allSatisfy { $0.frame.minX == 24 })
        #expect(stack.arrangedSubviews[1].frame.minY == stack.arrangedSubviews[0].frame.maxY)
    }

    @Test func aNewFontKeepsTheConstraintsThatDoNotNameTheLabel() {
        let (root, stack, labels) = column(cells: 40)
        let before = solverConstraints(of: stack, in: root)
        let height = labels[0].frame.height
        for label in labels { label.font = UIFont.systemFont(ofSize: 30) }
        root.layoutIfNeeded()
        #expect(solverConstraints(of: stack, in: root) == before, "the stack's constraints were rebuilt")
        #expect(labels[0].frame.height > height)
        #expect(stack.arrangedSubviews[0].frame.height == labels[0].frame.height + 8)
    }
}

@MainActor
@Suite("Margin guides of nested views")
struct NestedMarginGuideTests {
    /// Views nested in each other's margins guides, each preserving its superview's margins: each sits 8 points
    /// inside the one around it, whose margins reach no further. The reach was measured against the superview's
    /// size before the pass applied it (zero at first), and from three levels down the margins grew without end
    /// (a view 10¹⁰ points wide inside one 384 wide).
    @Test(arguments: [false, true])
    func viewsNestedInMarginsGuidesSitInsideEachOther(preservingSuperviewMargins: Bool) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var chain: [UIView] = []
        for _ in 0..<20 {
            let view = UIView(), parent = chain.last ?? root
            view.translatesAutoresizingMaskIntoConstraints = false
            view.preservesSuperviewLayoutMargins = preservingSuperviewMargins
            parent.addSubview(view)
            let margins = parent.layoutMarginsGuide
            NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: margins.topAnchor),
                                         view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                                         view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                                         view.bottomAnchor.constraint(equalTo: margins.bottomAnchor)])
            chain.append(view)
        }
        root.layoutIfNeeded()
        #expect(chain.map(\.frame) == chain.indices.map { level in
            CGRect(x: 8, y: 8, width: 384 - 16 * Double(level), height: 384 - 16 * Double(level))
        })
        #expect(chain.allSatisfy { $0.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) })
    }
}
