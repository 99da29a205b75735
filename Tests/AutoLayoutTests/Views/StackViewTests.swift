import AutoLayout
import Testing

/// A view with an intrinsic size, as an image view has.
@MainActor
private func box(_ width: CGFloat, _ height: CGFloat) -> UIView {
    UIImageView(image: UIImage(size: CGSize(width: width, height: height)))
}

/// A 300 × 100 stack (its frame translated into constraints) in a root, arranging boxes of 50 × 20, 60 × 30 and
/// 40 × 10.
@MainActor
private func makeStack(_ configure: (UIStackView) -> Void = { _ in }) -> (root: UIView, stack: UIStackView, views: [UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let views = [box(50, 20), box(60, 30), box(40, 10)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    root.addSubview(stack)
    configure(stack)
    root.layoutIfNeeded()
    return (root, stack, views)
}

@MainActor
private func minXs(_ views: [UIView]) -> [CGFloat] { views.map { ($0.frame.minX * 1000).rounded() / 1000 } }
@MainActor
private func widths(_ views: [UIView]) -> [CGFloat] { views.map { ($0.frame.width * 1000).rounded() / 1000 } }
@MainActor
private func minYs(_ views: [UIView]) -> [CGFloat] { views.map { ($0.frame.minY * 1000).rounded() / 1000 } }

@MainActor
@Suite("Stack views")
struct StackViewTests {
    @Test func fillGivesTheSpareLengthToTheLowestHugging() {
        let (root, _, views) = makeStack { stack in
            stack.spacing = 10
            stack.arrangedSubviews[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        }
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 60, height: 100),
                                       CGRect(x: 130, y: 0, width: 170, height: 100)])
        #expect(root.ambiguousLayoutAxes(of: views).allSatisfy { $0.isEmpty })
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (_, _, views) = makeStack { stack in
            stack.distribution = .fillEqually
            stack.spacing = 10
        }
        #expect(widths(views) == [93.333, 93.333, 93.333])
        #expect(minXs(views) == [0, 103.333, 206.667])
    }

    /// Lengths in proportion to 50 : 60 : 40; with spacing, Apple counts the gaps into the denominator, so the
    /// last view (lowest priority) takes up what the others leave.
    @Test func fillProportionallyFollowsTheIntrinsicLengths() {
        let (root, stack, views) = makeStack { $0.distribution = .fillProportionally }
        #expect(widths(views) == [100, 120, 80])
        let priorities = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.priority.rawValue)
        #expect(priorities == [999, 998, 997])
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(widths(views) == [88.235, 105.883, 85.883])  // 300 × 50/170, 300 × 60/170, the rest (frames snap to 1/1024)
    }

    /// A view's new intrinsic length gives it a new share at the next layout, with no other change to the stack.
    @Test func fillProportionallyFollowsANewIntrinsicLength() {
        let (root, stack, views) = makeStack { $0.distribution = .fillProportionally }
        (views[0] as! UIImageView).image = UIImage(size: CGSize(width: 100, height: 20))
        root.layoutIfNeeded()
        #expect(widths(views) == [150, 90, 60])  // 300 × 100/200, 300 × 60/200, 300 × 40/200
        let multipliers = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.multiplier)
        #expect(multipliers.map { ($0 * 1000).rounded() / 1000 } == [0.5, 0.3, 0.2])
    }

    @Test func equalSpacingLeavesEqualGaps() {
        let (root, stack, views) = makeStack { $0.distribution = .equalSpacing }
        #expect(minXs(views) == [0, 125, 260])
        #expect(widths(views) == [50, 60, 40])
        #expect(stack.layoutGuides.filter { $0.identifier == "_UIOLAGapGuide" }.map(\.layoutFrame.width) == [75, 75])
        #expect(root.ambiguousLayoutAxes(of: views).allSatisfy { $0.isEmpty })
    }

    @Test func equalCenteringSpacesTheCentres() {
        let (_, _, views) = makeStack { $0.distribution = .equalCentering }
        #expect(views.map(\.center.x) == [25, 152.5, 280])
    }

    @Test(arguments: [(UIStackView.Alignment.top, [CGFloat(0), 0, 0]), (.center, [40, 35, 45]), (.bottom, [80, 70, 90])])
    func alignmentsPlaceTheViewsAcrossTheAxis(alignment: UIStackView.Alignment, expected: [CGFloat]) {
        let (root, _, views) = makeStack { stack in
            stack.alignment = alignment
            stack.distribution = .equalSpacing
        }
        #expect(views.map(\.frame.minY) == expected)
        #expect(views.map(\.frame.height) == [20, 30, 10])
        #expect(root.ambiguousLayoutAxes(of: views).allSatisfy { $0.isEmpty })
    }

    /// A stack whose thickness nothing else sets is as thick as its thickest view, for every alignment.
    @Test func aStackHugsItsThickestView() {
        for alignment in [UIStackView.Alignment.fill, .top, .center, .bottom, .firstBaseline, .lastBaseline] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let stack = UIStackView(arrangedSubviews: [box(50, 20), box(60, 30)])
            stack.alignment = alignment
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         stack.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            #expect(stack.frame == CGRect(x: 0, y: 0, width: 110, height: 30), "\(alignment)")
            #expect(root.ambiguousLayoutAxes(of: [stack] + stack.arrangedSubviews).allSatisfy { $0.isEmpty }, "\(alignment)")
        }
    }

    @Test func firstBaselinesLineUpAcrossAHorizontalStack() {
        let small = UILabel(text: "small"), large = UILabel(text: "Large")
        large.font = .systemFont(ofSize: 34)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let smallBaseline = small.frame.minY + (small.firstBaselineOffsetFromTop ?? 0)
        let largeBaseline = large.frame.minY + (large.firstBaselineOffsetFromTop ?? 0)
        #expect(abs(smallBaseline - largeBaseline) < 0.001)
        #expect(large.frame.minY == 0 && stack.frame.height == large.frame.height)
    }

    @Test func aVerticalStackSizesToItsViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let views = [box(50, 20), box(60, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 5
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor),
                                     stack.widthAnchor.constraint(equalToConstant: 100)])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 100, height: 55))
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 25, width: 100, height: 30)])
    }

    @Test func baselineRelativeArrangementMeasuresFromBaseline() {
        let first = UILabel(text: "one"), second = UILabel(text: "two")
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        stack.alignment = .leading
        root.addSubview(stack)
        root.layoutIfNeeded()
        let gap = (second.frame.minY + (second.firstBaselineOffsetFromTop ?? 0)) - (first.frame.maxY - first.lastBaselineOffsetFromBottom)
        #expect(abs(gap - 30) < 0.001)
    }

    @Test func hiddenViewsLeaveTheArrangementAndComeBack() {
        let (root, stack, views) = makeStack { stack in
            stack.distribution = .fillEqually
            stack.spacing = 10
        }
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(widths(views) == [145, 0, 145])
        #expect(minXs([views[0], views[2]]) == [0, 155])
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" && $0.priority.rawValue == 999.999 as Float })
        #expect(root.brokenConstraints.isEmpty)
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(widths(views) == [93.333, 93.333, 93.333])
    }

    @Test func customSpacingAndSystemSpacing() {
        let (root, stack, views) = makeStack { stack in
            stack.spacing = 10
            stack.arrangedSubviews[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        }
        stack.setCustomSpacing(30, after: views[0])
        root.layoutIfNeeded()
        #expect(minXs(views) == [0, 80, 150])
        #expect(stack.customSpacing(after: views[0]) == 30 && stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        stack.spacing = UIStackView.spacingUseSystem
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        root.layoutIfNeeded()
        #expect(minXs(views) == [0, 58, 126])
    }

    @Test func marginsRelativeArrangementInsetsTheViews() {
        let (root, stack, views) = makeStack { stack in
            stack.isLayoutMarginsRelativeArrangement = true
            stack.distribution = .fillEqually
        }
        #expect(views[0].frame.origin == CGPoint(x: 8, y: 8))
        #expect(widths(views) == [94.667, 94.667, 94.667])
        #expect(views[2].frame.maxX == 292 && views[2].frame.maxY == 92)
        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(views[0].frame.origin == .zero)
    }

    @Test func arrangedViewsComeAndGo() {
        let (root, stack, views) = makeStack { $0.distribution = .fillEqually }
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints && $0.superview === stack })
        stack.removeArrangedSubview(views[1])
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 2 && views[1].superview === stack)
        #expect(widths([views[0], views[2]]) == [150, 150])
        views[2].removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 1 && widths([views[0]]) == [300])
        stack.insertArrangedSubview(views[2], at: 0)
        root.layoutIfNeeded()
        #expect(minXs([views[2], views[0]]) == [0, 150])
        for view in stack.arrangedSubviews { stack.removeArrangedSubview(view) }
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.isEmpty && root.brokenConstraints.isEmpty)
    }

    @Test func nestedStacksBuildAForm() {
        let rows = (0..<3).map { _ in UIStackView(arrangedSubviews: [box(80, 20), box(100, 24)]) }
        for row in rows {
            row.spacing = 8
            row.alignment = .center
            row.arrangedSubviews[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        }
        let form = UIStackView(arrangedSubviews: rows)
        form.axis = .vertical
        form.spacing = 12
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        form.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(form)
        NSLayoutConstraint.activate([form.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     form.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                                     form.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        root.layoutIfNeeded()
        #expect(form.frame == CGRect(x: 20, y: 20, width: 280, height: 3 * 24 + 2 * 12))
        #expect(rows.map(\.frame.minY) == [0, 36, 72])
        #expect(rows[1].arrangedSubviews.map(\.frame) == [CGRect(x: 0, y: 2, width: 80, height: 20), CGRect(x: 88, y: 0, width: 192, height: 24)])
        #expect(root.ambiguousLayoutAxes(of: [form] + rows + rows.flatMap(\.arrangedSubviews)).allSatisfy { $0.isEmpty })
    }

    @Test func theGeneratedConstraintsCarryApplesIdentifiers() {
        let (_, stack, _) = makeStack { stack in
            stack.distribution = .equalCentering
            stack.alignment = .center
        }
        let identifiers = Set(stack.constraints.compactMap(\.identifier))
        #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-distributing-edge",
                                            "UISV-fill-equally", "UISV-spanning-boundary", "UISV-spanning-fit",
                                            "UISV-ambiguity-suppression"]))
        let equalGaps = stack.constraints.filter { $0.identifier == "UISV-fill-equally" }
        #expect(equalGaps.map(\.priority.rawValue) == [149])
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    /// Hiding one view of many changes only the constraints around it: the rest are the same objects, and a gap
    /// that closes keeps its constraint with a new constant (the solver moves its rows in place).
    @Test func aChangeReplacesOnlyTheConstraintsItTouches() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        let labels = (0..<50).map { UILabel(text: "Label \($0)") }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 4
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        let before = Set(stack.constraints.map(ObjectIdentifier.init))
        labels[25].isHidden = true
        root.layoutIfNeeded()
        let after = Set(stack.constraints.map(ObjectIdentifier.init))
        // The gap before the hidden label closes (its constant becomes 0) and UISV-hiding comes in; the gap
        // after it, still 4 from label 24, and everything else stay.
        #expect(before.subtracting(after).isEmpty)
        #expect(after.subtracting(before).count == 1)
        let closed = stack.constraints.first { $0.identifier == "UISV-spacing" && $0.firstItem === labels[25] }
        #expect(closed?.constant == 0)
        #expect(labels[25].frame.height == 0 && labels[26].frame.minY == labels[24].frame.maxY + 4)
    }

    /// Changing a property after the first layout swaps only the constraints it changes: spacing none (the gaps
    /// take the new constant in place), alignment only what lies across the axis, distribution only what lies
    /// along it; the axis all.
    @Test func propertyChangesAfterTheFirstLayoutSwapOnlyWhatTheyChange() {
        let (root, stack, views) = makeStack()
        func swapped(_ change: () -> Void) -> (out: Set<String>, in: Set<String>) {
            let before = stack.constraints
            change()
            root.layoutIfNeeded()
            let after = stack.constraints
            let out = before.filter { old in !after.contains { $0 === old } }
            let added = after.filter { new in !before.contains { $0 === new } }
            return (Set(out.compactMap(\.identifier)), Set(added.compactMap(\.identifier)))
        }
        let spacing = swapped { stack.spacing = 12 }
        #expect(spacing.out.isEmpty && spacing.in.isEmpty)
        #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant) == [12, 12])
        let alignment = swapped { stack.alignment = .center }
        #expect(!alignment.in.isEmpty && alignment.in.isSubset(of: ["UISV-alignment", "UISV-canvas-connection", "UISV-spanning-boundary", "UISV-spanning-fit", "UISV-ambiguity-suppression"]))
        #expect(!alignment.out.contains("UISV-spacing") && !alignment.in.contains("UISV-spacing"))
        let distribution = swapped { stack.distribution = .fillEqually }
        #expect(distribution.in == ["UISV-fill-equally"] && distribution.out.isEmpty)
        let axis = swapped { stack.axis = .vertical }
        #expect(axis.out.isSuperset(of: ["UISV-spacing", "UISV-alignment", "UISV-fill-equally"]))
        // 100 points tall now: three equal heights of (100 − 2 × 12) / 3, centred across the 300-point width.
        #expect(views.map(\.frame.midX) == [150, 150, 150] && minYs(views) == [0, 37.333, 74.667])
        #expect(root.brokenConstraints.isEmpty)
    }

    /// A constraint that fights a stack's own names them in Apple's report, as on iOS, and a view's affecting
    /// constraints include the stack's.
    @Test func stackConstraintsAppearInTheUnsatisfiableReportAndAmongTheAffectingConstraints() {
        var root = UIView(), views: [UIView] = []
        let log = capturingLog {
            (root, _, views) = makeStack { $0.distribution = .fillEqually }
            views[0].widthAnchor.constraint(equalToConstant: 120).isActive = true  // three equal widths make 100 each
            root.layoutIfNeeded()
        }
        let report = log.joined(separator: "\n")
        #expect(report.contains("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("'UISV-fill-equally'"))
        #expect(report.contains("'UISV-canvas-connection'"))
        let affecting = Set(views[1].constraintsAffectingLayout(for: .horizontal).compactMap(\.identifier))
        #expect(affecting.isSuperset(of: ["UISV-fill-equally", "UISV-spacing"]))
    }

    /// Negative spacing overlaps neighbours by that much.
    @Test func negativeSpacingOverlapsTheViews() {
        let (root, _, views) = makeStack { stack in
            stack.spacing = -10
            stack.arrangedSubviews[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        }
        #expect(minXs(views) == [0, 40, 90] && widths(views) == [50, 60, 210])
        #expect(root.brokenConstraints.isEmpty)
    }

    /// The priorities of the alignment spanner and the weak sizing constraints, as UIKit prints them.
    @Test func spannerAndWeakSizingConstraintsCarryApplesPriorities() {
        let (_, centred, _) = makeStack { $0.alignment = .center }
        func priorities(_ stack: UIStackView, _ identifier: String) -> Set<Float> {
            Set(stack.constraints.filter { $0.identifier == identifier }.map(\.priority.rawValue))
        }
        #expect(priorities(centred, "UISV-spanning-fit") == [51])
        #expect(priorities(centred, "UISV-ambiguity-suppression") == [25])
        let (_, leading, _) = makeStack { $0.alignment = .leading }
        #expect(priorities(leading, "UISV-spanning-boundary").contains(999.5))
        let (_, baseline, _) = makeStack { $0.alignment = .firstBaseline }
        #expect(priorities(baseline, "UISV-canvas-fit") == [49])
    }

    /// UIKit's observed `label.width == 0.5*stack.width @759` (hugging 251, compression resistance 749): a
    /// multi-line label beside another view takes an equal share of the width, minus its share of the spacing,
    /// just above its own content priorities, so the view beside it stretches unless it hugs harder.
    @Test func sideBySideMultilineLabelsTakeEqualShares() {
        let label = UILabel(text: String(repeating: "A long text that wraps over several lines. ", count: 4))
        label.numberOfLines = 0
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        label.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        let image = box(50, 30)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let stack = UIStackView(arrangedSubviews: [label, image])
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        root.addSubview(stack)
        root.layoutIfNeeded()
        let disambiguation = stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(disambiguation.count == 1 && disambiguation[0].priority.rawValue == 759)
        #expect(disambiguation[0].firstItem === label && disambiguation[0].secondItem === stack)
        #expect(disambiguation[0].multiplier == 0.5 && disambiguation[0].constant == -5)
        #expect(widths([label, image]) == [145, 145])  // 300 / 2 − 10 / 2, and the image takes the rest
        image.setContentHuggingPriority(UILayoutPriority(760), for: .horizontal)
        root.layoutIfNeeded()
        #expect(widths([label, image]) == [240, 50])
    }

    @Test func singleLineLabelsAndVerticalStacksNeedNoTextWidthDisambiguation() {
        let (_, stack, _) = makeStack { $0.addArrangedSubview(UILabel(text: "one line")) }
        #expect(!stack.constraints.contains { $0.identifier == "UISV-text-width-disambiguation" })
        let multiline = UILabel(text: "two\nlines")
        multiline.numberOfLines = 0
        let (_, vertical, _) = makeStack { stack in
            stack.axis = .vertical
            stack.addArrangedSubview(multiline)
        }
        #expect(!vertical.constraints.contains { $0.identifier == "UISV-text-width-disambiguation" })
    }

    @Test func moreThan25MultilineLabelsGetRequiredWidthsAndAWarning() {
        let labels = (0..<26).map { index -> UILabel in
            let label = UILabel(text: "Label \(index)")
            label.numberOfLines = 0
            return label
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 2600, height: 100))
        let stack = UIStackView(arrangedSubviews: labels)
        stack.frame = root.bounds
        root.addSubview(stack)
        let log = capturingLog { root.layoutIfNeeded() }
        let disambiguation = stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(disambiguation.count == 26 && disambiguation.allSatisfy { $0.priority == .required })
        #expect(log.contains { $0.hasPrefix("Too many side-by-side multiline views (26) for optional width disambiguation.") })
        #expect(widths(labels).allSatisfy { $0 == 100 })
    }
}
