import Foundation
import Testing
@testable import AutoLayout

/// Frames are snapped to 1/1024 point with halves rounded away from zero, as `rounded()` rounds, by a faster
/// route; these check the route against `rounded()` itself.
@MainActor
@Suite("Frame snapping")
struct FrameSnappingTests {
    private func reference(_ value: Double) -> Double { (value * 1024).rounded() / 1024 + 0 }

    private func sameBits(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }

    @Test func exactHalvesRoundAwayFromZero() {
        for steps in -8...8 {
            let half = (Double(steps) + 0.5) / 1024
            #expect(sameBits(half.snappedToLayoutGrid, reference(half)), "\(half)")
        }
        #expect((0.5 / 1024).snappedToLayoutGrid == 1.0 / 1024)
        #expect((-2.5 / 1024).snappedToLayoutGrid == -3.0 / 1024)
    }

    @Test func negativeZeroAndTinyNegativesBecomeZero() {
        #expect(sameBits((-0.0).snappedToLayoutGrid, 0))
        #expect(sameBits((-1e-12).snappedToLayoutGrid, 0))
    }

    @Test func hugeAndNonFiniteValuesPassThrough() {
        for value in [0x1p60, -0x1p60, 0x1p42 + 0.25, Double.greatestFiniteMagnitude, .infinity, -.infinity, .nan] {
            #expect(sameBits(value.snappedToLayoutGrid, reference(value)), "\(value)")
        }
    }

    @Test func randomValuesMatchRounded() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100_000 {
            let magnitude = Double.random(in: -60...60, using: &generator)
            let value = (Bool.random(using: &generator) ? 1 : -1) * Double.random(in: 0..<1, using: &generator) * pow(2, magnitude)
            #expect(sameBits(value.snappedToLayoutGrid, reference(value)), "\(value)")
        }
    }
}

/// The layout pass compares frames inline; the comparison must agree with Foundation's `==`.
@MainActor
@Suite("Frame comparison")
struct FrameComparisonTests {
    @Test func inlineComparisonAgreesWithEquality() {
        let values: [CGFloat] = [0, -0.0, 1, -1, 0.5, .infinity, .nan]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let a = CGRect(x: values.randomElement(using: &generator)!, y: values.randomElement(using: &generator)!,
                           width: values.randomElement(using: &generator)!, height: values.randomElement(using: &generator)!)
            var b = a
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: b.origin.x = values.randomElement(using: &generator)!
            case 1: b.origin.y = values.randomElement(using: &generator)!
            case 2: b.size.width = values.randomElement(using: &generator)!
            case 3: b.size.height = values.randomElement(using: &generator)!
            default: break
            }
            #expect(a.isSame(as: b) == (a == b), "\(a) \(b)")
        }
    }
}
