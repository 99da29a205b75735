import Testing
@testable import Cassowary

@Suite("Growing reservation")
struct GrowingReservationTests {
    /// Reserving one element more, ten thousand times, grows the buffer a logarithmic number of times, as
    /// appending does; the standard library's exact `reserveCapacity` would reallocate every time.
    @Test func reservingALittleMoreEachTimeGrowsGeometrically() {
        var array: [Int] = []
        var capacities: Set<Int> = []
        for count in 1...10_000 {
            array.reserveGrowing(count)
            array.append(count)
            capacities.insert(array.capacity)
        }
        #expect(array.capacity >= 10_000)
        #expect(capacities.count <= 20)
    }

    /// Room already there is left as it is.
    @Test func enoughRoomIsLeftAlone() {
        var array = [Int]()
        array.reserveCapacity(100)
        let capacity = array.capacity
        array.reserveGrowing(50)
        #expect(array.capacity == capacity)
    }
}
