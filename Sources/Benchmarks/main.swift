import ArgumentParser
import Cassowary
import Foundation

/// Times the solver on the scenarios of `shared/bench/scenarios.md` and can export each system for Kiwi.
struct CassowaryBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cassowary-bench",
        abstract: "Times the Cassowary solver on layout-shaped systems (build with -c release).")

    @Option(help: "Comma-separated scenarios: \(Scenario.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scenarios = Scenario.allCases.map(\.rawValue).joined(separator: ",")

    @Option(help: "Comma-separated view counts.")
    var sizes = "100,1000,10000"

    @Option(help: "Runs per figure; the median is printed.")
    var repeats = 5

    @Option(help: "Write each system as JSON for kiwi_replay.py into this folder.")
    var export: String?

    @Option(help: "Also time the layout engine: a row of this many labels, then one constant change and relayout (0 to skip).")
    var relayout = 0

    @Option(help: "Also time a vertical stack view of this many labels: build and layout, then relayout after hiding one (0 to skip).")
    var stack = 0

    @Option(help: "Also time animation: a row of this many views animating a constant change, 60 frames (0 to skip).")
    var animate = 0

    @Option(help: "Also time the layout engine on a tree of about this many nested views, ten per container (0 to skip).")
    var tree = 0

    @Option(help: "Also time the layout engine on a chain of this many views, each inside the previous one (0 to skip).")
    var chain = 0

    @Option(help: "Also time changes to a tenth of a row and of a stack view of this many labels: removing views, replacing constraints, hiding and removing arranged views (0 to skip).")
    var operations = 0

    // Layout runs on the main actor, as in UIKit; the benchmark is run from the main thread (not through an
    // asynchronous main, whose dispatch threads callgrind cannot follow).
    func run() throws {
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor
    private func runOnMainActor() throws {
        for (shape, views) in [(HierarchyBenchmark.Shape.tree, tree), (.chain, chain)] where views > 0 {
            let benchmark = HierarchyBenchmark(shape: shape, views: views)
            let figures = benchmark.run(repeats: repeats)
            print("\(shape)-\(benchmark.viewCount) engine build_and_layout_ms=\(format(figures.build)) "
                + "resident_bytes_per_view=\(Int(figures.bytesPerView)) (median of \(repeats) runs)")
        }
        if operations > 0 {
            let figures = OperationsBenchmark(views: operations).run(repeats: repeats)
            print("operations-\(operations) engine remove_tenth_ms=\(format(figures.removeTenth)) "
                + "replace_tenth_ms=\(format(figures.replaceTenth)) stack_hide_tenth_ms=\(format(figures.hideTenthInStack)) "
                + "stack_remove_tenth_ms=\(format(figures.removeTenthFromStack)) "
                + "equal_stack_respace_ms=\(format(figures.respaceEqualStack)) "
                + "equal_stack_hide_half_ms=\(format(figures.hideHalfOfEqualStack)) "
                + "fill_to_fill_equally_ms=\(format(figures.fillToFillEqually)) "
                + "equal_spacing_insert_front_ms=\(format(figures.insertFrontOfEqualSpacing)) "
                + "equal_centering_insert_front_ms=\(format(figures.insertFrontOfEqualCentering)) "
                + "equal_spacing_hide_tenth_ms=\(format(figures.hideTenthOfEqualSpacing)) "
                + "scroll_step_ms=\(format(figures.scrollStep)) margins_of_every_label_ms=\(format(figures.marginsOfEveryLabel)) "
                + "equal_rows_respace_ms=\(format(figures.respaceEveryEqualRow)) "
                + "equal_rows_hide_one_each_ms=\(format(figures.hideOneInEveryEqualRow)) "
                + "equal_rows_right_to_left_ms=\(format(figures.everyEqualRowRightToLeft)) "
                + "equal_rows_realign_ms=\(format(figures.realignEveryEqualRow)) "
                + "proportional_rows_font_ms=\(format(figures.fontInEveryProportionalRow)) "
                + "equal_rows_move_one_out_ms=\(format(figures.moveOneOutOfEveryEqualRow)) "
                + "(median of \(repeats) runs)")
        }
        if scenarios.isEmpty && relayout == 0 && stack == 0 && animate == 0 { return }
        if animate > 0 {
            let figures = AnimationBenchmark(views: animate).run(repeats: repeats)
            print("animate-\(animate) engine start_ms=\(format(figures.start)) uikit_frame_ms=\(format(figures.uikitFrame)) "
                + "appkit_frame_ms=\(format(figures.appkitFrame)) (median of \(repeats) runs × 60 frames)")
            if scenarios.isEmpty && relayout == 0 && stack == 0 { return }
        }
        if stack > 0 {
            let figures = StackBenchmark(views: stack).run(repeats: repeats)
            print("stack-\(stack) engine build_and_layout_ms=\(format(figures.build)) relayout_after_hiding_one_ms="
                + "\(format(figures.relayoutAfterHiding)) content_sized_build_ms=\(format(figures.contentSizedBuild)) "
                + "leading_aligned_build_ms=\(format(figures.leadingAlignedBuild)) fill_equally_build_ms=\(format(figures.fillEquallyBuild)) "
                + "half_hidden_fill_equally_build_ms=\(format(figures.halfHiddenFillEquallyBuild)) "
                + "proportional_content_sized_build_ms=\(format(figures.proportionalContentSizedBuild)) "
                + "squeezed_equal_spacing_build_ms=\(format(figures.squeezedEqualSpacingBuild)) "
                + "squeezed_equal_spacing_remove_first_ms=\(format(figures.squeezedRemoveFirst)) (median of \(repeats) runs)")
            if scenarios.isEmpty && relayout == 0 { return }
        }
        if relayout > 0 {
            let figures = RelayoutBenchmark(views: relayout).run(repeats: repeats)
            print("relayout-\(relayout) engine build_and_layout_ms=\(format(figures.build)) relayout_after_constant_change_ms="
                + "\(format(figures.relayout)) p99_ms=\(format(figures.relayoutP99)) (median of \(repeats) runs)")
            if scenarios.isEmpty { return }
        }
        for name in scenarios.split(separator: ",") where !name.isEmpty {
            guard let scenario = Scenario(rawValue: String(name)) else {
                throw ValidationError("unknown scenario '\(name)'")
            }
            for size in sizes.split(separator: ",").compactMap({ Int($0) }) {
                let system = scenario.system(size: size)
                if let export {
                    let url = URL(fileURLWithPath: export).appendingPathComponent(system.name + ".json")
                    try JSONEncoder().encode(system).write(to: url)
                }
                let figures = try Measurement(system: system, churn: scenario == .churn, repeats: repeats)
                print(figures.line)
                print("JSON " + figures.json)
            }
        }
    }
}

/// Median figures over several runs of one system.
struct Measurement {
    var name: String
    var constraints: Int
    var addMilliseconds: Double
    var updateMilliseconds: Double
    var editStepMedian: Double?
    var editStepP99: Double?
    var editStepAllValuesMedian: Double?
    var editStepAllValuesWorst: Double?
    /// The worst step reading every value once the slowest ones are timed again (see `retimingSlowestSteps`).
    var editStepAllValuesWorstRetimed: Double?
    var churnMilliseconds: Double?
    var repeats: Int

    init(system: ConstraintSystem, churn: Bool, repeats: Int) throws {
        name = system.name
        constraints = system.constraints.count
        self.repeats = repeats
        var adds: [Double] = [], updates: [Double] = [], churns: [Double] = []
        var steps: [Double] = [], stepsReadingAll: [Double] = []
        var worstRetimed: Double?
        for _ in 0..<repeats {
            let (variables, constraintObjects) = system.instantiate()
            let solver = Solver()
            adds.append(try milliseconds { try solver.add(contentsOf: constraintObjects) })
            if ProcessInfo.processInfo.environment["BENCH_VERBOSE"] != nil {
                print("  after adding: \(solver.statistics), sum of values \(variables.reduce(0.0) { $0 + solver.value(of: $1) })")
            }
            // Handles are the solver's counterpart of Kiwi's variables holding their values: made once (inside the
            // first read's time), then every value is read in one batch, as after Kiwi's `updateVariables()`.
            var handles: [Solver.Handle] = []
            updates.append(milliseconds {
                handles = variables.map(solver.handle(for:))
                Measurement.readAll(handles, solver)
            })
            if let edits = system.edits {
                let variable = variables[edits.variable]
                try solver.addEditVariable(variable, priority: Priority(edits.priority))
                let pivotsBefore = solver.pivotCount
                defer {
                    if ProcessInfo.processInfo.environment["BENCH_VERBOSE"] != nil {
                        print("  pivots during the sweep: \(solver.pivotCount - pivotsBefore), tableau:", solver.statistics)
                    }
                }
                var pivotingSteps: [(Int, Int, Double)] = []
                for (index, value) in edits.values.enumerated() {
                    let before = solver.pivotCount
                    steps.append(try milliseconds {
                        try solver.suggestValue(value, for: variable)
                        blackHole(solver.value(of: variable))
                    } * 1_000)
                    if solver.pivotCount > before { pivotingSteps.append((index, solver.pivotCount - before, steps.last!)) }
                }
                if ProcessInfo.processInfo.environment["BENCH_VERBOSE"] != nil {
                    print("  steps that pivoted: \(pivotingSteps.count), first: \(pivotingSteps.prefix(5)), slowest step us: \(steps.max() ?? 0)")
                }
                // The whole sweep again, reading every value after each step: its worst step (one that pivots)
                // is measured against its median.
                for value in edits.values {
                    stepsReadingAll.append(try milliseconds {
                        try solver.suggestValue(value, for: variable)
                        Measurement.readAll(handles, solver)
                    } * 1_000)
                }
                if ProcessInfo.processInfo.environment["BENCH_VERBOSE"] != nil {
                    let slowest = stepsReadingAll.indices.sorted { stepsReadingAll[$0] > stepsReadingAll[$1] }.prefix(5)
                    print("  slowest steps reading every value (step, us): \(slowest.map { ($0, stepsReadingAll[$0]) })")
                }
                let sweep = Array(stepsReadingAll.suffix(edits.values.count))
                let retimed = try Measurement.retimingSlowestSteps(sweep, values: edits.values) { value in
                    try solver.suggestValue(value, for: variable)
                    Measurement.readAll(handles, solver)
                }
                worstRetimed = max(worstRetimed ?? 0, retimed)
            }
            if churn {
                let changed = stride(from: 0, to: constraintObjects.count, by: 10).map { constraintObjects[$0] }
                var parts: [Double] = []
                churns.append(try milliseconds {
                    parts.append(try milliseconds { for constraint in changed { try solver.remove(constraint) } })
                    parts.append(try milliseconds { try solver.add(contentsOf: changed) })
                    parts.append(milliseconds { Measurement.readAll(handles, solver) })
                })
                if ProcessInfo.processInfo.environment["BENCH_VERBOSE"] != nil {
                    print("  churn: remove \(format(parts[0])) ms, add back \(format(parts[1])) ms, read \(format(parts[2])) ms, \(solver.statistics)")
                }
            }
        }
        addMilliseconds = median(adds)
        updateMilliseconds = median(updates)
        editStepMedian = steps.isEmpty ? nil : median(steps)
        editStepP99 = steps.isEmpty ? nil : percentile(steps, 0.99)
        editStepAllValuesMedian = stepsReadingAll.isEmpty ? nil : median(stepsReadingAll)
        editStepAllValuesWorst = stepsReadingAll.max()
        editStepAllValuesWorstRetimed = worstRetimed
        churnMilliseconds = churns.isEmpty ? nil : median(churns)
    }

    /// The worst of a sweep's steps (microseconds each) once its ten slowest are timed again, each from the
    /// value before it: a step slow for the solver's sake is slow again, one the machine interrupted is not. The
    /// sweep's single worst step on this 2-core machine measures its scheduler (up to 8 ms, at a different step
    /// each run, with no step pivoting), not the solver.
    static func retimingSlowestSteps(_ sweep: [Double], values: [Double], step: (Double) throws -> Void) rethrows -> Double {
        let slowest = sweep.indices.sorted { sweep[$0] > sweep[$1] }
        var worst = slowest.count > 10 ? sweep[slowest[10]] : 0
        for index in slowest.prefix(10) {
            if index > 0 { try step(values[index - 1]) }
            worst = max(worst, try milliseconds { try step(values[index]) } * 1_000)
        }
        return worst
    }

    static func readAll(_ handles: [Solver.Handle], _ solver: Solver) {
        blackHole(solver.values(of: handles).reduce(0, +))
    }

    var line: String {
        var text = "\(name) ours add_ms=\(format(addMilliseconds)) update_ms=\(format(updateMilliseconds))"
        if let editStepMedian, let editStepP99, let editStepAllValuesMedian {
            text += " edit_step_us_median=\(format(editStepMedian)) edit_step_us_p99=\(format(editStepP99))"
            text += " edit_step_all_values_us_median=\(format(editStepAllValuesMedian))"
            text += " edit_step_all_values_us_worst=\(format(editStepAllValuesWorst ?? 0))"
            text += " edit_step_all_values_us_worst_retimed=\(format(editStepAllValuesWorstRetimed ?? 0))"
        }
        if let churnMilliseconds { text += " churn_ms=\(format(churnMilliseconds))" }
        return text + " (median of \(repeats) runs, \(constraints) constraints)"
    }

    var json: String {
        var fields = ["\"name\": \"\(name)\"", "\"solver\": \"ours\"", "\"add_ms\": \(addMilliseconds)",
                      "\"update_ms\": \(updateMilliseconds)", "\"constraints\": \(constraints)", "\"runs\": \(repeats)"]
        if let editStepMedian { fields.append("\"edit_step_us_median\": \(editStepMedian)") }
        if let editStepP99 { fields.append("\"edit_step_us_p99\": \(editStepP99)") }
        if let editStepAllValuesMedian { fields.append("\"edit_step_all_values_us_median\": \(editStepAllValuesMedian)") }
        if let editStepAllValuesWorst { fields.append("\"edit_step_all_values_us_worst\": \(editStepAllValuesWorst)") }
        if let editStepAllValuesWorstRetimed {
            fields.append("\"edit_step_all_values_us_worst_retimed\": \(editStepAllValuesWorstRetimed)")
        }
        if let churnMilliseconds { fields.append("\"churn_ms\": \(churnMilliseconds)") }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15
}

func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
}

func format(_ value: Double) -> String { String(format: "%.3f", value) }

@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

CassowaryBench.main()
