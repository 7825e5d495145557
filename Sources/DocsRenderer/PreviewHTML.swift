import ExampleRunner

/// "What the example did": the cells it configured, drawn in HTML and CSS from the model's records
/// of what they displayed, each in every state it went through, side by side; and for every
/// diffable data source apply, what happened to each item, its cell and its selection.
struct PreviewHTML {
    let runs: [ExampleResult.Run]

    func render() -> String {
        // Releases whose records draw the same are shown once: a difference the drawing does not show
        // (a timing, an internal identifier) is not one a reader can see, so it does not split them.
        var groups: [(releases: [Int], html: String, run: ExampleResult.Run)] = []
        for run in runs where !run.previews.isEmpty || !run.applies.isEmpty {
            var body = previews(run.previews)
            for (index, apply) in run.applies.enumerated() {
                // The list after the last apply is not drawn again when the cells drawn above show it.
                let drawn = index == run.applies.count - 1 ? Self.finalTexts(run.previews) : nil
                let titles = Self.titles(Self.previews(run, upToApplyAfter: index))
                body += Self.applyTable(
                    apply, number: index + 1, count: run.applies.count, titles: titles, drawn: drawn)
            }
            if let index = groups.firstIndex(where: { $0.html == body }) {
                groups[index].releases.append(run.iOSRelease)
            } else {
                groups.append(([run.iOSRelease], body, run))
            }
        }
        guard !groups.isEmpty else { return "" }
        var html = "<section class=\"did\">\n"
        for group in groups {
            let releases = ExampleHTML.releaseList(group.releases)
            var which = "on \(releases)"
            if let first = groups.first, first.run != group.run {
                let differences = Self.differences(first.run, group.run)
                which +=
                    ": differs from \(ExampleHTML.releaseList(first.releases))"
                    + (differences.isEmpty ? "" : " in " + ExampleHTML.list(differences))
            }
            html +=
                "<p class=\"did-title\">What the example did <span class=\"did-releases\">\(escapeHTML(which))</span></p>\n"
            html += group.html
        }
        return html + "</section>\n"
    }

    /// First, for each view updated more than once, its records in order, each labelled with the
    /// state it was for ("normal → selected"); then the last record of every view, drawn as the
    /// list they are in (in index path order, headers above their rows). A lone view's sequence
    /// ends in what it shows last, so it is not drawn twice.
    private func previews(_ previews: [CellPreview]) -> String {
        guard !previews.isEmpty else { return "" }
        var views: [String] = []
        for preview in previews where !views.contains(preview.view) { views.append(preview.view) }
        let records = views.map { view in previews.filter { $0.view == view } }
        var html = ""
        for (view, sequence) in zip(views, records) where sequence.count > 1 {
            let item = sequence.last?.item.map { ", item \(Self.quoted($0))" } ?? ""
            html += "<p class=\"preview-view\">\(escapeHTML(view + item)) <span>update by update</span></p>\n"
            html += "<ol class=\"preview-steps\" aria-label=\"\(escapeHTML(view)), update by update\">\n"
            for (index, preview) in sequence.enumerated() {
                html += "<li class=\"preview-step\">"
                if index > 0 { html += "<span class=\"preview-arrow\" aria-hidden=\"true\">→</span>" }
                html += "<figure class=\"cell-preview\">" + Self.list([preview], showsState: false)
                html +=
                    "<figcaption>\(index + 1). \(escapeHTML(Self.stateName(preview)))\(Self.endNote(preview))</figcaption></figure></li>\n"
            }
            html += "</ol>\n"
        }
        if views.count == 1 && records[0].count > 1 { return html }
        // Cells at index paths are one list; a view on its own (a cell made by hand, a header) is drawn alone.
        let last = records.compactMap(\.last)
        let listed = Self.listOrder(last.filter { $0.indexPath != nil })
        let figures = last.filter { $0.indexPath == nil }.map { [$0] } + (listed.isEmpty ? [] : [listed])
        // Records made once the example's statements ended are what the next frame shows: said so.
        let afterExample = last.contains { $0.isAfterExample == true }
        if !html.isEmpty || figures.count > 1 || listed.count > 1 || afterExample {
            let title = html.isEmpty ? "The views as shown" : "What each view shows last"
            var notes: [String] = []
            if listed.count > 1 { notes.append("the list in its order") }
            if afterExample { notes.append(Self.afterExampleText) }
            html +=
                "<p class=\"preview-view\">\(title)\(notes.isEmpty ? "" : " <span>\(escapeHTML(notes.joined(separator: "; ")))</span>")</p>\n"
        }
        html += figures.count > 1 ? "<div class=\"preview-views\">\n" : ""
        for figure in figures {
            html += "<figure class=\"cell-preview\">" + Self.list(figure, showsState: true)
            if figures.count > 1 {
                let name = figure.count == 1 ? figure[0].view : "the list"
                html += "<figcaption>\(escapeHTML(name))</figcaption>"
            }
            html += "</figure>\n"
        }
        html += figures.count > 1 ? "</div>\n" : ""
        return html
    }

    static let afterExampleText = "after the example's last line, at the next frame"

    /// `, after the example's last line…` for a record made once the example's statements ended.
    static func endNote(_ preview: CellPreview) -> String {
        preview.isAfterExample == true ? ", " + escapeHTML(afterExampleText) : ""
    }

    /// "selected + highlighted", or "normal".
    static func stateName(_ preview: CellPreview) -> String {
        (preview.state.isEmpty ? "normal" : preview.state.joined(separator: " + "))
            + (preview.appearance == "dark" ? ", dark mode" : "")
    }

    static func quoted(_ text: String) -> String { "“" + text + "”" }

    /// Views in a list's order: those with an index path by it, the others (a cell alone, a
    /// header) in the order they were recorded, before them.
    static func listOrder(_ previews: [CellPreview]) -> [CellPreview] {
        func key(_ preview: CellPreview) -> [Int]? {
            preview.indexPath.map { $0.split(separator: ".").compactMap { Int($0) } }
        }
        let placed = previews.filter { key($0) != nil }.sorted { key($0)!.lexicographicallyPrecedes(key($1)!) }
        return previews.filter { key($0) == nil } + placed
    }

    /// `--bg:#…;--bg-dark:#…;` for the stylesheet to pick by appearance; only well-formed hex colors.
    static func colorStyle(_ color: CellPreview.Color?, property: String) -> String {
        guard let color, isHexColor(color.light), isHexColor(color.dark) else { return "" }
        return "--\(property):\(color.light);--\(property)-dark:\(color.dark);"
    }

    private static func isHexColor(_ text: String) -> Bool {
        text.count == 9 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    static func fontStyle(_ font: CellPreview.Font?) -> String {
        guard let font else { return "" }
        let weights = [
            "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
            "heavy": 800, "black": 900,
        ]
        let size = min(max(font.pointSize, 6), 48)
        var style = "font-size:\(Int(size.rounded()))px;font-weight:\(weights[font.weight] ?? 400);"
        if font.italic { style += "font-style:italic;" }
        return style
    }

    /// The previews a run recorded until the apply after `index` (all of them after the last apply):
    /// what the cells showed by the time of that apply and as it left them, not what a later apply
    /// made them show. A run saved before the runner noted each apply's place has all of them.
    static func previews(_ run: ExampleResult.Run, upToApplyAfter index: Int) -> [CellPreview] {
        guard index + 1 < run.applies.count, let end = run.applies[index + 1].previewsBefore else {
            return run.previews
        }
        return Array(run.previews.prefix(end))
    }

    /// What each item's cell showed last, by item: a title for an item whose identifier is only an id.
    static func titles(_ previews: [CellPreview]) -> [String: String] {
        var titles: [String: String] = [:]
        for preview in previews {
            if let item = preview.item, let text = preview.text { titles[item] = text }
        }
        return titles
    }

    /// The texts of the cells in a list, as the last records of the views at index paths draw them.
    static func finalTexts(_ previews: [CellPreview]) -> [String] {
        var views: [String] = []
        for preview in previews where !views.contains(preview.view) { views.append(preview.view) }
        let last = views.compactMap { view in previews.last { $0.view == view } }.filter { $0.indexPath != nil }
        return listOrder(last).compactMap(\.text)
    }

    static func applyTable(
        _ apply: SnapshotApply, number: Int, count: Int, titles: [String: String] = [:], drawn: [String]? = nil
    ) -> String {
        var apply = apply
        for index in apply.items.indices where apply.items[index].title == nil {
            if let title = titles[apply.items[index].id], title != apply.items[index].id {
                apply.items[index].title = title
            }
        }
        let title = count > 1 ? "Apply \(number) of \(count)" : "Snapshot apply"
        let kind = apply.reloadedData ? " (reload data: every cell and the selection discarded)" : ""
        var html = "<table class=\"apply\">\n<caption>\(escapeHTML(title + kind))</caption>\n"
        html +=
            "<thead><tr><th>Item</th><th>Before</th><th>After</th><th>Change</th><th>Cell</th><th>Selection</th></tr></thead>\n<tbody>\n"
        for item in apply.items {
            let selection: String
            switch (item.selectedBefore, item.selectedAfter) {
            case (true, true): selection = "kept"
            case (true, false): selection = "lost"
            case (false, true): selection = "selected"
            case (false, false): selection = "—"
            }
            let name =
                item.title.map { "<span title=\"\(escapeHTML(item.id))\">\(escapeHTML($0))</span>" }
                ?? "<code>\(escapeHTML(item.id))</code>"
            html += "<tr class=\"change-\(escapeHTML(item.change))\"><td>\(name)</td>"
            html += "<td>\(escapeHTML(item.before ?? "—"))</td><td>\(escapeHTML(item.after ?? "—"))</td>"
            html +=
                "<td><span class=\"change\">\(escapeHTML(item.change))</span></td><td>\(escapeHTML(cellFate(item.change)))</td>"
            html +=
                "<td class=\"selection-\(selection == "lost" ? "lost" : "ok")\">\(escapeHTML(selection))</td></tr>\n"
        }
        if apply.omittedItems > 0 {
            html += "<tr><td colspan=\"6\">… and \(apply.omittedItems) more</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        // A first fill (every item inserted) is said by the table; a list the cells above draw, by them.
        let afterTitles = Self.itemsAfter(apply).map { $0.title ?? $0.id }
        if apply.items.allSatisfy({ $0.change == "inserted" }) || afterTitles == drawn { return html }
        return html + after(apply)
    }

    /// The items there after the apply, in their order.
    private static func itemsAfter(_ apply: SnapshotApply) -> [SnapshotApply.Item] {
        func key(_ path: String) -> [Int] { path.split(separator: ".").compactMap { Int($0) } }
        return apply.items.filter { $0.after != nil }.sorted {
            key($0.after!).lexicographicallyPrecedes(key($1.after!))
        }
    }

    /// The list after the apply, as a reader would see it: the items in their new order, what the
    /// apply did to each, the deleted ones gone (counted under the list).
    private static func after(_ apply: SnapshotApply) -> String {
        let shown = itemsAfter(apply)
        let deleted = apply.items.filter { $0.after == nil }.count
        var html =
            "<p class=\"apply-after-title\">After the apply</p>\n<ol class=\"apply-after ios-list list-none\"><li class=\"list-section\">"
        for (index, item) in shown.enumerated() {
            let state = { (item: SnapshotApply.Item) in item.selectedAfter ? ["selected"] : [] }
            let separator =
                index > 0 && hidesSeparator(between: state(shown[index - 1]), and: state(item)) ? " no-separator" : ""
            html +=
                "<div class=\"cell change-\(escapeHTML(item.change))\(item.selectedAfter ? " selected" : "")\(separator)\" title=\"\(escapeHTML(item.id))\">"
            html +=
                "<span class=\"cell-texts\"><span class=\"cell-text\">\(escapeHTML(item.title ?? item.id))</span></span>"
            if item.selectedAfter { html += "<span class=\"cell-state\">selected</span>" }
            if item.change != "kept" { html += "<span class=\"change-tag\">\(escapeHTML(item.change))</span>" }
            html += "</div>"
        }
        if shown.isEmpty {
            html +=
                "<div class=\"cell\"><span class=\"cell-texts\"><span class=\"cell-secondary\">no items</span></span></div>"
        }
        html += "</li></ol>\n"
        if deleted > 0 {
            html += "<p class=\"apply-after-title\">\(deleted) deleted item\(deleted == 1 ? "" : "s") gone</p>\n"
        }
        return html
    }

    /// What a change means for the item's cell (Apple: reconfigureItems(_:) keeps the cell,
    /// reloadItems(_:) dequeues a new one).
    private static func cellFate(_ change: String) -> String {
        switch change {
        case "inserted": "new cell"
        case "deleted": "removed"
        case "moved": "same cell, moved"
        case "reconfigured": "same cell, configured again"
        case "reloaded": "new cell dequeued"
        case "reset": "new cell (reload data)"
        default: "same cell"
        }
    }
}
