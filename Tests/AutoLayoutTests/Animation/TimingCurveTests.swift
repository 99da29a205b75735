import AutoLayout
import Foundation
import Testing

@MainActor
@Suite struct TimingCurveTests {
    @Test func namedCurvesFollowTheirControlPoints() {
        let curves: [(CAMediaTimingFunctionName, (Double, Double), (Double, Double))] = [
            (.linear, (0, 0), (1, 1)), (.easeIn, (0.42, 0), (1, 1)), (.easeOut, (0, 0), (0.58, 1)),
            (.easeInEaseOut, (0.42, 0), (0.58, 1)), (.default, (0.25, 0.1), (0.25, 1)),
        ]
        for (name, c1, c2) in curves {
            let function = CAMediaTimingFunction(name: name)
            for t in stride(from: 0.0, through: 1.0, by: 0.05) {
                #expect(abs(function.progress(at: t) - bezierProgress(c1, c2, at: t)) < 1e-6, "\(name.rawValue) at \(t)")
            }
        }
    }

    @Test func easeInEaseOutIsSymmetricAndLinearIsIdentity() {
        let ease = CAMediaTimingFunction(name: .easeInEaseOut), linear = CAMediaTimingFunction(name: .linear)
        #expect(abs(ease.progress(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(ease.progress(at: 0.2) + ease.progress(at: 0.8) - 1) < 1e-6)
        #expect(abs(linear.progress(at: 0.37) - 0.37) < 1e-12)
    }

    @Test func controlPointsAreReportedAsGiven() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        var point: [Float] = [0, 0]
        function.getControlPoint(at: 2, values: &point)
        #expect(point == [0.3, 0.4])
        function.getControlPoint(at: 3, values: &point)
        #expect(point == [1, 1])
    }

    @Test func springsSettleByTheirDurationAndUnderdampedOnesOvershoot() {
        let bouncy = SpringCurve(dampingRatio: 0.3, initialVelocity: 0, duration: 1)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map(bouncy.progress(at:))
        #expect(samples.max()! > 1.05)
        #expect(samples.suffix(2).allSatisfy { abs($0 - 1) <= 0.001 })
        let critical = SpringCurve(dampingRatio: 1, initialVelocity: 0, duration: 0.5)
        let criticalSamples = stride(from: 0.0, through: 1.0, by: 0.01).map(critical.progress(at:))
        #expect(zip(criticalSamples, criticalSamples.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
        #expect(abs(critical.progress(at: 0.99) - 1) <= 0.0015)
    }

    @Test func springMotionSolvesTheDampedOscillator() {
        // x'' + 2ζωx' + ω²x = 0 with x(0) = 1, x'(0) = −v: integrate numerically and compare.
        let spring = SpringCurve(dampingRatio: 0.5, initialVelocity: 2, duration: 0.8)
        let omega = spring.naturalFrequency, zeta = 0.5
        var x = 1.0, velocity = -2.0, t = 0.0
        let step = 1e-5
        while t < 0.4 {
            let acceleration = -2 * zeta * omega * velocity - omega * omega * x
            velocity += acceleration * step
            x += velocity * step
            t += step
        }
        #expect(abs((1 - x) - spring.progress(at: t / 0.8)) < 1e-3)
    }
}
