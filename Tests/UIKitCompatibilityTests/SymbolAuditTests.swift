// This file imports only `AutoLayout`, as a UIKit file imports only `UIKit`: `CGFloat`, `CGRect` and the rest
// must come through it. Each line names one UIKit or AppKit symbol in its Swift spelling, with its type, so
// that the file stops compiling if a spelling goes missing or changes.
import AutoLayout
import Testing

@MainActor
@Suite("UIKit and AppKit symbol audit")
struct SymbolAuditTests {
    @Test func foundationGeometryComesWithTheImport() {
        let rect: CGRect = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
        let number: CGFloat = rect.maxX
        let text: NSString = "text"
        #expect(number == 4)
        #expect(text.length == 4)
    }

    @Test func prioritiesUseApplesSpellingsAndValues() {
        let values: [(UILayoutPriority, Float)] = [
            (.required, 1000), (.defaultHigh, 750), (.defaultLow, 250), (.fittingSizeLevel, 50),
            (.dragThatCanResizeScene, 510), (.sceneSizeStayPut, 500), (.dragThatCannotResizeScene, 490),
        ]
        for (priority, raw) in values { #expect(priority.rawValue == raw) }
        let appKit: [(NSLayoutConstraint.Priority, Float)] = [
            (.dragThatCanResizeWindow, 510), (.windowSizeStayPut, 500), (.dragThatCannotResizeWindow, 490),
        ]
        for (priority, raw) in appKit { #expect(priority.rawValue == raw) }
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(rawValue: 751))
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
    }

    @Test func viewConstantsAreStaticMembers() {
        let none: CGFloat = UIView.noIntrinsicMetric
        let appKitNone: CGFloat = NSView.noIntrinsicMetric
        #expect(none == -1 && appKitNone == -1)
        #expect(UIView.layoutFittingCompressedSize == CGSize(width: 0, height: 0))
        #expect(UIView.layoutFittingExpandedSize.width > 1_000_000)
    }

    @Test func autoresizingMaskHasApplesBits() {
        let mask: UIView.AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                             .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        #expect(mask.rawValue == 63)
        let appKit: NSView.AutoresizingMask = [.width, .height]
        #expect(appKit == [.flexibleWidth, .flexibleHeight])
        #expect(NSView.AutoresizingMask.minXMargin.rawValue == 1 && NSView.AutoresizingMask.maxYMargin.rawValue == 32)
    }

    @Test func constraintEnumerationsHaveApplesRawValues() {
        let axis: NSLayoutConstraint.Axis = .vertical
        let attribute: NSLayoutConstraint.Attribute = .centerYWithinMargins
        let relation: NSLayoutConstraint.Relation = .greaterThanOrEqual
        let options: NSLayoutConstraint.FormatOptions = [.alignAllTop, .directionLeftToRight]
        #expect(axis.rawValue == 1 && attribute.rawValue == 20 && relation.rawValue == 1)
        #expect(options.rawValue == (1 << 3) | (1 << 16))
        let direction: UIUserInterfaceLayoutDirection = .rightToLeft
        let semantic: UISemanticContentAttribute = .forceRightToLeft
        #expect(direction.rawValue == 1 && semantic.rawValue == 4)
    }

    @Test func insetsHaveZeroAndMemberwiseInitializers() {
        #expect(UIEdgeInsets() == .zero)
        #expect(NSDirectionalEdgeInsets() == .zero)
        let insets: NSEdgeInsets = NSEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: insets) == CGRect(x: 2, y: 1, width: 4, height: 6))
    }

    @Test func classesHaveUIKitAndAppKitNames() {
        let classes: [AnyObject.Type] = [
            UIView.self, NSView.self, UILabel.self, NSTextField.self, UIImageView.self, NSImageView.self,
            UIScrollView.self, NSScrollView.self, UIWindow.self, NSWindow.self, UIViewController.self,
            NSViewController.self, UILayoutGuide.self, NSLayoutGuide.self, NSLayoutConstraint.self,
            NSLayoutXAxisAnchor.self, NSLayoutYAxisAnchor.self, NSLayoutDimension.self, UIColor.self, NSColor.self,
            UIScreen.self,
        ]
        #expect(classes.count == 21)
        let supportGuide: (UIViewController) -> UILayoutSupport = { ($0 as TopLayoutGuideReading).topLayoutGuide }
        #expect(supportGuide(UIViewController()).length == 0)
    }

    @Test func viewMembersHaveUIKitSignatures() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let safeArea: UIEdgeInsets = view.safeAreaInsets
        let guides: [UILayoutGuide] = [view.layoutMarginsGuide, view.safeAreaLayoutGuide, view.readableContentGuide]
        let converted: CGPoint = view.convert(CGPoint(x: 1, y: 1), to: nil)
        let convertedRect: CGRect = view.convert(CGRect(x: 1, y: 1, width: 2, height: 2), from: nil)
        let window: UIWindow? = view.window
        let screen: CGRect = UIScreen.main.bounds
        #expect(safeArea == .zero && guides.count == 3 && converted == CGPoint(x: 1, y: 1))
        #expect(convertedRect.size == CGSize(width: 2, height: 2) && window == nil && screen.width > 0)
        view.backgroundColor = .red
        view.alpha = 0.5
        view.isHidden = true
        view.contentMode = .scaleAspectFit
        view.tag = 7
        #expect(view.viewWithTag(7) === view)
    }

    @Test func animationHasUIKitAndAppKitSignatures() {
        let options: UIView.AnimationOptions = [.curveEaseOut, .beginFromCurrentState, .allowUserInteraction]
        #expect(options.rawValue == (2 << 16) | (1 << 2) | (1 << 1))
        #expect(UIView.AnimationCurve.linear.rawValue == 3)
        let animations: () -> Void = {}
        let completion: (Bool) -> Void = { _ in }
        UIView.animate(withDuration: 0.3, animations: animations)
        UIView.animate(withDuration: 0.3, animations: animations, completion: completion)
        UIView.animate(withDuration: 0.3, delay: 0, options: options, animations: animations, completion: completion)
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                       options: [], animations: animations, completion: nil)
        UIView.performWithoutAnimation(animations)
        let layer: CALayer = UIView().layer
        let shown: CGRect? = layer.presentation()?.frame
        #expect(shown == .zero)
        let animator: UIViewPropertyAnimator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut, animations: animations)
        animator.addCompletion { (_: UIViewAnimatingPosition) in }
        #expect(animator.state == UIViewAnimatingState.inactive)
        let cubic: UITimingCurveProvider = UICubicTimingParameters(animationCurve: .easeOut)
        let spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 1, dy: 0))
        let interactive = UIViewPropertyAnimator(duration: 0.5, timingParameters: cubic)
        interactive.scrubsLinearly = false
        interactive.pauseAnimation()
        interactive.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        interactive.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(interactive.timingParameters?.timingCurveType == UITimingCurveType.spring)
        let timing: CAMediaTimingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        NSAnimationContext.runAnimationGroup({ (context: NSAnimationContext) in
            context.duration = 0.3
            context.timingFunction = timing
            context.allowsImplicitAnimation = true
        }, completionHandler: {})
        let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
        constraint.animator().constant = 20
        let clock: AnimationClock = AnimationClock.main
        #expect(clock.now >= 0)
    }

    @Test func stackViewsHaveUIKitAndAppKitSignatures() {
        let stack: NSStackView = NSStackView(views: [NSView()])
        let orientation: NSUserInterfaceLayoutOrientation = stack.orientation
        let distribution: NSStackView.Distribution = stack.distribution
        let alignment: NSLayoutConstraint.Attribute = stack.alignment
        let insets: NSEdgeInsets = stack.edgeInsets
        let detaches: Bool = stack.detachesHiddenViews
        stack.addView(NSView(), in: .center)
        stack.insertView(NSView(), at: 0, in: .top)
        stack.setViews([NSView()], in: .bottom)
        let views: [NSView] = stack.views(in: .leading) + stack.views + stack.detachedViews
        stack.setVisibilityPriority(.detachOnlyIfNecessary, for: views[0])
        let visibility: NSStackView.VisibilityPriority = stack.visibilityPriority(for: views[0])
        stack.setClippingResistancePriority(.defaultHigh, for: NSLayoutConstraint.Orientation.horizontal)
        stack.setHuggingPriority(.defaultLow, for: .vertical)
        let clipping: NSLayoutConstraint.Priority = stack.clippingResistancePriority(for: .horizontal)
        let hugging: NSLayoutConstraint.Priority = stack.huggingPriority(for: .vertical)
        stack.setCustomSpacing(NSStackView.useDefaultSpacing, after: views[0])
        #expect(orientation == .horizontal && distribution == .gravityAreas && alignment == .centerY && insets == NSEdgeInsets())
        #expect(detaches && visibility == .detachOnlyIfNecessary && clipping == .defaultHigh && hugging == .defaultLow)
        #expect(NSStackView.VisibilityPriority.mustHold.rawValue == 1000 && stack.spacing == 8)
        let uiStack: UIStackView = UIStackView(arrangedSubviews: [UIView()])
        uiStack.axis = .vertical
        #expect(uiStack.arrangedSubviews.count == 1)
    }

    @Test func controlsAndCellsHaveUIKitSignatures() {
        let field: UITextField = UITextField()
        field.placeholder = "Name"
        field.text = "Ada"
        field.font = UIFont.systemFont(ofSize: 15)
        field.borderStyle = UITextField.BorderStyle.roundedRect
        let button: UIButton = UIButton(type: .system)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: UIControl.State.normal)
        let state: UIControl.State = button.state
        let title: String? = button.currentTitle
        let image: UIImage? = button.currentImage
        let named: UIImage? = UIImage(named: "no such image")
        let file: UIImage? = UIImage(contentsOfFile: "/no/such/image.png")
        #expect(named == nil && file == nil)
        let tableCell: UITableViewCell = UITableViewCell(style: UITableViewCell.CellStyle.subtitle, reuseIdentifier: "cell")
        let tableContent: UIView = tableCell.contentView
        let itemCell: UICollectionViewCell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let itemContent: UIView = itemCell.contentView
        let styled: UIAppearance = field
        #expect(state == .normal && title == nil && image != nil && tableCell.reuseIdentifier == "cell")
        #expect(tableContent.superview === tableCell && itemContent.superview === itemCell && styled === field)
    }

    @Test func traitsHaveUIKitSignatures() {
        let view: UIView = UIView()
        let environment: UITraitEnvironment = view
        let keyboard: UIKeyboardLayoutGuide = view.keyboardLayoutGuide
        let keyboardTop: NSLayoutYAxisAnchor = keyboard.topAnchor
        #expect(keyboard.usesBottomSafeArea && keyboardTop === view.keyboardLayoutGuide.topAnchor)
        let traits: UITraitCollection = environment.traitCollection
        let horizontal: UIUserInterfaceSizeClass = traits.horizontalSizeClass
        let vertical: UIUserInterfaceSizeClass = traits.verticalSizeClass
        let idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom
        let direction: UITraitEnvironmentLayoutDirection = traits.layoutDirection
        let combined: UITraitCollection = UITraitCollection(traitsFrom: [traits, UITraitCollection(horizontalSizeClass: .regular)])
        let controller: UIViewController = UIViewController()
        let controllerTraits: UITraitCollection = controller.traitCollection
        let override: UITraitCollection? = controller.overrideTraitCollection(forChild: UIViewController())
        let minimum: NSDirectionalEdgeInsets = controller.systemMinimumLayoutMargins
        let respects: Bool = controller.viewRespectsSystemMinimumLayoutMargins
        let fromSafeArea: Bool = view.insetsLayoutMarginsFromSafeArea
        let preserves: Bool = view.preservesSuperviewLayoutMargins
        let appDirection: UIUserInterfaceLayoutDirection = UIApplication.shared.userInterfaceLayoutDirection
        let playback: UIUserInterfaceLayoutDirection = UIView.userInterfaceLayoutDirection(for: .playback)
        #expect(!preserves && playback == .leftToRight && appDirection == UIView.userInterfaceLayoutDirection(for: .unspecified))
        #expect(minimum.top == 0 && respects && fromSafeArea)
        // The values depend on the device and screen, which another suite may change while this one runs.
        #expect(horizontal != .unspecified && vertical != .unspecified && idiom != .unspecified && direction == .leftToRight)
        #expect(combined.horizontalSizeClass == .regular && controllerTraits.displayScale > 0 && override == nil)
    }
}

/// Code written before safe areas reads a controller's `topLayoutGuide`, deprecated since iOS 11. The audit
/// reads it through this requirement, which the deprecated property fulfils, so that it names the symbol and its
/// type without a deprecation warning.
@MainActor
private protocol TopLayoutGuideReading {
    var topLayoutGuide: UILayoutSupport { get }
}

extension UIViewController: TopLayoutGuideReading {}
