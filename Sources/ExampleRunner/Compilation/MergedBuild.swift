import Foundation
import SpecPages

/// Compiles many examples in one whole-module `swiftc` invocation, as rustdoc's merged doctests do.
///
/// Every diagnostic of a pass is attributed to its example by location. Examples with errors are
/// dropped, all at once, and the rest compiled again, so one bad example never hides the others.
/// Examples that failed, those with syntax errors and those declared not to compile are type-checked
/// apart from the merged build: together in one batch, each in its own file, and alone when the
/// batch cannot say for sure whose a diagnostic is. Their findings are their own, never another
/// example's. The examples declared not to compile are type-checked while the merged build runs.
struct MergedBuild {
    var toolchain: SwiftToolchain
    var model: ModelLibrary
    var directory: URL
    var swiftVersion: Int
    var jobs: Int
    /// The time limit of each compiler invocation. A merged pass past it is bisected like a failing
    /// one; the examples that keep it from finishing get a `timeout` finding, and the rest compile.
    var compileTimeout: Duration = SuiteRunner.Options.defaultCompileTimeout
    /// The compiler's threads for code generation (`-num-threads`); `jobs` when nil.
    var compilerThreads: Int?

    struct Result {
        var binary: URL?
        /// The compiler's findings per unit index.
        var findings: [Int: [Finding]] = [:]
        /// Units linked into `binary`.
        var compiled: Set<Int> = []
        /// Whole-module compiles of several examples (bisection included).
        var mergedCompiles = 0
        /// Examples type-checked alone to confirm their compile failures.
        var soloTypechecks = 0
        /// Type-checks of several examples at once.
        var typecheckBatches = 0
        /// Units whose findings depend on the other examples of the build (they compile alone but not
        /// merged): not their own outcome, so never cached.
        var dependsOnOthers: Set<Int> = []
        /// Units that failed only beside other examples, each compiled and linked on its own.
        var soloBinaries: [Int: URL] = [:]
    }

    /// Whether an example is only ever type-checked apart, never merged: one declared not to
    /// compile, or one the parser already rejects. In the merged build it would just cost a failing pass.
    static func isCheckedApart(_ unit: CompileUnit) -> Bool {
        unit.generated.hasSyntaxErrors || unit.request.expectsCompileError
    }

    func run(_ units: [CompileUnit]) async throws -> Result {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try ScratchFile.write(HarnessSource.harness, to: file(HarnessSource.harnessFileName))
        try ScratchFile.write(HarnessSource.exports, to: file(HarnessSource.exportsFileName))
        for unit in units {
            try ScratchFile.write(unit.generated.source, to: file(unit.fileName))
        }
        var result = Result()
        let alone = Self.isCheckedApart
        var pending = units.filter { !alone($0) }
        var failed: [CompileUnit] = []
        var timedOut = Set<Int>()
        let checkedApart = units.filter(alone)
        // With more than one job, they are type-checked while the merged build compiles.
        let overlap = jobs > 1
        async let checkedApartEarly = overlap ? typecheck(checkedApart) : Typecheck()

        while !pending.isEmpty {
            result.mergedCompiles += 1
            let pass = try await compile(pending, output: directory.appendingPathComponent("examples.so"))
            var culprits = Set<Int>()
            for unit in pending {
                result.findings[unit.index] = pass.findings[unit.index] ?? []
                if result.findings[unit.index]!.contains(where: { $0.kind == .compileError }) {
                    culprits.insert(unit.index)
                }
            }
            if pass.succeeded {
                result.binary = directory.appendingPathComponent("examples.so")
                result.compiled = Set(pending.map(\.index))
                break
            }
            if pass.timedOut {
                // Past the limit: each example is compiled alone (`jobs` at a time), so a slow example
                // costs one more limit, not one per bisection step. Only when none is slow alone (the
                // slowness comes from a combination) is the set bisected.
                let slow = try await slowAlone(pending)
                result.mergedCompiles += pending.count
                if !slow.isEmpty {
                    for unit in pending where slow.contains(unit.index) {
                        timedOut.insert(unit.index)
                        result.findings[unit.index] = [timeoutFinding(unit)]
                    }
                    pending.removeAll { slow.contains($0.index) }
                    continue
                }
            }
            if culprits.isEmpty || pass.timedOut {
                // Errors that point nowhere (a link error, say), or a compile past its time limit: find
                // the examples that cause them by bisection.
                var bisections = 0
                let found = try await bisect(pending, timedOut: pass.timedOut, compiles: &bisections)
                result.mergedCompiles += bisections
                for unit in pending {
                    guard let slow = found[unit.index] else { continue }
                    result.dependsOnOthers.insert(unit.index)
                    if slow {
                        timedOut.insert(unit.index)
                        result.findings[unit.index] = [timeoutFinding(unit)]
                    } else {
                        result.findings[unit.index, default: []] += pass.unattributed.map {
                            Finding(
                                kind: .compileError,
                                message: "the merged build failed with this example in it: \($0.message)")
                        }
                    }
                }
                culprits.formUnion(found.keys)
            }
            failed += pending.filter { culprits.contains($0.index) && !timedOut.contains($0.index) }
            pending.removeAll { culprits.contains($0.index) }
        }

        // Confirm every compile failure of the merged build by checking the example apart.
        let confirmed = try await typecheck(failed)
        let apart = overlap ? try await checkedApartEarly : try await typecheck(checkedApart)
        for batch in [apart, confirmed] {
            result.soloTypechecks += batch.solo
            result.typecheckBatches += batch.batches
        }
        for unit in checkedApart { result.findings[unit.index] = apart.findings[unit.index] ?? [] }
        for unit in failed {
            let findings = confirmed.findings[unit.index] ?? []
            if findings.contains(where: { $0.kind == .compileError }) {
                result.findings[unit.index] = findings
                continue
            }
            // The type-check found nothing, but it skips what only a full compile reports (a missing
            // return) and cannot see what another example caused (a conformance two examples both
            // declare). Compiled on its own, the example's outcome is its own: the same whichever
            // examples are built beside it, and the same when those come from the cache.
            result.mergedCompiles += 1
            let output = directory.appendingPathComponent("alone-\(unit.index).so")
            let alone = try await compile([unit], output: output)
            let own = alone.findings[unit.index] ?? []
            if alone.succeeded {
                result.findings[unit.index] = own
                result.soloBinaries[unit.index] = output
            } else if own.contains(where: { $0.kind == .compileError }) {
                result.findings[unit.index] = own
            } else {
                let merged = (result.findings[unit.index] ?? []).filter { $0.kind == .compileError }
                result.dependsOnOthers.insert(unit.index)
                result.findings[unit.index] =
                    findings
                    + [
                        Finding(
                            kind: .compileError,
                            message: "compiles alone but not together with the page's other examples: "
                                + merged.map(\.message).joined(separator: "; "),
                            location: unit.location)
                    ]
            }
        }
        return result
    }

    private struct Pass {
        var succeeded: Bool
        var timedOut = false
        var findings: [Int: [Finding]]
        var unattributed: [CompilerDiagnostic]
    }

    private func compile(_ units: [CompileUnit], output: URL, main: String = HarnessSource.entriesFileName)
        async throws -> Pass
    {
        try ScratchFile.write(
            HarnessSource.entries(entryPoints: units.map { ($0.index, $0.entryPoint, $0.generated.isAsync) }),
            to: file(main))
        let shared = SharedSource.groups(units).enumerated().map { number, group in
            SharedSource(units: group, fileName: "Shared\(number == 0 ? "" : "\(number + 1)")-\(main)")
        }
        for source in shared { try ScratchFile.write(source.text, to: file(source.fileName)) }
        let sharedIndices = Set(shared.flatMap { $0.ranges.map(\.index) })
        let apart = units.filter { !sharedIndices.contains($0.index) }
        let sources = [main, HarnessSource.harnessFileName] + shared.map(\.fileName) + apart.map(\.fileName)
        let outcome = try await ProcessRunner(outputLimit: 16 * 1024 * 1024, stopsJobsOnInterrupt: true).run(
            toolchain.swiftc,
            arguments: commonArguments + [
                // `-z defs`: a symbol the library does not define is a link error here, not a load
                // error in every run of the build. The version script exports the one entry
                // function and nothing else (``HarnessSource/exports``).
                "-emit-library", "-parse-as-library", "-Xlinker", "-z", "-Xlinker", "defs", "-Xlinker",
                "--version-script=\(file(HarnessSource.exportsFileName).path)", "-wmo", "-num-threads",
                "\(max(1, compilerThreads ?? jobs))",
                "-o", output.path,
            ]
                + toolchain.linkerArguments + model.compilerArguments + sources.map { file($0).path },
            workingDirectory: directory, timeout: compileTimeout)
        let diagnostics = CompilerDiagnostic.parse(outcome.standardError + "\n" + outcome.standardOutput)
        let (findings, unattributed) = attribute(diagnostics, to: units, shared: shared)
        return Pass(
            succeeded: outcome.termination == .exited(0), timedOut: outcome.termination == .timedOut,
            findings: findings,
            unattributed: unattributed)
    }

    func typecheckAlone(_ unit: CompileUnit) async throws -> [Finding] {
        let outcome = try await ProcessRunner(stopsJobsOnInterrupt: true).run(
            toolchain.swiftc,
            arguments: commonArguments + ["-typecheck", "-parse-as-library", "-I", model.directory.path]
                + [file(HarnessSource.harnessFileName).path, file(unit.fileName).path],
            workingDirectory: directory, timeout: compileTimeout)
        if outcome.termination == .timedOut {
            return [
                Finding(
                    kind: .timeout,
                    message:
                        "type-checking the example alone did not finish within \(compileTimeout); stopped (a larger limit: --compile-timeout)",
                    location: unit.location)
            ]
        }
        let diagnostics = CompilerDiagnostic.parse(outcome.standardError + "\n" + outcome.standardOutput)
        var findings = diagnostics.filter { $0.file != file(HarnessSource.harnessFileName).path }.map {
            finding(from: $0, in: unit)
        }
        if outcome.termination != .exited(0) && !findings.contains(where: { $0.kind == .compileError }) {
            findings.append(
                Finding(
                    kind: .compileError,
                    message: "the compiler failed without a diagnostic: \(outcome.standardError.suffix(500))",
                    location: unit.location))
        }
        return findings
    }

    /// The examples whose compile alone runs past the limit.
    private func slowAlone(_ units: [CompileUnit]) async throws -> Set<Int> {
        let slow = try await concurrentMap(units, limit: jobs) { unit in
            let output = self.directory.appendingPathComponent("alone-\(unit.index)")
            defer { try? FileManager.default.removeItem(at: output) }
            return try await self.compile([unit], output: output, main: "Entries-alone-\(unit.index).swift").timedOut
        }
        return Set(zip(units, slow).filter(\.1).map(\.0.index))
    }

    func timeoutFinding(_ unit: CompileUnit) -> Finding {
        Finding(
            kind: .timeout,
            message:
                "the compiler did not finish within \(compileTimeout) with this example in it; stopped (a larger limit: --compile-timeout)",
            location: unit.location)
    }

    /// Halves a set that failed to compile (`timedOut`: ran past the limit) until the examples that
    /// fail on their own are found; each with whether its compile ran past the limit.
    private func bisect(_ units: [CompileUnit], timedOut: Bool, compiles: inout Int) async throws -> [Int: Bool] {
        if units.count == 1 { return [units[0].index: timedOut] }
        let middle = units.count / 2
        var culprits: [Int: Bool] = [:]
        for half in [Array(units[..<middle]), Array(units[middle...])] {
            compiles += 1
            let pass = try await compile(half, output: directory.appendingPathComponent("bisect.so"))
            if !pass.succeeded {
                culprits.merge(try await bisect(half, timedOut: pass.timedOut, compiles: &compiles)) { $0 || $1 }
            }
        }
        // Neither half fails alone: the failure comes from the two together; drop both.
        return culprits.isEmpty ? Dictionary(uniqueKeysWithValues: units.map { ($0.index, timedOut) }) : culprits
    }

    /// Assigns each diagnostic to the example whose lines it points at: its own lines first, then the
    /// lines of a context it uses (a broken context breaks each example that uses it). The units are
    /// looked up by file — their own generated file, a shared file's line ranges, the page a segment
    /// comes from — so a build of thousands of examples with hundreds of warnings does not compare
    /// every diagnostic with every example.
    private func attribute(
        _ diagnostics: [CompilerDiagnostic], to units: [CompileUnit], shared: [SharedSource]
    ) -> ([Int: [Finding]], [CompilerDiagnostic]) {
        let unitsByIndex = Dictionary(units.map { ($0.index, $0) }) { first, _ in first }
        let order = Dictionary(units.enumerated().map { ($0.element.index, $0.offset) }) { first, _ in first }
        var byOwnFile: [String: Int] = [:]
        var byExamplePage: [String: [CompileUnit]] = [:]
        var byContextPage: [String: [CompileUnit]] = [:]
        for unit in units {
            byOwnFile[file(unit.fileName).path] = unit.index
            for page in Set(unit.segments.filter { $0.role == .example }.map(\.file)) {
                byExamplePage[page, default: []].append(unit)
            }
            for page in Set(unit.segments.filter { $0.role != .example }.map(\.file)) {
                byContextPage[page, default: []].append(unit)
            }
        }
        let sharedByPath = Dictionary(shared.map { (file($0.fileName).path, $0) }) { first, _ in first }
        var byUnit: [Int: [Finding]] = [:]
        var unattributed: [CompilerDiagnostic] = []
        for diagnostic in diagnostics {
            guard let path = diagnostic.file, let line = diagnostic.line else {
                unattributed.append(diagnostic)
                continue
            }
            var owners = Set<Int>()
            if let own = byOwnFile[path] { owners.insert(own) }
            if let sharedOwner = sharedByPath[path]?.owner(ofLine: line) { owners.insert(sharedOwner) }
            for unit in byExamplePage[path] ?? []
            where unit.ownsExampleLine(file: path, tag: diagnostic.tag, line: line) {
                owners.insert(unit.index)
            }
            if owners.isEmpty {
                for unit in byContextPage[path] ?? []
                where unit.ownsContextLine(file: path, tag: diagnostic.tag, line: line) {
                    owners.insert(unit.index)
                }
            }
            if owners.isEmpty {
                unattributed.append(diagnostic)
                continue
            }
            for index in owners.sorted(by: { order[$0]! < order[$1]! }) {
                byUnit[index, default: []].append(finding(from: diagnostic, in: unitsByIndex[index]!))
            }
        }
        // A warning that points at no example can only be in the fixed harness files: the tool's
        // concern, not a page's. An error there still fails the pass and is bisected.
        return (byUnit, unattributed.filter { $0.severity == .error })
    }

    func finding(from diagnostic: CompilerDiagnostic, in unit: CompileUnit) -> Finding {
        let inGenerated = diagnostic.file?.hasPrefix(directory.path) == true
        // An import the page wrote is hoisted into the file's header, which has no `#sourceLocation`:
        // its diagnostic is the page's, on the import's own line.
        var pageImport: SourceLocation?
        if inGenerated, let line = diagnostic.line { pageImport = unit.generated.pageLocation(ofHeaderLine: line) }
        let location: SourceLocation? =
            if let pageImport {
                pageImport
            } else if let path = diagnostic.file, let line = diagnostic.line, !inGenerated {
                SourceLocation(file: path, line: line, column: diagnostic.column ?? 1)
            } else {
                nil
            }
        return Finding(
            kind: diagnostic.severity == .error ? .compileError : .compileWarning,
            message: inGenerated && pageImport == nil
                ? "in code cellspec generated around the example: \(diagnostic.message)" : diagnostic.message,
            identifier: diagnostic.group, location: location,
            notes: diagnostic.notes.map { note in
                let place = note.file.map { "\(($0 as NSString).lastPathComponent):\(note.line ?? 0): " } ?? ""
                return place + note.message
            },
            diagnostic: diagnostic.name)
    }

    var commonArguments: [String] {
        [
            "-swift-version", "\(swiftVersion)", "-Onone", "-diagnostic-style", "llvm", "-debug-diagnostic-names",
            "-module-name", "CellSpecExamples",
        ] + IOSBuildConfiguration.customConditions.flatMap { ["-D", $0] }
    }

    func file(_ name: String) -> URL { directory.appendingPathComponent(name) }
}

/// Maps with at most `limit` transforms running at once, keeping the input order.
func concurrentMap<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], limit: Int, _ transform: @escaping @Sendable (Input) async throws -> Output
) async throws -> [Output] {
    try await withThrowingTaskGroup(of: (Int, Output).self) { group in
        var results = [Output?](repeating: nil, count: inputs.count)
        var next = 0
        for _ in 0..<min(max(1, limit), inputs.count) {
            let index = next
            group.addTask { (index, try await transform(inputs[index])) }
            next += 1
        }
        while let (index, output) = try await group.next() {
            results[index] = output
            if next < inputs.count {
                let index = next
                group.addTask { (index, try await transform(inputs[index])) }
                next += 1
            }
        }
        return results.map { $0! }
    }
}
