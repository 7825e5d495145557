import SwiftParser
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A block runs on the release its own code needs: the one its availability conditions name, or the
/// one the model says a type or member name it uses first exists in.
@Suite struct ReleaseChoiceTests {
    let vocabulary = ImplicitContextTests.vocabulary

    func choose(_ code: String, default release: Int = 18) -> ReleaseChoice? {
        ReleaseChoice.choose(in: Parser.parse(source: code), vocabulary: vocabulary, default: release)
    }

    @Test func theModelSaysWhenANameFirstExists() {
        #expect(vocabulary.introduced["UIGlassEffect"] == 26)
        #expect(vocabulary.introduced["updateProperties"] == 26)
        #expect(vocabulary.introduced["tintColor"] == nil, "older types have a tintColor too")
        #expect(vocabulary.introduced["UICollectionViewListCell"] == nil, "before the default release")
    }

    @Test func aLaterNameRaisesTheRelease() {
        #expect(choose("let glass = UIGlassEffect()") == ReleaseChoice(release: 26, reason: "`UIGlassEffect`"))
        let override = choose("class V: UIView { override func updateProperties() {} }")
        #expect(override?.release == 26)
        #expect(choose("view.setNeedsUpdateProperties()")?.release == 26)
    }

    @Test func availabilityConditionsAndAttributesNameTheirRelease() {
        #expect(choose("if #available(iOS 26, *) { print(1) }")?.reason == "`#available(iOS 26, *)`")
        #expect(choose("@available(iOS 19, *) func later() {}")?.release == 19)
        #expect(choose("if #available(iOS 17, *) { print(1) }") == nil, "not later than the default")
        #expect(choose("if #available(macOS 26, *) { print(1) }") == nil, "another platform")
        #expect(choose("if #unavailable(iOS 26) { print(1) }") == nil, "code for the releases before")
    }

    @Test func theBlocksOwnNamesSayNothing() {
        #expect(
            choose("struct Tile { var isInteractive = false }\nlet tile = Tile()\nprint(tile.isInteractive)") == nil)
        #expect(choose("func updateProperties() {}\nupdateProperties()") == nil, "its own function, not UIKit's")
    }

    @Test func olderCodeKeepsTheDefault() {
        #expect(choose("var content = UIListContentConfiguration.cell()\ncontent.text = \"Inbox\"") == nil)
        #expect(choose("let glass = UIGlassEffect()", default: 26) == nil)
    }
}

/// The choice through the whole lenient check: blocks of iOS 26 API run on iOS 26 and pass.
@Suite(.serialized) struct LenientReleaseTests {
    @Test func laterAPIRunsOnItsRelease() async throws {
        let run = try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/releases.md")
        ])
        let document = try #require(run.documents.first)
        func result(_ line: Int) throws -> LenientResult {
            try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
        }
        let counter = try result(5)
        #expect(counter.outcome == .passed, "\(counter.explanation ?? "")")
        #expect(counter.block.iOSReleases == [26])
        #expect(counter.context?.supplied.contains("runs on iOS 26: the block uses `setNeedsUpdateProperties`") == true)
        let panel = try result(21)
        #expect(panel.outcome == .passed, "\(panel.explanation ?? "")")
        #expect(panel.block.iOSReleases == [26])
        let cell = try result(32)
        #expect(cell.outcome == .passed, "\(cell.explanation ?? "")")
        #expect(cell.block.iOSReleases == [18])
    }
}
