/// Apple's Visual Format Language, independent of views: parsing a format and building its constraints.
public enum VisualFormat {
    /// The standard space between two sibling views, the constant of a bare `-` between views.
    public static let standardSpacing = 8.0
    /// The standard space between a view and its superview, the constant of a bare `-` next to `|`.
    public static let standardSuperviewSpacing = 20.0

    /// Parses and builds, exactly as NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:) does.
    /// `views` maps every view name in the views dictionary to whether that view has a superview (needed for the
    /// '|' error). Metric values are Doubles. Throws on any error.
    public static func constraints(
        _ format: String,
        options: LayoutFormatOptions = [],
        metrics: [String: Double] = [:],
        views: [String: Bool]
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        try constraints(format, options: options, metrics: metrics, hasSuperview: { views[$0] })
    }

    /// The same, with the views dictionary as a lookup: whether the named view has a superview, nil when the name
    /// is not a view. Only the names the format uses are looked up, so a large dictionary costs nothing.
    static func constraints(
        _ format: String,
        options: LayoutFormatOptions,
        metrics: [String: Double],
        hasSuperview: @escaping (String) -> Bool?
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, hasSuperview: hasSuperview)
        let syntax: VisualFormatSyntax
        do throws(VisualFormatError) {
            syntax = try parser.parse()
        } catch {
            // Apple finishes (and checks) each connection as soon as it is read, so a superview or options
            // error to the left of the syntax error is the one it reports.
            if let completed = parser.completedSyntax {
                _ = try VisualFormatBuilder(syntax: completed, options: options, hasSuperview: hasSuperview).constraints()
            }
            throw error
        }
        return try VisualFormatBuilder(syntax: syntax, options: options, hasSuperview: hasSuperview).constraints()
    }

    /// The syntax tree with source positions (the parser alone; names are resolved as Apple does while parsing).
    public static func parse(
        _ format: String,
        metrics: [String: Double],
        views: [String: Bool]
    ) throws(VisualFormatError) -> VisualFormatSyntax {
        var parser = VisualFormatParser(format: format, metrics: metrics, hasSuperview: { views[$0] })
        return try parser.parse()
    }
}
