import AutoLayout
import Testing

/// A view that records the appearance it was told of.
@MainActor
private final class StyleRecordingView: UIView {
    var changes: [(previous: UIUserInterfaceStyle?, current: UIUserInterfaceStyle)] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes.append((previousTraitCollection?.userInterfaceStyle, traitCollection.userInterfaceStyle))
    }
}

@MainActor
@Suite("Light and dark appearance")
struct AppearanceTraitTests {
    @Test func windowsAreLightUntilOverridden() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView()
        window.addSubview(view)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(UIView().traitCollection.userInterfaceStyle == .light)
        #expect(UITraitCollection(userInterfaceStyle: .dark).description == "<UITraitCollection: UserInterfaceStyle = Dark>")
    }

    /// `window.overrideUserInterfaceStyle = .dark` makes the whole hierarchy dark at once, and the views are told
    /// at the next layout pass; a subview can override back to light for its own subtree.
    @Test func anOverrideReachesTheSubtreeAndIsToldAtTheNextPass() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let dark = StyleRecordingView(), light = StyleRecordingView(), lightChild = StyleRecordingView()
        window.addSubview(dark)
        window.addSubview(light)
        light.addSubview(lightChild)
        light.overrideUserInterfaceStyle = .light
        window.layoutIfNeeded()
        window.overrideUserInterfaceStyle = .dark
        #expect(dark.traitCollection.userInterfaceStyle == .dark)
        #expect(lightChild.traitCollection.userInterfaceStyle == .light)
        #expect(dark.changes.isEmpty)
        window.layoutIfNeeded()
        #expect(dark.changes.count == 1 && dark.changes.first?.previous == .light && dark.changes.first?.current == .dark)
        #expect(light.changes.isEmpty && lightChild.changes.isEmpty)
        window.overrideUserInterfaceStyle = .unspecified
        window.layoutIfNeeded()
        #expect(dark.changes.count == 2 && dark.traitCollection.userInterfaceStyle == .light)
    }

    /// A controller's override covers its view and its children's views, and the controller itself.
    @Test func aControllersOverrideCoversItsViewAndChildren() {
        let parent = UIViewController(), child = UIViewController()
        parent.overrideUserInterfaceStyle = .dark
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let subview = UIView()
        child.view.addSubview(subview)
        #expect(parent.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(subview.traitCollection.userInterfaceStyle == .dark)
        let unloaded = UIViewController()
        unloaded.overrideUserInterfaceStyle = .dark
        #expect(unloaded.traitCollection.userInterfaceStyle == .dark && !unloaded.isViewLoaded)
    }

    /// Dynamic colours resolve with the traits they are given; `systemBackground` and `label` swap in the dark.
    @Test func dynamicColoursResolveForTheAppearance() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: light) == .white)
        #expect(UIColor.label.resolvedColor(with: dark) == .white)
        let accent = UIColor { $0.userInterfaceStyle == .dark ? .orange : .blue }
        #expect(accent.resolvedColor(with: dark) == .orange && accent.resolvedColor(with: light) == .blue)
        #expect(accent == accent && accent != .blue && UIColor.red.resolvedColor(with: dark) == .red)
        let view = UIView()
        view.overrideUserInterfaceStyle = .dark
        #expect(accent.resolvedColor(with: view.traitCollection) == .orange)
    }

    @Test func collectionsCombineAndCompareAppearances() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let both = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), dark])
        #expect(both.userInterfaceStyle == .dark && both.horizontalSizeClass == .compact)
        #expect(both.containsTraits(in: dark) && !both.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(both.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!both.hasDifferentColorAppearance(comparedTo: dark))
        #expect(both.isEqual(UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .compact)])))
    }
}
