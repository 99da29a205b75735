// The seeds' view-controller listings in Swift, importing only `AutoLayout` as they would import `UIKit`.
import AutoLayout
import Testing

/// Seed 001: the detail view controller adds its image view in `viewDidLoad`, between the date label and the
/// toolbar that the nib made (made here in `loadView`, since there are no nibs).
@MainActor
private final class DetailViewController: UIViewController {
    let dateLabel = UILabel(text: "Date Created")
    let toolbar = UIView()

    override func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for subview in [dateLabel, toolbar] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views = ["dateLabel": dateLabel, "toolbar": toolbar]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[dateLabel]-|", options: [], metrics: nil, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[toolbar]|", options: [], metrics: nil, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[dateLabel]", options: [], metrics: nil, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[toolbar(44)]|", options: [], metrics: nil, views: views))
        self.view = view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        let nameMap: [String: Any] = ["imageView": imageView, "dateLabel": dateLabel, "toolbar": toolbar]
        let horizontalConstraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-0-[imageView]-0-|", options: [],
                                                                   metrics: nil, views: nameMap)
        let verticalConstraints = NSLayoutConstraint.constraints(withVisualFormat: "V:[dateLabel]-8-[imageView]-8-[toolbar]",
                                                                 options: [], metrics: nil, views: nameMap)
        view.addConstraints(horizontalConstraints)
        view.addConstraints(verticalConstraints)
    }
}

/// Seed 002, Listing 6-2: `updateViewConstraints` takes away the constraints that place the example view and
/// aligns it centre-top in portrait, centre-right in landscape.
@MainActor
private final class OrientationViewController: UIViewController {
    let exampleView = UIImageView(image: UIImage(size: CGSize(width: 40, height: 40)))

    override func viewDidLoad() {
        super.viewDidLoad()
        exampleView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(exampleView)
    }

    override func updateViewConstraints() {
        // Always call super
        super.updateViewConstraints()
        // Remove constraints referencing exampleView
        for constraint in exampleView.referencingConstraintsInSuperviews { constraint.remove() }
        // Re-establish position constraints
        let layoutIsPortrait = view.bounds.height >= view.bounds.width
        let constraints = layoutIsPortrait ? exampleView.constraintsAligningCenterTop(priority: .required)
            : exampleView.constraintsAligningCenterRight(priority: .required)
        for constraint in constraints { constraint.install() }
    }
}

/// Seed 003: three equal labels along the bottom of a view controller's view, in `viewDidLoad`.
@MainActor
private final class LabelsViewController: UIViewController {
    var labels: [UILabel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let one = UILabel(), two = UILabel(), three = UILabel()
        var labelNumber = 0
        for label in [one, two, three] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.backgroundColor = .red
            label.textAlignment = .center
            label.text = String(format: "%d", labelNumber)
            labelNumber += 1
            view.addSubview(label)
        }
        labels = [one, two, three]
        let metrics: [String: Any] = ["height": 50.0]
        let views: [String: Any] = ["one": one, "two": two, "three": three]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "|-[one(two)]-[two(three)]-[three]-|",
                                                           options: [.alignAllTop, .alignAllBottom], metrics: metrics, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[one(height)]-|", options: [],
                                                           metrics: metrics, views: views))
    }
}

/// Seed 003: the headline view, whose headline wraps beside a fixed image, with a byline and a button.
@MainActor
private final class HeadlineViewController: UIViewController {
    let headline = UILabel(), byline = UILabel(), imageView = UIImageView()
    let button = UIButton(type: .roundedRect)

    override func viewDidLoad() {
        super.viewDidLoad()
        let headerView = UIView()
        headerView.translatesAutoresizingMaskIntoConstraints = false
        headerView.backgroundColor = .lightGray
        view.addSubview(headerView)

        headline.translatesAutoresizingMaskIntoConstraints = false
        headline.font = UIFont.systemFont(ofSize: 30)
        headline.numberOfLines = 0
        headline.preferredMaxLayoutWidth = 125 // This is necessary to allow the label to use multi-line text properly
        headline.backgroundColor = .yellow
        headline.text = "Kitten kills again"
        headerView.addSubview(headline)

        byline.translatesAutoresizingMaskIntoConstraints = false
        byline.font = UIFont.systemFont(ofSize: 14)
        byline.backgroundColor = .green
        byline.text = "Paws McGruff"
        headerView.addSubview(byline)

        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        headerView.addSubview(imageView)
        imageView.image = UIImage(size: CGSize(width: 150, height: 150)) // the seed loads a 150 × 150 kitten

        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Button", for: .normal)
        headerView.addSubview(button)

        let views: [String: Any] = ["headerView": headerView, "headline": headline, "byline": byline,
                                    "imageView": imageView, "button": button]
        let metrics: [String: Any] = ["imageEdge": 150.0, "padding": 15.0]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "|[headerView]|", options: [], metrics: metrics, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[headerView]", options: [], metrics: metrics, views: views))
        headerView.addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "|-padding-[headline]-padding-[imageView(imageEdge)]-padding-|", options: [], metrics: metrics, views: views))
        headerView.addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-padding-[headline]->=0-[byline]-padding-|", options: .alignAllLeft, metrics: metrics, views: views))
        headerView.addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-padding-[imageView(imageEdge)]->=padding-[button]-padding-|", options: [.alignAllLeft, .alignAllRight],
            metrics: metrics, views: views))
    }

    /// The seed's extra credit: a headline setter that animates the header to its new layout.
    func setHeadline(_ text: String) {
        headline.text = text
        UIView.animate(withDuration: 0.3, animations: {
            self.view.layoutIfNeeded()
        })
    }
}

@MainActor
@Suite("Seed view-controller listings")
struct SeedViewControllerListingTests {
    @Test func detailControllerPlacesItsImageViewBetweenLabelAndToolbar() {
        let controller = DetailViewController()
        controller.view.layoutIfNeeded()
        let imageView = controller.view.subviews.compactMap { $0 as? UIImageView }.first
        let label = controller.dateLabel.frame
        #expect(imageView?.frame == CGRect(x: 0, y: label.maxY + 8, width: 320, height: 480 - 44 - 8 - label.maxY - 8))
    }

    @Test func updateViewConstraintsMovesTheViewWithTheOrientation() {
        let controller = OrientationViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.view.layoutIfNeeded()
        #expect(controller.exampleView.frame == CGRect(x: 140, y: 20, width: 40, height: 40))
        controller.view.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        controller.view.setNeedsUpdateConstraints()
        controller.view.layoutIfNeeded()
        #expect(controller.exampleView.frame == CGRect(x: 420, y: 140, width: 40, height: 40))
        #expect(controller.exampleView.referencingConstraintsInSuperviews.count == 2)
    }

    @Test func threeLabelsShareTheBottomEqually() {
        let controller = LabelsViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.view.layoutIfNeeded()
        #expect(controller.labels.map(\.frame) == [CGRect(x: 20, y: 410, width: 88, height: 50),
                                                   CGRect(x: 116, y: 410, width: 88, height: 50),
                                                   CGRect(x: 212, y: 410, width: 88, height: 50)])
    }

    @Test func theHeadlineWrapsBesideTheImageWithTheButtonBelowIt() {
        let controller = HeadlineViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.view.layoutIfNeeded()
        #expect(controller.headline.frame.origin == CGPoint(x: 15, y: 15))
        #expect(controller.headline.frame.width == 125)
        #expect(controller.headline.frame.height == controller.headline.intrinsicContentSize.height)
        #expect(controller.headline.frame.height > 2 * UILabel(text: "Kitten").intrinsicContentSize.height)
        #expect(controller.imageView.frame == CGRect(x: 155, y: 15, width: 150, height: 150))
        #expect(controller.button.frame.minX == 155 && controller.button.frame.width == 150)
        #expect(controller.button.frame.minY >= 180 && controller.button.frame.height == 30)
        #expect(controller.byline.frame.minX == 15)
    }

    @Test func aNewHeadlineAnimatesTheHeaderToItsNewLayout() {
        let clock = AnimationClock()
        AnimationClock.$current.withValue(clock) {
            let controller = HeadlineViewController()
            controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            controller.view.layoutIfNeeded()
            let header = controller.headline.superview!
            let shortHeader = header.frame, shortByline = controller.byline.frame
            controller.setHeadline("Kitten kills again, and again, and the whole neighbourhood is up in arms")
            let longHeader = header.frame
            #expect(longHeader.height > shortHeader.height)
            #expect(header.layer.presentation()?.frame == shortHeader)
            clock.advance(by: 0.15)
            // Ease-in-ease-out is symmetric: halfway in time is halfway in distance.
            let shown = header.layer.presentation()!.frame.height
            #expect(abs(shown - (shortHeader.height + longHeader.height) / 2) < 1e-3)
            #expect(controller.byline.layer.presentation()!.frame.minY > shortByline.minY)
            clock.advance(by: 0.15)
            #expect(header.layer.presentation()?.frame == longHeader)
        }
    }
}
