import Foundation
import SpecPages
import SwiftParser
import SwiftSyntax

/// `cellspec check --lenient`: checks documents written without cellspec's markup.
///
/// Each document is read for its Swift blocks (``LenientDocumentReader``); unlabeled blocks are kept
/// when they parse as Swift without errors. Each block is classified (``LenientClassification``),
/// its implicit context inferred (``ImplicitContext``), and every block, classified or not, is compiled and
/// run by the ordinary ``SuiteRunner`` — merged build, own processes, the model's event channel —
/// then judged by ``LenientJudge``.
public struct LenientRunner: Sendable {
    public var options: SuiteRunner.Options

    public init(options: SuiteRunner.Options) {
        self.options = options
    }

    public func run(paths: [String]) async throws -> LenientReport {
        let vocabulary = ModelVocabulary.read(sources: options.modelSources)
        var report = LenientReport(documents: [], unreadable: [])
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                report.unreadable.append("\(path): no such file or directory")
                continue
            }
            guard !isDirectory.boolValue else {
                report.unreadable.append("\(path): is a directory; --lenient checks Markdown files")
                continue
            }
            guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8) else {
                report.unreadable.append("\(path): cannot read the file as UTF-8 text")
                continue
            }
            let document = LenientDocumentReader.read(source, path: path)
            if let refusal = document.refusal {
                report.unreadable.append("\(refusal.location): \(refusal.message) [\(refusal.identifier.rawValue)]")
                continue
            }
            report.documents.append(try await check(document, vocabulary: vocabulary))
        }
        return report
    }

    /// Classifies, infers, compiles, runs and judges one document's blocks.
    public func check(_ document: LenientDocument, vocabulary: ModelVocabulary) async throws -> LenientDocumentReport {
        let (prepared, skipped) = Self.prepare(document, vocabulary: vocabulary)
        // Unclassified blocks run too: the report says how each block fares, judged or not.
        let suite = LenientCheckPage.suite(
            path: document.path, entries: prepared.map { LenientCheckPage.Entry(example: $0.compiled, prelude: $0.context.prelude) })
        let suiteReport = prepared.isEmpty ? nil : try await SuiteRunner(options: options).run(suite)
        var byLocation: [SpecPages.SourceLocation: ExampleResult] = [:]
        for result in suiteReport?.results ?? [] { byLocation[result.example.location] = result }

        let results = prepared.map { item -> LenientResult in
            let run = byLocation[item.block.location]
            return LenientJudge.judge(
                block: item.block, classification: item.classification, context: item.context, compiled: item.compiled,
                compile: run?.compileFindings ?? [], runs: run?.runs ?? [], reasons: item.reasons,
                recoveredFromProse: item.source == .proseRun, hasSyntaxErrors: item.hasSyntaxErrors)
        }
        return LenientDocumentReport(path: document.path, results: results, skippedNonSwiftBlocks: skipped)
    }

    /// Classifies a document's blocks and infers their context; unlabeled blocks that are not Swift
    /// are dropped and counted.
    static func prepare(_ document: LenientDocument, vocabulary: ModelVocabulary) -> (blocks: [Prepared], skipped: Int) {
        var prepared: [Prepared] = []
        var skipped = 0
        let found = ProseCodeDetector.runs(in: document.proseLines).map { run in
            LenientDocument.Block.proseRun(
                path: document.path, id: "code-at-line-\(run.lines[0].number)", lines: run.lines,
                proseMarker: run.proseBefore.flatMap(LenientMarkerWords.proseMarker(in:)), heading: run.heading)
        }
        for block in document.blocks + found {
            let tree = Parser.parse(source: block.example.lines.map(\.text).joined(separator: "\n"))
            if block.source == .unlabeledFence && (tree.hasError || tree.statements.isEmpty) {
                skipped += 1
                continue
            }
            let comments = CodeMarkers.find(in: tree)
            let classification = LenientClassification.classify(prose: block.proseMarker, comments: comments)
            var item = Prepared(block: block.example, classification: classification, vocabulary: vocabulary)
            // The guide's reasons: the marking paragraph and the comments that agree with it.
            item.reasons = ([block.proseMarker].compactMap { $0 } + comments)
                .filter { $0.classification == classification.classification }.map(\.reason).filter { !$0.isEmpty }
            item.source = block.source
            item.hasSyntaxErrors = tree.hasError
            prepared.append(item)
        }
        return (prepared, skipped)
    }

    /// A block ready to compile: as written, as compiled, and what inference gave it.
    struct Prepared {
        var block: SpecExample
        var classification: LenientClassification
        var context: ImplicitContext
        var compiled: SpecExample
        var source = LenientDocument.Block.Source.swiftFence
        var hasSyntaxErrors = false
        /// What the guide says about the block where it marks it.
        var reasons: [String] = []

        init(block: SpecExample, classification: LenientClassification, vocabulary: ModelVocabulary) {
            self.block = block
            self.classification = classification
            context = ImplicitContext.infer(lines: block.lines, vocabulary: vocabulary)
            compiled = block
            compiled.lines = context.lines
            // The runner checks correct examples strictly; the lenient judge re-reads its findings.
            compiled.classification = .correct
        }
    }
}
