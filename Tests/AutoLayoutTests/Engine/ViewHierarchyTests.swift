import Foundation
import Testing
@testable import AutoLayout

@Suite("View hierarchy")
struct ViewHierarchyTests {
    @Test func addingASubviewSetsBothSides() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.superview === parent)
        #expect(parent.subviews.count == 1)
    }
}
