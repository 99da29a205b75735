import AutoLayout
import Foundation

/// A solved layout: every view's frame, what had to be broken, what is ambiguous, what sticks out.
public struct LayoutSolution {
    /// A view's frame in its superview's coordinates.
    public struct Frame {
        public var name: String
        public var superview: String?
        public var frame: CGRect
    }

    /// A view whose position or size on an axis is not determined.
    public struct Ambiguity: Equatable {
        public var view: String
        public var axis: LayoutAxis
    }

    /// The root's size.
    public var size: CGSize
    /// Every view's frame, `root` first, in file order.
    public var frames: [Frame]
    /// The constraints broken to recover from an unsatisfiable layout, in equation form.
    public var brokenConstraints: [String]
    /// The engine's unsatisfiable-constraints reports.
    public var log: [String]
    /// Ambiguous views and axes.
    public var ambiguous: [Ambiguity]
    /// Views that extend outside their superview's bounds (content in a scroll view may: that is its point).
    public var outside: [String]
    /// Each scroll view's content size, in file order.
    public var contentSizes: [(name: String, size: CGSize)]
    /// Stack views whose arrangement is ambiguous, each with the classic cause and its cure.
    public var stackAdvice: [String]
    /// The solved layout as pictures show it: views with their text, constraints, and the ambiguous views and
    /// broken constraints marked.
    public var drawing: RenderedLayout

    /// Whether the layout has a problem: broken constraints or ambiguity.
    public var hasProblems: Bool { !brokenConstraints.isEmpty || !ambiguous.isEmpty }
}

extension BuiltLayout {
    /// Lays the hierarchy out with the root at `size` (or the file's size; an axis the file leaves out gets the
    /// smallest size that satisfies the constraints) and reports the result.
    @preconcurrency @MainActor
    public func solve(size override: CGSize? = nil) -> LayoutSolution {
        let log = LogCapture()
        let size = LayoutLog.withHandler({ message in log.append(message) }) {
            let size = override ?? rootSize()
            root.translatesAutoresizingMaskIntoConstraints = true
            root.frame = CGRect(origin: .zero, size: size)
            root.layoutIfNeeded()
            return size
        }
        let frames = names.compactMap { name -> LayoutSolution.Frame? in
            guard let view = views[name] else { return nil }
            return LayoutSolution.Frame(name: name, superview: view.superview.map(self.name(of:)), frame: view.frame)
        }
        let outside = frames.filter { entry in
            guard let parent = entry.superview.flatMap({ views[$0] }), !(parent is UIScrollView) else { return false }
            return !parent.bounds.insetBy(dx: -0.001, dy: -0.001).contains(entry.frame)
        }.map(\.name)
        let brokenConstraints = root.brokenConstraints
        let named = names.compactMap { name in views[name].map { (name, $0) } }
        let axes = root.ambiguousLayoutAxes(of: named.map(\.1))
        let ambiguous = zip(named, axes).flatMap { entry, axes in
            axes.map { LayoutSolution.Ambiguity(view: entry.0, axis: $0) }
        }
        let contentSizes = names.compactMap { name in (views[name] as? UIScrollView).map { (name, $0.contentSize) } }
        let drawing = RenderedLayout(
            root: root, name: name(of:), equation: equationText(of:),
            broken: Set(brokenConstraints.map(ObjectIdentifier.init)),
            ambiguous: Dictionary(zip(named.map { ObjectIdentifier($0.1) }, axes), uniquingKeysWith: { first, _ in first }))
        return LayoutSolution(size: size, frames: frames, brokenConstraints: brokenConstraints.map(equationText(of:)),
                              log: log.messages, ambiguous: ambiguous, outside: outside, contentSizes: contentSizes,
                              stackAdvice: stackAdvice(ambiguous: Set(ambiguous.map(\.view))), drawing: drawing)
    }

    /// The classic stack-view mistakes behind an ambiguous arrangement: a fill distribution whose arranged views
    /// hug equally (nothing says which one takes the spare length), and a stack nothing sizes along its axis.
    @MainActor
    private func stackAdvice(ambiguous: Set<String>) -> [String] {
        names.compactMap { name -> String? in
            guard let stack = views[name] as? UIStackView else { return nil }
            let arranged = stack.arrangedSubviews.filter { !$0.isHidden }
            let axisName = stack.axis == .horizontal ? "horizontal" : "vertical"
            guard arranged.contains(where: { ambiguous.contains(self.name(of: $0)) }) else { return nil }
            let hugging = Set(arranged.map { $0.contentHuggingPriority(for: stack.axis).rawValue })
            let sized = arranged.contains { view in
                let size = view.intrinsicContentSize
                return (stack.axis == .horizontal ? size.width : size.height) != UIView.noIntrinsicMetric
            }
            guard sized else {
                return "stack '\(name)': nothing sizes its arranged views along the \(axisName) axis; give them intrinsic sizes "
                    + "or size constraints, or pin the stack's ends and let a distribution share its length"
            }
            if stack.distribution == .fill, arranged.count > 1, hugging.count == 1 {
                return "stack '\(name)': its arranged views all hug at \(AutoLayoutText.number(Double(hugging.first!))) along the "
                    + "\(axisName) axis, so nothing says which one takes the spare length; give one a lower "
                    + "contentHuggingPriority, or use distribution fillEqually"
            }
            // Sized, and not the fill mistake: the ambiguity is on the other axis or outside the stack.
            return nil
        }
    }

    @MainActor
    private func rootSize() -> CGSize {
        let width = document.rootWidth, height = document.rootHeight
        if let width, let height { return CGSize(width: width, height: height) }
        root.translatesAutoresizingMaskIntoConstraints = false
        return root.systemLayoutSizeFitting(CGSize(width: width ?? 0, height: height ?? 0),
                                            withHorizontalFittingPriority: width == nil ? .fittingSizeLevel : .required,
                                            verticalFittingPriority: height == nil ? .fittingSizeLevel : .required)
    }

    /// A constraint in the equation form of `explain`, with this layout's view names.
    @preconcurrency @MainActor
    public func equationText(of constraint: NSLayoutConstraint) -> String {
        AutoLayoutText.equation(constraint) { item in
            (item as? UIView).map(self.name(of:)) ?? (item as? UILayoutGuide)?.identifier ?? "?"
        }
    }
}

/// Collects log messages from any thread.
final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ message: String) { lock.withLock { stored.append(message) } }
    var messages: [String] { lock.withLock { stored } }
}

/// The text forms the command-line tool prints.
public enum AutoLayoutText {
    /// A constraint in the equation form `explain` prints (see ``Equation/text``), its items named by `name`.
    @preconcurrency @MainActor
    public static func equation(_ constraint: NSLayoutConstraint, naming name: (AnyObject) -> String) -> String {
        Equation(constraint, naming: name).text
    }

    /// A size as `WxH`, each number as ``number(_:)`` prints it.
    public static func size(_ size: CGSize) -> String {
        "\(number(Double(size.width)))x\(number(Double(size.height)))"
    }

    /// A number rounded to at most `places` decimals, without a trailing `.0`: `12`, `74.667`. Tables use three
    /// places, SVG coordinates two.
    public static func number(_ value: Double, places: Int = 3) -> String {
        let scale = pow(10, Double(places))
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// A number as Apple's descriptions and error messages write it (`%g`): `8`, `0.5`, `333.333`, `1e+06`.
    public static func appleNumber(_ value: Double) -> String {
        String(format: "%g", value)
    }
}
