import Foundation

/// The layer behind a view, as far as animation goes (Core Animation's `CALayer`): its model values are the
/// view's, and ``presentation()`` tells what is on screen while animations run.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The lifeline of the view this layer backs; nil for a presentation copy.
    private let backedView: Lifeline?
    /// The view this layer backs; nil for a presentation copy.
    private var view: View? { backedView?.view }
    private var storedFrame: CGRect
    private var storedOpacity: Float
    private weak var modelLayer: CALayer?
    /// The animations running on the layer, oldest first.
    var animations: [LayerAnimation] = []

    /// Creates a layer of its own, not backing a view.
    public override init() {
        backedView = nil
        storedFrame = .zero
        storedOpacity = 1
    }

    init(view: View) {
        backedView = view.lifeline
        storedFrame = .zero
        storedOpacity = 1
    }

    private init(presenting model: CALayer, frame: CGRect, opacity: Float) {
        backedView = nil
        storedFrame = frame
        storedOpacity = opacity
        modelLayer = model
    }

    /// The rectangle in the superlayer's coordinates (the view's frame).
    open var frame: CGRect {
        get { view?.frame ?? storedFrame }
        set { if let view { view.frame = newValue } else { storedFrame = newValue } }
    }

    /// The rectangle in the layer's own coordinates.
    open var bounds: CGRect {
        get { view?.bounds ?? CGRect(origin: .zero, size: storedFrame.size) }
        set { frame.size = newValue.size }
    }

    /// The centre of the frame (the anchor point is the centre here).
    open var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    // MARK: Appearance (not read by layout; kept so that UIKit code that styles its layers compiles)

    /// The radius of the rounded corners (0 by default).
    open var cornerRadius: CGFloat = 0
    /// The corners that ``cornerRadius`` rounds: all four by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The width of the border (0 by default).
    open var borderWidth: CGFloat = 0
    /// The colour of the border (opaque black by default).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's colour (opaque black by default).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity, 0 to 1 (0 by default: no shadow).
    open var shadowOpacity: Float = 0
    /// The shadow's offset ((0, -3) by default, as in Core Animation).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius (3 by default).
    open var shadowRadius: CGFloat = 3
    /// The layer's place in front of or behind its siblings (0 by default).
    open var zPosition: CGFloat = 0
    /// A name to find the layer by.
    open var name: String?
    /// Pixels per point of the layer's contents.
    open var contentsScale: CGFloat = 1
    private var storedMasksToBounds = false
    private var storedBackgroundColor: CGColor?

    /// Whether drawing is clipped to the bounds: the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? storedMasksToBounds }
        set { if let view { view.clipsToBounds = newValue } else { storedMasksToBounds = newValue } }
    }

    /// The fill colour: the view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { if let view { view.backgroundColor?.cgColor } else { storedBackgroundColor } }
        set { if let view { view.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { storedBackgroundColor = newValue } }
    }

    /// The opacity, 0 to 1 (the view's alpha).
    open var opacity: Float {
        get { if let view { Float(view.alpha) } else { storedOpacity } }
        set { if let view { view.alpha = CGFloat(newValue) } else { storedOpacity = newValue } }
    }

    /// A copy of the layer with the values shown now: the model values plus what every running animation still
    /// has to travel.
    open func presentation() -> CALayer? {
        if modelLayer != nil { return self }
        var frame = self.frame.animationVector, opacity = Double(self.opacity)
        for animation in animations {
            let remaining = animation.remainingOffset
            switch animation.property {
            case .frame: frame += remaining
            case .opacity: opacity += remaining[0]
            }
        }
        return CALayer(presenting: self, frame: CGRect(animationVector: frame), opacity: Float(opacity))
    }

    /// The layer holding the model values: itself, or for a presentation copy the layer it presents.
    open func model() -> CALayer { modelLayer ?? self }

    /// The keys of the running animations (`"bounds"`, `"position"`, `"opacity"`), as Core Animation names them.
    open func animationKeys() -> [String]? {
        let keys = animations.flatMap { $0.property == .frame ? ["position", "bounds"] : ["opacity"] }
        return keys.isEmpty ? nil : Array(NSOrderedSet(array: keys)) as? [String]
    }

    /// Removes every running animation: the layer shows its model values, and the animations' completions are
    /// told they did not finish.
    open func removeAllAnimations() {
        for animation in animations { animation.timing.timeline.clock.stop(animation) }
    }

    /// Removes the running animation of a key, as Core Animation names it: `"opacity"`, `"position"` (the frame's
    /// centre), `"bounds"` or `"bounds.size"` (its size). The frame is animated as one rectangle here, so taking
    /// out its position or its size keeps the other part moving; an animation left with nothing to move stops,
    /// and its completion is told it did not finish.
    open func removeAnimation(forKey key: String) {
        // Offsets of the frame's centre and size: (x, y, width, height) moved to keep one part and drop the other.
        let keep: (SIMD4<Double>) -> SIMD4<Double>
        switch key {
        case "opacity":
            for animation in animations where animation.property == .opacity {
                animation.timing.timeline.clock.stop(animation)
            }
            return
        case "position": keep = { SIMD4(-$0[2] / 2, -$0[3] / 2, $0[2], $0[3]) }
        case "bounds", "bounds.size": keep = { SIMD4($0[0] + $0[2] / 2, $0[1] + $0[3] / 2, 0, 0) }
        default: return
        }
        for animation in animations where animation.property == .frame {
            animation.offset = keep(animation.offset)
            if animation.offset == .zero { animation.timing.timeline.clock.stop(animation) }
        }
    }

    /// Animates a change of a model value that has just been made, under the current animation transaction.
    func animateChange(of property: LayerAnimation.Property, from old: SIMD4<Double>, to new: SIMD4<Double>,
                       in transaction: AnimationTransaction) {
        var offset = old - new
        if transaction.beginsFromCurrentState {
            offset += animations.filter { $0.property == property }.reduce(.zero) { $0 + $1.remainingOffset }
            for animation in animations where animation.property == property {
                animation.timing.timeline.clock.stop(animation)
            }
        }
        if let joined = animations.last(where: { $0.property == property && $0.group === transaction.group }) {
            joined.offset += offset
        } else {
            animations.append(LayerAnimation(layer: self, property: property, offset: offset,
                                             timing: transaction.timing, group: transaction.group))
        }
    }
}

/// An additive animation of a layer property, as UIKit makes them: the model value changes at once, and the
/// layer shows it plus an offset (old − new) that shrinks to zero along the curve.
final class LayerAnimation: Animation {
    /// The animatable properties of a view's layer.
    enum Property { case frame, opacity }

    private(set) weak var layer: CALayer?
    let property: Property
    var offset: SIMD4<Double>

    init(layer: CALayer, property: Property, offset: SIMD4<Double>, timing: AnimationTiming, group: AnimationGroup) {
        self.layer = layer
        self.property = property
        self.offset = offset
        super.init(timing: timing, group: group)
    }

    /// The part of the offset still to travel now.
    var remainingOffset: SIMD4<Double> {
        offset * (1 - timing.progress(at: timing.timeline.clock.now))
    }

    override func didEnd() {
        detach()
        if timing.timeline.endsAtStart { layer?.move(property, by: offset) }
    }

    override func didStop() { detach() }

    private func detach() { layer?.animations.removeAll(identicalTo: self) }
}

@MainActor
extension CALayer {
    /// Moves a model value by an offset without animating (back to where an animation started, or to where it is
    /// now).
    func move(_ property: LayerAnimation.Property, by offset: SIMD4<Double>) {
        UIView.performWithoutAnimation {
            switch property {
            case .frame: frame = CGRect(animationVector: frame.animationVector + offset)
            case .opacity: opacity = Float(Double(opacity) + offset[0])
            }
        }
    }

    /// Moves the model values of a group's animations to what they show now and removes those animations, telling
    /// their group they did not finish (a property animator stopped where it is).
    func freezeAnimations(of group: AnimationGroup) {
        let frozen = animations.filter { $0.group === group }
        for animation in frozen {
            animation.timing.timeline.clock.stop(animation)
            move(animation.property, by: animation.remainingOffset)
        }
    }
}

/// The corners of a layer that its corner radius rounds (Core Animation's `CACornerMask`).
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top left corner (in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
