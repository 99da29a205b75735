// View code styles layers: rounded corners, borders, shadows, colours through `cgColor`. This target imports only
// `AutoLayout`, as a client module would.
import AutoLayout
import Foundation
import Testing

@MainActor
@Suite struct LayerAppearanceTests {
    @Test func aLayerKeepsItsStylingWithCoreAnimationsDefaults() {
        let view = UIView()
        #expect(view.layer.cornerRadius == 0 && view.layer.borderWidth == 0 && view.layer.shadowOpacity == 0)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3) && view.layer.shadowRadius == 3)
        #expect(view.layer.maskedCorners.contains([.layerMinXMinYCorner, .layerMaxXMaxYCorner]))
        view.layer.cornerRadius = 8
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.red.cgColor
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        #expect(view.layer.cornerRadius == 8 && view.layer.borderColor == UIColor.red.cgColor)
        #expect(view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }

    @Test func clippingAndTheBackgroundAreTheViews() {
        let view = UIView()
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.backgroundColor = .blue
        #expect(view.layer.backgroundColor == UIColor.blue.cgColor)
        view.layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        #expect(view.backgroundColor == UIColor(white: 0.5, alpha: 1))
    }

    @Test func aColourGoesToCoreGraphicsAndBack() {
        let colour = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(colour.cgColor.components == [0.2, 0.4, 0.6, 0.8])
        #expect(UIColor(cgColor: colour.cgColor) == colour)
        #expect(colour.cgColor.copy(alpha: 1)?.alpha == 1)
        #expect(CGColor(gray: 1, alpha: 0.5).numberOfComponents == 2)
    }
}
