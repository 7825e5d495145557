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

    @Test func examplesWithoutFileScopeCodeShareAFileAndOneAloneKeepsItsOwn() {
        let units = [
            unit(0, "let a = 1\nprint(a)", firstLine: 10), unit(1, "struct Item {}\nprint(Item())", firstLine: 20),
            unit(2, "let b = (1 +", firstLine: 30), unit(3, "print(2)", firstLine: 40),
        ]
        #expect(SharedSource.groups(units).map { $0.map(\.index) } == [[0, 3]])
        #expect(SharedSource.groups([units[0], units[1]]).isEmpty, "one example alone keeps its own file")
    }

    @Test func examplesThatDeclareShareAFileOnlyWhenNoneCanSeeAnothersNames() {
        let units = [
            unit(0, "struct Item {}\nprint(Item())", firstLine: 10),
            unit(1, "struct Item {}\nprint(Item())", firstLine: 20),
            unit(2, "struct Row { var title = \"\" }\nprint(Row().title)", firstLine: 30),
            unit(3, "enum Section { case main }\nprint(Item.self)", firstLine: 40),
            unit(4, "extension Int { func doubled() -> Int { self * 2 } }\nprint(1.doubled())", firstLine: 50),
            unit(5, "import Observation\nstruct Other {}\nprint(Other())", firstLine: 60),
            unit(6, "struct Header {}\nlet title = 1\nprint(Header(), title)", firstLine: 70),
        ]
        let groups = SharedSource.groups(units).map { $0.map(\.index) }
        // 1 declares Item as 0 does; 3 spells the Item both declare, so it stays alone; 5 imports
        // more; 6 spells `title`, a member 2 declares, so it joins 1.
        #expect(groups == [[0, 2, 4], [1, 6]])
    }

    @Test func eachExampleKeepsItsSourceLocationsAndOwnsItsGeneratedLines() throws {
        let units = [unit(4, "let a = 1\nprint(a)", firstLine: 10), unit(7, "print(2)", firstLine: 40)]
        let shared = SharedSource(units: units, fileName: "Shared-main.swift")
        let lines = shared.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.prefix(2) == ["import Foundation", "import UIKitModel"])
        #expect(lines.filter { $0.hasPrefix("import ") }.count == 2, "the imports are said once")
        for unit in units {
            // Every line of an example's own text, with the #sourceLocation before it, is in the file in order.
            let body = unit.generated.source.dropFirst(unit.generated.header.count)
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
