import Foundation
import SpecPages
import TestSupport
import Testing

/// Every input the fuzzer kept (`Scripts/fuzz`) is read as a page again, the way the fuzz target
/// reads it, so a crash found once stays fixed.
@Suite struct FuzzCorpusTests {
    static let corpus = Fixtures.packageRoot.appendingPathComponent("Tests/SpecPagesTests/Fixtures/fuzz-corpus")

    @Test func theCorpusIsThere() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
        #expect(names.count >= 20)
    }

    @Test func everyCorpusInputParsesWithoutCrashing() throws {
        var examples = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted() {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
            let page = SpecPageParser.parse(String(decoding: data, as: UTF8.self), path: name)
            let suite = SpecSuite(pages: [page])
            for example in suite.checkableExamples {
                #expect(example.lines.allSatisfy { example.blockLineRange.contains($0.number) })
                _ = suite.resolvedContexts(example.contexts)
            }
            #expect(suite.diagnostics.allSatisfy { $0.location.line >= 1 && !$0.description.isEmpty })
            examples += page.examples.count
        }
        #expect(examples > 0)
    }
}
