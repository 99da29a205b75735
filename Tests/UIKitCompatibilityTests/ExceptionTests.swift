// Layout DSLs (Mortar among them) raise an `NSException` when handed a constraint they cannot build. This target
// imports only `AutoLayout`, as a client module would.
import AutoLayout
import Testing

@Suite struct ExceptionTests {
    @Test func anExceptionKeepsItsNameReasonAndDetails() {
        let exception = NSException(name: .invalidArgumentException, reason: "Cannot constrain a view to itself",
                                    userInfo: ["attribute": "left"])
        #expect(exception.name == .invalidArgumentException)
        #expect(exception.name.rawValue == "NSInvalidArgumentException")
        #expect(exception.reason == "Cannot constrain a view to itself")
        #expect(exception.userInfo?["attribute"] as? String == "left")
        #expect(exception.description == "Cannot constrain a view to itself")
    }

    @Test func theTerminationMessageIsApples() {
        let exception = NSException(name: .internalInconsistencyException, reason: "No superview", userInfo: nil)
        #expect(exception.terminationMessage
            == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'No superview'")
    }

    @Test func raisingEndsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            NSException(name: NSExceptionName("MortarException"), reason: "Bad layout", userInfo: nil).raise()
        }
    }
}
