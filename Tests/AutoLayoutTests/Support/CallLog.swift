/// The calls that a test's views or controllers record, in the order they came, shared by reference.
final class CallLog {
    var entries: [String] = []
}
