import Foundation
import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Every input the lenient fuzz target kept (`Scripts/fuzz lenient`) goes through the lenient path
/// again as the target runs it — reading, code found in prose, classification, context inference,
/// the requests to the compile-run API and the sources generated for them — so a crash or hang
/// found once stays fixed.
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
            let requests = prepared.flatMap { LenientRunner.Attempt(item: $0).requests }
            #expect(Set(requests.map(\.identity)).count == requests.count, "\(name): every request is told apart")
            for (index, request) in requests.enumerated() {
                let unit = CompileUnit(index: index, request: request)
                #expect(unit.segments.last?.lines == request.code.lines)
                // A prelude is the request's own: inferred code, or a declaration another block of the
                // same document lends, at that block's lines, never the requesting block's own lines.
                #expect(
                    request.prelude.allSatisfy { prelude in
                        prelude.context == nil
                            && (prelude.code.file.hasSuffix("(inferred context)")
                                || (prelude.code.file == request.code.file
                                    && Set(prelude.code.lines.map(\.number)).isDisjoint(
                                        with: request.code.lines.map(\.number))))
                    })
            }
            #expect(document.refusal == nil || document.blocks.isEmpty)
            blocks += prepared.count
        }
        #expect(blocks > 0)
    }
}
