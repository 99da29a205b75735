import Cassowary
import Foundation

/// Turns a layout constraint into the solver constraints that stand for it. It is pure but for asking the
/// engine for items' variables (which makes them on first use), so it can be read and tested on its own.
///
/// Both sides are written into one array of terms: building them as expressions and adding those up made
/// an array for every `+`, which cost more than the solver's work for most constraints.
@MainActor
struct ConstraintTranslator {
    /// The engine whose variables the solver constraints use.
    let engine: LayoutEngine

    /// The variables of an item: a direct call, where a closure over the engine cost a call through a thunk for
    /// every term.
    private func variables(_ item: AutoLayoutItem) -> ItemVariables {
        engine.variables(for: item)
    }

    /// The solver constraints that stand for a layout constraint between its solved items (see
    /// ``NSLayoutConstraint/solvedItems``; the engine has them at hand already).
    func solverConstraints(for constraint: NSLayoutConstraint, between items: (AutoLayoutItem, AutoLayoutItem?)) -> SolverConstraints {
        if let content = constraint.asContentSizeConstraint {
            return solverConstraints(forContentSize: content, of: variables(content.firstLayoutItem))
        }
        let starts = constraint.offsetStarts
        var directional = constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
        // Positions are measured in the items' nearest common ancestor (for one item, the view it sits in), as in
        // Apple's engine: that is why `centerX == 0.5 × superview.centerX` is a quarter of the superview's width.
        let (first, second) = items
        var reference = if let second { nearestCommonAncestor(first, second) } else { first.layoutSuperitem }
        // The starts of distances count too (loops, not closures: see CollectionsWithoutExecutorChecks.swift).
        if let starts {
            for start in starts.points {
                directional = directional || start.attribute.isDirectional
                reference = nearestCommonAncestor(of: reference, start.lifeline.hierarchyView)
            }
        }
        let mirrored = directional && constraint.container?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var terms: [Term] = []
        // Two items with an origin and a size each; a constraint between distant views grows it.
        terms.reserveCapacity(4)
        var lhs = append(first, constraint.firstAttribute, mirrored: mirrored, in: reference, times: 1, to: &terms)
        // A side that is a distance (`anchorWithOffset(to:)`) is its end minus its start.
        if let start = starts?.first, let item = start.lifeline.item {
            lhs -= append(item, start.attribute, mirrored: mirrored, in: reference, times: -1, to: &terms)
        }
        var rhs = Double(constraint.constant)
        if let second {
            let multiplier = Double(constraint.multiplier)
            rhs += multiplier * append(second, constraint.secondAttribute, mirrored: mirrored, in: reference,
                                       times: -multiplier, to: &terms)
            if let start = starts?.second, let item = start.lifeline.item {
                rhs -= multiplier * append(item, start.attribute, mirrored: mirrored, in: reference, times: multiplier, to: &terms)
            }
        }
        let relation: Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return SolverConstraints(Constraint(LinearExpression(terms, constant: lhs - rhs), relation,
                                            priority: Priority(Double(constraint.priority.rawValue))))
    }

    /// The pair that stands for a content size: the size at most the target at the hugging priority, and at
    /// least the target at the compression resistance, for the item whose variables are given.
    func solverConstraints(forContentSize content: NSContentSizeLayoutConstraint, of unknowns: ItemVariables) -> SolverConstraints {
        // `size − target`, one expression for both sides of the pair.
        let excess = LinearExpression([Term(content.firstAttribute == .width ? unknowns.width : unknowns.height)],
                                      constant: -Double(content.constant))
        return SolverConstraints(Constraint(excess, .lessThanOrEqual, priority: Priority(Double(content.huggingPriority.rawValue))),
                                 Constraint(excess, .greaterThanOrEqual,
                                            priority: Priority(Double(content.compressionResistancePriority.rawValue))))
    }

    /// Appends `factor ×` an attribute of an item, in the coordinates of `reference`, to `terms`, and returns the
    /// attribute's constant part (not multiplied by `factor`). In a mirrored (right-to-left) constraint the
    /// horizontal axis is measured from the reference's right edge toward the left, so leading is the right edge
    /// and the layout is the mirror image of the left-to-right one.
    private func append(_ item: AutoLayoutItem, _ attribute: LayoutAttribute, mirrored: Bool, in reference: View?,
                        times factor: Double, to terms: inout [Term]) -> Double {
        switch attribute {
        case .notAnAttribute: return 0
        case .width: terms.append(Term(variables(item).width, factor)); return 0
        case .height: terms.append(Term(variables(item).height, factor)); return 0
        case .firstBaseline, .lastBaseline:
            if let baselineView = baselineView(standingFor: item, attribute) {
                return append(baselineView, attribute, mirrored: mirrored, in: reference, times: factor, to: &terms)
            }
        default: break
        }
        let horizontal = attribute.axis == .horizontal
        let part = self.part(of: item, attribute, horizontal: horizontal, mirrored: mirrored)
        guard horizontal && mirrored else {
            return append(part, of: item, horizontal: horizontal, in: reference, times: factor, to: &terms)
        }
        guard let reference else { return -append(part, of: item, horizontal: true, in: nil, times: -factor, to: &terms) }
        // Measured from the right edge of the reference's bounds, which its alignment insets put beyond its width.
        let insets = reference.alignmentRectInsets
        terms.append(Term(variables(reference).width, factor))
        return Double(insets.left + insets.right) - append(part, of: item, horizontal: true, in: reference, times: -factor, to: &terms)
    }

    /// The descendant whose baseline stands for a view's (``View/forFirstBaselineLayout`` and
    /// ``View/forLastBaselineLayout``), or nil when the view's own baseline counts: it is the view itself, or not
    /// below it, which has no meaning.
    private func baselineView(standingFor item: AutoLayoutItem, _ attribute: LayoutAttribute) -> View? {
        guard let view = item as? View else { return nil }
        let baselineView = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        return baselineView !== view && baselineView.isDescendant(of: view) ? baselineView : nil
    }

    /// A location on one axis as `origin + sizeShare × size + offset`.
    private struct AttributePart {
        var sizeShare: Double
        var offset: Double
    }

    /// A location attribute as a part of its axis: the near edge (left or top), the far edge, the centre, or one
    /// of them inset by the margins or moved to a baseline. Leading is the far edge when mirrored.
    private func part(of item: AutoLayoutItem, _ attribute: LayoutAttribute, horizontal: Bool, mirrored: Bool) -> AttributePart {
        func edge(far: Bool) -> AttributePart {
            AttributePart(sizeShare: far ? 1 : 0, offset: 0)
        }
        func marginEdge(far: Bool) -> AttributePart {
            let margins = margins(of: item)
            return far ? AttributePart(sizeShare: 1, offset: -Double(horizontal ? margins.right : margins.bottom))
                : AttributePart(sizeShare: 0, offset: Double(horizontal ? margins.left : margins.top))
        }
        switch attribute {
        case .right, .bottom: return edge(far: true)
        case .leading: return edge(far: mirrored)
        case .trailing: return edge(far: !mirrored)
        case .centerX, .centerY: return AttributePart(sizeShare: 0.5, offset: 0)
        case .leftMargin, .topMargin: return marginEdge(far: false)
        case .rightMargin, .bottomMargin: return marginEdge(far: true)
        case .leadingMargin: return marginEdge(far: mirrored)
        case .trailingMargin: return marginEdge(far: !mirrored)
        case .centerXWithinMargins, .centerYWithinMargins:
            let margins = margins(of: item)
            let (near, far) = horizontal ? (margins.left, margins.right) : (margins.top, margins.bottom)
            return AttributePart(sizeShare: 0.5, offset: Double(near) + 0.5 * -Double(near + far))
        case .firstBaseline:
            // Baselines are measured from the frame, which the alignment insets put around the item's rectangle.
            guard let view = item.layoutView, let offset = view.firstBaselineOffsetFromTop else { return edge(far: true) }
            return AttributePart(sizeShare: 0, offset: Double(offset - view.alignmentRectInsets.top))
        case .lastBaseline:
            guard let view = item.layoutView else { return edge(far: true) }
            return AttributePart(sizeShare: 1, offset: Double(view.alignmentRectInsets.bottom - view.lastBaselineOffsetFromBottom))
        default: return edge(far: false)
        }
    }

    private func margins(of item: AutoLayoutItem) -> UIEdgeInsets {
        item.layoutView?.layoutMargins ?? .zero
    }

    /// Appends `factor × (origin + sizeShare × size)` and returns the part's offset. The origin is the item's own
    /// plus those of the views between it and `reference`, one of its ancestors or the item itself.
    ///
    /// Variables place alignment rectangles (``View/alignmentRectInsets``) in the bounds of the superview: a
    /// view's own rectangle starts at its near insets in its bounds, and the bounds of a view between the item and
    /// the reference start that far before its rectangle.
    private func append(_ part: AttributePart, of item: AutoLayoutItem, horizontal: Bool, in reference: View?,
                        times factor: Double, to terms: inout [Term]) -> Double {
        let unknowns = variables(item)
        var offset = part.offset
        if item !== reference {
            terms.append(Term(horizontal ? unknowns.minX : unknowns.minY, factor))
            var parent = item.layoutSuperitem
            while let view = parent, view !== reference {
                let ancestor = variables(view)
                terms.append(Term(horizontal ? ancestor.minX : ancestor.minY, factor))
                offset -= view.nearAlignmentInset(horizontal: horizontal)
                if view.isScrollView, let scrollView = view as? UIScrollView {
                    appendBoundsOrigin(of: scrollView, horizontal: horizontal, times: -factor, to: &terms)
                }
                parent = view.superview
            }
        } else if let view = reference {
            offset += view.nearAlignmentInset(horizontal: horizontal)
        }
        if part.sizeShare != 0 { terms.append(Term(horizontal ? unknowns.width : unknowns.height, part.sizeShare * factor)) }
        return offset
    }

    /// Appends `factor ×` a scroll view's bounds origin, its content offset, which its frame layout guide's origin
    /// holds: what a constraint from a view inside it to one outside passes through. With the offset a variable
    /// rather than a constant, scrolling changes one constant (the guide's) instead of every such constraint, and
    /// a view pinned outside floats over the scrolling content, as Apple documents (TN2154).
    /// The guide is made on first use; one this engine has no constraints for yet (new, or a fitting engine's)
    /// gets them at the synchronisation's next round, or its origin would be free and the constraint lost.
    private func appendBoundsOrigin(of scrollView: UIScrollView, horizontal: Bool, times factor: Double, to terms: inout [Term]) {
        let frameGuide = scrollView.frameLayoutGuide
        if engine.systemConstraints[ObjectIdentifier(frameGuide)] == nil { engine.noteSystemGuideChange(of: scrollView) }
        let guide = variables(frameGuide)
        terms.append(Term(horizontal ? guide.minX : guide.minY, factor))
    }
}

extension View {
    /// The left or top alignment inset, where the view's alignment rectangle starts in its bounds.
    fileprivate func nearAlignmentInset(horizontal: Bool) -> Double {
        let insets = alignmentRectInsets
        return Double(horizontal ? insets.left : insets.top)
    }
}
