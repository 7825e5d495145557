import ExampleRunner

/// Records drawn as an iOS list: a section with the appearance the list configuration gave it
/// (plain, grouped, inset grouped, sidebar; Apple: UICollectionLayoutListConfiguration.Appearance),
/// headers above their rows, rows with separators between them, each row its image, texts and
/// accessories as the content configuration lays them out (Apple: UIListContentConfiguration —
/// `valueCell()` puts the secondary text beside the text, trailing, the others below it), with
/// the background the model recorded for its state. A self-sizing failure is drawn at the height
/// the model measured: collapsed to nothing, or clipped.
extension PreviewHTML {
    static func list(_ previews: [CellPreview], showsState: Bool) -> String {
        let appearance = previews.compactMap(\.list).first ?? "none"
        // Views in dark mode are drawn dark on a light page too (the stylesheet's `.dark-mode` list).
        let dark = !previews.isEmpty && previews.allSatisfy { $0.appearance == "dark" }
        var html = "<div class=\"ios-list list-\(escapeHTML(appearance))\(dark ? " dark-mode" : "")\">"
        var inSection = false
        var section: String?
        var above: CellPreview?
        for preview in previews {
            let rowSection = preview.indexPath.flatMap { $0.split(separator: ".").first.map(String.init) }
            if isSupplementary(preview) {
                if inSection { html += "</div>"; inSection = false }
                html += header(preview, in: appearance)
                continue
            }
            if inSection, rowSection != section { html += "</div>"; inSection = false }
            if !inSection {
                html += "<div class=\"list-section\">"
                inSection = true
                section = rowSection
                above = nil
            }
            let hidden = above.map { hidesSeparator(between: $0.state, and: preview.state) } ?? false
            html += row(preview, in: appearance, showsState: showsState, hidesSeparatorAbove: hidden)
            above = preview
        }
        if inSection { html += "</div>" }
        return html + "</div>"
    }

    /// A header or footer: a list content style for one, or a header/footer view.
    static func isSupplementary(_ preview: CellPreview) -> Bool {
        let style = (preview.style ?? "").lowercased()
        return style.contains("header") || style.contains("footer")
            || preview.view.hasPrefix("UITableViewHeaderFooterView")
    }

    private static func header(_ preview: CellPreview, in appearance: String) -> String {
        // A header draws the background it recorded, if any: its text was made legible over that.
        let colors = legibleColors(preview, in: appearance, onListBackground: true)
        var html =
            "<div class=\"list-header\" style=\"\(colors.background)\" title=\"\(escapeHTML(details(preview)))\">"
        html += texts(preview, colors: colors)
        html += accessories(preview, leading: false)
        return html + "</div>"
    }

    /// Whether iOS draws no separator between two adjacent rows: it hides the one beside a row
    /// drawn with its selected or highlighted background, which reaches the row's edges (the
    /// system's choice under UIListSeparatorConfiguration's `automatic` visibility, the default).
    static func hidesSeparator(between above: [String], and below: [String]) -> Bool {
        let filled: Set = ["selected", "highlighted"]
        return !filled.isDisjoint(with: above) || !filled.isDisjoint(with: below)
    }

    static func row(
        _ preview: CellPreview, in appearance: String, showsState: Bool, hidesSeparatorAbove: Bool = false
    ) -> String {
        var classes = ["cell"] + preview.state.map { $0.replacingOccurrences(of: " ", with: "-") }
        if hidesSeparatorAbove { classes.append("no-separator") }
        let colors = legibleColors(preview, in: appearance, onListBackground: false)
        var style = colors.background
        var note: String?
        if let sizing = preview.sizing {
            if let standard = sizing.standardHeight {
                classes.append("clipped")
                style += "height:\(Int(standard.rounded()))px;"
                note = "measured 0 pt: the table view gives the row its standard \(Int(standard.rounded())) pt instead"
            } else if sizing.collapses {
                classes.append("collapsed")
                note = "collapsed: a self-sizing layout measures it 0 pt tall"
            } else if let height = sizing.fittingHeight {
                classes.append("clipped")
                style += "height:\(Int(height.rounded()))px;"
                let views = sizing.clippedViews.isEmpty ? "its content" : ExampleHTML.list(sizing.clippedViews)
                note = "clipped at \(Int(height.rounded())) pt: \(views) below the content view's bottom"
            }
        }
        var html =
            "<div class=\"\(escapeHTML(classes.joined(separator: " ")))\" style=\"\(style)\" title=\"\(escapeHTML(details(preview)))\">"
        html += accessories(preview, leading: true)
        if let name = preview.imageName {
            html +=
                "<span class=\"cell-image\" style=\"\(colorStyle(preview.imageTintColor, property: "tint"))\" role=\"img\" aria-label=\"\(escapeHTML(name))\">"
            html += (PreviewGlyphs.symbol(name) ?? PreviewGlyphs.unknownSymbol) + "</span>"
        }
        if preview.text == nil, preview.imageName == nil, let background = preview.backgroundColor {
            // A cell with only a background: say which, since a pale fill alone says little.
            html += "<span class=\"cell-background-name\">\(escapeHTML(background.name))</span>"
        }
        html += texts(preview, colors: colors)
        if showsState, !preview.state.isEmpty {
            html += "<span class=\"cell-state\">\(escapeHTML(stateName(preview)))</span>"
        }
        html += accessories(preview, leading: false)
        html += "</div>"
        if let note { html += "<p class=\"cell-sizing\">\(escapeHTML(note))</p>" }
        return html
    }

    /// CSS custom properties for a row's or header's background and texts, light and dark, with
    /// the recorded colors made legible (``PreviewContrast``) over what the list draws them on.
    struct Colors {
        var background = "", text = "", secondary = ""
        /// Whether the background had to move away from its recorded color (in either mode) because
        /// even black or white text was under 4.5:1 on it.
        var backgroundAdjusted = false
    }

    static func legibleColors(_ preview: CellPreview, in appearance: String, onListBackground: Bool) -> Colors {
        var colors = Colors()
        for pageIsDark in [false, true] {
            let suffix = pageIsDark ? "-dark" : ""
            let dark = pageIsDark || preview.appearance == "dark"
            func pick(_ color: CellPreview.Color?) -> PreviewContrast.RGBA? {
                color.flatMap { PreviewContrast.RGBA(hex: dark ? $0.dark : $0.light) }
            }
            let surface = PreviewContrast.RGBA(
                hex: surfaceColor(appearance: appearance, onListBackground: onListBackground, dark: dark))!
            let recorded = [pick(preview.textColor), pick(preview.secondaryTextColor)]
            let (texts, background) = PreviewContrast.legible(
                texts: recorded.compactMap { $0 }, background: pick(preview.backgroundColor), surface: surface)
            var drawn = texts.makeIterator()
            if recorded[0] != nil, let text = drawn.next() { colors.text += "--fg\(suffix):\(text.hex);" }
            if recorded[1] != nil, let text = drawn.next() { colors.secondary += "--fg\(suffix):\(text.hex);" }
            if let background { colors.background += "--bg\(suffix):\(background.hex);" }
            if let background, background != pick(preview.backgroundColor)?.over(surface) {
                colors.backgroundAdjusted = true
            }
        }
        return colors
    }

    /// What a list draws a row (or, on the list's background, a header) on: the colors of the
    /// stylesheet's `.ios-list` (iOS's systemGroupedBackground and secondarySystemGroupedBackground,
    /// systemBackground for plain lists).
    private static func surfaceColor(appearance: String, onListBackground: Bool, dark: Bool) -> String {
        switch (appearance, onListBackground || appearance.hasPrefix("sidebar"), dark) {
        case ("plain", _, false): "#ffffffff"
        case ("plain", _, true): "#000000ff"
        case (_, true, false): "#f2f2f7ff"
        case (_, true, true): "#000000ff"
        case (_, false, false): "#ffffffff"
        case (_, false, true): "#1c1c1eff"
        }
    }

    private static func texts(_ preview: CellPreview, colors: Colors) -> String {
        let sideBySide = preview.style == "valueCell"
        var html = "<span class=\"cell-texts\(sideBySide ? " side-by-side" : "")\">"
        if let text = preview.text {
            html +=
                "<span class=\"cell-text\" style=\"\(colors.text)\(fontStyle(preview.font))\(lines(preview.numberOfLines))\">\(escapeHTML(text))</span>"
        }
        if let text = preview.secondaryText {
            html +=
                "<span class=\"cell-secondary\" style=\"\(colors.secondary)\(fontStyle(preview.secondaryFont))\(lines(preview.secondaryNumberOfLines))\">\(escapeHTML(text))</span>"
        }
        return html + "</span>"
    }

    /// A label's line limit (Apple: UILabel.numberOfLines — 0 for as many lines as the text needs).
    private static func lines(_ count: Int?) -> String {
        guard let count, count > 0 else { return "" }
        return "-webkit-line-clamp:\(count);line-clamp:\(count);"
    }

    static func accessories(_ preview: CellPreview, leading: Bool) -> String {
        let chosen = (preview.accessories ?? []).filter { PreviewGlyphs.isLeading($0.kind) == leading }
            .enumerated().sorted {
                (PreviewGlyphs.order($0.element.kind), $0.offset) < (PreviewGlyphs.order($1.element.kind), $1.offset)
            }
            .map(\.element)
        guard !chosen.isEmpty else { return "" }
        return "<span class=\"accessories\">"
            + chosen.map { PreviewGlyphs.accessory(kind: $0.kind, text: $0.text) }.joined() + "</span>"
    }

    /// The tooltip: the view, its item and place, its style and what each part is drawn with.
    static func details(_ preview: CellPreview) -> String {
        var details: [String] = [preview.view]
        if let item = preview.item { details.append("item \(quoted(item))") }
        if let indexPath = preview.indexPath { details.append("at \(indexPath)") }
        if let list = preview.list { details.append("\(list) list") }
        if let style = preview.style { details.append("\(style)()") }
        details.append(stateName(preview))
        if let font = preview.font { details.append("font \(font.name)") }
        if let color = preview.textColor { details.append("text \(color.name)") }
        if let color = preview.secondaryTextColor { details.append("secondary \(color.name)") }
        if let name = preview.imageName {
            details.append("image \(name)" + (preview.imageTintColor.map { " (\($0.name))" } ?? ""))
        }
        if let color = preview.backgroundColor { details.append("background \(color.name)") }
        if let accessories = preview.accessories, !accessories.isEmpty {
            details.append("accessories " + accessories.map(\.kind).joined(separator: ", "))
        }
        return details.joined(separator: " · ")
    }
}
