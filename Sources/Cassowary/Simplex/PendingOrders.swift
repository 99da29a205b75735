/// The definition orders an expansion still has to visit, taken highest first: a bit per order, and a bit per
/// word of those that says whether the word has any, so that taking the highest skips empty stretches 4,096
/// orders at a time.
///
/// Expanding a chain of views visits every link once, from the most recent down; a binary heap of the orders
/// cost a fifth of expanding the row that closes a chain of 10,000 views. Each order is kept once (inserting it
/// again changes nothing), and the set is empty again once everything is taken.
///
/// A class with its words out of line, kept by ``RowAccumulator`` and reused: arrays checked every insertion for
/// a second owner and for bounds.
final class PendingOrders {
    @exclusivity(unchecked) private var words = UnsafeMutablePointer<UInt64>.allocate(capacity: 0)
    @exclusivity(unchecked) private var summary = UnsafeMutablePointer<UInt64>.allocate(capacity: 0)
    /// Summary words allocated (64 times as many words).
    @exclusivity(unchecked) private var groupCount = 0
    /// The highest summary word that may have a bit set (-1 when the set is empty).
    @exclusivity(unchecked) private var top = -1

    deinit {
        words.deallocate()
        summary.deallocate()
    }

    /// Adds an order (at least 0).
    @inline(__always)
    func insert(_ order: Int) {
        let word = order &>> 6, group = order &>> 12
        if group >= groupCount { grow(toHold: group) }
        words[word] |= 1 &<< UInt64(order & 63)
        summary[group] |= 1 &<< UInt64(word & 63)
        if group > top { top = group }
    }

    /// Takes the highest order out, or returns nil when there is none.
    @inline(__always)
    func popMax() -> Int? {
        while top >= 0 {
            let groupBits = summary[top]
            guard groupBits != 0 else {
                top -= 1
                continue
            }
            let word = top &<< 6 | (63 - groupBits.leadingZeroBitCount)
            let bits = words[word]
            let bit = 63 - bits.leadingZeroBitCount
            let remaining = bits & ~(1 &<< UInt64(bit))
            words[word] = remaining
            if remaining == 0 { summary[top] &= ~(1 &<< UInt64(word & 63)) }
            return word &<< 6 | bit
        }
        return nil
    }

    private func grow(toHold group: Int) {
        let count = max(group + 1, 2 * groupCount)
        let newSummary = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
        newSummary.initialize(repeating: 0, count: count)
        newSummary.update(from: summary, count: groupCount)
        let newWords = UnsafeMutablePointer<UInt64>.allocate(capacity: count * 64)
        newWords.initialize(repeating: 0, count: count * 64)
        newWords.update(from: words, count: groupCount * 64)
        summary.deallocate()
        words.deallocate()
        (summary, words, groupCount) = (newSummary, newWords, count)
    }
}
