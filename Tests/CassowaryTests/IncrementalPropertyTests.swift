import PropertyBased
import Testing
@testable import Cassowary

/// Any sequence of add, remove, suggest, constant and priority changes must end at the same optimum as
/// solving the final system from scratch.
@Suite("Incremental updates")
struct IncrementalPropertyTests {
    static let priorities: [Priority] = [1000, 1000, 999, 751, 750, 500, 251, 250, 50]

    /// Replays operation words against one solver and keeps a model of what should be active.
    struct Replay {
        let variables = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        var active: [Constraint] = []
        var constants: [ObjectIdentifier: Double] = [:]
        var priorities: [ObjectIdentifier: Priority] = [:]
        var edits: [Int: (priority: Priority, value: Double)] = [:]
        /// Constraints removed, to add back: a removed definition's subject can be defined again in its place.
        var removed: [Constraint] = []
        /// Whether new constraints are optional bounds `±(x - c) REL 0` from a small pool, so that most of them
        /// pair up with one bounding the same expression from the other side.
        var addsBounds = false
        /// Whether a removal takes out up to five constraints, which then wait and go together at the next call.
        var removesSeveral = false
        /// Whether constraints are added in batches of up to four, whose optional equalities are hardened.
        var addsBatches = false
        /// Whether constant changes go several at a time, through `shiftConstants`.
        var shiftsSeveral = false

        init(rebuildsOnRemoval: Bool = false, rebuildCellsPerConstraint: Int? = nil, foldsEveryMarker: Bool = false,
             substitutesInOnePassEverywhere: Bool = false) {
            if rebuildsOnRemoval { solver.rebuildCellsPerConstraint = -1 }
            if let rebuildCellsPerConstraint { solver.rebuildCellsPerConstraint = rebuildCellsPerConstraint }
            if foldsEveryMarker { solver.tableau.markerFoldLimit = 1 }
            if substitutesInOnePassEverywhere { solver.tableau.cancellingRowLength = 1 }
        }

        mutating func apply(_ word: Int) {
            let argument = word / 8
            switch word % 8 {
            case 0, 1: addConstraint(argument)
            case 2:
                guard !removed.isEmpty else { return addConstraint(argument) }
                let constraint = removed.remove(at: argument % removed.count)
                if (try? solver.add(constraint)) != nil { active.append(constraint) }
            case 3:
                for _ in 0..<(removesSeveral ? 1 + argument % 5 : 1) { removeConstraint(argument) }

            case 4 where shiftsSeveral:
                shiftConstants(argument)
            case 4:
                guard !active.isEmpty else { return }
                let constraint = active[argument % active.count]
                let constant = Double(argument % 41 - 20)
                if (try? solver.setConstant(constant, of: constraint)) != nil {
                    constants[ObjectIdentifier(constraint)] = constant
                }
            case 5:
                guard !active.isEmpty else { return }
                let constraint = active[argument % active.count]
                let priority = IncrementalPropertyTests.priorities[argument % IncrementalPropertyTests.priorities.count]
                if (try? solver.setPriority(priority, of: constraint)) != nil {
                    priorities[ObjectIdentifier(constraint)] = priority
                }
            case 6:
                let index = argument % variables.count
                let value = Double(argument % 61 - 30)
                if edits[index] == nil {
                    let priority: Priority = argument % 2 == 0 ? 999 : 500
                    #expect(throws: Never.self) { try solver.addEditVariable(variables[index], priority: priority) }
                    edits[index] = (priority, 0)
                }
                #expect(throws: Never.self) { try solver.suggestValue(value, for: variables[index]) }
                edits[index]!.value = value
            default:
                let index = argument % variables.count
                if edits.removeValue(forKey: index) != nil {
                    #expect(throws: Never.self) { try solver.removeEditVariable(variables[index]) }
                }
            }
        }

        /// Gives up to four constraints new constants in one call: all move, or none does.
        private mutating func shiftConstants(_ argument: Int) {
            guard !active.isEmpty else { return }
            var chosen: [Constraint] = []
            for index in 0...(argument % 4) {
                let constraint = active[(argument / (index + 1)) % active.count]
                if !chosen.contains(where: { $0 === constraint }) { chosen.append(constraint) }
            }
            let before = chosen.map { solver.constant(of: $0)! }
            let after = chosen.indices.map { Double((argument &* ($0 + 3)) % 41 - 20) }
            do {
                try solver.shiftConstants(zip(chosen, zip(after, before)).map { ($0, $1.0 - $1.1) })
                for (constraint, constant) in zip(chosen, after) { constants[ObjectIdentifier(constraint)] = constant }
            } catch {
                #expect(chosen.map { solver.constant(of: $0)! } == before, "a refused batch of constants moved some")
            }
        }

        private mutating func removeConstraint(_ argument: Int) {
            guard !active.isEmpty else { return }
            let constraint = active.remove(at: argument % active.count)
            #expect(throws: Never.self) { try solver.remove(constraint) }
            if constants[ObjectIdentifier(constraint)] == nil && priorities[ObjectIdentifier(constraint)] == nil {
                removed.append(constraint)
            }
            // The identifier may be reused by the next constraint allocated.
            constants[ObjectIdentifier(constraint)] = nil
            priorities[ObjectIdentifier(constraint)] = nil
        }

        private mutating func addConstraint(_ argument: Int) {
            if addsBounds { return addBound(argument) }
            guard addsBatches else {
                let constraint = makeConstraint(argument)
                if (try? solver.add(constraint)) != nil { active.append(constraint) }
                return
            }
            let batch = (0...(argument % 4)).map { makeConstraint(argument &* 7_919 &+ $0 &* 104_729) }
            if (try? solver.add(contentsOf: batch)) != nil { active += batch }
        }

        private func makeConstraint(_ argument: Int) -> Constraint {
            let argument = abs(argument)
            let first = variables[argument % 6], second = variables[(argument / 6) % 6]
            let coefficient = [1.0, -1, 2, 0.5][(argument / 36) % 4]
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][(argument / 144) % 3]
            let priority = IncrementalPropertyTests.priorities[(argument / 432) % IncrementalPropertyTests.priorities.count]
            let constant = Double((argument / 7) % 61 - 30)
            let expression = LinearExpression([Term(first), Term(second, -coefficient)], constant: constant)
            return Constraint(expression, relation, priority: priority)
        }

        private mutating func addBound(_ argument: Int) {
            let variable = variables[argument % 3]
            let sign = [1.0, -1][(argument / 3) % 2]
            let relation: Relation = [.lessThanOrEqual, .greaterThanOrEqual][(argument / 6) % 2]
            let optional = IncrementalPropertyTests.priorities.filter { !$0.isRequired }
            let priority = optional[(argument / 12) % optional.count]
            let constant = [-10.0, 0, 10][(argument / 84) % 3]
            let expression = LinearExpression([Term(variable, sign)], constant: -sign * constant)
            let constraint = Constraint(expression, relation, priority: priority)
            if (try? solver.add(constraint)) != nil { active.append(constraint) }
        }

        /// Reading every value in one batch gives, to the bit, what reading them one by one gave, whatever the
        /// definitions went through (the batch path keeps a flat copy of them, updated or remade on each change).
        func checkBatchReads() {
            let oneByOne = variables.map(solver.value(of:))
            #expect(solver.values(of: variables.map(solver.handle(for:))) == oneByOne)
        }

        /// The solver ends at the optimum of the final system built from scratch: the same total error at every
        /// level, and every required constraint held.
        func expectFromScratchOptimum() throws {
            let fresh = try solveFromScratch()
            for priority in Set(solver.optionalPriorities + fresh.optionalPriorities) {
                let incremental = solver.totalError(at: priority)
                let scratch = fresh.totalError(at: priority)
                #expect(isClose(incremental, scratch), "level \(priority): incremental \(incremental), scratch \(scratch)")
            }
            for constraint in active where (priorities[ObjectIdentifier(constraint)] ?? constraint.priority).isRequired {
                #expect(violation(of: constraint, in: solver) < 1e-6, "required \(constraint) violated")
            }
            #expect(solver.invariantViolations.isEmpty, "\(solver.invariantViolations)")
        }

        /// The final system, built from scratch in a new solver whose inequalities keep rows of their own and
        /// are never parked, so that pairing and parking are checked against plain rows.
        func solveFromScratch() throws -> Solver {
            let fresh = Solver()
            fresh.pairsInequalities = false
            fresh.parksInequalities = false
            fresh.hardensOptionalEqualities = false
            for constraint in active {
                let key = ObjectIdentifier(constraint)
                var expression = constraint.expression
                expression.constant = constants[key] ?? expression.constant
                try fresh.add(Constraint(expression, constraint.relation, priority: priorities[key] ?? constraint.priority))
            }
            for (index, edit) in edits.sorted(by: { $0.key < $1.key }) {
                try fresh.addEditVariable(variables[index], priority: edit.priority)
                try fresh.suggestValue(edit.value, for: variables[index])
            }
            return fresh
        }
    }

    @Test func randomSequencesEndAtTheFromScratchOptimum() async {
        await checkAgainstFromScratch(count: 1500, addsBounds: false)
    }

    /// Pairs form, split on a new constant, lose either partner and change priority; they must end where
    /// separate rows do.
    @Test func inequalityPairsEndAtTheOptimumOfSeparateRows() async {
        await checkAgainstFromScratch(count: 800, addsBounds: true)
    }

    /// Removals that rebuild the tableau from the constraints that stay (as many removals at once do) must end
    /// where removing them one at a time does.
    @Test func rebuildsOnRemovalEndAtTheFromScratchOptimum() async {
        await checkAgainstFromScratch(count: 800, addsBounds: false, rebuildsOnRemoval: true)
    }

    /// With every pair of markers in a row folded into one dummy, removals and constant changes unfold them
    /// again; they must end where plain rows do.
    @Test func foldedMarkersEndAtTheFromScratchOptimum() async {
        await checkAgainstFromScratch(count: 1500, addsBounds: false, foldsEveryMarker: true)
    }

    /// With the rest of every substitution going in one pass after its first cancelled cell (as long rows go
    /// after a few), pivots, removals and constant changes must end where adding cell by cell does.
    @Test func substitutionsInOnePassEndAtTheFromScratchOptimum() async {
        await checkAgainstFromScratch(count: 1500, addsBounds: false, substitutesInOnePassEverywhere: true)
    }

    /// Batches hold their optional equalities as required while that keeps the optimum, and soften them when a
    /// later call (a stronger constraint, an edit, a new constant or priority, a conflict) needs them broken; they
    /// must end where a solver that never hardens does.
    @Test func hardenedBatchesEndAtTheOptimumOfOptionalRows() async {
        await checkAgainstFromScratch(count: 1500, addsBounds: false, addsBatches: true)
    }

    /// A batch that rewrites as many cells as a rebuild is worth goes in by rebuilding the tableau, its
    /// constraints first (here every batch, with the worth at zero); it must end where adding does.
    @Test func batchesAddedByRebuildingEndAtTheFromScratchOptimum() async {
        await checkAgainstFromScratch(count: 150, addsBounds: false, rebuildsOnRemoval: true, addsBatches: true)
    }

    /// Removals and batches whose primal simplex passes the rebuild budget stop there, feasible, and a rebuild
    /// (or, if that is refused, the rest of the simplex) finishes them. With a budget of one cell per constraint
    /// most stop part way; they must end where adding and removing do.
    @Test func callsStoppedAtTheRebuildBudgetEndAtTheFromScratchOptimum() async {
        await checkAgainstFromScratch(count: 300, addsBounds: false, rebuildCellsPerConstraint: 1, removesSeveral: true,
                                      addsBatches: true)
    }

    /// Several removals at once, with no read between them, wait and go together at the next call, where a
    /// refactoring once dropped the errors of those still waiting from the objective.
    @Test func removalsWaitingTogetherEndAtTheFromScratchOptimum() async {
        await checkAgainstFromScratch(count: 1500, addsBounds: false, removesSeveral: true)
    }

    /// Constants changed several at a time move every row once, by the sum of its shifts; they must end where
    /// changing them one at a time does, with every marker folded (the rows they reach hold the folds) or not.
    @Test(arguments: [false, true])
    func constantsShiftedTogetherEndAtTheFromScratchOptimum(foldsEveryMarker: Bool) async {
        await checkAgainstFromScratch(count: 1000, addsBounds: false, foldsEveryMarker: foldsEveryMarker, shiftsSeveral: true)
    }

    private func checkAgainstFromScratch(count: Int, addsBounds: Bool, rebuildsOnRemoval: Bool = false,
                                         rebuildCellsPerConstraint: Int? = nil, foldsEveryMarker: Bool = false,
                                         substitutesInOnePassEverywhere: Bool = false, removesSeveral: Bool = false,
                                         addsBatches: Bool = false, shiftsSeveral: Bool = false) async {
        await propertyCheck(count: count, input: Gen.int(in: 0...100_000).array(of: 1...120)) { words in
            var replay = Replay(rebuildsOnRemoval: rebuildsOnRemoval, rebuildCellsPerConstraint: rebuildCellsPerConstraint,
                                foldsEveryMarker: foldsEveryMarker, substitutesInOnePassEverywhere: substitutesInOnePassEverywhere)
            replay.addsBounds = addsBounds
            replay.removesSeveral = removesSeveral
            replay.addsBatches = addsBatches
            replay.shiftsSeveral = shiftsSeveral
            for word in words {
                replay.apply(word)
                // Reading applies the removals waiting: with several at once, they are left to the next change.
                if !removesSeveral { replay.checkBatchReads() }
            }
            do {
                try replay.expectFromScratchOptimum()
            } catch {
                Issue.record("the final system could not be rebuilt from scratch")
            }
        }
    }
}
