/// "Did you mean" hints for names that are not known: the closest known name, if it is close enough.
public enum NameSuggestion {
    /// The known name closest to `name` (case ignored), if at most a third of its letters are off (one for
    /// short names) and not all of them.
    public static func closest(to name: String, among known: some Sequence<String>) -> String? {
        let scored = known.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, name.count / 3), best.1 < name.count else {
            return nil
        }
        return best.0
    }

    /// `; did you mean 'x'?` for the closest known name, or an empty string.
    public static func didYouMean(_ name: String, among known: some Sequence<String>) -> String {
        closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The Levenshtein distance between two strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
