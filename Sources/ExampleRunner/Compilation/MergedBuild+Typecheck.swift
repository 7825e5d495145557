import Foundation

extension MergedBuild {
    /// What type-checking examples apart from the merged build found.
    struct Typecheck: Sendable {
        var findings: [Int: [Finding]] = [:]
        /// One-invocation type-checks of several examples.
        var batches = 0
        /// Examples type-checked alone.
        var solo = 0
    }

    /// Type-checks examples apart from the merged build: all in one `swiftc -typecheck`, each in its
    /// own file, then alone each example whose findings the batch cannot vouch for.
    func typecheck(_ units: [CompileUnit]) async throws -> Typecheck {
        var result = Typecheck()
        var alone = units
        if units.count > 1 {
            result.batches = 1
            let batch = try await typecheckBatch(units)
            result.findings = batch.findings
            alone = units.filter { batch.unsure.contains($0.index) }
        }
        let solo = try await concurrentMap(alone, limit: jobs) { try await self.typecheckAlone($0) }
        result.solo = alone.count
        for (unit, findings) in zip(alone, solo) { result.findings[unit.index] = findings }
        return result
    }

    /// One type-check of many examples. A diagnostic is trusted only when it lies in one example's own
    /// lines (or its generated file) and none of its notes point into another example of the batch; an
    /// example touched by any other diagnostic is `unsure` and checked alone. A diagnostic that points
    /// nowhere, or a compiler that fails without one, makes the whole batch unsure.
    private func typecheckBatch(_ units: [CompileUnit]) async throws -> (findings: [Int: [Finding]], unsure: Set<Int>) {
        let harness = file(HarnessSource.harnessFileName).path
        let outcome = try await ProcessRunner(outputLimit: 16 * 1024 * 1024, stopsJobsOnInterrupt: true).run(
            toolchain.swiftc,
            arguments: commonArguments + [
                "-typecheck", "-wmo", "-parse-as-library", "-I", model.directory.path, harness,
            ]
                + units.map { file($0.fileName).path },
            workingDirectory: directory, timeout: compileTimeout)
        let diagnostics = CompilerDiagnostic.parse(outcome.standardError + "\n" + outcome.standardOutput)
        var findings: [Int: [Finding]] = Dictionary(uniqueKeysWithValues: units.map { ($0.index, []) })
        var unsure = Set<Int>()
        var everyoneUnsure = false
        for diagnostic in diagnostics where diagnostic.file != harness || diagnostic.severity == .error {
            guard let path = diagnostic.file, let line = diagnostic.line else {
                everyoneUnsure = true
                continue
            }
            let owners = units.filter {
                file($0.fileName).path == path || $0.ownsExampleLine(file: path, tag: diagnostic.tag, line: line)
            }
            let touched = units.filter { unit in
                ([diagnostic] + diagnostic.notes).contains { note in
                    guard let path = note.file, let line = note.line else { return false }
                    return file(unit.fileName).path == path
                        || unit.ownsExampleLine(file: path, tag: note.tag, line: line)
                        || unit.ownsContextLine(file: path, tag: note.tag, line: line)
                }
            }
            if owners.count == 1, Set(touched.map(\.index)).subtracting([owners[0].index]).isEmpty {
                findings[owners[0].index]!.append(finding(from: diagnostic, in: owners[0]))
            } else if touched.isEmpty {
                everyoneUnsure = true
            } else {
                unsure.formUnion(touched.map(\.index))
            }
        }
        let anyError = findings.values.contains { $0.contains { $0.kind == .compileError } }
        if everyoneUnsure || (outcome.termination != .exited(0) && !anyError)
            || (outcome.termination == .exited(0) && anyError)
        {
            return ([:], Set(units.map(\.index)))
        }
        return (findings, unsure)
    }
}
