// `import UIKit` and `import AppKit` bring Foundation's types (`CGFloat`, `CGRect`, `NSString`, …) into a file
// with them; `import AutoLayout` does the same, so UIKit code compiles with only its import changed.
@_exported import Foundation
