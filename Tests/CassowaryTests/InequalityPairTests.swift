import Testing
@testable import Cassowary

/// An optional inequality that bounds an expression from the other side of a waiting one, at the same constant,
/// shares that one's row (content hugging and compression resistance are such a pair).
@Suite("Inequality pairs")
struct InequalityPairTests {
    let width = Variable("width")

    /// `width <= 80 @250` and `width >= 80 @750`, as a label's hugging and compression resistance.
    func intrinsicPair(at constant: Double = 80) -> (hugging: Constraint, compression: Constraint) {
        ((width <= constant).withPriority(250), (width >= constant).withPriority(750))
    }

    /// A solver with the pair at 80 and a pull toward `target` at 500.
    func pairPulled(toward target: Double) throws -> (Solver, (hugging: Constraint, compression: Constraint)) {
        let solver = Solver()
        let pair = intrinsicPair()
        try solver.add(contentsOf: [pair.hugging, pair.compression])
        try solver.add((width == target).withPriority(500))
        return (solver, pair)
    }

    /// Rows and definitions together: the equations the tableau holds.
    func equations(_ solver: Solver) -> Int { solver.statistics.rows + solver.statistics.definitions }

    @Test func thePartnerAddsNoEquation() throws {
        let solver = Solver()
        let pair = intrinsicPair()
        try solver.add(pair.hugging)
        let alone = equations(solver)
        try solver.add(pair.compression)
        #expect(equations(solver) == alone)
        #expect(solver.constraintCount == 2)
        #expect(solver.value(of: width) == 80)
    }

    /// Keys are hashed from their bits, but -0 and +0 are the same constant and coefficient.
    @Test func keysThatDifferOnlyInTheSignOfZeroAreOneKey() throws {
        let height = Variable("height")
        let positive = Solver.InequalityKey(LinearExpression([Term(width), Term(height, 0.5)]), constant: 0, relation: .lessThanOrEqual)!
        let negative = Solver.InequalityKey(LinearExpression([Term(width), Term(height, 0.5)]), constant: -0.0, relation: .lessThanOrEqual)!
        #expect(positive == negative)
        #expect(positive.hashValue == negative.hashValue)
        #expect(Set([positive, negative]).count == 1)
        // The pairing a zero of either sign meets.
        let solver = Solver()
        try solver.add((width <= -0.0).withPriority(250))
        let alone = equations(solver)
        try solver.add((width >= 0).withPriority(750))
        #expect(equations(solver) == alone)
    }

    @Test func anInequalityWrittenTheOtherWayRoundPairsToo() throws {
        let solver = Solver()
        try solver.add((width >= 80).withPriority(750))
        let alone = equations(solver)
        try solver.add((80 >= width).withPriority(250))
        #expect(equations(solver) == alone)
        try solver.add(width <= 60)
        #expect(solver.value(of: width) == 60)
        #expect(solver.totalError(at: 750) == 20)
    }

    /// A key of several terms matches whatever their order and sign: `x - width <= 10` and `width - x <= -10`
    /// bound one expression from both sides; `x + width >= 10` bounds another.
    @Test func expressionsOfSeveralTermsPairWhateverTheirOrderAndSign() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x - width <= 10).withPriority(250))
        let alone = equations(solver)
        try solver.add((x + width >= 10).withPriority(750))
        #expect(equations(solver) == alone + 1)
        try solver.add((width - x <= -10).withPriority(750))
        #expect(equations(solver) == alone + 1)
        try solver.add(width == 30)
        #expect(solver.value(of: x) == 40)
    }

    @Test func inequalitiesAtOtherConstantsKeepRowsOfTheirOwn() throws {
        let solver = Solver()
        try solver.add((width <= 100).withPriority(250))
        let alone = equations(solver)
        try solver.add((width >= 80).withPriority(750))
        #expect(equations(solver) == alone + 1)
    }

    /// Squeezed, a pair charges its compression error; stretched, its hugging error.
    @Test(arguments: [(60.0, 750.0), (100.0, 250.0)])
    func aPairChargesTheSideItIsPushedTo(limit: Double, chargedPriority: Double) throws {
        let solver = Solver()
        let pair = intrinsicPair()
        try solver.add(contentsOf: [pair.hugging, pair.compression])
        try solver.add(limit < 80 ? width <= limit : width >= limit)
        #expect(solver.value(of: width) == limit)
        #expect(solver.totalError(at: Priority(chargedPriority)) == 20)
        #expect(solver.totalError(at: Priority(1000 - chargedPriority)) == 0)
    }

    /// Either partner can go; the other goes on bounding the width alone, and a new partner pairs with it.
    @Test(arguments: [true, false])
    func removingEitherPartnerLeavesTheOther(removingHugging: Bool) throws {
        let (solver, pair) = try pairPulled(toward: 50)
        #expect(solver.value(of: width) == 80)
        try solver.remove(removingHugging ? pair.hugging : pair.compression)
        #expect(solver.value(of: width) == (removingHugging ? 80 : 50))
        let partner = removingHugging ? pair.hugging : pair.compression
        let before = equations(solver)
        try solver.add(partner)
        #expect(equations(solver) == before)
        #expect(solver.value(of: width) == 80)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test func aNewConstantGivesThePartnerARowOfItsOwn() throws {
        let (solver, pair) = try pairPulled(toward: 90)
        #expect(solver.totalError(at: 250) == 10)
        let paired = equations(solver)
        try solver.setConstant(-100, of: pair.hugging)
        #expect(equations(solver) == paired + 1)
        #expect(solver.value(of: width) == 90)
        #expect(solver.totalError(at: 250) == 0)
        try solver.setConstant(-95, of: pair.compression)
        #expect(solver.value(of: width) == 95)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test func aPartnerChangesPriorityInPlaceOrToRequired() throws {
        let (solver, pair) = try pairPulled(toward: 60)
        #expect(solver.value(of: width) == 80)
        try solver.setPriority(100, of: pair.compression)
        #expect(solver.value(of: width) == 60)
        try solver.setPriority(.required, of: pair.compression)
        #expect(solver.value(of: width) == 80)
        try solver.setPriority(100, of: pair.compression)
        #expect(solver.value(of: width) == 60)
        #expect(solver.invariantViolations.isEmpty)
    }

    /// A row of views held at their intrinsic widths, exactly filling their superview, with the middle view's
    /// left edge dragged: one side must stretch and the other be squeezed. Returns the pivots of the drag.
    func dragPivots(views: Int, pairing: Bool) throws -> (pivots: Int, solver: Solver) {
        let solver = Solver()
        solver.pairsInequalities = pairing
        let lefts = (0..<views).map { Variable("left\($0)") }, widths = (0..<views).map { Variable("width\($0)") }
        try solver.add(lefts[0] == 0)
        for index in 0..<views {
            try solver.add((widths[index] <= 40).withPriority(250))
            try solver.add((widths[index] >= 40).withPriority(750))
            if index > 0 { try solver.add(lefts[index] == lefts[index - 1] + widths[index - 1]) }
        }
        try solver.add(lefts[views - 1] + widths[views - 1] == Double(40 * views))
        let middle = lefts[views / 2]
        try solver.addEditVariable(middle, priority: 999)
        let before = solver.pivotCount
        try solver.suggestValue(Double(40 * (views / 2)) + 5, for: middle)
        return (solver.pivotCount - before, solver)
    }

    @Test func squeezingARowOfPairsTakesAPivotNotAWalk() throws {
        let paired = try dragPivots(views: 200, pairing: true)
        #expect(paired.pivots <= 2)
        #expect(paired.solver.totalError(at: 750) == 5)
        #expect(paired.solver.totalError(at: 250) == 5)
        // With a row per inequality the same drag walked the dual simplex view by view (103 pivots here).
        let separate = try dragPivots(views: 200, pairing: false)
        #expect(separate.solver.totalError(at: 750) == 5)
        #expect(separate.pivots > 50)
    }

    /// The waiting list keeps the latest key apart from the others: a partner is found in either place, the
    /// first constraint to wait under a key keeps it, and a removed one stops waiting wherever it is.
    @Test func waitingInequalitiesFindPartnersWhereverTheyWait() {
        let height = Variable("height")
        func key(_ variable: Variable, _ relation: Relation, _ constant: Double = 80) -> Solver.InequalityKey {
            Solver.InequalityKey(LinearExpression([Term(variable)]), constant: constant, relation: relation)!
        }
        let (a, b, c) = (width <= 80, width <= 70, height <= 80)
        var waiting = WaitingInequalities()
        waiting.add(a, under: key(width, .lessThanOrEqual))
        waiting.add(b, under: key(width, .lessThanOrEqual))
        waiting.add(c, under: key(height, .lessThanOrEqual))
        // `a` went from the latest place to the others when `c` came; `b` never waited.
        #expect(waiting.take(key(width, .greaterThanOrEqual)) == nil)
        #expect(waiting.take(key(width, .lessThanOrEqual)) === a)
        #expect(waiting.take(key(width, .lessThanOrEqual)) == nil)
        waiting.add(b, under: key(width, .lessThanOrEqual))
        waiting.add(a, under: key(width, .lessThanOrEqual, 60))
        waiting.remove(c, under: key(height, .lessThanOrEqual))
        waiting.remove(c, under: key(width, .lessThanOrEqual))
        #expect(waiting.take(key(height, .lessThanOrEqual)) == nil)
        #expect(waiting.take(key(width, .lessThanOrEqual)) === b)
        waiting.remove(a, under: key(width, .lessThanOrEqual, 60))
        #expect(waiting.take(key(width, .lessThanOrEqual, 60)) == nil)
    }

    /// Hundreds of keys waiting at once (the hugging of a tree's containers, which never meets a partner): the
    /// table grows and closes the gaps of taken keys, and answers as a dictionary does, in any order of takes
    /// and removals.
    @Test func manyWaitingKeysAnswerAsADictionaryDoes() {
        let variables = (0..<40).map { Variable("v\($0)") }
        var keys: [Solver.InequalityKey] = [], constraints: [Constraint] = []
        for (index, variable) in variables.enumerated() {
            for constant in [0.0, 10, 20, 30, 40] {
                keys.append(Solver.InequalityKey(LinearExpression([Term(variable)]), constant: constant + Double(index),
                                                 relation: .lessThanOrEqual)!)
                constraints.append(variable <= constant)
            }
        }
        var waiting = WaitingInequalities(), model: [Int: Constraint] = [:]
        for index in keys.indices {
            waiting.add(constraints[index], under: keys[index])
            model[index] = constraints[index]
        }
        // A fixed scramble of the 200 keys (37 is prime to 200), so that every run takes the same path.
        for index in keys.indices.map({ $0 * 37 % keys.count }) {
            if index % 3 == 0 {
                waiting.remove(constraints[index], under: keys[index])
                model[index] = nil
            } else {
                #expect(waiting.take(keys[index]) === model.removeValue(forKey: index))
            }
            // Another constraint under a key still waiting is not listed.
            if let other = model.keys.first { waiting.add(constraints[index], under: keys[other]) }
        }
        #expect(model.isEmpty)
        for key in keys { #expect(waiting.take(key) == nil) }
    }

    /// Partners that do not come one after the other still pair, through the others in the waiting list.
    @Test func partnersAddedApartStillShareARow() throws {
        let height = Variable("height")
        let solver = Solver()
        try solver.add(contentsOf: [(width <= 80).withPriority(250), (height <= 30).withPriority(250),
                                    (height >= 30).withPriority(750), (width >= 80).withPriority(750)])
        #expect(equations(solver) == 2)
        #expect(solver.value(of: width) == 80 && solver.value(of: height) == 30)
    }
}
