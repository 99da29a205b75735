// libFuzzer target `solver`: a byte string decoded into a sequence of Cassowary calls (add, remove, setConstant,
// shiftConstants, setPriority, edit variables, suggestValue) on four variables with small integer coefficients. After every
// call, successful or not, each required constraint still in the solver must hold, every value must be
// finite and a batch read must give, to the bit, the values read one by one; a refused call must leave the set
// of constraints as it was. A broken invariant traps so libFuzzer
// reports the input. "Hold" allows rounding: 1e-6 relative to the size of the constraint's terms, plus 1e-7 of
// the largest number the calls so far have used (a hundred pivots on numbers near 1,000 drift by a few 1e-6
// before the solver next recomputes its rows from the constraints).
import Cassowary

/// Reads the input a byte at a time; past the end every read is 0.
private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var isAtEnd: Bool { index >= bytes.count }
    mutating func next() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
    /// A small signed integer, -128...127.
    mutating func small() -> Double { Double(Int8(bitPattern: next())) }
}

/// Priorities to pick from: required, optional ones (including non-integer) and two illegal ones.
private let priorities: [Double] = [1000, 1000, 750, 250, 1, 999.5, 500, 1000, 0, 1001]

private func fail(_ message: String) -> Never {
    fatalError("solver invariant broken: \(message)")
}

/// One decoded call, described only when an invariant breaks (building strings on every call would halve the speed).
private enum Step: CustomStringConvertible {
    case add(Constraint), addBatch(Constraint), remove(Constraint), readd(Constraint), setConstant(Double, Constraint)
    case shiftConstants([(constraint: Constraint, delta: Double)])
    case setPriority(Priority, Constraint), addEdit(Variable, Priority), removeEdit(Variable), suggest(Double, Variable)

    var description: String {
        switch self {
        case let .add(c): "add \(c) @\(c.priority)"
        case let .addBatch(c): "add [\(c) @\(c.priority)] as a batch"
        case let .remove(c): "remove \(c)"
        case let .readd(c): "re-add \(c)"
        case let .setConstant(k, c): "setConstant \(k) of \(c)"
        case let .shiftConstants(shifts): "shiftConstants " + shifts.map { "\($0.delta) of \($0.constraint)" }.joined(separator: ", ")
        case let .setPriority(p, c): "setPriority \(p) of \(c)"
        case let .addEdit(v, p): "addEditVariable \(v) @\(p)"
        case let .removeEdit(v): "removeEditVariable \(v)"
        case let .suggest(value, v): "suggest \(value) for \(v)"
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = Reader(bytes: UnsafeBufferPointer(start: data, count: size))
    let solver = Solver()
    let variables = (0..<4).map { Variable("x\($0)") }
    let handles = variables.map(solver.handle(for:))
    var constraints: [Constraint] = []
    var log: [(step: Step, error: SolverError?)] = []
    func history() -> String {
        log.map { $0.step.description + ($0.error.map { " -> \($0)" } ?? "") }.joined(separator: "; ")
    }

    // The largest constant or suggested value used so far, for the rounding allowance of `check`.
    var largestNumber = 0.0
    func note(_ number: Double) -> Double {
        largestNumber = max(largestNumber, abs(number))
        return number
    }

    func check() {
        for variable in variables where !solver.value(of: variable).isFinite {
            fail("\(variable) = \(solver.value(of: variable)) after \(history())")
        }
        let oneByOne = variables.map(solver.value(of:)), batch = solver.values(of: handles)
        if batch != oneByOne { fail("a batch read gave \(batch), not \(oneByOne), after \(history())") }
        for constraint in constraints {
            guard let priority = solver.priority(of: constraint), priority.isRequired,
                  let constant = solver.constant(of: constraint) else { continue }
            var value = constant, scale = abs(constant)
            for term in constraint.expression.terms {
                let product = term.coefficient * solver.value(of: term.variable)
                value += product
                scale += abs(product)
            }
            let tolerance = 1e-6 * max(1, scale) + 1e-7 * largestNumber
            let holds = switch constraint.relation {
            case .equal: abs(value) <= tolerance
            case .lessThanOrEqual: value <= tolerance
            case .greaterThanOrEqual: value >= -tolerance
            }
            if !holds {
                let values = variables.map { "\($0)=\(solver.value(of: $0))" }.joined(separator: " ")
                fail("required `\(constraint)` (constant \(constant)) is off by \(value) at \(values) after \(history())")
            }
        }
    }

    while !input.isAtEnd, log.count < 256 {
        let op = input.next()
        let before = constraints.map { solver.contains($0) }
        let countBefore = solver.constraintCount
        var refused = false
        func pickConstraint() -> Constraint? {
            constraints.isEmpty ? nil : constraints[Int(input.next()) % constraints.count]
        }
        do throws(SolverError) {
            switch op % 8 {
            case 0, 1:
                // A new constraint: Σ cᵢ·xᵢ + k REL 0 with cᵢ in -3...3 (plus, on a flag, a repeated term).
                let shape = input.next()
                var terms: [Term] = []
                for variable in variables {
                    let coefficient = Double(Int(input.next() % 7) - 3)
                    if coefficient != 0 { terms.append(Term(variable, coefficient)) }
                }
                if shape & 0x80 != 0 { terms.append(Term(variables[Int(shape >> 4) & 3], -1)) }
                var relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(shape % 3)]
                let priority = Priority(priorities[Int(input.next()) % priorities.count])
                var expression = LinearExpression(terms, constant: note(input.small()))
                // On a flag, the other side of an existing bound (written either way round), which pairs with it.
                if shape & 0x40 != 0, let bound = pickConstraint(), bound.relation != .equal {
                    let flipped = shape & 1 == 0
                    expression = flipped ? bound.expression * -1 : bound.expression
                    relation = (bound.relation == .lessThanOrEqual) == flipped ? .lessThanOrEqual : .greaterThanOrEqual
                }
                let constraint = Constraint(expression, relation, priority: priority)
                if constraints.count < 32 { constraints.append(constraint) }
                // On a flag, as a batch, where an optional equality is held as required while that keeps the optimum.
                if shape & 0x20 != 0 {
                    log.append((.addBatch(constraint), nil))
                    try solver.add(contentsOf: [constraint])
                } else {
                    log.append((.add(constraint), nil))
                    try solver.add(constraint)
                }
            case 2:
                guard let constraint = pickConstraint() else { continue }
                log.append((.remove(constraint), nil))
                try solver.remove(constraint)
            case 3:
                guard let constraint = pickConstraint() else { continue }
                log.append((.readd(constraint), nil))
                try solver.add(constraint)
            case 4:
                let choice = input.next()
                if choice & 0x80 == 0 {
                    guard let constraint = pickConstraint() else { continue }
                    let constant = note(input.small())
                    log.append((.setConstant(constant, constraint), nil))
                    try solver.setConstant(constant, of: constraint)
                    break
                }
                // Several constants in one call, all or nothing.
                var shifts: [(constraint: Constraint, delta: Double)] = []
                for _ in 0...(choice & 3) {
                    if let constraint = pickConstraint() { shifts.append((constraint, note(input.small()))) }
                }
                let constantsBefore = shifts.map { solver.constant(of: $0.constraint) }
                log.append((.shiftConstants(shifts), nil))
                do throws(SolverError) {
                    try solver.shiftConstants(shifts)
                } catch {
                    if shifts.map({ solver.constant(of: $0.constraint) }) != constantsBefore {
                        fail("a refused shiftConstants moved some constants after \(history())")
                    }
                    throw error
                }
            case 5:
                guard let constraint = pickConstraint() else { continue }
                let priority = Priority(priorities[Int(input.next()) % priorities.count])
                log.append((.setPriority(priority, constraint), nil))
                try solver.setPriority(priority, of: constraint)
            case 6:
                let choice = input.next()
                let variable = variables[Int(choice) % 4]
                if choice & 0x80 != 0 {
                    log.append((.removeEdit(variable), nil))
                    try solver.removeEditVariable(variable)
                } else {
                    let priority = Priority(priorities[Int(input.next()) % priorities.count])
                    log.append((.addEdit(variable, priority), nil))
                    try solver.addEditVariable(variable, priority: priority)
                }
            default:
                let variable = variables[Int(input.next()) % 4]
                let value = note(input.small() * 4)
                log.append((.suggest(value, variable), nil))
                try solver.suggestValue(value, for: variable)
            }
        } catch {
            refused = true
            log[log.count - 1].error = error
        }
        if refused {
            // "Every mutating call either succeeds or throws a SolverError and leaves the solver as it was."
            if solver.constraintCount != countBefore || zip(before, constraints).contains(where: { $0 != solver.contains($1) }) {
                fail("a refused call changed the constraints after \(history())")
            }
        }
        check()
    }
    return 0
}
