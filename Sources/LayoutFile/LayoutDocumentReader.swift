import AutoLayout
import Foundation
import Yams

/// Reads layout files (JSON, or YAML with the same structure) strictly: every unknown key, wrong type,
/// non-finite number, bad priority or reserved name is an error with its line and column.
public struct LayoutDocumentReader {
    let fileName: String

    /// The largest file read (32 MiB): a layout that size already has hundreds of thousands of views.
    public static let maximumFileSize = 32 << 20
    /// The deepest nesting of lists and mappings accepted; the format never needs more than a handful.
    public static let maximumNesting = 64

    /// The keys a file may have at its top level (the schema lists the same).
    static let fileKeys = ["$schema", "root", "layoutDirection", "metrics", "views", "constraints", "title", "caption",
                           "sizes", "states"]
    /// The keys a view may have.
    static let viewKeys = ["superview", "intrinsicContentSize", "contentHuggingPriority",
                           "contentCompressionResistancePriority", "label", "image", "scrollView", "stack", "isHidden",
                           "translatesAutoresizingMaskIntoConstraints", "frame", "layoutMargins"]

    /// Reads a file from disk.
    public static func read(contentsOf path: String) throws(LayoutFileError) -> LayoutDocument {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumFileSize {
            throw LayoutFileError(file: path, location: nil,
                                  message: "the file is \(size >> 20) MiB; layout files are limited to \(maximumFileSize >> 20) MiB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LayoutFileError(file: path, location: nil, message: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LayoutFileError(file: path, location: nil, message: "the file is not UTF-8 text")
        }
        return try read(text, fileName: path)
    }

    /// Reads a layout from text; `fileName` is used in error messages.
    public static func read(_ text: String, fileName: String) throws(LayoutFileError) -> LayoutDocument {
        try LayoutDocumentReader(fileName: fileName).document(from: text)
    }

    private func document(from text: String) throws(LayoutFileError) -> LayoutDocument {
        try checkShape(text)
        let node: Node
        do {
            guard let composed = try Yams.compose(yaml: text) else { throw fail(nil, "the file is empty") }
            node = composed
        } catch let error as LayoutFileError {
            throw error
        } catch let YamlError.scanner(_, problem, mark, _), let YamlError.parser(_, problem, mark, _),
                let YamlError.composer(_, problem, mark, _) {
            throw fail(SourceLocation(line: mark.line, column: mark.column), "malformed file: \(problem)")
        } catch let YamlError.duplicatedKeysInMapping(duplicates, context) {
            throw fail(SourceLocation(line: context.mark.line, column: context.mark.column),
                       "duplicate name \(duplicates.map { "'\($0)'" }.joined(separator: ", "))")
        } catch {
            throw fail(nil, "malformed file: \(error)")
        }
        var document = LayoutDocument(fileName: fileName)
        for (key, value) in try mapping(node, allowed: Self.fileKeys) {
            switch key {
            case "$schema": _ = try string(value, key)
            case "title": document.title = try string(value, key)
            case "caption": document.caption = try string(value, key)
            case "sizes":
                guard case .sequence(let list) = value else { throw fail(value, "sizes must be a list of WxH strings") }
                for item in list {
                    let text = try string(item, "a size")
                    let parts = text.split(separator: "x").compactMap { Double($0) }
                    guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1e7 }) else {
                        throw fail(item, "a size must read WxH, like 320x480")
                    }
                    document.demoSizes.append(CGSize(width: parts[0], height: parts[1]))
                }
            case "root":
                for (axis, size) in try mapping(value, allowed: ["width", "height"]) {
                    let number = try nonNegative(size, axis)
                    if axis == "width" { document.rootWidth = number } else { document.rootHeight = number }
                }
            case "layoutDirection":
                let direction = try string(value, "layoutDirection")
                guard ["leftToRight", "rightToLeft"].contains(direction) else {
                    throw fail(value, "layoutDirection must be leftToRight or rightToLeft, not '\(direction)'")
                }
                document.isRightToLeft = direction == "rightToLeft"
            case "metrics":
                for (name, metric) in try mapping(value) {
                    try checkName(name, at: metric, what: "metric")
                    document.metrics[name] = try number(metric, "metric '\(name)'")
                }
            case "views":
                document.views = try views(value)
            case "states":
                document.states = try states(value)
            default:
                document.constraints = try constraints(value)
            }
        }
        try checkStates(of: document)
        return document
    }

    /// Refuses what the YAML composer would recurse too deeply on or take exponential time over (`YAMLShapeCheck`).
    private func checkShape(_ text: String) throws(LayoutFileError) {
        do {
            try YAMLShapeCheck(maximumNesting: LayoutDocumentReader.maximumNesting).check(text)
        } catch {
            throw fail(SourceLocation(line: error.line, column: error.column), error.message)
        }
    }

    // MARK: Views

    private func views(_ node: Node) throws(LayoutFileError) -> [LayoutDocument.ViewSpec] {
        var result: [LayoutDocument.ViewSpec] = []
        for (name, body) in try mapping(node) {
            try checkName(name, at: body, what: "view")
            guard name != "root" else { throw fail(body, "'root' is the top view's name and cannot be declared in views") }
            var view = LayoutDocument.ViewSpec(name: name, location: location(of: body))
            if case .scalar(let scalar) = body, scalar.string.isEmpty || scalar.tag == .implicit && scalar.string == "~" {
                result.append(view)
                continue
            }
            try read(body, into: &view)
            result.append(view)
        }
        try arrange(&result)
        return result
    }

    private func read(_ body: Node, into view: inout LayoutDocument.ViewSpec) throws(LayoutFileError) {
        for (key, value) in try mapping(body, allowed: Self.viewKeys) {
            switch key {
            case "superview":
                view.superview = try string(value, "superview")
                view.superviewLocation = location(of: value)
            case "intrinsicContentSize":
                let size = try numbers(value, ["width", "height"], nonNegative: true)
                view.intrinsicContentSize = (size["width"], size["height"])
            case "contentHuggingPriority", "contentCompressionResistancePriority":
                var pair: (horizontal: Double?, vertical: Double?) = (nil, nil)
                for (axis, priority) in try mapping(value, allowed: ["horizontal", "vertical"]) {
                    let number = try self.priority(priority)
                    if axis == "horizontal" { pair.horizontal = number } else { pair.vertical = number }
                }
                if key == "contentHuggingPriority" { view.hugging = pair } else { view.compressionResistance = pair }
            case "label":
                view.label = try label(value)
            case "image":
                let size = try numbers(value, ["width", "height"], nonNegative: true, required: true)
                view.imageSize = (size["width"] ?? 0, size["height"] ?? 0)
            case "scrollView":
                var offset = (contentOffsetX: 0.0, contentOffsetY: 0.0)
                for (_, point) in try mapping(value, allowed: ["contentOffset"]) {
                    let numbers = try numbers(point, ["x", "y"])
                    offset = (numbers["x"] ?? 0, numbers["y"] ?? 0)
                }
                view.scrollView = offset
            case "stack":
                view.stack = try stack(value)
            case "isHidden":
                view.isHidden = try bool(value, key)
            case "translatesAutoresizingMaskIntoConstraints":
                view.translatesAutoresizingMaskIntoConstraints = try bool(value, key)
            case "frame":
                let frame = try numbers(value, ["x", "y", "width", "height"], required: true)
                guard (frame["width"] ?? 0) >= 0, (frame["height"] ?? 0) >= 0 else { throw fail(value, "a frame's size cannot be negative") }
                view.frame = (frame["x"] ?? 0, frame["y"] ?? 0, frame["width"] ?? 0, frame["height"] ?? 0)
            default:
                let margins = try numbers(value, ["top", "left", "bottom", "right"])
                view.layoutMargins = (margins["top"] ?? 8, margins["left"] ?? 8, margins["bottom"] ?? 8, margins["right"] ?? 8)
            }
        }
    }

    private func label(_ node: Node) throws(LayoutFileError) -> LayoutDocument.LabelSpec {
        var label = LayoutDocument.LabelSpec()
        for (key, value) in try mapping(node, allowed: ["text", "fontSize", "numberOfLines", "preferredMaxLayoutWidth"]) {
            switch key {
            case "text": label.text = try string(value, "text")
            case "fontSize":
                label.fontSize = try nonNegative(value, "fontSize")
                guard label.fontSize > 0, label.fontSize <= 10_000 else { throw fail(value, "fontSize must be between 0 and 10000") }
            case "numberOfLines":
                let lines = try number(value, "numberOfLines")
                guard lines >= 0, lines == lines.rounded(), lines < 1_000_000 else {
                    throw fail(value, "numberOfLines must be a whole number, 0 for no limit")
                }
                label.numberOfLines = Int(lines)
            default: label.preferredMaxLayoutWidth = try nonNegative(value, "preferredMaxLayoutWidth")
            }
        }
        return label
    }

    // MARK: Constraints

    private func constraints(_ node: Node) throws(LayoutFileError) -> [LayoutDocument.ConstraintEntry] {
        guard case .sequence(let sequence) = node else { throw fail(node, "constraints must be a list") }
        var entries: [LayoutDocument.ConstraintEntry] = []
        for item in sequence {
            switch item {
            case .scalar(let scalar):
                let text = scalar.string
                let kind: LayoutDocument.ConstraintEntry.Kind = text.contains("[") || text.hasPrefix("H:") || text.hasPrefix("V:")
                    ? .visualFormat(text, options: []) : .equation(text)
                entries.append(LayoutDocument.ConstraintEntry(kind: kind, identifier: nil, location: location(of: item),
                                                              isQuoted: scalar.style != .plain))
            case .mapping:
                entries.append(try constraintMapping(item))
            default:
                throw fail(item, "a constraint must be a string or a mapping")
            }
        }
        return entries
    }

    private func constraintMapping(_ node: Node) throws(LayoutFileError) -> LayoutDocument.ConstraintEntry {
        var format: (String, Node)?, equation: (String, Node)?, options: [String] = [], identifier: String?
        for (key, value) in try mapping(node, allowed: ["visualFormat", "options", "constraint", "identifier"]) {
            switch key {
            case "visualFormat": format = (try string(value, key), value)
            case "constraint": equation = (try string(value, key), value)
            case "identifier": identifier = try string(value, key)
            default:
                guard case .sequence(let list) = value else { throw fail(value, "options must be a list of option names") }
                for option in list { options.append(try string(option, "an option")) }
            }
        }
        switch (format, equation) {
        case let ((text, textNode)?, nil):
            return LayoutDocument.ConstraintEntry(kind: .visualFormat(text, options: options), identifier: identifier,
                                                  location: location(of: textNode), isQuoted: isQuoted(textNode))
        case let (nil, (text, textNode)?):
            guard options.isEmpty else { throw fail(node, "options apply to visualFormat entries only") }
            return LayoutDocument.ConstraintEntry(kind: .equation(text), identifier: identifier, location: location(of: textNode),
                                                  isQuoted: isQuoted(textNode))
        default:
            throw fail(node, "a constraint mapping needs exactly one of visualFormat or constraint")
        }
    }

    // MARK: Scalars

    func mapping(_ node: Node, allowed: [String]? = nil) throws(LayoutFileError) -> [(String, Node)] {
        guard case .mapping(let mapping) = node else {
            throw fail(node, allowed.map { "expected a mapping with keys \($0.joined(separator: ", "))" } ?? "expected a mapping")
        }
        var pairs: [(String, Node)] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let key) = keyNode else { throw fail(keyNode, "keys must be strings") }
            if let allowed, !allowed.contains(key.string) {
                throw fail(keyNode, "unknown key '\(key.string)'\(NameSuggestion.didYouMean(key.string, among: allowed)) "
                           + "(expected one of: \(allowed.joined(separator: ", ")))")
            }
            pairs.append((key.string, value))
        }
        return pairs
    }

    func string(_ node: Node, _ what: String) throws(LayoutFileError) -> String {
        guard case .scalar(let scalar) = node else { throw fail(node, "\(what) must be a string") }
        return scalar.string
    }

    func number(_ node: Node, _ what: String) throws(LayoutFileError) -> Double {
        guard case .scalar(let scalar) = node, scalar.style == .plain, let value = Double(scalar.string) else {
            throw fail(node, "\(what) must be a finite number")
        }
        guard value.isFinite, abs(value) <= 1e10 else { throw fail(node, "\(what) must be a finite number of at most 1e10, not \(scalar.string)") }
        return value
    }

    func nonNegative(_ node: Node, _ what: String) throws(LayoutFileError) -> Double {
        let value = try number(node, what)
        guard value >= 0 else { throw fail(node, "\(what) cannot be negative") }
        return value
    }

    private func priority(_ node: Node) throws(LayoutFileError) -> Double {
        let value = try number(node, "a priority")
        guard value > 0, value <= 1000 else {
            throw fail(node, "priority \(AutoLayoutText.appleNumber(value)) is illegal: priorities must be greater than 0 and at most 1000")
        }
        return value
    }

    func bool(_ node: Node, _ what: String) throws(LayoutFileError) -> Bool {
        guard case .scalar(let scalar) = node, let value = Bool.construct(from: scalar) else { throw fail(node, "\(what) must be true or false") }
        return value
    }

    private func numbers(_ node: Node, _ keys: [String], nonNegative: Bool = false,
                         required: Bool = false) throws(LayoutFileError) -> [String: Double] {
        var values: [String: Double] = [:]
        for (key, value) in try mapping(node, allowed: keys) {
            values[key] = nonNegative ? try self.nonNegative(value, key) : try number(value, key)
        }
        if required, let missing = keys.first(where: { values[$0] == nil }) { throw fail(node, "missing '\(missing)'") }
        return values
    }

    private func checkName(_ name: String, at node: Node, what: String) throws(LayoutFileError) {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic),
              name.unicodeScalars.allSatisfy({ $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }) else {
            throw fail(node, "\(what) name '\(name)' must start with a letter or underscore and contain only ASCII letters, digits and underscores (visual formats need that)")
        }
    }

    private func isQuoted(_ node: Node) -> Bool {
        if case .scalar(let scalar) = node { return scalar.style != .plain }
        return false
    }

    func location(of node: Node) -> SourceLocation? {
        node.mark.map { SourceLocation(line: $0.line, column: $0.column) }
    }

    func fail(_ node: Node, _ message: String) -> LayoutFileError {
        fail(location(of: node), message)
    }

    func fail(_ location: SourceLocation?, _ message: String) -> LayoutFileError {
        LayoutFileError(file: fileName, location: location, message: message)
    }
}
