#if !canImport(Darwin)
// Dispatch's time constants, which Apple's systems give every file that imports Foundation and Linux's
// Dispatch leaves out: UIKit code writes delays as `0.3 * Double(NSEC_PER_SEC)`.

/// Nanoseconds in a second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
