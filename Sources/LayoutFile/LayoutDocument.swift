import AutoLayout
import Foundation

/// A layout file's contents: the root's size, the views, metrics and constraints, with where each came from.
public struct LayoutDocument: Sendable {
    /// One axis of the root's size: fixed, or left to the constraints (the smallest size that satisfies them).
    public var rootWidth: Double?
    public var rootHeight: Double?
    /// `leftToRight` (default) or `rightToLeft`.
    public var isRightToLeft = false
    /// Named numbers usable in visual formats and equations.
    public var metrics: [String: Double] = [:]
    /// The views other than the root, in file order.
    public var views: [ViewSpec] = []
    /// The constraints, in file order.
    public var constraints: [ConstraintEntry] = []
    /// The file name used in error messages.
    public var fileName: String
    /// A title and a caption, shown by `autolayout demo`.
    public var title: String?
    public var caption: String?
    /// Root sizes to draw side by side when none are given on the command line.
    public var demoSizes: [CGSize] = []
    /// Named sets of constants and metrics to animate between (`render --animate`).
    public var states: [StateSpec] = []

    public init(fileName: String) {
        self.fileName = fileName
    }

    /// A view of the file.
    public struct ViewSpec: Sendable {
        public var name: String
        public var location: SourceLocation?
        public var superview = "root"
        public var superviewLocation: SourceLocation?
        public var intrinsicContentSize: (width: Double?, height: Double?) = (nil, nil)
        public var hugging: (horizontal: Double?, vertical: Double?) = (nil, nil)
        public var compressionResistance: (horizontal: Double?, vertical: Double?) = (nil, nil)
        public var label: LabelSpec?
        public var imageSize: (width: Double, height: Double)?
        /// Set for a scroll view: its content offset.
        public var scrollView: (contentOffsetX: Double, contentOffsetY: Double)?
        /// Set for a stack view.
        public var stack: StackSpec?
        /// Whether the view is hidden (which takes it out of a stack's arrangement).
        public var isHidden = false
        public var translatesAutoresizingMaskIntoConstraints = false
        public var frame: (x: Double, y: Double, width: Double, height: Double)?
        public var layoutMargins: (top: Double, left: Double, bottom: Double, right: Double)?

        public init(name: String, location: SourceLocation?) {
            self.name = name
            self.location = location
        }
    }

    /// A stack view, with UIStackView's property names.
    public struct StackSpec: Sendable {
        public var axis: LayoutAxis = .horizontal
        public var distribution: UIStackView.Distribution = .fill
        public var alignment: UIStackView.Alignment = .fill
        public var spacing = 0.0
        /// The arranged views in order, each where the file names it.
        public var arranged: [(name: String, location: SourceLocation?)] = []
        /// Gaps after arranged views, by name.
        public var customSpacing: [(name: String, spacing: Double, location: SourceLocation?)] = []
        public var isLayoutMarginsRelativeArrangement = false
        public var isBaselineRelativeArrangement = false
    }

    /// A label's text and font.
    public struct LabelSpec: Sendable {
        public var text = ""
        public var fontSize = 17.0
        public var numberOfLines = 1
        public var preferredMaxLayoutWidth = 0.0
    }

    /// One entry of `constraints`.
    public struct ConstraintEntry: Sendable {
        public enum Kind: Sendable {
            /// A visual format with its options.
            case visualFormat(String, options: [String])
            /// An equation in Apple's log form.
            case equation(String)
        }

        public var kind: Kind
        public var identifier: String?
        /// Where the entry's text starts (its opening quote for a string scalar).
        public var location: SourceLocation?
        /// Whether the text sits inside quotes, so columns inside it are one further along.
        public var isQuoted: Bool
    }
}
