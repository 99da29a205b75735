/// The definition orders an expansion still has to visit, taken highest first: a bit per order, and a bit per
/// word of those that says whether the word has any, so that taking the highest skips empty stretches 4,096
/// orders at a time.
///
/// Expanding a chain of views visits every link once, from the most recent down; a binary heap of the orders
/// cost a fifth of expanding the row that closes a chain of 10,000 views. Each order is kept once (inserting it
/// again changes nothing), and the set is empty again once everything is taken.
struct PendingOrders {
    private var words: [UInt64] = []
    private var summary: [UInt64] = []
    /// The highest summary word that may have a bit set (-1 when the set is empty).
    private var top = -1

    /// Adds an order (at least 0).
    @inline(__always)
    mutating func insert(_ order: Int) {
        let word = order &>> 6, group = order &>> 12
        if group >= summary.count { grow(toHold: group) }
        words[word] |= 1 &<< UInt64(order & 63)
        summary[group] |= 1 &<< UInt64(word & 63)
        if group > top { top = group }
    }

    /// Takes the highest order out, or returns nil when there is none.
    @inline(__always)
    mutating func popMax() -> Int? {
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

    private mutating func grow(toHold group: Int) {
        let groups = max(group + 1, 2 * summary.count)
        summary += repeatElement(0, count: groups - summary.count)
        words += repeatElement(0, count: groups * 64 - words.count)
    }
}
