import Testing

@testable import DocsRenderer
@testable import ExampleRunner

/// What a preview draws beyond the records' own values: the separators iOS hides beside a selected
/// row, and the titles an apply's table names items by at the time of that apply.
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
            [
                Self.row(0, "Inbox", state: ["selected"]), Self.row(0, "Notes", section: 1),
                Self.row(1, "Ideas", section: 1),
            ],
            showsState: true)
        #expect(Self.rowClasses(html) == ["cell selected", "cell", "cell"])
        #expect(!PreviewHTML.hidesSeparator(between: ["disabled"], and: []))
        #expect(PreviewHTML.hidesSeparator(between: [], and: ["selected", "highlighted"]))
    }

    @Test func theListAfterAnApplyHidesTheSeparatorsBesideTheSelectedItem() {
        let apply = SnapshotApply(
            reloadedData: false,
            items: [
                .init(
                    id: "1", title: "A", before: "0.0", after: "0.0", change: "kept", selectedBefore: false,
                    selectedAfter: false),
                .init(
                    id: "2", title: "B", before: "0.1", after: "0.1", change: "kept", selectedBefore: true,
                    selectedAfter: true),
                .init(
                    id: "3", title: "C", before: "0.2", after: "0.2", change: "reconfigured", selectedBefore: false,
                    selectedAfter: false),
            ], omittedItems: 0)
        let html = PreviewHTML.applyTable(apply, number: 1, count: 1)
        #expect(
            Self.rowClasses(html) == [
                "cell change-kept", "cell change-kept selected no-separator", "cell change-reconfigured no-separator",
            ])
    }

    /// An item the model could not name at an apply (its cell not made yet) is named by what its cell
    /// showed by the next apply, not by what a later apply made it show.
    @Test func anApplysTableNamesItemsAsTheyWereAtThatApply() throws {
        func apply(previewsBefore: Int) -> SnapshotApply {
            var apply = SnapshotApply(
                reloadedData: false,
                items: [
                    .init(
                        id: "7", before: "0.0", after: "0.0", change: "reconfigured", selectedBefore: false,
                        selectedAfter: false)
                ],
                omittedItems: 0)
            apply.previewsBefore = previewsBefore
            return apply
        }
        var cake = Self.row(0, "Cake")
        cake.item = "7"
        var carrotCake = Self.row(0, "Carrot cake")
        carrotCake.item = "7"
        let run = ExampleResult.Run(
            iOSRelease: 18, findings: [], output: "", seconds: 0, previews: [cake, carrotCake],
            applies: [apply(previewsBefore: 0), apply(previewsBefore: 1)])
        let html = PreviewHTML(runs: [run]).render()
        // The cells drawn update by update come first; then each apply's table.
        let tables = html.components(separatedBy: "<caption>Apply ")
        try #require(tables.count == 3)
        let (first, second) = (tables[1], tables[2])
        #expect(first.contains(">Cake</span>") && !first.contains("Carrot cake"))
        #expect(second.contains(">Carrot cake</span>"))
        #expect(PreviewHTML.previews(run, upToApplyAfter: 0) == [cake])
        #expect(PreviewHTML.previews(run, upToApplyAfter: 1) == [cake, carrotCake])
    }

    /// What a view shows once the example's statements ended (the next frame) is labelled so: it may
    /// differ from what the example's own lines saw.
    @Test func aRecordMadeAfterTheExampleSaysSo() {
        var normal = CellPreview(view: "UICollectionViewListCell 1", state: [], text: "Inbox")
        var editing = CellPreview(view: "UICollectionViewListCell 1", state: ["editing"], text: "Inbox")
        editing.isAfterExample = true
        let steps = PreviewHTML(runs: [
            ExampleResult.Run(iOSRelease: 18, findings: [], output: "", seconds: 0, previews: [normal, editing])
        ]).render()
        #expect(steps.contains("<figcaption>1. normal</figcaption>"))
        #expect(
            steps.contains("<figcaption>2. editing, after the example&#39;s last line, at the next frame</figcaption>"))
        normal.isAfterExample = true
        let alone = PreviewHTML(runs: [
            ExampleResult.Run(iOSRelease: 18, findings: [], output: "", seconds: 0, previews: [normal])
        ]).render()
        #expect(alone.contains("The views as shown <span>after the example&#39;s last line"))
        normal.isAfterExample = nil
        let during = PreviewHTML(runs: [
            ExampleResult.Run(iOSRelease: 18, findings: [], output: "", seconds: 0, previews: [normal])
        ]).render()
        #expect(!during.contains("after the example"))
    }
}
