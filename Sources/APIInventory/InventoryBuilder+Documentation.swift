import Foundation

extension InventoryBuilder {
    /// The pages of one `documentation` source: those that declare something, and a ``DocumentationPage/Problem``
    /// for each page that cannot be read (never a reason to stop: `build` lists them).
    public struct DocumentationFolder: Sendable {
        public var source: String
        public var pages: [DocumentationPage]
        public var problems: [DocumentationPage.Problem]
        /// Articles, collections and sample code: pages that declare nothing.
        public var prosePages: Int
    }

    /// Reads every `.md` file in the folders each `documentation` source lists (under
    /// `checkouts[source.id]`), in path order; a page's path is the folder's path in the repository
    /// and the file name.
    public static func documentationFolders(sources: Sources, checkouts: [String: URL]) throws
        -> [DocumentationFolder]
    {
        var result: [DocumentationFolder] = []
        for source in sources.sources where source.role == "documentation" {
            guard let root = checkouts[source.id] else {
                throw BuildError.unreadable(
                    "the checkout of \(source.repository) (give --checkout \(source.id)=DIRECTORY)")
            }
            var folder = DocumentationFolder(source: source.id, pages: [], problems: [], prosePages: 0)
            for path in source.files {
                let directory = root.appendingPathComponent(path)
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
                    throw BuildError.unreadable(directory.path)
                }
                for name in names.sorted() where name.hasSuffix(".md") {
                    let pagePath = "\(path)/\(name)"
                    guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                    else {
                        folder.problems.append(.init(path: pagePath, line: 1, reason: "cannot be read as UTF-8"))
                        continue
                    }
                    do {
                        if let page = try DocumentationPage.read(text, path: pagePath) {
                            folder.pages.append(page)
                        } else {
                            folder.prosePages += 1
                        }
                    } catch {
                        folder.problems.append(error)
                    }
                }
            }
            result.append(folder)
        }
        return result
    }

    /// `Inventory/documentation-families.tsv`: the top-level types (`type<TAB>family`) whose
    /// declarations a documentation source may add to the inventory, besides the members of the
    /// types it already has. A line without two fields, or a type named twice, is an error at its line.
    public static func documentationFamilies(text: String, file: String) throws -> [String: String] {
        var result: [String: String] = [:]
        var lines: [String: Int] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if raw.isEmpty || raw.hasPrefix("#") { continue }
            let fields = raw.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 2, DocumentationPage.isTypeName(fields[0]), !fields[1].isEmpty else {
                throw InventoryError.malformed(
                    file: file, line: index + 1, reason: "expected 'type<TAB>family', found '\(raw)'")
            }
            if let first = lines[fields[0]] {
                throw InventoryError.malformed(
                    file: file, line: index + 1, reason: "'\(fields[0])' is already listed at line \(first)")
            }
            lines[fields[0]] = index + 1
            result[fields[0]] = fields[1]
        }
        return result
    }
}
