import PropertyBased
import Testing
@testable import Cassowary

/// The solver's slot-keyed tables against the standard library's dictionary: two tables (two solvers) share the
/// keys, so a key one table has stamped is a stray in the other; removals move the last value into the gap; and
/// restoring a saved copy or emptying a table must give every key its slot back.
@Suite("Slot table")
struct SlotTableTests {
    @Test func twoTablesSharingKeysAgreeWithDictionaries() async {
        let objects = (0..<200).map { _ in Variable() }
        await propertyCheck(count: 60, input: Gen.int(in: 0...1_000_000).array(of: 1...500)) { words in
            var tables = [SlotTable<Variable, Int>(solver: 4_000_000_001, table: 0),
                          SlotTable<Variable, Int>(solver: 4_000_000_002, table: 1)]
            var models: [[ObjectIdentifier: Int]] = [[:], [:]]
            var saved: (table: SlotTable<Variable, Int>, model: [ObjectIdentifier: Int])?
            for word in words {
                let object = objects[word % objects.count]
                let key = ObjectIdentifier(object)
                let which = word / objects.count % 2
                switch word / objects.count / 2 % 7 {
                case 0, 1:
                    tables[which][object] = word
                    models[which][key] = word
                case 2:
                    #expect(tables[which].removeValue(forKey: object) == models[which].removeValue(forKey: key))
                case 3:
                    tables[which][object] = nil
                    models[which][key] = nil
                case 4:
                    saved = (tables[0], models[0])
                case 5:
                    guard let saved else { continue }
                    tables[0].restore(saved.table)
                    models[0] = saved.model
                default:
                    tables[which].removeAll()
                    models[which] = [:]
                }
            }
            for which in 0..<2 {
                #expect(tables[which].count == models[which].count)
                for object in objects {
                    #expect(tables[which][object] == models[which][ObjectIdentifier(object)])
                    #expect(tables[which].contains(object) == (models[which][ObjectIdentifier(object)] != nil))
                }
                #expect(tables[which].allValues.sorted() == models[which].values.sorted())
            }
            for which in 0..<2 { tables[which].removeAll() }
            #expect(objects.allSatisfy { $0.solverSlot.load(ordering: .relaxed) == 0 })
        }
    }

    /// A constraint in two solvers at once is a stray in the second; each solver keeps its own answer, and a
    /// solver that goes away frees the slots it stamped.
    @Test func aConstraintSharedByTwoSolversKeepsBothRight() throws {
        let x = Variable("x")
        let shared = x >= 10
        var first: Solver? = Solver()
        let second = Solver()
        try first!.add(shared)
        try second.add(shared)
        try second.add(x <= 30)
        #expect(first!.contains(shared) && second.contains(shared))
        try first!.remove(shared)
        #expect(!first!.contains(shared) && second.contains(shared))
        #expect(shared.solverSlot.load(ordering: .relaxed) == 0)
        try second.add((x <= 0).withPriority(.defaultLow))
        #expect(second.value(of: x) == 10)
        try first!.add(shared)
        #expect(shared.solverSlot.load(ordering: .relaxed) != 0)
        first = nil
        #expect(shared.solverSlot.load(ordering: .relaxed) == 0)
        #expect(x.solverSlot.load(ordering: .relaxed) == 0)
        try second.remove(shared)
        #expect(!second.contains(shared))
        #expect(second.value(of: x) == 0)
    }

    /// A refused constant is undone by restoring the solver's saved tables, which stamps their keys again: every
    /// constraint and variable is still found, and taking everything out frees every slot.
    @Test func stampsSurviveARefusedConstant() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        // In the tableau rather than parked, the inequality's refused constant is undone by restoring.
        solver.parksInequalities = false
        let pinned = x == 3, atMostTen = x <= 10, link = y == x + 5, pull = (y <= 0).withPriority(.defaultLow)
        let all = [pinned, atMostTen, link, pull]
        try solver.add(contentsOf: all)
        #expect(throws: SolverError.self) { try solver.setConstant(10, of: atMostTen) }
        #expect(all.allSatisfy(solver.contains))
        #expect(solver.constant(of: atMostTen) == -10)
        #expect(solver.value(of: y) == 8)
        for constraint in all { try solver.remove(constraint) }
        #expect(!all.contains(where: solver.contains))
        #expect(all.allSatisfy { $0.solverSlot.load(ordering: .relaxed) == 0 })
        withExtendedLifetime(solver) {
            #expect(x.solverSlot.load(ordering: .relaxed) != 0, "the solver still knows its variables")
        }
    }
}
