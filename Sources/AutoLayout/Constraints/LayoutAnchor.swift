import Foundation

/// One attribute of a view or guide, for building constraints with type checking: x-axis anchors pair only
/// with x-axis anchors, y with y, dimensions with dimensions (UIKit's `NSLayoutAnchor`).
open class NSLayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    let item: LayoutItem
    let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
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
        do {
            return try NSLayoutConstraint.validated(item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                                                    attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
                                                    constant: constant)
        } catch {
            preconditionFailure(error.message)
        }
    }

    public var description: String {
        "<\(Self.self):\(item.addressDescription) \"\(item.layoutDescription).\(attribute.name)\">"
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
public protocol LayoutAnchorProviding: LayoutItem {}

extension LayoutAnchorProviding {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

extension View: LayoutAnchorProviding {
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
}

extension UILayoutGuide: LayoutAnchorProviding {}

extension NSLayoutConstraint {
    /// The first item's anchor.
    public var firstAnchor: AnyObject { anchor(firstLayoutItem, firstAttribute) }
    /// The second item's anchor, if there is a second item.
    public var secondAnchor: AnyObject? { secondLayoutItem.map { anchor($0, secondAttribute) } }

    private func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute) -> AnyObject {
        if attribute.isSize { return NSLayoutDimension(item, attribute) }
        return attribute.axis == .horizontal ? NSLayoutXAxisAnchor(item, attribute) : NSLayoutYAxisAnchor(item, attribute)
    }
}
