import PropertyBased
import Testing
@testable import Cassowary

/// The dual simplex's ratio test reads each candidate's costs either level by level or, for long rows and many
/// levels, from one pass over the objective; both must pick the same symbol, ties and their breaking included.
@Suite("Dual ratio test")
struct DualRatioTestTests {
    /// Rows of solvers whose optional constraints spread over many priorities (as a `.fillProportionally` stack's
    /// do), read both ways in both directions, with and without Bland's rule.
    @Test(arguments: 0..<20)
    func costsGatheredInOnePassPickWhatLevelByLevelPicks(seed: UInt64) throws {
        var random = Xoshiro(seed: (seed, 1, 2, 3))
        let variables = (0..<24).map { Variable("x\($0)") }
        let solver = Solver()
        for index in 0..<60 {
            let first = variables[Int(random.next() % 24)], second = variables[Int(random.next() % 24)]
            let constant = Double(random.next() % 200)
            let priority = Priority(Double(index % 3 == 0 ? 1000 : 1 + random.next() % 999))
            let constraint: Constraint = switch random.next() % 3 {
            case 0: first - second == constant
            case 1: first - second >= constant
            default: first + 2 * second <= 10 * constant
            }
            try? solver.add(constraint.withPriority(priority))
        }
        var compared = 0
        let tableau = solver.tableau
        for basic in tableau.symbols {
            guard let row = tableau.rows[basic.id] else { continue }
            for direction in [1.0, -1.0] {
                for bland in [false, true] {
                    let levelByLevel = tableau.dualEnteringSymbolLevelByLevel(row, bland: bland, direction: direction)
                    #expect(tableau.dualEnteringSymbolBySparseCosts(row, bland: bland, direction: direction) == levelByLevel)
                    if levelByLevel != nil { compared += 1 }
                }
            }
        }
        #expect(compared > 0)
        #expect(tableau.levels.count > 10)
    }
}
