/// Which examples use which modelled types, both ways: highlighted example code links each type
/// name to its entry on the API reference page, and each entry lists the examples that use it.
struct APIUsage {
    /// An example that uses a type: where it is and what a reader calls it.
    struct Use: Equatable {
        var href: String
        var label: String
    }

    /// Type name → the examples whose code (hidden lines included) names it, in page order.
    private(set) var uses: [String: [Use]] = [:]

    /// Reads the rendered pages: every example's links to the API reference (``linkTypes(in:types:reference:)``
    /// made them from its highlighted code, hidden lines included) name the types it uses. Reading the
    /// links back costs a scan of the HTML instead of a second parse of every example.
    init(pages: [(path: String, title: String, html: String)]) {
        let marker = "<figure class=\"example "
        for page in pages {
            var number = 0
            for figure in page.html.components(separatedBy: marker).dropFirst() {
                let body = figure.components(separatedBy: "</figure>")[0]
                // Context definitions and unreadable blocks are not numbered examples.
                guard !body.hasPrefix("context"), !body.hasPrefix("unreadable"),
                    let idStart = body.range(of: "id=\""), let idEnd = body[idStart.upperBound...].firstIndex(of: "\"")
                else { continue }
                number += 1
                let anchor = String(body[idStart.upperBound..<idEnd])
                var names: [String] = []
                for link in body.components(separatedBy: "class=\"api-link\" href=\"").dropFirst() {
                    guard let hash = link.range(of: "#" + APIReferencePage.anchor("")),
                        let end = link[hash.upperBound...].firstIndex(of: "\"")
                    else { continue }
                    let name = String(link[hash.upperBound..<end])
                    if !names.contains(name) { names.append(name) }
                }
                let use = Use(href: page.path + "#" + anchor, label: "\(page.title), Example \(number)")
                for name in names { uses[name, default: []].append(use) }
            }
        }
    }

    /// Highlighted code with each type token (`<span class="t">UIListContentConfiguration</span>`,
    /// as ``HighlightedCode`` writes it) that names a type on the API reference page made a link to
    /// its entry. Only type tokens, only whole names.
    static func linkTypes(in html: String, types: Set<String>, reference: String) -> String {
        guard !types.isEmpty else { return html }
        let open = "<span class=\"t\">"
        var result = ""
        var rest = Substring(html)
        while let start = rest.range(of: open) {
            result += rest[..<start.lowerBound]
            let afterOpen = rest[start.upperBound...]
            guard let end = afterOpen.range(of: "</span>") else {
                rest = rest[start.lowerBound...]
                break
            }
            let name = String(afterOpen[..<end.lowerBound])
            let token = open + name + "</span>"
            if types.contains(name) {
                result +=
                    "<a class=\"api-link\" href=\"\(escapeHTML(reference))#\(escapeHTML(APIReferencePage.anchor(name)))\">\(token)</a>"
            } else {
                result += token
            }
            rest = afterOpen[end.upperBound...]
        }
        return result + rest
    }
}
