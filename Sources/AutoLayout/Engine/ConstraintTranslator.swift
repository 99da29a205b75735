import Cassowary
import Foundation

/// Turns a layout constraint into the solver constraints that stand for it. It is pure but for asking the
/// engine for items' variables (which makes them on first use), so it can be read and tested on its own.
struct ConstraintTranslator {
    /// The variables of an item.
    let variables: (LayoutItem) -> ItemVariables

    /// An item's origin on one axis in the coordinates of `reference`, one of its ancestors or the item itself:
    /// its own origin plus those of the views in between.
    private func origin(of item: LayoutItem, horizontal: Bool, in reference: View?) -> LinearExpression {
        if item === reference { return LinearExpression(0) }
        func coordinate(_ item: LayoutItem) -> Term {
            let unknowns = variables(item)
            return Term(horizontal ? unknowns.minX : unknowns.minY)
        }
        var terms = [coordinate(item)]
        var parent = item.layoutSuperitem
        while let view = parent, view !== reference {
            terms.append(coordinate(view))
            parent = view.superview
        }
        return LinearExpression(terms)
    }

    /// The linear expression of an attribute in the coordinates of `reference`. In a
    /// mirrored (right-to-left) constraint the horizontal axis is measured from the reference's right edge
    /// toward the left, so leading is the right edge and the layout is the mirror image of the left-to-right one.
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, mirrored: Bool, in reference: View?) -> LinearExpression {
        let v = variables(item)
        let margins = item.layoutView?.layoutMargins ?? .zero
        lazy var left = origin(of: item, horizontal: true, in: reference)
        lazy var top = origin(of: item, horizontal: false, in: reference)
        let width = LinearExpression(v.width), height = LinearExpression(v.height)
        let x: LinearExpression
        switch attribute {
        case .width: return width
        case .height: return height
        case .top: return top
        case .bottom: return top + height
        case .centerY: return top + 0.5 * height
        case .topMargin: return top + Double(margins.top)
        case .bottomMargin: return top + height - Double(margins.bottom)
        case .centerYWithinMargins: return top + Double(margins.top) + 0.5 * (height - Double(margins.top + margins.bottom))
        case .firstBaseline:
            guard let offset = item.layoutView?.firstBaselineOffsetFromTop else { return top + height }
            return top + Double(offset)
        case .lastBaseline: return top + height - Double(item.layoutView?.lastBaselineOffsetFromBottom ?? 0)
        case .left: x = left
        case .right: x = left + width
        case .centerX: x = left + 0.5 * width
        case .leftMargin: x = left + Double(margins.left)
        case .rightMargin: x = left + width - Double(margins.right)
        case .centerXWithinMargins: x = left + Double(margins.left) + 0.5 * (width - Double(margins.left + margins.right))
        case .leading: x = mirrored ? left + width : left
        case .trailing: x = mirrored ? left : left + width
        case .leadingMargin: x = mirrored ? left + width - Double(margins.right) : left + Double(margins.left)
        case .trailingMargin: x = mirrored ? left + Double(margins.left) : left + width - Double(margins.right)
        case .notAnAttribute: return LinearExpression(0)
        }
        guard mirrored else { return x }
        return reference.map { LinearExpression(variables($0).width) - x } ?? -x
    }

    /// The solver constraints that stand for a layout constraint.
    func solverConstraints(for constraint: NSLayoutConstraint) -> [Constraint] {
        if let content = constraint as? NSContentSizeLayoutConstraint {
            let size = expression(content.firstLayoutItem, content.firstAttribute, mirrored: false, in: nil)
            let target = Double(content.constant)
            return [(size <= target).withPriority(Priority(Double(content.huggingPriority.rawValue))),
                    (size >= target).withPriority(Priority(Double(content.compressionResistancePriority.rawValue)))]
        }
        let directional = constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
        let mirrored = directional && constraint.container?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Positions are measured in the items' nearest common ancestor (for one item, the view it sits in), as in
        // Apple's engine: that is why `centerX == 0.5 × superview.centerX` is a quarter of the superview's width.
        let (first, second) = constraint.solvedItems
        let reference = second.map { nearestCommonAncestor(first, $0) } ?? first.layoutSuperitem
        let lhs = expression(first, constraint.firstAttribute, mirrored: mirrored, in: reference)
        var rhs = LinearExpression(Double(constraint.constant))
        if let second {
            rhs = rhs + Double(constraint.multiplier) * expression(second, constraint.secondAttribute, mirrored: mirrored, in: reference)
        }
        let relation: Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return [Constraint(lhs - rhs, relation, priority: Priority(Double(constraint.priority.rawValue)))]
    }
}
