import Foundation

/// An effect a ``UIVisualEffectView`` shows (UIKit's `UIVisualEffect`). Nothing is drawn here: the effect is kept
/// for code that reads it back.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// A blur behind a view (UIKit's `UIBlurEffect`).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur's look, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The first blur styles, of fixed lightness.
        case extraLight = 0, light, dark
        /// tvOS only.
        case extraDark
        /// Light or dark with the interface style.
        case regular, prominent
        /// The materials, light or dark with the interface style.
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        /// The materials, always light.
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        /// The materials, always dark.
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    /// The blur's look (kept internal, as UIKit keeps it private: code that read it would not build on iOS).
    let style: Style

    /// A blur of a style.
    public init(style: Style) {
        self.style = style
    }
}

/// Vibrancy over a blur (UIKit's `UIVibrancyEffect`).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy sits on (internal, as in UIKit).
    let blurEffect: UIBlurEffect

    /// Vibrancy for content over a blur.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
    }
}

/// A view that shows a visual effect behind its ``contentView`` (UIKit's `UIVisualEffectView`). As in UIKit,
/// content goes in the content view, which fills the effect view through its autoresizing mask.
open class UIVisualEffectView: View {
    /// The effect shown, or nil for none.
    open var effect: UIVisualEffect?
    /// The view that holds the content, as large as the effect view.
    public let contentView = View()

    /// An effect view showing an effect.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addContentView()
    }

    /// An effect view with no effect.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContentView()
    }

    /// Archives are not read here; declared as in UIKit.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentView()
    }

    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
