import AutoLayout
import Foundation

/// Engine-level hierarchies of issue 18: a tree of nested views laid out with anchors (the `nested` solver
/// scenario, built as views), and a chain of views each inside the previous one (deep ancestor walks).
struct HierarchyBenchmark {
    enum Shape: String {
        /// Ten children per container, chained in a row with spacing 8 and inset 4; leaves are labels and
        /// containers hug their content, as in the solver's `nested` scenario.
        case tree
        /// Every view inset 1 point inside the previous one.
        case chain
    }

    let shape: Shape
    let views: Int

    /// Median milliseconds of building and laying out the hierarchy, and the resident memory it grew by,
    /// per view (the largest growth over the runs, since freed pages are kept by the allocator).
    @MainActor
    func run(repeats: Int) -> (build: Double, bytesPerView: Double) {
        var builds: [Double] = [], growth = 0
        for _ in 0..<repeats {
            let before = residentBytes()
            var root: UIView?
            builds.append(milliseconds { root = build() })
            growth = max(growth, residentBytes() - before)
            blackHole(root)
        }
        return (median(builds), Double(growth) / Double(viewCount))
    }

    @inline(never)
    @MainActor
    private func build() -> UIView {
        // Wide enough for every leaf at its intrinsic width; deep enough for every 1-point inset.
        let width = Double(shape == .tree ? views * 100 : 2 * views + 100)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: Double(2 * views + 100)))
        switch shape {
        case .tree: addTree(in: root)
        case .chain: addChain(in: root)
        }
        root.layoutIfNeeded()
        return root
    }

    @MainActor
    private func addChain(in root: UIView) {
        var parent = root
        var constraints: [NSLayoutConstraint] = []
        for _ in 0..<views {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            constraints += [view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                            view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
                            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                            view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1)]
            parent = view
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Levels of ten children down to the depth whose views add up closest to `views` (1,110 for 1,000).
    @MainActor
    private func addTree(in root: UIView) {
        let depth = max(1, Int(log10(Double(views)).rounded()))
        var level = [root]
        var constraints: [NSLayoutConstraint] = []
        for generation in 1...depth {
            var next: [UIView] = []
            for parent in level {
                if parent !== root {
                    constraints += [parent.widthAnchor.constraint(lessThanOrEqualToConstant: 0),
                                    parent.heightAnchor.constraint(lessThanOrEqualToConstant: 0)]
                    constraints.suffix(2).forEach { $0.priority = .defaultLow }
                }
                var previous: UIView?
                for index in 0..<10 {
                    let child = generation == depth ? UILabel(text: "Leaf \(index)") : UIView()
                    child.translatesAutoresizingMaskIntoConstraints = false
                    parent.addSubview(child)
                    constraints += [
                        child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4),
                        child.bottomAnchor.constraint(lessThanOrEqualTo: parent.bottomAnchor, constant: -4),
                        child.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor, constant: -4),
                        child.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? parent.leadingAnchor,
                                                       constant: previous == nil ? 4 : 8),
                    ]
                    previous = child
                    next.append(child)
                }
            }
            level = next
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// How many views the hierarchy has besides the root.
    var viewCount: Int {
        guard shape == .tree else { return views }
        let depth = max(1, Int(log10(Double(views)).rounded()))
        return (1...depth).reduce(0) { total, generation in total + Int(pow(10, Double(generation))) }
    }
}

/// This process's resident memory, from `/proc/self/statm` (0 where there is none).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}
