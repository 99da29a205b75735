import AutoLayout
import Foundation

/// A solved view hierarchy flattened for drawing: every view's rectangle in the root's coordinates.
public struct RenderedLayout {
    /// One view to draw.
    public struct Box {
        public var name: String
        public var rect: CGRect
        public var depth: Int
        public var kind: Kind = .view
    }

    /// What a box stands for, so that renderers can draw each kind its own way.
    public enum Kind: Sendable {
        /// A view that shows something.
        case view
        /// A stack view: it draws nothing, it only arranges.
        case stack
        /// A layout guide (a stack's gap guides), drawn with the constraints.
        case guide
    }

    /// A constraint to draw over the boxes, between two points in root coordinates.
    public struct Link {
        public var from: CGPoint
        public var to: CGPoint
        public var label: String
        public var isRequired: Bool
    }

    /// A title drawn above the layout (for side-by-side sizes).
    public var title: String
    public var size: CGSize
    public var boxes: [Box]
    public var links: [Link]

    /// Flattens a laid-out hierarchy. Views are named by `accessibilityIdentifier` (or their description).
    public init(root: UIView, title: String = "", includeConstraints: Bool = false) {
        self.title = title
        size = root.bounds.size
        var boxes: [Box] = []
        var origins: [ObjectIdentifier: CGPoint] = [:]
        // Each view with the origin of its bounds' (content) coordinates and the part of the root it can show:
        // a scroll view shows its content only inside its frame, as on screen.
        var stack: [(view: UIView, contentOrigin: CGPoint, visible: CGRect, depth: Int)] =
            [(root, .zero, CGRect(origin: .zero, size: root.bounds.size), 0)]
        while let (view, parentOrigin, visible, depth) = stack.popLast() {
            let origin = view === root ? CGPoint.zero
                : CGPoint(x: parentOrigin.x + view.frame.minX, y: parentOrigin.y + view.frame.minY)
            origins[ObjectIdentifier(view)] = origin
            let rect = CGRect(origin: origin, size: view.bounds.size)
            let name = view.accessibilityIdentifier ?? view.layoutDescription
            let shown = view === root ? rect : rect.intersection(visible)
            if !shown.isNull { boxes.append(Box(name: name, rect: shown, depth: depth, kind: view is UIStackView ? .stack : .view)) }
            if includeConstraints, let stack = view as? UIStackView {
                // A gap guide is placed along the axis only; it is drawn across the stack's thickness.
                for guide in stack.layoutGuides where guide.identifier == "_UIOLAGapGuide" {
                    let gap = guide.layoutFrame.offsetBy(dx: origin.x - stack.bounds.minX, dy: origin.y - stack.bounds.minY)
                    let strip = stack.axis == .horizontal ? CGRect(x: gap.minX, y: rect.minY, width: gap.width, height: rect.height)
                        : CGRect(x: rect.minX, y: gap.minY, width: rect.width, height: gap.height)
                    boxes.append(Box(name: guide.identifier, rect: strip, depth: depth + 1, kind: .guide))
                }
            }
            let contentOrigin = CGPoint(x: origin.x - view.bounds.minX, y: origin.y - view.bounds.minY)
            let childVisible = view is UIScrollView ? visible.intersection(rect) : visible
            stack.append(contentsOf: view.subviews.reversed().map { ($0, contentOrigin, childVisible, depth + 1) })
        }
        self.boxes = boxes
        links = includeConstraints ? RenderedLayout.links(root: root, origins: origins) : []
    }

    /// Each constraint as a line along its axis, as Interface Builder draws them: horizontal attributes at the
    /// first item's vertical middle, vertical ones at its horizontal middle.
    private static func links(root: UIView, origins: [ObjectIdentifier: CGPoint]) -> [Link] {
        var links: [Link] = []
        var stack = [root]
        while let view = stack.popLast() {
            for constraint in view.constraints {
                guard let first = constraint.firstItem as? UIView, let origin = origins[ObjectIdentifier(first)],
                      let start = point(first, constraint.firstAttribute, origins) else { continue }
                let rect = CGRect(origin: origin, size: first.bounds.size)
                let horizontal = constraint.firstAttribute.axis == .horizontal
                var end: CGPoint
                if let second = constraint.secondItem as? UIView, let other = point(second, constraint.secondAttribute, origins) {
                    end = other
                } else {
                    end = horizontal ? CGPoint(x: rect.maxX, y: rect.midY) : CGPoint(x: rect.midX, y: rect.maxY)
                }
                if constraint.firstAttribute.isSize {
                    // A size: drawn across the item itself.
                    end = horizontal ? CGPoint(x: rect.maxX, y: rect.maxY - 4) : CGPoint(x: rect.maxX - 4, y: rect.maxY)
                    links.append(Link(from: horizontal ? CGPoint(x: rect.minX, y: rect.maxY - 4) : CGPoint(x: rect.maxX - 4, y: rect.minY),
                                      to: end, label: label(constraint), isRequired: constraint.priority == .required))
                    continue
                }
                let from = horizontal ? CGPoint(x: start.x, y: rect.midY) : CGPoint(x: rect.midX, y: start.y)
                let to = horizontal ? CGPoint(x: end.x, y: rect.midY) : CGPoint(x: rect.midX, y: end.y)
                links.append(Link(from: from, to: to, label: label(constraint), isRequired: constraint.priority == .required))
            }
            stack.append(contentsOf: view.subviews)
        }
        return links
    }

    private static func label(_ constraint: NSLayoutConstraint) -> String {
        let relation = constraint.relation == .equal ? "" : constraint.relation.symbol
        let amount = constraint.constant == 0 && constraint.secondItem != nil ? "" : String(format: "%g", Double(constraint.constant))
        let priority = constraint.priority == .required ? "" : "@" + String(format: "%g", Double(constraint.priority.rawValue))
        return relation + amount + priority
    }

    private static func point(_ view: UIView, _ attribute: LayoutAttribute, _ origins: [ObjectIdentifier: CGPoint]) -> CGPoint? {
        guard let origin = origins[ObjectIdentifier(view)] else { return nil }
        let rect = CGRect(origin: origin, size: view.bounds.size)
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left, .leftMargin: return CGPoint(x: rect.minX, y: rect.midY)
        case .right, .rightMargin: return CGPoint(x: rect.maxX, y: rect.midY)
        case .leading, .leadingMargin: return CGPoint(x: rtl ? rect.maxX : rect.minX, y: rect.midY)
        case .trailing, .trailingMargin: return CGPoint(x: rtl ? rect.minX : rect.maxX, y: rect.midY)
        case .centerX, .centerXWithinMargins, .width: return CGPoint(x: rect.midX, y: rect.midY)
        case .top, .topMargin, .firstBaseline: return CGPoint(x: rect.midX, y: rect.minY)
        case .bottom, .bottomMargin, .lastBaseline: return CGPoint(x: rect.midX, y: rect.maxY)
        case .centerY, .centerYWithinMargins, .height: return CGPoint(x: rect.midX, y: rect.midY)
        case .notAnAttribute: return nil
        }
    }
}
