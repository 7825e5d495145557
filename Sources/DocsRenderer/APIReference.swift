import Foundation
import SwiftParser
import SwiftSyntax

/// The UIKit API the reference model implements, read from the model's own sources with
/// swift-syntax when the site is built, so the reference page cannot drift from the model: every
/// public type and member, with the iOS release it needs (the model's `ModelAvailability.require`
/// call in its body) and its deprecation (`@available(…, deprecated…)`).
public struct APIReference: Equatable, Codable, Sendable {
    public struct Member: Equatable, Codable, Sendable {
        /// The base name, e.g. `contentConfiguration`, `init`, `apply`.
        public var name: String
        /// The declaration without body, attributes or comments, e.g. `var isSelected: Bool`.
        public var declaration: String
        /// The iOS release the member needs, when it needs a later one than the model's oldest: the
        /// model checks it (`ModelAvailability.require`) and faults on an older simulated release.
        public var introduced: Int?
        /// The release its doc comment says Apple introduced it in (`… (iOS 15.4)`), which the model
        /// does not necessarily check.
        public var documentedRelease: String?
        /// The deprecation message (or `deprecated` when it has none).
        public var deprecation: String?
        /// Whether it is the model's own addition rather than UIKit API (its doc comment says so).
        public var isModelExtension: Bool
        /// The first sentence of its doc comment.
        public var summary: String
        /// What the model does with it, as its doc comment says (see ``Coverage``).
        public var coverage: Coverage = .unsourced
        /// Whether its doc comment names a behaviour Apple does not document as the model's choice
        /// ("Model's choice: …"), so a reader knows which claims rest on the model alone.
        public var isModelChoice = false
    }

    /// How far the model goes for a member, read from its doc comment.
    public enum Coverage: String, Equatable, Codable, Sendable {
        /// Behaviour with a source: the doc comment cites Apple's page or a WWDC session.
        case modelled
        /// Compiles and keeps its value, no behaviour: the doc comment (or, for a member without
        /// one, its type's) says "stored state"; enum cases without a cited behaviour.
        case stored
        /// Declared with UIKit's signature but not implemented: calling it records `model.unmodelled-api`
        /// and the example is not checkable (`cellspec inventory declare` writes "Unmodelled" in its doc
        /// comment; a hand-written member without a source that calls `ModelFindings.unmodelled`).
        case unmodelled
        /// A protocol requirement declared from the inventory: what it does is the conformer's.
        case requirement
        /// Neither: no source is cited for it.
        case unsourced
    }

    public struct TypeEntry: Equatable, Codable, Sendable {
        /// The type's name, with its enclosing types: `UIFont.Weight`.
        public var name: String
        /// `class`, `struct`, `enum`, `protocol`, or `extension` for a type the model only extends.
        public var kind: String
        public var isModelExtension: Bool
        public var summary: String
        /// The file that declares the type (or its first extension), relative to the model's directory.
        public var file: String
        public var members: [Member]

        /// How many of its UIKit members (not the model's own) have each coverage.
        public func count(_ coverage: Coverage) -> Int {
            members.filter { !$0.isModelExtension && $0.coverage == coverage }.count
        }

        /// Its members' coverage in words, as its API page says it: `12 modelled, 3 stored, 4 unmodelled…`.
        public var coverageText: String {
            APIReferencePage.coverageText(
                modelled: count(.modelled), stored: count(.stored), unmodelled: count(.unmodelled),
                requirements: count(.requirement), unsourced: count(.unsourced))
        }
    }

    /// Types by name, in name order.
    public var types: [TypeEntry]

    /// Reads every `.swift` file below `directory`.
    public static func load(from directory: URL) throws -> APIReference {
        let files = (FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
            .sorted()
        var sources: [(path: String, text: String)] = []
        for file in files {
            sources.append((file, try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)))
        }
        return APIReference(sources: sources)
    }

    /// Goes up whenever the collector reads something new from the sources (see ``load(from:key:cacheDirectory:)``).
    static let formatVersion = 4

    /// The reference of the model whose sources hash to `key` (the runner's model key), read from
    /// `cacheDirectory` when an earlier build saved it there, else read from the sources and saved.
    /// Parsing the whole model is the slow part of rendering; the model changes far less often than pages.
    public static func load(from directory: URL, key: String, cacheDirectory: URL) throws -> APIReference {
        // The format version is in the name: a reference saved by an earlier cellspec, whose
        // collector read less from the same sources, is not taken for this one's.
        let cached = cacheDirectory.appendingPathComponent("api-reference-v\(formatVersion)-\(key).json")
        if let data = FileManager.default.contents(atPath: cached.path),
            let reference = try? JSONDecoder().decode(APIReference.self, from: data)
        {
            return reference
        }
        let reference = try load(from: directory)
        try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        let staging = cacheDirectory.appendingPathComponent(".api-reference-\(UUID().uuidString).json")
        try JSONEncoder().encode(reference).write(to: staging)
        // rename(2) replaces atomically: a reader never sees half a file.
        if rename(staging.path, cached.path) != 0 { try? FileManager.default.removeItem(at: staging) }
        return reference
    }

    /// Builds the reference from sources given as (relative path, text).
    public init(sources: [(path: String, text: String)]) {
        var byName: [String: TypeEntry] = [:]
        for (path, text) in sources {
            let collector = APIDeclarationCollector(file: path)
            collector.walk(Parser.parse(source: text))
            for entry in collector.entries {
                if var existing = byName[entry.name] {
                    existing.members += entry.members
                    if existing.kind == "extension" && entry.kind != "extension" {
                        existing.kind = entry.kind
                        existing.summary = entry.summary
                        existing.isModelExtension = entry.isModelExtension
                        existing.file = entry.file
                    }
                    byName[entry.name] = existing
                } else {
                    byName[entry.name] = entry
                }
            }
        }
        types = byName.values.filter { !$0.members.isEmpty || $0.kind != "extension" }.sorted { $0.name < $1.name }
    }
}
