import Foundation

/// The constraints and guides a stack has installed on itself for its arrangement, by slot, so that a rebuild
/// removes and adds only what changed (the rest stay in the engine as they are). As in UIKit they are installed
/// on the stack itself, so `stack.constraints` lists them.
@MainActor
struct StackInstallation {
    private(set) var parts: [StackSlot: [NSLayoutConstraint]] = [:]
    private(set) var guides: [UILayoutGuide] = []

    /// Puts a whole arrangement in place of the current one.
    mutating func replaceAll(with arrangement: StackArrangement.Result, on stack: View) {
        for guide in guides where !arrangement.guides.contains(where: { $0 === guide }) { stack.removeLayoutGuide(guide) }
        for guide in arrangement.guides where guide.owningView !== stack { stack.addLayoutGuide(guide) }
        guides = arrangement.guides
        parts = StackInstallation.install(arrangement.parts, replacing: parts.values.flatMap { $0 }, on: stack)
    }

    /// Puts the parts in place of what their slots held.
    mutating func replace(_ replacements: [StackArrangement.Part], on stack: View) {
        let replaced = replacements.flatMap { parts.removeValue(forKey: $0.slot) ?? [] }
        parts.merge(StackInstallation.install(replacements, replacing: replaced, on: stack)) { $0 + $1 }
    }

    /// Installs the parts in place of the constraints they replace, keeping those that are the same; returns
    /// the parts' constraints by slot.
    private static func install(_ parts: [StackArrangement.Part], replacing replaced: [NSLayoutConstraint],
                                on stack: View) -> [StackSlot: [NSLayoutConstraint]] {
        var current = Dictionary(grouping: replaced, by: StackConstraintKey.init)
        var installed: [StackSlot: [NSLayoutConstraint]] = [:], added: [NSLayoutConstraint] = []
        for (slot, constraints) in parts {
            installed[slot, default: []] += constraints.map { constraint in
                if let existing = current[StackConstraintKey(constraint)]?.popLast() { return existing }
                added.append(constraint)
                return constraint
            }
        }
        stack.removeConstraints(current.values.flatMap { $0 })
        stack.addConstraints(added)
        return installed
    }
}

/// A stack that hears when one of its subviews is shown or hidden, since a hidden view leaves its arrangement.
protocol ArrangedVisibilityObserving: View {
    /// A subview's `isHidden` changed.
    func arrangedSubviewVisibilityChanged(_ view: View)
}
