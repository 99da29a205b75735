// libFuzzer target `equation`: LayoutFile's parser of constraints in Apple's log form
// (`a.width == 2*b.width + 10 @750`). The whole input is the text, decoded as UTF-8 (invalid sequences become
// U+FFFD). Errors are expected; a crash, a leak or a broken invariant below is a finding.
import LayoutFile

private let metrics: [String: Double] = ["m": 10, "p": 750, "half": 0.5, "gap": 4, "low": 250, "neg": -5]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEquation(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let equation = try Equation.parse(text, metrics: metrics)
        if !(equation.multiplier.isFinite && equation.constant.isFinite && equation.priority > 0 && equation.priority <= 1000) {
            fatalError("equation invariant broken: \(text.debugDescription) parsed to \(equation)")
        }
    } catch {
        if error.position < 0 || error.position > text.unicodeScalars.count {
            fatalError("equation invariant broken: error position \(error.position) outside \(text.debugDescription)")
        }
    }
    return 0
}
