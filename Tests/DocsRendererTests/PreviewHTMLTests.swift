import Testing

@testable import DocsRenderer
@testable import ExampleRunner

/// What a preview draws beyond the records' own values: the separators iOS hides beside a selected row.
@Suite struct PreviewHTMLTests {
    static func row(_ number: Int, _ text: String, state: [String] = [], section: Int = 0) -> CellPreview {
        CellPreview(
            view: "UICollectionViewListCell \(number)", state: state, text: text, indexPath: "\(section).\(number)",
            list: "insetGrouped")
    }

    /// The class of each row `<div>` in a list's HTML, in order.
    static func rowClasses(_ html: String) -> [String] {
        html.components(separatedBy: "<div class=\"").dropFirst().map { $0.prefix { $0 != "\"" } }.map(String.init)
            .filter { $0.hasPrefix("cell") }
    }

    @Test func noSeparatorIsDrawnBesideASelectedOrHighlightedRow() {
        let html = PreviewHTML.list(
            [
                Self.row(0, "Inbox"), Self.row(1, "Drafts", state: ["selected"]), Self.row(2, "Sent"),
                Self.row(3, "Trash"), Self.row(4, "Junk", state: ["highlighted"]),
            ], showsState: true)
        #expect(
            Self.rowClasses(html) == [
                "cell", "cell selected no-separator", "cell no-separator", "cell", "cell highlighted no-separator",
            ])
    }

    @Test func aSelectionInOneSectionKeepsTheNextSectionsFirstSeparatorRule() {
        // The first row of a section has no separator above it anyway; the second keeps its own.
        let html = PreviewHTML.list(
            [Self.row(0, "Inbox", state: ["selected"]), Self.row(0, "Notes", section: 1), Self.row(1, "Ideas", section: 1)],
            showsState: true)
        #expect(Self.rowClasses(html) == ["cell selected", "cell", "cell"])
        #expect(!PreviewHTML.hidesSeparator(between: ["disabled"], and: []))
        #expect(PreviewHTML.hidesSeparator(between: [], and: ["selected", "highlighted"]))
    }

    @Test func theListAfterAnApplyHidesTheSeparatorsBesideTheSelectedItem() {
        let apply = SnapshotApply(
            reloadedData: false,
            items: [
                .init(id: "1", title: "A", before: "0.0", after: "0.0", change: "kept", selectedBefore: false, selectedAfter: false),
                .init(id: "2", title: "B", before: "0.1", after: "0.1", change: "kept", selectedBefore: true, selectedAfter: true),
                .init(id: "3", title: "C", before: "0.2", after: "0.2", change: "reconfigured", selectedBefore: false, selectedAfter: false),
            ], omittedItems: 0)
        let html = PreviewHTML.applyTable(apply, number: 1, count: 1)
        #expect(
            Self.rowClasses(html) == ["cell change-kept", "cell change-kept selected no-separator", "cell change-reconfigured no-separator"])
    }
}
