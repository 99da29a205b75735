import AutoLayout
import Foundation
import LayoutFile

extension SVGRenderer {
    /// An animated SVG (SMIL, played by browsers): the first keyframe's drawing, every box moving through the
    /// keyframes' frames, holding each, and looping back to the first.
    public func render(_ animation: AnimatedLayout) -> String {
        let margin = 16.0, titleHeight = 24.0
        let timeline = SMILTimeline(animation)
        let width = animation.keyframes.map { Double($0.size.width) }.max() ?? 0
        let height = animation.keyframes.map { Double($0.size.height) }.max() ?? 0
        let rects = animation.keyframes.map { frame in
            Dictionary(frame.boxes.map { ($0.name, $0.rect) }, uniquingKeysWith: { first, _ in first })
        }
        let first = animation.keyframes[0]
        var ids = ElementIDs()
        let body = body(first, ids: &ids) { index, element in
            let box = first.boxes[index]
            let rect = { (keyframe: Int) in rects[keyframe][box.name] ?? box.rect }
            let offset: (x: Double, y: Double) = element == .rect ? (0, 0) : (4, 14)
            var attributes: [(String, (CGRect) -> Double)] = [("x", { Double($0.minX) * scale + offset.x }),
                                                             ("y", { Double($0.minY) * scale + offset.y })]
            if element == .rect {
                attributes += [("width", { Double($0.width) * scale }), ("height", { Double($0.height) * scale })]
            }
            return attributes.map { name, value in timeline.animate(name) { number(value(rect($0))) } }.joined()
        }
        let title = animation.keyframes.map(\.title).joined(separator: " → ")
        let totalWidth = width * scale + 2 * margin, totalHeight = height * scale + 2 * margin + titleHeight
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(number(totalWidth))" height="\(number(totalHeight))" viewBox="0 0 \(number(totalWidth)) \(number(totalHeight))">
        <rect width="100%" height="100%" fill="#ffffff"/>
        <g transform="translate(\(number(margin)) \(number(margin + titleHeight)))">
        \(body)<text x="0" y="-8" font-family="sans-serif" font-size="14" fill="#333">\(escape(title))</text>
        </g>
        </svg>

        """
    }
}

/// The SMIL timing of an animation: when each keyframe is reached and held, and how each segment moves.
struct SMILTimeline {
    /// A point of the timeline: the time, and the value there as `progress` of the way between two keyframes.
    struct Point {
        var time: Double
        var from: Int
        var to: Int
        var progress: Double
    }

    private(set) var points: [Point] = []
    /// One spline per segment (`calcMode="spline"`), or none for sampled motion (`calcMode="linear"`).
    private(set) var splines: [String]?
    let total: Double

    /// Samples per transition when the motion is not a cubic Bézier (a spring).
    static let springSamples = 30

    init(_ animation: AnimatedLayout) {
        let count = animation.keyframes.count, hold = animation.hold, duration = animation.duration
        total = Double(count) * (hold + duration)
        var splines: [String] = []
        let spline = animation.curve.timingFunction.map(Self.spline)
        var time = 0.0
        points.append(Point(time: 0, from: 0, to: 0, progress: 0))
        for index in 0..<count {
            let next = (index + 1) % count
            if hold > 0 {
                time += hold
                points.append(Point(time: time, from: index, to: index, progress: 0))
                splines.append("0 0 1 1")
            }
            if let spline {
                time += duration
                points.append(Point(time: time, from: index, to: next, progress: 1))
                splines.append(spline)
            } else {
                for sample in 1...Self.springSamples {
                    let fraction = Double(sample) / Double(Self.springSamples)
                    points.append(Point(time: time + duration * fraction, from: index, to: next,
                                        progress: animation.progress(at: fraction)))
                }
                time += duration
            }
        }
        self.splines = spline == nil ? nil : splines
    }

    /// An `<animate>` element for an attribute whose value at keyframe `k` is `value(k)`; nothing when the value
    /// never changes.
    func animate(_ attribute: String, value: (Int) -> String) -> String {
        let values = points.map { point -> String in
            guard point.progress != 0, point.progress != 1 else { return value(point.progress == 0 ? point.from : point.to) }
            let from = Double(value(point.from)) ?? 0, to = Double(value(point.to)) ?? 0
            return AutoLayoutText.number(from + (to - from) * point.progress, places: 2)
        }
        guard Set(values).count > 1 else { return "" }
        let keyTimes = points.map { AutoLayoutText.number(total > 0 ? $0.time / total : 0, places: 6) }
        var element = "<animate attributeName=\"\(attribute)\" dur=\"\(AutoLayoutText.appleNumber(total))s\" "
            + "repeatCount=\"indefinite\" values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(keyTimes.joined(separator: ";"))\""
        if let splines {
            element += " calcMode=\"spline\" keySplines=\"\(splines.joined(separator: ";"))\""
        }
        return element + "/>"
    }

    private static func spline(_ function: CAMediaTimingFunction) -> String {
        var values: [Float] = [0, 0]
        var points: [String] = []
        for index in 1...2 {
            function.getControlPoint(at: index, values: &values)
            points += values.map { AutoLayoutText.appleNumber(Double($0)) }
        }
        return points.joined(separator: " ")
    }
}
