// libFuzzer targets `layoutfile-json` and `layoutfile-yaml` (one binary, two corpora and dictionaries): a layout
// file read, built into views and constraints, and solved, as `autolayout solve` does. The whole input is the
// file, decoded as UTF-8 (invalid sequences become U+FFFD). Errors are expected; a crash, a leak, a timeout or
// a non-finite frame is a finding.
import LayoutFile

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // libFuzzer calls from the main thread, and views live on the main actor, as in UIKit.
    MainActor.assumeIsolated { solve(text) }
    return 0
}

@MainActor
private func solve(_ text: String) {
    do {
        let document = try LayoutDocumentReader.read(text, fileName: "fuzz.yaml")
        let layout = try BuiltLayout.build(document)
        let solution = layout.solve()
        for constraint in layout.constraints.flatMap(\.constraints) { _ = layout.equationText(of: constraint) }
        _ = solution.hasProblems
        // Every number in a layout file is finite and at most 1e10, so the solved frames must be finite too.
        for entry in solution.frames {
            let frame = entry.frame
            if ![frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite) {
                fatalError("layout invariant broken: \(entry.name) has the frame \(frame)")
            }
        }
    } catch {
        _ = error.description
    }
}
