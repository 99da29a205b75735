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

    /// Takes out what the slots held.
    mutating func remove(_ slots: [StackSlot], on stack: View) {
        stack.removeConstraints(slots.flatMap { parts.removeValue(forKey: $0) ?? [] })
    }

    /// Puts the parts in place of what their slots held.
    mutating func replace(_ replacements: [StackArrangement.Part], on stack: View) {
        let replaced = replacements.flatMap { parts.removeValue(forKey: $0.slot) ?? [] }
        parts.merge(StackInstallation.install(replacements, replacing: replaced, on: stack)) { $0 + $1 }
    }

    /// Installs the parts in place of the constraints they replace, keeping those that are the same and giving
    /// those that differ only in their constant the new one; returns the parts' constraints by slot.
    ///
    /// A changed constant moves the solver's rows in place, where a replaced constraint is taken out and put
    /// back: the gap before a view hidden in a stack of 10,000 went from a twentieth of a second to a change of
    /// one row.
    private static func install(_ parts: [StackArrangement.Part], replacing replaced: [NSLayoutConstraint],
                                on stack: View) -> [StackSlot: [NSLayoutConstraint]] {
        // A stack's first arrangement replaces nothing: every constraint is added, with no key to match.
        guard !replaced.isEmpty else {
            stack.addConstraints(parts.flatMap(\.constraints))
            return Dictionary(parts.map { ($0.slot, $0.constraints) }, uniquingKeysWith: +)
        }
        var current = Dictionary(grouping: replaced, by: { StackConstraintKey($0) })
        var installed: [StackSlot: [NSLayoutConstraint]] = [:], unmatched: [(slot: StackSlot, index: Int)] = []
        for (slot, constraints) in parts {
            for constraint in constraints {
                if let existing = current[StackConstraintKey(constraint)]?.popLast() {
                    installed[slot, default: []].append(existing)
                } else {
                    unmatched.append((slot, installed[slot, default: []].count))
                    installed[slot, default: []].append(constraint)
                }
            }
        }
        var sameButConstant = Dictionary(grouping: current.values.joined(), by: { StackConstraintKey($0, ignoringConstant: true) })
        var added: [NSLayoutConstraint] = []
        for (slot, index) in unmatched {
            let constraint = installed[slot]![index]
            if let existing = sameButConstant[StackConstraintKey(constraint, ignoringConstant: true)]?.popLast() {
                existing.constant = constraint.constant
                installed[slot]![index] = existing
            } else {
                added.append(constraint)
            }
        }
        stack.removeConstraints(sameButConstant.values.flatMap { $0 })
        stack.addConstraints(added)
        return installed
    }
}

/// A stack that hears when one of its subviews is shown or hidden, since a hidden view leaves its arrangement.
protocol ArrangedVisibilityObserving: View {
    /// A subview's `isHidden` changed.
    func arrangedSubviewVisibilityChanged(_ view: View)
}
