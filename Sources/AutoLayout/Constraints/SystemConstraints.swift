import Foundation

/// The constraint UIKit makes from a view's intrinsic content size on one axis: the size equals the
/// intrinsic size, its growth penalised at the hugging priority and its shrinking at the compression
/// resistance priority.
public final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    /// The priority against growing beyond the intrinsic size.
    public let huggingPriority: UILayoutPriority
    /// The priority against shrinking below the intrinsic size.
    public let compressionResistancePriority: UILayoutPriority

    init(view: View, attribute: Attribute, size: CGFloat, hugging: UILayoutPriority, compressionResistance: UILayoutPriority) {
        huggingPriority = hugging
        compressionResistancePriority = compressionResistance
        super.init(validated: view.lifeline, attribute, .equal, nil, .notAnAttribute, multiplier: 1, constant: size)
    }

    override class var typeName: String { "NSContentSizeLayoutConstraint" }
}

extension NSLayoutConstraint {
    /// The constraint as a content-size constraint, if it is one. Told by its exact class, which is final: a
    /// comparison, where a cast is a call into the runtime, and installing asks it of every constraint.
    var asContentSizeConstraint: NSContentSizeLayoutConstraint? {
        type(of: self) == NSContentSizeLayoutConstraint.self ? unsafeDowncast(self, to: NSContentSizeLayoutConstraint.self) : nil
    }
}

/// A constraint UIKit makes from a frame and autoresizing mask when
/// ``View/translatesAutoresizingMaskIntoConstraints`` is true.
public final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    /// The mask flags as Apple prints them: `h=--& v=--&`.
    public let maskDescription: String
    /// The view whose frame is translated; its edges are measured in its superview's coordinates.
    unowned let translatedView: View

    /// `item.attribute == multiplier × second.secondAttribute + constant`, where `minX`/`maxX` (`.left`/`.right`
    /// here) and `minY`/`maxY` are in the translated view's superview coordinates.
    init(translating view: View, _ first: AutoLayoutItem, _ firstAttribute: Attribute, _ second: AutoLayoutItem?,
         _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat, mask: String) {
        maskDescription = mask
        translatedView = view
        super.init(validated: first, firstAttribute, .equal, second, secondAttribute, multiplier: multiplier, constant: constant)
    }

    override class var typeName: String { "NSAutoresizingMaskLayoutConstraint" }
}
