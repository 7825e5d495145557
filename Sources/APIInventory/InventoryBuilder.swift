import Foundation
import SwiftParser
import SwiftSyntax

/// Builds the inventory from Swift interfaces of UIKit printed by the compiler (the files
/// `Inventory/sources.json` names, in a checkout of their repository): every declaration of the
/// listed files that Swift code on iOS can use, one ``InventoryEntry`` each, sorted by id.
public enum InventoryBuilder {
    /// One source: a repository at a commit, the date it was read, what it is, and the files read from it.
    public struct Source: Codable, Sendable {
        public var id: String
        public var repository: String
        public var commit: String
        public var retrieved: String
        public var description: String
        /// `interface`: printed Swift interfaces the builder reads; `headers`: Objective-C headers
        /// and the framework's API notes, read with ``ObjCHeader`` and merged by
        /// ``HeaderTranslation``; `isolation`: headers whose isolation facts
        /// `Inventory/isolation.tsv` records; `documentation`: folders of Apple's documentation
        /// pages as Markdown, read with ``DocumentationPage`` and merged by ``DocumentationMerge``.
        public var role: String
        /// Paths in the repository, read in this order.
        public var files: [String]

        public init(
            id: String, repository: String, commit: String, retrieved: String, description: String, files: [String],
            role: String
        ) {
            self.id = id
            self.repository = repository
            self.commit = commit
            self.retrieved = retrieved
            self.description = description
            self.files = files
            self.role = role
        }
    }

    public struct Sources: Codable, Sendable {
        public var sources: [Source]
        public init(sources: [Source]) { self.sources = sources }
    }

    public enum BuildError: Error, CustomStringConvertible {
        case unreadable(String)
        case duplicate(String, first: String, second: String)
        public var description: String {
            switch self {
            case .unreadable(let path): return "\(path): cannot be read"
            case .duplicate(let id, let first, let second):
                return "\(second): declares \(id) again (first at \(first)); the inventory needs one entry per id"
            }
        }
    }

    /// Reads `sources` (each source's files under `checkouts[source.id]`) into entries.
    /// Overloads Swift keeps apart only by result type are kept once, the first.
    public static func build(sources: Sources, checkouts: [String: URL]) throws -> [InventoryEntry] {
        entries(files: try interfaceFiles(sources: sources, checkouts: checkouts))
    }

    /// The files of every `interface` source, as (source id, path, text), in the order listed.
    public static func interfaceFiles(sources: Sources, checkouts: [String: URL]) throws -> [(
        source: String, path: String, text: String
    )] {
        var files: [(source: String, path: String, text: String)] = []
        for source in sources.sources where source.role == "interface" {
            guard let root = checkouts[source.id] else {
                throw BuildError.unreadable(
                    "the checkout of \(source.repository) (give --checkout \(source.id)=DIRECTORY)")
            }
            for path in source.files {
                let url = root.appendingPathComponent(path)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                    throw BuildError.unreadable(url.path)
                }
                files.append((source.id, path, text))
            }
        }
        return files
    }

    /// Gives each entry of a type `isolation` names the isolation it records, with its provenance:
    /// the type itself and its functions, initializers, properties and subscripts (not its nested
    /// types, cases or aliases, which a type's global actor does not reach).
    public static func applying(_ isolation: IsolationFacts, to entries: [InventoryEntry]) -> [InventoryEntry] {
        entries.map { entry in
            let owner = entry.signature.isType ? entry.id : entry.type
            guard let fact = isolation.facts[owner],
                entry.signature.isType || ["func", "init", "var", "subscript"].contains(entry.signature.kind)
            else { return entry }
            var entry = entry
            entry.signature.isolation = fact.isolation
            entry.isolationSource = .init(source: fact.source, path: fact.path, line: fact.line)
            return entry
        }
    }

    /// The entries of printed interfaces given as text: (source id, path, text), read in order.
    /// Overloads Swift keeps apart only by result type are kept once, the first.
    public static func entries(files: [(source: String, path: String, text: String)]) -> [InventoryEntry] {
        var catalog = TypeCatalog()
        let trees = files.map { file -> SourceFileSyntax in
            let tree = Parser.parse(source: file.text)
            catalog.add(tree, publicOnly: false)
            return tree
        }
        catalog.aliases = catalog.aliasTargets(of: zip(files, trees).map { ($0.path, $1) }, publicOnly: false)
        var entries: [String: InventoryEntry] = [:]
        for (file, tree) in zip(files, trees) {
            let reader = DeclarationReader(file: tree, fileName: file.path, catalog: catalog, publicOnly: false)
            for declaration in reader.declarations {
                let id = entryID(type: declaration.type, signature: declaration.signature)
                if entries[id] != nil { continue }
                entries[id] = InventoryEntry(
                    id: id, type: declaration.type, signature: declaration.signature, declaration: declaration.text,
                    availability: declaration.availability,
                    source: .init(source: file.source, path: file.path, line: declaration.line))
            }
        }
        return entries.values.sorted { $0.id < $1.id }
    }

    /// `UICollectionView.register(_: AnyObject.Type?, forCellWithReuseIdentifier: String)`; a type's
    /// id is its full name.
    public static func entryID(type: String, signature: Signature) -> String {
        if signature.isType { return type.isEmpty ? signature.name : "\(type).\(signature.name)" }
        return type.isEmpty ? signature.key : "\(type).\(signature.key)"
    }

    /// The inventory as JSON Lines, one entry a line, keys sorted: what `Inventory/UIKit.jsonl` holds.
    public static func jsonLines(_ entries: [InventoryEntry]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try entries.map { String(decoding: try encoder.encode($0), as: UTF8.self) }.joined(separator: "\n")
            + "\n"
    }

    /// Reads `Inventory/UIKit.jsonl`; a line that is not an entry is an error naming its line.
    public static func read(jsonLines url: URL) throws -> [InventoryEntry] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw BuildError.unreadable(url.path) }
        let decoder = JSONDecoder()
        var result: [InventoryEntry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty {
            do {
                result.append(try decoder.decode(InventoryEntry.self, from: Data(line.utf8)))
            } catch {
                throw InventoryError.malformed(
                    file: url.path, line: index + 1, reason: "not an inventory entry: \(error)")
            }
        }
        return result
    }
}

/// A malformed inventory or exception file, with the file and line to fix.
public enum InventoryError: Error, CustomStringConvertible, Equatable {
    case malformed(file: String, line: Int, reason: String)
    public var description: String {
        switch self {
        case .malformed(let file, let line, let reason): return "\(file):\(line): \(reason)"
        }
    }
}
