@testable import AutoLayout
@testable import Cassowary
import Testing

/// A stack's constraints go to the solver in an order that keeps its rows short: the distribution's lengths are
/// tied to the first view's (or the first gap's) before the chain of views closes. Listed after the canvas
/// connections, 200 labels filling a fixed width made rows of tens of thousands of cells, and the layout
/// time grew with the square or the cube of the labels.
@MainActor
@Suite("Stack view solver size")
struct StackViewSolverSizeTests {
    @Test(arguments: [UIStackView.Distribution.fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
    func distributingAFixedWidthKeepsTheRowsShort(_ distribution: UIStackView.Distribution) {
        let labels = 200
        let root = UIView(frame: CGRect(x: 0, y: 0, width: Double(labels) * 90, height: 100))
        let stack = UIStackView(arrangedSubviews: (0..<labels).map { UILabel(text: "Label \($0)") })
        stack.distribution = distribution
        stack.spacing = 4
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        let cells = root.engine.solver.tableau.rows.reduce(0) { $0 + ($1?.cells.count ?? 0) }
        #expect(cells < 20 * labels, "\(cells) cells in the solver's rows")
        #expect(stack.arrangedSubviews.last!.frame.maxX <= root.bounds.width + 1e-6)
    }
}
