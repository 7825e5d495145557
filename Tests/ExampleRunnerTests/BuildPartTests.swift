import Testing

@testable import ExampleRunner
@testable import SpecPages

/// How a check's examples are divided among merged builds that compile side by side.
@Suite struct BuildPartTests {
    func unit(_ index: Int, swiftVersion: Int = 5, failsToCompile: Bool = false) -> CompileUnit {
        let example = SpecExample(
            id: "e\(index)", classification: failsToCompile ? .incorrect : .correct, origin: .infoString,
            expectations: failsToCompile ? [.compileError("has no member")] : [], contexts: [],
            swiftVersion: swiftVersion, iOSReleases: [18], infoPlistKeys: [],
            location: SourceLocation(file: "Spec/p.md", line: 10 * index + 1), codeColumn: 1,
            lines: [SpecExample.Line(text: "print(\(index))", isHidden: false, number: 10 * index + 2)], heading: nil)
        return CompileUnit(index: index, example: example, contexts: [])
    }

    @Test func aSmallSuiteIsOneBuildWithEveryJob() {
        let parts = BuildPart.parts(of: (0..<60).map { unit($0) }, jobs: 2)
        #expect(parts.map(\.name) == ["swift5"])
        #expect(parts[0].units.count == 60)
        #expect(parts[0].compilerThreads == 2)
        let few = BuildPart.parts(of: (0..<3).map { unit($0) }, jobs: 2)
        #expect(few.map(\.units.count) == [3])
        #expect(few[0].compilerThreads == 1, "a small build links one object")
    }

    @Test func aLargeModeIsSplitPerJobWithEveryExampleOnce() {
        let units = (0..<230).map { unit($0, failsToCompile: $0 % 10 == 3) }
        let parts = BuildPart.parts(of: units, jobs: 2)
        #expect(parts.map(\.name) == ["swift5", "swift5-2"])
        #expect(parts.map(\.compilerThreads) == [1, 1])
        let indices = parts.flatMap { $0.units.map(\.index) }
        #expect(indices.sorted() == Array(0..<230))
        // Examples type-checked apart stay with the first part; the others are dealt out evenly.
        #expect(parts[1].units.allSatisfy { !MergedBuild.isCheckedApart($0) })
        #expect(parts[0].units.filter(MergedBuild.isCheckedApart).count == 23)
        let merged = parts.map { $0.units.filter { !MergedBuild.isCheckedApart($0) }.count }
        #expect(merged == [104, 103])
        #expect(parts.allSatisfy { $0.units.map(\.index) == $0.units.map(\.index).sorted() })
    }

    @Test func eachLanguageModeIsDividedOnItsOwn() {
        let units = (0..<120).map { unit($0, swiftVersion: $0 < 100 ? 6 : 5) }
        let parts = BuildPart.parts(of: units, jobs: 4)
        #expect(parts.map(\.name) == ["swift5", "swift6", "swift6-2"])
        #expect(parts.map(\.units.count) == [20, 50, 50])
        #expect(parts.map(\.compilerThreads) == [1, 2, 2], "20 examples are a small build")
        #expect(BuildPart.parts(of: units, jobs: 1).map(\.name) == ["swift5", "swift6"])
    }
}

/// The progress of a check's runs, counted across the builds that run them.
@Suite struct RunCounterTests {
    @Test func runsAreCountedAgainstEveryBuildPlannedSoFar() {
        let counter = RunCounter()
        #expect(counter.plan(3) == 3)
        #expect(counter.next() == (1, 3))
        #expect(counter.plan(2) == 5, "a second build adds its runs when it is linked")
        #expect(counter.next() == (2, 5))
    }
}
