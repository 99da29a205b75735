import Cassowary
import Foundation
import Synchronization

/// One incremental solver for a view hierarchy: it turns installed constraints, intrinsic sizes, autoresizing
/// masks and system guides into solver constraints and keeps them in step with every change.
///
/// Activations wait for the next layout pass (as in UIKit, so that turning off
/// `translatesAutoresizingMaskIntoConstraints` after adding constraints causes no false conflict); constant and
/// priority changes go to the solver at once, touching only what they affect.
@MainActor
final class LayoutEngine {
    /// A constraint's entry in the solver.
    struct Installed {
        let constraint: NSLayoutConstraint
        var solverConstraints: SolverConstraints
        var isBroken: Bool
    }

    /// The priority a broken required constraint keeps: above anything settable, below required.
    static let brokenPriority = Priority(999.999_99)

    unowned let root: View
    /// The root's identity, for the comparisons of every frame read: comparing with `root` itself would retain it
    /// through its unowned reference, a checked retain.
    let rootID: ObjectIdentifier
    /// A number no other engine of this process has, unlike the engine's address, which a later engine may reuse.
    let serial = LayoutEngine.uniqueNumber()
    /// Numbers handed out once each in the process: engines' serials, and the generations of their lists of dirty
    /// views.
    private static let uniqueNumbers = Atomic<UInt64>(0)
    private static func uniqueNumber() -> UInt64 { uniqueNumbers.add(1, ordering: .relaxed).newValue }
    /// Whether this engine computes a fitting size: the root's size is free whatever its autoresizing flag.
    let isFitting: Bool
    let solver = Solver()
    // Read for every item on every layout pass, or changed for every constraint installed, from one thread at a
    // time: no runtime exclusivity checks.
    @exclusivity(unchecked) var items: [ObjectIdentifier: ItemVariables] = [:]
    /// `items` in the order they joined, kept as items join and leave (see ``itemsInOrder()``).
    @exclusivity(unchecked) var orderedItems = ItemsInOrder()
    /// The `size >= 0` constraints added so far, by item: only sizes that came out negative get one.
    @exclusivity(unchecked) var sizeFloors: [ObjectIdentifier: [Constraint]] = [:]
    var sizesCheckedRevision: UInt64 = 0
    /// The entry of every constraint in the solver, in no particular order: removal moves the last into the gap.
    /// A constraint finds its own through ``NSLayoutConstraint/solvingEntryPosition``, with no hashing.
    @exclusivity(unchecked) private(set) var installed: [Installed] = []
    /// A fitting engine's positions in `installed`, by constraint: the constraint's own position belongs to
    /// its hierarchy's engine, which a fitting engine works beside.
    @exclusivity(unchecked) private var fittingPositions: [ObjectIdentifier: Int] = [:]
    /// The layout constraint each installed solver constraint stands for, made when a conflict or a diagnostic
    /// first asks after a change: installing, which happens for every constraint, has no use for it.
    @exclusivity(unchecked) private var ownersCache: [ObjectIdentifier: NSLayoutConstraint]?
    @exclusivity(unchecked) private var pendingActivations = PendingActivations()
    /// Constraints translated during a layout pass, which go to the solver together at its end (see
    /// ``installPending()``); nil outside a pass, when each constraint goes in at once.
    @exclusivity(unchecked) private var pendingInstalls: PendingInstalls?

    /// The constraints of a layout pass, translated, with their solver constraints in one array as they come, so
    /// that the batch is not gathered again at the end; content sizes are kept apart until then and go last.
    ///
    /// UIKit adds a view's content-size constraints at the layout pass, after the constraints activated before
    /// it, and of two optional constraints that conflict at one priority the one already in keeps its place: a
    /// minimum width at the view's hugging priority wins over the hugging.
    @MainActor
    private struct PendingInstalls {
        var entries: [Installed] = []
        var solverConstraints: [Constraint] = []
        private var contentSizes: [Installed] = []

        /// Room for the constraints activated and the usual system constraints of the views to update: a
        /// translated frame's four, or a content size per axis (two solver constraints each). Grown through
        /// copies, the arrays cost more than the constraints' entries themselves.
        init(activations: Int, views: Int) {
            entries.reserveCapacity(activations + 4 * views)
            solverConstraints.reserveCapacity(activations + 4 * views)
            contentSizes.reserveCapacity(2 * views)
        }

        mutating func append(_ entry: consuming Installed) {
            guard entry.constraint.asContentSizeConstraint == nil else { return contentSizes.append(entry) }
            add(entry)
        }

        /// Puts the content sizes after the other constraints.
        mutating func appendContentSizes() {
            // Moved out from the end, in their order: iterating would copy each entry, retaining what it holds.
            contentSizes.reverse()
            while let entry = contentSizes.popLast() { add(entry) }
        }

        private mutating func add(_ entry: consuming Installed) {
            solverConstraints.append(entry.solverConstraints.first)
            if let second = entry.solverConstraints.second { solverConstraints.append(second) }
            entries.append(consume entry)
        }
    }
    /// Views whose system constraints need rebuilding, held by their lifelines so an unsolved hierarchy can
    /// still go away.
    @exclusivity(unchecked) private var dirtyViews: [Lifeline] = []
    /// A number that no other list of dirty views, of this engine or another, has had: the views in the list are
    /// marked with it (``View/dirtyListGeneration``), so that a view goes in once without a set to look it up.
    @exclusivity(unchecked) private var dirtyListGeneration = LayoutEngine.uniqueNumber()
    @exclusivity(unchecked) private(set) var systemConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    /// Constraints broken to recover from unsatisfiable layouts, in the order they were broken.
    private(set) var brokenConstraints: [NSLayoutConstraint] = []
    var exercises: [ObjectIdentifier: Constraint] = [:]

    init(root: View, isFitting: Bool = false) {
        self.root = root
        rootID = ObjectIdentifier(root)
        self.isFitting = isFitting
        adoptSubtree(of: root)
    }

    // MARK: Hierarchy

    /// Takes in a subtree newly added to the hierarchy: its views and the constraints installed in it.
    func adoptSubtree(of view: View) {
        // Keyed by when they were installed, read once each; the keys are distinct.
        var constraints: [(key: Int, value: NSLayoutConstraint)] = []
        var viewCount = 0
        view.forEachViewInSubtree { subview in
            markDirty(subview)
            viewCount += 1
            for constraint in subview.constraints { constraints.append((constraint.installationOrder, constraint)) }
        }
        // Room at once for the variables and system constraints the views will get at the next pass, rather than
        // growing (and rehashing) through every power of two.
        items.reserveCapacity(items.count + viewCount)
        orderedItems.reserveCapacity(orderedItems.items.count + viewCount)
        systemConstraints.reserveCapacity(systemConstraints.count + viewCount)
        // In the order they were activated, so a conflict breaks the constraint that came last, as when adding.
        constraints.sortByKey()
        for (_, constraint) in constraints { pendingActivations.append(constraint) }
    }

    /// Forgets a subtree that leaves the hierarchy: its constraints, system constraints and variables.
    func releaseSubtree(of view: View) {
        view.forEachViewInSubtree { subview in
            if let (pull, _) = subview.exerciseConstraint {
                removeExercise(pull)
                subview.exerciseConstraint = nil
            }
            for constraint in subview.constraints { uninstall(constraint) }
            removeSystemConstraints(of: subview)
            forget(subview)
            for guide in subview.layoutGuides {
                removeSystemConstraints(of: guide)
                forget(guide)
            }
        }
        // Usually empty (views leave between layout passes): nothing to read.
        if !pendingActivations.isEmpty { pendingActivations.removeAll { $0.references(subtreeOf: view) } }
        // The subtree's views stay on the list of views to rebuild: the pass passes over those outside its
        // hierarchy, and rebuilds those that came back. Taking them out read the whole list for every view
        // that left, and moving a view out of each of 4,000 cells took 0.74 s.
    }

    /// Forgets a layout guide its owner no longer has: its system constraints and variables.
    func releaseGuide(_ guide: UILayoutGuide) {
        removeSystemConstraints(of: guide)
        forget(guide)
    }

    // MARK: Change notes

    func noteActivation(of constraint: NSLayoutConstraint) {
        pendingActivations.append(constraint)
    }

    func noteDeactivation(of constraint: NSLayoutConstraint) {
        // An installed constraint is not waiting to be (a pass takes the list before installing, and whatever
        // puts one back on it uninstalls it first).
        if !hasInstalled(constraint) { pendingActivations.remove(constraint) }
        uninstall(constraint)
    }

    /// A constant changed from `oldConstant`: the solver shifts the constraint's row in place, or refuses a
    /// required change and names the constraints it contradicts, and the constraint is broken as at activation.
    func noteConstantChange(of constraint: NSLayoutConstraint, from oldConstant: CGFloat) {
        guard let entry = entry(of: constraint) else { return }
        guard entry.solverConstraints.second == nil else { return reinstall(constraint) }
        // The solver's expression is `first − m·second − constant`: its constant moves against the layout one.
        do {
            try solver.shiftConstant(by: -Double(constraint.constant - oldConstant), of: entry.solverConstraints.first)
        } catch let .unsatisfiableConstraint(_, conflicts) {
            uninstall(constraint)
            installBroken(constraint, mutuallyExclusiveWith: conflicts.compactMap(owner(of:)))
        } catch {
            reinstall(constraint)
        }
    }

    /// Several constants changed, each from its old constant, as ``noteConstantChange(of:from:)`` hears one: the
    /// solver moves them together, which moves a row that many of them reach once (every gap of a stack of
    /// equally wide labels reaches every label). If it refuses them, they are taken one at a time, so that the
    /// ones refused are broken as each alone would be.
    func noteConstantChanges(_ changes: [(constraint: NSLayoutConstraint, oldConstant: CGFloat)]) {
        guard changes.count > 1 else {
            for change in changes { noteConstantChange(of: change.constraint, from: change.oldConstant) }
            return
        }
        var shifts: [(constraint: Constraint, delta: Double)] = [], together: [(constraint: NSLayoutConstraint, oldConstant: CGFloat)] = []
        for change in changes {
            guard let entry = entry(of: change.constraint) else { continue }
            guard entry.solverConstraints.second == nil else {
                reinstall(change.constraint)
                continue
            }
            shifts.append((entry.solverConstraints.first, -Double(change.constraint.constant - change.oldConstant)))
            together.append(change)
        }
        do {
            try solver.shiftConstants(shifts)
        } catch {
            for change in together { noteConstantChange(of: change.constraint, from: change.oldConstant) }
        }
    }

    func notePriorityChange(of constraint: NSLayoutConstraint, from oldPriority: UILayoutPriority) {
        guard let entry = entry(of: constraint), !entry.isBroken else { return }
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

    /// A system guide was added to the view, or something its system guides follow changed (the safe area, a
    /// scroll view's content offset).
    func noteSystemGuideChange(of view: View) {
        markDirty(view)
    }

    /// A label's baselines moved: its system constraints, and the constraints that name it, are rebuilt.
    func noteBaselineChange(of view: View) {
        markDirty(view)
        reinstallAtNextPass(view.referencingConstraints.filter { $0.involves(view) })
    }

    /// A view's margins changed (set, or moved with its safe area): its guides, and the constraints on its own
    /// margin attributes, are rebuilt. They are found among the constraints that name the view: reading every
    /// constraint installed, and rebuilding every one that named the view, made setting the margins of each
    /// cell in a stack of 2,000 take 12.6 s.
    func noteMarginChange(of view: View) {
        markDirty(view)
        reinstallAtNextPass(view.referencingConstraints.filter { constraint in
            constraint.firstItem === view && constraint.firstAttribute.isMargin
                || constraint.secondItem === view && constraint.secondAttribute.isMargin
        })
    }

    /// A layout direction changed: directional constraints below the view are rebuilt. They name views of its
    /// subtree (or their guides), so they are found among the constraints that name those: reading every
    /// constraint installed made turning each of 400 rows of a stack right to left take a second.
    func noteDirectionChange(below view: View) {
        var found = Set<ObjectIdentifier>(), directional: [NSLayoutConstraint] = []
        view.forEachViewInSubtree { subview in
            for constraint in subview.referencingConstraints
            where (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
                && found.insert(ObjectIdentifier(constraint)).inserted
                && constraint.container?.isDescendant(of: view) ?? false {
                directional.append(constraint)
            }
        }
        reinstallAtNextPass(directional)
    }

    /// Takes out those of the constraints that this engine holds and an app made, and queues them again in the
    /// order they were activated (so that a conflict breaks the same constraint whatever the order of the
    /// entries). The system's own (a view's guides, autoresizing, content size) are left to the view's rebuild:
    /// put back as if activated, each would stay in the solver beside its rebuilt replacement, which then
    /// conflicted with it.
    private func reinstallAtNextPass(_ constraints: [NSLayoutConstraint]) {
        let affected = constraints.filter { position(of: $0) != nil && !isSystemConstraint($0) }
            .sorted { $0.installationOrder < $1.installationOrder }
        for constraint in affected {
            uninstall(constraint)
            pendingActivations.append(constraint)
        }
    }

    /// Lists a view whose system constraints need rebuilding, once. A view listed by a fitting engine at the same
    /// time loses the mark of its hierarchy's engine, and may then be listed there twice: rebuilding is idempotent.
    private func markDirty(_ view: View) {
        guard view.dirtyListGeneration != dirtyListGeneration else { return }
        view.dirtyListGeneration = dirtyListGeneration
        dirtyViews.append(view.lifeline)
    }

    /// Gives the list of dirty views a new generation, which no view is marked with yet.
    private func startDirtyList() {
        dirtyListGeneration = LayoutEngine.uniqueNumber()
    }

    // MARK: Synchronising

    /// Whether views or constraints changed since the last ``synchronize()``: a frame set, a constraint activated.
    var hasPendingChanges: Bool { !dirtyViews.isEmpty || !pendingActivations.isEmpty }

    /// Brings the solver up to date with every change noted since the last pass.
    func synchronize() {
        // Installing can note more changes (a scroll view's content guide is made when a constraint first
        // attaches to its content area), so go on until nothing is left.
        while !dirtyViews.isEmpty || !pendingActivations.isEmpty {
            let views = dirtyViews
            dirtyViews = []
            startDirtyList()
            // A fitting engine's views are all below its root, which need not be their hierarchy's root (a cell's
            // content view, fitted inside its cell).
            let activations = pendingActivations.takeAll()
            // Room for them all at once: the solver's tables would otherwise be rehashed time and again as a
            // hierarchy's thousands of constraints go in. A view that is new has four variables.
            solver.reserveCapacity(constraints: activations.count, variables: 4 * views.count)
            pendingInstalls = PendingInstalls(activations: activations.count, views: views.count)
            for view in views.compactMap(\.view) where isFitting || view.layoutRoot === root { updateSystemConstraints(of: view) }
            for case let constraint? in activations where constraint.hasContainer && !hasInstalled(constraint) {
                install(constraint)
            }
            installPending()
        }
        keepSizesNonNegative()
    }

    /// Adds the constraints of a layout pass to the solver in one batch, which it orders for speed (see
    /// `Solver.add(contentsOf:)`), and records them. When the batch is refused, they go in one at a time in the
    /// order they came, so that the constraint broken is the one that conflicts with those before it, as in
    /// UIKit.
    private func installPending() {
        guard var batch = pendingInstalls else { return }
        pendingInstalls = nil
        batch.appendContentSizes()
        do {
            try solver.add(contentsOf: batch.solverConstraints)
        } catch {
            for entry in batch.entries { add(entry) }
            return
        }
        record(moving: &batch.entries)
    }

    /// Forgets an item leaving the hierarchy: its variables and floors.
    private func forget(_ item: AutoLayoutItem) {
        let key = ObjectIdentifier(item)
        if let variables = items.removeValue(forKey: key) {
            variables.hasLeft = true
            orderedItems.hasLeavers = true
        }
        if let view = item as? View, view.engineVariables?.engineSerial == serial { view.engineVariables = nil }
        for floor in sizeFloors.removeValue(forKey: key) ?? [] { try? solver.remove(floor) }
    }

    // MARK: Translating

    /// The translator from layout constraints to solver constraints, over this engine's variables.
    private var translator: ConstraintTranslator { ConstraintTranslator(engine: self) }

    // MARK: Installing

    /// Translates a constraint and adds it to the solver, or to the layout pass's batch.
    private func install(_ constraint: NSLayoutConstraint) {
        // Both items must be in this hierarchy (for a fitting engine: in the fitted subtree).
        guard constraint.references(itemsBelow: root) else { return }
        let items = constraint.solvedItems
        if constraint.mayConstrainContentArea { UIScrollView.noteContentArea(constrainedBy: items) }
        let converted = translator.solverConstraints(for: constraint, between: items)
        if constraint.firstAttribute.isSize && constraint.asContentSizeConstraint == nil {
            floorSizes(boundedFromAboveBy: converted.first, items: items)
        }
        enqueue(Installed(constraint: constraint, solverConstraints: converted, isBroken: false))
    }

    /// Installs a content-size constraint of a view whose system constraints are being rebuilt. Its one item is
    /// the view, whose variables are at hand: none of the checks ``install(_:)`` makes for two items, scroll
    /// views' content areas or size floors applies, and reading the item back from the constraint would cast it.
    private func installContentSize(_ constraint: NSContentSizeLayoutConstraint, of view: View) {
        guard view.isDescendant(of: root) else { return }
        let converted = translator.solverConstraints(forContentSize: constraint, of: variables(for: view))
        enqueue(Installed(constraint: constraint, solverConstraints: converted, isBroken: false))
    }

    /// Adds a translated constraint to the layout pass's batch, moved rather than copied, or to the solver at once
    /// outside a pass.
    private func enqueue(_ entry: consuming Installed) {
        guard pendingInstalls != nil else { return add(entry) }
        // Marked as installed at once, so that a constraint activated twice in a pass goes in once.
        setPosition(LayoutEngine.pendingPosition, of: entry.constraint)
        pendingInstalls!.append(consume entry)
    }

    /// Adds a translated constraint to the solver and records it, or installs it broken when it conflicts.
    private func add(_ entry: Installed) {
        do {
            try solver.add(contentsOf: entry.solverConstraints)
        } catch let .unsatisfiableConstraint(_, conflicts) {
            installBroken(entry.constraint, mutuallyExclusiveWith: conflicts.compactMap(owner(of:)))
            return
        } catch {
            LayoutLog.write("Unable to install constraint \(entry.constraint): \(error)")
            return
        }
        record(entry)
    }

    /// Installs a constraint that cannot be satisfied with its required parts made just weaker than required,
    /// after Apple's report naming the constraints it conflicts with.
    func installBroken(_ constraint: NSLayoutConstraint, mutuallyExclusiveWith others: [NSLayoutConstraint]) {
        LayoutLog.write(LayoutLog.unsatisfiableReport(breaking: constraint, mutuallyExclusiveWith: others))
        let weakened = translator.solverConstraints(for: constraint, between: constraint.solvedItems).replacingEach { $0.priority.isRequired ? $0.withPriority(LayoutEngine.brokenPriority) : $0 }
        try? solver.add(contentsOf: weakened)
        brokenConstraints.append(constraint)
        record(Installed(constraint: constraint, solverConstraints: weakened, isBroken: true))
    }

    /// Whether the constraint is installed, or waits in the layout pass's batch.
    private func hasInstalled(_ constraint: NSLayoutConstraint) -> Bool {
        storedPosition(of: constraint) != nil
    }

    /// The position a constraint waiting in the layout pass's batch has: none in `installed` yet.
    private static let pendingPosition = -1

    /// Where the constraint's entry is in `installed`, if it is installed.
    private func position(of constraint: NSLayoutConstraint) -> Int? {
        storedPosition(of: constraint).flatMap { $0 == LayoutEngine.pendingPosition ? nil : $0 }
    }

    private func storedPosition(of constraint: NSLayoutConstraint) -> Int? {
        if isFitting { return fittingPositions[ObjectIdentifier(constraint)] }
        return constraint.solvingEngineSerial == serial ? constraint.solvingEntryPosition : nil
    }

    private func entry(of constraint: NSLayoutConstraint) -> Installed? {
        position(of: constraint).map { installed[$0] }
    }

    private func record(_ entry: Installed) {
        setPosition(installed.count, of: entry.constraint)
        installed.append(entry)
        ownersCache = nil
    }

    /// Records a batch's entries, taking the array over when nothing is recorded yet: a hierarchy's first pass
    /// installs all its constraints at once, and copying each entry retained its three references.
    private func record(moving entries: inout [Installed]) {
        for index in entries.indices { setPosition(installed.count + index, of: entries[index].constraint) }
        if installed.isEmpty {
            swap(&installed, &entries)
        } else {
            installed.append(contentsOf: entries)
        }
        ownersCache = nil
    }

    private func setPosition(_ position: Int, of constraint: NSLayoutConstraint) {
        if isFitting {
            fittingPositions[ObjectIdentifier(constraint)] = position
        } else {
            constraint.solvingEngineSerial = serial
            constraint.solvingEntryPosition = position
        }
    }

    /// The layout constraint that a solver constraint stands for, if it is installed.
    func owner(of solverConstraint: Constraint) -> NSLayoutConstraint? {
        if ownersCache == nil {
            ownersCache = Dictionary(uniqueKeysWithValues: installed.lazy.flatMap { entry in
                entry.solverConstraints.lazy.map { (ObjectIdentifier($0), entry.constraint) }
            })
        }
        return ownersCache![ObjectIdentifier(solverConstraint)]
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let position = position(of: constraint) else { return }
        let entry = installed[position]
        if isFitting { fittingPositions[ObjectIdentifier(constraint)] = nil } else { constraint.solvingEngineSerial = 0 }
        if position != installed.count - 1 {
            installed.swapAt(position, installed.count - 1)
            setPosition(position, of: installed[position].constraint)
        }
        installed.removeLast()
        for solverConstraint in entry.solverConstraints { try? solver.remove(solverConstraint) }
        ownersCache = nil
        brokenConstraints.removeAll(identicalTo: constraint)
    }

    private func reinstall(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
        install(constraint)
    }

    // MARK: System constraints

    /// Whether a constraint is one the engine made for an item (see ``installSystem(_:for:)``).
    private func isSystemConstraint(_ constraint: NSLayoutConstraint) -> Bool {
        guard let item = constraint.firstItem else { return false }
        return systemConstraints[ObjectIdentifier(item)]?.containsIdentical(constraint) ?? false
    }

    private func removeSystemConstraints(of item: AutoLayoutItem) {
        for constraint in systemConstraints.removeValue(forKey: ObjectIdentifier(item)) ?? [] { uninstall(constraint) }
    }

    /// A frame that moved or an intrinsic size that changed: an item's system constraints stay and take the new
    /// constants, which moves the solver's rows (this engine's: a fitting engine's constraints name views whose
    /// hierarchy has an engine of its own). Taken out and put back, a root's size was eliminated from every row
    /// that depends on it: resizing a root whose 800 labels are kept inside it by inequalities took 34 ms a time,
    /// and scrolling a stack of 4,000 labels, whose width follows the frame layout guide, 6 ms a step.
    private func keepSystemConstraints(_ kept: [NSLayoutConstraint], for item: AutoLayoutItem,
                                       takingConstantsOf made: [NSLayoutConstraint]) {
        systemConstraints[ObjectIdentifier(item)] = kept
        var changes: [(constraint: NSLayoutConstraint, oldConstant: CGFloat)] = []
        for (constraint, new) in zip(kept, made) where constraint.constant != new.constant {
            changes.append((constraint, constraint.constant))
            constraint.setConstantUnobserved(new.constant)
        }
        noteConstantChanges(changes)
    }

    /// Whether two system constraints are the same but for their constants.
    private static func differOnlyInConstant(_ old: NSLayoutConstraint, _ new: NSLayoutConstraint) -> Bool {
        guard type(of: old) == type(of: new), old.identifier == new.identifier, old.firstLayoutItem === new.firstLayoutItem,
              old.secondLayoutItem === new.secondLayoutItem, old.firstAttribute == new.firstAttribute,
              old.secondAttribute == new.secondAttribute, old.relation == new.relation, old.multiplier == new.multiplier,
              old.priority == new.priority else { return false }
        switch (old, new) {
        case let (old as NSContentSizeLayoutConstraint, new as NSContentSizeLayoutConstraint):
            return old.huggingPriority == new.huggingPriority && old.compressionResistancePriority == new.compressionResistancePriority
        case let (old as NSAutoresizingMaskLayoutConstraint, new as NSAutoresizingMaskLayoutConstraint):
            return old.maskDescription == new.maskDescription
        default:
            return true
        }
    }

    /// Installs constraints that belong to no view's list, such as a fitting size's targets.
    func addTemporary(_ constraints: [NSLayoutConstraint], on view: View) {
        installSystem(constraints, for: view)
    }

    private func installSystem(_ constraints: [NSLayoutConstraint], for item: AutoLayoutItem) {
        // Most items have none yet (their old ones were just removed): the array is kept as it is, not copied,
        // and the table hashed once.
        let key = ObjectIdentifier(item)
        if let existing = systemConstraints.updateValue(constraints, forKey: key) {
            systemConstraints[key] = existing + constraints
        }
        let view = item as? View
        for constraint in constraints {
            constraint.container = item.layoutView ?? item.layoutSuperitem
            if let content = constraint.asContentSizeConstraint, let view {
                installContentSize(content, of: view)
            } else {
                install(constraint)
            }
        }
    }

    /// Rebuilds the constraints a view gets from its frame, intrinsic size and system guides.
    private func updateSystemConstraints(of view: View) {
        let old = systemConstraints.removeValue(forKey: ObjectIdentifier(view)) ?? []
        _ = variables(for: view)
        var made: [NSLayoutConstraint] = []
        if view === root {
            if view.translatesAutoresizingMaskIntoConstraints && !isFitting {
                made = ViewSystemConstraints(view: view).encapsulatedSize()
            }
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
            made = AutoresizingTranslator(view: view, superview: superview).constraints()
        }
        ViewSystemConstraints(view: view).appendContentSize(to: &made)
        replaceSystemConstraints(old, of: view, with: made)
        for guide in view.layoutGuides {
            let old = systemConstraints.removeValue(forKey: ObjectIdentifier(guide)) ?? []
            guide.followOwner()
            let made = guide.systemKind.map { SystemGuideConstraints(guide: guide, owner: view).constraints(for: $0) } ?? []
            // A scroll view's guides keep their constraints as it scrolls. The others are rebuilt: kept, the margin
            // guides of a chain of views that preserve their superviews' margins moved constants through folded
            // markers, whose search is linear in their number, and laying out 400 such views took 18 s.
            let scrolls = guide.systemKind == .scrollFrame || guide.systemKind == .scrollContent
            replaceSystemConstraints(old, of: guide, with: made, keepingThoseThatDifferInConstants: scrolls)
        }
    }

    /// Puts an item's new system constraints in place of its old ones, or, when they differ only in their
    /// constants (and `keeps`), gives the old ones the new constants (see
    /// ``keepSystemConstraints(_:for:takingConstantsOf:)``): a frame or content offset that moved.
    private func replaceSystemConstraints(_ old: [NSLayoutConstraint], of item: AutoLayoutItem, with made: [NSLayoutConstraint],
                                          keepingThoseThatDifferInConstants keeps: Bool = true) {
        if keeps && !old.isEmpty && old.count == made.count && zip(old, made).allSatisfy(LayoutEngine.differOnlyInConstant) {
            keepSystemConstraints(old, for: item, takingConstantsOf: made)
        } else {
            for constraint in old { uninstall(constraint) }
            // Most views made for constraints get none: no entry for them in the table of system constraints.
            if !made.isEmpty { installSystem(made, for: item) }
        }
    }
}
