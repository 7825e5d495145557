import APIInventory
import SpecPages

/// The API reference: an index of every type the model implements (`api-reference.html`), and a page
/// per type (`api/TYPE.html`) listing its members, each with an anchor (`#member-NAME`, then
/// `#member-NAME-2` for the next overload), the iOS release it needs, its deprecation, and the
/// examples that use it; the model's own additions are marked as such.
struct APIReferencePage {
    let reference: APIReference
    let layout: SiteLayout
    var usage: APIUsage?
    /// Apple's declarations compared with the model's (`Inventory/`), when the build found the inventory.
    var inventory: InventorySummary?

    /// The folder of the per-type pages.
    static let directory = "api"

    /// `UIFont.Weight` → `api/UIFont.Weight.html`: a type's page, from the site's root.
    static func path(of typeName: String) -> String { "\(directory)/\(typeName).html" }

    /// Each member's anchor on its type's page, in member order: `member-NAME`, and for the second
    /// and later members of one name (overloads) `member-NAME-2`, `member-NAME-3`.
    static func memberAnchors(_ type: APIReference.TypeEntry) -> [String] {
        var seen: [String: Int] = [:]
        return type.members.map { member in
            let count = seen[member.name, default: 0] + 1
            seen[member.name] = count
            return "member-\(member.name)" + (count == 1 ? "" : "-\(count)")
        }
    }

    /// The index page and every type's page: output path → HTML.
    func files() -> [String: String] {
        var files = [Site.apiReferenceName: render()]
        for type in reference.types { files[Self.path(of: type.name)] = render(type) }
        return files
    }

    /// The index page: what the reference is, the coverage totals, the filter, and the types.
    func render() -> String {
        var html = "<h1 id=\"api-reference\">Modelled UIKit API</h1>\n"
        let memberCount = reference.types.reduce(0) { $0 + $1.members.count }
        html +=
            "<p>The public API of <code>UIKitModel</code>, read from its sources when this site was built: \(reference.types.count) types, \(memberCount) members. Each type has a page of its own, with an anchor per member and the examples that use it.</p>\n"
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
            unmodelled: uikit.reduce(0) { $0 + $1.count(.unmodelled) },
            requirements: uikit.reduce(0) { $0 + $1.count(.requirement) },
            unsourced: uikit.reduce(0) { $0 + $1.count(.unsourced) })
        html +=
            "<p class=\"api-coverage\">UIKit members: \(totals). <em>Modelled</em> members behave as the Apple page or WWDC session their doc comment cites says; "
        html +=
            "<span class=\"api-badge stored\">stored</span> members compile and keep their value, with no behaviour; "
        html +=
            "<span class=\"api-badge unmodelled\">unmodelled</span> members are declared with UIKit's signature and do nothing "
            + "UIKit does: calling one records <code>model.unmodelled-api</code> and the example is not checkable; "
        html +=
            "<span class=\"api-badge stored\">requirement</span> marks a protocol requirement, which a conformer implements. "
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
        return PageTemplate(
            title: "API reference", outputPath: Site.apiReferenceName, layout: layout, current: Site.apiReferenceName
        )
        .wrap(html)
    }

    /// One type's page: its summary, file, coverage, the examples that use it, and every member.
    func render(_ type: APIReference.TypeEntry) -> String {
        let outputPath = Self.path(of: type.name)
        let root = layout.rootPrefix(from: outputPath)
        var html =
            "<p class=\"api-breadcrumb\"><a href=\"\(root)\(Site.apiReferenceName)\">API reference</a></p>\n"
        html +=
            "<h1 id=\"\(escapeHTML(APIReferencePage.anchor(type.name)))\"><span class=\"api-kind\">\(escapeHTML(type.kind))</span> <code>\(escapeHTML(type.name))</code>"
        if type.isModelExtension { html += " <span class=\"api-badge model\">model</span>" }
        html += "</h1>\n"
        if !type.summary.isEmpty { html += "<p class=\"api-summary\">\(Self.prose(type.summary))</p>\n" }
        html += "<p class=\"api-file\">Sources/UIKitModel/\(escapeHTML(type.file))</p>\n"
        if !type.isModelExtension, let row = inventory?.types[type.name] { html += Self.inventoryRow(row) }
        if !type.isModelExtension, type.members.contains(where: { !$0.isModelExtension }) {
            let counts = Self.coverageText(
                modelled: type.count(.modelled), stored: type.count(.stored), unmodelled: type.count(.unmodelled),
                requirements: type.count(.requirement), unsourced: type.count(.unsourced))
            html += "<p class=\"api-coverage\">\(counts)</p>\n"
        }
        if let uses = usage?.uses[type.name], !uses.isEmpty {
            html += Self.usesList(uses, root: root, open: type.members.isEmpty)
        }
        if type.members.isEmpty {
            html += "<p>No public members.</p>\n"
        } else {
            let count = type.members.count == 1 ? "1 member" : "\(type.members.count) members"
            html += "<h2 id=\"members\">\(count)</h2>\n<ul class=\"api-members\">\n"
            for (member, anchor) in zip(type.members, Self.memberAnchors(type)) {
                html +=
                    "<li id=\"\(escapeHTML(anchor))\"><code class=\"api-declaration\">\(escapeHTML(member.declaration))</code>"
                let uikit =
                    type.isModelExtension || member.isModelExtension
                    ? nil : inventory?.availability(type: type.name, declaration: member.declaration)
                html += " " + Self.availability(member, inModelType: type.isModelExtension, uikit: uikit)
                if let deprecation = member.deprecation {
                    let badge =
                        deprecation.hasPrefix(APIDeclarationCollector.softDeprecation)
                        ? "to be deprecated" : "deprecated"
                    html +=
                        " <span class=\"api-badge deprecated\" title=\"\(escapeHTML(deprecation))\">\(badge)</span>"
                } else if let uikit, uikit.deprecated != nil {
                    html += " " + Self.uikitDeprecation(uikit)
                }
                if member.isModelExtension {
                    html += " <span class=\"api-badge model\">model</span>"
                } else if member.coverage == .stored {
                    html += " <span class=\"api-badge stored\">stored</span>"
                } else if member.coverage == .unmodelled {
                    html += " <span class=\"api-badge unmodelled\">unmodelled</span>"
                } else if member.coverage == .requirement {
                    html += " <span class=\"api-badge stored\">requirement</span>"
                } else if member.coverage == .unsourced {
                    html += " <span class=\"api-badge unsourced\">no source</span>"
                }
                if member.isModelChoice { html += " <span class=\"api-badge choice\">model's choice</span>" }
                html +=
                    " <a class=\"heading-anchor\" href=\"#\(escapeHTML(anchor))\" aria-label=\"Link to \(escapeHTML(member.name))\">#</a>"
                if !member.summary.isEmpty {
                    html += "<br><span class=\"api-summary\">\(Self.prose(member.summary))</span>"
                }
                if let deprecation = member.deprecation {
                    html += "<br><span class=\"api-deprecation\">\(escapeHTML(deprecation))</span>"
                }
                if let uses = usage?.memberUses[type.name]?[member.declaration], !uses.isEmpty {
                    html += Self.usesList(uses, root: root, open: false)
                }
                html += "</li>\n"
            }
            html += "</ul>\n"
        }
        return PageTemplate(
            title: "\(type.name) — API reference", outputPath: outputPath, layout: layout,
            current: Site.apiReferenceName
        )
        .wrap(html)
    }

    /// "Used in 3 examples", folded unless `open`, each a link from the page at `root`.
    private static func usesList(_ uses: [APIUsage.Use], root: String, open: Bool) -> String {
        "<details class=\"api-uses\"\(open ? " open" : "")><summary>Used in \(uses.count == 1 ? "1 example" : "\(uses.count) examples")</summary><ul>"
            + uses.map { "<li><a href=\"\(escapeHTML(root + $0.href))\">\(escapeHTML($0.label))</a></li>" }.joined()
            + "</ul></details>\n"
    }

    /// The filter over the index's types, by their names and their members'. The page's one script
    /// (``PageTemplate/script``) makes it work; the stylesheet shows it only once that script has run,
    /// so without script the index lists every type.
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

    /// `deprecated in iOS 13.0`, from UIKit's declaration, with its replacement when it names one;
    /// `to be deprecated` for UIKit's `API_TO_BE_DEPRECATED` (iOS 100000), which draws no warning.
    static func uikitDeprecation(_ uikit: InventoryEntry.Availability) -> String {
        if uikit.isSoftDeprecation {
            return
                "<span class=\"api-badge deprecated\" title=\"UIKit's declaration (Inventory/UIKit.jsonl): \(APIDeclarationCollector.softDeprecation)\">to be deprecated</span>"
        }
        let release = uikit.deprecated ?? "yes"
        let when = release == "yes" ? "" : " in iOS \(release)"
        let replacement = uikit.renamed.map { "; use \($0)" } ?? ""
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

    /// `12 modelled, 3 stored, 4 unmodelled, 2 requirements, 1 without a source` (zero counts of the last
    /// three left out).
    static func coverageText(modelled: Int, stored: Int, unmodelled: Int = 0, requirements: Int = 0, unsourced: Int)
        -> String
    {
        var parts = ["\(modelled) modelled", "\(stored) stored"]
        if unmodelled > 0 { parts.append("\(unmodelled) unmodelled") }
        if requirements > 0 { parts.append("\(requirements) requirement\(requirements == 1 ? "" : "s")") }
        if unsourced > 0 || parts.count == 2 { parts.append("\(unsourced) without a source") }
        return parts.joined(separator: ", ")
    }

    /// The index's list of types, each a link to its page with its member count; `data-members`
    /// holds its members' names for the filter.
    private static func typeList(_ types: [APIReference.TypeEntry]) -> String {
        "<ul>\n"
            + types.map { type in
                var names: [String] = []
                for member in type.members where !names.contains(member.name) { names.append(member.name) }
                let count = type.members.count == 1 ? "1 member" : "\(type.members.count) members"
                return
                    "<li data-type=\"\(escapeHTML(type.name))\" data-members=\"\(escapeHTML(names.joined(separator: " ")))\"><a href=\"\(escapeHTML(path(of: type.name)))\"><code>\(escapeHTML(type.name))</code></a> <span class=\"api-count\">\(count)</span></li>\n"
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
