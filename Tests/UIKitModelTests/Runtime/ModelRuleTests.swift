import Foundation
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

/// Each rule links to the spec page that explains it, and the page exists.
@Suite struct ModelRuleSpecPageTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyRuleNamesAPageThatExists() {
        for rule in ModelRule.all {
            #expect(rule.page?.hasPrefix("Spec/") == true, "\(rule.id) has no spec page")
            guard let page = rule.page else { continue }
            #expect(
                FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(page).path),
                "\(rule.id): \(page)")
        }
    }

    @Test func noPageIsNamedForAnUnknownRule() {
        for id in ModelRule.specPages.keys {
            #expect(ModelRule.rule(id: id) != nil, "\(id)")
        }
    }

    @Test func violationsCarryTheirPage() {
        let (_, findings) = ModelFindings.capture { ModelFindings.fault(.configurationReferenceType) }
        #expect(findings.events.first?.page == "Spec/custom-content-configurations.md")
    }
}
