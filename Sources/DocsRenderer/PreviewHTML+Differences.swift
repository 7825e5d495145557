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
            note("state", a.state != b.state)
            note("text", a.text != b.text || a.secondaryText != b.secondaryText)
            note("font", a.font != b.font || a.secondaryFont != b.secondaryFont)
            note("text color", a.textColor != b.textColor || a.secondaryTextColor != b.secondaryTextColor)
            note("image", a.imageName != b.imageName || a.imageTintColor != b.imageTintColor)
            note("background", a.backgroundColor != b.backgroundColor)
            note("accessories", a.accessories != b.accessories)
            note(
                "layout",
                a.style != b.style || a.list != b.list || a.numberOfLines != b.numberOfLines
                    || a.secondaryNumberOfLines != b.secondaryNumberOfLines)
            note("size", a.sizing != b.sizing)
            note("item", a.item != b.item || a.indexPath != b.indexPath)
        }
        note("what the applies did", first.applies != second.applies)
        return found
    }
}
