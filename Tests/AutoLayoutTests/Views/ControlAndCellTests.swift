import Foundation
import Testing
@testable import AutoLayout

@MainActor
@Suite("Text fields, buttons and cells")
struct ControlAndCellTests {
    @Test func aTextFieldIsAsLargeAsItsTextOrElseItsPlaceholder() {
        let field = UITextField()
        let label = UILabel(text: "Email address")
        field.placeholder = "Email address"
        #expect(field.intrinsicContentSize == label.intrinsicContentSize)
        field.text = "me@example.com"
        label.text = "me@example.com"
        #expect(field.intrinsicContentSize == label.intrinsicContentSize)
        field.text = ""
        label.text = "Email address"
        #expect(field.intrinsicContentSize == label.intrinsicContentSize)
    }

    @Test func aTextFieldHugsItsTextInALayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let field = UITextField()
        field.text = "Hello"
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        NSLayoutConstraint.activate([field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     field.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        #expect(field.frame.size == field.intrinsicContentSize)
        #expect(field.frame.width > 0)
    }

    @Test func aButtonsStateAndCurrentTitleFollowItsFlags() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitle("Gone", for: .disabled)
        #expect(button.state == .normal && button.currentTitle == "Go")
        button.isEnabled = false
        #expect(button.state == .disabled && button.currentTitle == "Gone")
        button.isSelected = true
        #expect(button.state == [.disabled, .selected] && button.currentTitle == "Go")
    }

    @Test func aButtonsImageSitsBesideItsTitle() {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        let titleOnly = button.intrinsicContentSize
        button.setImage(UIImage(size: CGSize(width: 24, height: 40)), for: .normal)
        #expect(button.currentImage?.size == CGSize(width: 24, height: 40))
        #expect(button.intrinsicContentSize == CGSize(width: titleOnly.width + 24, height: 40))
    }

    @Test func aTableCellIs320By44AndItsContentViewFillsIt() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.contentView.superview === cell && cell.contentView.frame == cell.bounds)
        #expect(UITableViewCell().frame.size == CGSize(width: 320, height: 44))
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
    }

    /// A self-sizing row: the content view's constraints give the cell's height.
    @Test func aTableCellsContentViewSizesTheRow() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let label = UILabel(text: "Title")
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -11),
        ])
        let size = cell.contentView.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                            withHorizontalFittingPriority: .required,
                                                            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 22 + label.intrinsicContentSize.height))
    }

    @Test func aCollectionCellsContentViewFillsIt() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(cell.contentView.frame == cell.bounds)
        cell.frame.size = CGSize(width: 120, height: 90)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 90))
    }

    @Test func everyViewCanBeExtendedAsAnAppearanceTarget() {
        let views: [UIAppearance] = [UIView(), UILabel(), UITextField(), UITableViewCell()]
        #expect(views.count == 4)
    }

    @Test func aSwitchKeepsItsSizeAndHugsItInARow() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        // A settings row: the label takes the room the switch does not.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = UILabel(text: "Wi-Fi"), row = UIStackView(arrangedSubviews: [label, UISwitch()])
        row.translatesAutoresizingMaskIntoConstraints = false
        row.alignment = .center
        root.addSubview(row)
        NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                     row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                                     row.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        #expect(row.arrangedSubviews[1].frame == CGRect(x: 237, y: 0, width: 51, height: 31))
        #expect(label.frame.width == 237)
    }

    @Test func anActivityIndicatorIsSizedByItsStyleAndHiddenWhileStopped() {
        let indicator = UIActivityIndicatorView(style: .large)
        #expect(indicator.frame.size == CGSize(width: 37, height: 37) && indicator.isHidden)
        indicator.style = .medium
        #expect(indicator.intrinsicContentSize == CGSize(width: 20, height: 20))
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)
        indicator.stopAnimating()
        #expect(indicator.isHidden)
        indicator.hidesWhenStopped = false
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
        // A stopped indicator leaves a stack view's arrangement; a running one takes its place.
        let spinner = UIActivityIndicatorView(style: .medium), label = UILabel(text: "Loading")
        let stack = UIStackView(arrangedSubviews: [spinner, label])
        stack.spacing = 8
        stack.layoutIfNeeded()
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width == label.intrinsicContentSize.width)
        spinner.startAnimating()
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width == label.intrinsicContentSize.width + 28)
    }
}
