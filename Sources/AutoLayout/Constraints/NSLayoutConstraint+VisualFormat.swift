import Foundation

extension NSLayoutConstraint {
    /// Apple's visual format API: the constraints a format describes, in Apple's order. Traps with Apple's
    /// message on a malformed format, as Apple does; use
    /// ``checkedConstraints(withVisualFormat:options:metrics:views:)`` to get the error instead.
    ///
    /// `metrics` values may be `Int`, `Double`, `Float`, `CGFloat` or `NSNumber`; `views` values are views or
    /// layout guides.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
                                views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try checkedConstraints(withVisualFormat: format, options: opts, metrics: numericMetrics(metrics), views: views)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// The throwing twin of ``constraints(withVisualFormat:options:metrics:views:)``: the same constraints, or
    /// Apple's message with the position of the fault.
    ///
    /// `views` may hold any values (generic, so a `[String: UIView]` is used as it is, not converted); values that
    /// are not views or layout guides count as absent, as in Apple's dictionary.
    public static func checkedConstraints<Value>(withVisualFormat format: String, options: FormatOptions = [],
                                                 metrics: [String: Double] = [:],
                                                 views: [String: Value]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        // Looked up by name rather than converted whole, so one format among thousands of views stays cheap.
        let items = { (name: String) in views[name] as? AutoLayoutItem }
        let made = try VisualFormat.constraints(format, options: options, metrics: metrics,
                                                hasSuperview: { items($0).map { $0.layoutSuperitem != nil } })
        var result: [NSLayoutConstraint] = []
        for constraint in made {
            guard let first = item(constraint.firstItem, in: items, partner: constraint.secondItem) else { continue }
            let second = constraint.secondItem.flatMap { item($0, in: items, partner: constraint.firstItem) }
            do {
                let converted = try validated(first, constraint.firstAttribute, relatedBy: constraint.relation,
                                              second, constraint.secondAttribute,
                                              multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constraint.constant))
                converted.priority = constraint.priority
                converted.usesStandardSpacing = constraint.isStandardSpacing
                result.append(converted)
            } catch {
                throw VisualFormatError(message: error.message, format: format, position: nil)
            }
        }
        return result
    }

    /// The item a visual format names; `|` is the superview of the view on the other side.
    private static func item(_ item: VisualFormatItem, in views: (String) -> AutoLayoutItem?, partner: VisualFormatItem?) -> AutoLayoutItem? {
        switch item {
        case .view(let name): return views(name)
        case .superview:
            guard case .view(let name)? = partner else { return nil }
            return views(name)?.layoutSuperitem
        }
    }

    /// Metrics as numbers, the way Apple reads them with `doubleValue`.
    static func numericMetrics(_ metrics: [String: Any]?) -> [String: Double] {
        (metrics ?? [:]).compactMapValues { value in
            switch value {
            case let number as Double: number
            case let number as Int: Double(number)
            case let number as CGFloat: Double(number)
            case let number as Float: Double(number)
            case let number as NSNumber: number.doubleValue
            default: nil
            }
        }
    }

    /// The visual format that describes this constraint, when there is one (`H:[a]-(8)-[b]`), with items named by
    /// `name` and the superview of a `|` connection printed as `|`.
    public func visualFormat(naming name: (AutoLayoutItem) -> String) -> String? {
        // A distance between anchors (`anchorWithOffset(to:)`) has no visual format.
        guard offsetStarts == nil else { return nil }
        func formatItem(_ item: AutoLayoutItem, other: AutoLayoutItem?) -> VisualFormatItem {
            if let other, other.layoutSuperitem === item { return .superview }
            return .view(name(item))
        }
        let vfl = VisualFormatConstraint(
            firstItem: formatItem(firstLayoutItem, other: secondLayoutItem), firstAttribute: firstAttribute, relation: relation,
            secondItem: secondLayoutItem.map { formatItem($0, other: firstLayoutItem) }, secondAttribute: secondAttribute,
            multiplier: Double(multiplier), constant: Double(constant), priority: priority, isStandardSpacing: usesStandardSpacing)
        return vfl.visualFormat()
    }
}
