// libFuzzer target `vfl`: the Visual Format Language parser and builder (Tools/fuzz/run.sh builds and runs it).
//
// Input: byte 0 selects the format options (see `options(from:)`), the rest is the format, decoded as UTF-8
// (invalid sequences become U+FFFD, which the parser must reject as non-ASCII). Errors are expected; a crash,
// a leak or a broken invariant below is a finding.
import AutoLayout

/// Names the fuzzer can hit: the seeds' and the tests' view names. `v` has no superview, so `|` next to it fails.
private let views: [String: Bool] = [
    "a": true, "b": true, "c": true, "v": false, "v1": true, "v2": true, "view": true,
    "view1": true, "view2": true, "view3": true, "view4": true, "button": true, "textField": true,
]
private let metrics: [String: Double] = ["m": 10, "p": 750, "low": 250, "neg": -5, "spacing": 10, "width": 120]

/// The sixteen alignment choices of the options byte's low nibble: none, each named option, and the unnamed
/// bits 0, 7, 8, 13 and 15 that the builder must also survive.
private let alignments: [UInt] = [
    0, 1 << 1, 1 << 2, 1 << 3, 1 << 4, 1 << 5, 1 << 6, 1 << 9, 1 << 10, 1 << 11, 1 << 12,
    1 << 0, 1 << 7, 1 << 8, 1 << 13, 1 << 15,
]

/// Bits 0-3: alignment (table above); bits 4-5: the direction field (3 is the undefined "both" value);
/// bit 6: baseline-to-baseline spacing; bit 7: also align centerX (mixing axes when the low nibble is vertical).
func options(from byte: UInt8) -> LayoutFormatOptions {
    var raw = alignments[Int(byte & 0x0F)]
    raw |= UInt((byte >> 4) & 0x3) << 16
    if byte & 0x40 != 0 { raw |= 1 << 19 }
    if byte & 0x80 != 0 { raw |= 1 << 9 }
    return LayoutFormatOptions(rawValue: raw)
}

private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("vfl invariant broken: \(message())") }
}

private func checkError(_ error: VisualFormatError, format: String) {
    check(error.format == format, "error for another format: \(error.format.debugDescription)")
    if let position = error.position {
        check(position >= 0 && position <= format.utf8.count, "caret \(position) outside \(format.debugDescription)")
    }
    _ = error.description
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let options = options(from: bytes[0])
    let format = String(decoding: bytes.dropFirst(), as: UTF8.self)

    var parsed = true
    do {
        let syntax = try VisualFormat.parse(format, metrics: metrics, views: views)
        check(syntax.format == format, "syntax of another format")
        _ = syntax.views
    } catch {
        parsed = false
        checkError(error, format: format)
    }

    do {
        let constraints = try VisualFormat.constraints(format, options: options, metrics: metrics, views: views)
        check(parsed, "constraints built for a format that does not parse: \(format.debugDescription)")
        // Documented contract of `visualFormat(name:)`: parsing a picture with the same names gives back the
        // same constraint.
        for constraint in constraints {
            guard let picture = constraint.visualFormat() else { continue }
            let again: [VisualFormatConstraint]
            do {
                again = try VisualFormat.constraints(picture, metrics: [:], views: views)
            } catch {
                fatalError("vfl invariant broken: picture \(picture.debugDescription) of \(constraint) from \(format.debugDescription) does not parse: \(error)")
            }
            check(again == [constraint],
                  "picture \(picture.debugDescription) of \(constraint) from \(format.debugDescription) reads back as \(again)")
        }
    } catch {
        checkError(error, format: format)
    }
    return 0
}
