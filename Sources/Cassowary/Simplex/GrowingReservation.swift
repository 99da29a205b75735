extension Array {
    /// Makes room for `minimumCapacity` elements, at least doubling the room whenever it has to grow, as
    /// appending does. The standard library's `reserveCapacity` allocates exactly what is asked, so reserving a
    /// little more before each of many small batches would copy the whole array every time.
    mutating func reserveGrowing(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        reserveCapacity(Swift.max(minimumCapacity, 2 * capacity))
    }
}
