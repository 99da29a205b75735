import AutoLayout
import Foundation

/// A layout file turned into a live view hierarchy with its constraints, ready to solve.
public final class BuiltLayout {
    /// The document it came from.
    public let document: LayoutDocument
    /// The top view, named `root`.
    public let root: UIView
    /// Every view by name, `root` included.
    public let views: [String: UIView]
    /// View names in file order, `root` first.
    public let names: [String]
    /// The constraints of each entry of the file, in file order.
    public let constraints: [(entry: LayoutDocument.ConstraintEntry, constraints: [NSLayoutConstraint])]

    init(document: LayoutDocument, root: UIView, views: [String: UIView], names: [String],
         constraints: [(entry: LayoutDocument.ConstraintEntry, constraints: [NSLayoutConstraint])]) {
        self.document = document
        self.root = root
        self.views = views
        self.names = names
        self.constraints = constraints
        namesByView = Dictionary(views.map { (ObjectIdentifier($0.value), $0.key) }, uniquingKeysWith: { first, _ in first })
    }

    private let namesByView: [ObjectIdentifier: String]

    /// The name of a view of this layout; a view the file does not name (a stack's or scroll view's own) is
    /// described as UIKit describes it.
    @preconcurrency @MainActor
    public func name(of view: UIView) -> String {
        namesByView[ObjectIdentifier(view)] ?? view.layoutDescription
    }

    /// Builds the hierarchy and constraints of a document; throws the first problem with its position.
    @preconcurrency @MainActor
    public static func build(_ document: LayoutDocument) throws(LayoutFileError) -> BuiltLayout {
        try LayoutBuilder(document: document).build()
    }
}

/// Creates views, links superviews (rejecting unknown names and cycles) and makes the constraints.
struct LayoutBuilder {
    let document: LayoutDocument

    @MainActor
    func build() throws(LayoutFileError) -> BuiltLayout {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: document.rootWidth ?? 0, height: document.rootHeight ?? 0))
        root.accessibilityIdentifier = "root"
        root.translatesAutoresizingMaskIntoConstraints = document.rootWidth != nil && document.rootHeight != nil
        if document.isRightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        var views = ["root": root]
        for spec in document.views { views[spec.name] = makeView(spec) }
        try link(views)
        for spec in document.views { if let stack = spec.stack { arrange(stack, in: views[spec.name] as? UIStackView, views) } }
        var built: [(entry: LayoutDocument.ConstraintEntry, constraints: [NSLayoutConstraint])] = []
        for entry in document.constraints {
            let made = try constraints(for: entry, views: views)
            do {
                try NSLayoutConstraint.activateChecked(made)
            } catch {
                throw fail(entry, error.message)
            }
            built.append((entry, made))
        }
        return BuiltLayout(document: document, root: root, views: views, names: ["root"] + document.views.map(\.name),
                           constraints: built)
    }

    @MainActor
    private func makeView(_ spec: LayoutDocument.ViewSpec) -> UIView {
        let view: UIView
        if let label = spec.label {
            let made = UILabel(text: label.text)
            made.font = .systemFont(ofSize: CGFloat(label.fontSize))
            made.numberOfLines = label.numberOfLines
            made.preferredMaxLayoutWidth = CGFloat(label.preferredMaxLayoutWidth)
            view = made
        } else if let image = spec.imageSize {
            view = UIImageView(image: UIImage(size: CGSize(width: image.width, height: image.height)))
        } else if let stack = spec.stack {
            let made = UIStackView()
            made.axis = stack.axis
            made.distribution = stack.distribution
            made.alignment = stack.alignment
            made.spacing = CGFloat(stack.spacing)
            made.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
            made.isBaselineRelativeArrangement = stack.isBaselineRelativeArrangement
            view = made
        } else if let scroll = spec.scrollView {
            let made = UIScrollView()
            made.contentOffset = CGPoint(x: scroll.contentOffsetX, y: scroll.contentOffsetY)
            view = made
        } else {
            let made = IntrinsicSizeView()
            made.declaredSize = CGSize(width: spec.intrinsicContentSize.width ?? UIView.noIntrinsicMetric,
                                       height: spec.intrinsicContentSize.height ?? UIView.noIntrinsicMetric)
            view = made
        }
        view.accessibilityIdentifier = spec.name
        view.isHidden = spec.isHidden
        view.translatesAutoresizingMaskIntoConstraints = spec.translatesAutoresizingMaskIntoConstraints
        if let frame = spec.frame { view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height) }
        if let margins = spec.layoutMargins {
            view.layoutMargins = UIEdgeInsets(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
        }
        for (axis, hugging, resistance) in [(LayoutAxis.horizontal, spec.hugging.horizontal, spec.compressionResistance.horizontal),
                                            (.vertical, spec.hugging.vertical, spec.compressionResistance.vertical)] {
            if let hugging { view.setContentHuggingPriority(UILayoutPriority(Float(hugging)), for: axis) }
            if let resistance { view.setContentCompressionResistancePriority(UILayoutPriority(Float(resistance)), for: axis) }
        }
        return view
    }

    /// Adds every view to its superview, parents first; unknown superviews and cycles are errors.
    @MainActor
    private func link(_ views: [String: UIView]) throws(LayoutFileError) {
        let specs = Dictionary(document.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var linked: Set<String> = ["root"]
        for spec in document.views {
            var chain: [String] = []
            var current = spec.name
            // Walk up to a linked ancestor, then link on the way back down.
            while !linked.contains(current) {
                guard let currentSpec = specs[current] else { break }
                if chain.contains(current) {
                    throw LayoutFileError(file: document.fileName, location: currentSpec.superviewLocation ?? currentSpec.location,
                                          message: "superview cycle: \((chain + [current]).joined(separator: " → "))")
                }
                chain.append(current)
                guard views[currentSpec.superview] != nil else {
                    throw LayoutFileError(file: document.fileName, location: currentSpec.superviewLocation,
                                          message: "unknown superview '\(currentSpec.superview)' of view '\(current)'")
                }
                current = currentSpec.superview
            }
            for name in chain.reversed() {
                guard let view = views[name], let parentName = specs[name]?.superview, let parent = views[parentName] else { continue }
                parent.addSubview(view)
                linked.insert(name)
            }
        }
    }

    /// The stack's views join its arrangement in the order the file lists them (they are its subviews already).
    @MainActor
    private func arrange(_ spec: LayoutDocument.StackSpec, in stack: UIStackView?, _ views: [String: UIView]) {
        guard let stack else { return }
        for (name, _) in spec.arranged { if let view = views[name] { stack.addArrangedSubview(view) } }
        for (name, spacing, _) in spec.customSpacing { if let view = views[name] { stack.setCustomSpacing(CGFloat(spacing), after: view) } }
    }

    // MARK: Constraints

    @MainActor
    private func constraints(for entry: LayoutDocument.ConstraintEntry,
                             views: [String: UIView]) throws(LayoutFileError) -> [NSLayoutConstraint] {
        let made: [NSLayoutConstraint]
        switch entry.kind {
        case let .visualFormat(format, optionNames):
            made = try visualFormatConstraints(format, optionNames, entry, views)
        case let .equation(text):
            made = [try equationConstraint(text, entry, views)]
        }
        if let identifier = entry.identifier { for constraint in made { constraint.identifier = identifier } }
        return made
    }

    @MainActor
    private func visualFormatConstraints(_ format: String, _ optionNames: [String], _ entry: LayoutDocument.ConstraintEntry,
                                         _ views: [String: UIView]) throws(LayoutFileError) -> [NSLayoutConstraint] {
        let options: LayoutFormatOptions
        do {
            options = try LayoutFormatOptions(names: optionNames)
        } catch {
            throw fail(entry, error.message)
        }
        let made: [NSLayoutConstraint]
        do {
            made = try NSLayoutConstraint.checkedConstraints(withVisualFormat: format, options: options,
                                                             metrics: document.metrics, views: views)
        } catch {
            var failure = LayoutFileError.visualFormat(error, file: document.fileName, at: contentStart(of: entry))
            if let hint = visualFormatHint(error, views) { failure.excerpt.append(hint) }
            throw failure
        }
        // Numbers written inside the format obey the bound of every other number of the file; Auto Layout
        // clamps larger constants to 1e10, so reaching it means the format asked for too much.
        if made.contains(where: { abs($0.constant) >= 1e10 }) {
            throw fail(entry, "a constant in '\(format)' is beyond Auto Layout's limit of 1e10")
        }
        return made
    }

    /// A note under Apple's message for an unknown view or metric name: the closest known name.
    private func visualFormatHint(_ error: VisualFormatError, _ views: [String: UIView]) -> String? {
        let unknownView = error.message.hasSuffix(" is not a key in the views dictionary.")
            ? String(error.message.dropLast(" is not a key in the views dictionary.".count)) : nil
        let unknownMetric = error.message.hasPrefix("Encountered metric with name \"")
            ? error.message.dropFirst("Encountered metric with name \"".count).prefix { $0 != "\"" } : nil
        guard let name = unknownView ?? unknownMetric.map(String.init),
              let closest = NameSuggestion.closest(to: name, among: Array(views.keys) + Array(document.metrics.keys)) else { return nil }
        return "note: did you mean '\(closest)'?"
    }

    @MainActor
    private func equationConstraint(_ text: String, _ entry: LayoutDocument.ConstraintEntry,
                                    _ views: [String: UIView]) throws(LayoutFileError) -> NSLayoutConstraint {
        let equation: Equation
        do {
            equation = try Equation.parse(text, metrics: document.metrics)
        } catch {
            throw fail(entry, error.message, column: error.position, excerpt: [text, VisualFormatError.caret(at: error.position)])
        }
        guard let first = views[equation.firstItem] else { throw unknownView(equation.firstItem, entry, views) }
        var second: UIView?
        if let name = equation.secondItem {
            guard let view = views[name] else { throw unknownView(name, entry, views) }
            second = view
        }
        do {
            let constraint = try NSLayoutConstraint.validated(item: first, attribute: equation.firstAttribute, relatedBy: equation.relation,
                                                              toItem: second, attribute: equation.secondAttribute,
                                                              multiplier: CGFloat(equation.multiplier), constant: CGFloat(equation.constant))
            constraint.priority = UILayoutPriority(Float(equation.priority))
            return constraint
        } catch {
            throw fail(entry, error.message)
        }
    }

    /// An unknown view in an equation, with the closest name; `superview` is told that the root is named `root`.
    private func unknownView(_ name: String, _ entry: LayoutDocument.ConstraintEntry, _ views: [String: UIView]) -> LayoutFileError {
        let hint = name == "superview" ? "; in an equation the top view is named 'root'"
            : NameSuggestion.didYouMean(name, among: views.keys.sorted())
        return fail(entry, "unknown view '\(name)'" + hint)
    }

    /// Where the text of an entry begins: one past the opening quote when quoted.
    private func contentStart(of entry: LayoutDocument.ConstraintEntry) -> SourceLocation? {
        entry.location.map { SourceLocation(line: $0.line, column: $0.column + (entry.isQuoted ? 1 : 0)) }
    }

    private func fail(_ entry: LayoutDocument.ConstraintEntry, _ message: String, column: Int? = nil,
                      excerpt: [String] = []) -> LayoutFileError {
        var location = contentStart(of: entry)
        if let column, let start = location { location = SourceLocation(line: start.line, column: start.column + column) }
        return LayoutFileError(file: document.fileName, location: location, message: message, excerpt: excerpt)
    }
}
