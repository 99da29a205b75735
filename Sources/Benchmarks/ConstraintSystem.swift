import Cassowary
import Foundation

/// A solver-level constraint system in the JSON format of `shared/bench/kiwi_replay.py`:
/// each constraint reads `Σ coefficient·variable + constant REL 0`.
struct ConstraintSystem: Encodable {
    struct Entry: Encodable {
        var terms: [[Double]]
        var constant: Double
        var relation: String
        var priority: Double
    }
    struct Edits: Encodable {
        var variable: Int
        var priority: Double
        var values: [Double]
    }

    var name: String
    var variables: [String] = []
    var constraints: [Entry] = []
    var edits: Edits?

    init(name: String) {
        self.name = name
    }

    mutating func variable(_ name: String) -> Int {
        variables.append(name)
        return variables.count - 1
    }

    /// Adds `Σ terms + constant REL 0`.
    mutating func add(_ terms: [(Int, Double)], _ relation: String, _ constant: Double, priority: Double = 1000) {
        constraints.append(Entry(terms: terms.map { [Double($0.0), $0.1] }, constant: constant,
                                 relation: relation, priority: priority))
    }

    /// The system as Cassowary objects, ready to be added.
    func instantiate() -> (variables: [Variable], constraints: [Constraint]) {
        let variables = self.variables.map(Variable.init)
        let constraints = self.constraints.map { entry in
            let expression = LinearExpression(entry.terms.map { Term(variables[Int($0[0])], $0[1]) },
                                              constant: entry.constant)
            let relation: Relation = entry.relation == "==" ? .equal
                : entry.relation == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            return Constraint(expression, relation, priority: Priority(entry.priority))
        }
        return (variables, constraints)
    }
}
