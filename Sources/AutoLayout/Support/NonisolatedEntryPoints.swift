/// Runs main-actor code from a member that UIKit declares nonisolated, on whatever thread calls it: a view's
/// `deinit` and `description`, which Objective-C runs wherever the last reference goes or the text is wanted
/// (a test suite released on a background thread frees its window there). `MainActor.assumeIsolated` would trap
/// where iOS goes on. The caller vouches that nothing else uses the objects meanwhile, as UIKit's `dealloc`
/// does.
func withoutIsolationCheck<Result>(_ body: @MainActor () -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
        // A synchronous function's isolation is not part of its calling convention.
        unsafeBitCast(body, to: (() -> Result).self)()
    }
}
