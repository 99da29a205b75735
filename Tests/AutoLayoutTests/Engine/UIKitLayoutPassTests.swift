import AutoLayout
import Testing

/// Details of UIKit's layout pass that real clients' test suites rely on.
@MainActor
@Suite("UIKit layout pass details")
struct UIKitLayoutPassTests {
    /// `v.layoutIfNeeded()` on a view that is not the root brings its own frame up to date.
    @Test func layoutIfNeededOnASubviewUpdatesItsOwnFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = addConstrainedSubview(to: root)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 50),
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        view.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 110, y: 0, width: 100, height: 50))
    }

    /// UIKit code that places a subview by hand in `layoutSubviews` sees the subview's own constraints laid
    /// out at the new frame in the same pass, as UIKit's engine answers with the frame just set.
    @Test func aFrameSetInLayoutSubviewsLaysOutItsSubtreeInTheSamePass() {
        final class ManualLayoutView: UIView {
            let panel = UIView()
            override func layoutSubviews() {
                super.layoutSubviews()
                panel.frame = bounds.insetBy(dx: 10, dy: 20)
            }
        }
        let root = ManualLayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.addSubview(root.panel)
        let pinned = addConstrainedSubview(to: root.panel)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: root.panel.leadingAnchor, constant: 5),
            pinned.trailingAnchor.constraint(equalTo: root.panel.trailingAnchor, constant: -5),
            pinned.topAnchor.constraint(equalTo: root.panel.topAnchor),
            pinned.bottomAnchor.constraint(equalTo: root.panel.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.panel.frame == CGRect(x: 10, y: 20, width: 280, height: 160))
        #expect(pinned.frame == CGRect(x: 5, y: 0, width: 270, height: 160))
        root.frame.size.width = 200
        root.layoutIfNeeded()
        #expect(pinned.frame == CGRect(x: 5, y: 0, width: 170, height: 160))
    }

    /// A view the constraints resize runs `layoutSubviews` even with no subviews, as UIKit code that rounds a
    /// layer to the view's height there expects; one that keeps its size is not laid out again.
    @Test func aLeafResizedByConstraintsLaysOutItsSubviews() {
        final class PillView: UIView {
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
                layer.cornerRadius = bounds.height / 2
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let pill = PillView()
        pill.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pill)
        let height = pill.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([height, pill.widthAnchor.constraint(equalToConstant: 80)])
        root.layoutIfNeeded()
        #expect(pill.layer.cornerRadius == 15)
        height.constant = 40
        root.layoutIfNeeded()
        #expect(pill.layer.cornerRadius == 20)
        let layouts = pill.layouts
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(pill.layouts == layouts)
    }

    @Test func solvedFramesHaveNoNegativeZero() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.semanticContentAttribute = .forceRightToLeft
        let view = addConstrainedSubview(to: root)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: -0.0),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 0),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let frame = view.frame
        #expect(frame == CGRect(x: 0, y: 0, width: 0, height: 10))
        #expect([frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.sign == .plus })
    }

    /// A cell pinned on all sides around a label that wraps at the width it gets: fitting at a fixed width
    /// reports the height of every wrapped line, and laying out at that size is neither ambiguous nor broken.
    @Test func aWrappingLabelSizesItsCellInFitting() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        cell.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label]-|", options: [], metrics: nil,
                                                           views: ["label": label]))
        cell.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[label]-|", options: [], metrics: nil,
                                                           views: ["label": label]))
        let oneLine = UILabel(text: label.text!).intrinsicContentSize.height
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.width == 200)
        #expect(fitted.height > 40 + 2 * oneLine)
        cell.frame.size = fitted
        cell.layoutIfNeeded()
        #expect(label.frame.height == fitted.height - 40)
        #expect(label.frame.width == 160)
        #expect(!cell.hasAmbiguousLayout && cell.brokenConstraints.isEmpty)
    }

    @Test func sizeToFitTakesTheContentsSize() {
        let label = UILabel(text: "Hello world")
        label.frame.origin = CGPoint(x: 5, y: 6)
        label.sizeToFit()
        #expect(label.frame == CGRect(origin: CGPoint(x: 5, y: 6), size: label.intrinsicContentSize))
        let wrapping = UILabel(text: "one two three four five six seven")
        wrapping.numberOfLines = 0
        let oneLine = wrapping.sizeThatFits(CGSize(width: 10_000, height: 0))
        let wrapped = wrapping.sizeThatFits(CGSize(width: oneLine.width / 2, height: 0))
        #expect(wrapped.width <= oneLine.width / 2 && wrapped.height >= 2 * oneLine.height)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(plain.sizeThatFits(.zero) == CGSize(width: 30, height: 40))
    }
}
