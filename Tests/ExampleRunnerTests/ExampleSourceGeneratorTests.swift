import TestSupport
import Testing

@testable import ExampleRunner
@testable import SpecPages

@Suite struct ExampleSourceGeneratorTests {
    func segment(_ code: String, firstLine: Int = 10, column: Int = 1) -> CodeSegment {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, text in
            SpecExample.Line(text: String(text), isHidden: false, number: firstLine + offset)
        }
        let example = SpecExample(
            id: "x", classification: .correct, origin: .infoString, expectations: [], contexts: [], swiftVersion: 5,
            iOSReleases: [18], infoPlistKeys: [], location: SourceLocation(file: "Spec/p.md", line: firstLine - 1),
            codeColumn: column,
            lines: lines, heading: nil)
        return CodeSegment(example: example)
    }

    @Test func statementsKeepTheNumbersTheirLinesCarry() {
        var numbered = segment("let a = 1\nlet b = 2\nlet c = 3")
        // Code found in prose: a line split off another keeps that line's number.
        numbered.lines[1].number = 10
        numbered.lines[2].number = 11
        let source = ExampleSourceGenerator.generate(segments: [numbered], entryPoint: "run").source
        #expect(source.contains("line: 10)\nlet b = 2"))
        #expect(source.contains("line: 11)\nlet c = 3"))
        #expect(numbered.pageLine(5) == 13, "past the last line, lines count on from it")
    }

    /// A comparison in a statement and one in a declaration's body are both rewritten; the
    /// declaration is still adapted afterwards (its view's `init()` made `required`).
    @Test func comparisonsAreRewrittenInStatementsAndDeclarations() {
        let output = ExampleSourceGenerator.generate(
            segments: [
                segment(
                    "final class Badge: UICollectionViewCell {\n    override init() { super.init(); expect(tag == 0) }\n}\nlet badge = Badge()\nexpect(badge.tag == 0)"
                )
            ],
            entryPoint: "run")
        #expect(!output.hasSyntaxErrors)
        #expect(
            output.source.contains(
                "required init() { super.init(); __cellspecExpectComparison(__cellspecComparisonBegins(), __cellspecLeft(tag) == 0,"
            ))
        #expect(
            output.source.contains(
                "line: 14)\n__cellspecExpectComparison(__cellspecComparisonBegins(), __cellspecLeft(badge.tag) == 0, expression: \"badge.tag == 0\""
            ))
    }

    @Test func typesAreHoistedAndMadeFileprivateStatementsMoveIntoTheEntryPoint() {
        let output = ExampleSourceGenerator.generate(
            segments: [
                segment("import UIKit\nstruct Item: Hashable { let id: Int }\nlet item = Item(id: 1)\nprint(item)")
            ],
            entryPoint: "run")
        #expect(!output.hasSyntaxErrors)
        #expect(
            output.source == """
                import Foundation
                import UIKitModel
                #sourceLocation(file: "Spec%2Fp.md", line: 10)
                fileprivate
                struct Item: Hashable { let id: Int }
                #sourceLocation()
                @MainActor func run() throws {
                #sourceLocation(file: "Spec%2Fp.md", line: 12)
                let item = Item(id: 1)
                #sourceLocation(file: "Spec%2Fp.md", line: 13)
                print(item)
                #sourceLocation()
                    __cellspecExampleEnds()
                }

                """)
    }

    /// After the last statement, while the example's views are still its locals, the model records
    /// them as they end; not after a statement that leaves, where the call would never run (and
    /// the compiler would warn).
    @Test func theEntryPointSaysWhenTheExamplesStatementsEnded() {
        func source(_ code: String) -> String {
            ExampleSourceGenerator.generate(segments: [segment(code)], entryPoint: "run").source
        }
        #expect(source("let a = 1\nprint(a)").contains("print(a)\n#sourceLocation()\n    __cellspecExampleEnds()\n}"))
        #expect(source("await Task.yield()").contains("__cellspecExampleEnds()"), "async entry points too")
        #expect(!source("let a = 1\nreturn").contains("__cellspecExampleEnds"))
        #expect(!source("throw CancellationError()").contains("__cellspecExampleEnds"))
        #expect(!source("fatalError(\"stop\")").contains("__cellspecExampleEnds"))
        #expect(source("if true { return }").contains("__cellspecExampleEnds"), "a return inside a block may not run")
        #expect(!source("struct Item {}").contains("__cellspecExampleEnds"), "no statements, nothing to record")
    }

    @Test func onlyCodeThatAwaitsRunsDirectlyInTheAsyncEntryPoint() {
        let awaiting = ExampleSourceGenerator.generate(segments: [segment("await Task.yield()")], entryPoint: "run")
        #expect(awaiting.source.contains("@MainActor func run() async throws {\n#sourceLocation"))
        let synchronous = ExampleSourceGenerator.generate(segments: [segment("let awaitable = 1")], entryPoint: "run")
        #expect(
            synchronous.source.contains("@MainActor func run() throws {\n#sourceLocation"),
            "no async entry point, and no closure around the statements, for code that never awaits")
    }

    @Test func onlyCodeWithFileScopeDeclarationsOrImportsNeedsAFileOfItsOwn() {
        #expect(
            !ExampleSourceGenerator.generate(segments: [segment("let a = 1\nprint(a)")], entryPoint: "run").needsOwnFile
        )
        #expect(
            ExampleSourceGenerator.generate(
                segments: [segment("let a = 1\nstruct Item {}\nprint(a)")], entryPoint: "run"
            ).needsOwnFile)
        #expect(
            !ExampleSourceGenerator.generate(segments: [segment("import UIKit\nlet a = 1")], entryPoint: "run")
                .needsOwnFile)
        #expect(
            ExampleSourceGenerator.generate(segments: [segment("import Combine\nlet a = 1")], entryPoint: "run")
                .needsOwnFile)
        #expect(
            ExampleSourceGenerator.generate(segments: [segment("func f() {}\nf()")], entryPoint: "run").needsOwnFile)
        #expect(
            ExampleSourceGenerator.generate(
                segments: [segment("extension Int { var twice: Int { self * 2 } }")], entryPoint: "run"
            ).needsOwnFile)
    }

    @Test func attributesKeepTheModifierOnTheirLineAndConformingExtensionsStayAsWritten() {
        let output = ExampleSourceGenerator.generate(
            segments: [
                segment("@MainActor final class Box {}\nextension Box: Sendable {}\nextension Box { func f() {} }")
            ],
            entryPoint: "run")
        #expect(output.source.contains("@MainActor fileprivate final class Box {}"))
        #expect(output.source.contains("\nextension Box: Sendable {}"))
        #expect(output.source.contains("fileprivate\nextension Box { func f() {} }"))
        let ownLine = ExampleSourceGenerator.generate(
            segments: [segment("@MainActor\nfunc show() {}")], entryPoint: "run")
        #expect(!ownLine.hasSyntaxErrors)
        #expect(ownLine.source.contains("@MainActor fileprivate\nfunc show() {}"))
    }

    @Test func widerAccessLevelsAreNarrowedSoNoExampleSeesAnothersTypes() {
        let source = ExampleSourceGenerator.generate(
            segments: [
                segment("public protocol UIContentView: AnyObject {}\nopen class Cell {}\nprivate struct Kept {}")
            ], entryPoint: "run"
        ).source
        #expect(
            source.contains("line: 10)\nfileprivate protocol UIContentView: AnyObject {}"),
            "in place: the line keeps its number")
        #expect(source.contains("fileprivate class Cell {}"))
        #expect(source.contains("private struct Kept {}"))
    }

    @Test func anAttributeOnALineOfItsOwnStaysApartFromTheModifier() {
        let output = ExampleSourceGenerator.generate(
            segments: [segment("@dynamicMemberLookup\nstruct Box {}")], entryPoint: "run")
        #expect(output.source.contains("@dynamicMemberLookup fileprivate\nstruct Box {}"))
    }

    @Test func reusableViewInitializersStayAsWrittenExceptInit() {
        let code = """
            class Cell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Row: UITableViewCell {
                override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Special: Cell {
                override init() { super.init(frame: .zero) }
            }
            class Plain: UICollectionReusableView {
                @MainActor init() { super.init(frame: .zero) }
            }
            class Other: UITableViewCell {
                convenience init() { self.init(style: .subtitle, reuseIdentifier: nil) }
            }
            class Badge: UIView {
                override init() { super.init(frame: .zero) }
            }
            enum Kind { case list; init() { self = .list } }
            struct Options { init() {} }
            extension Cell { convenience init(tag: Int) { self.init() } }
            class Nested: UICollectionViewCell {
                struct Inner { init() {} }
            }
            """
        let output = ExampleSourceGenerator.generate(segments: [segment(code)], entryPoint: "run")
        #expect(output.source.contains("    override init(frame: CGRect) { super.init(frame: frame) }"))
        #expect(output.source.contains("    override init(style: CellStyle, reuseIdentifier: String?)"))
        #expect(output.source.contains("class Special: Cell {\n    required init() { super.init(frame: .zero) }"))
        #expect(output.source.contains("    @MainActor required init() { super.init(frame: .zero) }"))
        #expect(output.source.contains("    required convenience init() { self.init(style: .subtitle"))
        #expect(output.source.contains("class Badge: UIView {\n    override init() { super.init(frame: .zero) }"))
        #expect(output.source.components(separatedBy: "    required init?(coder: NSCoder)").count == 3)
        #expect(
            output.source.contains("enum Kind { case list; init() { self = .list } }"),
            "only classes have required initializers")
        #expect(output.source.contains("struct Options { init() {} }"))
        #expect(output.source.contains("    struct Inner { init() {} }"), "a type nested in a cell is not the cell")
    }

    @Test func indentedCodeKeepsItsPageColumns() {
        let output = ExampleSourceGenerator.generate(segments: [segment("let a = 1", column: 3)], entryPoint: "run")
        #expect(output.source.contains("#sourceLocation(file: \"Spec%2Fp.md\", line: 10)\n  let a = 1"))
    }

    @Test func syntaxErrorsAreNoticed() {
        #expect(ExampleSourceGenerator.generate(segments: [segment("let a = (1 +")], entryPoint: "run").hasSyntaxErrors)
    }
}

extension ExampleSourceGeneratorTests {
    /// Compiles and runs the fixture page: a cell configured once and then put in editing is drawn
    /// last as the next frame shows it, with its editing accessories, not as it was configured.
    @Test func aViewChangedAfterItsLastRecordIsRecordedAsTheExampleEnds() async throws {
        let (_, report) = try await Fixtures.check(
            [Fixtures.path("ExampleRunnerTests", "end-record/end-record.md")], timeout: .seconds(10))
        let result = try #require(report.results.first)
        #expect(result.verdict == .passed, "\(result.reasons)")
        let previews = try #require(result.runs.first?.previews)
        #expect(previews.first?.accessories?.map(\.kind) == ["disclosureIndicator"])
        #expect(previews.last?.state == ["editing"])
        #expect(previews.last?.accessories?.map(\.kind) == ["delete"])
        #expect(previews.map(\.isAfterExample) == [nil, true], "the end record says it is one")
    }
}
