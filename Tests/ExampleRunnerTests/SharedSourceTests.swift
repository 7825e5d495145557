import Testing

@testable import ExampleRunner
@testable import SpecPages

@Suite struct SharedSourceTests {
    func unit(_ index: Int, _ code: String, firstLine: Int) -> CompileUnit {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, text in
            SpecExample.Line(text: String(text), isHidden: false, number: firstLine + offset)
        }
        let example = SpecExample(
            id: "e\(index)", classification: .correct, origin: .infoString, expectations: [], contexts: [],
            swiftVersion: 5,
            iOSReleases: [18], infoPlistKeys: [], location: SourceLocation(file: "Spec/p.md", line: firstLine - 1),
            codeColumn: 1,
            lines: lines, heading: nil)
        return CompileUnit(index: index, example: example, contexts: [])
    }

    @Test func onlyExamplesWithoutFileScopeCodeShareAFile() {
        let units = [
            unit(0, "let a = 1\nprint(a)", firstLine: 10), unit(1, "struct Item {}\nprint(Item())", firstLine: 20),
            unit(2, "let b = (1 +", firstLine: 30), unit(3, "print(2)", firstLine: 40),
        ]
        #expect(SharedSource.sharing(units).map(\.index) == [0, 3])
        #expect(SharedSource.sharing([units[0], units[1]]).isEmpty, "one example alone keeps its own file")
    }

    @Test func eachExampleKeepsItsSourceLocationsAndOwnsItsGeneratedLines() throws {
        let units = [unit(4, "let a = 1\nprint(a)", firstLine: 10), unit(7, "print(2)", firstLine: 40)]
        let shared = SharedSource(units: units, fileName: "Shared-main.swift")
        let lines = shared.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.prefix(2) == ["import Foundation", "import UIKitModel"])
        #expect(lines.filter { $0.hasPrefix("import ") }.count == 2, "the imports are said once")
        for unit in units {
            // Every line of an example's own text, with the #sourceLocation before it, is in the file in order.
            let body = unit.generated.source.dropFirst(ExampleSourceGenerator.implicitImportLines.count)
            #expect(shared.text.contains(body))
            let entry = try #require(lines.firstIndex { $0.hasPrefix("@MainActor func \(unit.entryPoint)()") })
            #expect(shared.owner(ofLine: entry + 1) == unit.index, "1-based line of \(unit.entryPoint)")
            let close = lines[entry...].firstIndex { $0 == "}" }!
            #expect(shared.owner(ofLine: close + 1) == unit.index)
        }
        #expect(shared.owner(ofLine: 1) == nil, "the imports are nobody's")
        #expect(shared.owner(ofLine: lines.count + 5) == nil)
    }
}
