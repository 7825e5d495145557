import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A *document error* stands on the guide's own code: header listings are not run as code, front
/// matter is no block id, and a failure something inference supplied takes part in is *not
/// checkable*. The property is checked over every fixture document: each document error's evidence
/// points at the guide's own tokens, never at a name inference supplied.
@Suite(.serialized) struct LenientOwnTokensTests {
    static let documents = [
        "lenient/listings.md", "lenient/conventions.md", "lenient/inference.md", "lenient/scraped.txt",
        "lenient/document-types.md", "lenient/neighbours.md", "lenient/mixed.md", "lenient/adapting.md",
        "lenient/statements.md", "lenient/run-providers.md", "lenient/failure-comments.md", "lenient/typed-by-use.md",
        "lenient/exercised-hosts.md", "lenient/frame-cells.md",
    ]
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(
            paths: documents.map { Fixtures.path("LenientCheckTests", $0) })
    }

    func document(_ name: String) async throws -> LenientJudgedDocument {
        try #require(try await Self.report.value.documents.first { $0.path.hasSuffix(name) })
    }

    func result(_ line: Int, in document: LenientJudgedDocument) throws -> LenientResult {
        try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    @Test func frontMatterIsNoBlockIdAndListingsAreNotTheGuidesErrors() async throws {
        let document = try await document("listings.md")
        #expect(document.results.map(\.block.location.line) == [10, 21, 32, 39, 45, 52])
        #expect(document.results.allSatisfy { !$0.block.id.contains("tags") && !$0.block.id.contains("title") })
        for line in [10, 21, 52] {
            let listing = try result(line, in: document)
            #expect(listing.diagnosis != .documentError, "line \(line): \(listing.explanation ?? "")")
        }
    }

    @Test func proseInASwiftBlockIsNotRunAsCode() async throws {
        let prose = try result(52, in: try await document("listings.md"))
        #expect(prose.diagnosis == .missingContext)
        #expect(prose.explanation?.contains("does not parse as Swift") == true, "\(prose.explanation ?? "")")
    }

    @Test func theGuidesOwnMistakesAreDocumentErrors() async throws {
        let document = try await document("listings.md")
        let constant = try result(32, in: document)
        #expect(constant.diagnosis == .documentError, "\(constant.explanation ?? "")")
        let label = try result(39, in: document)
        #expect(label.diagnosis == .documentError, "\(label.explanation ?? "")")
    }

    @Test func aFailureInvolvingAnInferredNameIsNotCheckable() async throws {
        let titles = try result(45, in: try await document("listings.md"))
        #expect(titles.diagnosis != .documentError, "\(titles.explanation ?? "")")
    }

    @Test func aPlaceholderInTheFailingStatementMakesItNotCheckable() async throws {
        let document = try await document("statements.md")
        // The error is at `post`, about the guide's own message type, but the call's overloads were
        // resolved against `Uploader.latest`, which inference made up. (Read through a shared instance,
        // `Uploader.current`, the type would be a class and the block would compile: guessed-shapes.md.)
        let message = try result(5, in: document)
        #expect(message.diagnosis == .missingContext, "\(message.explanation ?? "")")
        #expect(message.explanation?.contains("'Uploader'") == true, "\(message.explanation ?? "")")
        // A value of a model type (`collectionView`) is UIKit's own: the misspelt label stays the guide's.
        let label = try result(16, in: document)
        #expect(label.diagnosis == .documentError, "\(label.explanation ?? "")")
    }

    @Test func aRunOnlyPlaceholdersAnsweredChecksNothing() async throws {
        // `shelfSnapshot.snapshot(for:includingParent:)` on a placeholder runs whatever the labels are.
        let child = try result(24, in: try await document("statements.md"))
        #expect(child.outcome == .uncheckable)
        #expect(child.diagnosis == .missingContext)
        #expect(child.explanation?.contains("'shelfSnapshot', 'parentShelf'") == true, "\(child.explanation ?? "")")
    }

    @Test func everyDocumentErrorPointsAtTheGuidesOwnTokens() async throws {
        let report = try await Self.report.value
        var checked = 0
        for document in report.documents {
            for result in document.results where result.diagnosis == .documentError {
                guard let context = result.context else { continue }
                let supplied = InferenceInvolvement.suppliedNames(context)
                for finding in result.findings where finding.kind == .compileError {
                    guard let location = finding.location else { continue }
                    var compiled = result.block
                    compiled.lines = context.lines
                    let name = InferenceInvolvement.identifier(at: location, in: compiled)
                    #expect(
                        name.map { !supplied.contains($0) } ?? true,
                        "\(document.path):\(location.line): the error points at '\(name ?? "")', which inference supplied"
                    )
                    #expect(
                        !supplied.contains { finding.message.contains("'\($0)'") },
                        "\(document.path):\(location.line): \(finding.message) quotes a supplied name")
                    checked += 1
                }
            }
        }
        #expect(checked >= 2, "the fixtures hold document errors to check")
    }
}
