import Foundation

/// Where the engine's console messages go (the unsatisfiable-constraints report, hierarchy warnings).
///
/// By default they are written to standard error, as Apple's are. ``withHandler(_:_:)`` sends the messages of
/// one piece of work (and the tasks it starts) elsewhere without touching anyone else's; ``handler`` replaces
/// the process-wide default.
public enum LayoutLog {
    /// Messages that Apple logs only once per process.
    enum OnceKey: Hashable {
        case constantLimit
    }

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var handler: @Sendable (String) -> Void = { message in
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        var logged: Set<OnceKey> = []
    }

    private static let state = State()

    /// The function that receives each message; replace it to capture the log.
    public static var handler: @Sendable (String) -> Void {
        get { state.lock.withLock { state.handler } }
        set { state.lock.withLock { state.handler = newValue } }
    }

    /// The handler of the current task, if ``withHandler(_:_:)`` installed one.
    @TaskLocal private static var scopedHandler: (@Sendable (String) -> Void)?

    /// Runs `body` with its messages, and those of tasks it starts, sent to `handler`; other work keeps its own.
    public static func withHandler<Result>(_ handler: @escaping @Sendable (String) -> Void,
                                           _ body: () throws -> Result) rethrows -> Result {
        try $scopedHandler.withValue(handler, operation: body)
    }

    /// Sends a message to the current task's handler, or else to ``handler``.
    public static func write(_ message: String) {
        (scopedHandler ?? handler)(message)
    }

    static func once(_ key: OnceKey, _ message: String) {
        let first = state.lock.withLock { state.logged.insert(key).inserted }
        if first { write(message) }
    }
}
