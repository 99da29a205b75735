/// What can be styled through an appearance proxy in UIKit (`UIAppearance`): every view conforms, so that
/// extensions written for it (a chainable `style { … }`, say) compile. Appearance proxies themselves
/// (`appearance()`) style drawing, not layout, and are not provided.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

extension View: UIAppearance {}
