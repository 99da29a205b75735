import Cassowary
import Foundation

/// The four unknowns of a view or guide: its frame, in its superview's (a guide's: its owning view's)
/// coordinates, as in Apple's engine. Constraints between distant views add up the origins in between, so a
/// chain of nested views costs one short row per link however deep it goes.
///
/// A class, so that the frame read from the solver can be kept in it without hashing the item again.
@MainActor
final class ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// The ``LayoutEngine/serial`` of the engine these variables belong to.
    let engineSerial: UInt64
    /// The snapped frame last read from the solver, valid while the solver's revision is ``solvedRevision``: a
    /// layout pass asks for each frame several times (for size floors, to find moved subviews, to place them),
    /// and each read of a value from the solver costs far more than this comparison.
    var solvedFrame = CGRect.zero
    /// The solver revision ``solvedFrame`` was read at; nil before the first read.
    var solvedRevision: UInt64?
    /// The four variables' handles in the engine's solver.
    typealias Handles = (minX: Solver.Handle, minY: Solver.Handle, width: Solver.Handle, height: Solver.Handle)
    /// The four variables' handles in the engine's solver, made at the first read.
    var handles: Handles?
    /// Whether the item has left the engine; its entry in ``ItemsInOrder`` goes at the next read.
    var hasLeft = false

    init(engineSerial: UInt64) {
        self.engineSerial = engineSerial
        // Named for the attribute only: the engine's own messages name the item (its description can change,
        // and building it for every view cost more than the rest of making its variables).
        minX = Variable("minX")
        minY = Variable("minY")
        // Sizes stay zero where the constraints leave them free, as in Apple's engine.
        width = Variable("Width", staysZeroWhenFree: true)
        height = Variable("Height", staysZeroWhenFree: true)
    }
}

extension ItemVariables {
    /// Keeps a frame read from the solver at `revision`, snapped to 1/1024 point so that the solver's rounding
    /// noise never shows (Apple snaps frames to device pixels), and with no `-0`, as UIKit prints frames.
    func keepSolvedFrame(minX: Double, minY: Double, width: Double, height: Double, at revision: UInt64) {
        solvedFrame = CGRect(x: minX.snappedToLayoutGrid, y: minY.snappedToLayoutGrid, width: width.snappedToLayoutGrid,
                             height: height.snappedToLayoutGrid)
        solvedRevision = revision
    }
}

/// The engine's items in the order they joined, listed as they join (sorting them at the first read was a
/// tenth of laying out a new hierarchy's frames), and their variables' handles, four per item in the same
/// order. Handles are made at reads, for the items that joined since: made as an item joins, they would give its
/// variables solver symbols before the constraints that name them do, which changes the solver's choices.
struct ItemsInOrder {
    private(set) var items: [(key: ObjectIdentifier, variables: ItemVariables)] = []
    /// The handles of the first `handles.count / 4` items.
    private(set) var handles: [Solver.Handle] = []
    /// Whether some item has left since the entries were last compacted (see ``ItemVariables/hasLeft``).
    var hasLeavers = false

    /// Adds an item that joined after all the others.
    mutating func append(_ key: ObjectIdentifier, _ variables: ItemVariables) {
        items.append((key, variables))
    }

    /// Makes room for `count` items in all.
    mutating func reserveCapacity(_ count: Int) {
        items.reserveCapacity(count)
    }

    /// Gives the items that have none yet their handles, from `itemHandles`.
    @MainActor mutating func makeHandles(_ itemHandles: (ItemVariables) -> ItemVariables.Handles) {
        guard handles.count < 4 * items.count else { return }
        handles.reserveCapacity(4 * items.count)
        for (_, variables) in items[(handles.count / 4)...] {
            let made = itemHandles(variables)
            // One by one: an array literal per item would be allocated and freed.
            handles.append(made.minX)
            handles.append(made.minY)
            handles.append(made.width)
            handles.append(made.height)
        }
    }

    /// Drops the entries of the items that have left, keeping the order of the others: one pass, where sorting
    /// every item again after each one left made taking views out one at a time, each followed by a layout,
    /// quadratic.
    @MainActor mutating func dropLeavers() {
        guard hasLeavers else { return }
        hasLeavers = false
        let itemsWithHandles = handles.count / 4
        var kept = 0, keptWithHandles = 0
        for index in items.indices where !items[index].variables.hasLeft {
            items[kept] = items[index]
            if index < itemsWithHandles {
                for variable in 0..<4 { handles[4 * kept + variable] = handles[4 * index + variable] }
                keptWithHandles += 1
            }
            kept += 1
        }
        items.removeLast(items.count - kept)
        handles.removeLast(handles.count - 4 * keptWithHandles)
    }
}

extension Double {
    /// The value rounded to the nearest 1/1024 (halves away from zero, as `rounded()` does), with no `-0`.
    ///
    /// Adding and taking away 1.5 × 2⁵² rounds to the nearest integer in two instructions, where `rounded()`
    /// is a call into the C library, made four times for every frame of every layout pass; only an exact half
    /// (which that rounds to even) needs correcting. The trick holds below 2⁵¹; larger values take `rounded()`.
    var snappedToLayoutGrid: Double {
        let scaled = self * 1024
        guard scaled.magnitude < 0x1p51 else { return scaled.rounded() / 1024 + 0 }
        let magic = 0x1.8p52
        var rounded = (scaled + magic) - magic
        if (scaled - rounded).magnitude == 0.5 { rounded = scaled + (scaled < 0 ? -0.5 : 0.5) }
        return rounded / 1024 + 0
    }
}

/// Each item's variables and the frames read from them.
extension LayoutEngine {
    /// The frame of a view in its superview's coordinates (the root keeps its origin): around the alignment
    /// rectangle that the variables place (see ``View/frame(forAlignmentRect:)``).
    func frame(of view: View) -> CGRect {
        let frame = view.frame(forAlignmentRect: solvedFrame(of: variables(for: view)))
        // Every other view of the engine is in the root's subtree, so it has a superview (not read here: reading
        // it retains it, and this runs for every view on every pass).
        return ObjectIdentifier(view) == rootID ? CGRect(origin: view.frame.origin, size: frame.size) : frame
    }

    /// The frame of a guide in its owning view's coordinates.
    func layoutFrame(of guide: UILayoutGuide) -> CGRect {
        solvedFrame(of: variables(for: guide))
    }

    /// An item's solved frame, read from the solver at most once per solver revision.
    private func solvedFrame(of variables: ItemVariables) -> CGRect {
        if variables.solvedRevision != solver.revision { readSolvedFrame(of: variables) }
        return variables.solvedFrame
    }

    /// Reads an item's frame from the solver into ``ItemVariables/solvedFrame``.
    private func readSolvedFrame(of variables: ItemVariables) {
        let handles = self.handles(of: variables)
        variables.keepSolvedFrame(minX: solver.value(of: handles.minX), minY: solver.value(of: handles.minY),
                                  width: solver.value(of: handles.width), height: solver.value(of: handles.height),
                                  at: solver.revision)
    }

    /// Reads every item's frame from the solver in one batch, in the order the items joined, and hands each
    /// item's unsnapped size to `body` (for the size floors). The layout pass reads every frame next.
    func readSolvedFrames(_ body: (_ key: ObjectIdentifier, _ variables: ItemVariables, _ width: Double, _ height: Double) -> Void) {
        let ordered = itemsInOrder()
        let values = solver.values(of: ordered.handles), revision = solver.revision
        for (index, (key, variables)) in ordered.items.enumerated() {
            let minX = values[4 * index], minY = values[4 * index + 1], width = values[4 * index + 2], height = values[4 * index + 3]
            variables.keepSolvedFrame(minX: minX, minY: minY, width: width, height: height, at: revision)
            body(key, variables, width, height)
        }
    }

    /// The items in the order they joined the engine, with the handles of their four variables. Frames read in
    /// this order find most definitions' inputs evaluated already (a row or chain of views is defined link by
    /// link, in the order the views came); in the dictionary's order, reading them made the solver walk back
    /// along the chain again and again.
    private func itemsInOrder() -> ItemsInOrder {
        orderedItems.dropLeavers()
        orderedItems.makeHandles(handles(of:))
        return orderedItems
    }

    /// The handles of an item's variables in the engine's solver, made at the first read.
    private func handles(of variables: ItemVariables) -> ItemVariables.Handles {
        if let handles = variables.handles { return handles }
        let handles = (solver.handle(for: variables.minX), solver.handle(for: variables.minY),
                       solver.handle(for: variables.width), solver.handle(for: variables.height))
        variables.handles = handles
        return handles
    }

    /// A view's variables, through the view's reference to them when they are this engine's: every frame read
    /// of a layout pass comes here, and neither casting the view to a layout item and back nor hashing it is free.
    func variables(for view: View) -> ItemVariables {
        if let cached = view.engineVariables, cached.engineSerial == serial { return cached }
        return storedVariables(for: view, view: view)
    }

    /// An item's variables, made when the item first appears.
    func variables(for item: AutoLayoutItem) -> ItemVariables {
        if let view = item as? View { return variables(for: view) }
        return storedVariables(for: item, view: nil)
    }

    /// An item's variables from the engine's table, made and added when the item first appears. A view also
    /// keeps a reference to the variables of its hierarchy's engine, so that the reads of every pass do not hash it.
    private func storedVariables(for item: AutoLayoutItem, view: View?) -> ItemVariables {
        let key = ObjectIdentifier(item)
        if let variables = items[key] { return variables }
        let variables = ItemVariables(engineSerial: serial)
        items[key] = variables
        orderedItems.append(key, variables)
        // A fitting engine is short-lived and works beside the hierarchy's own engine, whose entry it must not evict.
        if !isFitting { view?.engineVariables = variables }
        if item === root {
            try? solver.add(variables.minX == 0)
            try? solver.add(variables.minY == 0)
        }
        return variables
    }
}
