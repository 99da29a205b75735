import Foundation

#if !canImport(ObjectiveC)
/// How a pointer collection holds and compares its objects (Foundation's `NSPointerFunctions`), which Foundation
/// on Linux lacks; ``NSHashTable`` and ``NSMapTable`` read the memory and personality options.
open class NSPointerFunctions: NSObject {
    /// Memory and personality options, with Foundation's raw values.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Holds objects strongly (the default).
        public static let strongMemory = Options([])
        /// Holds objects weakly: an entry goes when its object does.
        public static let weakMemory = Options(rawValue: 5)
        /// Compares objects with `isEqual(_:)` and hashes them with `hash` (the default).
        public static let objectPersonality = Options([])
        /// Compares and hashes objects by identity.
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        /// Copies objects as they come in; the immutable values it is used with here are kept as they are.
        public static let copyIn = Options(rawValue: 1 << 16)

        /// The memory bits, apart from the personality and copy bits.
        var holdsWeakly: Bool { rawValue & 0xFF == Options.weakMemory.rawValue }
        /// Whether objects compare by identity.
        var comparesIdentity: Bool { rawValue & 0xFF00 == Options.objectPointerPersonality.rawValue }
    }

    /// The options.
    public let options: Options

    /// Functions with these options.
    public init(options: Options) {
        self.options = options
    }
}

/// An object held strongly or weakly by a pointer collection, and compared as its options say.
struct PointerEntry<Object: AnyObject> {
    private weak var weakObject: Object?
    private var strongObject: Object?

    init(_ object: Object, weakly: Bool) {
        if weakly { weakObject = object } else { strongObject = object }
    }

    /// The object, or nil once a weakly held one has gone.
    var object: Object? { strongObject ?? weakObject }

    /// Whether the entry holds `other`: the same object, or with object personality an equal one.
    func holds(_ other: Object, comparingIdentity: Bool) -> Bool {
        guard let object else { return false }
        if object === other { return true }
        guard !comparingIdentity, let object = object as? NSObject, let other = other as? NSObject else { return false }
        return object.isEqual(other)
    }
}

/// Enumerates a snapshot of objects, as Foundation's collections hand out enumerators.
private final class SnapshotEnumerator: NSEnumerator {
    private var remaining: IndexingIterator<[Any]>

    init(_ objects: [Any]) {
        remaining = objects.makeIterator()
    }

    override func nextObject() -> Any? { remaining.next() }
}

/// A set of objects that can hold them weakly and compare them by identity (Foundation's `NSHashTable`), which
/// Foundation on Linux lacks: UIKit code keeps its observers and delegates in `NSHashTable.weakObjects()`.
/// Lookups are linear in the count, as suits the small tables such code keeps.
open class NSHashTable<ObjectType: AnyObject>: NSObject {
    private var entries: [PointerEntry<ObjectType>] = []
    private let options: NSPointerFunctions.Options

    /// A table with memory and personality options.
    public init(options: NSPointerFunctions.Options = [], capacity: Int = 0) {
        self.options = options
        entries.reserveCapacity(capacity)
    }

    /// A table that holds its objects weakly, compared by `isEqual(_:)`.
    public class func weakObjects() -> NSHashTable<ObjectType> {
        NSHashTable(options: .weakMemory)
    }

    /// The entries whose objects are alive, dropping those whose weakly held objects have gone.
    private var liveEntries: [PointerEntry<ObjectType>] {
        entries.removeAll { $0.object == nil }
        return entries
    }

    /// Adds an object, unless the table holds it (or, by `isEqual(_:)`, an equal one) already.
    open func add(_ object: ObjectType?) {
        guard let object, member(object) == nil else { return }
        entries.append(PointerEntry(object, weakly: options.holdsWeakly))
    }

    /// Removes an object (or the one equal to it).
    open func remove(_ object: ObjectType?) {
        guard let object else { return }
        entries.removeAll { $0.object == nil || $0.holds(object, comparingIdentity: options.comparesIdentity) }
    }

    /// The object the table holds that is `object` or equal to it.
    open func member(_ object: ObjectType?) -> ObjectType? {
        guard let object else { return nil }
        return liveEntries.first { $0.holds(object, comparingIdentity: options.comparesIdentity) }?.object
    }

    /// Whether the table holds the object (or one equal to it).
    open func contains(_ anObject: ObjectType?) -> Bool { member(anObject) != nil }

    /// The objects, in the order they came.
    open var allObjects: [ObjectType] { liveEntries.compactMap(\.object) }

    /// One of the objects, if any.
    open var anyObject: ObjectType? { allObjects.first }

    /// How many objects the table holds.
    open var count: Int { liveEntries.count }

    /// Removes every object.
    open func removeAllObjects() { entries.removeAll() }

    /// An enumerator over the objects.
    open func objectEnumerator() -> NSEnumerator { SnapshotEnumerator(allObjects) }
}

/// A dictionary that can hold its keys or objects weakly and compare keys by identity (Foundation's
/// `NSMapTable`), which Foundation on Linux lacks. Lookups are linear in the count, as suits the small tables
/// UIKit code keeps.
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    private var entries: [(key: PointerEntry<KeyType>, object: PointerEntry<ObjectType>)] = []
    private let keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options

    /// A table with memory and personality options for its keys and its objects.
    public init(keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [], capacity: Int = 0) {
        self.keyOptions = keyOptions
        self.valueOptions = valueOptions
        entries.reserveCapacity(capacity)
    }

    /// Keys and objects held strongly.
    public class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable() }
    /// Keys held weakly, objects strongly.
    public class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(keyOptions: .weakMemory) }
    /// Keys held strongly, objects weakly.
    public class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(valueOptions: .weakMemory) }
    /// Keys and objects held weakly.
    public class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
    }

    /// The entries whose key and object are alive, dropping those whose weakly held key or object has gone.
    private var liveEntries: [(key: PointerEntry<KeyType>, object: PointerEntry<ObjectType>)] {
        entries.removeAll { $0.key.object == nil || $0.object.object == nil }
        return entries
    }

    private func index(of key: KeyType) -> Int? {
        liveEntries.firstIndex { $0.key.holds(key, comparingIdentity: keyOptions.comparesIdentity) }
    }

    /// The object for a key.
    open func object(forKey aKey: KeyType?) -> ObjectType? {
        guard let aKey, let index = index(of: aKey) else { return nil }
        return entries[index].object.object
    }

    /// Sets the object for a key; a nil object removes the key.
    open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let aKey else { return }
        guard let anObject else { return removeObject(forKey: aKey) }
        let object = PointerEntry(anObject, weakly: valueOptions.holdsWeakly)
        if let index = index(of: aKey) {
            entries[index].object = object
        } else {
            entries.append((PointerEntry(aKey, weakly: keyOptions.holdsWeakly), object))
        }
    }

    /// Removes a key and its object.
    open func removeObject(forKey aKey: KeyType?) {
        guard let aKey, let index = index(of: aKey) else { return }
        entries.remove(at: index)
    }

    /// Removes every key.
    open func removeAllObjects() { entries.removeAll() }

    /// How many keys the table holds.
    open var count: Int { liveEntries.count }

    /// An enumerator over the keys, in the order they came.
    open func keyEnumerator() -> NSEnumerator { SnapshotEnumerator(liveEntries.compactMap(\.key.object)) }

    /// An enumerator over the objects, in the order of their keys.
    open func objectEnumerator() -> NSEnumerator? { SnapshotEnumerator(liveEntries.compactMap(\.object.object)) }

    /// The table as a dictionary, for keys that are hashable.
    open func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        var dictionary: [AnyHashable: ObjectType] = [:]
        for (key, object) in liveEntries {
            if let key = key.object as? AnyHashable, let object = object.object { dictionary[key] = object }
        }
        return dictionary
    }
}
#endif
