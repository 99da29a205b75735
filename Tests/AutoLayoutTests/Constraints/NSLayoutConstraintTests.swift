import Foundation
import Testing
@testable import AutoLayout

@MainActor
@Suite("NSLayoutConstraint")
struct NSLayoutConstraintTests {
    /// `NSLayoutConstraint()` is an empty placeholder, as UIKit's is (Stevia keeps one until it makes a real
    /// constraint): no items, no attributes, not active, and refused with the common-ancestor message if
    /// activated.
    @Test func anEmptyConstraintHasNoItemsAndCannotBeActivated() throws {
        let empty = NSLayoutConstraint()
        #expect(empty.firstItem == nil && empty.secondItem == nil)
        #expect(empty.firstAttribute == .notAnAttribute && empty.secondAttribute == .notAnAttribute)
        #expect(empty.relation == .equal && empty.multiplier == 1 && empty.constant == 0)
        #expect(empty.priority == .required && !empty.isActive)
        let error = #expect(throws: LayoutError.self) { try NSLayoutConstraint.activateChecked([empty]) }
        #expect(error?.message.contains("because they have no common ancestor") == true)
        #expect(!empty.isActive)
    }
}
