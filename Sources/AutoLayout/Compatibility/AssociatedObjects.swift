import Foundation

/// How an associated value is held (the Objective-C runtime's `objc_AssociationPolicy`). Every policy but
/// ``OBJC_ASSOCIATION_ASSIGN`` keeps the value alive; there are no threads to be atomic about here, so the
/// atomic and non-atomic policies behave alike, and copying policies keep the value as given.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Holds the value without keeping it alive (weakly, here, so that it reads as nil once gone); a number or
    /// a string, which Apple's runtime holds as a tagged pointer, reads back.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Keeps the value alive.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Keeps a copy of the value.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Keeps the value alive.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Keeps a copy of the value.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Attaches a value to an object under a key's address, as the Objective-C runtime does; `nil` removes it.
/// UIKit code (layout DSLs among it) keeps per-view state this way, since extensions cannot add stored properties.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    AssociationTable.shared.set(value, policy: policy, for: object as AnyObject, key: key)
}

/// The value attached to an object under a key's address, if any.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationTable.shared.value(for: object as AnyObject, key: key)
}

/// Removes every value attached to an object.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociationTable.shared.removeAll(for: object as AnyObject)
}

/// The values attached to objects. An entry holds its object weakly and is matched by identity, so an object
/// allocated later at a freed one's address never sees the freed one's values; entries of freed objects are
/// dropped as the table grows (so their values outlive them until then, unlike in the Objective-C runtime).
private final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    private final class Entry {
        // Weak, not a view's lifeline (see ``Lifeline``): the table is shared by all threads, and a lifeline is
        // cut without synchronisation on the thread that frees its view.
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
        init(owner: AnyObject) { self.owner = owner }
    }

    private enum Value {
        case strong(Any)
        case weak(WeakBox)
        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var pruneThreshold = 64

    func set(_ value: Any?, policy: objc_AssociationPolicy, for object: AnyObject, key: UnsafeRawPointer) {
        lock.withLock {
            let entry = liveEntry(for: object) ?? makeEntry(for: object)
            entry.values[key] = value.map { AssociationTable.holding($0, policy: policy) }
        }
    }

    /// How a value is held. Under `OBJC_ASSOCIATION_ASSIGN` a class instance is held weakly; a value of a value
    /// type (a number, a string) is kept, since boxed here it has no other owner and would go at once, while
    /// Apple's runtime gets numbers and short strings as tagged pointers that are never freed.
    private static func holding(_ value: Any, policy: objc_AssociationPolicy) -> Value {
        guard policy == .OBJC_ASSOCIATION_ASSIGN, type(of: value) is AnyClass else { return .strong(value) }
        return .weak(WeakBox(value as AnyObject))
    }

    func value(for object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.withLock { liveEntry(for: object)?.values[key]?.value }
    }

    func removeAll(for object: AnyObject) {
        lock.withLock { entries[ObjectIdentifier(object)] = nil }
    }

    private func liveEntry(for object: AnyObject) -> Entry? {
        guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
        return entry
    }

    private func makeEntry(for object: AnyObject) -> Entry {
        if entries.count >= pruneThreshold {
            entries = entries.filter { $0.value.owner != nil }
            pruneThreshold = max(64, entries.count * 2)
        }
        let entry = Entry(owner: object)
        entries[ObjectIdentifier(object)] = entry
        return entry
    }
}
