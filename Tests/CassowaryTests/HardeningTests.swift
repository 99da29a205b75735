import Testing
@testable import Cassowary

/// A batch's optional equalities are held as required while nothing at or above their priority has an error, and
/// go back to their own priorities as soon as something does.
@Suite("Hardened optional equalities")
struct HardeningTests {
    let x = Variable("x"), y = Variable("y")

    /// A row of views of equal width in a fixed width, every other one held at zero by an optional equality (a
    /// stack's hidden views): held as required, the equalities' markers fold and the row stays short.
    @Test func equalWidthsWithHiddenViewsAreHardenedAndSolved() throws {
        let count = 400
        let widths = (0..<count).map { Variable("w\($0)") }, lefts = (0..<count).map { Variable("x\($0)") }
        var batch: [Constraint] = [lefts[0] == 0, lefts[count - 1] + widths[count - 1] == 20 * Double(count)]
        for index in 1..<count { batch.append(lefts[index] == lefts[index - 1] + widths[index - 1]) }
        for index in stride(from: 2, to: count, by: 2) { batch.append(widths[index] == widths[0]) }
        for index in stride(from: 1, to: count, by: 2) {
            batch.append((widths[index] == 0).withPriority(Priority(999.999)))
            batch.append((widths[index] >= 30).withPriority(750))
        }
        let solver = Solver()
        try solver.add(contentsOf: batch)
        #expect(solver.hardened.count == count / 2)
        #expect(abs(solver.value(of: widths[0]) - 40) < 1e-9 && abs(solver.value(of: widths[1])) < 1e-9)
        #expect(solver.priority(of: batch.last { $0.priority.rawValue == 999.999 }!) == Priority(999.999))
        #expect(solver.optionalPriorities.contains(Priority(999.999)))
        #expect(solver.statistics.rows < count, "rows: \(solver.statistics.rows)")
    }

    /// A stronger optional constraint added later needs the hardened equality broken: it is softened, and the
    /// stronger one wins as the priorities say.
    @Test func aStrongerConstraintSoftensTheHardenedOnes() throws {
        let solver = Solver()
        try solver.add(contentsOf: [(x == 10).withPriority(500), (y == x + 1).withPriority(400)])
        #expect(solver.hardened.count == 2)
        try solver.add((x == 20).withPriority(750))
        #expect(solver.hardened.count == 0)
        #expect(solver.value(of: x) == 20 && solver.value(of: y) == 21)
        #expect(solver.totalError(at: 500) == 10 && solver.totalError(at: 750) == 0)
    }

    /// Only the equalities hardened at or below the strongest level with an error are softened: those above it
    /// hold at every optimum. The solution is the one found without hardening.
    @Test func onlyTheHardenedAtOrBelowTheBrokenLevelAreSoftened() throws {
        let batch = [(x == 10).withPriority(900), (y == 5).withPriority(500)]
        let push = (y >= x + 1).withPriority(700)
        let solver = Solver(), plain = Solver()
        plain.hardensOptionalEqualities = false
        for solver in [solver, plain] {
            try solver.add(contentsOf: batch)
            try solver.add(push)
        }
        #expect(solver.hardened.count == 1 && solver.priority(of: batch[0]) == 900)
        #expect(solver.value(of: x) == plain.value(of: x) && solver.value(of: y) == plain.value(of: y))
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 11)
        #expect(solver.totalError(at: 500) == 6 && solver.totalError(at: 700) == 0)
    }

    /// A required constraint that contradicts a hardened equality is accepted, as it would be by the optional
    /// equality; a later conflict among required constraints names only them.
    @Test func aRequiredConstraintAgainstAHardenedOneIsAccepted() throws {
        let solver = Solver()
        try solver.add(contentsOf: [(x == 10).withPriority(500), x <= 40])
        try solver.add(x == 30)
        #expect(solver.value(of: x) == 30 && solver.totalError(at: 500) == 20)
        do {
            try solver.add(x == 35)
            Issue.record("`x == 35` was accepted against the required `x == 30`")
        } catch let .unsatisfiableConstraint(_, conflicts) {
            let required = conflicts.allSatisfy { $0.priority.isRequired }
            #expect(required, "\(conflicts)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// A new constant or priority for a hardened equality, and an edit against one, end at the optimum.
    @Test func constantsPrioritiesAndEditsOfHardenedEqualities() throws {
        let solver = Solver()
        let pull = (x == 10).withPriority(500)
        try solver.add(contentsOf: [pull, x >= 15])
        #expect(solver.value(of: x) == 15 && solver.totalError(at: 500) == 5)
        try solver.setConstant(-20, of: pull)
        #expect(solver.value(of: x) == 20 && solver.totalError(at: 500) == 0)
        try solver.setPriority(250, of: pull)
        #expect(solver.priority(of: pull) == 250 && solver.hardened.count == 0)
        try solver.add(contentsOf: [(y == 5).withPriority(600)])
        try solver.addEditVariable(y, priority: 700)
        try solver.suggestValue(8, for: y)
        #expect(solver.value(of: y) == 8 && solver.totalError(at: 600) == 3)
    }
}
