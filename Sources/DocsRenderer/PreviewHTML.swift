import ExampleRunner

/// "What the example did": the cells it configured, drawn in HTML and CSS from the model's records
/// of what they displayed, each in every state it went through, side by side; and for every
/// diffable data source apply, what happened to each item, its cell and its selection.
struct PreviewHTML {
    let runs: [ExampleResult.Run]
    /// A deliberate error, for the preview check's own test only.
    var distortion: Distortion = .none
    /// The records drawn differently from the first release's, outlined in a drawing of a later one.
    var differing: Set<Int> = []

    init(runs: [ExampleResult.Run], distortion: Distortion = .none) {
        self.runs = runs
        self.distortion = distortion
    }

    func render() -> String {
        // Releases whose records draw the same are shown once: a difference the drawing does not show
        // (a timing, an internal identifier) is not one a reader can see, so it does not split them.
        var groups: [(releases: [Int], html: String, run: ExampleResult.Run)] = []
        for run in runs where !run.previews.isEmpty || !run.applies.isEmpty || !run.layouts.isEmpty {
            let body = self.body(run)
            if let index = groups.firstIndex(where: { $0.html == body }) {
                groups[index].releases.append(run.iOSRelease)
            } else {
                groups.append(([run.iOSRelease], body, run))
            }
        }
        guard !groups.isEmpty else { return "" }
        var html = "<section class=\"did\">\n"
        for (index, group) in groups.enumerated() {
            let releases = ExampleHTML.releaseList(group.releases)
            html +=
                "<div class=\"did-group\(index > 0 ? " differs" : "")\" data-releases=\"\(group.releases.map(String.init).joined(separator: " "))\">\n"
            html +=
                "<p class=\"did-title\">What the example did <span class=\"did-releases\">\(escapeHTML("on " + releases))</span></p>\n"
            if index > 0, let first = groups.first {
                // What differs is said in full; the drawing that shows it is one click away.
                let differences = Self.differenceLines(first.run, group.run)
                html +=
                    "<div class=\"did-differences\"><p>Differs from \(escapeHTML(ExampleHTML.releaseList(first.releases))):</p><ul>"
                html += differences.map { "<li>\(escapeHTML($0))</li>" }.joined()
                html +=
                    "</ul></div>\n<details class=\"did-drawing\"><summary>The drawing on \(escapeHTML(releases)), differences outlined</summary>\n"
            }
            var marked = self
            if index > 0, let first = groups.first {
                marked.differing = Set(
                    group.run.previews.indices.filter {
                        $0 >= first.run.previews.count || first.run.previews[$0] != group.run.previews[$0]
                    })
            }
            html += (index > 0 ? marked.body(group.run) + "</details>\n" : group.html) + "</div>\n"
        }
        return html + "</section>\n"
    }

    /// What one run drew: its views update by update, its layouts as laid out, its other views at
    /// their size, and its applies.
    func body(_ run: ExampleResult.Run) -> String {
        var body = previews(run)
        for (index, apply) in run.applies.enumerated() {
            // The list after the last apply is not drawn again when the cells drawn above show it.
            let drawn = index == run.applies.count - 1 ? Self.finalTexts(run.previews) : nil
            let titles = Self.titles(Self.previews(run, upToApplyAfter: index))
            body += Self.applyTable(apply, number: index + 1, count: run.applies.count, titles: titles, drawn: drawn)
        }
        return body
    }

    /// First, for each view updated more than once, its records in order, each labelled with the
    /// state it was for ("normal → selected"), each at the size the view had; then every layout
    /// the model recorded (identical ones once), each element at its frame; then the views no layout
    /// placed, at their size. A view at an index path that no layout record placed (more views than
    /// the model records) is drawn in a list, as before layouts were recorded.
    private func previews(_ run: ExampleResult.Run) -> String {
        let previews = run.previews
        var views: [String] = []
        for preview in previews where !views.contains(preview.view) { views.append(preview.view) }
        let placed = Set(run.layouts.flatMap { $0.elements.compactMap(\.view) })
        var html = ""
        var drawnInSteps: Set<String> = []
        for view in views {
            let indices = previews.indices.filter { previews[$0].view == view }
            // Consecutive records that draw the same (a size or an item a drawing does not show) are one step.
            var steps: [[Int]] = []
            for index in indices {
                let caption = Self.stateName(previews[index]) + Self.endNote(previews[index])
                if let last = steps.last?.last,
                    Self.stateName(previews[last]) + Self.endNote(previews[last]) == caption,
                    standalone(previews[last], records: [], run: run)
                        == standalone(previews[index], records: [], run: run)
                {
                    steps[steps.count - 1].append(index)
                } else {
                    steps.append([index])
                }
            }
            guard steps.count > 1 else { continue }
            drawnInSteps.insert(view)
            let item = previews[indices.last!].item.map { ", item \(Self.quoted($0))" } ?? ""
            html += "<p class=\"preview-view\">\(escapeHTML(view + item)) <span>update by update</span></p>\n"
            html += "<ol class=\"preview-steps\" aria-label=\"\(escapeHTML(view)), update by update\">\n"
            for (number, step) in steps.enumerated() {
                let index = step.last!
                html += "<li class=\"preview-step\">"
                if number > 0 { html += "<span class=\"preview-arrow\" aria-hidden=\"true\">→</span>" }
                html += "<figure class=\"cell-preview\">" + standalone(previews[index], records: step, run: run)
                html +=
                    "<figcaption>\(number + 1). \(escapeHTML(Self.stateName(previews[index])))\(Self.endNote(previews[index]))</figcaption></figure></li>\n"
            }
            html += "</ol>\n"
        }
        // Layouts: one drawing per distinct layout of a view; later identical records join it.
        var drawn: [(view: String, key: String, records: [Int], layout: PreviewLayout)] = []
        for (index, layout) in run.layouts.enumerated() {
            let key = layoutFigure(layout, records: [], run: run, caption: "")
            if let same = drawn.lastIndex(where: { $0.view == layout.view }), drawn[same].key == key {
                drawn[same].records.append(index)
            } else {
                drawn.append((layout.view, key, [index], layout))
            }
        }
        for entry in drawn {
            let count = drawn.filter { $0.view == entry.view }.count
            let number = drawn.filter { $0.view == entry.view }.firstIndex { $0.records == entry.records }! + 1
            let lines = Set(
                run.checks.filter { check in entry.records.contains { $0 + 1 == check.layoutsBefore } }.map(\.line)
            ).sorted()
            var caption = entry.view + (count > 1 ? ", layout \(number) of \(count)" : ", as laid out")
            if !lines.isEmpty {
                caption +=
                    " (read by the check\(lines.count == 1 ? "" : "s") at line\(lines.count == 1 ? "" : "s") "
                    + lines.map(String.init).joined(separator: ", ") + ")"
            }
            html += layoutFigure(entry.layout, records: entry.records, run: run, caption: caption)
        }
        // Views no layout drawing shows as they are last, drawn alone (a view updated more than once
        // is drawn above, record by record).
        var drawnByLayouts: Set<Int> = []
        for layout in run.layouts {
            for view in layout.elements.compactMap(\.view) {
                if let found = Self.record(view, before: layout.previewsBefore, in: run) {
                    drawnByLayouts.insert(found.index)
                }
            }
        }
        let alone = views.filter { view in
            let last = previews.lastIndex { $0.view == view }!
            return !placed.contains(view) || !drawnByLayouts.contains(last)
        }
        let last = alone.compactMap { view in previews.lastIndex { $0.view == view } }
        // Views at index paths in their list's order, after the views made alone.
        func key(_ index: Int) -> [Int] {
            (previews[index].indexPath ?? "").split(separator: ".").compactMap { Int($0) }
        }
        let single = last.filter { !drawnInSteps.contains(previews[$0].view) }.sorted {
            key($0).lexicographicallyPrecedes(key($1))
        }
        let afterExample = single.contains { previews[$0].isAfterExample == true }
        if !single.isEmpty {
            if !html.isEmpty || single.count > 1 || afterExample {
                var notes: [String] = []
                if single.count > 1, single.contains(where: { previews[$0].indexPath != nil }) {
                    notes.append("in their list's order")
                }
                if afterExample { notes.append(Self.afterExampleText) }
                let title = html.isEmpty ? "The views as shown" : "What each view shows last"
                html +=
                    "<p class=\"preview-view\">\(title)\(notes.isEmpty ? "" : " <span>\(escapeHTML(notes.joined(separator: "; ")))</span>")</p>\n"
            }
            html += "<div class=\"preview-views\">\n"
            for index in single {
                let place = previews[index].indexPath.map { " at \($0)" } ?? ""
                let all = previews.indices.filter { previews[$0].view == previews[index].view }
                html += "<figure class=\"cell-preview\">" + standalone(previews[index], records: all, run: run)
                html += "<figcaption>\(escapeHTML(previews[index].view + place))</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        return html
    }

    /// One record drawn alone, at the size the model gave its view (390 points wide and as tall as
    /// its content when it was never given one), with the measurement of a self-sizing failure.
    func standalone(_ preview: CellPreview, records: [Int], run: ExampleResult.Run) -> String {
        var width = preview.width ?? 0
        var height = preview.height
        // A view placed by a layout is drawn at its frame there.
        if let element = run.layouts.last(where: { $0.elements.contains { $0.view == preview.view } })?.elements.first(
            where: { $0.view == preview.view })
        {
            width = element.width
            height = element.height
        }
        if width <= 0 { width = 390 }
        var note: String?
        if let sizing = preview.sizing {
            if let standard = sizing.standardHeight {
                height = standard
                note = "measured 0 pt: the table view gives the row its standard \(Self.number(standard)) pt instead"
            } else if sizing.collapses {
                height = 0
                note = "collapsed: a self-sizing layout measures it 0 pt tall"
            } else if let fitting = sizing.fittingHeight {
                height = fitting
                let views = sizing.clippedViews.isEmpty ? "its content" : ExampleHTML.list(sizing.clippedViews)
                note = "clipped at \(Self.number(fitting)) pt: \(views) below the content view's bottom"
            }
        }
        if let given = height, given <= 0, preview.sizing == nil { height = nil }
        let sized = height.map { "height:\(px($0));" } ?? "min-height:\(px(44));position:relative;"
        var html =
            "<div class=\"layout-canvas standalone\" data-scale=\"\(Self.number(Self.scale))\" data-origin-x=\"0\" data-origin-y=\"0\""
        html += " style=\"width:\(px(width));\(height.map { "height:\(px($0))" } ?? "")\">"
        var attributes =
            " data-kind=\"view\" data-view=\"\(escapeHTML(preview.view))\" data-record=\"\(records.map(String.init).joined(separator: " "))\""
        let classes = ["el", "el-cell"] + (records.contains(where: differing.contains) ? ["differs"] : [])
        if let path = preview.indexPath { attributes += " data-path=\"\(escapeHTML(path))\"" }
        if height != nil { attributes += " data-sized=\"true\"" }
        html += viewHTML(
            preview, classes: classes, attributes: attributes,
            style: "left:0;top:0;width:\(px(width));" + sized, height: height,
            tooltip: height == nil ? "never given a size" : "its size")
        html += "</div>"
        if let note { html += "<p class=\"cell-sizing\">\(escapeHTML(note))</p>" }
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
