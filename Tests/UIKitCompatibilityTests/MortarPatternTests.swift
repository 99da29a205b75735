// Mortar's shape, written here: per-view numbers kept in associated objects under the assign policy, which
// Apple's runtime reads back because small numbers are tagged pointers. This target imports only `AutoLayout`,
// as a client module would.
import AutoLayout
import Testing

@MainActor
@Suite struct MortarPatternTests {
    @Test func anAssignedNumberReadsBack() {
        nonisolated(unsafe) var key: UInt8 = 0
        let label = UILabel()
        objc_setAssociatedObject(label, &key, CGFloat(8), .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(label, &key) as? CGFloat == 8)
        objc_setAssociatedObject(label, &key, "spacing", .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(label, &key) as? String == "spacing")
    }

    @Test func anAssignedObjectIsNotKeptAlive() {
        nonisolated(unsafe) var key: UInt8 = 0
        let view = UIView()
        var neighbour: UIView? = UIView()
        objc_setAssociatedObject(view, &key, neighbour, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &key) as? UIView === neighbour)
        neighbour = nil
        #expect(objc_getAssociatedObject(view, &key) == nil)
    }
}
