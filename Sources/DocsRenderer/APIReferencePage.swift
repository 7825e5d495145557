/// The API reference page: every type the model implements with its members, the iOS release a
/// member needs and its deprecation, the model's own additions marked as such.
struct APIReferencePage {
    let reference: APIReference
    let layout: SiteLayout

    func render() -> String {
        var html = "<h1 id=\"api-reference\">Modelled UIKit API</h1>\n"
        let memberCount = reference.types.reduce(0) { $0 + $1.members.count }
        html += "<p>The public API of <code>UIKitModel</code>, read from its sources when this site was built: \(reference.types.count) types, \(memberCount) members. "
        html += "A release badge means the model faults when the member is used on an older simulated iOS release; members marked <span class=\"api-badge model\">model</span> are the model's own, for examples' hidden lines, not UIKit API.</p>\n"
        html += "<nav class=\"api-index\"><ul>\n"
        for type in reference.types {
            html += "<li><a href=\"#\(escapeHTML(Self.anchor(type.name)))\"><code>\(escapeHTML(type.name))</code></a></li>\n"
        }
        html += "</ul></nav>\n"
        for type in reference.types {
            let anchor = escapeHTML(Self.anchor(type.name))
            html += "<section class=\"api-type\">\n<h2 id=\"\(anchor)\"><span class=\"api-kind\">\(escapeHTML(type.kind))</span> <code>\(escapeHTML(type.name))</code>"
            if type.isModelExtension { html += " <span class=\"api-badge model\">model</span>" }
            html += " <a class=\"heading-anchor\" href=\"#\(anchor)\" aria-label=\"Link to this type\">#</a></h2>\n"
            if !type.summary.isEmpty { html += "<p class=\"api-summary\">\(escapeHTML(type.summary))</p>\n" }
            html += "<p class=\"api-file\">Sources/UIKitModel/\(escapeHTML(type.file))</p>\n"
            guard !type.members.isEmpty else {
                html += "</section>\n"
                continue
            }
            html += "<ul class=\"api-members\">\n"
            for member in type.members {
                html += "<li><code class=\"api-declaration\">\(escapeHTML(member.declaration))</code>"
                if let introduced = member.introduced { html += " <span class=\"api-badge release\">iOS \(introduced)+</span>" }
                if let deprecation = member.deprecation {
                    html += " <span class=\"api-badge deprecated\" title=\"\(escapeHTML(deprecation))\">deprecated</span>"
                }
                if member.isModelExtension { html += " <span class=\"api-badge model\">model</span>" }
                if !member.summary.isEmpty { html += "<br><span class=\"api-summary\">\(escapeHTML(member.summary))</span>" }
                if let deprecation = member.deprecation { html += "<br><span class=\"api-deprecation\">\(escapeHTML(deprecation))</span>" }
                html += "</li>\n"
            }
            html += "</ul>\n</section>\n"
        }
        return PageTemplate(title: "API reference", outputPath: Site.apiReferenceName, layout: layout, current: Site.apiReferenceName)
            .wrap(html)
    }

    /// `UIFont.Weight` → `type-UIFont.Weight`.
    static func anchor(_ typeName: String) -> String { "type-\(typeName)" }
}
