import Foundation

/// A stack that ``StackArrangement`` lays out: a `UIStackView`, or an `NSStackView` outside its gravity areas.
protocol StackArranging: View {
    /// The views in the arrangement, in order, collapsed ones included.
    var arrangedViews: [View] { get }
    /// Whether a view leaves the arrangement with no length (`UISV-hiding`).
    func isCollapsed(_ view: View) -> Bool
    var arrangementAxis: NSLayoutConstraint.Axis { get }
    var arrangementDistribution: UIStackView.Distribution { get }
    var arrangementAlignment: UIStackView.Alignment { get }
    /// What the views are laid out in: the stack, or a guide inset from it.
    var arrangementCanvas: AutoLayoutItem { get }
    /// Whether gaps in a vertical stack run from baseline to baseline.
    var arrangesBaselineRelative: Bool { get }
    /// The stack's spacing in points.
    var resolvedSpacing: CGFloat { get }
    /// The gap after an arranged view in points.
    func gap(after view: View) -> CGFloat
}

/// The constraints and guides a stack view makes for its arrangement, with Apple's identifiers and priorities
/// (reference §7.2). Written for a horizontal stack; a vertical one swaps the attributes of the two axes.
@MainActor
struct StackArrangement: StackConstraintMaking {
    let stack: any StackArranging
    /// Guides of the previous arrangement, reused so that their constraints stay the same.
    private let reusing: [UILayoutGuide]
    /// The previous arrangement's gap guides, by the view each gap followed.
    private let gapGuidesAfter: [ObjectIdentifier: UILayoutGuide]

    /// The arrangement of a stack, reusing the guides of the one installed.
    init(stack: any StackArranging, reusing installation: StackInstallation) {
        self.stack = stack
        reusing = installation.guides
        gapGuidesAfter = installation.gapGuidesByLeadingView
    }

    /// Some of the arrangement's constraints, under the slot they fill.
    typealias Part = (slot: StackSlot, constraints: [NSLayoutConstraint])

    /// What a stack adds to its hierarchy: its constraints in parts, in order, and its guides.
    struct Result {
        var parts: [Part] = []
        var guides: [UILayoutGuide] = []

        /// Adds a part.
        mutating func append(_ slot: StackSlot, _ constraints: [NSLayoutConstraint]) {
            parts.append((slot, constraints))
        }
    }

    /// UIKit's priority for hiding an arranged view: just below required.
    static let hidingPriority = UILayoutPriority(999.999)

    private var along: StackAxis { StackAxis(stack.arrangementAxis) }
    private var across: StackAxis { StackAxis(stack.arrangementAxis == .horizontal ? .vertical : .horizontal) }
    /// What the views are laid out in: the stack, or its margins.
    private var canvas: AutoLayoutItem { stack.arrangementCanvas }

    func build() -> Result {
        var result = Result()
        let views = stack.arrangedViews
        let visible = views.filter { !stack.isCollapsed($0) }
        guard let first = visible.first, let last = visible.last else {
            for view in views { result.append(.hiding(ObjectIdentifier(view)), [hide(view)]) }
            return result
        }
        // The distribution goes first: its constraints relate the views' lengths to one another, and added before
        // the canvas connections close the chain of views, each stays a short row. Added after, each one was
        // expanded against the chain's whole length and pivoted through it: 800 labels filling a fixed width
        // equally took 12.7 s to lay out, with their lengths proportional 2.1 s (now 161 and 21 ms).
        add(distribution(visible), to: &result)
        for index in views.indices.dropFirst() {
            result.append(.spacing(ObjectIdentifier(views[index])), [spacing(before: index, in: views)])
        }
        // Then the canvas connections, after the spacing that defines each view's position from the one before:
        // a stack sized by its views then defines its length by the last one's far edge, where a connection that
        // came first defined the last view's position from the stack's length, and the spacing before that view
        // expanded the whole chain into a row; appending a view then left such a row behind every time.
        result.append(.canvasAlong, canvasConnections(first: first, last: last))
        for view in views where stack.isCollapsed(view) { result.append(.hiding(ObjectIdentifier(view)), [hide(view)]) }
        if disambiguatesTextWidths(views) { result.append(.textWidth, textWidthDisambiguation(visible)) }
        add(alignment(views, first: first), to: &result)
        return result
    }

    /// The parts that change when the views at `changed` (indices into the arranged views) were shown or hidden
    /// or joined the arrangement (those at `joined`, which are among `changed` too), and when the gaps around the
    /// views at `respaced` changed (views left from before them, or the spacing after them changed), rebuilt;
    /// `nil` when such a change reaches every view (the first shown view changes, or the distribution or a text
    /// width depends on all of them), and the whole arrangement must be built again.
    func changedParts(changed: [Int], joined: [Int], respaced: [Int], firstShownBefore: View?) -> [Part]? {
        let views = stack.arrangedViews
        guard stack.arrangementDistribution == .fill || stack.arrangementDistribution == .fillEqually,
              !disambiguatesTextWidths(views), let first = views.first(where: { !stack.isCollapsed($0) }), first === firstShownBefore,
              let last = views.last(where: { !stack.isCollapsed($0) }) else { return nil }
        let changedSet = Set(changed)
        let spaced = (changed + respaced).flatMap { spacingsAffected(byVisibilityOf: $0, in: views, changed: changedSet) }
        // In the order of `build`: the spacing, then the canvas connections.
        var parts: [Part] = Set(spaced).sorted().map { (.spacing(ObjectIdentifier(views[$0])), [spacing(before: $0, in: views)]) }
        parts.append((.canvasAlong, canvasConnections(first: first, last: last)))
        for view in changed.map({ views[$0] }) {
            parts.append((.hiding(ObjectIdentifier(view)), stack.isCollapsed(view) ? [hide(view)] : []))
            guard stack.arrangementDistribution == .fillEqually else { continue }
            parts.append((.fillEqually(ObjectIdentifier(view)), stack.isCollapsed(view) ? [] : [fillEqually(view, first: first)]))
        }
        return parts + joined.map { alignment(of: views[$0], first: first) }
    }

    /// The slots of a view's own constraints, which go when it leaves the arrangement.
    static func slots(of view: ObjectIdentifier) -> [StackSlot] {
        [.spacing(view), .hiding(view), .fillEqually(view), .alignedView(view)]
    }

    private func add(_ part: Result, to result: inout Result) {
        result.parts += part.parts
        result.guides += part.guides
    }

    // MARK: Along the axis

    /// The leading edge of the first shown view and the trailing edge of the last one on the canvas.
    private func canvasConnections(first: View, last: View) -> [NSLayoutConstraint] {
        [make(canvas, along.leading, .equal, first, along.leading, id: "UISV-canvas-connection"),
         make(last, along.trailing, .equal, canvas, along.trailing, id: "UISV-canvas-connection")]
    }

    /// The view at `index` (at least 1) after the one before it. A hidden view sits at the end of the one before
    /// with no gap, so the gap before the next shown view is the one after the last shown view before it: a
    /// minimum in `.equalSpacing` and `.equalCentering` as between any two shown views, so that the gap guide
    /// between the shown views on either side of a hidden one takes its share of the room.
    private func spacing(before index: Int, in views: [View]) -> NSLayoutConstraint {
        let inequality = stack.arrangementDistribution == .equalSpacing || stack.arrangementDistribution == .equalCentering
        let (previous, next) = (views[index - 1], views[index])
        let lastShown = views[..<index].last { !stack.isCollapsed($0) }
        let collapses = stack.isCollapsed(next) || lastShown == nil
        let gap = lastShown.map { collapses ? 0 : stack.gap(after: $0) } ?? 0
        let relation: LayoutRelation = inequality && !collapses ? .greaterThanOrEqual : .equal
        let baselines = stack.arrangementAxis == .vertical && stack.arrangesBaselineRelative && !collapses
        return make(next, baselines ? .firstBaseline : along.leading, relation,
                    previous, baselines ? .lastBaseline : along.trailing, constant: gap, id: "UISV-spacing")
    }

    /// The indices of the spacing constraints that depend on whether the view at `index` is shown: its own, the
    /// next view's, and those after it for as long as the views before them are hidden (or changing too), since
    /// the gap after the last shown view carries over them.
    private func spacingsAffected(byVisibilityOf index: Int, in views: [View], changed: Set<Int>) -> [Int] {
        var affected = [index, index + 1].filter { $0 >= 1 && $0 < views.count }
        var next = index + 2
        while next < views.count, stack.isCollapsed(views[next - 1]) || changed.contains(next - 1) {
            affected.append(next)
            next += 1
        }
        return affected
    }

    /// A hidden view has no length.
    private func hide(_ view: View) -> NSLayoutConstraint {
        let constraint = make(view, along.length, .equal, nil, .notAnAttribute, id: "UISV-hiding")
        constraint.priority = StackArrangement.hidingPriority
        return constraint
    }

    private func distribution(_ visible: [View]) -> Result {
        var result = Result()
        switch stack.arrangementDistribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                result.append(.fillEqually(ObjectIdentifier(view)), [fillEqually(view, first: visible[0])])
            }
        case .fillProportionally:
            result.append(.distribution, proportional(visible))
        case .equalSpacing, .equalCentering:
            result = gapGuides(visible, centered: stack.arrangementDistribution == .equalCentering)
        }
        return result
    }

    /// Whether multi-line labels sit side by side in a fill distribution, so that their widths need
    /// ``textWidthDisambiguation(_:)``.
    private func disambiguatesTextWidths(_ views: [View]) -> Bool {
        stack.arrangementAxis == .horizontal && stack.arrangementDistribution == .fill
            && views.contains(where: StackArrangement.isMultiline)
    }

    private static func isMultiline(_ view: View) -> Bool { (view as? UILabel).map { $0.numberOfLines != 1 } ?? false }

    /// A multi-line label's width is ambiguous beside other views (wrapping narrower makes it taller), so each
    /// shown one gets an equal share: `label.width == (1/n)·canvas.width − spacing·(n−1)/n`, `n` the shown views,
    /// at just above its own horizontal hugging and compression resistance (`min(max(CR, hugging) + 10, 999)`,
    /// 760 by default; UIKit's observed `label.width == 0.5*stack.width @759` for 251/749). With more than 25
    /// such labels UIKit makes them required, and says so.
    private func textWidthDisambiguation(_ visible: [View]) -> [NSLayoutConstraint] {
        let labels = visible.filter(StackArrangement.isMultiline)
        let count = CGFloat(visible.count)
        let tooMany = labels.count > 25
        if tooMany {
            LayoutLog.write("Too many side-by-side multiline views (\(labels.count)) for optional width disambiguation. "
                + "Making required constraints instead. Layout might be broken. Stack view: \(stack.layoutDescription)")
        }
        return labels.map { label in
            let constraint = make(label, .width, .equal, canvas, .width, multiplier: 1 / count,
                                  constant: -stack.resolvedSpacing * (count - 1) / count, id: "UISV-text-width-disambiguation")
            let own = max(label.contentCompressionResistancePriority(for: .horizontal), label.contentHuggingPriority(for: .horizontal))
            if !tooMany { constraint.priority = UILayoutPriority(min(own.rawValue + 10, 999)) }
            return constraint
        }
    }

    /// A view as long as the first shown one.
    private func fillEqually(_ view: View, first: View) -> NSLayoutConstraint {
        make(view, along.length, .equal, first, along.length, id: "UISV-fill-equally")
    }

    /// The identifier of a `.fillProportionally` view's share of the length.
    static let proportionIdentifier = "UISV-fill-proportionally"

    /// `view.length == k × canvas.length`, `k` its intrinsic length over the sum of them and the gaps (Apple
    /// counts the gaps in, so the lengths fall short by them), at 999, 998, … (never below 751) unless `k` is 1.
    private func proportional(_ visible: [View]) -> [NSLayoutConstraint] {
        let lengths = visible.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            return max(0, stack.arrangementAxis == .horizontal ? size.width : size.height)
        }
        let gaps = visible.dropLast().reduce(CGFloat(0)) { $0 + stack.gap(after: $1) }
        let total = lengths.reduce(0, +) + gaps
        guard total > 0 else { return [] }
        let id = StackArrangement.proportionIdentifier
        return zip(visible, lengths).enumerated().map { index, entry in
            let share = entry.1 / total
            guard share > 0 else { return make(entry.0, along.length, .equal, nil, .notAnAttribute, id: id) }
            let constraint = make(entry.0, along.length, .equal, canvas, along.length, multiplier: share, id: id)
            if share != 1 { constraint.priority = UILayoutPriority(Float(max(999 - index, 751))) }
            return constraint
        }
    }

    /// A gap guide between each pair of shown views, from one's trailing edge (centre) to the next one's leading
    /// edge (centre), all of equal length: required for equal spacing, at 149, 148, … (never below 50) for equal
    /// centering.
    private func gapGuides(_ visible: [View], centered: Bool) -> Result {
        var result = Result()
        var edges: [NSLayoutConstraint] = [], lengths: [NSLayoutConstraint] = []
        let guides = gapGuides(after: visible.dropLast())
        for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let guide = guides[index]
            guide.identifier = "_UIOLAGapGuide"
            result.guides.append(guide)
            edges += [
                make(guide, along.leading, .equal, previous, centered ? along.center : along.trailing, id: "UISV-distributing-edge"),
                make(guide, along.trailing, .equal, next, centered ? along.center : along.leading, id: "UISV-distributing-edge"),
            ]
            guard index > 0 else { continue }
            let equal = make(guide, along.length, .equal, result.guides[0], along.length, id: "UISV-fill-equally")
            if centered { equal.priority = UILayoutPriority(Float(max(150 - index, 50))) }
            lengths.append(equal)
        }
        // The lengths first, for the reason the distribution goes before the canvas connections (see `build`):
        // each gap's length is then defined as the first one's, and none is a row that the first gap's length,
        // solved for when the chain closes, has to be substituted into.
        result.append(.distribution, lengths + edges)
        return result
    }

    /// A gap guide after each of `views`. A gap keeps the guide it had after the same view, so that a view shown,
    /// hidden or inserted changes only the edges beside it; the first gap keeps the first guide, since every
    /// other gap's length is the first one's; other gaps take the guides left over, then new ones. Reused by
    /// position instead, every guide after a view inserted at the front moved to the next pair of views: a stack
    /// of 1,000 labels replaced 4,000 of its constraints, and one pivot adding them rewrote 2,000,000 cells.
    private func gapGuides(after views: ArraySlice<View>) -> [UILayoutGuide] {
        var guides = views.map { gapGuidesAfter[ObjectIdentifier($0)] }
        let previous = reusing.filter { $0.identifier == "_UIOLAGapGuide" }
        if let first = previous.first, !guides.isEmpty, guides[0] !== first {
            if let index = guides.firstIndex(where: { $0 === first }) { guides.swapAt(0, index) } else { guides[0] = first }
        }
        let used = Set(guides.compactMap { $0.map(ObjectIdentifier.init) })
        var leftOver = previous.filter { !used.contains(ObjectIdentifier($0)) }.reversed().makeIterator()
        return guides.map { $0 ?? leftOver.next() ?? UILayoutGuide() }
    }

    // MARK: Across the axis

    /// The alignment's constraints across the axis, every view aligned to the first shown one. Except for fill,
    /// an alignment spanner encloses the views and the canvas hugs it, so the stack is as thick as its thickest
    /// view; views without a thickness of their own collapse rather than stay ambiguous. Each view's own
    /// constraints go under its slot, so that a view joining or leaving the arrangement touches only its own;
    /// the order is the one of a stack built in one go.
    private func alignment(_ views: [View], first: View) -> Result {
        let guide = spannerGuide()
        var result = Result(guides: effectiveAlignment == .fill ? [] : [guide])
        result.append(.alignment, canvasConnectionsAcross(first: first))
        for view in views where view !== first { result.append(.alignedView(ObjectIdentifier(view)), aligned(view, to: first)) }
        guard effectiveAlignment != .fill else { return result }
        for view in views { result.append(.alignedView(ObjectIdentifier(view)), spanningBoundaries(of: view, in: guide)) }
        result.append(.alignment, spannerPlacement(guide))
        for view in views { result.append(.alignedView(ObjectIdentifier(view)), [ambiguitySuppression(of: view)]) }
        return result
    }

    /// The alignment constraints of a view that joins the arrangement, `first` staying the first shown view.
    private func alignment(of view: View, first: View) -> Part {
        var made = view === first ? [] : aligned(view, to: first)
        if effectiveAlignment != .fill {
            made += spanningBoundaries(of: view, in: spannerGuide()) + [ambiguitySuppression(of: view)]
        }
        return (.alignedView(ObjectIdentifier(view)), made)
    }

    /// The first shown view's edges (fill), its aligned edge or its centre on the canvas; none for baselines.
    private func canvasConnectionsAcross(first: View) -> [NSLayoutConstraint] {
        switch effectiveAlignment {
        case .fill:
            [make(canvas, across.leading, .equal, first, across.leading, id: "UISV-canvas-connection"),
             make(first, across.trailing, .equal, canvas, across.trailing, id: "UISV-canvas-connection")]
        case .leading, .trailing:
            [make(canvas, alignedEdge!, .equal, first, alignedEdge!, id: "UISV-canvas-connection")]
        case .center:
            [make(canvas, across.center, .equal, first, across.center, id: "UISV-canvas-connection")]
        case .firstBaseline, .lastBaseline:
            []
        }
    }

    /// A view's edges, centre or baseline on the first shown view's.
    private func aligned(_ view: View, to first: View) -> [NSLayoutConstraint] {
        let attributes: [LayoutAttribute] = switch effectiveAlignment {
        case .fill: [across.leading, across.trailing]
        case .leading, .trailing: [alignedEdge!]
        case .center: [across.center]
        case .firstBaseline: [.firstBaseline]
        case .lastBaseline: [.lastBaseline]
        }
        return attributes.map { make(first, $0, .equal, view, $0, id: "UISV-alignment") }
    }

    /// The edge that `.leading` or `.trailing` aligns; nil for the other alignments.
    private var alignedEdge: LayoutAttribute? {
        switch effectiveAlignment {
        case .leading: across.leading
        case .trailing: across.trailing
        default: nil
        }
    }

    /// A view inside the alignment spanner: its aligned edge on the spanner's at 999.5, its other edges within.
    private func spanningBoundaries(of view: View, in guide: UILayoutGuide) -> [NSLayoutConstraint] {
        [across.leading, across.trailing].map { edge in
            guard edge != alignedEdge else {
                let aligned = make(guide, edge, .equal, view, edge, id: "UISV-spanning-boundary")
                aligned.priority = UILayoutPriority(999.5)
                return aligned
            }
            return make(guide, edge, edge == across.leading ? .lessThanOrEqual : .greaterThanOrEqual, view, edge,
                        id: "UISV-spanning-boundary")
        }
    }

    /// The alignment spanner as thin as it can be (at 51), with the canvas's free edges on it, and placed along
    /// the axis as the canvas is, so that it is never ambiguous; baselines also let the stack be as thin as it can
    /// (at 49).
    private func spannerPlacement(_ guide: UILayoutGuide) -> [NSLayoutConstraint] {
        let fit = make(guide, across.length, .equal, nil, .notAnAttribute, id: "UISV-spanning-fit")
        fit.priority = UILayoutPriority(51)
        let freeEdges = alignedEdge.map { $0 == across.leading ? [across.trailing] : [across.leading] }
            ?? [across.leading, across.trailing]
        var made = [fit] + freeEdges.map { make(canvas, $0, .equal, guide, $0, id: "UISV-canvas-connection") }
        made += [make(guide, along.leading, .equal, canvas, along.leading, id: "UISV-spanning-boundary"),
                 make(guide, along.length, .equal, nil, .notAnAttribute, id: "UISV-spanning-boundary")]
        if effectiveAlignment == .firstBaseline || effectiveAlignment == .lastBaseline {
            let canvasFit = make(stack, across.length, .equal, nil, .notAnAttribute, id: "UISV-canvas-fit")
            canvasFit.priority = UILayoutPriority(49)
            made.append(canvasFit)
        }
        return made
    }

    /// A view with no thickness of its own collapses (at 25) rather than stays ambiguous.
    private func ambiguitySuppression(of view: View) -> NSLayoutConstraint {
        let suppression = make(view, across.length, .equal, nil, .notAnAttribute, id: "UISV-ambiguity-suppression")
        suppression.priority = UILayoutPriority(25)
        return suppression
    }

    /// Baselines mean something only across a horizontal stack; a vertical one aligns their edges instead.
    private var effectiveAlignment: UIStackView.Alignment {
        guard stack.arrangementAxis == .vertical else { return stack.arrangementAlignment }
        switch stack.arrangementAlignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return stack.arrangementAlignment
        }
    }

    /// The alignment spanner's guide: the previous arrangement's, or a new one.
    private func spannerGuide() -> UILayoutGuide {
        let guide = reusing.first { $0.identifier == "UISV-alignment-spanner" } ?? UILayoutGuide()
        guide.identifier = "UISV-alignment-spanner"
        return guide
    }
}

/// The attributes of one axis of a stack: its two edges, its centre and its length.
struct StackAxis {
    let leading: LayoutAttribute, trailing: LayoutAttribute, center: LayoutAttribute, length: LayoutAttribute

    init(_ axis: NSLayoutConstraint.Axis) {
        (leading, trailing, center, length) = axis == .horizontal
            ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
    }
}

/// Makes the constraints of a stack's arrangement.
protocol StackConstraintMaking {}

@MainActor
extension StackConstraintMaking {
    /// `first.attribute relation multiplier × second.secondAttribute + constant`, named `identifier`.
    func make(_ first: AutoLayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ second: AutoLayoutItem?,
              _ secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
              id identifier: String) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(validated: first, attribute, relation, second, secondAttribute,
                                            multiplier: multiplier, constant: constant)
        constraint.identifier = identifier
        return constraint
    }
}

/// Where a constraint belongs in an arrangement, so that showing or hiding one view rebuilds only the slots
/// around it.
enum StackSlot: Hashable {
    /// The canvas connections along the axis.
    case canvasAlong
    /// The spacing before an arranged view (none for the first).
    case spacing(ObjectIdentifier)
    /// A hidden view's `UISV-hiding`.
    case hiding(ObjectIdentifier)
    /// A view's `UISV-fill-equally`.
    case fillEqually(ObjectIdentifier)
    /// The rest of the distribution along the axis.
    case distribution
    /// The multi-line labels' `UISV-text-width-disambiguation`.
    case textWidth
    /// What the alignment across the axis shares: the canvas connections and the spanner's placement.
    case alignment
    /// A view's own alignment constraints: on the first shown view, in the spanner, its ambiguity suppression.
    case alignedView(ObjectIdentifier)
    /// An `NSStackView`'s inset guide.
    case edgeInsets
}

/// What makes two stack constraints the same: a rebuilt arrangement keeps the constraints it already has.
@MainActor
struct StackConstraintKey: Hashable {
    let identifier: String?
    let first: ObjectIdentifier, second: ObjectIdentifier?
    let firstAttribute: LayoutAttribute, relation: LayoutRelation, secondAttribute: LayoutAttribute
    let multiplier: CGFloat, constant: CGFloat
    let priority: Float

    /// The key of a constraint; `adjustable`, the same for every constant and every optional priority: what
    /// an installed constraint can be changed to in place.
    init(_ constraint: NSLayoutConstraint, adjustable: Bool = false) {
        identifier = constraint.identifier
        first = ObjectIdentifier(constraint.firstLayoutItem)
        second = constraint.secondLayoutItem.map(ObjectIdentifier.init)
        (firstAttribute, relation, secondAttribute) = (constraint.firstAttribute, constraint.relation, constraint.secondAttribute)
        multiplier = constraint.multiplier
        constant = adjustable ? 0 : constraint.constant
        priority = adjustable && constraint.priority < .required ? 0 : constraint.priority.rawValue
    }

    /// Hashes what tells a stack's constraints apart, the items and attributes, and not the identifier's
    /// characters: a rebuild looks up every constraint the stack has, twice.
    nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(first)
        hasher.combine(second)
        hasher.combine(firstAttribute.rawValue &* 64 &+ secondAttribute.rawValue &* 4 &+ relation.rawValue)
    }
}
