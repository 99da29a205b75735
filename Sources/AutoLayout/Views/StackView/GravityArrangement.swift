import Foundation

/// The constraints of an `NSStackView`'s gravity areas (its default distribution), after AppKit's documented
/// priorities. Written for a horizontal stack; a vertical one swaps the attributes of the two axes.
@MainActor
struct GravityArrangement: StackConstraintMaking {
    let stack: NSStackView
    /// Guides of the previous arrangement, reused so that their constraints stay the same.
    var reusing: [UILayoutGuide] = []

    private var along: StackAxis { StackAxis(stack.arrangementAxis) }
    private var across: StackAxis { StackAxis(stack.arrangementAxis == .horizontal ? .vertical : .horizontal) }
    private var canvas: AutoLayoutItem { stack.arrangementCanvas }
    private var hugging: UILayoutPriority { stack.huggingPriority(for: stack.arrangementAxis) }
    private var clippingResistance: UILayoutPriority { stack.clippingResistancePriority(for: stack.arrangementAxis) }

    func build() -> StackArrangement.Result {
        var result = StackArrangement.Result()
        let areas = NSStackView.Gravity.allCases.map { (gravity: $0, views: stack.attachedViews(in: $0)) }
        let views = areas.flatMap(\.views)
        guard let first = views.first, let last = views.last else {
            result.append(.canvasAlong, [hug(along), hug(across)])
            return result
        }
        result.append(.canvasAlong, edges(first: first, last: last, leadingArea: areas[0].views, trailingArea: areas[2].views))
        result.append(.distribution, spacing(areas.flatMap { area in area.views.map { (area.gravity, $0) } }))
        if let centre = areas[1].views.first, let end = areas[1].views.last {
            let guide = reusing.first { $0.identifier == "NSStackView-center-area" } ?? UILayoutGuide()
            guide.identifier = "NSStackView-center-area"
            result.guides.append(guide)
            result.append(.distribution, centring(guide, from: centre, to: end))
        }
        result.append(.alignment, alignment(views) + containment(views) + [hug(across)])
        return result
    }

    // MARK: Along the axis

    /// The leading area on the leading edge (required) and the trailing area on the trailing edge (at the
    /// clipping resistance, so that views clip there); an edge without an area is only a bound, which the stack
    /// hugs.
    private func edges(first: View, last: View, leadingArea: [View], trailingArea: [View]) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        if leadingArea.isEmpty {
            made += [make(first, along.leading, .greaterThanOrEqual, canvas, along.leading, id: "NSStackView-gravity-edge"),
                     prioritized(make(first, along.leading, .equal, canvas, along.leading, id: "NSStackView-hugging"), hugging)]
        } else {
            made.append(make(first, along.leading, .equal, canvas, along.leading, id: "NSStackView-gravity-edge"))
        }
        let trailing = make(canvas, along.trailing, trailingArea.isEmpty ? .greaterThanOrEqual : .equal, last, along.trailing,
                            id: "NSStackView-gravity-edge")
        made.append(prioritized(trailing, clippingResistance))
        if trailingArea.isEmpty {
            made.append(prioritized(make(canvas, along.trailing, .equal, last, along.trailing, id: "NSStackView-hugging"), hugging))
        }
        return made
    }

    /// Between adjacent views: at least the gap (required), and exactly the gap at `max(defaultHigh, hugging)`
    /// within an area or at the hugging priority between areas.
    private func spacing(_ views: [(gravity: NSStackView.Gravity, view: View)]) -> [NSLayoutConstraint] {
        zip(views, views.dropFirst()).flatMap { previous, next -> [NSLayoutConstraint] in
            let gap = stack.gap(after: previous.view)
            let sameArea = previous.gravity == next.gravity
            let exact = make(next.view, along.leading, .equal, previous.view, along.trailing, constant: gap,
                             id: sameArea ? "NSStackView-spacing" : "NSStackView-gravity-spacing")
            return [make(next.view, along.leading, .greaterThanOrEqual, previous.view, along.trailing, constant: gap,
                         id: "NSStackView-minimum-spacing"),
                    prioritized(exact, sameArea ? max(.defaultHigh, hugging) : hugging)]
        }
    }

    /// A guide from the centre area's first view to its last, centred on the canvas just below the hugging
    /// priority: the stack hugs first, and the centre area is centred in the room left.
    private func centring(_ guide: UILayoutGuide, from first: View, to last: View) -> [NSLayoutConstraint] {
        let centre = make(guide, along.center, .equal, canvas, along.center, id: "NSStackView-centering")
        return [make(guide, along.leading, .equal, first, along.leading, id: "NSStackView-center-area"),
                make(guide, along.trailing, .equal, last, along.trailing, id: "NSStackView-center-area"),
                make(guide, across.leading, .equal, canvas, across.leading, id: "NSStackView-center-area"),
                make(guide, across.length, .equal, nil, .notAnAttribute, id: "NSStackView-center-area"),
                prioritized(centre, UILayoutPriority(max(hugging.rawValue - 1, 1)))]
    }

    // MARK: Across the axis

    /// Each view on the alignment attribute: the canvas's edge or centre, or the first view's baseline. An
    /// attribute of the other axis (or none) aligns nothing, as in AppKit.
    private func alignment(_ views: [View]) -> [NSLayoutConstraint] {
        let attribute = stack.alignment
        if attribute == .firstBaseline || attribute == .lastBaseline {
            guard stack.arrangementAxis == .horizontal else { return [] }
            return views.dropFirst().map { make(views[0], attribute, .equal, $0, attribute, id: "NSStackView-alignment") }
        }
        let applicable: [LayoutAttribute] = stack.arrangementAxis == .horizontal ? [.top, .bottom, .centerY]
            : [.leading, .trailing, .left, .right, .centerX]
        guard applicable.contains(attribute) else { return [] }
        return views.map { make($0, attribute, .equal, canvas, attribute, id: "NSStackView-alignment") }
    }

    /// Every view within the canvas across the axis, at the clipping resistance of that axis.
    private func containment(_ views: [View]) -> [NSLayoutConstraint] {
        let priority = stack.clippingResistancePriority(for: stack.arrangementAxis.other)
        return views.flatMap { view in
            [make(view, across.leading, .greaterThanOrEqual, canvas, across.leading, id: "NSStackView-clipping-resistance"),
             make(canvas, across.trailing, .greaterThanOrEqual, view, across.trailing, id: "NSStackView-clipping-resistance")]
                .map { prioritized($0, priority) }
        }
    }

    /// The canvas as short as it can be along an axis, at the stack's hugging priority for that axis.
    private func hug(_ axis: StackAxis) -> NSLayoutConstraint {
        let orientation: NSLayoutConstraint.Orientation = axis.length == .width ? .horizontal : .vertical
        return prioritized(make(canvas, axis.length, .equal, nil, .notAnAttribute, id: "NSStackView-hugging"),
                           stack.huggingPriority(for: orientation))
    }

    private func prioritized(_ constraint: NSLayoutConstraint, _ priority: UILayoutPriority) -> NSLayoutConstraint {
        constraint.priority = priority
        return constraint
    }
}

extension LayoutAxis {
    /// The axis across this one.
    var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}
