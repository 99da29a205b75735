import Foundation

/// The layout library of the seeds (Listings 4-1 to 4-7, Examples 6-2 to 6-5), in Swift: each function makes
/// its constraints at the priority you give and returns them without installing them; activate them with
/// `NSLayoutConstraint.activate(_:)` or `install(priority:)`.
extension View {
    /// Listing 4-1: keeps the view inside its superview, at least `minimumSize` on each axis.
    public func constraintsKeepingInsideSuperview(minimumSize: CGFloat, priority: UILayoutPriority) -> [NSLayoutConstraint] {
        guard superview != nil else { return [] }
        let metrics: [String: Any] = ["priority": priority.rawValue, "minimumSize": minimumSize]
        return ["H:|->=0@priority-[view(==minimumSize@priority)]", "H:[view]->=0@priority-|",
                "V:|->=0@priority-[view(==minimumSize@priority)]", "V:[view]->=0@priority-|"]
            .flatMap { NSLayoutConstraint.constraints(withVisualFormat: $0, metrics: metrics, views: ["view": self]) }
    }

    /// Listing 4-2: stretches the view across its superview with an inset on every side.
    public func constraintsStretchingToSuperview(inset: CGFloat, priority: UILayoutPriority) -> [NSLayoutConstraint] {
        guard superview != nil else { return [] }
        return withPriority(priority, ["H:|-indent-[view]-indent-|", "V:|-indent-[view]-indent-|"].flatMap {
            NSLayoutConstraint.constraints(withVisualFormat: $0, metrics: ["indent": inset], views: ["view": self])
        })
    }

    /// Listing 4-3: sets the view's width and height.
    public func constraintsSettingSize(_ size: CGSize, priority: UILayoutPriority) -> [NSLayoutConstraint] {
        constraintsSettingWidth(size.width, priority: priority) + constraintsSettingHeight(size.height, priority: priority)
    }

    /// Sets the view's width alone (the exercise of Listing 4-3).
    public func constraintsSettingWidth(_ width: CGFloat, relation: LayoutRelation = .equal,
                                        priority: UILayoutPriority) -> [NSLayoutConstraint] {
        dimension("H", width, relation, priority)
    }

    /// Sets the view's height alone.
    public func constraintsSettingHeight(_ height: CGFloat, relation: LayoutRelation = .equal,
                                         priority: UILayoutPriority) -> [NSLayoutConstraint] {
        dimension("V", height, relation, priority)
    }

    private func dimension(_ axis: String, _ value: CGFloat, _ relation: LayoutRelation, _ priority: UILayoutPriority) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: "\(axis):[view(\(relation.symbol)size@priority)]",
                                       metrics: ["size": value, "priority": priority.rawValue], views: ["view": self])
    }

    /// Examples 6-2 to 6-5: centres the view in its superview.
    public func constraintsCenteringInSuperview(priority: UILayoutPriority) -> [NSLayoutConstraint] {
        guard let superview else { return [] }
        return withPriority(priority, [centerXAnchor.constraint(equalTo: superview.centerXAnchor),
                                       centerYAnchor.constraint(equalTo: superview.centerYAnchor)])
    }

    /// Listing 6-2, portrait: centred horizontally at the top of the superview (standard inset).
    public func constraintsAligningCenterTop(priority: UILayoutPriority) -> [NSLayoutConstraint] {
        guard let superview else { return [] }
        return withPriority(priority, [centerXAnchor.constraint(equalTo: superview.centerXAnchor)]
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[view]", metrics: nil, views: ["view": self]))
    }

    /// Listing 6-2, landscape: centred vertically at the right of the superview (standard inset).
    public func constraintsAligningCenterRight(priority: UILayoutPriority) -> [NSLayoutConstraint] {
        guard let superview else { return [] }
        return withPriority(priority, [centerYAnchor.constraint(equalTo: superview.centerYAnchor)]
            + NSLayoutConstraint.constraints(withVisualFormat: "H:[view]-|", options: .directionLeftToRight, metrics: nil,
                                             views: ["view": self]))
    }

    /// Listing 4-4: places views in a line. The axis is orthogonal to the alignment (centerX makes a column,
    /// top makes a row); `spacing` is the connection: "-" standard, "" flush, or any connection like "->=15-".
    public static func constraintsBuildingLine(_ views: [View], alignment: LayoutFormatOptions, spacing: String = "-",
                                               priority: UILayoutPriority) -> [NSLayoutConstraint] {
        let axis = isHorizontalAlignment(alignment) ? "V:" : "H:"
        return withPriority(priority, zip(views, views.dropFirst()).flatMap { first, second in
            NSLayoutConstraint.constraints(withVisualFormat: "\(axis)[view1]\(spacing)[view2]", options: alignment, metrics: nil,
                                           views: ["view1": first, "view2": second])
        })
    }

    /// Listing 4-5: makes every view's width (or height) match the first view's.
    public static func constraintsMatchingSizes(_ views: [View], axis: NSLayoutConstraint.Axis,
                                                priority: UILayoutPriority) -> [NSLayoutConstraint] {
        guard let first = views.first else { return [] }
        let format = axis == .vertical ? "V:[view2(==view1@priority)]" : "H:[view2(==view1@priority)]"
        return views.dropFirst().flatMap {
            NSLayoutConstraint.constraints(withVisualFormat: format, metrics: ["priority": priority.rawValue],
                                           views: ["view1": first, "view2": $0])
        }
    }

    /// Listing 4-6: spreads views across their superview by placing each centre in the middle of an equal
    /// section, and aligns them with the first on the alignment attribute.
    public static func constraintsDistributingCenters(_ views: [View], alignment: LayoutFormatOptions,
                                                      priority: UILayoutPriority) -> [NSLayoutConstraint] {
        guard let first = views.first, let alignmentAttribute = attribute(for: alignment) else { return [] }
        let horizontal = isHorizontalAlignment(alignment)
        let placement: LayoutAttribute = horizontal ? .centerY : .centerX, end: LayoutAttribute = horizontal ? .bottom : .right
        var made: [NSLayoutConstraint] = []
        for (index, view) in views.enumerated() {
            guard let superview = view.superview else { continue }
            let multiplier = (CGFloat(index) + 0.5) / CGFloat(views.count)
            made.append(NSLayoutConstraint(item: view, attribute: placement, relatedBy: .equal, toItem: superview,
                                           attribute: end, multiplier: multiplier, constant: 0))
            made.append(NSLayoutConstraint(item: first, attribute: alignmentAttribute, relatedBy: .equal, toItem: view,
                                           attribute: alignmentAttribute, multiplier: 1, constant: 0))
        }
        return withPriority(priority, made)
    }

    /// Listing 4-7: puts a spacer view between each pair of views (added to `superview`) and makes every spacer
    /// the same size, so the gaps are equal. Pin the first and last views yourself. Returns the spacers too.
    public static func constraintsDistributingWithSpacers(_ views: [View], in superview: View, alignment: LayoutFormatOptions,
                                                          priority: UILayoutPriority) -> (constraints: [NSLayoutConstraint], spacers: [View]) {
        guard views.count > 1, alignment.rawValue != 0 else { return ([], []) }
        let spacers = views.dropLast().map { _ -> View in
            let spacer = View()
            spacer.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(spacer)
            return spacer
        }
        let format = isHorizontalAlignment(alignment) ? "V:[view1][spacer(==firstspacer)][view2]" : "H:[view1][spacer(==firstspacer)][view2]"
        var made: [NSLayoutConstraint] = []
        for (index, spacer) in spacers.enumerated() {
            made += NSLayoutConstraint.constraints(withVisualFormat: format, options: alignment, metrics: nil, views: [
                "view1": views[index], "view2": views[index + 1], "spacer": spacer, "firstspacer": spacers[0],
            ])
        }
        return (withPriority(priority, made), spacers)
    }

    private static func isHorizontalAlignment(_ alignment: LayoutFormatOptions) -> Bool {
        [.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX].contains(alignment)
    }

    private static func attribute(for alignment: LayoutFormatOptions) -> LayoutAttribute? {
        (1...12).first { alignment.contains(LayoutFormatOptions(rawValue: 1 << $0)) }.flatMap(LayoutAttribute.init(rawValue:))
    }
}

@MainActor
private func withPriority(_ priority: UILayoutPriority, _ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
    for constraint in constraints { constraint.priority = priority }
    return constraints
}
