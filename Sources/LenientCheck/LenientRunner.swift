import ExampleRunner
import Foundation
import SpecPages
import SwiftParser
import SwiftSyntax

/// `cellspec check --lenient`: checks documents written without cellspec's markup.
///
/// Each document is read for its Swift blocks (``LenientDocumentReader``); unlabeled blocks are kept
/// when they parse as Swift without errors. Each block is classified (``LenientClassification``),
/// its implicit context inferred (``ImplicitContext``), and every block, classified or not, is compiled and
/// run through the compile-run API a strict check uses (``SuiteRunner/outcomes(of:)``: merged build,
/// own processes, the model's event channel), keyed by the block's identity, then judged by
/// ``LenientJudge`` alone.
public struct LenientRunner: Sendable {
    public var options: SuiteRunner.Options
    /// Check only blocks whose id, document path or heading contains one of these (`--filter`); every
    /// block is still read, so a selected block sees the whole document's declarations.
    public var filters: [String]
    /// Run every block on these simulated iOS releases (`--ios`) instead of the default.
    public var iOSReleases: [Int]?
    /// Check only the blocks this accepts (`--shard`); like `filters`, every block is still read.
    public var includes: (@Sendable (SpecExample) -> Bool)?
    /// UIKit's own declarations (the inventory beside the model): a member neither the model nor UIKit
    /// declares is the guide's error, not a model gap. Without them every member the model lacks is a gap.
    public var uikitDeclarations: UIKitDeclarations?

    public init(
        options: SuiteRunner.Options, filters: [String] = [], iOSReleases: [Int]? = nil,
        includes: (@Sendable (SpecExample) -> Bool)? = nil
    ) {
        self.options = options
        self.filters = filters
        self.iOSReleases = iOSReleases
        self.includes = includes
    }

    /// One block a check would judge, without compiling anything (`--list`).
    public struct Listing: Sendable {
        public var id: String
        public var location: SpecPages.SourceLocation
        public var classification: LenientClassification
    }

    /// The model's names and the toolchain's: the toolchain's read once per toolchain, then remembered in
    /// the work directory; the model's read once per process while its files stay the same.
    public func vocabulary() async throws -> ModelVocabulary {
        let toolchain = try await ToolchainVocabulary.load(workDirectory: options.workDirectory)
        let sources = options.modelSources
        // The read blocks its thread (and others waiting for the same read): not one of the cooperative pool's.
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: ModelVocabulary.remembered(sources: sources, toolchain: toolchain))
            }
        }
    }

    /// The blocks `run(paths:)` would check; unreadable files are skipped.
    public func list(paths: [String]) async throws -> [Listing] {
        let vocabulary = try await vocabulary()
        return Self.distinct(paths).flatMap { path -> [Listing] in
            guard PageTree.refusal(forFile: path) == nil, let data = FileManager.default.contents(atPath: path),
                let source = String(data: data, encoding: .utf8)
            else { return [] }
            let document = LenientDocumentReader.read(source, path: path)
            return select(Self.prepare(document, vocabulary: vocabulary).blocks, path: path).map {
                Listing(id: $0.block.id, location: $0.block.location, classification: $0.classification)
            }
        }
    }

    private func select(_ prepared: [Prepared], path: String) -> [Prepared] {
        let included = includes.map { includes in prepared.filter { includes($0.block) } } ?? prepared
        guard !filters.isEmpty else { return included }
        return included.filter { item in
            filters.contains { filter in
                item.block.id.contains(filter) || path.contains(filter)
                    || (item.block.heading?.contains(filter) ?? false)
            }
        }
    }

    /// Checks the documents: one report, of mode ``SuiteReport/Mode/lenient``, whose results are the
    /// blocks in document order, each with its ``LenientJudgement``. A file that cannot be read is a
    /// `page.unreadable` markup diagnostic (or the reader's refusal), as in a strict check.
    public func run(paths: [String]) async throws -> SuiteReport {
        try await judge(paths: paths).report
    }

    /// ``run(paths:)``'s report, and the judge's results per document beside it.
    public func judge(paths: [String]) async throws -> LenientRun {
        let vocabulary = try await vocabulary()
        var documents: [LenientJudgedDocument] = []
        var report = SuiteReport(
            mode: .lenient, documents: [], results: [], markupDiagnostics: [], toolchainVersion: "", modelKey: "")
        func unreadable(_ path: String, _ reason: String) {
            report.markupDiagnostics.append(
                MarkupDiagnostic(.unreadablePage, at: SpecPages.SourceLocation(file: path, line: 1, column: 1), reason))
        }
        for path in Self.distinct(paths) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                unreadable(path, "no such file or directory")
                continue
            }
            guard !isDirectory.boolValue else {
                unreadable(path, "is a directory; --lenient checks Markdown files")
                continue
            }
            if let refusal = PageTree.refusal(forFile: path) {
                unreadable(path, refusal)
                continue
            }
            guard let data = FileManager.default.contents(atPath: path),
                let source = String(data: data, encoding: .utf8)
            else {
                unreadable(path, "cannot read the file as UTF-8 text")
                continue
            }
            let document = LenientDocumentReader.read(source, path: path)
            if let refusal = document.refusal {
                report.markupDiagnostics.append(refusal)
                continue
            }
            documents.append(try await check(document, vocabulary: vocabulary, into: &report))
        }
        if !report.results.isEmpty {
            report.sandboxShortfall = SuiteRunner.sandboxShortfall
        }
        return LenientRun(report: report, documents: documents)
    }

    /// The paths with each file once (a file named twice, by any path, is checked once), in order.
    static func distinct(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert(PageTree.realPath($0) ?? $0).inserted }
    }

    /// Classifies, infers, compiles, runs and judges one document's blocks, adding the document, its
    /// blocks' results and the compiles' and runs' counts and timings to `report`.
    public func check(_ document: LenientDocument, vocabulary: ModelVocabulary, into report: inout SuiteReport)
        async throws -> LenientJudgedDocument
    {
        var (prepared, skipped) = Self.prepare(document, vocabulary: vocabulary)
        prepared = select(prepared, path: document.path)
        if let iOSReleases {
            for index in prepared.indices {
                prepared[index].compiled.iOSReleases = iOSReleases
                prepared[index].alternative?.compiled.iOSReleases = iOSReleases
            }
        }
        // Unclassified blocks run too: the report says how each block fares, judged or not.
        var attempts = prepared.map { Attempt(item: $0) }
        try await run(&attempts, into: &report)
        try await retype(&attempts, vocabulary: vocabulary, into: &report)
        let judged = attempts.map { judge($0) }
        report.documents.append(SuiteReport.Document(path: document.path, skippedNonSwiftBlocks: skipped))
        report.results += judged.map { result, outcome in
            result.exampleResult(compileFindings: outcome?.compileFindings ?? [], runs: outcome?.runs ?? [])
        }
        return LenientJudgedDocument(path: document.path, results: judged.map(\.0), skippedNonSwiftBlocks: skipped)
    }

    /// A block as it is compiled — the latest inference kept — and the outcomes of that compile,
    /// with and without the document's other blocks' declarations.
    struct Attempt {
        var item: Prepared
        /// 0 for inference as first made; n for the n-th retyping kept (``Retyping``).
        var number = 0
        var outcome: CompileRunOutcome?
        var alternativeOutcome: CompileRunOutcome?

        /// The block's identity in the compile-run API: the block, as the guide shows it, for the
        /// first attempt, a retyping attempt a variant of it.
        var identity: ExampleIdentity {
            let block = ExampleIdentity(path: item.block.location.file, id: item.block.id)
            return number == 0 ? block : block.variant("retyped \(number)")
        }

        /// The identity of the block compiled without the document's other blocks.
        var alternativeIdentity: ExampleIdentity {
            identity.variant("without the document's other blocks" + (number == 0 ? "" : ", retyped \(number)"))
        }

        /// What the compile-run API is asked: the block as inference completed it, and, when it
        /// uses other blocks' declarations, the block with inference alone.
        var requests: [CompileRunRequest] {
            [LenientRunner.request(identity, item.compiled, context: item.context)]
                + (item.alternative.map {
                    [LenientRunner.request(alternativeIdentity, $0.compiled, context: $0.context)]
                } ?? [])
        }

        var errors: [Finding] { outcome?.compileFindings.filter { $0.kind == .compileError } ?? [] }
        var alternativeErrors: [Finding] {
            alternativeOutcome?.compileFindings.filter { $0.kind == .compileError } ?? []
        }
        /// How many errors the compile had; the most there can be when there was none.
        var errorCount: Int { outcome == nil ? .max : errors.count }
    }

    /// Judges a block from the outcome of its last attempt kept: with the document's other blocks'
    /// declarations when it compiles with them, else with inference alone when that compiles or has
    /// fewer errors (the guide's types may be partial, or a later block may mean a type of the same
    /// name with more members).
    private func judge(_ attempt: Attempt) -> (LenientResult, CompileRunOutcome?) {
        let item = attempt.item
        var (context, compiled, outcome) = (item.context, item.compiled, attempt.outcome)
        // Inference alone when the block compiles only so, or fails with fewer errors: the guide's own
        // declarations otherwise, which leave less to guess. Never when the block calls a function
        // the document declares once in a way its signature rejects: that is the guide's error.
        let callsAFunctionWrongly = attempt.errors.contains {
            CallSites.isCall(of: item.documentFunctions, at: $0.location, in: item.compiled)
        }
        if let alternative = item.alternative, outcome?.compiled != true, !callsAFunctionWrongly,
            attempt.alternativeOutcome?.compiled == true || attempt.alternativeErrors.count < attempt.errors.count
                || outcome == nil
        {
            (context, compiled, outcome) = (alternative.context, alternative.compiled, attempt.alternativeOutcome)
        }
        // The declarations speak for releases up to their newest: code of a later release, or in a
        // document that names one, may use members and overloads added since, so nothing it lacks is sure.
        let uikit = uikitDeclarations.flatMap { declarations in
            (compiled.iOSReleases + item.documentReleases).allSatisfy { $0 <= declarations.newestRelease }
                ? declarations : nil
        }
        var result = LenientJudge.judge(
            block: item.block, classification: item.classification, context: context, compiled: compiled,
            compile: outcome?.compileFindings ?? [], runs: outcome?.runs ?? [], reasons: item.reasons,
            recoveredFromProse: item.source == .proseRun, hasSyntaxErrors: item.hasSyntaxErrors,
            elisions: item.elisions, listed: item.listed, uikitListings: item.uikitListings,
            announcedDeprecations: item.announcedDeprecations, declaredByGuide: item.declaredByGuide,
            uikitCounterpart: { type, member in
                guard let uikit, uikit.lacks(member: member, on: type) == true else { return nil }
                return uikit.counterpart(of: member, on: type)
            },
            uikitTypeCounterpart: { name in uikit?.typeCounterpart(of: name) },
            uikitDeclares: { type, member in
                // What UIKit declares it declares in any release; what it lacks only up to the newest.
                guard let lacks = uikitDeclarations?.lacks(member: member, on: type) else { return nil }
                return lacks && uikit == nil ? nil : !lacks
            },
            uikitRenamedMember: { type, member in uikitDeclarations?.renamedMember(member, on: type) },
            uikitRenamedGlobal: { name in uikitDeclarations?.renamedGlobal(name) },
            uikitFunctions: { name in uikit?.functions(named: name) ?? [] })
        result.block = item.block
        result.block.iOSReleases = compiled.iOSReleases
        return (result, outcome)
    }

    /// What the compiler said a name must be is what the model's signatures need: blocks that did not
    /// compile are inferred again with those types (``Retyping``), three times at most, each attempt
    /// learning from the errors of the one before. An attempt replaces the block's first one when it
    /// compiles, or fails with no more errors.
    private func retype(_ attempts: inout [Attempt], vocabulary: ModelVocabulary, into report: inout SuiteReport)
        async throws
    {
        // The latest attempt of each block, kept or not: the next one learns from its errors.
        var latest = attempts
        for number in 1...3 {
            var retried: [Int: Attempt] = [:]
            for (index, attempt) in attempts.enumerated() where attempt.errorCount > 0 {
                let last = latest[index]
                var retyping = Retyping.read(
                    errors: last.errors, lines: last.item.context.lines, context: last.item.context,
                    previous: last.item.retyping, vocabulary: vocabulary)
                retyping.completedDeclarations.formUnion(
                    RequiredInitializer.lacking(in: last.errors, lent: last.item.context.lent))
                // The type of a static member of a guessed type that borrowed code reads (`Photo.samples`
                // given to a `[Photo]` in the guide's class), learnt from the errors on its lines.
                for lent in last.item.context.lent {
                    let errors = last.errors.filter { lent.contains($0.location) }
                    guard !errors.isEmpty else { continue }
                    let learnt = Retyping.read(
                        errors: errors, lines: lent.lines, context: last.item.context, vocabulary: vocabulary,
                        borrowed: true)
                    for (type, members) in learnt.staticMemberTypes {
                        retyping.staticMemberTypes[type, default: [:]].merge(members) { known, _ in known }
                    }
                }
                // The block without the document's other blocks learns from its own errors: what the
                // compiler asks of a name beside a borrowed declaration is not what it asks without it.
                let alternativeRetyping = last.item.alternative.map { alternative in
                    Retyping.read(
                        errors: last.alternativeErrors, lines: alternative.context.lines, context: alternative.context,
                        previous: last.item.alternativeRetyping ?? Retyping(), vocabulary: vocabulary)
                }
                guard retyping != last.item.retyping || alternativeRetyping != last.item.alternativeRetyping else {
                    continue
                }
                retried[index] = Attempt(
                    item: attempt.item.retyped(retyping, alternative: alternativeRetyping, vocabulary: vocabulary),
                    number: number)
            }
            guard !retried.isEmpty else { return }
            let indices = retried.keys.sorted()
            var again = indices.map { retried[$0]! }
            try await run(&again, into: &report)
            for (index, attempt) in zip(indices, again) {
                latest[index] = attempt
                if attempt.errorCount <= attempts[index].errorCount { attempts[index] = attempt }
            }
        }
    }

    /// Compiles and runs the attempts (and their alternatives) with one call of the compile-run API,
    /// each attempt given its outcomes by identity; the call's compiler, model, counts and timings go
    /// into `report`.
    private func run(_ attempts: inout [Attempt], into report: inout SuiteReport) async throws {
        guard !attempts.isEmpty else { return }
        let outcomes = try await SuiteRunner(options: options).outcomes(of: attempts.flatMap(\.requests))
        report.add(costsOf: outcomes)
        for index in attempts.indices {
            attempts[index].outcome = outcomes[attempts[index].identity]
            attempts[index].alternativeOutcome = outcomes[attempts[index].alternativeIdentity]
        }
    }

    /// The file inferred code is attributed to: a diagnostic or event there is cellspec's, not the guide's.
    public static func inferredFile(for path: String) -> String { "\(path) (inferred context)" }

    /// A block's request to the compile-run API: its code as compiled (after inference), at the
    /// guide's own lines, and the code inference wrote before it as a prelude of its own, attributed
    /// to the document's ``inferredFile(for:)``, numbered from line 2 (a hoisted declaration's
    /// `#sourceLocation` may point one line above its first line). The declarations of other blocks
    /// it borrows stand at their page lines (``LentCode``), each a prelude of its own between the
    /// inferred code before and after it.
    static func request(_ identity: ExampleIdentity, _ compiled: SpecExample, context: ImplicitContext)
        -> CompileRunRequest
    {
        let lent = Dictionary(context.lent.map { ($0.preludeIndex, $0) }, uniquingKeysWith: { first, _ in first })
        var preludes: [CompileRunRequest.Prelude] = []
        var inferred: [SpecExample.Line] = []
        func endInferred() {
            guard !inferred.isEmpty else { return }
            preludes.append(
                CompileRunRequest.Prelude(
                    code: CompileRunRequest.Code(file: inferredFile(for: identity.path), lines: inferred)))
            inferred = []
        }
        var line = 2
        for (index, text) in context.prelude.enumerated() {
            let texts = text.split(separator: "\n", omittingEmptySubsequences: false)
            if let code = lent[index], code.isAtPageLines {
                endInferred()
                preludes.append(
                    CompileRunRequest.Prelude(code: CompileRunRequest.Code(file: code.file, lines: code.lines)))
            } else {
                inferred += texts.enumerated().map {
                    SpecExample.Line(text: String($1), isHidden: true, number: line + $0)
                }
            }
            line += texts.count
        }
        endInferred()
        return CompileRunRequest(
            identity: identity, location: compiled.location,
            code: CompileRunRequest.Code(
                file: compiled.location.file, column: compiled.codeColumn, lines: compiled.lines),
            prelude: preludes,
            swiftVersion: compiled.swiftVersion, iOSReleases: compiled.iOSReleases,
            infoPlistKeys: compiled.infoPlistKeys)
    }

    /// Classifies a document's blocks and infers their context; unlabeled blocks that are not Swift
    /// are dropped and counted.
    static func prepare(_ document: LenientDocument, vocabulary: ModelVocabulary) -> (blocks: [Prepared], skipped: Int)
    {
        var prepared: [Prepared] = []
        var skipped = 0
        let found = ProseCodeDetector.runs(in: document.proseLines).map { run in
            LenientDocument.Block.proseRun(
                path: document.path, id: "code-at-line-\(run.lines[0].number)", lines: run.lines,
                proseMarker: run.proseBefore.flatMap(LenientMarkerWords.proseMarker(in:)), heading: run.heading)
        }
        // Every block (or part) is read first, so that each sees the declarations of the whole document.
        var parts:
            [(
                example: SpecExample, tree: SourceFileSyntax, classification: LenientClassification,
                comments: [LenientMarker], prose: LenientMarker?, source: LenientDocument.Block.Source
            )] = []
        var declarations = DocumentDeclarations(vocabulary: vocabulary)
        for block in document.blocks + found {
            let tree = Parser.parse(source: block.example.lines.map(\.text).joined(separator: "\n"))
            if block.source == .unlabeledFence && !UnlabeledFence.isSwift(block.example.lines, tree: tree) {
                skipped += 1
                continue
            }
            // A block of `// ❌ …` code then `// ✅ …` code is two examples, each marked by its own comment.
            let split = BlockSplitter.split(block.example, tree: tree)
            for (example, byMarkers) in split?.map({ ($0.example, !$0.byRedeclaration) }) ?? [(block.example, false)] {
                let partTree =
                    split == nil ? tree : Parser.parse(source: example.lines.map(\.text).joined(separator: "\n"))
                // Parts split at their own markers are classified by them; others as the whole block is.
                let prose = byMarkers ? nil : block.proseMarker
                let comments = CodeMarkers.find(in: partTree)
                let classification = LenientClassification.classify(prose: prose, comments: comments)
                declarations.record(
                    partTree, lines: example.lines, classification: classification.classification, block: parts.count)
                parts.append((example, partTree, classification, comments, prose, block.source))
            }
        }
        let declaredByGuide = declarations.declaredByGuide
        // Each block's identifiers, read once for the document's sizing rules and the block's own.
        let partNames = parts.map { DocumentDeclarations.identifiers(in: $0.tree) }
        let identifiers = partNames.reduce(into: Set<String>()) { $0.formUnion($1) }
        let fixedCellSizes = CellExercise.showsOnlyFixedSizes(names: identifiers)
        let showsNoLayout = CellExercise.showsNoLayout(names: identifiers)
        for (index, part) in parts.enumerated() {
            let free = FreeNames.find(in: part.tree, vocabulary: vocabulary)
            let diffable = declarations.diffableArguments(for: part.tree, block: index, free: free)
            let properties = declarations.properties(for: part.tree, block: index, free: free)
            // A fragment written from inside a class another block shows gets that class as its host's superclass.
            var enclosing =
                EnclosingClass.canEnclose(part.tree)
                ? declarations.enclosingClass(
                    for: part.tree, block: index, free: free,
                    hosts: Set(HostChoice.hostCandidates + ["UITableViewController"]))
                : nil
            let memberTyped = MemberTypedName.find(
                in: free, structs: declarations.structs(at: index), excluded: Set(properties.keys))
            let borrowed = declarations.borrowed(
                by: part.tree, block: index, free: free,
                also: Set(diffable.map { [$0.section, $0.item] } ?? []).union(properties.values.flatMap(\.needs))
                    .union(enclosing.map { [$0.name] } ?? []).union(memberTyped.values.map(\.type)))
            if let name = enclosing?.name, !borrowed.contains(where: { $0.name == name }) { enclosing = nil }
            var item = Prepared(
                block: part.example, classification: part.classification, vocabulary: vocabulary,
                borrowed: borrowed, documentDiffable: diffable, documentProperties: properties,
                declaredByGuide: declaredByGuide, enclosing: enclosing,
                fixedCellSizes: fixedCellSizes
                    || CellExercise.showsOnlyFixedSizes(names: partNames[index])
                    || (showsNoLayout && CellExercise.laysOutByFrames(part.tree)),
                selfCalls: free.selfCalls, memberTyped: memberTyped)
            // The functions the document declares once that the block calls itself (not what they use in
            // turn): a call of one that does not match its signature is the guide's error.
            item.documentFunctions = Set(
                borrowed.filter { $0.isFunction && $0.isOnlyVersion }.map(\.name)
            ).intersection(free.values.filter(\.isCalled).map(\.name))
            // The guide's reasons: the marking paragraph and the comments that agree with it.
            item.reasons = ([part.prose].compactMap { $0 } + part.comments)
                .filter { $0.classification == part.classification.classification }.map(\.reason).filter { !$0.isEmpty }
            item.source = part.source
            item.hasSyntaxErrors = part.tree.hasError
            item.documentReleases = document.releasesNamed.sorted()
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
        /// Page lines where the guide elides code (``Elision``).
        var elisions: [Int] = []
        /// The elided page lines that are an interface listing's bodiless declarations (``Elision/listed(in:)``).
        var listed: [Int] = []
        /// UIKit's own types the block retypes for the reader (``Elision/uikitListings(in:uikitTypes:)``).
        var uikitListings: [(type: String, line: Int)] = []
        /// The members UIKit only announces it will deprecate that the block names (`textLabel`).
        var announcedDeprecations: [String] = []
        /// For a block that uses other blocks' declarations: inference without them, compiled beside
        /// and used when the block does not compile with them (a later block may mean a type of the
        /// same name with more members); a variant of the block's identity (``Attempt/alternativeIdentity``).
        var alternative: (context: ImplicitContext, compiled: SpecExample)?
        /// The document's other blocks' declarations the block uses.
        var borrowed: [DocumentDeclarations.Entry]
        /// The functions the document declares once that the block calls (``DocumentDeclarations``).
        var documentFunctions: Set<String> = []
        /// The names and members the document declares (``DocumentDeclarations/declaredByGuide``).
        var declaredByGuide: Set<String> = []
        /// The class of another block the block is written from inside (``EnclosingClass``).
        var enclosing: EnclosingClass?
        /// The iOS releases the document's prose names (``LenientDocument/releasesNamed``).
        var documentReleases: [Int] = []
        /// The section and item types the document's other blocks give data sources and snapshots.
        var documentDiffable: (section: String, item: String)?
        /// The implied host's stored properties the document's other blocks declare and this block uses.
        var documentProperties: [String: DocumentDeclarations.Property]
        /// What the compiler said about an earlier attempt (``Retyping``).
        var retyping: Retyping
        /// What the compiler said about an earlier attempt of the alternative, when it has its own.
        var alternativeRetyping: Retyping?
        /// Whether the block's cells are shown at a fixed height (``CellExercise/showsOnlyFixedSizes(in:)``,
        /// ``CellExercise/laysOutByFrames(_:)``), kept for a retyped attempt.
        var fixedCellSizes: Bool
        /// The functions the block calls through `self` that it does not declare (``FreeNames/selfCalls``).
        var selfCalls: Set<String>
        /// The names the document's structs type by the members the block reads (``MemberTypedName``).
        var memberTyped: [String: MemberTypedName]

        /// `borrowed`: declarations of the document's other blocks that the block uses;
        /// `declaredByGuide`: the names and members the whole document declares; `enclosing`: the class
        /// of another block the block is written from inside; `fixedCellSizes`: whether the document lays
        /// its cells out only at sizes it fixes (``CellExercise/showsOnlyFixedSizes(in:)``).
        init(
            block: SpecExample, classification: LenientClassification, vocabulary: ModelVocabulary,
            borrowed: [DocumentDeclarations.Entry] = [],
            retyping: Retyping = Retyping(), alternativeRetyping: Retyping? = nil,
            documentDiffable: (section: String, item: String)? = nil,
            documentProperties: [String: DocumentDeclarations.Property] = [:], declaredByGuide: Set<String> = [],
            enclosing: EnclosingClass? = nil, fixedCellSizes: Bool = false, selfCalls: Set<String> = [],
            memberTyped: [String: MemberTypedName] = [:]
        ) {
            self.selfCalls = selfCalls
            self.memberTyped = memberTyped
            self.alternativeRetyping = alternativeRetyping
            self.fixedCellSizes = fixedCellSizes
            self.declaredByGuide = declaredByGuide
            self.enclosing = enclosing
            // The names alone (`.consultList`, `ViewController.Section` → `consultList`, `Section`).
            let documentNames = Set(declaredByGuide.compactMap { $0.split(separator: ".").last.map(String.init) })
            self.block = block
            self.classification = classification
            self.borrowed = borrowed
            self.documentDiffable = documentDiffable
            self.documentProperties = documentProperties
            self.retyping = retyping
            var elision = Elision.find(in: block.lines)
            elisions = elision.elided
            let shown = Parser.parse(source: block.lines.map(\.text).joined(separator: "\n"))
            listed = Elision.listed(in: block.lines, tree: shown)
            uikitListings = Elision.uikitListings(in: shown, lines: block.lines, uikitTypes: vocabulary.types)
            announcedDeprecations = vocabulary.announcedDeprecations
                .filter(DocumentDeclarations.identifiers(in: shown).contains).sorted()
            let outlets = StoryboardOutlets.outlets(in: shown, vocabulary: vocabulary)
            let hostOutlets = StoryboardOutlets.memberOutlets(in: shown, vocabulary: vocabulary)
            // Each pass reads the lines the one before left; they are parsed again only when it changed them.
            var tree = Parser.parse(source: elision.lines.map(\.text).joined(separator: "\n"))
            func passed(_ lines: [SpecExample.Line]) {
                guard lines != elision.lines else { return }
                elision.lines = lines
                tree = Parser.parse(source: lines.map(\.text).joined(separator: "\n"))
            }
            let libraries = LibraryImports.blank(in: elision.lines, tree: tree)
            passed(libraries.lines)
            let prose = ProseLines.blank(in: elision.lines, tree: tree)
            passed(prose.lines)
            let attributes = RuntimeAttributes.blank(in: elision.lines, tree: tree)
            passed(attributes.lines)
            let statics = StaticMembers.blank(in: elision.lines, tree: tree)
            elision.lines = statics.lines
            // What borrowed declarations read of the types they leave free, by type.
            let lentTypeMembers = borrowed.reduce(into: [String: Set<String>]()) { members, entry in
                members.merge(entry.typeMembersRead) { $0.union($1) }
            }
            // The borrowed declarations' types, to make values of: for the block's names and for a
            // borrowed snapshot's section.
            let documentValues = DocumentValues(borrowed.map { Parser.parse(source: $0.source) })
            context = ImplicitContext.infer(
                lines: elision.lines, vocabulary: vocabulary,
                visible: Set(borrowed.flatMap(\.keys)).union(
                    DocumentDeclarations.members(of: borrowed, seenFrom: tree)),
                retyping: retyping,
                documentDiffable: documentDiffable,
                documentProperties: documentProperties.mapValues { (type: $0.type, line: $0.line) },
                outlets: outlets, hostOutlets: hostOutlets, documentNames: documentNames, enclosing: enclosing,
                fixedCellSizes: fixedCellSizes, lentTypeMembers: lentTypeMembers,
                documentValues: documentValues, memberTyped: memberTyped)
            context.supplied += statics.blanked.map {
                "\($0): a static member shown without its type, read as the file's own"
            }
            if !libraries.modules.isEmpty {
                context.supplied.append(
                    "import \(libraries.modules.joined(separator: ", ")) left out: a library outside the iOS SDK, "
                        + "which cellspec does not have; what the block uses of it is not checked")
            }
            if !prose.blanked.isEmpty {
                context.supplied.append(
                    "line \(prose.blanked.map(String.init).joined(separator: ", ")) left out: prose written into the code, not Swift"
                )
            }
            if !attributes.blanked.isEmpty {
                context.supplied.append(
                    "\(attributes.blanked.joined(separator: ", ")) left out (no Objective-C runtime or Interface Builder here)"
                )
            }
            let imports =
                borrowed.contains(where: \.isObservable) && !context.prelude.contains("import Observation")
                ? ["import Observation"] : []
            // The type names borrowed declarations use and nothing declares: the placeholder, as the
            // block's own use of them would have it.
            let madeHere = Set(context.supplied.compactMap { $0.split(separator: ":").first.map(String.init) })
            var guesses: [String] = []
            var guessed: [String] = []
            for entry in borrowed {
                for type in entry.guessedTypes.sorted() where !madeHere.contains(type) && !guessed.contains(type) {
                    guessed.append(type)
                    let why = "the guide's declaration at line \(entry.line) uses it; the guide does not declare it"
                    // As for the block's own use: `TitleSupplementaryView` an empty reusable view,
                    // `ListController.headerKind` a type with that member, `Asset` the placeholder.
                    // With what every borrowed declaration reads of it, not only this one.
                    var names = FreeNames.find(in: Parser.parse(source: entry.source), vocabulary: vocabulary)
                    names.typeMembers[type] = lentTypeMembers[type]
                    let guess = ImplicitContext.guessedType(
                        type, names: names, memberTypes: retyping.staticMemberTypes[type] ?? [:])
                    guesses.append(guess.declaration)
                    context.supplied.append("\(type): \(guess.summary) (\(why))")
                }
            }
            if !guesses.isEmpty
                && !context.prelude.contains(where: { $0.hasPrefix(PlaceholderSource.placeholderOpening) })
            {
                guesses.insert(PlaceholderSource.placeholder, at: 0)
            }
            // A borrowed class Swift rejects for want of `init?(coder:)` is given one (``RequiredInitializer``).
            // A function shown alone that the block calls through `self` is its host's (``LentCode/hostMember(_:pageLines:host:)``).
            let hostTypeName = context.hostTypeName
            var lentCode: [(source: String, pageLines: [Int]?)] = []
            for entry in borrowed {
                let source =
                    retyping.completedDeclarations.contains(entry.id)
                    ? RequiredInitializer.adding(to: entry.source) : entry.source
                let pageLines = source == entry.source ? entry.pageLines : nil
                if let host = hostTypeName, entry.isFunction, entry.extendedType == nil, selfCalls.contains(entry.name)
                {
                    lentCode.append(LentCode.hostMember(source, pageLines: pageLines, host: host))
                } else {
                    lentCode.append((source, pageLines))
                }
            }
            let sources = lentCode.map(\.source)
            // Each borrowed declaration is compiled at its page lines when it is the guide's text as
            // written (``LentCode``); the inferred file's lines go on counting past it either way.
            var line = 2 + (imports + guesses).reduce(0) { $0 + Self.lineCount($1) }
            for (offset, (entry, lent)) in zip(borrowed, lentCode).enumerated() {
                context.lent.append(
                    LentCode(
                        entry: entry.id, pageLine: entry.line, preludeIndex: imports.count + guesses.count + offset,
                        source: lent.source, page: block.location.file, pageLines: lent.pageLines, inferredLine: line))
                line += Self.lineCount(lent.source)
            }
            context.prelude = imports + guesses + sources + context.prelude
            // A snapshot another block declares and fills after it holds, when this block updates it,
            // what the block presumes the guide's app put there (``SnapshotContents/borrowedFill(_:tree:madeTypes:guessed:documentValues:)``).
            for entry in borrowed {
                guard
                    let fill = SnapshotContents.borrowedFill(
                        entry.source, tree: tree, madeTypes: context.valueTypes, guessed: Set(guessed),
                        documentValues: documentValues)
                else { continue }
                context.prelude.append(fill.statement)
                context.supplied.append(fill.summary)
            }
            context.supplied =
                borrowed.map {
                    "\($0.name): declared at line \($0.line)"
                        + ($0.bodyElided ? ", its body left out (it needs code the guide does not show)" : "")
                        + (retyping.completedDeclarations.contains($0.id)
                            ? ", with the `required init?(coder:)` Swift asks for, which the guide does not show" : "")
                } + context.supplied
            if !borrowed.isEmpty || !documentProperties.isEmpty {
                let alone = ImplicitContext.infer(
                    lines: elision.lines, vocabulary: vocabulary, retyping: alternativeRetyping ?? retyping,
                    outlets: outlets, hostOutlets: hostOutlets, documentNames: documentNames,
                    fixedCellSizes: fixedCellSizes)
                var example = block
                example.lines = alone.lines
                alternative = (alone, example)
            }
            compiled = block
            compiled.lines = context.lines
            // API of a later release than the default runs on that release (``ReleaseChoice``).
            let written = Parser.parse(source: elision.lines.map(\.text).joined(separator: "\n"))
            if let choice = ReleaseChoice.choose(
                in: written, vocabulary: vocabulary, default: block.iOSReleases.max() ?? 18)
            {
                compiled.iOSReleases = [choice.release]
                alternative?.compiled.iOSReleases = [choice.release]
                context.supplied.append(choice.summary)
            }
        }

        /// How many lines `text` takes in the inferred file, where the prelude is joined by line breaks.
        private static func lineCount(_ text: String) -> Int {
            text.split(separator: "\n", omittingEmptySubsequences: false).count
        }

        /// The block inferred again with the types the compiler asked for, compiled as an example of its own.
        func retyped(_ retyping: Retyping, alternative: Retyping? = nil, vocabulary: ModelVocabulary) -> Prepared {
            var item = Prepared(
                block: block, classification: classification, vocabulary: vocabulary, borrowed: borrowed,
                retyping: retyping, alternativeRetyping: alternative, documentDiffable: documentDiffable,
                documentProperties: documentProperties, declaredByGuide: declaredByGuide, enclosing: enclosing,
                fixedCellSizes: fixedCellSizes, selfCalls: selfCalls, memberTyped: memberTyped)
            item.documentFunctions = documentFunctions
            (item.reasons, item.source, item.hasSyntaxErrors) = (reasons, source, hasSyntaxErrors)
            item.compiled.iOSReleases = compiled.iOSReleases
            item.alternative?.compiled.iOSReleases = compiled.iOSReleases
            return item
        }
    }
}
