import Foundation

/// One attribute of a view or guide, for building constraints with type checking: x-axis anchors pair only
/// with x-axis anchors, y with y, dimensions with dimensions (UIKit's `NSLayoutAnchor`).
///
/// As in UIKit, an item hands out the same anchor object each time (`view.topAnchor === view.topAnchor`), and an
/// anchor does not keep its item alive.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let itemLifeline: Lifeline
    let attribute: LayoutAttribute

    /// The item; a placeholder once it is gone.
    var item: AutoLayoutItem { itemLifeline.item ?? DeallocatedItem.shared }

    init(_ item: AutoLayoutItem, _ attribute: LayoutAttribute) {
        itemLifeline = Lifeline.of(item)
        self.attribute = attribute
    }

    init(_ itemLifeline: Lifeline, _ attribute: LayoutAttribute) {
        self.itemLifeline = itemLifeline
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, 1, c)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, c)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, c)
    }

    func make(_ relation: LayoutRelation, _ anchor: NSLayoutAnchor<AnchorType>?, _ multiplier: CGFloat,
              _ constant: CGFloat) -> NSLayoutConstraint {
        let secondAttribute = anchor?.attribute ?? .notAnAttribute
        // The rules checked on the attributes and numbers (a distance between anchors counts as a size); the
        // items are read only for the message.
        if let broken = NSLayoutConstraint.brokenRule(ruleAttribute, anchor?.ruleAttribute ?? .notAnAttribute,
                                                      hasSecondItem: anchor != nil, multiplier, constant) {
            preconditionFailure(broken.message(item, attribute, anchor?.item, secondAttribute, multiplier, constant))
        }
        // Made from the lifelines the anchors hold, which the constraint keeps.
        let constraint = NSLayoutConstraint(validated: itemLifeline, attribute, relation, anchor?.itemLifeline, secondAttribute,
                                            multiplier: multiplier, constant: constant)
        let starts = (first: offsetStart, second: anchor?.offsetStart)
        if starts.first != nil || starts.second != nil { constraint.offsetStarts = OffsetStarts(starts.first, starts.second) }
        return constraint
    }

    /// The attribute the rules of ``NSLayoutConstraint`` check for this anchor.
    var ruleAttribute: LayoutAttribute { attribute }

    /// Where the distance the anchor stands for starts, for one made by `anchorWithOffset(to:)`; nil otherwise.
    var offsetStart: AnchorPoint? { nil }

    /// The anchor as UIKit prints it: its item and attribute.
    open override var description: String {
        withoutIsolationCheck { "<\(Self.self):\(item.addressDescription) \"\(item.layoutDescription).\(attribute.name)\">" }
    }
}

/// An anchor on the horizontal axis: leading, trailing, left, right, centerX.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × standard spacing (8)`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 1, 8 * multiplier)
    }

    /// `self >= anchor + multiplier × standard spacing (8)`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, 8 * multiplier)
    }

    /// `self <= anchor + multiplier × standard spacing (8)`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, 8 * multiplier)
    }
}

/// An anchor on the vertical axis: top, bottom, centerY, baselines.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × standard spacing (8)`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 1, 8 * multiplier)
    }

    /// `self >= anchor + multiplier × standard spacing (8)`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, 8 * multiplier)
    }

    /// `self <= anchor + multiplier × standard spacing (8)`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, 8 * multiplier)
    }
}

/// A width or height anchor, which can also equal a constant or a multiple of another dimension.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, 1, c) }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, 1, c) }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, 1, c) }

    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, m, c)
    }

    /// `self >= multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, m, c)
    }

    /// `self <= multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, m, c)
    }
}

/// The anchors every view and layout guide has.
@preconcurrency @MainActor
public protocol LayoutAnchorProviding: AutoLayoutItem {}

extension LayoutAnchorProviding {
    /// The leading edge (left, or right in right-to-left layouts).
    public var leadingAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { xAxisAnchor(.centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { yAxisAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { yAxisAnchor(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { yAxisAnchor(.centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { dimensionAnchor(.width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { dimensionAnchor(.height) }
}

extension View: LayoutAnchorProviding {
    /// The baseline of the first line of text (the bottom for a view without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAxisAnchor(.firstBaseline) }
    /// The baseline of the last line of text (the bottom for a view without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAxisAnchor(.lastBaseline) }
}

extension UILayoutGuide: LayoutAnchorProviding {}

/// The anchors an item has handed out, so that each attribute has one anchor object.
///
/// A short list searched in order: a view hands out a handful of its 21 attributes' anchors. A slot for every
/// attribute cost each view a 21-entry array made through the standard library's unspecialized code, and a
/// dictionary grew through three allocations and hashed the attribute at every access. A value kept in the item
/// itself, so that an item's anchors cost one allocation.
struct AnchorStore {
    private var anchors: [(attribute: LayoutAttribute, anchor: AnyObject)] = []

    mutating func anchor<Anchor: AnyObject>(_ attribute: LayoutAttribute, _ make: () -> Anchor) -> Anchor {
        let index = anchors.firstIndex { $0.attribute == attribute }
        // Compared by exact type, then cast without a check: a generic `as?` goes through the runtime's
        // dynamic cast, which cost more than the rest of handing out an anchor.
        if let index, ObjectIdentifier(type(of: anchors[index].anchor)) == ObjectIdentifier(Anchor.self) {
            return unsafeDowncast(anchors[index].anchor, to: Anchor.self)
        }
        let anchor = make()
        if let index {
            anchors[index].anchor = anchor
        } else {
            // Room for the usual four edges at once, rather than growing through one, two and four.
            if anchors.isEmpty { anchors.reserveCapacity(4) }
            anchors.append((attribute, anchor))
        }
        return anchor
    }
}

extension AutoLayoutItem {
    func xAxisAnchor(_ attribute: LayoutAttribute) -> NSLayoutXAxisAnchor {
        cachedAnchor(attribute) { NSLayoutXAxisAnchor(self, attribute) }
    }

    func yAxisAnchor(_ attribute: LayoutAttribute) -> NSLayoutYAxisAnchor {
        cachedAnchor(attribute) { NSLayoutYAxisAnchor(self, attribute) }
    }

    func dimensionAnchor(_ attribute: LayoutAttribute) -> NSLayoutDimension {
        cachedAnchor(attribute) { NSLayoutDimension(self, attribute) }
    }

    /// The item's anchor for an attribute, made on first use.
    private func cachedAnchor<Anchor: AnyObject>(_ attribute: LayoutAttribute, _ make: () -> Anchor) -> Anchor {
        switch self {
        case let view as View: view.anchorStore.anchor(attribute, make)
        case let guide as UILayoutGuide: guide.anchorStore.anchor(attribute, make)
        default: make()
        }
    }
}

extension NSLayoutConstraint {
    // UIKit types these `NSLayoutAnchor<AnyObject>`, which Objective-C's erased generics make a supertype of
    // every anchor. Swift's generic classes have no such supertype, so they are typed as the anchors' nearest
    // common class: compared with `==` or `XCTAssertEqual` (AnchorKit's tests) and cast with `as?` as in UIKit.

    /// The first item's anchor (for a side made by `anchorWithOffset(to:)`, that distance).
    public var firstAnchor: NSObject {
        if let start = offsetStarts?.first { return OffsetDimension(from: start, to: firstLifeline, firstAttribute) }
        return anyAnchor(firstLayoutItem, firstAttribute)
    }
    /// The second item's anchor, if there is a second item.
    public var secondAnchor: NSObject? {
        if let start = offsetStarts?.second, let secondLifeline {
            return OffsetDimension(from: start, to: secondLifeline, secondAttribute)
        }
        return secondLayoutItem.map { anyAnchor($0, secondAttribute) }
    }

    private func anyAnchor(_ item: AutoLayoutItem, _ attribute: LayoutAttribute) -> NSObject {
        if attribute.isSize { return item.dimensionAnchor(attribute) }
        return attribute.axis == .horizontal ? item.xAxisAnchor(attribute) : item.yAxisAnchor(attribute)
    }
}
