import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A constant the guide's app adds to a Foundation type (a notification's name) is declared for the
/// block from what the compiler says is missing; a member missing from a model type is not.
@Suite struct ExtendedConstantsTests {
    let vocabulary = ImplicitContextTests.vocabulary

    @Test func aFoundationTypesMissingMemberIsTheAppsConstant() throws {
        let found = try #require(
            ExtendedConstants.missing(
                in: "type 'NSNotification.Name?' has no member 'shelfDidReorder'", vocabulary: vocabulary))
        #expect(found.type == "NSNotification.Name")
        #expect(found.member == "shelfDidReorder")
        #expect(
            ExtendedConstants.declaration(of: found.type, members: [found.member])
                == """
                extension NSNotification.Name {
                    static let shelfDidReorder = NSNotification.Name(rawValue: "shelfDidReorder")
                }
                """)
    }

    @Test func aModelTypesMissingMemberIsNot() {
        #expect(
            ExtendedConstants.missing(
                in: "type 'UICollectionView.SupplementaryRegistration' has no member 'footer'", vocabulary: vocabulary)
                == nil)
        #expect(
            ExtendedConstants.missing(in: "type 'Shelf' has no member 'empty'", vocabulary: vocabulary) == nil,
            "a type of the guide's own (or inference's) is not a Foundation type")
    }
}

/// The rule through the whole lenient check.
@Suite(.serialized) struct LenientAppConstantsTests {
    @Test func blocksUsingTheAppsNotificationNamesRun() async throws {
        let run = try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/app-constants.md")
        ])
        let document = try #require(run.documents.first)
        for line in [5, 22] {
            let result = try #require(document.results.first { $0.block.location.line == line }, "line \(line)")
            #expect(result.outcome == .passed, "line \(line): \(result.explanation ?? "")")
            #expect(
                result.context?.supplied.contains { $0.hasPrefix("NSNotification.Name.shelfDidReorder:") } == true,
                "line \(line): \(result.context?.supplied ?? [])")
        }
        // `#selector(shelfDidReorder(_:))`: the host's method, which the guide leaves out.
        let selector = try #require(document.results.first { $0.block.location.line == 28 })
        #expect(selector.outcome == .passed, "\(selector.explanation ?? "")")
        #expect(
            selector.context?.supplied.contains(
                "shelfDidReorder: a method of the host the selector names (the guide does not show it)") == true,
            "\(selector.context?.supplied ?? [])")
    }
}
