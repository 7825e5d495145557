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
                body += Self.applyTable(apply, number: index + 1, count: run.applies.count)
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
                which += ": differs from \(ExampleHTML.releaseList(first.releases))" + (differences.isEmpty ? "" : " in " + ExampleHTML.list(differences))
            }
            html += "<p class=\"did-title\">What the example did <span class=\"did-releases\">\(escapeHTML(which))</span></p>\n"
            html += group.html
        }
        return html + "</section>\n"
    }

    /// One row per view, its records side by side in the order they happened; a row of several says
    /// it is a sequence of updates (joined by arrows), not several cells.
    private func previews(_ previews: [CellPreview]) -> String {
        var views: [String] = []
        for preview in previews where !views.contains(preview.view) { views.append(preview.view) }
        var html = ""
        for view in views {
            let records = previews.filter { $0.view == view }
            if records.count > 1 || views.count > 1 {
                let sequence = records.count > 1 ? " <span>after each configuration update, in order</span>" : ""
                html += "<p class=\"preview-view\">\(escapeHTML(view))\(sequence)</p>\n"
            }
            html += "<div class=\"preview-row\" aria-label=\"\(escapeHTML(view))\">\n"
            for (index, preview) in records.enumerated() {
                if index > 0 { html += "<span class=\"preview-arrow\" aria-hidden=\"true\">→</span>\n" }
                html += Self.cell(preview)
            }
            html += "</div>\n"
        }
        return html
    }

    static func cell(_ preview: CellPreview) -> String {
        let state = preview.state.isEmpty ? "normal" : preview.state.joined(separator: " + ")
        var details: [String] = [preview.view]
        if let font = preview.font { details.append("font \(font.name)") }
        if let color = preview.textColor { details.append("text \(color.name)") }
        if let color = preview.secondaryTextColor { details.append("secondary \(color.name)") }
        if let name = preview.imageName { details.append("image \(name)" + (preview.imageTintColor.map { " (\($0.name))" } ?? "")) }
        if let color = preview.backgroundColor { details.append("background \(color.name)") }
        var html = "<figure class=\"cell-preview\" title=\"\(escapeHTML(details.joined(separator: " · ")))\">"
        html += "<div class=\"cell\" style=\"\(colorStyle(preview.backgroundColor, property: "bg"))\">"
        if let name = preview.imageName {
            html += "<span class=\"cell-image\" style=\"\(colorStyle(preview.imageTintColor, property: "tint"))\">"
            html += "<svg viewBox=\"0 0 20 20\" width=\"20\" height=\"20\" aria-hidden=\"true\"><rect x=\"1\" y=\"1\" width=\"18\" height=\"18\" rx=\"5\"/></svg>"
            html += "<span class=\"cell-image-name\">\(escapeHTML(name))</span></span>"
        }
        if preview.text == nil, preview.imageName == nil, let background = preview.backgroundColor {
            // A cell with only a background: say which, since a pale fill alone says little.
            html += "<span class=\"cell-background-name\">\(escapeHTML(background.name))</span>"
        }
        html += "<span class=\"cell-texts\">"
        if let text = preview.text {
            html += "<span class=\"cell-text\" style=\"\(colorStyle(preview.textColor, property: "fg"))\(fontStyle(preview.font))\">\(escapeHTML(text))</span>"
        }
        if let text = preview.secondaryText {
            html += "<span class=\"cell-secondary\" style=\"\(colorStyle(preview.secondaryTextColor, property: "fg"))\(fontStyle(preview.secondaryFont))\">\(escapeHTML(text))</span>"
        }
        html += "</span></div>"
        html += "<figcaption>\(escapeHTML(state))</figcaption></figure>\n"
        return html
    }

    /// `--bg:#…;--bg-dark:#…;` for the stylesheet to pick by appearance; only well-formed hex colors.
    private static func colorStyle(_ color: CellPreview.Color?, property: String) -> String {
        guard let color, isHexColor(color.light), isHexColor(color.dark) else { return "" }
        return "--\(property):\(color.light);--\(property)-dark:\(color.dark);"
    }

    private static func isHexColor(_ text: String) -> Bool {
        text.count == 9 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    private static func fontStyle(_ font: CellPreview.Font?) -> String {
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

    static func applyTable(_ apply: SnapshotApply, number: Int, count: Int) -> String {
        let title = count > 1 ? "Apply \(number) of \(count)" : "Snapshot apply"
        let kind = apply.reloadedData ? " (reload data: every cell and the selection discarded)" : ""
        var html = "<table class=\"apply\">\n<caption>\(escapeHTML(title + kind))</caption>\n"
        html += "<thead><tr><th>Item</th><th>Before</th><th>After</th><th>Change</th><th>Cell</th><th>Selection</th></tr></thead>\n<tbody>\n"
        for item in apply.items {
            let selection: String
            switch (item.selectedBefore, item.selectedAfter) {
            case (true, true): selection = "kept"
            case (true, false): selection = "lost"
            case (false, true): selection = "selected"
            case (false, false): selection = "—"
            }
            html += "<tr class=\"change-\(escapeHTML(item.change))\"><td><code>\(escapeHTML(item.id))</code></td>"
            html += "<td>\(escapeHTML(item.before ?? "—"))</td><td>\(escapeHTML(item.after ?? "—"))</td>"
            html += "<td><span class=\"change\">\(escapeHTML(item.change))</span></td><td>\(escapeHTML(cellFate(item.change)))</td>"
            html += "<td class=\"selection-\(selection == "lost" ? "lost" : "ok")\">\(escapeHTML(selection))</td></tr>\n"
        }
        if apply.omittedItems > 0 {
            html += "<tr><td colspan=\"6\">… and \(apply.omittedItems) more</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
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
