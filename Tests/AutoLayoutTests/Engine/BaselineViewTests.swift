import Foundation
import Testing
@testable import AutoLayout

/// A container whose text is a label inset in it, and which names that label as its baseline view, as UIKit
/// asks such views to (`forFirstBaselineLayout`, `forLastBaselineLayout`).
@MainActor
private final class Badge: UIView {
    let label = UILabel(text: "Badge")
    /// The view to name instead, when a test needs a wrong one.
    var namedBaselineView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                                     label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 6),
                                     label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20)])
    }

    required init?(coder: NSCoder) { nil }

    override var forFirstBaselineLayout: UIView { namedBaselineView ?? label }
    override var forLastBaselineLayout: UIView { namedBaselineView ?? label }
}

@MainActor
@Suite("Baseline views")
struct BaselineViewTests {
    /// A badge at the top of a root and a label beside it, joined at `attribute`'s baselines; the label's frame.
    private func labelAligned(with badge: Badge, on attribute: NSLayoutConstraint.Attribute) -> (root: UIView, label: UILabel) {
        let root = makeRoot()
        _ = addConstrainedSubview(to: root, badge)
        let label = addConstrainedSubview(to: root, UILabel(text: "Beside")) as! UILabel
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            NSLayoutConstraint(item: label, attribute: attribute, relatedBy: .equal, toItem: badge, attribute: attribute,
                               multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        return (root, label)
    }

    @Test func aPlainViewIsItsOwnBaselineView() {
        let view = UIView()
        #expect(view.forFirstBaselineLayout === view && view.forLastBaselineLayout === view)
    }

    /// The label beside the badge lines up with the badge's inner label, 10 points down in the badge, not with
    /// the badge's bottom.
    @Test(arguments: [NSLayoutConstraint.Attribute.firstBaseline, .lastBaseline])
    func aContainerAlignsByItsBaselineViewsBaseline(attribute: NSLayoutConstraint.Attribute) {
        let badge = Badge()
        let (_, label) = labelAligned(with: badge, on: attribute)
        let baseline = { (view: UILabel, top: CGFloat) in
            attribute == .firstBaseline ? top + view.firstBaselineOffsetFromTop! : top + view.frame.height - view.lastBaselineOffsetFromBottom
        }
        #expect(badge.label.frame.minY == 10)
        // Frames are snapped to 1/1024 point; a font's baseline offsets are not.
        #expect(abs(baseline(label, label.frame.minY) - baseline(badge.label, badge.frame.minY + badge.label.frame.minY)) < 0.001)
    }

    /// A baseline view that is not inside the view means nothing: the view's own baseline (its bottom) counts.
    @Test func aBaselineViewOutsideTheViewIsIgnored() {
        let badge = Badge()
        badge.namedBaselineView = UIView()
        let (_, label) = labelAligned(with: badge, on: .lastBaseline)
        #expect(abs(label.frame.maxY - label.lastBaselineOffsetFromBottom - badge.frame.maxY) < 0.001)
    }
}
