// UIKit code keeps observers and delegates in weak hash tables, and layout DSLs (Swiftstraints) map names to
// views and metrics in map tables; Foundation on Linux has neither. This target imports only `AutoLayout`, as a
// client module would.
import AutoLayout
import Foundation
import Testing

@MainActor
@Suite struct PointerCollectionTests {
    @Test func aWeakHashTableForgetsObjectsThatGo() {
        let table = NSHashTable<UIView>.weakObjects()
        let kept = UIView()
        table.add(kept)
        do {
            let gone = UIView()
            table.add(gone)
            table.add(gone)
            #expect(table.count == 2)
        }
        #expect(table.count == 1)
        #expect(table.allObjects.first === kept && table.contains(kept))
        table.remove(kept)
        #expect(table.count == 0 && table.anyObject == nil)
    }

    @Test func personalitiesDecideWhatCountsAsTheSameObject() {
        let byValue = NSHashTable<NSString>(options: [])
        byValue.add(NSString(string: "width"))
        byValue.add(NSString(string: "width"))
        #expect(byValue.count == 1)
        let byIdentity = NSHashTable<NSString>(options: [.copyIn, .objectPointerPersonality])
        byIdentity.add(NSString(string: "width"))
        byIdentity.add(NSString(string: "width"))
        #expect(byIdentity.count == 2)
    }

    @Test func aMapTableFindsObjectsByKeyAndDropsWeakValuesThatGo() {
        let views = NSMapTable<NSString, UIView>(keyOptions: .copyIn, valueOptions: .weakMemory)
        let kept = UIView()
        views.setObject(kept, forKey: "kept")
        do {
            let gone = UIView()
            views.setObject(gone, forKey: "gone")
            #expect(views.object(forKey: "gone") === gone)
        }
        #expect(views.count == 1 && views.object(forKey: "gone") == nil)
        #expect(views.object(forKey: NSString(string: "kept")) === kept)
        #expect(views.keyEnumerator().allObjects.compactMap { $0 as? NSString } == ["kept"])
        #expect(views.objectEnumerator()?.allObjects.count == 1)
        views.setObject(nil, forKey: "kept")
        #expect(views.count == 0)
        let metrics = NSMapTable<NSString, NSNumber>.strongToStrongObjects()
        metrics.setObject(NSNumber(value: 8), forKey: "gap")
        metrics.setObject(NSNumber(value: 16), forKey: "gap")
        #expect(metrics.count == 1 && metrics.dictionaryRepresentation()[NSString(string: "gap")]?.intValue == 16)
    }
}
