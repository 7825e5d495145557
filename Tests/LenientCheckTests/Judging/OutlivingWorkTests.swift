import ModelContract
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Work that outlived the example (lines on the channel after its closing record) makes the run's end
/// the cut's: the harness finding and the crash that came with it are the evidence, nothing else.
@Suite struct OutlivingWorkTests {
    let afterEnd = Finding(
        kind: .crash, message: "1 line(s) on the channel after the example had returned; dropped",
        identifier: HarnessFinding.afterEnd.id)
    let status = Finding(kind: .crash, message: "exited with status 86")
    let fault = Finding(kind: .fault, message: "Fatal: supplied item identifiers are not unique", identifier: "x.y")

    @Test func theHarnessFindingAndTheProcessEndAreTheEvidence() throws {
        let evidence = try #require(OutlivingWork.evidence(in: [fault, afterEnd, status]))
        #expect(evidence.map(\.message) == [afterEnd.message, status.message])
    }

    @Test func aRunWhoseWorkEndedWithItIsJudgedAsUsual() {
        #expect(OutlivingWork.evidence(in: [fault, status]) == nil)
        #expect(OutlivingWork.evidence(in: []) == nil)
    }
}
