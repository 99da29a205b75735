// AppKit code: text fields made as labels or fields, a view's fitting size, a controller's layout hooks. This
// target imports only `AutoLayout`, as a client module would.
import AutoLayout
import Foundation
import Testing

@MainActor
@Suite struct AppKitCodeTests {
    @Test func textFieldsAreMadeAsAppKitMakesThem() {
        let label = NSTextField(labelWithString: "Name:")
        #expect(label.stringValue == "Name:" && !label.isEditable && label.numberOfLines == 1)
        #expect(label.intrinsicContentSize == NSTextField(text: "Name:").intrinsicContentSize)
        let field = NSTextField(string: "")
        field.placeholderString = "Your name"
        field.alignment = .right
        #expect(field.isEditable && field.isBezeled && field.placeholderString == "Your name")
        #expect(field.textAlignment == .right && field.stringValue.isEmpty)
        #expect(NSTextField(wrappingLabelWithString: "A long text").numberOfLines == 0)
    }

    /// A flipped view, as AppKit code declares one, lays out with y from the top.
    final class FlippedView: NSView {
        override var isFlipped: Bool { true }
    }

    @Test func aFlippedViewMeasuresYFromTheTop() {
        let container = FlippedView(frame: NSRect(x: 0, y: 0, width: 200, height: 100)), badge = NSView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)
        NSLayoutConstraint.activate([badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                                     badge.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     badge.widthAnchor.constraint(equalToConstant: 20),
                                     badge.heightAnchor.constraint(equalToConstant: 20)])
        container.layoutSubtreeIfNeeded()
        #expect(container.isFlipped && badge.frame == NSRect(x: 0, y: 10, width: 20, height: 20))
    }

    /// A sidebar's material view holds its content as any view does, with AppKit's defaults.
    @Test func aVisualEffectViewLaysOutItsContent() {
        let sidebar = NSVisualEffectView(frame: NSRect(x: 0, y: 0, width: 200, height: 400))
        let title = NSTextField(labelWithString: "Library")
        title.translatesAutoresizingMaskIntoConstraints = false
        sidebar.addSubview(title)
        NSLayoutConstraint.activate([title.leadingAnchor.constraint(equalTo: sidebar.leadingAnchor, constant: 12),
                                     title.topAnchor.constraint(equalTo: sidebar.topAnchor, constant: 10)])
        sidebar.layoutSubtreeIfNeeded()
        // Only x: AppKit's views measure y from the bottom unless flipped, which this module does not model.
        #expect(title.frame.minX == 12 && title.frame.size == title.intrinsicContentSize)
        #expect(sidebar.material.rawValue == 0 && sidebar.blendingMode == .behindWindow && sidebar.state == .followsWindowActiveState)
        sidebar.material = .sidebar
        #expect(sidebar.material.rawValue == 7 && NSVisualEffectView.Material.underPageBackground.rawValue == 22)
    }

    @Test func theFittingSizeIsTheSmallestTheSubtreeAllows() {
        let view = NSView(), label = NSTextField(labelWithString: "Name:"), field = NSView()
        for subview in [label, field] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            view.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 20),
            field.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            view.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 20),
            field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
        ])
        let labelSize = label.intrinsicContentSize
        #expect(view.fittingSize == CGSize(width: 20 + labelSize.width + 8 + 200 + 20, height: labelSize.height + 40))
    }

    @Test func aControllerHearsAppKitsLayoutHooks() {
        /// Counts the layout hooks it gets, under both names.
        final class Controller: NSViewController {
            var calls: [String] = []
            override func viewWillLayout() { calls.append("willLayout") }
            override func viewDidLayout() { calls.append("didLayout") }
            override func viewDidLayoutSubviews() { calls.append("didLayoutSubviews") }
        }
        let controller = Controller()
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        controller.view.layoutSubtreeIfNeeded()
        #expect(controller.calls == ["willLayout", "didLayoutSubviews", "didLayout"])
    }
}
