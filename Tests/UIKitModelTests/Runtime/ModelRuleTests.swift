import Testing
@testable import UIKitModel

@Suite struct ModelRuleTests {
    @Test func idsAreUniqueAndDotted() {
        let ids = ModelRule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.contains(".") && !id.contains(" "), "\(id)") }
    }

    @Test func everyRuleHasASource() {
        for rule in ModelRule.all { #expect(!rule.source.isEmpty && !rule.message.isEmpty) }
    }

    @Test func lookupByID() {
        #expect(ModelRule.rule(id: "cell.legacy-and-configuration-mixed") == .legacyAndConfigurationMixed)
        #expect(ModelRule.rule(id: "no.such-rule") == nil)
    }

    @Test func capturedFaultDoesNotEndTheProcess() {
        let (available, findings) = ModelFindings.capture {
            ModelPlatform.simulate(iOS: 17) { ModelAvailability.require("X.y()", introduced: 18) }
        }
        #expect(available == false)
        #expect(findings.events.map(\.kind) == [.fault])
        #expect(findings.ids == ["platform.unavailable-api"])
    }

    @Test func availableAPIRaisesNothing() {
        let (available, findings) = ModelFindings.capture {
            ModelPlatform.simulate(iOS: 18) { ModelAvailability.require("X.y()", introduced: 18) }
        }
        #expect(available)
        #expect(findings.events.isEmpty)
    }
}
