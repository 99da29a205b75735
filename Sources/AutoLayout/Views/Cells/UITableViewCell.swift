import Foundation

/// A table row, the layout part of UIKit's `UITableViewCell`: its ``contentView`` fills it and holds what the
/// row shows. Made without a frame, a cell is 320 × 44 points, as in UIKit.
open class UITableViewCell: View {
    /// The cell's standard layouts (UIKit's `UITableViewCell.CellStyle`); only kept, since layout adds no
    /// standard labels here.
    public enum CellStyle: Int, Sendable {
        /// A left-aligned label.
        case `default` = 0
        /// A label with a right-aligned detail label.
        case value1
        /// A right-aligned label with a left-aligned detail label.
        case value2
        /// A label above a detail label.
        case subtitle
    }

    /// The view to add a row's subviews to: it fills the cell.
    public let contentView = UIView()
    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier a table reuses the cell by.
    public let reuseIdentifier: String?

    /// A cell of a style, 320 × 44 points.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addFillingContentView(contentView)
    }

    /// A default-style cell with a frame.
    public override init(frame: CGRect) {
        style = .default
        reuseIdentifier = nil
        super.init(frame: frame)
        addFillingContentView(contentView)
    }

    /// A default-style cell, 320 × 44 points.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Archives are not read here; declared as in UIKit.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        addFillingContentView(contentView)
    }
}
