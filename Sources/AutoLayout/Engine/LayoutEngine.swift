import Cassowary
import Foundation

/// The four unknowns of a view or guide: its frame, in its superview's (a guide's: its owning view's)
/// coordinates, as in Apple's engine. Constraints between distant views add up the origins in between, so a
/// chain of nested views costs one short row per link however deep it goes.
struct ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// When the item joined the engine, so that work over all items happens in a repeatable order.
    let order: Int

    init(_ item: LayoutItem, order: Int) {
        self.order = order
        let name = item.layoutDescription
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".Width")
        height = Variable(name + ".Height")
    }
}

/// A view held without keeping it alive.
struct WeakView {
    weak var view: View?
}

/// One incremental solver for a view hierarchy: it turns installed constraints, intrinsic sizes, autoresizing
/// masks and system guides into solver constraints and keeps them in step with every change.
///
/// Activations wait for the next layout pass (as in UIKit, so that turning off
/// `translatesAutoresizingMaskIntoConstraints` after adding constraints causes no false conflict); constant and
/// priority changes go to the solver at once, touching only what they affect.
final class LayoutEngine {
    /// A constraint's entry in the solver.
    struct Installed {
        let constraint: NSLayoutConstraint
        var solverConstraints: [Constraint]
        var isBroken: Bool
        /// The layout constant the solver constraints were made or last updated with.
        var layoutConstant: Double
    }

    /// The priority a broken required constraint keeps: above anything settable, below required.
    static let brokenPriority = Priority(999.999_99)

    unowned let root: View
    /// Whether this engine computes a fitting size: the root's size is free whatever its autoresizing flag.
    let isFitting: Bool
    let solver = Solver()
    private(set) var items: [ObjectIdentifier: ItemVariables] = [:]
    /// The `size >= 0` constraints added so far, by item: only sizes that came out negative get one.
    private var sizeFloors: [ObjectIdentifier: [Constraint]] = [:]
    private var sizesCheckedRevision: UInt64 = 0
    private var nextItemOrder = 0
    private(set) var installed: [ObjectIdentifier: Installed] = [:]
    private var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var pendingActivations: [NSLayoutConstraint] = []
    /// Views whose system constraints need rebuilding, held weakly so an unsolved hierarchy can still go away.
    private var dirtyViews: [WeakView] = []
    private var dirtyViewIDs: Set<ObjectIdentifier> = []
    private(set) var systemConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    /// Constraints broken to recover from unsatisfiable layouts, in the order they were broken.
    private(set) var brokenConstraints: [NSLayoutConstraint] = []
    var exercises: [ObjectIdentifier: Constraint] = [:]

    init(root: View, isFitting: Bool = false) {
        self.root = root
        self.isFitting = isFitting
        adoptSubtree(of: root)
    }

    // MARK: Hierarchy

    /// Takes in a subtree newly added to the hierarchy: its views and the constraints installed in it.
    func adoptSubtree(of view: View) {
        var constraints: [NSLayoutConstraint] = []
        forEachView(in: view) { subview in
            markDirty(subview)
            constraints += subview.constraints
        }
        // In the order they were activated, so a conflict breaks the constraint that came last, as when adding.
        for constraint in constraints.sorted(by: { $0.installationOrder < $1.installationOrder }) { noteActivation(of: constraint) }
    }

    /// Forgets a subtree that leaves the hierarchy: its constraints, system constraints and variables.
    func releaseSubtree(of view: View) {
        forEachView(in: view) { subview in
            for constraint in subview.constraints { uninstall(constraint) }
            removeSystemConstraints(of: subview)
            forget(subview)
            for guide in subview.layoutGuides {
                removeSystemConstraints(of: guide)
                forget(guide)
            }
        }
        pendingActivations.removeAll { $0.references(subtreeOf: view) }
        dirtyViews.removeAll { $0.view?.isDescendant(of: view) ?? true }
        dirtyViewIDs = Set(dirtyViews.compactMap { $0.view.map(ObjectIdentifier.init) })
    }

    /// Forgets a layout guide its owner no longer has: its system constraints and variables.
    func releaseGuide(_ guide: UILayoutGuide) {
        removeSystemConstraints(of: guide)
        forget(guide)
    }

    /// Visits a view and its descendants, parents first, without recursion.
    func forEachView(in view: View, _ body: (View) -> Void) {
        var stack = [view]
        while let current = stack.popLast() {
            body(current)
            stack.append(contentsOf: current.subviews.reversed())
        }
    }

    // MARK: Change notes

    func noteActivation(of constraint: NSLayoutConstraint) {
        pendingActivations.append(constraint)
    }

    func noteDeactivation(of constraint: NSLayoutConstraint) {
        pendingActivations.removeAll { $0 === constraint }
        uninstall(constraint)
    }

    func noteConstantChange(of constraint: NSLayoutConstraint) {
        guard let entry = installed[ObjectIdentifier(constraint)] else { return }
        guard entry.solverConstraints.count == 1, let current = solver.constant(of: entry.solverConstraints[0]) else {
            reinstall(constraint)
            return
        }
        // The solver's expression is `first − m·second − constant`: its constant moves against the layout one.
        let change = Double(constraint.constant) - entry.layoutConstant
        do {
            try solver.setConstant(current - change, of: entry.solverConstraints[0])
            installed[ObjectIdentifier(constraint)]?.layoutConstant = Double(constraint.constant)
        } catch {
            reinstall(constraint)
        }
    }

    func notePriorityChange(of constraint: NSLayoutConstraint, from oldPriority: UILayoutPriority) {
        guard let entry = installed[ObjectIdentifier(constraint)], !entry.isBroken else { return }
        for solverConstraint in entry.solverConstraints {
            do {
                try solver.setPriority(Priority(Double(constraint.priority.rawValue)), of: solverConstraint)
            } catch {
                reinstall(constraint)
                return
            }
        }
    }

    func noteAutoresizingChange(of view: View) {
        markDirty(view)
        for subview in view.subviews where subview.translatesAutoresizingMaskIntoConstraints { markDirty(subview) }
    }

    func noteIntrinsicSizeChange(of view: View) {
        markDirty(view)
    }

    /// A system guide was added to the view, or an inset its system guides follow (the safe area) changed.
    func noteSystemGuideChange(of view: View) {
        markDirty(view)
    }

    /// Margins, safe area or baselines changed: the view's guides and constraints on its margins are rebuilt.
    func noteGeometryChange(of view: View) {
        markDirty(view)
        reinstallAtNextPass { $0.involves(view) }
    }

    /// A layout direction changed: directional constraints below the view are rebuilt.
    func noteDirectionChange(below view: View) {
        reinstallAtNextPass { constraint in
            (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
                && constraint.container?.isDescendant(of: view) ?? false
        }
    }

    /// Takes out the installed constraints that match and queues them again, in the order they were activated
    /// (so that a conflict breaks the same constraint whatever the dictionary's order).
    private func reinstallAtNextPass(where matches: (NSLayoutConstraint) -> Bool) {
        let affected = installed.values.map(\.constraint).filter(matches).sorted { $0.installationOrder < $1.installationOrder }
        for constraint in affected {
            uninstall(constraint)
            pendingActivations.append(constraint)
        }
    }

    private func markDirty(_ view: View) {
        if dirtyViewIDs.insert(ObjectIdentifier(view)).inserted { dirtyViews.append(WeakView(view: view)) }
    }

    // MARK: Synchronising

    /// Brings the solver up to date with every change noted since the last pass.
    func synchronize() {
        // Installing can note more changes (a scroll view's content guide is made when a constraint first
        // attaches to its content area), so go on until nothing is left.
        while !dirtyViews.isEmpty || !pendingActivations.isEmpty {
            let views = dirtyViews
            dirtyViews = []
            dirtyViewIDs = []
            for view in views.compactMap(\.view) where view.layoutRoot === root { updateSystemConstraints(of: view) }
            let activations = pendingActivations
            pendingActivations = []
            for constraint in activations where constraint.container != nil && installed[ObjectIdentifier(constraint)] == nil {
                install(constraint)
            }
        }
        keepSizesNonNegative()
    }

    /// Widths and heights are never negative, as in Apple's engine. Rather than a `size >= 0` row for every
    /// view (in a deep hierarchy each one expands to the whole chain of sizes above it, which makes nesting
    /// quadratic), a floor is added only to a size that came out negative. The optimum then equals the one
    /// with every floor present: it is optimal for fewer constraints and satisfies them all.
    private func keepSizesNonNegative() {
        guard solver.revision != sizesCheckedRevision else { return }
        defer { sizesCheckedRevision = solver.revision }
        var progress = true
        while progress {
            progress = false
            // In the order the items came, so that which constraint breaks does not depend on hashing.
            let negative = items.flatMap { key, variables in
                [variables.width, variables.height].enumerated()
                    .filter { solver.value(of: $0.element) < -1e-9 && !hasFloor($0.element, key) }
                    .map { (order: 2 * variables.order + $0.offset, key: key, size: $0.element) }
            }.sorted { $0.order < $1.order }
            // Each floor moves the solution, so a size is floored only if it is still negative.
            for entry in negative where solver.value(of: entry.size) < -1e-9 && addFloor(entry.size, for: entry.key) {
                progress = true
            }
        }
    }

    /// Adds `size >= 0`. When required constraints force the size negative, the one of them added last is
    /// broken (and reported) as for any unsatisfiable constraint, then the floor goes in.
    @discardableResult
    private func addFloor(_ size: Variable, for key: ObjectIdentifier) -> Bool {
        let floor = size >= 0
        do {
            try solver.add(floor)
        } catch let .unsatisfiableConstraint(_, conflicts) {
            let culprits = conflicts.compactMap { owners[ObjectIdentifier($0)] }
            guard let latest = culprits.max(by: { $0.installationOrder < $1.installationOrder }) else { return false }
            uninstall(latest)
            installBroken(latest, mutuallyExclusiveWith: culprits.filter { $0 !== latest })
            guard (try? solver.add(floor)) != nil else { return false }
        } catch {
            return false
        }
        sizeFloors[key, default: []].append(floor)
        return true
    }

    private func hasFloor(_ size: Variable, _ key: ObjectIdentifier) -> Bool {
        sizeFloors[key]?.contains { $0.expression.terms.first?.variable === size } ?? false
    }

    /// Forgets an item leaving the hierarchy: its variables and floors.
    private func forget(_ item: LayoutItem) {
        let key = ObjectIdentifier(item)
        items[key] = nil
        for floor in sizeFloors.removeValue(forKey: key) ?? [] { try? solver.remove(floor) }
    }

    /// The frame of a view in its superview's coordinates (the root keeps its origin).
    func frame(of view: View) -> CGRect {
        let frame = solvedFrame(of: view)
        guard view.superview != nil, view !== root else { return CGRect(origin: view.frame.origin, size: frame.size) }
        return frame
    }

    /// The frame of a guide in its owning view's coordinates.
    func layoutFrame(of guide: UILayoutGuide) -> CGRect {
        solvedFrame(of: guide)
    }

    /// An item's solved frame, snapped to 1/1024 point so that the solver's rounding noise never shows (Apple
    /// snaps frames to device pixels), and with no `-0` (adding zero turns it into `0`), as UIKit prints frames.
    private func solvedFrame(of item: LayoutItem) -> CGRect {
        func snapped(_ variable: Variable) -> CGFloat { CGFloat((solver.value(of: variable) * 1024).rounded() / 1024 + 0) }
        let variables = self.variables(for: item)
        return CGRect(x: snapped(variables.minX), y: snapped(variables.minY),
                      width: snapped(variables.width), height: snapped(variables.height))
    }

    // MARK: Variables and expressions

    func variables(for item: LayoutItem) -> ItemVariables {
        let key = ObjectIdentifier(item)
        if let variables = items[key] { return variables }
        let variables = ItemVariables(item, order: nextItemOrder)
        nextItemOrder += 1
        items[key] = variables
        if item === root {
            try? solver.add(variables.minX == 0)
            try? solver.add(variables.minY == 0)
        }
        return variables
    }

    /// An item's origin on one axis in the coordinates of `reference`, one of its ancestors or the item itself:
    /// its own origin plus those of the views in between.
    private func origin(of item: LayoutItem, horizontal: Bool, in reference: View?) -> LinearExpression {
        if item === reference { return LinearExpression(0) }
        func coordinate(_ item: LayoutItem) -> Term {
            let variables = self.variables(for: item)
            return Term(horizontal ? variables.minX : variables.minY)
        }
        var terms = [coordinate(item)]
        var parent = item.layoutSuperitem
        while let view = parent, view !== reference {
            terms.append(coordinate(view))
            parent = view.superview
        }
        return LinearExpression(terms)
    }

    /// The linear expression of an attribute in the coordinates of `reference`. In a
    /// mirrored (right-to-left) constraint the horizontal axis is measured from the reference's right edge
    /// toward the left, so leading is the right edge and the layout is the mirror image of the left-to-right one.
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, mirrored: Bool, in reference: View?) -> LinearExpression {
        let v = variables(for: item)
        let margins = item.layoutView?.layoutMargins ?? .zero
        lazy var left = origin(of: item, horizontal: true, in: reference)
        lazy var top = origin(of: item, horizontal: false, in: reference)
        let width = LinearExpression(v.width), height = LinearExpression(v.height)
        let x: LinearExpression
        switch attribute {
        case .width: return width
        case .height: return height
        case .top: return top
        case .bottom: return top + height
        case .centerY: return top + 0.5 * height
        case .topMargin: return top + Double(margins.top)
        case .bottomMargin: return top + height - Double(margins.bottom)
        case .centerYWithinMargins: return top + Double(margins.top) + 0.5 * (height - Double(margins.top + margins.bottom))
        case .firstBaseline:
            guard let offset = item.layoutView?.firstBaselineOffsetFromTop else { return top + height }
            return top + Double(offset)
        case .lastBaseline: return top + height - Double(item.layoutView?.lastBaselineOffsetFromBottom ?? 0)
        case .left: x = left
        case .right: x = left + width
        case .centerX: x = left + 0.5 * width
        case .leftMargin: x = left + Double(margins.left)
        case .rightMargin: x = left + width - Double(margins.right)
        case .centerXWithinMargins: x = left + Double(margins.left) + 0.5 * (width - Double(margins.left + margins.right))
        case .leading: x = mirrored ? left + width : left
        case .trailing: x = mirrored ? left : left + width
        case .leadingMargin: x = mirrored ? left + width - Double(margins.right) : left + Double(margins.left)
        case .trailingMargin: x = mirrored ? left + Double(margins.left) : left + width - Double(margins.right)
        case .notAnAttribute: return LinearExpression(0)
        }
        guard mirrored else { return x }
        return reference.map { LinearExpression(variables(for: $0).width) - x } ?? -x
    }

    /// The solver constraints that stand for a layout constraint.
    private func solverConstraints(for constraint: NSLayoutConstraint) -> [Constraint] {
        if let content = constraint as? NSContentSizeLayoutConstraint {
            let size = expression(content.firstLayoutItem, content.firstAttribute, mirrored: false, in: nil)
            let target = Double(content.constant)
            return [(size <= target).withPriority(Priority(Double(content.huggingPriority.rawValue))),
                    (size >= target).withPriority(Priority(Double(content.compressionResistancePriority.rawValue)))]
        }
        let directional = constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
        let mirrored = directional && constraint.container?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Positions are measured in the items' nearest common ancestor (for one item, the view it sits in), as in
        // Apple's engine: that is why `centerX == 0.5 × superview.centerX` is a quarter of the superview's width.
        let (first, second) = constraint.solvedItems
        let reference = second.map { nearestCommonAncestor(first, $0) } ?? first.layoutSuperitem
        let lhs = expression(first, constraint.firstAttribute, mirrored: mirrored, in: reference)
        var rhs = LinearExpression(Double(constraint.constant))
        if let second {
            rhs = rhs + Double(constraint.multiplier) * expression(second, constraint.secondAttribute, mirrored: mirrored, in: reference)
        }
        let relation: Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return [Constraint(lhs - rhs, relation, priority: Priority(Double(constraint.priority.rawValue)))]
    }

    // MARK: Installing

    private func install(_ constraint: NSLayoutConstraint) {
        // Both items must be in this hierarchy (for a fitting engine: in the fitted subtree).
        guard constraint.references(itemsBelow: root) else { return }
        let converted = solverConstraints(for: constraint)
        do {
            try solver.add(contentsOf: converted)
        } catch let .unsatisfiableConstraint(_, conflicts) {
            installBroken(constraint, mutuallyExclusiveWith: conflicts.compactMap { owners[ObjectIdentifier($0)] })
            return
        } catch {
            LayoutLog.write("Unable to install constraint \(constraint): \(error)")
            return
        }
        record(Installed(constraint: constraint, solverConstraints: converted, isBroken: false, layoutConstant: Double(constraint.constant)))
    }

    /// Installs a constraint that cannot be satisfied with its required parts made just weaker than required,
    /// after Apple's report naming the constraints it conflicts with.
    private func installBroken(_ constraint: NSLayoutConstraint, mutuallyExclusiveWith others: [NSLayoutConstraint]) {
        report(breaking: constraint, mutuallyExclusiveWith: others)
        let weakened = solverConstraints(for: constraint).map { $0.priority.isRequired ? $0.withPriority(LayoutEngine.brokenPriority) : $0 }
        try? solver.add(contentsOf: weakened)
        brokenConstraints.append(constraint)
        record(Installed(constraint: constraint, solverConstraints: weakened, isBroken: true, layoutConstant: Double(constraint.constant)))
    }

    private func record(_ entry: Installed) {
        installed[ObjectIdentifier(entry.constraint)] = entry
        for solverConstraint in entry.solverConstraints { owners[ObjectIdentifier(solverConstraint)] = entry.constraint }
    }

    private func uninstall(_ constraint: NSLayoutConstraint) {
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        for solverConstraint in entry.solverConstraints {
            try? solver.remove(solverConstraint)
            owners[ObjectIdentifier(solverConstraint)] = nil
        }
        brokenConstraints.removeAll { $0 === constraint }
    }

    private func reinstall(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
        install(constraint)
    }

    /// Apple's unsatisfiable-constraints report (reference §6.1), sent to the log.
    private func report(breaking constraint: NSLayoutConstraint, mutuallyExclusiveWith others: [NSLayoutConstraint]) {
        let all = others + [constraint]
        let hasAutoresizing = all.contains { $0 is NSAutoresizingMaskLayoutConstraint }
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if hasAutoresizing {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(all.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append("\(constraint)")
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
            + "may also be helpful.")
        LayoutLog.write(lines.joined(separator: "\n"))
    }

    // MARK: System constraints

    private func removeSystemConstraints(of item: LayoutItem) {
        for constraint in systemConstraints.removeValue(forKey: ObjectIdentifier(item)) ?? [] { uninstall(constraint) }
    }

    /// Installs constraints that belong to no view's list, such as a fitting size's targets.
    func addTemporary(_ constraints: [NSLayoutConstraint], on view: View) {
        installSystem(constraints, for: view)
    }

    private func installSystem(_ constraints: [NSLayoutConstraint], for item: LayoutItem) {
        systemConstraints[ObjectIdentifier(item), default: []].append(contentsOf: constraints)
        for constraint in constraints {
            constraint.container = item.layoutView ?? item.layoutSuperitem
            install(constraint)
        }
    }

    /// Rebuilds the constraints a view gets from its frame, intrinsic size and system guides.
    private func updateSystemConstraints(of view: View) {
        removeSystemConstraints(of: view)
        _ = variables(for: view)
        var made: [NSLayoutConstraint] = []
        if view === root {
            if view.translatesAutoresizingMaskIntoConstraints && !isFitting {
                made += rootSizeConstraints(view)
            }
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
            made += AutoresizingTranslator(view: view, superview: superview).constraints()
        }
        made += contentSizeConstraints(view)
        installSystem(made, for: view)
        for guide in view.layoutGuides {
            removeSystemConstraints(of: guide)
            if let kind = guide.systemKind {
                installSystem(SystemGuideConstraints(guide: guide, owner: view).constraints(for: kind), for: guide)
            }
        }
    }

    private func rootSizeConstraints(_ view: View) -> [NSLayoutConstraint] {
        let width = NSLayoutConstraint(validated: view, .width, .equal, nil, .notAnAttribute, multiplier: 1, constant: view.frame.width)
        width.identifier = "UIView-Encapsulated-Layout-Width"
        let height = NSLayoutConstraint(validated: view, .height, .equal, nil, .notAnAttribute, multiplier: 1, constant: view.frame.height)
        height.identifier = "UIView-Encapsulated-Layout-Height"
        return [width, height]
    }

    private func contentSizeConstraints(_ view: View) -> [NSLayoutConstraint] {
        let size = view.intrinsicContentSize
        var made: [NSLayoutConstraint] = []
        for (axis, attribute, value) in [(LayoutAxis.horizontal, LayoutAttribute.width, size.width), (.vertical, .height, size.height)]
        where value != UIView.noIntrinsicMetric && value.isFinite && value >= 0 {
            made.append(NSContentSizeLayoutConstraint(view: view, attribute: attribute, size: value,
                                                      hugging: view.contentHuggingPriority(for: axis),
                                                      compressionResistance: view.contentCompressionResistancePriority(for: axis)))
        }
        return made
    }

    // MARK: Diagnostics support

    /// The layout constraints whose solver constraints determine an item's variables on an axis.
    func constraintsAffecting(_ item: LayoutItem, axis: LayoutAxis) -> [NSLayoutConstraint] {
        let variables = self.variables(for: item)
        let unknowns = axis == .horizontal ? [variables.minX, variables.width] : [variables.minY, variables.height]
        var seen = Set<ObjectIdentifier>()
        var result: [NSLayoutConstraint] = []
        for unknown in unknowns {
            for solverConstraint in solver.constraintsAffecting(unknown) {
                guard let owner = owners[ObjectIdentifier(solverConstraint)], seen.insert(ObjectIdentifier(owner)).inserted else { continue }
                result.append(owner)
            }
        }
        return result
    }

    /// The variables of an item that can move without making any constraint worse (ambiguous ones).
    func ambiguousVariables(of item: LayoutItem) -> [(name: String, variable: Variable)] {
        ambiguousVariables(of: [item])[0]
    }

    /// The ambiguous variables of several items, tested together: first the structural test for all of them
    /// (before anything changes the tableau, so it is one pass over it), then a floor for each size still in
    /// doubt (so a probe never takes it below zero), then the probes.
    func ambiguousVariables(of items: [LayoutItem]) -> [[(name: String, variable: Variable)]] {
        let unsettled = items.map { item in
            let variables = self.variables(for: item)
            return [("minX", variables.minX, false), ("minY", variables.minY, false),
                    ("Width", variables.width, true), ("Height", variables.height, true)]
                .filter { !solver.isPinned($0.1) }
        }
        for (item, candidates) in zip(items, unsettled) {
            let key = ObjectIdentifier(item)
            for (_, size, isSize) in candidates where isSize && !hasFloor(size, key) { addFloor(size, for: key) }
        }
        return unsettled.map { $0.filter { canMove($0.1) }.map { ($0.0, $0.1) } }
    }

    /// Whether a weak pull moves a variable: another solution is just as good.
    private func canMove(_ variable: Variable) -> Bool {
        let current = solver.value(of: variable)
        for target in [current + 10, current - 10] {
            // Weaker than every priority in use, so it can only pick among the existing optima.
            let probe = (variable == target).withPriority(LayoutEngine.probePriority)
            guard (try? solver.add(probe)) != nil else { continue }
            let moved = abs(solver.value(of: variable) - current) > 1e-6
            try? solver.remove(probe)
            if moved { return true }
        }
        return false
    }

    static let probePriority = Priority(1e-6)
}

extension LayoutEngine {
    /// A weak pull on an ambiguous variable that moves it to another solution (up or down, whichever the
    /// constraints allow), or nil when neither moves it.
    func addExercise(on variable: Variable, by offset: Double) -> NSLayoutConstraint? {
        let current = solver.value(of: variable)
        for target in [current + offset, current - offset] {
            let pull = (variable == target).withPriority(LayoutEngine.probePriority)
            guard (try? solver.add(pull)) != nil else { continue }
            if abs(solver.value(of: variable) - current) > 1e-6 {
                let marker = NSLayoutConstraint(validated: root, .width, .equal, nil, .notAnAttribute, multiplier: 1, constant: 0)
                exercises[ObjectIdentifier(marker)] = pull
                return marker
            }
            try? solver.remove(pull)
        }
        return nil
    }

    func removeExercise(_ marker: NSLayoutConstraint) {
        if let pull = exercises.removeValue(forKey: ObjectIdentifier(marker)) { try? solver.remove(pull) }
    }

    /// A small stable number for a variable, for `{id: N}` in traces.
    func identifier(of variable: Variable) -> Int {
        Int(UInt(bitPattern: ObjectIdentifier(variable)) % 1000)
    }
}
