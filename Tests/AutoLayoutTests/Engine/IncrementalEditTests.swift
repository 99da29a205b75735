import Foundation
import PropertyBased
import Testing
@testable import AutoLayout

/// Edits made one after another to a live hierarchy (views removed and added, constants changed, constraints
/// replaced, arranged views hidden, removed and inserted, the stack respaced and redistributed, labels
/// relabelled, the root resized, with layout
/// passes in between) end at the frames of the same final hierarchy built at once: the incremental paths
/// (constraint lists, batched removals, the solver's deferred removals and rebuilds, a stack's partial rebuilds,
/// system constraints that take new constants) change the speed, never the answer.
@MainActor
@Suite("Incremental edits")
struct IncrementalEditTests {
    /// What the hierarchy should be: a row of labels chained by their leading edges, and a vertical stack.
    struct Model {
        var row: [(text: String, gap: CGFloat, top: CGFloat)] = []
        var stack: [(text: String, hidden: Bool)] = []
        var rootWidth: CGFloat = 4000
        var stackSpacing: CGFloat = 3
        var stackDistribution = UIStackView.Distribution.fill
    }

    /// A hierarchy built from a model, with the handles the edits need.
    @MainActor
    final class Built {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 2000))
        let stack = UIStackView()
        /// A label kept inside the root's trailing edge, short of the last row label's if it can be.
        let tail = UILabel(text: "tail")
        var labels: [UILabel] = []
        var leadings: [NSLayoutConstraint] = []

        init(_ model: Model) {
            root.frame.size.width = model.rootWidth
            stack.axis = .vertical
            stack.spacing = model.stackSpacing
            stack.distribution = model.stackDistribution
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                         stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                                         stack.widthAnchor.constraint(equalToConstant: 200)])
            for entry in model.stack {
                let label = UILabel(text: entry.text)
                label.isHidden = entry.hidden
                stack.addArrangedSubview(label)
            }
            for entry in model.row { append(entry.text, gap: entry.gap, top: entry.top) }
            tail.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(tail)
            let nearEnd = tail.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -600)
            nearEnd.priority = .defaultLow
            NSLayoutConstraint.activate([nearEnd, tail.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
                                         tail.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 3000),
                                         tail.topAnchor.constraint(equalTo: root.topAnchor, constant: 300)])
        }

        func append(_ text: String, gap: CGFloat, top: CGFloat) {
            let label = UILabel(text: text)
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            let leading = label.leadingAnchor.constraint(equalTo: labels.last?.trailingAnchor ?? root.leadingAnchor, constant: gap)
            NSLayoutConstraint.activate([leading, label.topAnchor.constraint(equalTo: root.topAnchor, constant: top)])
            labels.append(label)
            leadings.append(leading)
        }

        /// Every view's frame in the root, by text, after a layout pass.
        func frames() -> [String: CGRect] {
            root.layoutIfNeeded()
            var frames: [String: CGRect] = [:]
            for label in labels { frames[label.text!] = label.convert(label.bounds, to: root) }
            for case let label as UILabel in stack.arrangedSubviews { frames[label.text!] = label.convert(label.bounds, to: root) }
            frames[tail.text!] = tail.frame
            return frames
        }
    }

    @Test(arguments: 0..<12)
    func editsEndAtTheFramesOfTheSameHierarchyBuiltAtOnce(seed: Int) {
        var random = Xoshiro(seed: (UInt64(seed), 1, 2, 3))
        var model = Model()
        var serial = 0
        func text() -> String { serial += 1; return "L\(serial)" + String(repeating: "w", count: serial % 7) }
        for _ in 0..<40 { model.row.append((text(), CGFloat(Int.random(in: 0...12, using: &random)), CGFloat(Int.random(in: 0...50, using: &random)))) }
        for _ in 0..<30 { model.stack.append((text(), false)) }
        let live = Built(model)
        _ = live.frames()
        for _ in 0..<150 {
            switch Int.random(in: 0..<11, using: &random) {
            case 0 where live.labels.count > 2:
                // A row label leaves; the next one is tied to the one before, as the app would.
                let index = Int.random(in: 0..<live.labels.count - 1, using: &random)
                live.labels[index].removeFromSuperview()
                live.labels.remove(at: index)
                live.leadings.remove(at: index)
                model.row.remove(at: index)
                let next = live.labels[index]
                let leading = next.leadingAnchor.constraint(equalTo: index > 0 ? live.labels[index - 1].trailingAnchor : live.root.leadingAnchor,
                                                            constant: model.row[index].gap)
                leading.isActive = true
                live.leadings[index] = leading
            case 1:
                let gap = CGFloat(Int.random(in: 0...12, using: &random))
                live.append(text(), gap: gap, top: 7)
                model.row.append((live.labels.last!.text!, gap, 7))
            case 2:
                let index = Int.random(in: 0..<live.labels.count, using: &random)
                model.row[index].gap = CGFloat(Int.random(in: 0...12, using: &random))
                live.leadings[index].constant = model.row[index].gap
            case 3:
                // A leading constraint replaced by a new, equal one.
                let index = Int.random(in: 0..<live.labels.count, using: &random)
                live.leadings[index].isActive = false
                let anchor = index > 0 ? live.labels[index - 1].trailingAnchor : live.root.leadingAnchor
                live.leadings[index] = live.labels[index].leadingAnchor.constraint(equalTo: anchor, constant: model.row[index].gap)
                live.leadings[index].isActive = true
            case 4 where !model.stack.isEmpty:
                let index = Int.random(in: 0..<model.stack.count, using: &random)
                model.stack[index].hidden.toggle()
                live.stack.arrangedSubviews[index].isHidden = model.stack[index].hidden
            case 7:
                let index = Int.random(in: 0..<live.labels.count, using: &random)
                model.row[index].text = text()
                live.labels[index].text = model.row[index].text
            case 8:
                model.rootWidth = CGFloat(Int.random(in: 3300...4200, using: &random))
                live.root.frame.size.width = model.rootWidth
            case 9:
                // Every gap of the stack takes the new spacing at once.
                model.stackSpacing = CGFloat(Int.random(in: 0...9, using: &random))
                live.stack.spacing = model.stackSpacing
            case 10:
                model.stackDistribution = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
                    .randomElement(using: &random)!
                live.stack.distribution = model.stackDistribution
            case 5 where model.stack.count > 1:
                let index = Int.random(in: 0..<model.stack.count, using: &random)
                live.stack.arrangedSubviews[index].removeFromSuperview()
                model.stack.remove(at: index)
            default:
                let index = Int.random(in: 0...model.stack.count, using: &random)
                let label = UILabel(text: text())
                live.stack.insertArrangedSubview(label, at: index)
                model.stack.insert((label.text!, false), at: index)
            }
            if Bool.random(using: &random) { live.root.layoutIfNeeded() }
        }
        let edited = live.frames(), fresh = Built(model).frames()
        #expect(edited.count == fresh.count)
        for (text, frame) in fresh {
            #expect(edited[text] == frame, "\(text)")
        }
        #expect(live.root.brokenConstraints.isEmpty)
    }
}
