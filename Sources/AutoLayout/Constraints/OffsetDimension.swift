import Foundation

/// Where a distance made by `anchorWithOffset(to:)` starts: an item's attribute, held as anchors hold items.
struct AnchorPoint {
    let lifeline: Lifeline
    let attribute: LayoutAttribute
}

/// The starts of the sides of a constraint made from distances (`anchorWithOffset(to:)`): a side with a start is
/// its item's attribute minus the start's. A class, so that the many constraints without one pay a nil pointer.
final class OffsetStarts {
    let first: AnchorPoint?
    let second: AnchorPoint?
    /// While the constraint is installed: its places in the lists of the views that only these starts name
    /// (see `View+ConstraintReferences.swift`).
    var namedViews: [ConstraintReference] = []

    init(_ first: AnchorPoint?, _ second: AnchorPoint?) {
        self.first = first
        self.second = second
    }

    var points: [AnchorPoint] { [first, second].compactMap { $0 } }
}

/// The distance from one anchor to another on the same axis, as a dimension (UIKit's `anchorWithOffset(to:)`):
/// its item and attribute are the end's; the start is kept apart, and constraints made from it carry it.
final class OffsetDimension: NSLayoutDimension {
    let start: AnchorPoint

    init(from start: AnchorPoint, to end: Lifeline, _ attribute: LayoutAttribute) {
        self.start = start
        super.init(end, attribute)
    }

    override var offsetStart: AnchorPoint? { start }

    /// A distance is checked as a size of its axis.
    override var ruleAttribute: LayoutAttribute { attribute.axis == .vertical ? .height : .width }


    /// The distance as UIKit prints a composite anchor: the end minus the start.
    override var description: String {
        withoutIsolationCheck {
            let startItem = start.lifeline.item.map { $0.layoutDescription } ?? "nil"
            return "<\(Self.self):\(item.addressDescription) \"\(item.layoutDescription).\(attribute.name) - "
                + "\(startItem).\(start.attribute.name)\">"
        }
    }
}

extension NSLayoutXAxisAnchor {
    /// A dimension that is the distance from this anchor to `otherAnchor` (`otherAnchor − self`), for
    /// constraining the space between two edges: UIKit's `anchorWithOffset(to:)`.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        OffsetDimension(from: AnchorPoint(lifeline: itemLifeline, attribute: attribute), to: otherAnchor.itemLifeline,
                        otherAnchor.attribute)
    }
}

extension NSLayoutYAxisAnchor {
    /// A dimension that is the distance from this anchor to `otherAnchor` (`otherAnchor − self`), for
    /// constraining the space between two edges: UIKit's `anchorWithOffset(to:)`.
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        OffsetDimension(from: AnchorPoint(lifeline: itemLifeline, attribute: attribute), to: otherAnchor.itemLifeline,
                        otherAnchor.attribute)
    }
}
