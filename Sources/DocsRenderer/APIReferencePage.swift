import APIInventory
import SpecPages

/// The API reference page: every type the model implements with its members, the iOS release a
/// member needs and its deprecation, the model's own additions marked as such.
struct APIReferencePage {
    let reference: APIReference
    let layout: SiteLayout
    var usage: APIUsage?
    /// Apple's declarations compared with the model's (`Inventory/`), when the build found the inventory.
    var inventory: InventorySummary?

    func render() -> String {
        var html = "<h1 id=\"api-reference\">Modelled UIKit API</h1>\n"
        let memberCount = reference.types.reduce(0) { $0 + $1.members.count }
        html +=
            "<p>The public API of <code>UIKitModel</code>, read from its sources when this site was built: \(reference.types.count) types, \(memberCount) members.</p>\n"
        html += Self.filterBox
        html +=
            "<p>Every member says the iOS release it needs, as far as the model knows it: <span class=\"api-badge release\">iOS 15+</span> is checked, the model faults when the member is used on an older simulated release; "
        html +=
            "<span class=\"api-badge release documented\">iOS 15+ · not checked</span> is the release its doc comment cites from Apple's page, which the model does not check; "
        html +=
            "<span class=\"api-badge release unrecorded\">no release recorded</span> means the model records none: it runs the member on every release it simulates (\(Self.simulatedReleases)), which says nothing about when UIKit introduced it. "
        html +=
            "Members marked <span class=\"api-badge model\">model</span> are the model's own, for examples' hidden lines, not UIKit API; they work on every simulated release.</p>\n"
        let uikit = reference.types.filter { !$0.isModelExtension }
        let totals = Self.coverageText(
            modelled: uikit.reduce(0) { $0 + $1.count(.modelled) }, stored: uikit.reduce(0) { $0 + $1.count(.stored) },
            unsourced: uikit.reduce(0) { $0 + $1.count(.unsourced) })
        html +=
            "<p class=\"api-coverage\">UIKit members: \(totals). <em>Modelled</em> members behave as the Apple page or WWDC session their doc comment cites says; "
        html +=
            "<span class=\"api-badge stored\">stored</span> members compile and keep their value, with no behaviour; "
        html += "<span class=\"api-badge unsourced\">no source</span> members cite none. "
        html +=
            "<span class=\"api-badge choice\">model's choice</span> marks a member whose doc comment says where it goes beyond what Apple documents.</p>\n"
        if let inventory { html += Self.inventoryIntroduction(inventory) }
        let model = reference.types.filter(\.isModelExtension)
        // Each group of the index is hidden by the filter when none of its types is left.
        html +=
            "<nav class=\"api-index\" aria-label=\"Types\">\n<div class=\"api-index-group\"><h2 id=\"uikit-types\">UIKit types</h2>\n"
            + Self.typeList(uikit) + "</div>\n"
        html +=
            "<div class=\"api-index-group\"><h2 id=\"model-types\">The model's own types</h2>\n<p>For the runner and for examples' hidden lines; not UIKit API.</p>\n"
        html += Self.typeList(model) + "</div>\n</nav>\n"
        for type in uikit + model {
            let anchor = escapeHTML(Self.anchor(type.name))
            html +=
                "<section class=\"api-type\" data-type=\"\(escapeHTML(type.name))\">\n<h2 id=\"\(anchor)\"><span class=\"api-kind\">\(escapeHTML(type.kind))</span> <code>\(escapeHTML(type.name))</code>"
            if type.isModelExtension { html += " <span class=\"api-badge model\">model</span>" }
            html += " <a class=\"heading-anchor\" href=\"#\(anchor)\" aria-label=\"Link to this type\">#</a></h2>\n"
            if !type.summary.isEmpty { html += "<p class=\"api-summary\">\(Self.prose(type.summary))</p>\n" }
            if let uses = usage?.uses[type.name], !uses.isEmpty {
                html +=
                    "<details class=\"api-uses\"><summary>Used in \(uses.count == 1 ? "1 example" : "\(uses.count) examples")</summary><ul>"
                html += uses.map { "<li><a href=\"\(escapeHTML($0.href))\">\(escapeHTML($0.label))</a></li>" }.joined()
                html += "</ul></details>\n"
            }
            html += "<p class=\"api-file\">Sources/UIKitModel/\(escapeHTML(type.file))</p>\n"
            if !type.isModelExtension, let row = inventory?.types[type.name] { html += Self.inventoryRow(row) }
            if !type.isModelExtension, type.members.contains(where: { !$0.isModelExtension }) {
                let counts = Self.coverageText(
                    modelled: type.count(.modelled), stored: type.count(.stored), unsourced: type.count(.unsourced))
                html += "<p class=\"api-coverage\">\(counts)</p>\n"
            }
            guard !type.members.isEmpty else {
                html += "</section>\n"
                continue
            }
            let count = type.members.count == 1 ? "1 member" : "\(type.members.count) members"
            html += "<details class=\"api-member-list\"><summary>\(count)</summary>\n<ul class=\"api-members\">\n"
            for member in type.members {
                html += "<li><code class=\"api-declaration\">\(escapeHTML(member.declaration))</code>"
                let uikit =
                    type.isModelExtension || member.isModelExtension
                    ? nil : inventory?.availability(type: type.name, declaration: member.declaration)
                html += " " + Self.availability(member, inModelType: type.isModelExtension, uikit: uikit)
                if let deprecation = member.deprecation {
                    html +=
                        " <span class=\"api-badge deprecated\" title=\"\(escapeHTML(deprecation))\">deprecated</span>"
                } else if let deprecated = uikit?.deprecated {
                    html += " " + Self.uikitDeprecation(deprecated, renamed: uikit?.renamed)
                }
                if member.isModelExtension {
                    html += " <span class=\"api-badge model\">model</span>"
                } else if member.coverage == .stored {
                    html += " <span class=\"api-badge stored\">stored</span>"
                } else if member.coverage == .unsourced {
                    html += " <span class=\"api-badge unsourced\">no source</span>"
                }
                if member.isModelChoice { html += " <span class=\"api-badge choice\">model's choice</span>" }
                if !member.summary.isEmpty {
                    html += "<br><span class=\"api-summary\">\(Self.prose(member.summary))</span>"
                }
                if let deprecation = member.deprecation {
                    html += "<br><span class=\"api-deprecation\">\(escapeHTML(deprecation))</span>"
                }
                html += "</li>\n"
            }
            html += "</ul>\n</details>\n</section>\n"
        }
        return PageTemplate(
            title: "API reference", outputPath: Site.apiReferenceName, layout: layout, current: Site.apiReferenceName
        )
        .wrap(html)
    }

    /// The filter over types and members. The page's one script (``PageTemplate/script``) makes it
    /// work; the stylesheet shows it only once that script has run, so without script the page is
    /// the whole reference, as before.
    static let filterBox = """
        <div class="api-filter" role="search" aria-label="Filter the API reference">
        <label for="api-filter-input">Filter types and members</label>
        <input type="search" id="api-filter-input" autocomplete="off" spellcheck="false" placeholder="e.g. isSelected, UIListContent">
        <p class="api-filter-count" aria-live="polite"></p>
        </div>

        """

    /// The iOS releases the runner simulates: `iOS 14, 17, 18 and 26`.
    static var simulatedReleases: String {
        let releases = SpecExample.supportedIOSReleases.map(String.init)
        return "iOS " + releases.dropLast().joined(separator: ", ") + " and " + (releases.last ?? "")
    }

    /// The badge saying which iOS release a member needs, and how the model knows: a release the
    /// model checks, one its doc comment cites, or none recorded (see the page's introduction).
    static func availability(
        _ member: APIReference.Member, inModelType: Bool, uikit: InventoryEntry.Availability? = nil
    ) -> String {
        if member.isModelExtension || inModelType {
            return
                "<span class=\"api-badge release unrecorded\" title=\"The model's own: not UIKit API\">every simulated release</span>"
        }
        if let introduced = member.introduced {
            return
                "<span class=\"api-badge release\" title=\"The model faults when it is used on an older simulated release\">iOS \(introduced)+</span>"
        }
        if let introduced = uikit?.introduced {
            return
                "<span class=\"api-badge release documented\" title=\"UIKit's declaration (Inventory/UIKit.jsonl) introduces it in iOS \(escapeHTML(introduced)); the model does not check it\">iOS \(escapeHTML(introduced))+ in UIKit</span>"
        }
        if let documented = member.documentedRelease {
            return
                "<span class=\"api-badge release documented\" title=\"The release its doc comment cites; the model does not check it\">iOS \(escapeHTML(documented))+ · not checked</span>"
        }
        return
            "<span class=\"api-badge release unrecorded\" title=\"The model records no release for it and runs it on every release it simulates\">no release recorded</span>"
    }

    /// `deprecated in iOS 13.0`, from UIKit's declaration, with its replacement when it names one.
    static func uikitDeprecation(_ release: String, renamed: String?) -> String {
        let when = release == "yes" ? "" : " in iOS \(release)"
        let replacement = renamed.map { "; use \($0)" } ?? ""
        return
            "<span class=\"api-badge deprecated\" title=\"UIKit's declaration (Inventory/UIKit.jsonl)\">deprecated\(escapeHTML(when + replacement))</span>"
    }

    /// The page's paragraph on the inventory, and the table of every inventory type.
    static func inventoryIntroduction(_ inventory: InventorySummary) -> String {
        var html =
            "<p class=\"api-inventory\">UIKit's own declarations (the inventory in <code>Inventory/</code>, read from the Swift interface the compiler prints for Apple's SDK): \(inventory.entries) on \(inventory.types.count) types. "
        html +=
            "The model declares \(inventory.declared) of them, \(inventory.identical) exactly as UIKit does (labels, types, optionality, <code>static</code>, <code>required</code>, <code>Self</code>, isolation where recorded). "
        html +=
            "A member's <span class=\"api-badge release documented\">iOS 14+ in UIKit</span> is the release UIKit's declaration introduces it in.</p>\n"
        html += "<details class=\"api-inventory-table\"><summary>Coverage of the inventory, per type</summary>\n"
        html +=
            "<table><thead><tr><th scope=\"col\">Type</th><th scope=\"col\">Inventory</th><th scope=\"col\">Declared</th><th scope=\"col\">Identical</th><th scope=\"col\">Differs</th><th scope=\"col\">Missing</th></tr></thead>\n<tbody>\n"
        for name in inventory.types.keys.sorted() {
            let row = inventory.types[name]!
            html +=
                "<tr><th scope=\"row\"><code>\(escapeHTML(name))</code></th><td>\(row.entries)</td><td>\(row.declared)</td><td>\(row.identical)</td><td>\(row.differences.count)</td><td>\(row.missing)</td></tr>\n"
        }
        return html + "</tbody></table>\n</details>\n"
    }

    /// A type's line on the inventory: UIKit's declarations, how many the model declares, and how.
    static func inventoryRow(_ row: InventorySummary.TypeRow) -> String {
        var html =
            "<p class=\"api-inventory\">UIKit: \(row.entries) declarations · \(row.declared) declared by the model · \(row.identical) identical · \(row.differences.count) differ · \(row.missing) missing</p>\n"
        if !row.differences.isEmpty {
            html += "<details class=\"api-differences\"><summary>Declared differently from UIKit</summary><ul>"
            html += row.differences.map { "<li><code>\(escapeHTML($0))</code></li>" }.joined()
            html += "</ul></details>\n"
        }
        return html
    }

    /// `12 modelled, 3 stored, 1 without a source`.
    static func coverageText(modelled: Int, stored: Int, unsourced: Int) -> String {
        "\(modelled) modelled, \(stored) stored, \(unsourced) without a source"
    }

    private static func typeList(_ types: [APIReference.TypeEntry]) -> String {
        "<ul>\n"
            + types.map {
                "<li><a href=\"#\(escapeHTML(anchor($0.name)))\"><code>\(escapeHTML($0.name))</code></a></li>\n"
            }.joined() + "</ul>\n"
    }

    /// A doc comment's sentence as HTML: escaped, with `backticked` spans as code (an unpaired
    /// backtick stays as it is).
    static func prose(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return escapeHTML(text) }
        var html = ""
        for (index, part) in parts.enumerated() {
            let isCode = index % 2 == 1 && index < parts.count - (parts.count % 2 == 0 ? 1 : 0)
            if index % 2 == 1 && !isCode {
                html += "`" + escapeHTML(String(part))
            } else {
                html += isCode ? "<code>\(escapeHTML(String(part)))</code>" : escapeHTML(String(part))
            }
        }
        return html
    }

    /// `UIFont.Weight` → `type-UIFont.Weight`.
    static func anchor(_ typeName: String) -> String { "type-\(typeName)" }
}
