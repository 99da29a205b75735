import AutoLayout
import Foundation

/// A solved layout as a picture shows it, a plain value the renderers read: every view's rectangle in the root's
/// coordinates with what it shows, and every constraint as a line between the edges it relates.
public struct RenderedLayout {
    /// One view to draw.
    public struct Box {
        public var name: String
        /// The part of the view that shows, in the root's coordinates.
        public var rect: CGRect
        public var depth: Int
        public var kind: Kind = .view
        /// A label's text, in the lines the layout wrapped it into.
        public var textLines: [String] = []
        /// A label's font size, in points.
        public var fontSize = 17.0
        /// The axes on which the view's position or size is not determined.
        public var ambiguousAxes: [LayoutAxis] = []
    }

    /// What a box stands for, so that renderers can draw each kind its own way.
    public enum Kind: Sendable {
        /// A plain view.
        case view
        /// A label, whose text is drawn.
        case label
        /// An image view, drawn as a placeholder.
        case image
        /// A stack view: it draws nothing, it only arranges.
        case stack
        /// A layout guide (a stack's gap guides), drawn with the constraints.
        case guide
    }

    /// A constraint to draw over the boxes: a dimension line along its axis, between two points in root
    /// coordinates.
    public struct Link {
        public var from: CGPoint
        public var to: CGPoint
        /// The relation, constant and priority, as `>=20@750`.
        public var label: String
        public var isRequired: Bool
        /// Whether the engine broke it to recover from an unsatisfiable layout.
        public var isBroken = false
        /// The constraint in equation form, for broken ones' captions.
        public var equation = ""
        /// The names of the views the constraint relates.
        public var items: [String] = []
    }

    /// A title drawn above the layout (for side-by-side sizes).
    public var title: String
    public var size: CGSize
    public var boxes: [Box]
    public var links: [Link]

    /// The picture with or without its constraints (and the stacks' gap guides, which belong to them); broken
    /// constraints stay, since they mark a problem.
    public func showingConstraints(_ shown: Bool) -> RenderedLayout {
        guard !shown else { return self }
        var picture = self
        picture.links.removeAll { !$0.isBroken }
        picture.boxes.removeAll { $0.kind == .guide }
        return picture
    }

    /// Whether anything is marked: ambiguous views or broken constraints.
    public var hasMarkings: Bool { boxes.contains { !$0.ambiguousAxes.isEmpty } || links.contains(where: \.isBroken) }

    /// Flattens a laid-out hierarchy, naming its views with `name`.
    @MainActor
    init(root: UIView, name: (UIView) -> String, equation: (NSLayoutConstraint) -> String,
         broken: Set<ObjectIdentifier>, ambiguous: [ObjectIdentifier: [LayoutAxis]]) {
        title = ""
        size = root.bounds.size
        var boxes: [Box] = []
        var origins: [ObjectIdentifier: CGPoint] = [:]
        // Each view with the origin of its bounds' (content) coordinates and the part of the root it can show:
        // a scroll view shows its content only inside its frame, as on screen.
        var stack: [(view: UIView, contentOrigin: CGPoint, visible: CGRect, depth: Int)] =
            [(root, .zero, CGRect(origin: .zero, size: root.bounds.size), 0)]
        while let (view, parentOrigin, visible, depth) = stack.popLast() {
            // A hidden view shows nothing, and nor do its subviews, as on screen.
            if view.isHidden && view !== root { continue }
            let origin = view === root ? CGPoint.zero
                : CGPoint(x: parentOrigin.x + view.frame.minX, y: parentOrigin.y + view.frame.minY)
            origins[ObjectIdentifier(view)] = origin
            let rect = CGRect(origin: origin, size: view.bounds.size)
            let shown = view === root ? rect : rect.intersection(visible)
            if !shown.isNull {
                boxes.append(Self.box(view, name: name(view), rect: shown, depth: depth,
                                      ambiguous: ambiguous[ObjectIdentifier(view)] ?? []))
            }
            if let stack = view as? UIStackView { boxes += Self.gapGuides(of: stack, at: origin, depth: depth) }
            let contentOrigin = CGPoint(x: origin.x - view.bounds.minX, y: origin.y - view.bounds.minY)
            let childVisible = view is UIScrollView ? visible.intersection(rect) : visible
            stack.append(contentsOf: view.subviews.reversed().map { ($0, contentOrigin, childVisible, depth + 1) })
        }
        self.boxes = boxes
        links = RenderedLayout.links(root: root, origins: origins, name: name, equation: equation, broken: broken)
    }

    @MainActor
    private static func box(_ view: UIView, name: String, rect: CGRect, depth: Int, ambiguous: [LayoutAxis]) -> Box {
        var box = Box(name: name, rect: rect, depth: depth, ambiguousAxes: ambiguous)
        switch view {
        case let label as UILabel:
            box.kind = .label
            box.textLines = label.wrappedLines
            box.fontSize = Double(label.font.pointSize)
        case is UIImageView: box.kind = .image
        case is UIStackView: box.kind = .stack
        default: break
        }
        return box
    }

    /// A stack's gap guides, placed along the axis only, drawn across the stack's thickness.
    @MainActor
    private static func gapGuides(of stack: UIStackView, at origin: CGPoint, depth: Int) -> [Box] {
        let rect = CGRect(origin: origin, size: stack.bounds.size)
        return stack.layoutGuides.filter { $0.identifier == "_UIOLAGapGuide" }.map { guide in
            let gap = guide.layoutFrame.offsetBy(dx: origin.x - stack.bounds.minX, dy: origin.y - stack.bounds.minY)
            let strip = stack.axis == .horizontal ? CGRect(x: gap.minX, y: rect.minY, width: gap.width, height: rect.height)
                : CGRect(x: rect.minX, y: gap.minY, width: rect.width, height: gap.height)
            return Box(name: guide.identifier, rect: strip, depth: depth + 1, kind: .guide)
        }
    }

    /// Each constraint as a line along its axis, as Interface Builder draws them: horizontal attributes at the
    /// first item's vertical middle, vertical ones at its horizontal middle. Items are views or layout guides.
    @MainActor
    private static func links(root: UIView, origins: [ObjectIdentifier: CGPoint], name: (UIView) -> String,
                              equation: (NSLayoutConstraint) -> String, broken: Set<ObjectIdentifier>) -> [Link] {
        var links: [Link] = []
        var stack = [root]
        while let view = stack.popLast() {
            // A stack's own constraints (`UISV-…`) are drawn as the stack's outline and gap guides instead.
            for constraint in view.constraints where !(constraint.identifier ?? "").hasPrefix("UISV-") {
                guard let first = constraint.firstItem, let rect = rect(of: first, origins),
                      let start = point(first, constraint.firstAttribute, origins) else { continue }
                let horizontal = constraint.firstAttribute.axis == .horizontal
                if constraint.firstAttribute.isSize {
                    // A size: drawn across the item itself.
                    let from = horizontal ? CGPoint(x: rect.minX, y: rect.maxY - 4) : CGPoint(x: rect.maxX - 4, y: rect.minY)
                    let to = horizontal ? CGPoint(x: rect.maxX, y: rect.maxY - 4) : CGPoint(x: rect.maxX - 4, y: rect.maxY)
                    links.append(link(constraint, from: from, to: to, name: name, equation: equation, broken: broken))
                    continue
                }
                let end = constraint.secondItem.flatMap { point($0, constraint.secondAttribute, origins) }
                    ?? (horizontal ? CGPoint(x: rect.maxX, y: rect.midY) : CGPoint(x: rect.midX, y: rect.maxY))
                // The line runs across the inner item of the two (the view, not its superview), as IB draws it.
                var across = rect
                if let second = constraint.secondItem as? UIView, let first = constraint.firstItem as? UIView,
                   second.isDescendant(of: first), second !== first, let inner = self.rect(of: second, origins) {
                    across = inner
                }
                let from = horizontal ? CGPoint(x: start.x, y: across.midY) : CGPoint(x: across.midX, y: start.y)
                let to = horizontal ? CGPoint(x: end.x, y: across.midY) : CGPoint(x: across.midX, y: end.y)
                links.append(link(constraint, from: from, to: to, name: name, equation: equation, broken: broken))
            }
            stack.append(contentsOf: view.subviews)
        }
        return links
    }

    @MainActor
    private static func link(_ constraint: NSLayoutConstraint, from: CGPoint, to: CGPoint, name: (UIView) -> String,
                             equation: (NSLayoutConstraint) -> String, broken: Set<ObjectIdentifier>) -> Link {
        let isBroken = broken.contains(ObjectIdentifier(constraint))
        let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 as? UIView }.map(name)
        return Link(from: from, to: to, label: label(constraint), isRequired: constraint.priority == .required,
                    isBroken: isBroken, equation: isBroken ? equation(constraint) : "", items: items)
    }

    @MainActor
    private static func label(_ constraint: NSLayoutConstraint) -> String {
        let relation = constraint.relation == .equal ? "" : constraint.relation.symbol
        let amount = constraint.constant == 0 && constraint.secondItem != nil ? "" : AutoLayoutText.appleNumber(Double(constraint.constant))
        let priority = constraint.priority == .required ? "" : "@" + AutoLayoutText.appleNumber(Double(constraint.priority.rawValue))
        return relation + amount + priority
    }

    /// An item's rectangle in the root's coordinates: a view's frame, or a guide's layout frame in its owning view.
    @MainActor
    private static func rect(of item: AnyObject?, _ origins: [ObjectIdentifier: CGPoint]) -> CGRect? {
        if let view = item as? UIView {
            return origins[ObjectIdentifier(view)].map { CGRect(origin: $0, size: view.bounds.size) }
        }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView,
              let origin = origins[ObjectIdentifier(owner)] else { return nil }
        return guide.layoutFrame.offsetBy(dx: origin.x - owner.bounds.minX, dy: origin.y - owner.bounds.minY)
    }

    /// Where an attribute of an item lies, in the root's coordinates; margin attributes are inset by the view's
    /// layout margins.
    @MainActor
    private static func point(_ item: AnyObject, _ attribute: LayoutAttribute, _ origins: [ObjectIdentifier: CGPoint]) -> CGPoint? {
        guard var rect = rect(of: item, origins) else { return nil }
        let view = item as? UIView
        if let margins = view?.layoutMargins, isMargin(attribute) { rect = rect.inset(by: margins) }
        let rtl = (view ?? (item as? UILayoutGuide)?.owningView)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
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

    private static func isMargin(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }
}
