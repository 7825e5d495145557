import DocsRenderer
import Foundation
import Testing

/// The pages of a site say nothing about the build that wrote them: the toolchain and the model's
/// hash are in `provenance.json` only, so a comment edited in the model, or another patch release of
/// the compiler, leaves every page as it was.
@Suite struct SiteProvenanceTests {
    /// Before: `index.html` named the toolchain and the model's hash.
    @Test func reportsDifferingOnlyInModelAndToolchainRenderTheSamePages() throws {
        let one = PageRendererTests.site(
            toolchainVersion: "Swift version 6.1.2 (swift-6.1.2-RELEASE)", modelKey: "aaaa")
        let other = PageRendererTests.site(
            toolchainVersion: "Swift version 6.1.3 (swift-6.1.3-RELEASE)", modelKey: "bbbb")
        let provenance = "provenance.json"
        #expect(one.files.keys.sorted() == other.files.keys.sorted())
        let differing = one.files.keys.filter { $0 != provenance && one.files[$0] != other.files[$0] }
        #expect(differing.isEmpty, "these files differ: \(differing.sorted())")
        for (path, contents) in one.files where path != provenance {
            #expect(!contents.contains("aaaa"), "\(path) names the model's hash")
            #expect(!contents.contains("6.1.2"), "\(path) names the toolchain")
        }
        let json = try #require(one.files[provenance])
        let recorded = try #require(SiteProvenance(json: Data(json.utf8)))
        #expect(recorded.model == "aaaa")
        #expect(recorded.toolchain == "Swift version 6.1.2 (swift-6.1.2-RELEASE)")
        #expect(!recorded.specPages.isEmpty)
    }

    @Test func theProvenanceFileHasItsKeysSortedOnePerLine() throws {
        let site = PageRendererTests.site(toolchainVersion: "Swift version 6.x (test)", modelKey: "key")
        let json = try #require(site.files["provenance.json"])
        let keys = json.split(separator: "\n").compactMap { line in
            line.split(separator: "\"").dropFirst().first.map(String.init)
        }
        #expect(keys == ["format", "model", "specPages", "toolchain"])
        #expect(json.hasSuffix("}\n"))
    }
}
