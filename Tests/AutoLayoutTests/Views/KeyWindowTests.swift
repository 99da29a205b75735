import Foundation
import Testing
@testable import AutoLayout

@MainActor
@Suite("Key window")
struct KeyWindowTests {
    /// A window that notes when it becomes and stops being key.
    final class NotingWindow: UIWindow {
        var notes: [String] = []
        override func becomeKey() { notes.append("became key"); super.becomeKey() }
        override func resignKey() { notes.append("resigned"); super.resignKey() }
    }

    /// One window is key at a time: making another key resigns the first, each hears of it, and the app lists
    /// its windows in the order they were made while they live.
    @Test func makingAWindowKeyResignsTheOneThatWasKey() {
        let first = NotingWindow(), second = NotingWindow()
        first.makeKeyAndVisible()
        first.makeKey()
        second.makeKey()
        #expect(!first.isKeyWindow && second.isKeyWindow)
        #expect(first.notes == ["became key", "resigned"] && second.notes == ["became key"])
        let listed = UIApplication.shared.liveWindows
        #expect(listed.firstIndex { $0 === first }! < listed.firstIndex { $0 === second }!)
        #expect(listed.filter(\.isKeyWindow).count == 1)
    }

    @Test func aWindowThatGoesLeavesTheList() {
        let before = UIApplication.shared.liveWindows.count
        weak var gone: UIWindow?
        do {
            let window = UIWindow()
            window.makeKey()
            gone = window
            #expect(UIApplication.shared.liveWindows.count == before + 1)
        }
        #expect(gone == nil)
        #expect(UIApplication.shared.liveWindows.count == before)
    }
}
