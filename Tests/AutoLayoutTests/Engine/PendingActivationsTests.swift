@testable import AutoLayout
import Testing

/// The constraints waiting for a layout pass: taken in the order they came, each once, and one taken out
/// before the pass found from its place, whichever list holds it.
@MainActor
@Suite("Constraints waiting for a layout pass")
struct PendingActivationsTests {
    private func constraints(_ count: Int) -> [NSLayoutConstraint] {
        let view = UIView()
        return (0..<count).map { view.widthAnchor.constraint(equalToConstant: CGFloat($0)) }
    }

    @Test func theyAreTakenInOrderEachOnce() {
        let waiting = constraints(4)
        var list = PendingActivations()
        for constraint in waiting + [waiting[1]] { list.append(constraint) }
        #expect(list.takeAll().compactMap { $0?.constant } == [0, 1, 2, 3])
        #expect(list.isEmpty)
    }

    @Test func oneTakenOutAndAddedAgainGoesLast() {
        let waiting = constraints(4)
        var list = PendingActivations()
        for constraint in waiting { list.append(constraint) }
        list.remove(waiting[1])
        list.remove(waiting[3])
        list.append(waiting[1])
        #expect(list.takeAll().compactMap { $0?.constant } == [0, 2, 1])
    }

    @Test func placesFollowACompaction() {
        let waiting = constraints(6)
        var list = PendingActivations()
        for constraint in waiting { list.append(constraint) }
        list.remove(waiting[0])
        list.removeAll { $0.constant == 2 }
        list.remove(waiting[4])
        list.append(waiting[5])
        #expect(list.takeAll().compactMap { $0?.constant } == [1, 3, 5])
    }

    @Test func aConstraintInTwoListsIsFoundInEither() {
        let waiting = constraints(3)
        var first = PendingActivations(), second = PendingActivations()
        for constraint in waiting { first.append(constraint) }
        second.append(waiting[2])
        second.append(waiting[1])
        first.remove(waiting[1])
        second.remove(waiting[2])
        #expect(first.takeAll().compactMap { $0?.constant } == [0, 2])
        #expect(second.takeAll().compactMap { $0?.constant } == [1])
    }
}
