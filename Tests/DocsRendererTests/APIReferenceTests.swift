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
    @Test(.enabled(if: FileManager.default.fileExists(atPath: APIReferenceTests.modules.appendingPathComponent("UIKitModel.swiftmodule").path)))
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
        let compiled = Set(graph.symbols.filter { typeKinds.contains($0.kind.identifier) }.map { $0.pathComponents.joined(separator: ".") })
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
        try "public struct UIThing {}\n".write(to: sources.appendingPathComponent("UIThing.swift"), atomically: true, encoding: .utf8)
        let first = try APIReference.load(from: sources, key: "k1", cacheDirectory: cache)
        #expect(first.types.map(\.name) == ["UIThing"])
        try "public struct UIOther {}\n".write(to: sources.appendingPathComponent("UIThing.swift"), atomically: true, encoding: .utf8)
        #expect(try APIReference.load(from: sources, key: "k1", cacheDirectory: cache) == first, "same key: from the cache")
        #expect(try APIReference.load(from: sources, key: "k2", cacheDirectory: cache).types.map(\.name) == ["UIOther"])
    }
}
