import Foundation
import Testing

@testable import UIKitModel

/// A member the model declares but does not implement records `model.unmodelled-api`, naming it,
/// once per member.
@MainActor @Suite struct ModelUnmodelledTests {
    @Test func callingAnUnmodelledMemberRecordsItByName() {
        let (objects, findings) = ModelFindings.capture {
            UINib(nibName: "Cell", bundle: nil).instantiate(withOwner: nil)
        }
        #expect(objects.isEmpty)
        #expect(findings.ids == ["model.unmodelled-api"])
        #expect(findings.events.first?.kind == .unmodelled)
        #expect(findings.events.first?.api == "UINib.instantiate(withOwner:options:)")
    }

    @Test func eachMemberIsRecordedOnce() {
        let (_, findings) = ModelFindings.capture {
            _ = UIDevice.current.orientation
            _ = UIDevice.current.orientation
            _ = Bundle.main.loadNibNamed("Cell", owner: nil)
        }
        #expect(findings.events.compactMap(\.api) == ["UIDevice.orientation", "Bundle.loadNibNamed(_:owner:options:)"])
    }

    @Test func modelledMembersRecordNothing() {
        let (version, findings) = ModelFindings.capture {
            ModelPlatform.simulate(iOS: 17) { UIDevice.current.systemVersion }
        }
        #expect(version == "17.0")
        #expect(findings.events.isEmpty)
    }
}
