import AutoLayout
import Yams

extension LayoutDocumentReader {
    /// `stack: {axis, distribution, alignment, spacing, arranged: [names], customSpacing: {name: gap},
    /// isLayoutMarginsRelativeArrangement, isBaselineRelativeArrangement}`, with UIStackView's names and values.
    func stack(_ node: Node) throws(LayoutFileError) -> LayoutDocument.StackSpec {
        var stack = LayoutDocument.StackSpec()
        let keys = ["axis", "distribution", "alignment", "spacing", "arranged", "customSpacing",
                    "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement"]
        for (key, value) in try mapping(node, allowed: keys) {
            switch key {
            case "axis": stack.axis = try choice(value, key, ["horizontal": LayoutAxis.horizontal, "vertical": .vertical])
            case "distribution":
                stack.distribution = try choice(value, key, ["fill": UIStackView.Distribution.fill, "fillEqually": .fillEqually,
                                                             "fillProportionally": .fillProportionally,
                                                             "equalSpacing": .equalSpacing, "equalCentering": .equalCentering])
            case "alignment":
                stack.alignment = try choice(value, key, ["fill": UIStackView.Alignment.fill, "leading": .leading, "top": .top,
                                                          "firstBaseline": .firstBaseline, "center": .center,
                                                          "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline])
            case "spacing": stack.spacing = try number(value, key)
            case "arranged":
                guard case .sequence(let names) = value else { throw fail(value, "arranged must be a list of view names") }
                for name in names { stack.arranged.append((try string(name, "an arranged view"), location(of: name))) }
            case "customSpacing":
                for (name, gap) in try mapping(value) {
                    stack.customSpacing.append((name, try number(gap, "the custom spacing after '\(name)'"), location(of: gap)))
                }
            case "isLayoutMarginsRelativeArrangement": stack.isLayoutMarginsRelativeArrangement = try bool(value, key)
            default: stack.isBaselineRelativeArrangement = try bool(value, key)
            }
        }
        return stack
    }

    /// Makes each stack the superview of the views it arranges, refusing unknown names (with the closest known
    /// one), a view arranged twice, a `superview` that names another view, and custom spacing after a view the
    /// stack does not arrange.
    func arrange(_ views: inout [LayoutDocument.ViewSpec]) throws(LayoutFileError) {
        var arrangedBy: [String: String] = [:]
        for stackSpec in views {
            guard let stack = stackSpec.stack else { continue }
            for (name, location) in stack.arranged {
                guard let index = views.firstIndex(where: { $0.name == name }) else {
                    let known = views.map(\.name).filter { $0 != stackSpec.name }
                    throw fail(location, "unknown arranged view '\(name)' of stack '\(stackSpec.name)'" + NameSuggestion.didYouMean(name, among: known))
                }
                if let other = arrangedBy.updateValue(stackSpec.name, forKey: name) {
                    throw fail(location, "view '\(name)' is arranged by both '\(other)' and '\(stackSpec.name)'")
                }
                guard views[index].superviewLocation == nil || views[index].superview == stackSpec.name else {
                    throw fail(views[index].superviewLocation,
                               "view '\(name)' is arranged by stack '\(stackSpec.name)', so its superview must be '\(stackSpec.name)'")
                }
                views[index].superview = stackSpec.name
                views[index].superviewLocation = location
            }
            for (name, _, location) in stack.customSpacing where !stack.arranged.contains(where: { $0.name == name }) {
                throw fail(location, "custom spacing after '\(name)', which stack '\(stackSpec.name)' does not arrange")
            }
        }
    }

    /// One of the names a key takes, or an error listing them.
    private func choice<Value>(_ node: Node, _ key: String, _ values: KeyValuePairs<String, Value>) throws(LayoutFileError) -> Value {
        let text = try string(node, key)
        guard let value = values.first(where: { $0.key == text })?.value else {
            throw fail(node, "\(key) must be one of \(values.map(\.key).joined(separator: ", ")), not '\(text)'"
                + NameSuggestion.didYouMean(text, among: values.map(\.key)))
        }
        return value
    }
}
