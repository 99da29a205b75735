import Foundation

/// The constraints and guides a stack view makes for its arrangement, with Apple's identifiers and priorities
/// (reference §7.2). Written for a horizontal stack; a vertical one swaps the attributes of the two axes.
struct StackArrangement {
    let stack: UIStackView
    /// Guides of the previous arrangement, reused so that their constraints stay the same.
    var reusing: [UILayoutGuide] = []

    /// What a stack adds to its hierarchy.
    struct Result {
        var constraints: [NSLayoutConstraint] = []
        var guides: [UILayoutGuide] = []
    }

    /// The attributes of one axis: its two edges, its centre and its length.
    private struct Axis {
        let leading: LayoutAttribute, trailing: LayoutAttribute, center: LayoutAttribute, length: LayoutAttribute
        static let horizontal = Axis(leading: .leading, trailing: .trailing, center: .centerX, length: .width)
        static let vertical = Axis(leading: .top, trailing: .bottom, center: .centerY, length: .height)
    }

    /// UIKit's priority for hiding an arranged view: just below required.
    static let hidingPriority = UILayoutPriority(999.999)

    private var along: Axis { stack.axis == .horizontal ? .horizontal : .vertical }
    private var across: Axis { stack.axis == .horizontal ? .vertical : .horizontal }
    /// What the views are laid out in: the stack, or its margins.
    private var canvas: LayoutItem { stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack }

    func build() -> Result {
        var result = Result()
        let views = stack.arrangedSubviews
        let visible = views.filter { !$0.isHidden }
        guard let first = visible.first, let last = visible.last else {
            for view in views { result.constraints.append(hide(view)) }
            return result
        }
        result.constraints += [
            make(canvas, along.leading, .equal, first, along.leading, id: "UISV-canvas-connection"),
            make(last, along.trailing, .equal, canvas, along.trailing, id: "UISV-canvas-connection"),
        ]
        result.constraints += spacing(views)
        for view in views where view.isHidden { result.constraints.append(hide(view)) }
        add(distribution(visible), to: &result)
        add(alignment(views, first: first), to: &result)
        return result
    }

    private func add(_ part: Result, to result: inout Result) {
        result.constraints += part.constraints
        result.guides += part.guides
    }

    // MARK: Along the axis

    /// Each view after the one before it. A hidden view sits at the end of the one before with no gap, so the
    /// gap before the next shown view is the one after the last shown view before it.
    private func spacing(_ views: [View]) -> [NSLayoutConstraint] {
        let inequality = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        var made: [NSLayoutConstraint] = []
        var lastShown: View?
        for (previous, next) in zip(views, views.dropFirst()) {
            if !previous.isHidden { lastShown = previous }
            let collapses = next.isHidden || lastShown == nil
            let gap = collapses ? 0 : stack.gap(after: lastShown!)
            let relation: LayoutRelation = inequality && !collapses && !previous.isHidden ? .greaterThanOrEqual : .equal
            let baselines = stack.axis == .vertical && stack.isBaselineRelativeArrangement && !collapses
            made.append(make(next, baselines ? .firstBaseline : along.leading, relation,
                             previous, baselines ? .lastBaseline : along.trailing, constant: gap, id: "UISV-spacing"))
        }
        return made
    }

    /// A hidden view has no length.
    private func hide(_ view: View) -> NSLayoutConstraint {
        let constraint = make(view, along.length, .equal, nil, .notAnAttribute, id: "UISV-hiding")
        constraint.priority = StackArrangement.hidingPriority
        return constraint
    }

    private func distribution(_ visible: [View]) -> Result {
        var result = Result()
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                result.constraints.append(make(view, along.length, .equal, visible[0], along.length, id: "UISV-fill-equally"))
            }
        case .fillProportionally:
            result.constraints = proportional(visible)
        case .equalSpacing, .equalCentering:
            result = gapGuides(visible, centered: stack.distribution == .equalCentering)
        }
        return result
    }

    /// `view.length == k × canvas.length`, `k` its intrinsic length over the sum of them and the gaps (Apple
    /// counts the gaps in, so the lengths fall short by them), at 999, 998, … (never below 751) unless `k` is 1.
    private func proportional(_ visible: [View]) -> [NSLayoutConstraint] {
        let lengths = visible.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            return max(0, stack.axis == .horizontal ? size.width : size.height)
        }
        let gaps = visible.dropLast().reduce(CGFloat(0)) { $0 + stack.gap(after: $1) }
        let total = lengths.reduce(0, +) + gaps
        guard total > 0 else { return [] }
        return zip(visible, lengths).enumerated().map { index, entry in
            let share = entry.1 / total
            guard share > 0 else { return make(entry.0, along.length, .equal, nil, .notAnAttribute, id: "UISV-fill-proportionally") }
            let constraint = make(entry.0, along.length, .equal, canvas, along.length, multiplier: share, id: "UISV-fill-proportionally")
            if share != 1 { constraint.priority = UILayoutPriority(Float(max(999 - index, 751))) }
            return constraint
        }
    }

    /// A gap guide between each pair of shown views, from one's trailing edge (centre) to the next one's leading
    /// edge (centre), all of equal length: required for equal spacing, at 149, 148, … (never below 50) for equal
    /// centering.
    private func gapGuides(_ visible: [View], centered: Bool) -> Result {
        var result = Result()
        let previousGaps = reusing.filter { $0.identifier == "_UIOLAGapGuide" }
        for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let guide = index < previousGaps.count ? previousGaps[index] : UILayoutGuide()
            guide.identifier = "_UIOLAGapGuide"
            result.guides.append(guide)
            result.constraints += [
                make(guide, along.leading, .equal, previous, centered ? along.center : along.trailing, id: "UISV-distributing-edge"),
                make(guide, along.trailing, .equal, next, centered ? along.center : along.leading, id: "UISV-distributing-edge"),
            ]
            guard index > 0 else { continue }
            let equal = make(guide, along.length, .equal, result.guides[0], along.length, id: "UISV-fill-equally")
            if centered { equal.priority = UILayoutPriority(Float(max(150 - index, 50))) }
            result.constraints.append(equal)
        }
        return result
    }

    // MARK: Across the axis

    /// The alignment's constraints across the axis, every view aligned to the first shown one. Except for fill,
    /// an alignment spanner encloses the views and the canvas hugs it, so the stack is as thick as its thickest
    /// view; views without a thickness of their own collapse rather than stay ambiguous.
    private func alignment(_ views: [View], first: View) -> Result {
        var result = Result()
        let others = views.filter { $0 !== first }
        switch effectiveAlignment {
        case .fill:
            result.constraints += [
                make(canvas, across.leading, .equal, first, across.leading, id: "UISV-canvas-connection"),
                make(first, across.trailing, .equal, canvas, across.trailing, id: "UISV-canvas-connection"),
            ]
            for view in others {
                result.constraints += [make(first, across.leading, .equal, view, across.leading, id: "UISV-alignment"),
                                       make(first, across.trailing, .equal, view, across.trailing, id: "UISV-alignment")]
            }
        case .leading, .trailing:
            let edge = effectiveAlignment == .leading ? across.leading : across.trailing
            let far = effectiveAlignment == .leading ? across.trailing : across.leading
            result.constraints.append(make(canvas, edge, .equal, first, edge, id: "UISV-canvas-connection"))
            result.constraints += others.map { make(first, edge, .equal, $0, edge, id: "UISV-alignment") }
            add(spanner(views, alignedEdge: edge, canvasEdges: [far]), to: &result)
        case .center:
            result.constraints.append(make(canvas, across.center, .equal, first, across.center, id: "UISV-canvas-connection"))
            result.constraints += others.map { make(first, across.center, .equal, $0, across.center, id: "UISV-alignment") }
            add(spanner(views, alignedEdge: nil, canvasEdges: [across.leading, across.trailing]), to: &result)
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute = effectiveAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
            result.constraints += others.map { make(first, baseline, .equal, $0, baseline, id: "UISV-alignment") }
            add(spanner(views, alignedEdge: nil, canvasEdges: [across.leading, across.trailing]), to: &result)
            let fit = make(stack, across.length, .equal, nil, .notAnAttribute, id: "UISV-canvas-fit")
            fit.priority = UILayoutPriority(49)
            result.constraints.append(fit)
        }
        if effectiveAlignment != .fill {
            for view in views {
                let suppression = make(view, across.length, .equal, nil, .notAnAttribute, id: "UISV-ambiguity-suppression")
                suppression.priority = UILayoutPriority(25)
                result.constraints.append(suppression)
            }
        }
        return result
    }

    /// Baselines mean something only across a horizontal stack; a vertical one aligns their edges instead.
    private var effectiveAlignment: UIStackView.Alignment {
        guard stack.axis == .vertical else { return stack.alignment }
        switch stack.alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return stack.alignment
        }
    }

    /// The alignment spanner: a guide that encloses every view (its aligned edge at 999.5), as thin as it can be
    /// (at 51), with the canvas's free edges on it.
    private func spanner(_ views: [View], alignedEdge: LayoutAttribute?, canvasEdges: [LayoutAttribute]) -> Result {
        let guide = reusing.first { $0.identifier == "UISV-alignment-spanner" } ?? UILayoutGuide()
        guide.identifier = "UISV-alignment-spanner"
        var made: [NSLayoutConstraint] = []
        for view in views {
            for edge in [across.leading, across.trailing] {
                if edge == alignedEdge {
                    let aligned = make(guide, edge, .equal, view, edge, id: "UISV-spanning-boundary")
                    aligned.priority = UILayoutPriority(999.5)
                    made.append(aligned)
                } else {
                    made.append(make(guide, edge, edge == across.leading ? .lessThanOrEqual : .greaterThanOrEqual, view, edge,
                                     id: "UISV-spanning-boundary"))
                }
            }
        }
        let fit = make(guide, across.length, .equal, nil, .notAnAttribute, id: "UISV-spanning-fit")
        fit.priority = UILayoutPriority(51)
        made.append(fit)
        made += canvasEdges.map { make(canvas, $0, .equal, guide, $0, id: "UISV-canvas-connection") }
        // The spanner's position along the axis is the canvas's, so that it is never ambiguous.
        made += [make(guide, along.leading, .equal, canvas, along.leading, id: "UISV-spanning-boundary"),
                 make(guide, along.length, .equal, nil, .notAnAttribute, id: "UISV-spanning-boundary")]
        return Result(constraints: made, guides: [guide])
    }

    private func make(_ first: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
                      _ secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      id identifier: String) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(validated: first, attribute, relation, second, secondAttribute,
                                            multiplier: multiplier, constant: constant)
        constraint.identifier = identifier
        return constraint
    }
}

/// What makes two stack constraints the same: a rebuilt arrangement keeps the constraints it already has.
struct StackConstraintKey: Hashable {
    let identifier: String?
    let first: ObjectIdentifier, second: ObjectIdentifier?
    let firstAttribute: LayoutAttribute, relation: LayoutRelation, secondAttribute: LayoutAttribute
    let multiplier: CGFloat, constant: CGFloat
    let priority: Float

    init(_ constraint: NSLayoutConstraint) {
        identifier = constraint.identifier
        first = ObjectIdentifier(constraint.firstLayoutItem)
        second = constraint.secondLayoutItem.map(ObjectIdentifier.init)
        (firstAttribute, relation, secondAttribute) = (constraint.firstAttribute, constraint.relation, constraint.secondAttribute)
        multiplier = constraint.multiplier
        constant = constraint.constant
        priority = constraint.priority.rawValue
    }
}
