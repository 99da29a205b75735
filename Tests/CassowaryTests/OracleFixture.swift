import Foundation
import Cassowary
import Testing

/// A constraint system in the JSON format shared with the Python oracle and `kiwi_replay.py`:
/// each constraint reads `Σ coefficient·variable + constant REL 0`.
struct OracleCase: Decodable, Sendable {
    struct Constraint: Decodable, Sendable {
        var terms: [[Double]]
        var constant: Double
        var relation: String
        var priority: Double
    }
    struct Edit: Decodable, Sendable {
        var variable: Int
        var priority: Double
        var value: Double
    }
    struct Level: Decodable, Sendable {
        var priority: Double
        var error: Double
    }
    struct Expected: Decodable, Sendable {
        var rejected: [Int]
        var levels: [Level]
    }

    var seed: Int
    var variables: Int
    var constraints: [Constraint]
    var edits: [Edit]
    var expected: Expected

    static func load(_ name: String = "oracle-systems") throws -> [OracleCase] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name).json")
        struct File: Decodable { var cases: [OracleCase] }
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases
    }
}

extension OracleCase: CustomTestStringConvertible {
    var testDescription: String { "seed \(seed) (\(variables) variables, \(constraints.count) constraints)" }
}

extension OracleCase.Constraint {
    func makeConstraint(_ variables: [Variable]) -> Cassowary.Constraint {
        let expression = LinearExpression(terms.map { Term(variables[Int($0[0])], $0[1]) }, constant: constant)
        let relation: Relation = switch self.relation {
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: .equal
        }
        return Cassowary.Constraint(expression, relation, priority: Priority(priority))
    }
}

/// How far a constraint is violated by the current values (its error, as the solver defines it).
func violation(of constraint: Cassowary.Constraint, in solver: Solver) -> Double {
    let expression = constraint.expression
    let value = expression.terms.reduce(solver.constant(of: constraint) ?? expression.constant) {
        $0 + $1.coefficient * solver.value(of: $1.variable)
    }
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}

func isClose(_ a: Double, _ b: Double, absolute: Double = 1e-5, relative: Double = 1e-6) -> Bool {
    abs(a - b) <= absolute + relative * max(abs(a), abs(b))
}
