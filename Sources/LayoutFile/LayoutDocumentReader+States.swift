import AutoLayout
import Foundation
import Yams

extension LayoutDocumentReader {
    /// `states: [{name: open, constants: {drawerTop: 100}, metrics: {gap: 20}}, …]`.
    func states(_ node: Node) throws(LayoutFileError) -> [LayoutDocument.StateSpec] {
        guard case .sequence(let list) = node else { throw fail(node, "states must be a list of {name, constants, metrics}") }
        var states: [LayoutDocument.StateSpec] = []
        for item in list {
            var state = LayoutDocument.StateSpec(name: "state \(states.count + 1)", location: location(of: item))
            for (key, value) in try mapping(item, allowed: ["name", "constants", "metrics"]) {
                switch key {
                case "name": state.name = try string(value, "a state's name")
                case "constants":
                    for (identifier, number) in try mapping(value) {
                        state.constants.append((identifier, try self.number(number, "constant '\(identifier)'"), location(of: number)))
                    }
                default:
                    for (name, number) in try mapping(value) {
                        state.metrics.append((name, try self.number(number, "metric '\(name)'"), location(of: number)))
                    }
                }
            }
            if states.contains(where: { $0.name == state.name }) { throw fail(item, "duplicate state name '\(state.name)'") }
            states.append(state)
        }
        return states
    }

    /// Every constant a state sets must name a constraint identifier of the file, and every metric a metric.
    func checkStates(of document: LayoutDocument) throws(LayoutFileError) {
        let identifiers = document.constraints.compactMap(\.identifier)
        let metrics = Array(document.metrics.keys).sorted()
        for state in document.states {
            for (identifier, _, location) in state.constants where !identifiers.contains(identifier) {
                throw fail(location, "state '\(state.name)' sets the constant of '\(identifier)', but no constraint has that "
                           + "identifier" + NameSuggestion.didYouMean(identifier, among: identifiers))
            }
            for (name, _, location) in state.metrics where document.metrics[name] == nil {
                throw fail(location, "state '\(state.name)' sets metric '\(name)', which the file's metrics do not define"
                           + NameSuggestion.didYouMean(name, among: metrics))
            }
        }
    }
}

extension LayoutDocument {
    /// A named set of constant and metric values that `render --animate` moves between.
    public struct StateSpec: Sendable {
        public var name: String
        public var location: SourceLocation?
        /// New constants for the constraints with these identifiers.
        public var constants: [(identifier: String, value: Double, location: SourceLocation?)] = []
        /// New values for these metrics.
        public var metrics: [(name: String, value: Double, location: SourceLocation?)] = []
    }

    /// The document with a state's metrics in place (its constants are set after building, see
    /// ``BuiltLayout/apply(_:)``).
    public func withMetrics(of state: StateSpec) -> LayoutDocument {
        var document = self
        for (name, value, _) in state.metrics { document.metrics[name] = value }
        return document
    }
}

extension BuiltLayout {
    /// Sets the constants a state names on the constraints with those identifiers.
    @preconcurrency @MainActor
    public func apply(_ state: LayoutDocument.StateSpec) {
        for (entry, constraints) in constraints {
            guard let identifier = entry.identifier,
                  let value = state.constants.last(where: { $0.identifier == identifier })?.value else { continue }
            for constraint in constraints { constraint.constant = CGFloat(value) }
        }
    }
}
