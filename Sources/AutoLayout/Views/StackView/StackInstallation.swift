import Foundation

/// The constraints and guides a stack has installed on itself for its arrangement, by slot, so that a rebuild
/// removes and adds only what changed (the rest stay in the engine as they are). As in UIKit they are installed
/// on the stack itself, so `stack.constraints` lists them.
@MainActor
struct StackInstallation {
    private(set) var parts: [StackSlot: [NSLayoutConstraint]] = [:]
    private(set) var guides: [UILayoutGuide] = []

    /// The gap guides of an equal-spacing or equal-centering arrangement, by the view whose edge (or centre)
    /// each one's leading edge is pinned to.
    var gapGuidesByLeadingView: [ObjectIdentifier: UILayoutGuide] {
        var guides: [ObjectIdentifier: UILayoutGuide] = [:]
        for constraint in parts[.distribution] ?? [] where constraint.identifier == "UISV-distributing-edge" {
            guard let guide = constraint.firstLayoutItem as? UILayoutGuide, let view = constraint.secondLayoutItem,
                  constraint.firstAttribute == .leading || constraint.firstAttribute == .top else { continue }
            guides[ObjectIdentifier(view)] = guide
        }
        return guides
    }

    /// Puts a whole arrangement in place of the current one.
    mutating func replaceAll(with arrangement: StackArrangement.Result, on stack: View) {
        // Looked up in a set: searching the new guides for each old one was quadratic (an `.equalSpacing` row of
        // 10,000 labels has a guide per gap, and a label inserted at the front took 2.9 s, two thirds of it here).
        let staying = Set(arrangement.guides.lazy.map(ObjectIdentifier.init))
        stack.removeLayoutGuides(guides.filter { !staying.contains(ObjectIdentifier($0)) })
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
    /// those that differ only in their constant or optional priority the new ones; returns the parts' constraints
    /// by slot.
    ///
    /// A changed constant moves the solver's rows in place, where a replaced constraint is taken out and put
    /// back: the gap before a view hidden in a stack of 10,000 went from a twentieth of a second to a change of
    /// one row. A changed optional priority moves only the constraint's errors in the objective: the equal
    /// gaps of `.equalCentering` have one priority per position, which a view inserted at the front shifts.
    private static func install(_ parts: [StackArrangement.Part], replacing replaced: [NSLayoutConstraint],
                                on stack: View) -> [StackSlot: [NSLayoutConstraint]] {
        // A stack's first arrangement replaces nothing: every constraint is added, with no key to match.
        guard !replaced.isEmpty else { return installWhole(parts, replacing: [], on: stack) }
        var current = ConstraintsByKey(replaced) { StackConstraintKey($0) }
        // A slot's constraints are gathered apart and stored once per part, rather than looked up per constraint.
        var installed: [StackSlot: [NSLayoutConstraint]] = [:]
        var unmatched: [(slot: StackSlot, index: Int, constraint: NSLayoutConstraint)] = []
        for (slot, constraints) in parts {
            var kept = installed.removeValue(forKey: slot) ?? []
            for constraint in constraints {
                if let existing = current.take(StackConstraintKey(constraint)) {
                    kept.append(existing)
                } else {
                    unmatched.append((slot, kept.count, constraint))
                    kept.append(constraint)
                }
            }
            installed[slot] = kept
        }
        if unmatched.contains(where: { $0.constraint.identifier == StackArrangement.proportionIdentifier }) {
            return installWhole(parts, replacing: replaced, on: stack)
        }
        var adjustable = ConstraintsByKey(current.remaining) { StackConstraintKey($0, adjustable: true) }
        var added: [NSLayoutConstraint] = [], newConstants: [(constraint: NSLayoutConstraint, constant: CGFloat)] = []
        for (slot, index, constraint) in unmatched {
            if let existing = adjustable.take(StackConstraintKey(constraint, adjustable: true)) {
                if existing.constant != constraint.constant { newConstants.append((existing, constraint.constant)) }
                existing.priority = constraint.priority
                installed[slot]![index] = existing
            } else {
                added.append(constraint)
            }
        }
        NSLayoutConstraint.setConstants(newConstants)
        stack.removeConstraints(adjustable.remaining)
        stack.addConstraints(added)
        return installed
    }

    /// Replaces every constraint, keeping none: what a `.fillProportionally` arrangement whose proportions
    /// changed takes. A view shown, hidden or inserted, a new intrinsic length or a new spacing changes every
    /// view's share of the length, and a new spacing every gap; kept constraints with new constants then moved
    /// the solver's rows once for the gaps and again for the proportions, and a new spacing on a row of 3,000
    /// labels took 3 s (108 s at 10,000). Replaced whole, they leave the solver most of its system to rebuild in
    /// one go (see `Solver.replacesMostOfTheSystem`).
    private static func installWhole(_ parts: [StackArrangement.Part], replacing replaced: [NSLayoutConstraint],
                                     on stack: View) -> [StackSlot: [NSLayoutConstraint]] {
        stack.removeConstraints(replaced)
        stack.addConstraints(parts.flatMap(\.constraints))
        return Dictionary(parts.map { ($0.slot, $0.constraints) }, uniquingKeysWith: +)
    }
}

/// Constraints found by key, each taken once: those under one key are chained by position rather than kept
/// in an array per key, since a rebuild matches every constraint of the stack and nearly every key is unique.
@MainActor
private struct ConstraintsByKey {
    private let constraints: [NSLayoutConstraint]
    /// The position of the last constraint not taken under each key.
    private var lastPosition: [StackConstraintKey: Int] = [:]
    /// The position of the constraint before each under the same key, or -1.
    private var previousPosition: [Int]
    private var isTaken: [Bool]

    init(_ constraints: [NSLayoutConstraint], key: (NSLayoutConstraint) -> StackConstraintKey) {
        self.constraints = constraints
        previousPosition = Array(repeating: -1, count: constraints.count)
        isTaken = Array(repeating: false, count: constraints.count)
        lastPosition.reserveCapacity(constraints.count)
        for (position, constraint) in constraints.enumerated() {
            previousPosition[position] = lastPosition.updateValue(position, forKey: key(constraint)) ?? -1
        }
    }

    /// The last constraint not yet taken under `key`, taken.
    mutating func take(_ key: StackConstraintKey) -> NSLayoutConstraint? {
        guard let position = lastPosition[key] else { return nil }
        let previous = previousPosition[position]
        lastPosition[key] = previous < 0 ? nil : previous
        isTaken[position] = true
        return constraints[position]
    }

    /// The constraints not taken, in their order.
    var remaining: [NSLayoutConstraint] {
        var remaining: [NSLayoutConstraint] = []
        for (constraint, taken) in zip(constraints, isTaken) where !taken { remaining.append(constraint) }
        return remaining
    }
}

/// A stack that hears when one of its subviews is shown or hidden, since a hidden view leaves its arrangement,
/// and when one's intrinsic size changes, which a proportional arrangement follows.
protocol ArrangedSubviewObserving: View {
    /// A subview's `isHidden` changed.
    func arrangedSubviewVisibilityChanged(_ view: View)
    /// A subview's intrinsic content size was invalidated.
    func arrangedSubviewIntrinsicSizeChanged(_ view: View)
}
