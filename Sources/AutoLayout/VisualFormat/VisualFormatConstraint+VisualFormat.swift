extension VisualFormatConstraint {
    /// The constraint as a one-constraint visual format when it has one (Apple's ASCII-art picture, reference §3.6):
    /// e.g. "H:[a]-(8)-[b]", "H:|-(20)-[a]", "V:[a]-(>=10@750)-|", "H:[a(50)]", "V:[a(>=b)]"; nil otherwise (e.g. centerX alignment).
    /// `name` maps items to the names to print. Parsing the result with the same names must give back the same constraint
    /// (standard spacing prints as "-" so it stays standard).
    ///
    /// Only the shapes a format produces without options have a picture: leading/trailing and top/bottom
    /// spacing, and widths and heights. Left/right and baseline spacing need format options, so they give nil,
    /// as do non-finite constants and illegal priorities. Numbers print as `%g` when that reads back exactly,
    /// otherwise with every digit needed.
    public func visualFormat(name: (VisualFormatItem) -> String = { $0.name }) -> String? {
        guard multiplier == 1, constant.isFinite, priority.isValid, let axis = firstAttribute.axis else { return nil }
        let prefix = axis == .horizontal ? "H:" : "V:"
        let picture = firstAttribute.isSize ? sizePicture(name: name) : spacingPicture(axis: axis, name: name)
        return picture.map { prefix + $0 }
    }

    /// `[a(R c@p)]` or `[a(R b@p)]`.
    private func sizePicture(name: (VisualFormatItem) -> String) -> String? {
        guard case .view = firstItem, !isStandardSpacing else { return nil }
        let object: String
        switch secondItem {
        case nil:
            guard secondAttribute == .notAnAttribute else { return nil }
            object = Self.text(for: constant)
        case .view(let other)?:
            guard secondAttribute == firstAttribute, constant == 0 else { return nil }
            object = name(.view(other))
        case .superview?:
            return nil
        }
        return "[" + name(firstItem) + "(" + predicateText(object: object) + ")]"
    }

    /// `[b]-X-[a]`, `|-X-[a]` or `[a]-X-|`, the first item being the later element as the parser makes it.
    private func spacingPicture(axis: LayoutAxis, name: (VisualFormatItem) -> String) -> String? {
        let (start, end): (LayoutAttribute, LayoutAttribute) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        switch (firstItem, firstAttribute, secondItem, secondAttribute) {
        case (.view(let later), start, .view(let earlier)?, end):
            return connectionText(toSuperview: false).map { "[" + name(.view(earlier)) + "]" + $0 + "[" + name(.view(later)) + "]" }
        case (.view(let view), start, .superview?, start):
            return connectionText(toSuperview: true).map { "|" + $0 + "[" + name(.view(view)) + "]" }
        case (.superview, end, .view(let view)?, end):
            return connectionText(toSuperview: true).map { "[" + name(.view(view)) + "]" + $0 + "|" }
        default:
            return nil
        }
    }

    /// `-` for an untouched standard space, else `-(R c@p)-`.
    private func connectionText(toSuperview: Bool) -> String? {
        guard isStandardSpacing else { return "-(" + predicateText(object: Self.text(for: constant)) + ")-" }
        let standard = toSuperview ? VisualFormat.standardSuperviewSpacing : VisualFormat.standardSpacing
        guard relation == .equal, priority == .required, constant == standard else { return nil }
        return "-"
    }

    /// Relation (nothing for `==`), object, and `@priority` unless required.
    private func predicateText(object: String) -> String {
        let relationText = relation == .equal ? "" : relation.symbol
        let priorityText = priority == .required ? "" : "@" + Self.text(for: priority)
        return relationText + object + priorityText
    }

    /// `%g` when the parser reads it back to the same value, else Swift's shortest exact spelling.
    private static func text(for value: Double) -> String {
        let short = formatNumber(value)
        return VisualFormatNumber.value(of: short) == value ? short : "\(value)"
    }

    /// The shortest text the parser reads back (as a Double, then rounded to Float) to the same priority.
    private static func text(for priority: UILayoutPriority) -> String {
        let value = priority.rawValue
        let candidates = [formatNumber(Double(value)), "\(value)"]
        let exact = "\(Double(value))"
        return candidates.first { VisualFormatNumber.value(of: $0).map(Float.init) == value } ?? exact
    }
}
