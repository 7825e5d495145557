import SpecPages

/// Where each page goes in the site, and the order of the navigation.
struct SiteLayout {
    let pages: [SpecPage]
    /// Whether the site has the API reference page (linked after the pages).
    let hasAPIReference: Bool
    private let root: String

    init(pages: [SpecPage], hasAPIReference: Bool = false) {
        self.hasAPIReference = hasAPIReference
        self.pages = pages.filter { page in page.diagnostics.allSatisfy { !$0.identifier.meansUnreadable } }
        root = Self.commonDirectory(of: self.pages.map(\.path))
    }

    /// `Spec/content-configuration.md` → `content-configuration.html`, keeping subdirectories below
    /// the pages' common directory.
    func outputPath(for page: SpecPage) -> String {
        var relative = page.path
        if !root.isEmpty, relative.hasPrefix(root + "/") { relative.removeFirst(root.count + 1) }
        if relative.hasSuffix(".md") { relative.removeLast(3) }
        return relative + ".html"
    }

    /// The path from a generated file back to the site's root, e.g. `../` for `a/b.html`.
    func rootPrefix(from outputPath: String) -> String {
        String(repeating: "../", count: outputPath.count { $0 == "/" })
    }

    private static func commonDirectory(of paths: [String]) -> String {
        let directories = paths.map { path -> [Substring] in Array(path.split(separator: "/").dropLast()) }
        guard var common = directories.first else { return "" }
        for directory in directories.dropFirst() {
            common = Array(zip(common, directory).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }
}
