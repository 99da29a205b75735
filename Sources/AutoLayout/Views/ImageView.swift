import Foundation

/// An image, known here only by its size (UIKit's `UIImage`, AppKit's `NSImage`).
public struct UIImage: Hashable, Sendable {
    /// The image's size in points.
    public var size: CGSize

    /// An image of a size in points.
    public init(size: CGSize) {
        self.size = size
    }
}

/// AppKit's name for ``UIImage``.
public typealias NSImage = UIImage

/// A view that shows an image; its intrinsic size is the image's size (UIKit's `UIImageView`).
open class UIImageView: View {
    /// The image shown.
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }

    /// Creates an image view showing an image, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not read here; declared as in UIKit.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

/// AppKit's name for ``UIImageView``.
public typealias NSImageView = UIImageView
