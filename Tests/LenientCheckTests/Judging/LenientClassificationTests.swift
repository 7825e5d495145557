import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Every convention of `Fixtures/lenient/conventions.md`, block by block (no compiling).
@Suite struct LenientClassificationTests {
    static func prepared() throws -> (blocks: [LenientRunner.Prepared], skipped: Int) {
        let path = Fixtures.path("LenientCheckTests", "lenient/conventions.md")
        let source = try String(contentsOfFile: path, encoding: .utf8)
        return LenientRunner.prepare(
            LenientDocumentReader.read(source, path: path), vocabulary: ImplicitContextTests.vocabulary)
    }

    /// Line of the opening fence → classification and the evidence it names (nil: unclassified).
    static let expected: [Int: (SpecExample.Classification, String)?] = [
        8: (.correct, "paragraph before: ✅"), 15: (.incorrect, "paragraph before: ❌"),
        22: (.correct, "paragraph before: Correct"), 29: (.incorrect, "paragraph before: Incorrect"),
        36: (.correct, "paragraph before: Good"), 43: (.incorrect, "paragraph before: Bad"),
        50: (.correct, "paragraph before: Do"), 57: (.incorrect, "paragraph before: Don't"),
        63: (.incorrect, "paragraph before: Before"), 70: (.correct, "paragraph before: After"),
        77: (.correct, "paragraph before: ✅"), 84: (.incorrect, "comment: // ❌"), 90: (.incorrect, "comment: // BAD"),
        95: (.incorrect, "comment: // WRONG"), 100: (.correct, "comment: // ✅"), 106: (.correct, "comment: // GOOD"),
        112: (.correct, "comment: // Right"), 121: (.incorrect, "comment: // ❌"), 123: (.correct, "comment: // ✅"),
        130: nil, 138: nil, 143: nil, 150: (.correct, "paragraph before: ✅"),
        167: (.incorrect, "paragraph before: ❌"), 174: nil, 181: (.incorrect, "paragraph before: (wrong)"), 188: nil,
        195: nil,
    ]

    @Test func everyBlockIsClassifiedFromItsConvention() throws {
        let (blocks, _) = try Self.prepared()
        #expect(blocks.map(\.block.location.line).sorted() == Self.expected.keys.sorted())
        for block in blocks {
            let line = block.block.location.line
            switch (Self.expected[line] ?? nil, block.classification) {
            case (let expected?, .classified(let classification, let evidence)):
                #expect(classification == expected.0, "line \(line)")
                #expect(evidence == expected.1, "line \(line)")
            case (nil, .unclassified):
                break
            default:
                Issue.record(
                    "line \(line): expected \(String(describing: Self.expected[line])), got \(block.classification)")
            }
        }
    }

    @Test func unclassifiedBlocksSayWhy() throws {
        let reasons = try Self.prepared().blocks.compactMap { block -> (Int, String)? in
            if case .unclassified(let reason) = block.classification { return (block.block.location.line, reason) }
            return nil
        }
        #expect(reasons.first { $0.0 == 130 }?.1.contains("its comments incorrect") == true)
        #expect(
            reasons.first { $0.0 == 138 }?.1.hasPrefix("no ✅/❌") == true, "“Before iOS 14 …” is a sentence, not a label"
        )
    }

    /// A fence of `// ❌` code then `// ✅` code is two examples; one marker alone, or markers inside a
    /// body, split nothing.
    @Test func aFenceIsSplitAtMarkerCommentsOnTheirOwnLines() throws {
        let blocks = try Self.prepared().blocks
        let halves = blocks.filter { $0.block.id.hasPrefix("a-heading-marks-the-block-right-under-it-8-part-") }
        #expect(halves.map(\.block.location.line) == [121, 123])
        #expect(halves.map { $0.block.lines.map(\.number) } == [[121, 122], [123, 124, 125]])
        #expect(
            !blocks.contains { $0.block.location.line == 120 }, "the whole fence is no longer an example of its own")
    }

    /// Rule sets and agent skills label their examples by compliance.
    @Test func complianceLabelsMark() {
        #expect(LenientMarkerWords.headingMarker(in: "Compliant Example")?.classification == .correct)
        #expect(LenientMarkerWords.headingMarker(in: "Non-Compliant Example")?.classification == .incorrect)
        #expect(
            LenientMarkerWords.proseMarker(in: "Anti-pattern: a registration per dequeue")?.classification == .incorrect
        )
        #expect(LenientMarkerWords.commentMarker(in: " Non-compliant: reloads the item")?.classification == .incorrect)
        #expect(LenientMarkerWords.proseMarker(in: "Compliance rules for cells")?.classification == nil)
    }

    @Test func anOrdinaryCommentIsNotAMarker() {
        #expect(LenientMarkerWords.commentMarker(in: " Don't forget to call super")?.classification == nil)
        #expect(LenientMarkerWords.commentMarker(in: " Avoid a retain cycle here")?.classification == nil)
        #expect(LenientMarkerWords.commentMarker(in: " DON'T")?.classification == .incorrect)
        #expect(LenientMarkerWords.commentMarker(in: " Don't: a registration per call")?.classification == .incorrect)
        #expect(LenientMarkerWords.commentMarker(in: " Before:")?.classification == .incorrect)
        #expect(LenientMarkerWords.commentMarker(in: " Instead — one registration")?.classification == .correct)
        #expect(LenientMarkerWords.commentMarker(in: " Better to keep it")?.classification == nil)
    }

    /// A comment opening by saying the line does not compile marks the code incorrect, for that reason.
    @Test func aCommentSayingTheLineDoesNotCompileMarksItIncorrect() {
        for comment in [
            " compile error", " Compile error: the protocol has Self requirements", " doesn't compile", " 컴파일 에러",
        ] {
            #expect(LenientMarkerWords.commentMarker(in: comment)?.classification == .incorrect, "\(comment)")
        }
        #expect(LenientMarkerWords.commentMarker(in: " error handling")?.classification == nil)
        #expect(LenientMarkerWords.commentMarker(in: " compiles fine")?.classification == nil)
    }

    /// A comment labelling the line a crash marks the code incorrect, for that reason; a sentence that
    /// merely opens with the word does not.
    @Test func aCommentLabellingTheLineACrashMarksItIncorrect() {
        for comment in [
            " crash — duplicate identifier", " CRASH", " Crashes: the section is missing", " 💥 no section", " 크래시!",
        ] {
            #expect(LenientMarkerWords.commentMarker(in: comment)?.classification == .incorrect, "\(comment)")
        }
        #expect(
            LenientMarkerWords.commentMarker(in: " crash — duplicate identifier")?.reason
                == "crash — duplicate identifier")
        for comment in [" crash reporting starts here", " crashes if the list is empty", " crashed before iOS 15"] {
            #expect(LenientMarkerWords.commentMarker(in: comment)?.classification == nil, "\(comment)")
        }
    }

    @Test func unlabeledBlocksCountOnlyWhenTheyAreSwift() throws {
        #expect(try Self.prepared().skipped == 1)
    }

    @Test func markerWordsNeedAWordBoundaryAndAmbiguousOnesALabel() {
        #expect(LenientMarkerWords.proseMarker(in: "Incorrectly configured cells")?.classification == nil)
        #expect(LenientMarkerWords.proseMarker(in: "Don’t do this")?.classification == .incorrect)
        #expect(LenientMarkerWords.proseMarker(in: "Do this instead")?.classification == nil)
        #expect(LenientMarkerWords.proseMarker(in: "Do — this instead")?.classification == .correct)
        #expect(LenientMarkerWords.proseMarker(in: "**❌ Wrong**")?.classification == .incorrect)
        #expect(LenientMarkerWords.commentMarker(in: " Do the layout")?.classification == nil)
        #expect(LenientMarkerWords.commentMarker(in: " BAD — reloads everything")?.classification == .incorrect)
    }

    /// Korean, Japanese and Chinese guides' labels mark as the English ones do, but only as labels:
    /// their scripts do not separate words, so a sentence that starts with one says nothing.
    @Test func otherLanguagesLabelsMarkOnlyAsLabels() {
        let marks: [(String, SpecExample.Classification?)] = [
            ("나쁜 예:", .incorrect), ("좋은 예", .correct), ("잘못된 코드 — 셀마다 등록을 만든다", .incorrect),
            ("수정 후:", .correct), ("권장되는 방법은 다음과 같습니다", nil),
            ("悪い例", .incorrect), ("良い例：毎回同じ登録を使う", .correct), ("非推奨（iOS 14 以降）", .incorrect),
            ("修正前のコードはこちら", nil), ("NG: セルごとに登録を作る", .incorrect), ("OK：", .correct),
            ("OK, now the layout", nil), ("错误示例：", .incorrect), ("正确做法", .correct),
            ("错误处理放在后面", nil), ("推荐使用列表配置", nil), ("⭕️ 올바른 방법", .correct), ("✗ 悪い例", .incorrect),
        ]
        for (text, expected) in marks {
            #expect(LenientMarkerWords.proseMarker(in: text)?.classification == expected, "\(text)")
        }
        #expect(LenientMarkerWords.commentMarker(in: " 나쁜 예")?.classification == .incorrect)
        #expect(LenientMarkerWords.commentMarker(in: " NG")?.classification == .incorrect)
        #expect(LenientMarkerWords.commentMarker(in: " 错误：在 cell provider 里创建注册")?.classification == .incorrect)
        #expect(LenientMarkerWords.commentMarker(in: " 셀을 등록합니다")?.classification == nil)
    }

    /// A heading names its example: a label word alone in brackets, or a symbol closing it, marks it.
    @Test func aHeadingMarksByABracketedLabel() {
        #expect(LenientMarkerWords.headingMarker(in: "Updating cells (wrong) — [14:17]")?.classification == .incorrect)
        #expect(LenientMarkerWords.headingMarker(in: "Cell setup [Before]")?.classification == .incorrect)
        #expect(LenientMarkerWords.headingMarker(in: "Registering once (**correct**)")?.evidence == "(**correct**)")
        #expect(LenientMarkerWords.headingMarker(in: "非同期での更新（悪い例）")?.classification == .incorrect)
        #expect(LenientMarkerWords.headingMarker(in: "Reusing the cell ❌")?.classification == .incorrect)
        #expect(LenientMarkerWords.headingMarker(in: "Good: one registration")?.classification == .correct)
        // A bracketed phrase, a verb alone, or two labels that disagree mark nothing.
        #expect(LenientMarkerWords.headingMarker(in: "Snapshots (the wrong way round)") == nil)
        #expect(LenientMarkerWords.headingMarker(in: "Layout (avoid)") == nil)
        #expect(LenientMarkerWords.headingMarker(in: "Two ways (correct) and (wrong)") == nil)
        // In a paragraph the same words are prose.
        #expect(LenientMarkerWords.proseMarker(in: "The result (wrong) is shown above") == nil)
    }

    /// "Avoid X" marks the code as X; "Avoid X by doing Y" names the remedy, which the code usually shows.
    @Test func anAvoidSentenceThatNamesTheRemedyMarksNeitherWay() {
        #expect(LenientMarkerWords.proseMarker(in: "Avoid reloading the whole table")?.classification == .incorrect)
        #expect(LenientMarkerWords.proseMarker(in: "Avoid: a registration per cell")?.classification == .incorrect)
        #expect(
            LenientMarkerWords.proseMarker(in: "Avoid subclassing cells by using configurations instead")?
                .classification == nil)
        #expect(
            LenientMarkerWords.proseMarker(in: "Avoid index paths in handlers, use the item's identifier")?
                .classification == nil)
        #expect(
            LenientMarkerWords.proseMarker(in: "Avoid stale cells. Reconfigure them by identifier")?.classification
                == .incorrect, "only the first sentence counts")
    }

    @Test func adviceIsAPreferenceWithNoWordOfFailure() {
        #expect(
            AdviceWords.preference(in: ["❌ Unnecessary subclass just to override updateConfiguration(using:)"]) != nil)
        #expect(AdviceWords.preference(in: ["Incorrect — the pre-iOS 15 pattern"]) != nil)
        #expect(
            AdviceWords.preference(in: ["❌ Verbose", "❌ Manual invalidation"]) != nil, "invalidation is not a failure")
        #expect(AdviceWords.preference(in: ["❌ Legacy: one delegate call per cell, wasteful"]) != nil)
        #expect(AdviceWords.preference(in: ["❌ Old: a flow layout and its sizing delegate"]) != nil)
        #expect(AdviceWords.preference(in: ["❌ iOS 16 and earlier, by hand"]) != nil)
        #expect(
            AdviceWords.preference(in: ["❌ Slower, and the selection is lost"]) == nil, "a failure outweighs a cost")
        #expect(AdviceWords.preference(in: ["❌ Unnecessary, and it crashes on iOS 15"]) == nil)
        #expect(AdviceWords.preference(in: ["❌ ignoring updated(for:) and losing system state styling"]) == nil)
        #expect(AdviceWords.preference(in: ["❌ WRONG: a string identifier"]) == nil, "a marker word alone is no reason")
    }
}
