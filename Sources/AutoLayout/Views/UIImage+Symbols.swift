import Foundation

extension UIImage {
    /// A system symbol image (UIKit's SF Symbols). The symbols' drawings and sizes are Apple's and are not here,
    /// so this is nil, as UIKit's is for a name it does not know: an image view given it has no intrinsic size,
    /// where on iOS it takes the symbol's (about the size of body text), so give such views a size.
    public init?(systemName name: String) {
        return nil
    }
}
