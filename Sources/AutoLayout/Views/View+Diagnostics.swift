import Cassowary
import Foundation

extension View {
    /// Whether another position or size of this view satisfies the constraints just as well.
    public var hasAmbiguousLayout: Bool {
        let engine = self.engine
        engine.synchronize()
        return !engine.ambiguousVariables(of: self).isEmpty
    }

    /// Moves an ambiguously laid-out view to another of its equally good solutions (and back on the next call).
    public func exerciseAmbiguityInLayout() {
        let engine = self.engine
        engine.synchronize()
        if let (previous, upward) = exerciseConstraint {
            engine.removeExercise(previous)
            exerciseConstraint = nil
            if upward { return layoutRootIfNeeded() }
        }
        for ambiguous in engine.ambiguousVariables(of: self) {
            if let pull = engine.addExercise(on: ambiguous.variable, by: 100) {
                exerciseConstraint = (pull, true)
                break
            }
        }
        layoutRootIfNeeded()
    }

    private func layoutRootIfNeeded() {
        (layoutRoot ?? self).setNeedsLayout()
        (layoutRoot ?? self).layoutIfNeeded()
    }

    /// The constraints that determine the view's position and size on an axis in the current solution.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let engine = self.engine
        engine.synchronize()
        return engine.constraintsAffecting(self, axis: axis)
    }

    /// UIKit's private `_autolayoutTrace`: the hierarchy with how each item is laid out and its ambiguities.
    public func autolayoutTrace() -> String {
        let root = layoutRoot ?? self
        let engine = root.engine
        engine.synchronize()
        var ordered: [(View, Int)] = []
        var stack: [(View, Int)] = [(root, 0)]
        while let (view, depth) = stack.popLast() {
            ordered.append((view, depth))
            stack.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        }
        var lines: [String] = []
        for ((view, depth), ambiguous) in zip(ordered, engine.ambiguousVariables(of: ordered.map(\.0))) {
            let indent = String(repeating: "|   ", count: depth)
            let marker = view === root ? "•" : view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
            var line = indent + marker + view.layoutDescription
            if !ambiguous.isEmpty {
                line += "- AMBIGUOUS LAYOUT for " + ambiguous.map { "\(view.layoutDescription).\($0.name){id: \(engine.identifier(of: $0.variable))}" }
                    .joined(separator: ", ")
            }
            lines.append(line)
            for guide in view.layoutGuides {
                lines.append(indent + "|   *" + guide.description)
            }
        }
        lines += ["", "Legend:", "\t* - is laid out with auto layout",
                  "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES",
                  "\t• - layout engine host"]
        return lines.joined(separator: "\n")
    }
}

extension View {
    /// The constraints of this view's hierarchy that the engine broke to recover from unsatisfiable layouts, in
    /// the order it broke them (an addition for tools; UIKit only logs them).
    public var brokenConstraints: [NSLayoutConstraint] {
        let engine = self.engine
        engine.synchronize()
        return engine.brokenConstraints
    }

    /// The axes on which the view's layout is ambiguous, horizontal first (an addition for tools; UIKit's
    /// ``hasAmbiguousLayout`` does not say which).
    public var ambiguousLayoutAxes: [NSLayoutConstraint.Axis] {
        ambiguousLayoutAxes(of: [self])[0]
    }

    /// The ambiguous axes of several views of this view's hierarchy, tested together: for many views much
    /// faster than asking each one's ``ambiguousLayoutAxes`` (an addition for tools).
    public func ambiguousLayoutAxes(of views: [View]) -> [[NSLayoutConstraint.Axis]] {
        let engine = self.engine
        engine.synchronize()
        return engine.ambiguousVariables(of: views).map { ambiguous in
            let names = Set(ambiguous.map(\.name))
            return [(LayoutAxis.horizontal, ["minX", "Width"]), (.vertical, ["minY", "Height"])]
                .filter { !names.isDisjoint(with: $0.1) }.map(\.0)
        }
    }
}
