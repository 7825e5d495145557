import Foundation
import SpecPages

/// Where each page goes in the site, and the order of the navigation.
struct SiteLayout {
    let pages: [SpecPage]
    /// Whether the site has the API reference page (linked after the pages).
    let hasAPIReference: Bool
    /// The pages (by source path) with a failed example or a markup problem, flagged in the navigation.
    let failingPages: Set<String>
    /// The names of the types on the API reference page, which example code links to.
    var apiTypes: Set<String> = []
    /// The components of the pages' common directory.
    private let root: [String]
    /// A folder every page goes in (`guides/` on a lenient site, whose guides may be called
    /// `index.md`); empty on a spec site.
    var pageFolder = ""

    init(pages: [SpecPage], hasAPIReference: Bool = false, failingPages: Set<String> = []) {
        self.hasAPIReference = hasAPIReference
        self.failingPages = failingPages
        self.pages = pages.filter { page in page.diagnostics.allSatisfy { !$0.identifier.meansUnreadable } }
        root = Self.commonDirectory(of: self.pages.map(\.path))
    }

    /// `Spec/content-configuration.md` → `content-configuration.html`, keeping subdirectories below
    /// the pages' common directory. Pages named by absolute paths or with `..` are placed the same
    /// way, so every path in the site is relative and its links work from `file://` and from a host.
    func outputPath(for page: SpecPage) -> String {
        var relative = Self.components(of: page.path).dropFirst(root.count).joined(separator: "/")
        if relative.hasSuffix(".md") { relative.removeLast(3) }
        return pageFolder + relative + ".html"
    }

    /// The path from a generated file back to the site's root, e.g. `../` for `a/b.html`.
    func rootPrefix(from outputPath: String) -> String {
        String(repeating: "../", count: outputPath.count { $0 == "/" })
    }

    /// A page's path as the components of its absolute path, with `.` and `..` resolved.
    private static func components(of path: String) -> [String] {
        URL(fileURLWithPath: path).standardizedFileURL.path.split(separator: "/").map(String.init)
    }

    /// The directory components every page shares.
    private static func commonDirectory(of paths: [String]) -> [String] {
        let directories = paths.map { components(of: $0).dropLast() }
        guard var common = directories.first.map(Array.init) else { return [] }
        for directory in directories.dropFirst() {
            common = Array(zip(common, directory).prefix { $0 == $1 }.map(\.0))
        }
        return common
    }
}
