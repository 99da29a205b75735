import Foundation

extension NSLayoutConstraint {
    /// Apple's description (reference §3.6); see ``NSLayoutConstraint/description``.
    var appleDescription: String {
        var pieces = ["<\(Self.typeName):\(addressDescription)"]
        if let autoresizing = self as? NSAutoresizingMaskLayoutConstraint { pieces.append(autoresizing.maskDescription) }
        if let identifier { pieces.append("'\(identifier)'") }
        var legend: String?
        if let picture = asciiArt() {
            pieces.append(picture.text)
            legend = picture.superview.map { "'|':\($0.layoutDescription)" }
        } else {
            pieces.append(equation(naming: { self.itemName($0) }))
        }
        if let content = asContentSizeConstraint {
            pieces.append("Hug:\(formatNumber(Double(content.huggingPriority.rawValue))) "
                + "CompressionResistance:\(formatNumber(Double(content.compressionResistancePriority.rawValue)))")
        } else if priority != .required {
            pieces.append("priority:\(formatNumber(Double(priority.rawValue)))")
        }
        let state = isActive ? "active" : "inactive"
        pieces.append(legend.map { "  (\(state), names: \($0) )" } ?? "  (\(state))")
        return pieces.joined(separator: " ") + ">"
    }

    var addressDescription: String { "0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) }

    /// The equation `A.attr REL m*B.attr + c` with items named by `name` (Apple's form, numbers as `%g`).
    func equation(naming name: (AutoLayoutItem) -> String) -> String {
        var first = "\(name(firstLayoutItem)).\(attributeName(firstAttribute, of: firstLayoutItem))"
        // A distance (`anchorWithOffset(to:)`) is written as its end minus its start.
        func minusStart(_ start: AnchorPoint?) -> String {
            guard let start, let item = start.lifeline.item else { return "" }
            return " - \(name(item)).\(start.attribute.name)"
        }
        first += minusStart(offsetStarts?.first)
        guard let second = secondLayoutItem else {
            return "\(first) \(relation.symbol) " + (constant < 0 ? "- \(formatNumber(-constant))" : formatNumber(constant))
        }
        var text = "\(first) \(relation.symbol) "
        if multiplier < 0 { text += "-" }
        if abs(multiplier) != 1 { text += "\(formatNumber(abs(multiplier)))*" }
        let secondSide = "\(name(second)).\(attributeName(secondAttribute, of: second))" + minusStart(offsetStarts?.second)
        text += offsetStarts?.second == nil || multiplier == 1 ? secondSide : "(\(secondSide))"
        if usesStandardSpacing { return text + " NSSpace(\(formatNumber(constant)))" }
        if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        return text
    }

    /// Autoresizing constraints measure the translated view's edges in its superview: Apple calls them minX….
    private func attributeName(_ attribute: LayoutAttribute, of item: AutoLayoutItem) -> String {
        guard let autoresizing = self as? NSAutoresizingMaskLayoutConstraint, item === autoresizing.translatedView else {
            return attribute.name
        }
        switch attribute {
        case .left: return "minX"
        case .right: return "maxX"
        case .top: return "minY"
        case .bottom: return "maxY"
        default: return attribute.name
        }
    }

    private func itemName(_ item: AutoLayoutItem) -> String { item.layoutDescription }

    /// The picture `H:[B]-(X)-[A]`, `H:|-(X)-[A]` or `H:[A]-(X)-|` when the constraint has that shape.
    func asciiArt() -> (text: String, superview: View?)? {
        guard let second = secondLayoutItem, multiplier == 1, !(self is NSAutoresizingMaskLayoutConstraint), offsetStarts == nil,
              let axis = firstAttribute.axis else { return nil }
        let minimumEdges: [LayoutAttribute] = [.left, .top, .leading], maximumEdges: [LayoutAttribute] = [.right, .bottom, .trailing]
        let opposite: [LayoutAttribute: LayoutAttribute] = [.left: .right, .top: .bottom, .leading: .trailing]
        let orientation = axis == .horizontal ? "H:" : "V:"
        let absolute = firstAttribute == .left || firstAttribute == .right ? "(LTR)" : ""
        let amount = usesStandardSpacing ? "NSSpace(\(formatNumber(constant)))" : formatNumber(constant)
        let gap = "(" + (relation == .equal ? "" : relation.symbol) + amount
            + (priority == .required ? "" : "@\(formatNumber(Double(priority.rawValue)))") + ")"
        let first = firstLayoutItem
        if minimumEdges.contains(firstAttribute), secondAttribute == opposite[firstAttribute], second !== first {
            return ("\(orientation)[\(second.layoutDescription)]-\(gap)-[\(first.layoutDescription)]\(absolute)", nil)
        }
        if minimumEdges.contains(firstAttribute), secondAttribute == firstAttribute, first.layoutSuperitem === second,
           let superview = second as? View {
            return ("\(orientation)|-\(gap)-[\(first.layoutDescription)]\(absolute)", superview)
        }
        if maximumEdges.contains(firstAttribute), secondAttribute == firstAttribute, second.layoutSuperitem === first,
           let superview = first as? View {
            return ("\(orientation)[\(second.layoutDescription)]-\(gap)-|\(absolute)", superview)
        }
        return nil
    }
}
