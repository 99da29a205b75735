import AutoLayout

/// One visual format turned into its constraints in equation form, in Apple's order, as `explain --visual-format`
/// and the playground print them. The superview is named `superview`.
public enum VisualFormatExplanation {
    /// The equations of `format`; `views` defaults to the names the format uses. Throws Apple's parse error.
    @preconcurrency @MainActor
    public static func equations(of format: String, options: LayoutFormatOptions = [], metrics: [String: Double] = [:],
                                 views: [String]? = nil) throws(VisualFormatError) -> [String] {
        let superview = UIView()
        var items: [String: Any] = [:]
        var names = [ObjectIdentifier(superview): "superview"]
        for name in views ?? namesUsed(in: format, metrics: metrics) {
            let view = UIView()
            superview.addSubview(view)
            items[name] = view
            names[ObjectIdentifier(view)] = name
        }
        let constraints = try NSLayoutConstraint.checkedConstraints(withVisualFormat: format, options: options,
                                                                    metrics: metrics, views: items)
        return constraints.map { constraint in
            AutoLayoutText.equation(constraint) { names[ObjectIdentifier($0)] ?? "?" }
        }
    }

    /// The names inside a format's brackets that are not metrics (`[a(==b)]` names a and b), so the views can
    /// usually be left out.
    static func namesUsed(in format: String, metrics: [String: Double]) -> [String] {
        var names: [String] = []
        var insideView = false, current = ""
        func finish() {
            if let first = current.first, first.isLetter || first == "_", metrics[current] == nil, !names.contains(current) {
                names.append(current)
            }
            current = ""
        }
        for character in format {
            if insideView, character.isASCII, character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            finish()
            if character == "[" { insideView = true }
            if character == "]" { insideView = false }
        }
        return names
    }
}
