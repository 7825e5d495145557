import ExampleRunner
import Foundation
import SpecPages

/// What a site was built from: the compiler, the model's hash and the spec pages' hash, written to
/// ``fileName`` beside the pages and shown on none of them.
///
/// The model's hash covers its sources, comments included, and the compiler's version string, so it
/// changes with edits that change nothing a page says. Kept out of the pages, it lets
/// `cellspec build --check` compare the pages byte for byte and this file only for its shape (see
/// ``SiteWriter/differences(_:in:)``): a committed site then changes only when what it says changes.
public struct SiteProvenance: Codable, Equatable, Sendable {
    /// The file's name in the site.
    public static let fileName = "provenance.json"
    /// The version of the file's shape; a check refuses a file of another.
    public static let currentFormat = 1

    public var format = SiteProvenance.currentFormat
    /// `swiftc --version`'s first line, as the examples were compiled.
    public var toolchain: String
    /// The hash of the model's sources and the compiler version (the report's `modelKey`).
    public var model: String
    /// The hash of every page's and context page's path and source.
    public var specPages: String

    public init(toolchain: String, model: String, specPages: String) {
        self.toolchain = toolchain
        self.model = model
        self.specPages = specPages
    }

    /// The provenance of a site rendered from `suite` with `report`.
    init(suite: SpecSuite, report: SuiteReport) {
        var sources = StableHash()
        for page in suite.pages + suite.contextPages {
            sources.combine(page.path)
            sources.combine(page.source)
        }
        self.init(toolchain: report.toolchainVersion, model: report.modelKey, specPages: sources.hex)
    }

    /// The file's contents: sorted keys, one per line.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The provenance in `data`, or nil when it is not a provenance file of ``currentFormat``.
    public init?(json data: Data) {
        guard let decoded = try? JSONDecoder().decode(SiteProvenance.self, from: data),
            decoded.format == Self.currentFormat
        else { return nil }
        self = decoded
    }
}
