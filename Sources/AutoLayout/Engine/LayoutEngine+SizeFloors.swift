import Cassowary
import Foundation

extension LayoutEngine {
    /// Widths and heights are never negative, as in Apple's engine. Rather than a `size >= 0` row for every
    /// view (in a deep hierarchy each one expands to the whole chain of sizes above it, which makes nesting
    /// quadratic), a floor is added only to a size that came out negative. The optimum then equals the one
    /// with every floor present: it is optimal for fewer constraints and satisfies them all.
    func keepSizesNonNegative() {
        guard solver.revision != sizesCheckedRevision else { return }
        defer { sizesCheckedRevision = solver.revision }
        var progress = true, round = 0
        while progress {
            progress = false
            round += 1
            let negative = negativeSizes()
            // Sizes still negative after a round of floors: the compression moves from size to size.
            if round == 2 && !negative.isEmpty {
                floorEverySize(widths: negative.contains { $0.isWidth }, heights: negative.contains { !$0.isWidth })
            }
            // Each floor moves the solution, so a size is floored only if it is still negative.
            for entry in negative where solver.value(of: entry.size) < -1e-9 && addFloor(entry.size, for: entry.key) {
                progress = true
            }
        }
    }

    /// Floors in one batch every size on the axes given that has no floor yet and holds. A row squeezed past its
    /// content (a stack of labels in too little room) puts its compression on one size at a time: floored, it
    /// moves to the next, and every round read all the frames again, so such a row was quadratic (741 rounds
    /// for 1,000 labels at 30 points each). With every size floored, the solve that floors a negative size moves
    /// the compression along them in one call. The floors go into the tableau rather than parked: they bind one
    /// after another, and each parked one would be found broken only by a round that reads them all. Every size
    /// has its floor in Apple's engine, so more floors never change the layout.
    private func floorEverySize(widths: Bool, heights: Bool) {
        var floors: [(key: ObjectIdentifier, floor: Constraint)] = []
        readSolvedFrames { key, variables, width, height in
            if widths && width >= -1e-9 && !hasFloor(variables.width, key) { floors.append((key, variables.width >= 0)) }
            if heights && height >= -1e-9 && !hasFloor(variables.height, key) { floors.append((key, variables.height >= 0)) }
        }
        guard (try? solver.addUnparked(contentsOf: floors.map(\.floor))) != nil else { return }
        for (key, floor) in floors { sizeFloors[key, default: []].append(floor) }
    }

    /// Floors the sizes that a size inequality (`v.width <= 23`, `v.width <= superview.width - 52`) bounds from
    /// above. The inequality would otherwise become the size's definition, or its row, and leave it at the bound
    /// unless something pulls it down; Apple's engine keeps sizes non-negative, so a size nothing else holds up
    /// stays at zero. Only size inequalities get floors here: a floor for every size is a row per view, and
    /// nesting makes those rows as long as the hierarchy is deep (see `keepSizesNonNegative`). A content size's
    /// hugging always comes with its compression resistance, which holds the size up.
    func floorSizes(boundedFromAboveBy constraint: Constraint, items: (AutoLayoutItem, AutoLayoutItem?)) {
        guard constraint.relation != .equal else { return }
        let terms = constraint.expression.terms
        // `size <= c` with c <= 0 holds the size at zero or below by itself (a container hugging its content,
        // `width <= 0`); a size that comes out negative gets its floor after the solve.
        if terms.count == 1, -constraint.expression.constant / terms[0].coefficient <= 0 { return }
        let upperBoundSign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
        // Loops rather than closures (see CollectionsWithoutExecutorChecks.swift).
        for term in terms where term.coefficient * upperBoundSign > 0 {
            for case let item? in [items.0, items.1] {
                let variables = variables(for: item), key = ObjectIdentifier(item)
                let isSize = term.variable === variables.width || term.variable === variables.height
                if isSize && !hasFloor(term.variable, key) { addFloor(term.variable, for: key) }
            }
        }
    }

    /// The sizes that came out negative and have no floor yet, in the order the items came (so that which
    /// constraint breaks does not depend on hashing). Each item's whole frame is read here and kept
    /// (see ``LayoutEngine/readSolvedFrames(_:)``), since the layout pass reads every frame at this revision next.
    private func negativeSizes() -> [(key: ObjectIdentifier, size: Variable, isWidth: Bool)] {
        var negative: [(key: ObjectIdentifier, size: Variable, isWidth: Bool)] = []
        readSolvedFrames { key, variables, width, height in
            if width < -1e-9 && !hasFloor(variables.width, key) { negative.append((key, variables.width, true)) }
            if height < -1e-9 && !hasFloor(variables.height, key) { negative.append((key, variables.height, false)) }
        }
        return negative
    }

    /// Adds `size >= 0`. When required constraints force the size negative, the one of them added last is
    /// broken (and reported) as for any unsatisfiable constraint, then the floor goes in.
    @discardableResult
    func addFloor(_ size: Variable, for key: ObjectIdentifier) -> Bool {
        let floor = size >= 0
        do {
            try solver.add(floor)
        } catch let .unsatisfiableConstraint(_, conflicts) {
            let culprits = conflicts.compactMap(owner(of:))
            guard let latest = culprits.max(by: { $0.installationOrder < $1.installationOrder }) else { return false }
            uninstall(latest)
            installBroken(latest, mutuallyExclusiveWith: culprits.filter { $0 !== latest })
            guard (try? solver.add(floor)) != nil else { return false }
        } catch {
            return false
        }
        sizeFloors[key, default: []].append(floor)
        return true
    }

    func hasFloor(_ size: Variable, _ key: ObjectIdentifier) -> Bool {
        sizeFloors[key]?.contains { $0.expression.terms.first?.variable === size } ?? false
    }
}
