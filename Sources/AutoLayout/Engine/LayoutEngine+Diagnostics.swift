import Cassowary
import Foundation

/// What the diagnostics ask of the engine: which constraints affect an item, which unknowns are ambiguous, and
/// the pulls that exercise an ambiguity.
extension LayoutEngine {
    /// The layout constraints whose solver constraints determine an item's variables on an axis.
    func constraintsAffecting(_ item: AutoLayoutItem, axis: LayoutAxis) -> [NSLayoutConstraint] {
        let variables = self.variables(for: item)
        let unknowns = axis == .horizontal ? [variables.minX, variables.width] : [variables.minY, variables.height]
        var seen = Set<ObjectIdentifier>()
        var result: [NSLayoutConstraint] = []
        for unknown in unknowns {
            for solverConstraint in solver.constraintsAffecting(unknown) {
                guard let owner = owner(of: solverConstraint), seen.insert(ObjectIdentifier(owner)).inserted else { continue }
                result.append(owner)
            }
        }
        return result
    }

    /// The variables of an item that can move without making any constraint worse (ambiguous ones).
    func ambiguousVariables(of item: AutoLayoutItem) -> [(name: String, variable: Variable)] {
        ambiguousVariables(of: [item])[0]
    }

    /// The ambiguous variables of several items, tested together: first the structural test for all of them
    /// (before anything changes the tableau, so it is one pass over it), then a floor for each size still in
    /// doubt (so a probe never takes it below zero), then the probes.
    func ambiguousVariables(of items: [AutoLayoutItem]) -> [[(name: String, variable: Variable)]] {
        let unsettled = items.map { item in
            let variables = self.variables(for: item)
            return [("minX", variables.minX, false), ("minY", variables.minY, false),
                    ("Width", variables.width, true), ("Height", variables.height, true)]
                .filter { !solver.isPinned($0.1) }
        }
        for (item, candidates) in zip(items, unsettled) {
            let key = ObjectIdentifier(item)
            for (_, size, isSize) in candidates where isSize && !hasFloor(size, key) { addFloor(size, for: key) }
        }
        return unsettled.map { $0.filter { canMove($0.1) }.map { ($0.0, $0.1) } }
    }

    /// Whether a weak pull moves a variable: another solution is just as good.
    private func canMove(_ variable: Variable) -> Bool {
        let current = solver.value(of: variable)
        for target in [current + 10, current - 10] {
            // Weaker than every priority in use, so it can only pick among the existing optima.
            let probe = (variable == target).withPriority(LayoutEngine.probePriority)
            guard (try? solver.add(probe)) != nil else { continue }
            let moved = abs(solver.value(of: variable) - current) > 1e-6
            try? solver.remove(probe)
            if moved { return true }
        }
        return false
    }

    static let probePriority = Priority(1e-6)
}

extension LayoutEngine {
    /// A weak pull on an ambiguous variable that moves it to another solution (up or down, whichever the
    /// constraints allow), or nil when neither moves it.
    func addExercise(on variable: Variable, by offset: Double) -> NSLayoutConstraint? {
        let current = solver.value(of: variable)
        for target in [current + offset, current - offset] {
            let pull = (variable == target).withPriority(LayoutEngine.probePriority)
            guard (try? solver.add(pull)) != nil else { continue }
            if abs(solver.value(of: variable) - current) > 1e-6 {
                let marker = NSLayoutConstraint(validated: root, .width, .equal, nil, .notAnAttribute, multiplier: 1, constant: 0)
                exercises[ObjectIdentifier(marker)] = pull
                return marker
            }
            try? solver.remove(pull)
        }
        return nil
    }

    func removeExercise(_ marker: NSLayoutConstraint) {
        if let pull = exercises.removeValue(forKey: ObjectIdentifier(marker)) { try? solver.remove(pull) }
    }

    /// A small stable number for a variable, for `{id: N}` in traces.
    func identifier(of variable: Variable) -> Int {
        Int(UInt(bitPattern: ObjectIdentifier(variable)) % 1000)
    }
}
