import ExampleRunner
import Foundation

/// Views drawn where the model's layout pass put them: each element of a ``PreviewLayout`` (cells,
/// headers, footers, badges, decorations) absolutely positioned at its frame, at
/// ``PreviewHTML/scale``, and each view drawn from its record at its own size. What an element
/// shows comes from its view's last record before the layout was recorded, with the background and
/// layers that record resolved: colors as recorded (never adjusted), stroke, corner radius and
/// masked corners, insets, visual effect, custom view, indentation by level and accessories in
/// UIKit's order. The drawing declares its scale and origin (`data-scale`, `data-origin-x`,
/// `data-origin-y`), so positions read back from the page give the model's points.
extension PreviewHTML {
    /// Pixels per point in every drawing.
    static let scale = 0.75

    /// The indentation UIKit's list cells use per level when the cell's `indentationWidth` is 0 in
    /// the model (UIKit picks a system value; the model records none). Drawn, and said in the tooltip.
    static let drawnIndentationWidth = 16.0

    /// A deliberate error for the preview check's own test: the drawing must then contradict the
    /// examples. Never set by the site.
    enum Distortion: Sendable {
        case none
        /// Every element moved by this many points, its declared origin unchanged.
        case offset(Double)
        /// Drawn at this scale while declaring ``PreviewHTML/scale``.
        case scale(Double)
        /// The first and second texts swapped.
        case swappedTexts
    }

    func px(_ points: Double) -> String {
        var scale = Self.scale
        if case .scale(let wrong) = distortion { scale = wrong }
        return Self.number(points * scale) + "px"
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// One recorded layout: a canvas the size of the content it placed (or of its visible
    /// rectangle, when larger along its scrolling axis' cross axis), every element at its frame.
    func layoutFigure(
        _ layout: PreviewLayout, records: [Int], run: ExampleResult.Run, caption: String
    ) -> String {
        let elements = layout.elements
        let originX = min(0, elements.map(\.x).min() ?? 0)
        let originY = min(0, elements.map(\.y).min() ?? 0)
        let maxX = max(layout.width, layout.contentWidth, elements.map { $0.x + $0.width }.max() ?? 0)
        // Tall enough for the height a view's content measures, when that is more than its frame.
        let measured = elements.map { element in
            element.y
                + max(
                    element.height,
                    element.view.flatMap {
                        Self.record($0, before: layout.previewsBefore, in: run)?.preview.measuredHeight
                    }
                        ?? 0)
        }
        let maxY = max(layout.contentHeight, measured.max() ?? 0)
        var shift = (x: 0.0, y: 0.0)
        if case .offset(let points) = distortion { shift = (points, points) }
        let appearance = layout.list ?? "none"
        let texts = elements.compactMap { element in
            element.view.flatMap { view in Self.record(view, before: layout.previewsBefore, in: run)?.preview.text }
        }
        var html =
            "<figure class=\"layout-preview\"><div class=\"layout-canvas list-\(escapeHTML(appearance))\" role=\"img\" aria-label=\"\(escapeHTML(layout.view + (texts.isEmpty ? "" : ": " + texts.joined(separator: ", "))))\""
        html +=
            " data-layout=\"\(escapeHTML(layout.view))\" data-records=\"\(records.map(String.init).joined(separator: " "))\" data-scale=\"\(Self.number(Self.scale))\""
        html +=
            " data-origin-x=\"\(Self.number(originX))\" data-origin-y=\"\(Self.number(originY))\" data-content-width=\"\(Self.number(layout.contentWidth))\" data-content-height=\"\(Self.number(layout.contentHeight))\""
        html +=
            " data-visible=\"\([layout.x, layout.y, layout.width, layout.height].map(Self.number).joined(separator: " "))\""
        html += " style=\"width:\(px(maxX - originX));height:\(px(maxY - originY))\">"
        // A drawing wider than a phone's column scrolls; a keyboard reaches it.
        if (maxX - originX) * Self.scale > 300 {
            html = html.replacingOccurrences(
                of: "<figure class=\"layout-preview\">", with: "<figure class=\"layout-preview\" tabindex=\"0\">")
        }
        let visibleShown = layout.y != 0 || layout.x != 0 || maxY > layout.y + layout.height
        if visibleShown {
            html +=
                "<div class=\"layout-visible\" title=\"the visible rectangle\" style=\"left:\(px(layout.x - originX));top:\(px(layout.y - originY));width:\(px(layout.width));height:\(px(layout.height))\"></div>"
        }
        for (index, element) in elements.enumerated() {
            let frame = (
                x: element.x - originX + shift.x, y: element.y - originY + shift.y, width: element.width,
                height: element.height
            )
            let next = elements[(index + 1)...].first { $0.kind == "cell" }
            let separated =
                appearance != "none" && !appearance.hasPrefix("sidebar") && element.kind == "cell"
                && next?.indexPath.split(separator: ".").first == element.indexPath.split(separator: ".").first
            html += elementHTML(element, frame: frame, run: run, before: layout.previewsBefore, separated: separated)
        }
        html += "</div>"
        var notes = [caption]
        notes.append(
            "\(Self.number(layout.width)) × \(Self.number(layout.height)) pt visible, drawn at \(Int(Self.scale * 100))%"
        )
        if layout.omittedElements > 0 { notes.append("\(layout.omittedElements) more elements not drawn") }
        html += "<figcaption>\(escapeHTML(notes.joined(separator: " · ")))</figcaption></figure>\n"
        return html
    }

    /// The last record of `view` among the run's first `before` records (all of them when nil).
    static func record(_ view: String, before: Int?, in run: ExampleResult.Run) -> (index: Int, preview: CellPreview)? {
        let end = min(before ?? run.previews.count, run.previews.count)
        guard let index = run.previews[..<end].lastIndex(where: { $0.view == view }) else { return nil }
        return (index, run.previews[index])
    }

    private func elementHTML(
        _ element: PreviewLayout.Element, frame: (x: Double, y: Double, width: Double, height: Double),
        run: ExampleResult.Run, before: Int?, separated: Bool
    ) -> String {
        let found = element.view.flatMap { Self.record($0, before: before, in: run) }
        var attributes =
            " data-kind=\"\(escapeHTML(element.kind))\" data-path=\"\(escapeHTML(element.indexPath))\""
        if let view = element.view { attributes += " data-view=\"\(escapeHTML(view))\"" }
        if let found { attributes += " data-record=\"\(found.index)\"" }
        if let level = element.indentationLevel { attributes += " data-indent=\"\(level)\"" }
        if element.isSelected == true { attributes += " data-selected=\"true\"" }
        var classes = [
            "el",
            "el-"
                + (["cell", "header", "footer", "decoration"].contains(element.kind) ? element.kind : "supplementary"),
        ]
        if separated { classes.append("separated") }
        var style =
            "left:\(px(frame.x));top:\(px(frame.y));width:\(px(frame.width));height:\(px(frame.height));"
        if let z = element.zIndex { style += "z-index:\(z + 2);" }
        guard let found else {
            let title = "\(element.kind) at \(element.indexPath)" + (element.view == nil ? ", showing nothing" : "")
            return
                "<div class=\"\(classes.joined(separator: " "))\"\(attributes) style=\"\(style)\" title=\"\(escapeHTML(title))\"></div>"
        }
        if differing.contains(found.index) { classes.append("differs") }
        var preview = found.preview
        if let level = element.indentationLevel { preview.indentationLevel = level }
        return viewHTML(
            preview, classes: classes, attributes: attributes, style: style, height: frame.height,
            tooltip: "\(element.kind) at \(element.indexPath)")
    }

    /// One view from one record, in a box positioned by `style`: its background (fill, stroke,
    /// corners, insets, effect, custom view) under its content (accessories, image, texts).
    func viewHTML(
        _ preview: CellPreview, classes: [String], attributes: String, style: String, height: Double?,
        tooltip: String
    ) -> String {
        var classes = classes + preview.state.map { "state-" + $0.replacingOccurrences(of: " ", with: "-") }
        if preview.layer != nil { classes.append("layered") }
        if Self.isSupplementary(preview) { classes.append("el-header-content") }
        if preview.appearance == "dark" { classes.append("dark-mode") }
        var attributes = attributes
        attributes += " data-state=\"\(escapeHTML(preview.state.joined(separator: " ")))\""
        if let measured = preview.measuredHeight { attributes += " data-measured=\"\(Self.number(measured))\"" }
        var style = style + Self.layerStyle(preview.layer, px: px)
        if let sizing = preview.sizing, sizing.collapses { classes.append("collapsed") }
        let details = Self.details(preview) + " · " + tooltip
        var html =
            "<div class=\"\(escapeHTML(classes.joined(separator: " ")))\"\(attributes) style=\"\(style)\" title=\"\(escapeHTML(details))\">"
        // What its texts and background are drawn in, made legible once for both.
        let legible = Self.legibleColors(
            preview, in: preview.list ?? "none", onListBackground: Self.isSupplementary(preview))
        html += backgroundHTML(preview, legible: legible)
        let indent =
            Double(preview.indentationLevel ?? 0)
            * ((preview.indentationWidth ?? 0) > 0 ? preview.indentationWidth! : Self.drawnIndentationWidth)
        style =
            "padding-left:\(px(16 + indent));padding-right:\(px(16));" + Self.layerStyle(preview.contentLayer, px: px)
        html += "<div class=\"el-content\(preview.contentLayer == nil ? "" : " layered")\" style=\"\(style)\">"
        html += Self.accessories(preview, leading: true)
        if let name = preview.imageName {
            html +=
                "<span class=\"cell-image\" data-image=\"\(escapeHTML(name))\" style=\"\(Self.colorStyle(preview.imageTintColor, property: "tint"))\">"
            html += (PreviewGlyphs.symbol(name) ?? PreviewGlyphs.unknownSymbol) + "</span>"
        }
        html += textsHTML(preview, legible: legible)
        html += Self.accessories(preview, leading: false)
        html += "</div>"
        if let measured = preview.measuredHeight, measured != height {
            // A few points off the frame (a list's estimate) is a faint line; more is labelled.
            let far = abs(measured - (height ?? measured)) >= 8 || height == nil
            html +=
                "<div class=\"el-measured\(far ? "" : " near")\" title=\"its content measures \(Self.number(measured)) pt\" style=\"height:\(px(measured))\">"
                + (far ? "<span>measures \(Self.number(measured)) pt</span>" : "") + "</div>"
        }
        html += "</div>"
        return html
    }

    /// The texts as recorded, in their recorded colors and fonts (at scale); a `valueCell()` puts
    /// the secondary text beside the text.
    private func textsHTML(_ preview: CellPreview, legible: Colors) -> String {
        var parts: [(String, String?, CellPreview.Color?, CellPreview.Font?, Int?)] = []
        if let text = preview.text {
            parts.append(("cell-text", text, preview.textColor, preview.font, preview.numberOfLines))
        }
        if let text = preview.secondaryText {
            parts.append(
                (
                    "cell-secondary", text, preview.secondaryTextColor, preview.secondaryFont,
                    preview.secondaryNumberOfLines
                ))
        }
        if case .swappedTexts = distortion, parts.count == 2 {
            (parts[0].1, parts[1].1) = (parts[1].1, parts[0].1)
        }
        guard !parts.isEmpty else { return "" }
        // A text color under 4.5:1 against what it is drawn on is drawn legibly instead, and says so
        // with a mark: the page stays readable, and the poor contrast is shown, not hidden.
        let sideBySide = preview.style == "valueCell"
        var html = "<span class=\"cell-texts\(sideBySide ? " side-by-side" : "")\">"
        for (kind, text, color, font, lines) in parts {
            let recorded = Self.colorStyle(color, property: "fg")
            let drawn = kind == "cell-text" ? legible.text : legible.secondary
            let adjusted = color != nil && !drawn.isEmpty && drawn != recorded
            var style = adjusted ? drawn : recorded
            if let font {
                style += "font-size:\(px(font.pointSize));font-weight:\(Self.weight(font.weight));"
                if font.italic { style += "font-style:italic;" }
            }
            if let lines, lines > 0 { style += "-webkit-line-clamp:\(lines);line-clamp:\(lines);" }
            var data = ""
            if let color { data += " data-color=\"\(escapeHTML(color.name))\" data-fg=\"\(escapeHTML(color.light))\"" }
            if let font { data += " data-font=\"\(escapeHTML(font.name))\"" }
            if adjusted {
                data +=
                    " data-contrast=\"adjusted\" title=\"\(escapeHTML(color!.name)) is under 4.5:1 here; drawn with more contrast\""
            }
            html +=
                "<span class=\"\(kind)\(adjusted ? " contrast-adjusted" : "")\"\(data) style=\"\(style)\">\(escapeHTML(text ?? ""))</span>"
        }
        return html + "</span>"
    }

    static func weight(_ name: String) -> Int {
        let weights = [
            "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
            "heavy": 800, "black": 900,
        ]
        return weights[name] ?? 400
    }

    /// The background configuration as drawn: its fill (the recorded color, as is), inset by its
    /// `backgroundInsets`, rounded by its `cornerRadius`, stroked by its stroke, blurred by its
    /// visual effect, with its custom view's class and color.
    private func backgroundHTML(_ preview: CellPreview, legible: Colors) -> String {
        let background = preview.background
        var classes = ["el-bg"]
        var data = ""
        var style = Self.colorStyle(preview.backgroundColor, property: "bg")
        if let color = preview.backgroundColor {
            data += " data-bg=\"\(escapeHTML(color.name))\" data-bg-hex=\"\(escapeHTML(color.light))\""
            // A text no color can make legible on this background: the background is drawn away from
            // it instead, and says so, as a text drawn with more contrast does; `data-bg-hex` keeps the
            // recorded color.
            if legible.backgroundAdjusted {
                style = legible.background
                data +=
                    " data-contrast=\"adjusted\" title=\"\(escapeHTML(color.name)) leaves its text under 4.5:1; drawn with more contrast\""
            }
        }
        if let insets = background?.insets, insets.count == 4 {
            style += "top:\(px(insets[0]));left:\(px(insets[1]));bottom:\(px(insets[2]));right:\(px(insets[3]));"
            data += " data-insets=\"\(insets.map(Self.number).joined(separator: " "))\""
        }
        if let radius = background?.cornerRadius {
            style += "border-radius:\(px(radius));"
            data += " data-corner-radius=\"\(Self.number(radius))\""
        }
        if let width = background?.strokeWidth {
            style +=
                "border-width:\(px(width));border-style:solid;"
                + Self.colorStyle(background?.strokeColor, property: "stroke")
            data += " data-stroke-width=\"\(Self.number(width))\""
            if let color = background?.strokeColor { data += " data-stroke=\"\(escapeHTML(color.name))\"" }
        }
        var inner = ""
        if let effect = background?.visualEffect {
            classes.append("blur")
            data += " data-effect=\"\(escapeHTML(effect))\""
            inner += "<span class=\"el-bg-label\">\(escapeHTML(effect))</span>"
        }
        if let custom = background?.customView {
            classes.append("custom-view")
            data += " data-custom-view=\"\(escapeHTML(custom))\""
            style += Self.colorStyle(background?.customViewColor, property: "custom")
            inner += "<span class=\"el-bg-label\">\(escapeHTML(custom))</span>"
        }
        if let image = background?.image { data += " data-image=\"\(escapeHTML(image))\"" }
        return "<div class=\"\(classes.joined(separator: " "))\"\(data) style=\"\(style)\">\(inner)</div>"
    }

    /// A layer's corner radius (masked corners only), border and shadow as CSS.
    static func layerStyle(_ layer: CellPreview.Layer?, px: (Double) -> String) -> String {
        guard let layer else { return "" }
        var style = ""
        if let radius = layer.cornerRadius {
            let corners = layer.maskedCorners ?? ["minXMinY", "maxXMinY", "minXMaxY", "maxXMaxY"]
            let order = ["minXMinY", "maxXMinY", "maxXMaxY", "minXMaxY"]
            style +=
                "border-radius:" + order.map { corners.contains($0) ? px(radius) : "0" }.joined(separator: " ") + ";"
        }
        if let width = layer.borderWidth {
            style +=
                "border-width:\(px(width));border-style:solid;"
                + colorStyle(layer.borderColor, property: "layer-border")
        }
        if layer.shadowOpacity != nil { style += "box-shadow:0 2px 8px rgba(0,0,0,0.3);" }
        if layer.clips == true { style += "overflow:hidden;" }
        return style
    }
}
