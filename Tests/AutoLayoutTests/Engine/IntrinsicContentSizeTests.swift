import Foundation
import Testing
@testable import AutoLayout

/// A view with a fixed intrinsic size, as custom views in seed 001 declare one.
@MainActor
final class SizedView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var intrinsicContentSize: CGSize { size }
}

@MainActor
@Suite("Intrinsic content size")
struct IntrinsicContentSizeTests {
    /// Seed 001: `V:|[dateLabel]-[imageView]-[toolBar]|` with room to spare: the view with the lower vertical
    /// hugging priority (the label at 250, not the image at 251) grows.
    @Test func lowerHuggingPriorityGrows() {
        let root = makeRoot(width: 320, height: 400)
        let dateLabel = SizedView(CGSize(width: 100, height: 20)), imageView = SizedView(CGSize(width: 100, height: 100))
        let toolBar = SizedView(CGSize(width: 320, height: 44))
        imageView.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        toolBar.setContentHuggingPriority(.required, for: .vertical)
        layOutColumn(root, [dateLabel, imageView, toolBar])
        #expect(imageView.frame.height == 100)
        #expect(dateLabel.frame.height == CGFloat(240))
    }

    /// Seed 001: the same column with a large image: the view with the lower compression resistance shrinks.
    @Test func lowerCompressionResistanceShrinks() {
        let root = makeRoot(width: 320, height: 300)
        let dateLabel = SizedView(CGSize(width: 100, height: 20)), imageView = SizedView(CGSize(width: 100, height: 280))
        let toolBar = SizedView(CGSize(width: 320, height: 44))
        imageView.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        layOutColumn(root, [dateLabel, imageView, toolBar])
        #expect(dateLabel.frame.height == 20)
        #expect(toolBar.frame.height == 44)
        #expect(imageView.frame.height == CGFloat(220))
        imageView.setContentCompressionResistancePriority(UILayoutPriority(751), for: .vertical)
        dateLabel.setContentCompressionResistancePriority(UILayoutPriority(750), for: .vertical)
        toolBar.setContentCompressionResistancePriority(.required, for: .vertical)
        root.layoutIfNeeded()
        #expect(dateLabel.frame.height == CGFloat(0))
        #expect(imageView.frame.height == CGFloat(240))
    }

    @Test func requiredHuggingAndResistancePinTheSize() {
        let root = makeRoot(width: 320, height: 400)
        let view = SizedView(CGSize(width: 60, height: 30))
        root.addSubview(view)
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            view.setContentHuggingPriority(.required, for: axis)
            view.setContentCompressionResistancePriority(.required, for: axis)
        }
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     view.topAnchor.constraint(equalTo: root.topAnchor)])
        let stretch = view.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        stretch.priority = UILayoutPriority(999)
        stretch.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 60, height: 30))
        view.size = CGSize(width: 90, height: 10)
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 90, height: 10))
    }


    /// A minimum size at the view's hugging priority conflicts with the hugging, and at one priority either
    /// wins. UIKit adds content sizes at the layout pass, after the constraints activated before it, and the one
    /// already in keeps its place: the minimum wins (KGNAutoLayout's `testSizeToMinWidthLow`, run on iOS 13).
    @Test func aMinimumAtTheHuggingPriorityWinsOverTheHugging() {
        let root = makeRoot(width: 300, height: 300)
        let view = SizedView(CGSize(width: 50, height: 10))
        root.addSubview(view)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     view.topAnchor.constraint(equalTo: root.topAnchor)])
        let minimum = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        minimum.priority = .defaultLow
        minimum.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 100, height: 10))
    }
    /// Seed 001: an aspect ratio with a multiplier, `imageView.width == 1.5 * imageView.height`.
    @Test func multiplierKeepsAnAspectRatio() {
        let root = makeRoot(width: 300, height: 400)
        let imageView = UIImageView(image: UIImage(size: CGSize(width: 40, height: 40)))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(imageView)
        root.addConstraint(NSLayoutConstraint(item: imageView, attribute: .width, relatedBy: .equal, toItem: imageView,
                                              attribute: .height, multiplier: 1.5, constant: 0))
        NSLayoutConstraint.activate([imageView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     imageView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     imageView.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(imageView.frame.size == CGSize(width: 300, height: 200))
    }

    @Test func labelIntrinsicHeightWrapsAtItsPreferredWidth() {
        let label = UILabel(text: "Kitten kills again")
        label.font = .systemFont(ofSize: 30)
        let oneLine = label.intrinsicContentSize
        #expect(oneLine.height == CGFloat(36))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 125
        #expect(label.intrinsicContentSize.height == CGFloat(108))
        label.preferredMaxLayoutWidth = 250
        #expect(label.intrinsicContentSize.height == CGFloat(72))
    }

    /// A multi-line label with `preferredMaxLayoutWidth == 0` wraps at the width layout gives it.
    @Test(arguments: [(CGFloat(140), CGFloat(108)), (CGFloat(200), CGFloat(72)), (CGFloat(300), CGFloat(36))])
    func labelWrapsAtTheWidthItGets(width: CGFloat, expectedHeight: CGFloat) {
        let root = makeRoot(width: width + 20, height: 400)
        let label = UILabel(text: "Kitten kills again")
        label.font = .systemFont(ofSize: 30)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        #expect(label.frame.width == width)
        #expect(label.frame.height == expectedHeight)
    }

    /// A view fitted inside a superview (a cell's content view) keeps its subviews' intrinsic sizes. The
    /// fitting engine once installed them only for views whose hierarchy root it was rooted at, so the label
    /// came out 0 points tall and the fitting size 22 instead of 43.
    @Test func aViewFittedInsideASuperviewKeepsItsSubviewsIntrinsicSizes() {
        for inSuperview in [false, true] {
            let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let content = UIView()
            if inSuperview { superview.addSubview(content) }
            let label = UILabel(text: "Title")
            label.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                label.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
                label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -11),
            ])
            let size = content.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
            #expect(size == CGSize(width: 320, height: 22 + label.intrinsicContentSize.height), "in a superview: \(inSuperview)")
        }
    }

    /// Seed 002, "Window Boundaries": a content view that wants to be (0, 0) at 500 hugs draggable
    /// views that must stay inside it.
    @Test func containerHugsItsContentAtTheFittingSize() {
        let content = UIView()
        let square = SizedView(.zero)
        content.addSubview(square)
        NSLayoutConstraint.activate([
            square.widthAnchor.constraint(equalToConstant: 100), square.heightAnchor.constraint(equalToConstant: 100),
            square.leadingAnchor.constraint(greaterThanOrEqualTo: content.leadingAnchor),
            square.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor),
            content.trailingAnchor.constraint(greaterThanOrEqualTo: square.trailingAnchor),
            content.bottomAnchor.constraint(greaterThanOrEqualTo: square.bottomAnchor),
        ])
        let x = square.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 150)
        let y = square.topAnchor.constraint(equalTo: content.topAnchor, constant: 60)
        for position in [x, y] {
            position.priority = .windowSizeStayPut + 1
            position.isActive = true
        }
        #expect(content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 250, height: 160))
        x.constant = 400
        #expect(content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 500, height: 160))
        let pinnedWidth = content.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                          verticalFittingPriority: .fittingSizeLevel)
        #expect(pinnedWidth == CGSize(width: 320, height: 160))
    }

    private func layOutColumn(_ root: UIView, _ views: [UIView]) {
        for view in views {
            root.addSubview(view)
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         view.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
        }
        NSLayoutConstraint.activate([views[0].topAnchor.constraint(equalTo: root.topAnchor),
                                     views[1].topAnchor.constraint(equalTo: views[0].bottomAnchor, constant: 8),
                                     views[2].topAnchor.constraint(equalTo: views[1].bottomAnchor, constant: 8),
                                     root.bottomAnchor.constraint(equalTo: views[2].bottomAnchor)])
        root.layoutIfNeeded()
    }
}
