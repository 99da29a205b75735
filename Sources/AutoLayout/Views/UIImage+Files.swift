import Foundation

/// Images read from PNG files, for their size: UIKit's `UIImage(named:)` and `UIImage(contentsOfFile:)`. Only
/// the header is read; an image here has no pixels.
extension UIImage {
    /// The image named `name` in a bundle's resources (the main bundle's by default), nil when there is none,
    /// as in UIKit. `name` may carry its `.png` extension; the file for the main screen's scale
    /// (`icon@2x.png` at scale 2) is preferred, then the others, largest scale first, then the unscaled one.
    /// Its size in points is its size in pixels divided by the scale in its name.
    public init?(named name: String, in bundle: Bundle? = nil) {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let screenScale = Int(UIScreen.main.scale.rounded())
        let scales = [screenScale] + [3, 2].filter { $0 != screenScale } + [1]
        let bundle = bundle ?? .main
        for scale in scales {
            let resource = scale == 1 ? base : "\(base)@\(scale)x"
            if let path = bundle.path(forResource: resource, ofType: "png") {
                self.init(contentsOfFile: path, scale: CGFloat(scale))
                return
            }
        }
        return nil
    }

    /// The image in a PNG file, at the scale its name gives (`@2x`, `@3x`; 1 otherwise); nil when the file
    /// cannot be read or is not a PNG.
    public init?(contentsOfFile path: String) {
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(contentsOfFile: path, scale: scale)
    }

    private init?(contentsOfFile path: String, scale: CGFloat) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), let pixels = UIImage.pixelSize(ofPNGHeader: header) else {
            return nil
        }
        self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale))
    }

    /// The width and height a PNG's first chunk (IHDR) gives, in pixels; nil for anything else.
    static func pixelSize(ofPNGHeader header: Data) -> CGSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](header.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return nil
        }
        func bigEndian(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return CGSize(width: bigEndian(at: 16), height: bigEndian(at: 20))
    }
}
