import Foundation

#if !canImport(ObjectiveC)
/// Foundation's exception object, which Foundation on Linux lacks. UIKit code raises one to stop on a
/// programming error (a layout DSL given a constraint it cannot build, say); nothing in Swift catches it, so
/// raising it ends the process with the message of an uncaught exception on Apple's systems.
open class NSException: NSObject, @unchecked Sendable {
    /// The exception's name, such as `.invalidArgumentException`.
    public let name: NSExceptionName
    /// Why the exception was raised.
    public let reason: String?
    /// Details the raiser attached.
    public let userInfo: [AnyHashable: Any]?

    /// An exception with a name, a reason and details, not raised yet.
    public init(name: NSExceptionName, reason: String?, userInfo: [AnyHashable: Any]?) {
        self.name = name
        self.reason = reason
        self.userInfo = userInfo
    }

    /// Ends the process with Apple's message for an uncaught exception.
    open func raise() {
        fatalError(terminationMessage)
    }

    /// Makes an exception with a formatted reason and raises it.
    public class func raise(_ name: NSExceptionName, format: String, arguments: CVaListPointer) {
        NSException(name: name, reason: NSString(format: format, arguments: arguments) as String, userInfo: nil).raise()
    }

    /// What Apple's runtime prints when the exception ends the app.
    public var terminationMessage: String {
        "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'"
    }

    open override var description: String { reason ?? name.rawValue }
}

extension NSExceptionName {
    /// Raised for an argument a method cannot take.
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// Raised when an object's state breaks what a method expects.
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    /// Raised for an index past the end of a collection.
    public static let rangeException = NSExceptionName("NSRangeException")
    /// Raised for a failed or unsupported operation.
    public static let genericException = NSExceptionName("NSGenericException")
}
#endif
