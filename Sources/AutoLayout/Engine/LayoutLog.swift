import Foundation

/// Where the engine's console messages go (the unsatisfiable-constraints report, hierarchy warnings).
///
/// By default they are written to standard error; tests and tools install their own handler to read them.
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

    /// Sends a message to the handler.
    public static func write(_ message: String) {
        handler(message)
    }

    static func once(_ key: OnceKey, _ message: String) {
        let first = state.lock.withLock { state.logged.insert(key).inserted }
        if first { write(message) }
    }
}
