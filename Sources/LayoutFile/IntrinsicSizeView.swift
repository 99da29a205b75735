import AutoLayout
import Foundation

/// A plain view from a layout file that declares an intrinsic content size.
final class IntrinsicSizeView: UIView {
    var declaredSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)

    override var intrinsicContentSize: CGSize { declaredSize }
}
