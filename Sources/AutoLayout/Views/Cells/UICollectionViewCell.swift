import Foundation

/// A collection item, the layout part of UIKit's `UICollectionViewCell`: its ``contentView`` fills it and holds
/// what the item shows.
open class UICollectionViewCell: View {
    /// The view to add an item's subviews to: it fills the cell.
    public let contentView = UIView()

    /// A cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addFillingContentView(contentView)
    }

    /// Archives are not read here; declared as in UIKit.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addFillingContentView(contentView)
    }
}

extension View {
    /// Adds a cell's content view, sized with the cell by its autoresizing mask, as UIKit sizes it.
    func addFillingContentView(_ contentView: View) {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
