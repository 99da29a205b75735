import AutoLayout
import Foundation
import Testing

/// `UIImage(named:)` and `UIImage(contentsOfFile:)` read a PNG's size from its header, at the scale its name
/// gives, so that image views size to real images.
@MainActor
@Suite("Images from files")
struct ImageFileTests {
    /// A directory of PNG headers (signature and IHDR chunk) of the given pixel sizes, by file name.
    private func directory(with files: [String: (width: UInt32, height: UInt32)]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, size) in files {
            var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            for value in [size.width, size.height] { bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
            bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
            try Data(bytes).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    @Test func namedImagesPreferTheScreensScaleAndGiveTheirSizeInPoints() throws {
        let directory = try directory(with: ["icon.png": (25, 25), "icon@2x.png": (60, 40), "icon@3x.png": (90, 60),
                                             "logo.png": (120, 44)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = try #require(Bundle(path: directory.path))
        #expect(UIScreen.main.scale == 2)
        #expect(UIImage(named: "icon", in: bundle)?.size == CGSize(width: 30, height: 20))
        #expect(UIImage(named: "icon.png", in: bundle)?.size == CGSize(width: 30, height: 20))
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("icon.png").path)?.size == CGSize(width: 25, height: 25))
        #expect(UIImage(named: "logo", in: bundle)?.size == CGSize(width: 120, height: 44))
        #expect(UIImage(named: "missing", in: bundle) == nil)
        let imageView = UIImageView(image: UIImage(named: "logo", in: bundle))
        #expect(imageView.intrinsicContentSize == CGSize(width: 120, height: 44))
    }

    @Test func aFileGivesItsSizeAtTheScaleInItsName() throws {
        let directory = try directory(with: ["badge@3x.png": (66, 33), "plain.png": (10, 12)])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("badge@3x.png").path)?.size == CGSize(width: 22, height: 11))
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("plain.png").path)?.size == CGSize(width: 10, height: 12))
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("none.png").path) == nil)
        let notPNG = directory.appendingPathComponent("notes.png")
        try Data("not an image at all, only some text".utf8).write(to: notPNG)
        #expect(UIImage(contentsOfFile: notPNG.path) == nil)
    }
}
