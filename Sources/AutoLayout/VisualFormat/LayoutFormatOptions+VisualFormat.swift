extension LayoutFormatOptions {
    /// Whether the format runs right to left (`directionRightToLeft` exactly; Apple treats the unnamed
    /// value 3 of the direction bits like left to right).
    var isRightToLeft: Bool {
        intersection(.directionMask) == .directionRightToLeft
    }

    /// Whether a horizontal format uses absolute left/right rather than leading/trailing.
    var usesAbsoluteDirection: Bool {
        !intersection(.directionMask).isEmpty
    }

    /// The attributes to align adjacent views on, in bit order. Apple reads bits 1…12 as attribute raw
    /// values, so the unnamed bits 7 and 8 align widths and heights; bits 0 and 13…15 are ignored.
    var alignmentAttributes: [LayoutAttribute] {
        (1...12).compactMap { bit in
            rawValue & (1 << UInt(bit)) == 0 ? nil : LayoutAttribute(rawValue: bit)
        }
    }
}
