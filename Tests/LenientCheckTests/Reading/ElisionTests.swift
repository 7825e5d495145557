import Testing

@testable import ExampleRunner
@testable import LenientCheck
@testable import SpecPages

/// Left-out code is found on the syntax tree: a `...` with no operand beside it, `…`, a comment that
/// is an ellipsis, a body-less function outside a protocol; ranges are not elisions.
@Suite struct ElisionTests {
    func lines(_ code: String) -> [SpecExample.Line] {
        code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            SpecExample.Line(text: String($1), isHidden: false, number: 10 + $0)
        }
    }

    @Test func aStandaloneEllipsisIsBlankedAndReported() {
        let (adapted, elided) = Elision.find(in: lines("func configure() { ... }\nlet layout = ..."))
        #expect(elided == [10, 11])
        #expect(adapted[0].text == "func configure() {     }")
    }

    @Test func rangesAreNotElisions() {
        let (adapted, elided) = Elision.find(
            in: lines("let a = 0...5\nlet b = items[1...]\nlet c = ..<end\nlet d = (...limit)"))
        #expect(elided.isEmpty)
        #expect(
            adapted.map(\.text)
                == lines("let a = 0...5\nlet b = items[1...]\nlet c = ..<end\nlet d = (...limit)").map(\.text))
    }

    @Test func aRangeWithSpacesIsOneAndAnEllipsisBeforeANoteIsNot() {
        #expect(Elision.find(in: lines("let a = 0 ... 5")).elided.isEmpty)
        let (adapted, elided) = Elision.find(in: lines("func layout() {\n    ... (as above)\n}"))
        #expect(elided == [11], "`... (note)`: nothing before it, a space after it")
        #expect(adapted[1].text == "        (as above)")
    }

    @Test func ellipsisCommentsAndInterfaceListingsAreElisions() {
        #expect(Elision.find(in: lines("func load() {\n    // ...\n}")).elided == [11], "the comment's own line")
        #expect(Elision.find(in: lines("func apply(_ snapshot: Int, animatingDifferences: Bool)")).elided == [10])
        #expect(
            Elision.find(in: lines("protocol Loading {\n    func load()\n}")).elided.isEmpty,
            "a protocol's requirements have no bodies")
    }

    /// What is an interface listing's is told apart from left-out code, so a report never says `...`
    /// where the guide wrote none.
    @Test func listedLinesAreTheListingsAloneNotTheEllipses() {
        let code = lines(
            "struct Transaction {\n    var initial: Int { get }\n    func apply(_ value: Int)\n}\nfunc load() { ... }")
        #expect(Elision.find(in: code).elided == [11, 12, 14])
        #expect(Elision.listed(in: code) == [11, 12])
        #expect(Elision.listed(in: lines("func load() {\n    // ...\n}")).isEmpty)
    }

    /// A statement that only names a type (`NSDiffableDataSourceSnapshot<Int, Item>`) is the guide
    /// writing the type it explains, a listing; a value named alone, a call or a member of a value is code.
    @Test func aTypeNamedAloneIsAListing() {
        for listing in [
            "NSDiffableDataSourceSnapshot<Int, Item>\n\n// Item: Hashable",
            "UICollectionView.CellRegistration<Cell, Item>",
            "struct Item: Hashable {}\nUICollectionViewDiffableDataSource<Int, Item>",
        ] {
            let code = lines(listing)
            let line =
                10 + listing.split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.hasPrefix("UI") || $0.hasPrefix("NS") }!
            #expect(Elision.listed(in: code) == [line], "\(listing)")
            #expect(Elision.find(in: code).elided == [line], "\(listing)")
        }
        for code in [
            "UICollectionView.elementKindSectionHeader", "Section.main", "Item", "makeLayout()", "Array<Int>()",
            "let type = NSDiffableDataSourceSnapshot<Int, Item>.self",
        ] {
            #expect(Elision.listed(in: lines(code)).isEmpty, "\(code)")
        }
    }

    /// A comment saying in words, in English or another guide language, that code is left out.
    @Test func commentsThatSayCodeIsLeftOutAreElisions() {
        for comment in ["// 생략", "// 이하 생략", "// 셀 설정 중략", "// 以下省略。", "// 略", "/* code omitted */", "// etc."] {
            #expect(Elision.find(in: lines("func load() {\n    \(comment)\n}")).elided == [11], "\(comment)")
        }
        for comment in ["// 셀을 등록합니다", "// 戦略を決める", "// Configure the cell", "// ignore etcetera"] {
            #expect(Elision.find(in: lines("func load() {\n    \(comment)\n}")).elided.isEmpty, "\(comment)")
        }
    }

    /// A sentence trailing off into the code after it leaves nothing out; one before the end of its
    /// body or a `return` stands for the code it describes.
    @Test func aCommentTrailingOffIntoCodeIsNoElision() {
        let deleting = "func commit() {\n    // when a row is deleted...\n    if deleting { remove() }\n}"
        #expect(Elision.find(in: lines(deleting)).elided.isEmpty)
        #expect(
            Elision.find(in: lines("func make() -> Cell {\n    // configure the cell...\n    return cell\n}")).elided
                == [11])
        #expect(Elision.find(in: lines("func load() {\n    fetch() // and so on...\n}")).elided == [11])
    }

    @Test func anElidedBodyThatMustReturnStopsThereAndOneThatNeedNotStaysEmpty() {
        let (adapted, elided) = Elision.find(
            in: lines("func makeContentView() -> UIView & UIContentView { /* ... */ }\nfunc configure() { ... }"))
        #expect(elided == [10, 11])
        #expect(
            adapted[0].text == "func makeContentView() -> UIView & UIContentView { \(Elision.filledBody); /* ... */ }")
        #expect(adapted[1].text == "func configure() {     }")
        #expect(
            Elision.find(in: lines("func title() -> String { \"x\" }")).lines[0].text
                == "func title() -> String { \"x\" }", "a body the guide wrote stays")
    }

    @Test func anInterfaceListingsFunctionGetsABodyAndStaysAnElision() {
        let (adapted, elided) = Elision.find(
            in: lines("func tableView(_ t: Int, didSelectRowAt i: Int)\nfunc title() -> String"))
        #expect(elided == [10, 11])
        #expect(
            adapted.map(\.text) == [
                "func tableView(_ t: Int, didSelectRowAt i: Int) {}",
                "func title() -> String { \(Elision.filledBody) }",
            ])
        #expect(Elision.find(in: lines("protocol P {\n    func load()\n}")).lines[1].text == "    func load()")
    }
}

/// Header-style listings (an interface printed for reading) are elisions that still compile: a
/// bodiless getter stops there, a bodiless setter does nothing, an initializer without a body stops
/// there, and a stored property an extension cannot have becomes a getter that stops there.
@Suite struct HeaderListingTests {
    func lines(_ code: String) -> [SpecExample.Line] {
        code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            SpecExample.Line(text: String($1), isHidden: false, number: 40 + $0)
        }
    }

    @Test func bodilessAccessorsOutsideAProtocolGetBodies() {
        let (adapted, elided) = Elision.find(
            in: lines("struct Shelf {\n    var books: [String] { get }\n    var isOpen: Bool { get set }\n}"))
        #expect(elided == [41, 42])
        #expect(adapted[1].text == "    var books: [String] { get { \(Elision.filledBody) } }")
        #expect(adapted[2].text == "    var isOpen: Bool { get { \(Elision.filledBody) } set {} }")
    }

    @Test func aProtocolsRequirementsStayAsWritten() {
        let code = "protocol Shelf {\n    var books: [String] { get }\n    init(title: String)\n}"
        let (adapted, elided) = Elision.find(in: lines(code))
        #expect(elided.isEmpty)
        #expect(adapted.map(\.text) == lines(code).map(\.text))
    }

    @Test func aBodilessInitializerStopsWhereItsBodyWouldStart() {
        let (adapted, elided) = Elision.find(in: lines("struct Shelf {\n    public init(title: String)\n}"))
        #expect(elided == [41])
        #expect(adapted[1].text == "    public init(title: String) { \(Elision.filledBody) }")
    }

    @Test func aStoredPropertyInAnExtensionIsAHeaderListing() {
        let (adapted, elided) = Elision.find(
            in: lines(
                "extension Library {\n    var handlers: Handlers\n    let count = 3\n    func f() { var local: Int }\n}"
            ))
        #expect(elided == [41])
        #expect(adapted[1].text == "    var handlers: Handlers { \(Elision.filledBody) }")
        #expect(adapted[2].text == "    let count = 3", "a property with a value is the guide's code")
        #expect(adapted[3].text == "    func f() { var local: Int }", "a local is no member")
    }
}

/// A type declared in a header line with no members is an elision with an empty body.
@Suite struct BodilessTypeTests {
    @Test func aTypeDeclaredWithoutMembersGetsAnEmptyBody() {
        let lines = ["public struct Registration<Cell, Item> where Cell: AnyObject"].enumerated().map {
            SpecExample.Line(text: $1, isHidden: false, number: 7 + $0)
        }
        let (adapted, elided) = Elision.find(in: lines)
        #expect(elided == [7])
        #expect(adapted[0].text == "public struct Registration<Cell, Item> where Cell: AnyObject {}")
    }
}
