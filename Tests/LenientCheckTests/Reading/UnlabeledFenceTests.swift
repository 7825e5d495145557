import SpecPages
import SwiftParser
import Testing

@testable import LenientCheck

/// Fences without a language: Swift that does not parse stays Swift; other text does not (``UnlabeledFence``).
@Suite struct UnlabeledFenceTests {
    func isSwift(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            SpecExample.Line(text: String($0.element), isHidden: false, number: 1 + $0.offset)
        }
        return UnlabeledFence.isSwift(lines, tree: Parser.parse(source: text))
    }

    @Test func swiftThatParsesIsSwift() {
        #expect(isSwift("let shelf = ShelfView()\nshelf.reload()"))
        #expect(!isSwift("// only a comment"), "nothing to run")
    }

    /// An inline code span indented into a block is the guide's quoted text, though Swift would read
    /// it as one raw identifier; a keyword in backticks is still a name.
    @Test func aQuotedSpanAloneIsText() {
        #expect(!isSwift("    `BASE_URL = \"https://shop.example/api?page=1\"`"))
        #expect(!isSwift("`collectionView.reloadData()`"))
        #expect(isSwift("`default`"))
        #expect(isSwift("`default`.run()"))
    }

    @Test func swiftWithElisionsOrSlipsIsStillSwift() {
        #expect(
            isSwift(
                """
                func configure(_ cell: ShelfCell) {
                    ...
                }
                """))
        #expect(
            isSwift(
                """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = makeLayout(
                    collectionView.collectionViewLayout = layout
                }
                """), "an unclosed call is the guide's broken Swift")
    }

    @Test func aLineElidingAnExpressionIsCode() {
        #expect(
            isSwift(
                """
                var shelf: ShelfConfiguration = ...
                let view = ShelfView(configuration: shelf)
                """), "the value elided after `=` stands for an expression")
        #expect(!isSwift("and so on ...\nthe rest as before ..."), "prose with an ellipsis is still prose")
    }

    @Test func textThatIsNotSwiftIsNot() {
        #expect(
            !isSwift(
                """
                flowchart LR
                    Shelf --> Book
                    Book --> Page : has many
                """))
        #expect(
            !isSwift(
                """
                *** Terminating app due to uncaught exception 'NSInternalInconsistencyException'
                reason: 'Invalid update: invalid number of items in section 0'
                """))
        #expect(!isSwift("$ pod install\nAnalyzing dependencies\nInstalling Shelf (1.2.0)"))
        #expect(
            !isSwift(
                "The shelf layout is built once per section.\nEach book is a cell, each row a group of books."))
    }
}

/// The language a fence's info string names, however a site spells it (``LenientDocumentReader/language(ofInfo:)``).
@Suite struct FenceInfoLanguageTests {
    @Test func theLanguageIsTheFirstWordWithoutWhatSitesAddToIt() {
        for info in [
            "swift", "Swift", "swift:PhotoCell.swift", "swift title=\"Cell.swift\"", ".swift", "{.swift}",
            "{.swift .numberLines}", "swift,linenos", "language-swift",
        ] {
            #expect(LenientDocumentReader.language(ofInfo: info) == "swift", "\(info)")
        }
        #expect(LenientDocumentReader.language(ofInfo: "swift5") == "swift5")
        #expect(LenientDocumentReader.language(ofInfo: "") == "")
        #expect(LenientDocumentReader.language(ofInfo: "objc") == "objc")
        #expect(LenientDocumentReader.language(ofInfo: "swiftui") == "swiftui", "another word, not Swift")
    }
}
