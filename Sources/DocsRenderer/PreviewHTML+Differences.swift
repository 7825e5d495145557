import ExampleRunner

extension PreviewHTML {
    /// What a reader should look for when two releases drew differently: `["background"]`, in the
    /// order of a cell's parts, each once.
    static func differences(_ first: ExampleResult.Run, _ second: ExampleResult.Run) -> [String] {
        var found: [String] = []
        func note(_ what: String, _ differs: Bool) {
            if differs, !found.contains(what) { found.append(what) }
        }
        note("which cells were drawn", first.previews.map(\.view) != second.previews.map(\.view))
        for (a, b) in zip(first.previews, second.previews) {
            for (what, _, _) in fieldDifferences(a, b) { note(what, true) }
        }
        note("layout", first.layouts != second.layouts)
        note("what the applies did", first.applies != second.applies)
        return found
    }

    /// Each difference a reader can see, once however many records show it, with both values and
    /// the views it is in: `background: systemBackground → secondarySystemGroupedBackground (UICollectionViewListCell 1, 2)`.
    static func differenceLines(_ first: ExampleResult.Run, _ second: ExampleResult.Run) -> [String] {
        var found: [(change: String, views: [String])] = []
        func note(_ change: String, _ view: String) {
            if let index = found.firstIndex(where: { $0.change == change }) {
                if !found[index].views.contains(view) { found[index].views.append(view) }
            } else {
                found.append((change, [view]))
            }
        }
        if first.previews.map(\.view) != second.previews.map(\.view) {
            note("records: \(first.previews.count) → \(second.previews.count)", "the example")
        }
        for (a, b) in zip(first.previews, second.previews) where a != b {
            for (what, old, new) in fieldDifferences(a, b) { note("\(what): \(old) → \(new)", a.view) }
        }
        if first.layouts.count != second.layouts.count {
            note("layouts recorded: \(first.layouts.count) → \(second.layouts.count)", "the example")
        }
        for (a, b) in zip(first.layouts, second.layouts) where a != b {
            for (x, y) in zip(a.elements, b.elements) where x != y {
                if frame(x) != frame(y) { note("\(x.kind) \(x.indexPath) frame: \(frame(x)) → \(frame(y))", a.view) }
                if x.indentationLevel != y.indentationLevel {
                    note(
                        "\(x.kind) \(x.indexPath) indentation: \(x.indentationLevel ?? 0) → \(y.indentationLevel ?? 0)",
                        a.view)
                }
            }
            if a.elements.count != b.elements.count {
                note("elements: \(a.elements.count) → \(b.elements.count)", a.view)
            }
        }
        if first.applies != second.applies { note("what the applies did (see the tables)", "the example") }
        var lines = found.map {
            "\($0.change) (\($0.views.count > 2 ? "\($0.views.count) views" : $0.views.joined(separator: " and ")))"
        }
        if lines.isEmpty { lines.append("nothing a drawing shows (the records differ in detail only)") }
        return Array(lines.prefix(8)) + (lines.count > 8 ? ["… and \(lines.count - 8) more"] : [])
    }

    private static func frame(_ element: PreviewLayout.Element) -> String {
        "(\([element.x, element.y, element.width, element.height].map(number).joined(separator: ", ")))"
    }

    /// The parts of two records that differ, each with both values as a reader would name them.
    static func fieldDifferences(_ a: CellPreview, _ b: CellPreview) -> [(String, String, String)] {
        var found: [(String, String, String)] = []
        func note(_ what: String, _ x: String?, _ y: String?) {
            if x != y { found.append((what, x ?? "none", y ?? "none")) }
        }
        // Colors by name; by their components when the name is the same and they are not.
        func color(_ what: String, _ x: CellPreview.Color?, _ y: CellPreview.Color?) {
            guard x != y else { return }
            if let x, let y, x.name == y.name {
                note(what, colorName(x), colorName(y))
            } else {
                note(what, x?.name, y?.name)
            }
        }
        note("state", stateName(a), stateName(b))
        note("text", a.text, b.text)
        note("secondary text", a.secondaryText, b.secondaryText)
        note("font", a.font.map(fontName), b.font.map(fontName))
        note("secondary font", a.secondaryFont.map(fontName), b.secondaryFont.map(fontName))
        color("text color", a.textColor, b.textColor)
        color("secondary text color", a.secondaryTextColor, b.secondaryTextColor)
        note("image", a.imageName, b.imageName)
        color("image tint", a.imageTintColor, b.imageTintColor)
        color("background", a.backgroundColor, b.backgroundColor)
        let (x, y) = (a.background ?? CellPreview.Background(), b.background ?? CellPreview.Background())
        note("corner radius", x.cornerRadius.map(number), y.cornerRadius.map(number))
        note("stroke", x.strokeWidth.map { "\(number($0)) pt" }, y.strokeWidth.map { "\(number($0)) pt" })
        color("stroke color", x.strokeColor, y.strokeColor)
        note(
            "background insets", x.insets.map { $0.map(number).joined(separator: " ") },
            y.insets.map { $0.map(number).joined(separator: " ") })
        note("visual effect", x.visualEffect, y.visualEffect)
        note("custom view", x.customView, y.customView)
        note("layer", a.layer.map { "\($0)" }, b.layer.map { "\($0)" })
        note(
            "accessories", a.accessories?.map(\.kind).joined(separator: ", "),
            b.accessories?.map(\.kind).joined(separator: ", "))
        note("style", a.style, b.style)
        note("list", a.list, b.list)
        note(
            "size", a.width.map { "\(number($0)) × \(number(a.height ?? 0))" },
            b.width.map { "\(number($0)) × \(number(b.height ?? 0))" })
        note("sizing", a.sizing.map { "\($0)" }, b.sizing.map { "\($0)" })
        note("item", a.item, b.item)
        note("index path", a.indexPath, b.indexPath)
        return found
    }

    private static func fontName(_ font: CellPreview.Font) -> String {
        "\(font.name) \(number(font.pointSize)) pt \(font.weight)"
    }

    /// `systemBlue (#007affff)`: the name, and the components when the name does not say them.
    private static func colorName(_ color: CellPreview.Color) -> String {
        color.light == color.dark ? "\(color.name) (\(color.light))" : "\(color.name) (\(color.light) / \(color.dark))"
    }
}
