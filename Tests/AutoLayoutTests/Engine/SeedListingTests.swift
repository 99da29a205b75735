import Foundation
import Testing
@testable import AutoLayout

@MainActor
@Suite("Seed listings")
struct SeedListingTests {
    /// Examples 6-2 to 6-5: the same 100×80 centred child as Example 6-1, through the layout library.
    @Test func libraryCallsMatchExampleSixOne() {
        let parentView = makeRoot()
        let childView = UIView(frame: .zero)
        parentView.addSubview(childView)
        childView.translatesAutoresizingMaskIntoConstraints = false
        parentView.addConstraints(childView.constraintsCenteringInSuperview(priority: .required))
        parentView.addConstraints(childView.constraintsSettingSize(CGSize(width: 100, height: 80), priority: .defaultHigh))
        parentView.layoutIfNeeded()
        #expect(childView.frame == CGRect(x: 110, y: 200, width: 100, height: 80))
    }

    /// Listings 6-5 and 6-6: the thumb stays half its width from the track's ends while the user drags it;
    /// its named position constraint is updated on every touch.
    @Test func sliderThumbIsKeptInsideItsTrack() {
        let track = makeRoot(width: 300, height: 40)
        let thumb = UIImageView(image: UIImage(size: CGSize(width: 30, height: 30)))
        thumb.translatesAutoresizingMaskIntoConstraints = false
        track.addSubview(thumb)
        NSLayoutConstraint.activate([thumb.centerYAnchor.constraint(equalTo: track.centerYAnchor)])
        for format in ["H:|-(>=inset)-[view]", "H:[view]-(>=inset)-|"] {
            for constraint in NSLayoutConstraint.constraints(withVisualFormat: format, options: .alignAllCenterY,
                                                             metrics: ["inset": 15], views: ["view": thumb]) {
                constraint.install(priority: .required)
            }
        }
        let position = thumb.leadingAnchor.constraint(equalTo: track.leadingAnchor)
        position.nametag = "Thumb Position"
        position.install(priority: UILayoutPriority(500))
        track.layoutIfNeeded()
        #expect(thumb.frame == CGRect(x: 15, y: 5, width: 30, height: 30))
        for (touch, expected) in [(CGFloat(120), CGFloat(120)), (-50, 15), (400, 255), (0, 15)] {
            track.constraintsNamed("Thumb Position", matchingView: thumb).first?.constant = touch
            track.layoutIfNeeded()
            #expect(thumb.frame.minX == expected)
        }
    }

    /// Listings 6-7 and 6-8: a drawer lays out the views it manages in `updateConstraints`, replacing its
    /// named constraints whenever a view is added or removed.
    @Test func drawerRelaysOutItsViewsInUpdateConstraints() {
        final class Drawer: UIView {
            var managed: [UIView] = []
            var updates = 0

            func add(_ view: UIView) {
                managed.append(view)
                setNeedsUpdateConstraints()
            }

            func remove(_ view: UIView) {
                managed.removeAll { $0 === view }
                for constraint in view.constraintsNamed("Line Building", matchingView: view) { constraint.remove() }
                setNeedsUpdateConstraints()
            }

            override func updateConstraints() {
                updates += 1
                for view in managed { superview?.removeConstraints(named: "Line Building", matching: view) }
                var line: [NSLayoutConstraint] = []
                if let first = managed.first {
                    line.append(first.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10))
                }
                for view in managed { line.append(view.centerYAnchor.constraint(equalTo: centerYAnchor)) }
                line += UIView.constraintsBuildingLine(managed, alignment: .alignAllCenterY, priority: UILayoutPriority(502))
                for constraint in line {
                    constraint.nametag = "Line Building"
                    constraint.install(priority: UILayoutPriority(502))
                }
                super.updateConstraints()
            }
        }
        let root = makeRoot(width: 400, height: 300)
        let drawer = Drawer()
        drawer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(drawer)
        NSLayoutConstraint.activate([drawer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     drawer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     drawer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                                     drawer.heightAnchor.constraint(equalToConstant: 60)])
        let items = (0..<3).map { _ in UIImageView(image: UIImage(size: CGSize(width: 40, height: 40))) }
        for item in items {
            item.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(item)
            drawer.add(item)
        }
        root.layoutIfNeeded()
        #expect(items.map(\.frame.minX) == [10, 58, 106])
        #expect(items.allSatisfy { $0.frame.midY == 270 })
        drawer.remove(items[0])
        let position = items[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200)
        position.nametag = "Dragging Position"
        NSLayoutConstraint.activate([position, items[0].topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        root.layoutIfNeeded()
        #expect(items[1].frame.minX == 10)
        #expect(items[2].frame.minX == 58)
        #expect(items[0].frame.origin == CGPoint(x: 200, y: 20))
        #expect(drawer.updates == 2)
    }

    /// Listing 6-2: centre-top in portrait, centre-right in landscape, swapped in `updateConstraints`.
    @Test func viewMovesBetweenCenterTopAndCenterRight() {
        let root = makeRoot(width: 320, height: 480)
        let sample = UIImageView(image: UIImage(size: CGSize(width: 40, height: 40)))
        sample.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(sample)
        root.replaceConstraints(named: "Orientation", with: sample.constraintsAligningCenterTop(priority: .required))
        root.layoutIfNeeded()
        #expect(sample.frame == CGRect(x: 140, y: 20, width: 40, height: 40))
        root.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        sample.replaceConstraints(named: "Orientation", with: sample.constraintsAligningCenterRight(priority: .required))
        root.layoutIfNeeded()
        #expect(sample.frame == CGRect(x: 420, y: 140, width: 40, height: 40))
    }

    /// Listing 4-7: spacers of equal size between views whose ends are pinned give equal gaps.
    @Test func spacersDistributeViewsEvenly() {
        let root = makeRoot(width: 400, height: 100)
        let views = [60, 20, 100].map { UIImageView(image: UIImage(size: CGSize(width: $0, height: 30))) }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let (constraints, spacers) = UIView.constraintsDistributingWithSpacers(views, in: root, alignment: .alignAllTop,
                                                                                priority: .required)
        NSLayoutConstraint.activate(constraints + [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                                   views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                                   views[0].topAnchor.constraint(equalTo: root.topAnchor, constant: 10)]
            + spacers.map { $0.heightAnchor.constraint(equalToConstant: 1) })
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 170, 300])
        #expect(spacers.map(\.frame.width) == [110, 110])
    }

    /// Listing 4-6: centres at the middle of equal sections of the superview.
    @Test func centersAreDistributedAcrossTheSuperview() {
        let root = makeRoot(width: 400, height: 100)
        let views = (0..<4).map { _ in UIImageView(image: UIImage(size: CGSize(width: 20, height: 20))) }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate(UIView.constraintsDistributingCenters(views, alignment: .alignAllCenterY, priority: .required)
            + [views[0].centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        #expect(views.map(\.frame.midX) == [50, 150, 250, 350])
        #expect(views.allSatisfy { $0.frame.midY == 50 })
    }

    /// Listing 4-1: a view with nothing else to place it still appears, inside its superview, at its minimum size.
    @Test func constrainToSuperviewKeepsAViewOnScreen() {
        let root = makeRoot(width: 200, height: 200)
        let lost = UIView()
        lost.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(lost)
        NSLayoutConstraint.activate(lost.constraintsKeepingInsideSuperview(minimumSize: 100, priority: UILayoutPriority(1)))
        root.layoutIfNeeded()
        #expect(lost.frame.size == CGSize(width: 100, height: 100))
        #expect(root.bounds.contains(lost.frame))
    }
}

@MainActor
extension UIView {
    /// The book's idiom: remove this view's constraints named `name` that involve `view`.
    func removeConstraints(named name: String, matching view: UIView) {
        for constraint in constraintsNamed(name, matchingView: view) { constraint.remove() }
    }
}
