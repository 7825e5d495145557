import Foundation
import TestSupport
import Testing

@testable import LenientCheck

/// Names an older Swift gave UIKit's declarations are the guide's errors, with today's name
/// (`lenient/older-swift.md`, written for these tests; ``UIKitDeclarations/renamedMember(_:on:)``,
/// ``UIKitDeclarations/renamedGlobal(_:)``), and so are functions Swift 2 removed (``OlderSwiftFunctions``).
/// Its fences are written `.swift` and `{.swift}`.
@Suite(.serialized) struct LenientOlderSwiftTests {
    static let report: Task<LenientRun, Error> = Task {
        var runner = LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5)))
        runner.uikitDeclarations = try UIKitDeclarations.read(
            jsonLines: Fixtures.packageRoot.appendingPathComponent("Inventory/UIKit.jsonl"))
        return try await runner.judge(paths: [Fixtures.path("LenientCheckTests", "lenient/older-swift.md")])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    @Test func aCapitalisedCaseAndAConstructorFunctionAreTheGuidesErrors() async throws {
        let block = try await result(7)
        #expect(block.outcome == .finding, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.diagnosis == .documentError)
        #expect(block.explanation?.contains("is the name an older Swift gave") == true, "\(block.explanation ?? "")")
    }

    @Test func todaysNamesPass() async throws {
        let block = try await result(16)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
    }

    @Test func aGlobalConstantMovedIntoItsTypeIsTheGuidesError() async throws {
        let block = try await result(25)
        #expect(block.diagnosis == .documentError, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.explanation?.contains("UICollectionView.elementKindSectionHeader") == true)
    }

    /// A function Swift 2 removed is no function of the guide's that inference stands in for.
    @Test func aFunctionSwiftTwoRemovedIsTheGuidesError() async throws {
        let block = try await result(32)
        #expect(block.diagnosis == .documentError, "\(block.explanation ?? "")")
        #expect(
            block.explanation?.contains("`println` is a function of Swift 1, which Swift 2 removed for `print`") == true
        )
        #expect(block.context?.supplied.contains { $0.hasPrefix("println") } == false)
    }

    /// The same name declared by the guide is its own function.
    @Test func aFunctionTheGuideDeclaresWithThatNameIsItsOwn() async throws {
        let run = try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/own-println.md")
        ])
        let block = try #require(run.documents.first?.results.first)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
    }
}
