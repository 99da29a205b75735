import Foundation

extension View {
    /// How a view shows content whose size differs from its bounds (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        /// Stretch the content to fill the bounds.
        case scaleToFill
        /// Scale the content to fit, keeping its aspect ratio.
        case scaleAspectFit
        /// Scale the content to fill, keeping its aspect ratio (parts may be clipped).
        case scaleAspectFill
        /// Redraw the content when the bounds change.
        case redraw
        /// Centre the content without scaling.
        case center
        /// Centre the content along the top edge.
        case top
        /// Centre the content along the bottom edge.
        case bottom
        /// Centre the content along the left edge.
        case left
        /// Centre the content along the right edge.
        case right
        /// Put the content in the top-left corner.
        case topLeft
        /// Put the content in the top-right corner.
        case topRight
        /// Put the content in the bottom-left corner.
        case bottomLeft
        /// Put the content in the bottom-right corner.
        case bottomRight
    }
}

/// How text lines up in its frame (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Stretch lines to fill the width (the last line is natural).
    case justified = 3
    /// Left or right, following the language's direction.
    case natural = 4
}

/// What a label does with text that does not fit (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping
    /// Cut the text at the edge.
    case byClipping
    /// Show the end of the line, with an ellipsis at the start.
    case byTruncatingHead
    /// Show the start of the line, with an ellipsis at the end.
    case byTruncatingTail
    /// Show both ends, with an ellipsis in the middle.
    case byTruncatingMiddle
}
