import AutoLayout
import Testing

/// Every distribution with every edge and centre alignment, on both axes: three views of intrinsic lengths 50,
/// 60, 40 and thicknesses 20, 30, 10 in a stack 300 long and 100 thick, spacing 10 (the last view hugs less,
/// so fill knows who grows). Expected frames are worked out from the documented semantics, not read off the
/// engine.
@MainActor
@Suite("Stack view distributions × alignments")
struct StackViewMatrixTests {
    nonisolated static let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
    nonisolated static let alignments: [UIStackView.Alignment] = [.fill, .leading, .center, .trailing]
    nonisolated static let cases = [NSLayoutConstraint.Axis.horizontal, .vertical].flatMap { axis in
        distributions.flatMap { distribution in alignments.map { (axis, distribution, $0) } }
    }

    nonisolated static let lengths: [CGFloat] = [50, 60, 40], thicknesses: [CGFloat] = [20, 30, 10]
    nonisolated static let length: CGFloat = 300, thickness: CGFloat = 100, spacing: CGFloat = 10

    /// Where each view starts along the axis and how long it is.
    static func along(_ distribution: UIStackView.Distribution) -> [(start: CGFloat, length: CGFloat)] {
        let total = lengths.reduce(0, +)
        switch distribution {
        case .fill:
            let last = length - lengths[0] - lengths[1] - 2 * spacing
            return [(0, lengths[0]), (lengths[0] + spacing, lengths[1]), (length - last, last)]
        case .fillEqually:
            let each = (length - 2 * spacing) / 3
            return (0..<3).map { (CGFloat($0) * (each + spacing), each) }
        case .fillProportionally:
            // Apple's shares count the gaps in: 50/170 and 60/170 of 300 at 999 and 998; the last takes the rest.
            let first = length * lengths[0] / (total + 2 * spacing), second = length * lengths[1] / (total + 2 * spacing)
            return [(0, first), (first + spacing, second), (first + second + 2 * spacing, length - first - second - 2 * spacing)]
        case .equalSpacing:
            let gap = (length - total) / 2
            return [(0, lengths[0]), (lengths[0] + gap, lengths[1]), (length - lengths[2], lengths[2])]
        case .equalCentering:
            let firstCenter = lengths[0] / 2, lastCenter = length - lengths[2] / 2
            let middle = (firstCenter + lastCenter) / 2
            return [(0, lengths[0]), (middle - lengths[1] / 2, lengths[1]), (length - lengths[2], lengths[2])]
        }
    }

    /// Where each view starts across the axis and how thick it is.
    static func across(_ alignment: UIStackView.Alignment) -> [(start: CGFloat, thickness: CGFloat)] {
        thicknesses.map { own in
            switch alignment {
            case .fill: (0, thickness)
            case .leading: (0, own)
            case .center: ((thickness - own) / 2, own)
            default: (thickness - own, own)
            }
        }
    }

    /// The three views (the last hugging less along the axis) in a stack of that axis, distribution, alignment and
    /// spacing, in a 400-point root.
    static func arrangement(_ axis: NSLayoutConstraint.Axis, _ distribution: UIStackView.Distribution,
                            _ alignment: UIStackView.Alignment) -> (root: UIView, stack: UIStackView, views: [UIView]) {
        let horizontal = axis == .horizontal
        let views = zip(lengths, thicknesses).map { length, thickness in
            UIImageView(image: UIImage(size: horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)))
        }
        views[2].setContentHuggingPriority(UILayoutPriority(249), for: axis)
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(stack)
        return (root, stack, views)
    }

    /// Checks each view's frame against the expected starts and lengths along and across the axis (frames snap
    /// to 1/1024 of a point), and that nothing is ambiguous or broken.
    static func expectFrames(_ views: [UIView], in root: UIView, axis: NSLayoutConstraint.Axis,
                             along: [(start: CGFloat, length: CGFloat)], across: [(start: CGFloat, thickness: CGFloat)]) {
        for (view, (along, across)) in zip(views, zip(along, across)) {
            let frame = axis == .horizontal ? CGRect(x: along.start, y: across.start, width: along.length, height: across.thickness)
                : CGRect(x: across.start, y: along.start, width: across.thickness, height: along.length)
            #expect(abs(view.frame.minX - frame.minX) < 0.001 && abs(view.frame.minY - frame.minY) < 0.001
                && abs(view.frame.width - frame.width) < 0.001 && abs(view.frame.height - frame.height) < 0.001,
                "\(view.frame) ≠ \(frame)")
        }
        #expect(root.ambiguousLayoutAxes(of: views).allSatisfy { $0.isEmpty })
        #expect(root.brokenConstraints.isEmpty)
    }

    @Test(arguments: cases)
    func framesFollowTheDocumentedSemantics(axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution,
                                            alignment: UIStackView.Alignment) {
        let (root, stack, views) = Self.arrangement(axis, distribution, alignment)
        stack.frame = axis == .horizontal ? CGRect(x: 0, y: 0, width: Self.length, height: Self.thickness)
            : CGRect(x: 0, y: 0, width: Self.thickness, height: Self.length)
        root.layoutIfNeeded()
        Self.expectFrames(views, in: root, axis: axis, along: Self.along(distribution), across: Self.across(alignment))
    }

    /// Baseline alignments with every distribution. Across a horizontal stack the views' baselines line up (a
    /// view without text has its baselines at its bottom) and the stack, free across, is as thick as the views'
    /// span (`UISV-canvas-fit` at 49); a vertical stack aligns leading edges for the first baseline and trailing
    /// ones for the last.
    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical].flatMap { axis in
        distributions.flatMap { distribution in [UIStackView.Alignment.firstBaseline, .lastBaseline].map { (axis, distribution, $0) } }
    })
    func baselineAlignmentsFollowTheDocumentedSemantics(axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution,
                                                        alignment: UIStackView.Alignment) {
        let horizontal = axis == .horizontal
        let (root, stack, views) = Self.arrangement(axis, distribution, alignment)
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
            horizontal ? stack.widthAnchor.constraint(equalToConstant: Self.length) : stack.heightAnchor.constraint(equalToConstant: Self.length),
        ] + (horizontal ? [] : [stack.widthAnchor.constraint(equalToConstant: Self.thickness)]))
        root.layoutIfNeeded()
        let thickest = Self.thicknesses.max()!
        let across: [(start: CGFloat, thickness: CGFloat)] = horizontal
            ? Self.thicknesses.map { (thickest - $0, $0) }
            : Self.across(alignment == .firstBaseline ? .leading : .trailing)
        Self.expectFrames(views, in: root, axis: axis, along: Self.along(distribution), across: across)
        #expect(horizontal ? stack.frame.height == thickest : stack.frame.width == Self.thickness)
    }
}
