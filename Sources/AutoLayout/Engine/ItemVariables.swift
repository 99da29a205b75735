import Cassowary
import Foundation

/// The four unknowns of a view or guide: its frame, in its superview's (a guide's: its owning view's)
/// coordinates, as in Apple's engine. Constraints between distant views add up the origins in between, so a
/// chain of nested views costs one short row per link however deep it goes.
///
/// A class, so that the frame read from the solver can be kept in it without hashing the item again.
final class ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// When the item joined the engine, so that work over all items happens in a repeatable order.
    let order: Int
    /// The ``LayoutEngine/serial`` of the engine these variables belong to.
    let engineSerial: UInt64
    /// The snapped frame last read from the solver, valid while the solver's revision is ``solvedRevision``: a
    /// layout pass asks for each frame several times (for size floors, to find moved subviews, to place them),
    /// and each read of a value from the solver costs far more than this comparison.
    var solvedFrame = CGRect.zero
    /// The solver revision ``solvedFrame`` was read at; nil before the first read.
    var solvedRevision: UInt64?

    init(_ item: LayoutItem, order: Int, engineSerial: UInt64) {
        self.order = order
        self.engineSerial = engineSerial
        let name = item.layoutDescription
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".Width")
        height = Variable(name + ".Height")
    }
}
