// Tinder's Layout's shape, written here: a protocol of its own named `LayoutItem`, its own `+` and `-` on
// `UILayoutPriority` (clamped to 0…1000, which UIKit leaves to libraries), and a centre offset as a `UIOffset`.
// This target imports only `AutoLayout`, as a client module would.
import AutoLayout
import Testing

/// A library's own item type; the module's must not make this name ambiguous.
@MainActor
private protocol LayoutItem {
    var layoutItemView: UIView { get }
}

extension UIView: LayoutItem {
    var layoutItemView: UIView { self }
}

private extension UILayoutPriority {
    static func + (priority: UILayoutPriority, offset: Float) -> UILayoutPriority {
        UILayoutPriority(min(max(priority.rawValue + offset, 0), 1_000))
    }

    static func - (priority: UILayoutPriority, offset: Float) -> UILayoutPriority {
        priority + -offset
    }
}

@MainActor
private extension UIView {
    func centerConstraints(offset: UIOffset = .zero) -> [NSLayoutConstraint] {
        guard let superview else { return [] }
        return [centerXAnchor.constraint(equalTo: superview.centerXAnchor, constant: offset.horizontal),
                centerYAnchor.constraint(equalTo: superview.centerYAnchor, constant: offset.vertical)]
    }
}

@MainActor
@Suite struct TinderLayoutPatternTests {
    @Test func aLibrarysOwnLayoutItemNameIsFree() {
        let items: [LayoutItem] = [UIView(), UILabel()]
        #expect(items.count == 2 && items[1].layoutItemView is UILabel)
    }

    @Test func aLibrarysOwnPriorityArithmeticWinsOverTheModules() {
        #expect(UILayoutPriority(500) + 501 == .required)
        #expect(UILayoutPriority(500) - 501 == UILayoutPriority(0))
    }

    @Test func aCentreOffsetIsAUIOffset() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), view = UIView()
        superview.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(view.centerConstraints(offset: UIOffset(horizontal: 5, vertical: -10))
            + [view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20)])
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 95, y: 30, width: 20, height: 20))
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
    }
}
