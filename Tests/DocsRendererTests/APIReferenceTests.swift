import Foundation
import TestSupport
import Testing

@testable import DocsRenderer

/// The API reference is read from the model's sources; it must list what the compiled model exports.
@Suite struct APIReferenceTests {
    @Test func publicDeclarationsWithAvailabilityAndDeprecationAreListedByType() throws {
        let source = """
            /// A cell. Apple: UIThing.
            open class UIThing {
                /// Apple: UIThing.handler (iOS 15).
                open var handler: (() -> Void)? {
                    didSet { ModelAvailability.require("UIThing.handler", introduced: 15) }
                }
                @available(*, deprecated, message: "Use handler instead.")
                public var old = 0
                var hidden = 0
                /// Model extension, not UIKit API: for tests.
                public func modelReset() {}
                public enum Style { case plain, grouped }
            }
            extension UIThing {
                public static func make() -> UIThing { UIThing() }
                func internalHelper() {}
            }
            struct Internal { public var x = 1 }
            """
        let reference = APIReference(sources: [("UIThing.swift", source)])
        #expect(reference.types.map(\.name) == ["UIThing", "UIThing.Style"])
        let thing = try #require(reference.types.first)
        #expect(thing.kind == "class")
        #expect(thing.members.map(\.name) == ["handler", "old", "modelReset", "make"])
        #expect(thing.members[0].declaration == "var handler: (() -> Void)?")
        #expect(thing.members[0].introduced == 15)
        #expect(thing.members[1].deprecation == "deprecated: Use handler instead.")
        #expect(thing.members[1].declaration == "var old = 0", "an initial value stands in for a missing type")
        #expect(thing.members[2].isModelExtension)
        #expect(thing.members[3].declaration == "static func make() -> UIThing")
        #expect(reference.types[1].members.map(\.declaration) == ["case plain", "case grouped"])
    }

    static let modelSources = Fixtures.packageRoot.appendingPathComponent("Sources/UIKitModel")
    static let modules = Fixtures.packageRoot.appendingPathComponent(".build/debug/Modules")
    static let symbolGraphTool = URL(fileURLWithPath: "/usr/bin/env")

    @Test func theModelsReferenceKnowsItsAvailabilityAndDeprecations() throws {
        let reference = try APIReference.load(from: Self.modelSources)
        let cell = try #require(reference.types.first { $0.name == "UICollectionViewCell" })
        #expect(cell.members.first { $0.name == "configurationUpdateHandler" }?.introduced == 15)
        let content = try #require(reference.types.first { $0.name == "UIListContentConfiguration" })
        #expect(content.members.contains { $0.deprecation != nil })
    }

    /// Every type the compiled module exports is listed, and every type listed is exported: the
    /// symbol graph of the `UIKitModel` module SwiftPM built for the tests is the compiled API.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(
                atPath: APIReferenceTests.modules.appendingPathComponent("UIKitModel.swiftmodule").path)))
    func theReferenceListsExactlyTheCompiledModulesTypes() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = Self.symbolGraphTool
        process.arguments = [
            "swift-symbolgraph-extract", "-module-name", "UIKitModel", "-I", Self.modules.path,
            "-target", Self.hostTriple, "-minimum-access-level", "public", "-output-dir", output.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift-symbolgraph-extract failed")
        let data = try Data(contentsOf: output.appendingPathComponent("UIKitModel.symbols.json"))
        let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        let typeKinds: Set = ["swift.class", "swift.struct", "swift.enum", "swift.protocol"]
        let compiled = Set(
            graph.symbols.filter { typeKinds.contains($0.kind.identifier) }.map {
                $0.pathComponents.joined(separator: ".")
            })
        let reference = try APIReference.load(from: Self.modelSources)
        let listed = Set(reference.types.filter { $0.kind != "extension" }.map(\.name))
        #expect(listed.subtracting(compiled).sorted() == [], "listed but not compiled")
        #expect(compiled.subtracting(listed).sorted() == [], "compiled but not listed")
    }

    static var hostTriple: String {
        #if arch(arm64)
            "aarch64-unknown-linux-gnu"
        #else
            "x86_64-unknown-linux-gnu"
        #endif
    }

    struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { var identifier: String }
            var kind: Kind
            var pathComponents: [String]
        }
        var symbols: [Symbol]
    }
}

extension APIReferenceTests {
    @Test func theReferenceIsCachedByModelKey() throws {
        let sources = FileManager.default.temporaryDirectory.appendingPathComponent("model-\(UUID().uuidString)")
        let cache = sources.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: sources) }
        try "public struct UIThing {}\n".write(
            to: sources.appendingPathComponent("UIThing.swift"), atomically: true, encoding: .utf8)
        let first = try APIReference.load(from: sources, key: "k1", cacheDirectory: cache)
        #expect(first.types.map(\.name) == ["UIThing"])
        try "public struct UIOther {}\n".write(
            to: sources.appendingPathComponent("UIThing.swift"), atomically: true, encoding: .utf8)
        #expect(
            try APIReference.load(from: sources, key: "k1", cacheDirectory: cache) == first, "same key: from the cache")
        #expect(try APIReference.load(from: sources, key: "k2", cacheDirectory: cache).types.map(\.name) == ["UIOther"])
    }
}

extension APIReferenceTests {
    @Test func membersAreModelledStoredOrWithoutASource() throws {
        let source = """
            /// Apple: UIThing — a control; `reset()` clears it.
            open class UIThing {
                public func reset() {}
                /// Apple: UIThing.isOn — a change sends an action.
                open var isOn = false
                /// Apple: UIThing.tint. Stored state.
                open var tint = 0
                public var undocumented = 0
                /// Model extension, not UIKit API: for tests.
                public func modelFlip() {}
                public enum Style { case plain, grouped }
            }
            /// Apple: UIFormat — `scale`. Stored state.
            public struct UIFormat {
                public var scale = 1
                /// Apple: UIFormat.preferred (WWDC20 session 10027) — picks the best.
                public static var preferred: UIFormat { UIFormat() }
            }
            """
        let reference = APIReference(sources: [("UIThing.swift", source)])
        let thing = try #require(reference.types.first { $0.name == "UIThing" })
        #expect(
            thing.members.map(\.coverage) == [.modelled, .modelled, .stored, .unsourced, .unsourced],
            "reset() is named by its type's citation")
        #expect(
            thing.count(.modelled) == 2 && thing.count(.stored) == 1 && thing.count(.unsourced) == 1,
            "the model's own member is not counted")
        let format = try #require(reference.types.first { $0.name == "UIFormat" })
        #expect(
            format.members.map(\.coverage) == [.stored, .modelled], "an undocumented member of a stored type is stored")
        #expect(reference.types.first { $0.name == "UIThing.Style" }?.members.map(\.coverage) == [.stored, .stored])

        let html = APIReferencePage(reference: reference, layout: SiteLayout(pages: [])).render()
        #expect(html.contains("UIKit members: 3 modelled, 4 stored, 1 without a source."))
        #expect(html.contains("<p class=\"api-coverage\">2 modelled, 1 stored, 1 without a source</p>"))
        #expect(
            html.contains(
                "<code class=\"api-declaration\">var tint = 0</code> <span class=\"api-badge stored\">stored</span>"))
        #expect(
            html.contains(
                "<code class=\"api-declaration\">var undocumented = 0</code> <span class=\"api-badge unsourced\">no source</span>"
            ))
    }

    @Test func theModelsDocCommentsDecideItsCoverage() throws {
        let reference = try APIReference.load(from: Self.modelSources)
        let uikit = reference.types.filter { !$0.isModelExtension }
        let modelled = uikit.reduce(0) { $0 + $1.count(.modelled) }
        let stored = uikit.reduce(0) { $0 + $1.count(.stored) }
        let unsourced = uikit.reduce(0) { $0 + $1.count(.unsourced) }
        print("model coverage: \(modelled) modelled, \(stored) stored, \(unsourced) without a source")
        let cell = try #require(uikit.first { $0.name == "UICollectionViewListCell" })
        #expect(cell.members.first { $0.name == "indentsAccessories" }?.coverage == .stored)
        #expect(cell.members.first { $0.name == "accessories" }?.coverage == .modelled)
    }
}

extension APIReferenceTests {
    @Test func aBehaviourAppleDoesNotDocumentIsMarkedAsTheModelsChoice() throws {
        let source = """
            /// Apple: UIThing.
            open class UIThing {
                /// Apple: UIThing.reload() — asks again. Model's choice: the selection is
                /// discarded too.
                open func reload() {}
                /// Apple: UIThing.clear() — empties it.
                open func clear() {}
            }
            """
        let reference = APIReference(sources: [("UIThing.swift", source)])
        let thing = try #require(reference.types.first)
        #expect(thing.members.map(\.isModelChoice) == [true, false])
        let html = APIReferencePage(reference: reference, layout: SiteLayout(pages: [])).render()
        #expect(
            html.contains(
                "<code class=\"api-declaration\">func reload()</code> <span class=\"api-badge choice\">model's choice</span>"
            ))
        #expect(!html.contains("<code class=\"api-declaration\">func clear()</code> <span class=\"api-badge choice\">"))
    }

    @Test func theModelsUndocumentedSelectionAndCompletionChoicesAreMarked() throws {
        let reference = try APIReference.load(from: Self.modelSources)
        func member(_ type: String, _ name: String) -> APIReference.Member? {
            reference.types.first { $0.name == type }?.members.first { $0.name == name }
        }
        #expect(member("UITableView", "reloadData")?.isModelChoice == true)
        #expect(member("UICollectionView", "reloadData")?.isModelChoice == true)
        #expect(member("UITableView", "reloadRows")?.isModelChoice == true)
        #expect(member("UICollectionViewDiffableDataSource", "apply")?.isModelChoice == true)
        #expect(member("UITableViewDiffableDataSource", "apply")?.isModelChoice == true)
    }
}
