import Foundation
import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Every input the lenient fuzz target kept (`Scripts/fuzz lenient`) goes through the lenient path
/// again as the target runs it — reading, code found in prose, classification, context inference —
/// so a crash or hang found once stays fixed.
@Suite struct LenientFuzzCorpusTests {
    static let corpus = Fixtures.packageRoot.appendingPathComponent(
        "Tests/LenientCheckTests/Fixtures/lenient-fuzz-corpus")

    @Test func theCorpusIsThere() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
        #expect(names.count >= 20)
    }

    @Test func everyCorpusInputIsPreparedWithoutCrashing() throws {
        var blocks = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted() {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
            let document = LenientDocumentReader.read(String(decoding: data, as: UTF8.self), path: name)
            let (prepared, _) = LenientRunner.prepare(document, vocabulary: ImplicitContextTests.vocabulary)
            let suite = LenientCheckPage.suite(
                path: name,
                entries: prepared.map { LenientCheckPage.Entry(example: $0.compiled, prelude: $0.context.prelude) })
            for example in suite.checkableExamples {
                #expect(!suite.resolvedContexts(example.contexts).contains { $0.name.isEmpty })
            }
            #expect(document.refusal == nil || document.blocks.isEmpty)
            blocks += prepared.count
        }
        #expect(blocks > 0)
    }
}
