import Foundation

#if !canImport(CoreGraphics)
// Core Graphics writes its geometry for debugging as bare numbers in parentheses, and tests compare frames so
// (`frame.debugDescription == "(20.0, 0.0, 0.0, 40.0)"`); Linux's Foundation has no such descriptions.

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `(x, y, width, height)`, as Core Graphics writes a rectangle.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `(x, y)`, as Core Graphics writes a point.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `(width, height)`, as Core Graphics writes a size.
    public var debugDescription: String { "(\(width), \(height))" }
}
#endif
