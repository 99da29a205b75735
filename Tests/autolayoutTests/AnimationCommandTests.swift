import AutoLayout
import Foundation
import Testing
@testable import LayoutFile

/// `render --animate` and `render --frames`, end to end through the binary.
@Suite("Animated rendering")
struct AnimationCommandTests {
    /// The `values` of the `<animate attributeName=…>` elements inside the element with this id.
    private func animatedValues(_ svg: String, id: String, attribute: String) -> [Double]? {
        guard let start = svg.range(of: "<rect id=\"\(id)\"") else { return nil }
        let element = svg[start.lowerBound...].prefix { $0 != "\n" }
        guard let animate = element.range(of: "<animate attributeName=\"\(attribute)\"") else { return nil }
        let rest = element[animate.upperBound...]
        guard let values = rest.range(of: "values=\"") else { return nil }
        let list = rest[values.upperBound...].prefix { $0 != "\"" }
        return list.split(separator: ";").compactMap { Double($0) }
    }

    @Test @MainActor func theAnimatedSVGHoldsEachStatesSolvedFrames() throws {
        let path = "Examples/drawer.yaml"
        let result = try CommandLine.run(["render", path, "--animate", "--to", "svg", "--duration", "0.3"])
        #expect(result.status == 0, "\(result.errors)")
        let document = try LayoutDocumentReader.read(contentsOf: CommandLine.root.appendingPathComponent(path).path)
        // Each state's solved frames, in root coordinates (the drawer and its handle).
        let solved = try document.states.map { state -> (drawer: CGRect, handle: CGRect) in
            let layout = try BuiltLayout.build(document.withMetrics(of: state))
            layout.apply(state)
            _ = layout.solve()
            let drawer = layout.views["drawer"]!.frame
            return (drawer, layout.views["handle"]!.frame.offsetBy(dx: drawer.minX, dy: drawer.minY))
        }
        #expect(solved.map(\.drawer.minY) == [436, 280])
        // values: state 0 (start of hold), state 0 (end of hold), state 1, state 1, back to state 0.
        let drawerY = try #require(animatedValues(result.output, id: "drawer", attribute: "y"))
        #expect(drawerY == [solved[0].drawer.minY, solved[0].drawer.minY, solved[1].drawer.minY, solved[1].drawer.minY,
                            solved[0].drawer.minY].map(Double.init))
        let handleY = try #require(animatedValues(result.output, id: "handle", attribute: "y"))
        #expect(handleY[2] == Double(solved[1].handle.minY))
        #expect(result.output.contains("keySplines=\"0 0 1 1;0.42 0 0.58 1;0 0 1 1;0.42 0 0.58 1\""))
        #expect(result.output.contains("dur=\"1.6s\""))
        #expect(animatedValues(result.output, id: "item1", attribute: "x") == nil, "x never changes, so it is not animated")
    }

    /// Between sizes (Listing 6-3's rotation), every view's animated rectangle holds the frames `solve` gives at
    /// each size, and the root's own size animates too.
    @Test @MainActor func theAnimatedSVGOfARotationHoldsTheSolvedFramesAtEachSize() throws {
        let path = "Examples/rotation.yaml"
        let result = try CommandLine.run(["render", path, "--animate", "--to", "svg", "--duration", "0.4"])
        #expect(result.status == 0, "\(result.errors)")
        let sizes = [CGSize(width: 320, height: 480), CGSize(width: 480, height: 320)]
        let solved = try sizes.map { size -> [String: CGRect] in
            let layout = try BuiltLayout.build(LayoutDocumentReader.read(contentsOf: CommandLine.root.appendingPathComponent(path).path))
            return Dictionary(uniqueKeysWithValues: layout.solve(size: size).frames.map { ($0.name, $0.frame) })
        }
        for name in ["header", "settings", "credits"] {
            for (attribute, value) in [("x", \CGRect.minX), ("y", \CGRect.minY), ("width", \CGRect.width), ("height", \CGRect.height)] {
                let (portrait, landscape) = (Double(solved[0][name]![keyPath: value]), Double(solved[1][name]![keyPath: value]))
                let values = animatedValues(result.output, id: name, attribute: attribute)
                if portrait == landscape {
                    #expect(values == nil, "\(name).\(attribute) never changes, so it is not animated")
                } else {
                    #expect(values == [portrait, portrait, landscape, landscape, portrait], "\(name).\(attribute)")
                }
            }
        }
        #expect(result.output.contains("dur=\"1.8s\""), "two holds of 0.5 s and two moves of 0.4 s")
    }

    @Test func aSpringIsSampledAndOvershoots() throws {
        let result = try CommandLine.run(["render", "Examples/drawer.yaml", "--animate", "--to", "svg", "--curve", "spring",
                                          "--damping", "0.3", "--hold", "0"])
        #expect(result.status == 0)
        let drawerY = try #require(animatedValues(result.output, id: "drawer", attribute: "y"))
        #expect(drawerY.count == 61)
        #expect(drawerY.min()! < 280, "an underdamped spring overshoots the open position")
        #expect(!result.output.contains("calcMode=\"spline\""))
    }

    @Test func framesWritesNumberedPictures() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("rotation.svg").path
        let result = try CommandLine.run(["render", "Examples/rotation.yaml", "--frames", "5", "--to", "svg", "-o", output])
        #expect(result.status == 0, "\(result.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == (1...5).map { "rotation-00\($0).svg" })
        let first = try String(contentsOf: directory.appendingPathComponent(files[0]), encoding: .utf8)
        let last = try String(contentsOf: directory.appendingPathComponent(files[4]), encoding: .utf8)
        #expect(first.contains("width=\"320\" height=\"480\" fill=\"#f4f4f4\""))
        #expect(last.contains("width=\"480\" height=\"320\" fill=\"#f4f4f4\""))
    }

    @Test func pngFramesNeedRsvgConvertAndAreRealPNGs() throws {
        let hasConverter = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("png-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLine.run(["render", "Examples/drawer.yaml", "--frames", "3", "--to", "png",
                                          "-o", directory.appendingPathComponent("drawer.png").path])
        if hasConverter {
            #expect(result.status == 0, "\(result.errors)")
            for index in 1...3 {
                let data = try Data(contentsOf: directory.appendingPathComponent("drawer-00\(index).png"))
                #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
            }
            // With ImageMagick (CI installs it) the frames are also joined into a looping GIF.
            let gif = directory.appendingPathComponent("drawer.gif")
            if hasImageMagick() {
                #expect(result.output.contains("Wrote \(gif.path)"))
                #expect(try Data(contentsOf: gif).prefix(6) == Data("GIF89a".utf8))
            } else {
                #expect(!FileManager.default.fileExists(atPath: gif.path))
            }
        } else {
            #expect(result.status == 2)
            #expect(result.errors.contains("rsvg-convert is not installed"))
        }
    }

    @Test(arguments: [
        ["render", "Examples/drawer.yaml", "--animate"],
        ["render", "Examples/drawer.yaml", "--frames", "1", "--to", "svg", "-o", "/tmp/x.svg"],
        ["render", "Examples/drawer.yaml", "--frames", "4"],
        ["render", "Examples/drawer.yaml", "--animate", "--to", "svg", "--duration", "0"],
        ["render", "Examples/drawer.yaml", "--animate", "--to", "svg", "--curve", "bouncy"],
        ["render", "Examples/fig-4-11-size-priorities.yaml", "--animate", "--to", "svg"],
    ])
    func badAnimationRequestsExitTwo(arguments: [String]) throws {
        let result = try CommandLine.run(arguments)
        #expect(result.status == 2)
        #expect(result.errors.contains("rror"))
    }
}

/// Whether ImageMagick's `convert` answers on this machine (a stand-in of the same name may not).
private func hasImageMagick() -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["convert", "-version"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 && output.contains("ImageMagick")
}
