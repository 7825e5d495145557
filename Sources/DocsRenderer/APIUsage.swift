/// Which examples use which modelled types and members, both ways: highlighted example code links
/// each type name to its page of the API reference, and each type and member lists the examples
/// that use it.
struct APIUsage {
    /// An example that uses a type: where it is and what a reader calls it.
    struct Use: Equatable {
        var href: String
        var label: String
    }

    /// Type name → the examples whose code (hidden lines included) names it, in page order.
    private(set) var uses: [String: [Use]] = [:]
    /// Type name → member declaration (as ``APIReference/Member/declaration`` prints it, one per
    /// overload) → the examples that use the member, in page order: those whose code reaches the
    /// member by name, labels and argument shapes (``MemberReferences``: a call, a property read, an
    /// override, a method the example implements) and either names the type too or names a member
    /// only this type has (`valueCell`, written `.valueCell()`). A common name reached through a
    /// value whose type the code never writes (`cell.text`), and a call that fits two overloads as far
    /// as syntax tells, are not counted: the list errs on the side of saying less.
    private(set) var memberUses: [String: [String: [Use]]] = [:]

    /// Reads the rendered pages: every example's links to the API reference (``linkTypes(in:types:root:)``
    /// made them from its highlighted code, hidden lines included) name the types it uses. Reading the
    /// links back costs a scan of the HTML instead of a second parse of every example.
    init(
        pages: [(path: String, title: String, html: String)], references: [String: MemberReferences] = [:],
        reference: APIReference? = nil
    ) {
        let membersByType = Dictionary(
            (reference?.types ?? []).map { type in (type.name, type.members.map { ($0.name, $0.declaration) }) },
            uniquingKeysWith: { first, _ in first })
        // A member name only one type has → that type.
        var owners: [String: Set<String>] = [:]
        for (type, members) in membersByType { for member in members { owners[member.0, default: []].insert(type) } }
        let soleOwner = owners.compactMapValues { $0.count == 1 ? $0.first : nil }
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
                    // `ROOT/api/NAME.html`: the type's name is the file's.
                    guard let end = link.firstIndex(of: "\""),
                        let folder = link[..<end].range(of: APIReferencePage.directory + "/", options: .backwards),
                        link[..<end].hasSuffix(".html")
                    else { continue }
                    let name = String(link[folder.upperBound..<end].dropLast(".html".count))
                    if !names.contains(name) { names.append(name) }
                }
                let use = Use(href: page.path + "#" + anchor, label: "\(page.title), Example \(number)")
                let code = references[use.href]
                var typesOfMembers = Set(names)
                for member in code?.references ?? [] {
                    if let owner = soleOwner[member.name] { typesOfMembers.insert(owner) }
                }
                for name in names { uses[name, default: []].append(use) }
                for name in typesOfMembers.sorted() {
                    guard let code, let members = membersByType[name] else { continue }
                    for index in code.usedMembers(members, of: name).sorted()
                    where names.contains(name) || soleOwner[members[index].0] == name {
                        memberUses[name, default: [:]][members[index].1, default: []].append(use)
                    }
                }
            }
        }
    }

    /// Highlighted code with each type token (`<span class="t">UIListContentConfiguration</span>`,
    /// as ``HighlightedCode`` writes it) that names a type of the API reference made a link to its
    /// page, from a page whose way back to the site's root is `root`. Only type tokens, only whole names.
    static func linkTypes(in html: String, types: Set<String>, root: String) -> String {
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
                    "<a class=\"api-link\" href=\"\(escapeHTML(root + APIReferencePage.path(of: name)))\">\(token)</a>"
            } else {
                result += token
            }
            rest = afterOpen[end.upperBound...]
        }
        return result + rest
    }
}
