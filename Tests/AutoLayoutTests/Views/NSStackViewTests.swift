import AutoLayout
import Testing

/// A view with an intrinsic size that hugs it firmly, as AppKit's buttons and fixed-size controls do (so that
/// the stack's gaps, not the views, give way).
@MainActor
private func box(_ width: CGFloat, _ height: CGFloat) -> NSView {
    let view = NSImageView(image: NSImage(size: CGSize(width: width, height: height)))
    view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    view.setContentHuggingPriority(.defaultHigh, for: .vertical)
    return view
}

/// A 300 × 100 stack (its frame translated into constraints) in a root, with boxes of 50 × 20 and 60 × 30 in
/// its leading area and one of 40 × 10 in its trailing area.
@MainActor
private func makeStack(_ configure: (NSStackView) -> Void = { _ in }) -> (root: NSView, stack: NSStackView, views: [NSView]) {
    let root = NSView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let views = [box(50, 20), box(60, 30), box(40, 10)]
    let stack = NSStackView(views: Array(views[0...1]))
    stack.addView(views[2], in: .trailing)
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    root.addSubview(stack)
    configure(stack)
    root.layoutIfNeeded()
    return (root, stack, views)
}

@MainActor
private func rounded(_ frames: [CGRect]) -> [CGRect] {
    frames.map { CGRect(x: ($0.minX * 1000).rounded() / 1000, y: ($0.minY * 1000).rounded() / 1000,
                        width: ($0.width * 1000).rounded() / 1000, height: ($0.height * 1000).rounded() / 1000) }
}

@MainActor
@Suite("NSStackView")
struct NSStackViewTests {
    @Test func defaultsFollowAppKit() {
        let stack = NSStackView(frame: .zero)
        #expect(stack.orientation == .horizontal && stack.distribution == .gravityAreas && stack.spacing == 8)
        #expect(stack.alignment == .centerY && stack.edgeInsets == NSEdgeInsets.zero && stack.detachesHiddenViews)
        #expect(stack.huggingPriority(for: .horizontal) == .defaultLow && stack.huggingPriority(for: .vertical) == .defaultLow)
        #expect(stack.clippingResistancePriority(for: .horizontal) == .required)
        stack.orientation = .vertical
        #expect(stack.alignment == .centerX)
        let values: [(NSStackView.VisibilityPriority, Float)] = [(.mustHold, 1000), (.detachOnlyIfNecessary, 900), (.notVisible, 0)]
        #expect(values.allSatisfy { $0.0.rawValue == $0.1 })
        #expect(NSStackView.Gravity.top == .leading && NSStackView.Gravity.bottom == .trailing)
        #expect(NSStackView.Distribution.gravityAreas.rawValue == -1)
    }

    /// The leading area on the leading edge, spaced by 8; the trailing area on the trailing edge; the gap
    /// between the areas takes the slack; every view centred across.
    @Test func gravityAreasHoldTheirEdges() {
        let (root, stack, views) = makeStack()
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 40, width: 50, height: 20), CGRect(x: 58, y: 35, width: 60, height: 30),
                                       CGRect(x: 260, y: 45, width: 40, height: 10)])
        #expect(stack.views(in: .leading) == Array(views[0...1]) && stack.views(in: .trailing) == [views[2]])
        #expect(stack.views == views && root.brokenConstraints.isEmpty)
        #expect(root.ambiguousLayoutAxes(of: views).allSatisfy { $0.isEmpty })
    }

    /// AppKit's arranged-subview methods (macOS 10.11) work on the gravity areas: a view added goes after the
    /// last one, in its area; one inserted goes before the view at its index, in that view's area; one taken out
    /// stays a subview, and the others close up.
    @Test func arrangedSubviewsAreTheGravityAreasViews() {
        let (root, stack, views) = makeStack()
        let added = box(30, 10), inserted = box(20, 10)
        #expect(stack.arrangedSubviews == views)
        stack.addArrangedSubview(added)
        stack.insertArrangedSubview(inserted, at: 1)
        #expect(stack.views(in: .leading) == [views[0], inserted, views[1]])
        #expect(stack.views(in: .trailing) == [views[2], added])
        stack.insertArrangedSubview(added, at: 0)
        #expect(stack.arrangedSubviews == [added, views[0], inserted, views[1], views[2]])
        stack.removeArrangedSubview(inserted)
        #expect(stack.arrangedSubviews == [added, views[0], views[1], views[2]] && inserted.superview === stack)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 38, 96, 260])
        #expect(root.brokenConstraints.isEmpty)
        let empty = NSStackView(frame: .zero)
        empty.addArrangedSubview(box(10, 10))
        #expect(empty.views(in: .leading).count == 1)
    }

    /// The documented priorities: `== spacing` at max(defaultHigh, hugging) within an area, at hugging between
    /// areas, and `>= spacing` required.
    @Test func spacingConstraintsCarryAppKitsPriorities() {
        let (_, stack, _) = makeStack()
        let exact = stack.constraints.filter { $0.identifier == "NSStackView-spacing" }
        let between = stack.constraints.filter { $0.identifier == "NSStackView-gravity-spacing" }
        let minimum = stack.constraints.filter { $0.identifier == "NSStackView-minimum-spacing" }
        #expect(exact.map(\.priority) == [.defaultHigh] && exact.map(\.constant) == [8])
        #expect(between.map(\.priority) == [.defaultLow] && between.map(\.constant) == [8])
        #expect(minimum.count == 2 && minimum.allSatisfy { $0.priority == .required && $0.relation == .greaterThanOrEqual })
    }

    /// 50 + 60 + 40 with the centre box centred in 300: from 120; the gaps on either side (70 and 80) give way.
    @Test func theCenterAreaIsCentred() {
        let (_, _, views) = makeStack { stack in stack.setViews([stack.views[1]], in: .center) }
        #expect(views.map(\.frame.minX) == [0, 120, 260])
    }

    /// Free to size itself, the stack hugs its views: 50 + 8 + 60 + 8 + 40 wide, as tall as the tallest.
    @Test func aStackHugsItsViews() {
        let root = NSView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let views = [box(50, 20), box(60, 30), box(40, 10)]
        let stack = NSStackView(views: Array(views[0...1]))
        stack.addView(views[2], in: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 166, height: 30))
        #expect(views.map(\.frame.origin) == [CGPoint(x: 0, y: 5), CGPoint(x: 58, y: 0), CGPoint(x: 126, y: 10)])
        #expect(root.ambiguousLayoutAxes(of: [stack] + views).allSatisfy { $0.isEmpty })
    }

    /// Insets of 10 (top, bottom) and 20 (left, right): the views sit in the 260 × 80 area from (20, 10).
    @Test func edgeInsetsInsetTheViews() {
        let (root, _, views) = makeStack { $0.edgeInsets = NSEdgeInsets(top: 10, left: 20, bottom: 10, right: 20) }
        #expect(views.map(\.frame) == [CGRect(x: 20, y: 40, width: 50, height: 20), CGRect(x: 78, y: 35, width: 60, height: 30),
                                       CGRect(x: 240, y: 45, width: 40, height: 10)])
        #expect(root.brokenConstraints.isEmpty)
    }

    @Test(arguments: [(NSLayoutConstraint.Attribute.top, [CGFloat(0), 0, 0]), (.bottom, [80, 70, 90]), (.centerY, [40, 35, 45])])
    func alignmentPlacesTheViewsAcross(attribute: NSLayoutConstraint.Attribute, expected: [CGFloat]) {
        let (_, _, views) = makeStack { $0.alignment = attribute }
        #expect(views.map(\.frame.minY) == expected)
    }

    /// Vertical: the top area from the top, the bottom area on the bottom, centred across (centerX).
    @Test func aVerticalStackStacksDownwards() {
        let (_, _, views) = makeStack { stack in
            stack.orientation = .vertical
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        }
        #expect(views.map(\.frame) == [CGRect(x: 25, y: 0, width: 50, height: 20), CGRect(x: 20, y: 28, width: 60, height: 30),
                                       CGRect(x: 30, y: 290, width: 40, height: 10)])
    }

    /// A hidden view is detached: no gap is left for it. Kept attached, it keeps its place.
    @Test func hiddenViewsDetach() {
        let (root, stack, views) = makeStack { stack in stack.setViews(stack.views(in: .leading) + [stack.views[2]], in: .leading) }
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(stack.detachedViews == [views[1]])
        #expect(views[2].frame.minX == 58)
        stack.detachesHiddenViews = false
        root.layoutIfNeeded()
        #expect(stack.detachedViews.isEmpty && views[2].frame.minX == 126)
        views[1].isHidden = false
        stack.detachesHiddenViews = true
        root.layoutIfNeeded()
        #expect(views[2].frame.minX == 126)
    }

    @Test func aViewThatIsNotVisibleIsDetached() {
        let (root, stack, views) = makeStack()
        #expect(stack.visibilityPriority(for: views[0]) == .mustHold)
        stack.setVisibilityPriority(.notVisible, for: views[0])
        stack.setVisibilityPriority(.detachOnlyIfNecessary, for: views[1])
        root.layoutIfNeeded()
        #expect(stack.detachedViews == [views[0]] && stack.visibilityPriority(for: views[1]) == .detachOnlyIfNecessary)
        #expect(views[1].frame.minX == 0)
    }

    /// The stack shrinks below its views (its width at 950, above the views' compression resistance): the lowest
    /// visibility priority leaves first, the trailing-most on a tie; as the stack grows they come back, the
    /// highest first, once their minimum length and gap fit.
    @Test func viewsDetachInOrderOfVisibilityPriorityWhenTheStackRunsOutOfRoomAndComeBack() throws {
        let root = NSView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let views = [box(50, 20), box(60, 20), box(40, 20), box(30, 20)]
        let stack = NSStackView(views: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let width = stack.widthAnchor.constraint(equalToConstant: 300)
        width.priority = UILayoutPriority(950)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor), width])
        stack.setVisibilityPriority(.detachOnlyIfNecessary, for: views[1])
        stack.setVisibilityPriority(NSStackView.VisibilityPriority(800), for: views[2])
        stack.setVisibilityPriority(NSStackView.VisibilityPriority(800), for: views[3])
        root.layoutIfNeeded()
        // 50 + 60 + 40 + 30 and three gaps of 8: 204 points fit in 300.
        #expect(stack.detachedViews.isEmpty && views.map(\.frame.minX) == [0, 58, 126, 174])

        width.constant = 170   // 204 no longer fits: the trailing-most of the two at 800 leaves (166 fit)
        root.layoutIfNeeded()
        #expect(stack.detachedViews == [views[3]] && views[2].frame.maxX == 166)
        width.constant = 120   // then the other at 800 (118 fit)
        root.layoutIfNeeded()
        #expect(stack.detachedViews == [views[2], views[3]] && views[1].frame == CGRect(x: 58, y: 0, width: 60, height: 20))
        width.constant = 100   // then the one at 900: the view that must hold stays, alone
        root.layoutIfNeeded()
        #expect(stack.detachedViews == [views[1], views[2], views[3]] && views[0].frame.width == 50)
        #expect(root.brokenConstraints.isEmpty)

        width.constant = 130   // room for 50 + 8 + 60: the one at 900 comes back, not those at 800
        root.layoutIfNeeded()
        #expect(stack.detachedViews == [views[2], views[3]])
        width.constant = 400
        root.layoutIfNeeded()
        #expect(stack.detachedViews.isEmpty && views.map(\.frame.minX) == [0, 58, 126, 174])
    }

    /// A stack pinned to a root at a width of 950: its views and its detachments, laid out.
    private func stackOfWidth(_ width: CGFloat, views: [NSView], _ configure: (NSStackView) -> Void) -> (root: NSView, stack: NSStackView) {
        let root = NSView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let stack = NSStackView(views: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let widthConstraint = stack.widthAnchor.constraint(equalToConstant: width)
        widthConstraint.priority = UILayoutPriority(950)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor), widthConstraint])
        configure(stack)
        root.layoutIfNeeded()
        return (root, stack)
    }

    /// 50 + 30 (a custom gap) + 50 do not fit in 115; 50 alone does, and the detached view stays out on every
    /// later pass (the gap it would bring back is the custom one, not the spacing).
    @Test func aCustomGapCountsWhenAViewWouldComeBack() {
        let views = [box(50, 20), box(50, 20)]
        let (root, stack) = stackOfWidth(115, views: views) { stack in
            stack.setVisibilityPriority(.detachOnlyIfNecessary, for: views[1])
            stack.setCustomSpacing(30, after: views[0])
        }
        #expect(stack.detachedViews == [views[1]])
        for _ in 0..<3 {
            stack.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(stack.detachedViews == [views[1]])
        }
    }

    /// Shrunk to room for one view, the stack detaches the other five in one layout pass.
    @Test func everyViewWithoutRoomDetachesInOnePass() {
        let views = (0..<6).map { _ in box(40, 20) }
        let (_, stack) = stackOfWidth(45, views: views) { stack in
            for view in views.dropFirst() { stack.setVisibilityPriority(.detachOnlyIfNecessary, for: view) }
        }
        #expect(stack.detachedViews.count == 5 && views[0].frame.width == 40)
    }

    /// Measuring a container narrower than its stack's views detaches nothing.
    @Test func aSizeQueryDoesNotDetachViews() {
        let root = NSView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let views = [box(50, 20), box(60, 20)]
        let stack = NSStackView(views: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.setVisibilityPriority(.detachOnlyIfNecessary, for: views[1])
        let container = NSView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.addSubview(stack)
        root.addSubview(container)
        NSLayoutConstraint.activate(["H:|[stack]|", "V:|[stack]|"].flatMap {
            NSLayoutConstraint.constraints(withVisualFormat: $0, metrics: nil, views: ["stack": stack])
        })
        root.layoutIfNeeded()
        #expect(stack.detachedViews.isEmpty)
        _ = container.systemLayoutSizeFitting(CGSize(width: 80, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel)
        #expect(stack.detachedViews.isEmpty)
    }

    /// With clipping resistance below the visibility priority the views clip instead of detaching.
    @Test func viewsClipRatherThanDetachWhenClippingIsTheWeakerPriority() {
        let (root, stack, views) = makeStack { stack in
            stack.setVisibilityPriority(.detachOnlyIfNecessary, for: stack.views[1])
            stack.setClippingResistancePriority(.defaultLow + 250, for: .horizontal)
            stack.frame.size.width = 100
        }
        #expect(stack.detachedViews.isEmpty && views.map(\.frame.minX) == [0, 58, 126])
        stack.setClippingResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        #expect(stack.detachedViews == [views[1]] && views[2].frame.minX == 60)
    }

    /// 166 points of views in a 100-point stack: with clipping allowed, the views keep their sizes and gaps and
    /// run off the trailing edge; nothing is broken.
    @Test func clippingResistanceBelowRequiredLetsViewsClipAtTheTrailingEdge() {
        let (root, _, views) = makeStack { stack in
            stack.setClippingResistancePriority(.defaultLow + 250, for: .horizontal)
            stack.frame.size.width = 100
        }
        #expect(views.map(\.frame.minX) == [0, 58, 126] && views.map(\.frame.width) == [50, 60, 40])
        #expect(root.brokenConstraints.isEmpty)
    }

    /// A high hugging priority squeezes the gap between the areas (the stack's width comes from outside here, so
    /// the boxes stretch instead, the lowest hugging first).
    @Test func theStacksHuggingPriorityRulesTheGapBetweenAreas() {
        let (_, _, views) = makeStack { stack in
            stack.setHuggingPriority(UILayoutPriority(800), for: .horizontal)
            stack.views[1].setContentHuggingPriority(.defaultLow, for: .horizontal)
        }
        #expect(views.map(\.frame.minX) == [0, 58, 260] && views[1].frame.width == 194)
    }

    /// Other distributions arrange the views in order as UIStackView does, inside the edge insets.
    @Test func otherDistributionsArrangeAsUIStackViewDoes() {
        let (_, stack, views) = makeStack { stack in
            stack.distribution = .fillEqually
            stack.spacing = 10
            stack.edgeInsets = NSEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        }
        #expect(rounded(views.map(\.frame)).map(\.width) == [86.667, 86.667, 86.667])
        #expect(rounded(views.map(\.frame)).map(\.minX) == [10, 106.667, 203.333])
        #expect(views.map(\.frame.midY) == [50, 50, 50])
        #expect(stack.constraints.contains { $0.identifier == "UISV-fill-equally" })
    }

    /// As in UIStackView, a proportional arrangement follows a view's new intrinsic length.
    @Test func fillProportionallyFollowsANewIntrinsicLength() {
        let (root, stack, views) = makeStack { stack in
            stack.distribution = .fillProportionally
            stack.spacing = 0
        }
        #expect(rounded(views.map(\.frame)).map(\.width) == [100, 120, 80])
        (views[0] as! NSImageView).image = NSImage(size: CGSize(width: 100, height: 20))
        root.layoutIfNeeded()
        #expect(rounded(views.map(\.frame)).map(\.width) == [150, 90, 60])
        #expect(stack.constraints.contains { $0.identifier == "UISV-fill-proportionally" })
    }

    @Test func viewsComeAndGo() {
        let (root, stack, views) = makeStack()
        let replacement = box(30, 30)
        stack.setViews([replacement], in: .leading)
        #expect(views[0].superview == nil && views[1].superview == nil && stack.views == [replacement, views[2]])
        stack.insertView(views[0], at: 0, in: .center)
        stack.removeView(views[2])
        root.layoutIfNeeded()
        #expect(stack.views == [replacement, views[0]] && views[2].superview == nil)
        #expect(replacement.frame.minX == 0 && views[0].frame.minX == 125)
        #expect(root.brokenConstraints.isEmpty)
    }
}
