/// The drawings a preview uses in place of Apple's artwork: the SF Symbols the Spec names and the
/// list cell accessories, each an inline SVG drawn by this project (no font, no network), in the
/// current text color so they follow light and dark mode.
///
/// The accessories are those of Apple's UICellAccessory (disclosureIndicator, checkmark, delete,
/// insert, reorder, multiselect, outlineDisclosure, label, detail, popUpMenu) and
/// UITableViewCell.AccessoryType; their places follow UIKit's defaults (delete, insert and
/// multiselect leading, the others trailing; WWDC 2020 "Modern cell configuration").
enum PreviewGlyphs {
    /// A symbol by name; `nil` for one this set does not draw (the caller draws the neutral shape).
    static func symbol(_ name: String) -> String? {
        let filled = name.hasSuffix(".fill")
        let base = filled ? String(name.dropLast(5)) : name
        guard let path = symbolPaths[base] else { return nil }
        return svg(path, filled: filled)
    }

    /// The neutral shape of a symbol or image this set does not draw: a dashed rounded square.
    static let unknownSymbol =
        #"<svg class="glyph" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true"><rect x="2" y="2" width="16" height="16" rx="4" fill="none" stroke="currentColor" stroke-width="1.5" stroke-dasharray="3 2"/></svg>"#

    private static func svg(_ path: String, filled: Bool) -> String {
        let paint =
            filled
            ? #"fill="currentColor" stroke="currentColor" stroke-width="1.2""#
            : #"fill="none" stroke="currentColor" stroke-width="1.6""#
        return
            #"<svg class="glyph" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" stroke-linejoin="round" stroke-linecap="round" "#
            + paint + ">" + path + "</svg>"
    }

    /// Outlines drawn for this project in a 20-point box; a `.fill` name fills the same outline.
    private static let symbolPaths: [String: String] = [
        "star": #"<path d="M10 2.5l2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2L2.5 8l5.2-.7z"/>"#,
        "flag": #"<path d="M4.5 18V3M4.5 3.5c3-1.5 5 1.5 11 0v8c-6 1.5-8-1.5-11 0z"/>"#,
        "tray": #"<path d="M2.5 11l2.5-7h10l2.5 7v5h-15zM2.5 11h4.5l1 2h4l1-2h4.5"/>"#,
        "trash": #"<path d="M3.5 5h13M8 5V3h4v2M5 5l1 12h8l1-12M8.5 8v6M11.5 8v6"/>"#,
        "pin": #"<path d="M7 2.5h6l-1 5 3 3H5l3-3zM10 10.5V18"/>"#,
        "folder": #"<path d="M2.5 5.5v10h15v-8.5h-8l-2-2.5h-5z"/>"#,
        "doc": #"<path d="M5 2.5h6.5l3.5 3.5v11.5H5zM11.5 2.5V6H15"/>"#,
        "archivebox": #"<path d="M2.5 3.5h15v4h-15zM4 7.5v9h12v-9M8 10.5h4"/>"#,
        "photo": #"<path d="M2.5 4h15v12h-15zM2.5 13.5l4.5-4.5 4 4 2.5-2.5 4 4"/><circle cx="13" cy="7.5" r="1.3"/>"#,
        "heart": #"<path d="M10 17s-7-4.2-7-9a3.8 3.8 0 0 1 7-2 3.8 3.8 0 0 1 7 2c0 4.8-7 9-7 9z"/>"#,
        "person": #"<circle cx="10" cy="6.5" r="3.5"/><path d="M3.5 17.5c.8-4 3.4-5.5 6.5-5.5s5.7 1.5 6.5 5.5z"/>"#,
        "gear":
            #"<circle cx="10" cy="10" r="2.8"/><path d="M10 2v2.5M10 15.5V18M2 10h2.5M15.5 10H18M4.3 4.3l1.8 1.8M13.9 13.9l1.8 1.8M4.3 15.7l1.8-1.8M13.9 6.1l1.8-1.8"/>"#,
        "checkmark": #"<path d="M4 10.5l4 4 8-9"/>"#,
        "bell": #"<path d="M5 14V9a5 5 0 0 1 10 0v5l1.5 1.5h-13zM8.5 17.5h3"/>"#,
    ]

    /// Where an accessory goes in a row: leading (before the content) or trailing.
    static func isLeading(_ kind: String) -> Bool { ["delete", "insert", "multiselect"].contains(kind) }

    /// The place of a system accessory among those on its edge, leading to trailing: Apple
    /// (UICollectionViewListCell.accessories) — "The system automatically determines their rendering
    /// order … The order of system accessories in the array doesn't affect their placement." The
    /// order here is the one iOS lists show (a label before the chevron, reorder at the edge);
    /// custom views keep their order in the array, after the system's.
    static func order(_ kind: String) -> Int {
        [
            "delete", "insert", "multiselect", "label", "popUpMenu", "detail", "checkmark", "outlineDisclosure",
            "disclosureIndicator", "reorder",
        ]
        .firstIndex(of: kind) ?? 100
    }

    /// An accessory drawn as UIKit draws it, with its name for assistive technology.
    static func accessory(kind: String, text: String?) -> String {
        let stroke =
            #"fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round""#
        func icon(_ body: String, width: Int = 20, label: String) -> String {
            "<span class=\"accessory accessory-\(escapeHTML(kind))\" role=\"img\" aria-label=\"\(escapeHTML(label))\" title=\"\(escapeHTML(label))\">"
                + "<svg viewBox=\"0 0 20 20\" width=\"\(width)\" height=\"20\" aria-hidden=\"true\">\(body)</svg></span>"
        }
        switch kind {
        case "disclosureIndicator":
            return icon("<path d=\"M7.5 4.5l5.5 5.5-5.5 5.5\" \(stroke)/>", width: 12, label: "disclosure indicator")
        case "checkmark":
            return icon("<path d=\"M4 10.5l4 4 8-9\" \(stroke)/>", label: "checkmark")
        case "delete":
            return icon(
                "<circle cx=\"10\" cy=\"10\" r=\"9\" fill=\"#ff3b30\"/><path d=\"M5.5 10h9\" stroke=\"#fff\" stroke-width=\"2.2\" stroke-linecap=\"round\"/>",
                label: "delete")
        case "insert":
            return icon(
                "<circle cx=\"10\" cy=\"10\" r=\"9\" fill=\"#34c759\"/><path d=\"M5.5 10h9M10 5.5v9\" stroke=\"#fff\" stroke-width=\"2.2\" stroke-linecap=\"round\"/>",
                label: "insert")
        case "multiselect":
            return icon(
                "<circle cx=\"10\" cy=\"10\" r=\"8.5\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\"/>",
                label: "multiselect")
        case "reorder":
            return icon(
                "<path d=\"M3 6h14M3 10h14M3 14h14\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.6\" stroke-linecap=\"round\"/>",
                label: "reorder")
        case "outlineDisclosure":
            return icon("<path d=\"M7.5 4.5l5.5 5.5-5.5 5.5\" \(stroke)/>", width: 14, label: "outline disclosure")
        case "detail", "detailButton", "detailDisclosureButton":
            let info =
                "<circle cx=\"10\" cy=\"10\" r=\"8.3\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\"/><path d=\"M10 9v5.5\" \(stroke)/><circle cx=\"10\" cy=\"6\" r=\"1.2\" fill=\"currentColor\"/>"
            let detail = icon(info, label: "detail")
            return kind == "detailDisclosureButton"
                ? detail + accessory(kind: "disclosureIndicator", text: nil) : detail
        case "popUpMenu":
            return icon(
                "<path d=\"M6.5 8l3.5-3.5L13.5 8M6.5 12l3.5 3.5 3.5-3.5\" \(stroke)/>", width: 14, label: "pop-up menu")
        case "label":
            return "<span class=\"accessory accessory-label\">\(escapeHTML(text ?? ""))</span>"
        default:
            return "<span class=\"accessory accessory-custom\" title=\"\(escapeHTML(kind))\">\(escapeHTML(kind))</span>"
        }
    }
}
