/// Turns a parsed format into constraints as Apple's parser does when it finishes each connection: spacing
/// constraints in source order, each view's size constraints right after the connection that reaches it (the
/// first view's before anything else), and the alignment constraints of the options last.
struct VisualFormatBuilder {
    let syntax: VisualFormatSyntax
    let options: LayoutFormatOptions
    /// Whether a named view has a superview, which a `|` next to it needs (nil: not a view).
    let hasSuperview: (String) -> Bool?

    func constraints() throws(VisualFormatError) -> [VisualFormatConstraint] {
        var constraints = sizeConstraints(of: syntax.first)
        var alignments: [VisualFormatConstraint] = []
        var earlier = syntax.first
        for link in syntax.links {
            constraints += try spacingConstraints(from: earlier, through: link.connection, to: link.end)
            alignments += try alignmentConstraints(from: earlier, to: link.end)
            constraints += sizeConstraints(of: link.end)
            earlier = link.end
        }
        return constraints + alignments
    }

    private var isRightToLeft: Bool {
        syntax.axis == .horizontal && options.isRightToLeft
    }

    /// The edge where an element starts and the edge where it ends along the format's axis.
    private var edges: (start: LayoutAttribute, end: LayoutAttribute) {
        switch syntax.axis {
        case .vertical: (.top, .bottom)
        case .horizontal: options.usesAbsoluteDirection ? (.left, .right) : (.leading, .trailing)
        }
    }

    private func error(_ message: String, at endpoint: VisualFormatSyntax.Endpoint) -> VisualFormatError {
        VisualFormatError(message: message, format: syntax.format, position: endpoint.endPosition)
    }

    // MARK: Spacing

    /// One constraint per predicate of the connection. The first item is the later element, so `>=` means
    /// "at least this far apart"; right to left swaps the roles because the earlier view sits to the right.
    private func spacingConstraints(
        from earlier: VisualFormatSyntax.Endpoint,
        through connection: VisualFormatSyntax.Connection,
        to later: VisualFormatSyntax.Endpoint
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        try checkConnection(from: earlier, to: later)
        let (firstSide, secondSide) = isRightToLeft ? (earlier, later) : (later, earlier)
        let betweenViews = earlier.view != nil && later.view != nil
        let baselines = betweenViews && options.contains(.spacingBaselineToBaseline)
        let template = VisualFormatConstraint(
            firstItem: firstSide.view.map { .view($0.name) } ?? .superview,
            firstAttribute: firstSide.view == nil ? edges.end : baselines ? .firstBaseline : edges.start,
            secondItem: secondSide.view.map { .view($0.name) } ?? .superview,
            secondAttribute: secondSide.view == nil ? edges.start : baselines ? .lastBaseline : edges.end)

        switch connection.kind {
        case .flush:
            return [template]
        case .standard:
            var constraint = template
            constraint.constant = betweenViews ? VisualFormat.standardSpacing : VisualFormat.standardSuperviewSpacing
            constraint.isStandardSpacing = true
            return [constraint]
        case .predicates(let predicates):
            return predicates.map { predicate in
                var constraint = template
                constraint.relation = predicate.relation
                // The parser refuses view names in a connection, so the object is a number or a metric.
                constraint.constant = predicate.object.number ?? 0
                constraint.priority = UILayoutPriority(Float(predicate.priorityValue))
                return constraint
            }
        }
    }

    /// Apple's checks when a connection is finished, in its order: the baseline option, then `|` needing a
    /// superview for the view next to it.
    private func checkConnection(from earlier: VisualFormatSyntax.Endpoint, to later: VisualFormatSyntax.Endpoint) throws(VisualFormatError) {
        if syntax.axis == .horizontal && options.contains(.spacingBaselineToBaseline) {
            throw error(VisualFormatMessage.baselineInHorizontalLayout, at: later)
        }
        guard let view = earlier.view ?? later.view else {
            throw error(VisualFormatMessage.noView, at: later)
        }
        if (earlier.view == nil || later.view == nil) && hasSuperview(view.name) != true {
            throw error(VisualFormatMessage.noSuperview, at: later)
        }
    }

    // MARK: Alignment

    /// `earlier.attr == later.attr` for each alignment option, between two views only (never with `|`).
    private func alignmentConstraints(
        from earlier: VisualFormatSyntax.Endpoint,
        to later: VisualFormatSyntax.Endpoint
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        guard let earlierView = earlier.view, let laterView = later.view else { return [] }
        let (first, second) = isRightToLeft ? (laterView, earlierView) : (earlierView, laterView)
        var constraints: [VisualFormatConstraint] = []
        for attribute in options.alignmentAttributes {
            // Aligning along the format's own axis would contradict the order the format gives.
            guard attribute.axis != syntax.axis else {
                let message = syntax.axis == .horizontal
                    ? VisualFormatMessage.alignmentInHorizontalLayout : VisualFormatMessage.alignmentInVerticalLayout
                throw error(message, at: later)
            }
            constraints.append(VisualFormatConstraint(
                firstItem: .view(first.name), firstAttribute: attribute,
                secondItem: .view(second.name), secondAttribute: attribute))
        }
        return constraints
    }

    // MARK: Sizes

    /// The view's own predicates: `v.width R c` or `v.width R w.width` (height in a vertical format).
    private func sizeConstraints(of endpoint: VisualFormatSyntax.Endpoint) -> [VisualFormatConstraint] {
        guard let view = endpoint.view else { return [] }
        let attribute: LayoutAttribute = syntax.axis == .horizontal ? .width : .height
        return view.predicates.map { predicate in
            var constraint = VisualFormatConstraint(
                firstItem: .view(view.name), firstAttribute: attribute, relation: predicate.relation,
                priority: UILayoutPriority(Float(predicate.priorityValue)))
            switch predicate.object {
            case .view(let other):
                constraint.secondItem = .view(other)
                constraint.secondAttribute = attribute
            case .number(let value), .metric(_, let value):
                constraint.constant = value
            }
            return constraint
        }
    }
}
