import Foundation
import Testing

@testable import SpecPages

@Suite struct SpecPageParserTests {
    func load(_ name: String) throws -> SpecPage {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/\(name)"
        ).path
        let suite = SpecSuite.load(paths: [path])
        return try #require(suite.pages.first)
    }

    @Test func theSeedConventionClassifiesTheBlockAfterAMarkerParagraph() throws {
        let page = try load("seed-convention.md")
        #expect(page.title == "Seed convention")
        let first = page.examples[0]
        #expect(first.classification == .correct)
        #expect(first.origin == .markerParagraph)
        #expect(first.id == "first-rule")
        let second = page.examples[1]
        #expect(second.classification == .incorrect)
        #expect(second.expectations == [.compileError("has no member")])
        #expect(second.id == "first-rule-2")
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics)")
    }

    @Test func hiddenLinesAreKeptWithTheirPageLines() throws {
        let example = try load("seed-convention.md").examples[2]
        #expect(example.id == "second-rule")
        #expect(example.lines.map(\.isHidden) == [true, false, true, false])
        #expect(example.lines[0].text == "let hidden = 1")
        #expect(example.lines.map(\.number) == [26, 27, 28, 29])
        #expect(example.visibleCode == "let shown = hidden\nprint(shown)")
    }

    @Test func pageSettingsApplyToTheExamplesAfterThem() throws {
        let page = try load("seed-convention.md")
        let before = try #require(page.examples.first { $0.id == "second-rule-2" })
        let after = try #require(page.examples.first { $0.id == "explicit" })
        #expect(before.swiftVersion == 5 && before.iOSReleases == [18])
        #expect(after.swiftVersion == 6 && after.iOSReleases == [17, 26])
    }

    @Test func aBlockInAListKnowsItsColumn() throws {
        let example = try #require(try load("seed-convention.md").examples.last)
        #expect(example.codeColumn == 3)
        #expect(example.lines.first?.text == "let indented = 4")
    }

    @Test func everyMarkupProblemIsReportedAtItsLineWithANearMiss() throws {
        let page = try load("markup.md")
        let found = page.diagnostics.map { "\($0.location.line):\($0.identifier.rawValue):\($0.suggestion ?? "-")" }
        #expect(
            found == [
                "3:markup.unknown-attribute:correct",
                "7:markup.missing-expectation:-",
                "11:markup.unknown-attribute:context",
                "19:markup.unexpected-expectation:-",
                "23:markup.invalid-value:error",
                "23:markup.missing-expectation:-",
                "27:markup.invalid-value:-",
                "27:markup.missing-expectation:-",
                "31:markup.invalid-value:bad-id",
                "43:markup.invalid-value:-",
                "43:markup.invalid-value:-",
                "47:markup.missing-classification:-",
                "51:markup.unterminated-quote:-",
                "57:markup.conflicting-classification:-",
                "39:markup.duplicate-id:-",
                "15:markup.unknown-context:tableCell",
            ])
        #expect(page.diagnostics.first?.location.column == 10)
        #expect(
            page.diagnostics.first?.description.hasSuffix(
                "markup.md:3:10: error: unknown word 'corect' in the info string; did you mean 'correct'? [markup.unknown-attribute]"
            ) == true)
    }

    @Test func infoPlistKeysAreReadFromPagesAndExamplesAndMisspellingsFindTheirKey() {
        let page = SpecPageParser.parse(
            """
            <!-- cellspec: plist=UIObservationTrackingEnabled -->

            ```swift correct
            let a = 1
            ```

            ```swift correct plist=UIObservationTrackingEnable
            let b = 2
            ```
            """, path: "p.md")
        #expect(page.examples.first?.infoPlistKeys == ["UIObservationTrackingEnabled"])
        #expect(page.diagnostics.map(\.suggestion) == ["UIObservationTrackingEnabled"])
        #expect(page.diagnostics.first?.location.line == 7)
    }

    @Test func examplesWithProblemsAreNotChecked() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/markup.md"
        ).path
        let suite = SpecSuite.load(paths: [path])
        let checked = suite.checkableExamples.map(\.id)
        #expect(checked == ["same"])
    }
}

@Suite struct MarkupTokenizerTests {
    @Test func quotesGroupSpacesAndEscapesWork() throws {
        let tokens = try MarkupTokenizer.tokens(in: #"swift incorrect expect=error:"a \"b\" c" id=x"#)
        #expect(tokens.map(\.text) == ["swift", "incorrect", #"expect=error:a "b" c"#, "id=x"])
        #expect(tokens.map(\.offset) == [0, 6, 16, 41])
    }

    @Test func anUnterminatedQuoteIsAnError() {
        #expect(throws: MarkupTokenizer.Failure.unterminatedQuote(offset: 13)) {
            try MarkupTokenizer.tokens(in: #"swift expect="open"#)
        }
    }
}

@Suite struct NearMissTests {
    @Test(arguments: [("corect", "correct"), ("incorect", "incorrect"), ("contxt", "context"), ("expct", "expect")])
    func typosFindTheirWord(typo: String, word: String) {
        #expect(
            NearMiss.suggestion(for: typo, among: FenceMarkup.classificationWords + FenceMarkup.attributeKeys) == word)
    }

    @Test func aPageWithCRLFLineEndingsHasTheExamplesOfItsLFTwin() throws {
        let lf = """
            # Page

            ```swift correct id=first
            let a = 1
            # let b = 2
            print(a + b)
            ```

            ~~~swift incorrect id=second expect=error:"cannot find"
            print(c)
            ~~~

                let indented = true
            """
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n"
        let expected = SpecPageParser.parse(lf, path: "page.md")
        let page = SpecPageParser.parse(crlf, path: "page.md")
        #expect(expected.examples.map(\.id) == ["first", "second"])
        #expect(page.examples.map(\.id) == expected.examples.map(\.id))
        #expect(page.examples.map(\.location) == expected.examples.map(\.location))
        #expect(page.examples.map(\.lines) == expected.examples.map(\.lines))
        #expect(page.examples.map(\.expectations) == expected.examples.map(\.expectations))
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics)")
    }

    @Test func unrelatedWordsFindNothing() {
        #expect(NearMiss.suggestion(for: "banana", among: FenceMarkup.classificationWords) == nil)
    }

    @Test func aSwapOfNeighboursIsOneEdit() {
        #expect(NearMiss.editDistance("ocrrect", "correct") == 1)
    }
}
