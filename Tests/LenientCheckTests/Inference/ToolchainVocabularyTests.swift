import Foundation
import TestSupport
import Testing

@testable import LenientCheck

/// The names the toolchain declares come from its modules' symbol graphs, not from a list.
@Suite struct ToolchainVocabularyTests {
    @Test func readsFileScopeNamesOfAGraph() throws {
        let graph = """
            {"symbols": [
              {"kind": {"identifier": "swift.struct"}, "pathComponents": ["DateComponents"]},
              {"kind": {"identifier": "swift.enum"}, "pathComponents": ["DispatchTimeInterval"]},
              {"kind": {"identifier": "swift.func"}, "pathComponents": ["withObservationTracking(_:onChange:)"]},
              {"kind": {"identifier": "swift.macro"}, "pathComponents": ["ObservationIgnored()"]},
              {"kind": {"identifier": "swift.property"}, "pathComponents": ["DateComponents", "year"]},
              {"kind": {"identifier": "swift.method"}, "pathComponents": ["DateComponents", "value(for:)"]}
            ]}
            """
        var vocabulary = ToolchainVocabulary()
        try vocabulary.read(graph: Data(graph.utf8))
        #expect(vocabulary.types == ["DateComponents", "DispatchTimeInterval", "ObservationIgnored"])
        #expect(vocabulary.values == ["withObservationTracking", "ObservationIgnored"])
    }

    /// Runs `swift-symbolgraph-extract` once per toolchain (then reads the remembered names).
    @Test func theInstalledToolchainDeclaresFoundationDispatchAndObservation() throws {
        let vocabulary = try ToolchainVocabulary.loadBlocking(workDirectory: Fixtures.runnerOptions().workDirectory)
        for type in [
            "UInt64", "CollectionDifference", "DateComponents", "CharacterSet", "DispatchTimeInterval", "IndexPath",
            "MainActor", "Observable", "CGFloat", "Any",
            // FoundationNetworking, which holds Foundation's URL loading on Linux (the model re-exports it).
            "URLSession", "URLRequest", "URLResponse",
        ] {
            #expect(vocabulary.types.contains(type), "\(type)")
        }
        // The C library's math functions, which Foundation re-exports (Glibc here, Darwin on Apple's systems).
        for value in ["print", "withObservationTracking", "fatalError", "expect", "ceil", "floor", "sqrt"] {
            #expect(vocabulary.values.contains(value), "\(value)")
        }
        #expect(!vocabulary.types.contains("UICollectionViewCell"))
        #expect(!vocabulary.types.contains("Recipe"))
    }

    /// Several readers at once in a fresh work directory (test suites do this) all get the whole
    /// vocabulary, and what is remembered is whole too.
    @Test func concurrentReadersShareOneCompleteRead() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellspec-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = try await withThrowingTaskGroup(of: ToolchainVocabulary.self) { group in
            for _ in 0..<4 { group.addTask { try await ToolchainVocabulary.load(workDirectory: folder) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0.isComplete && $0 == results[0] })
        let remembered = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(
            remembered.count == 1 && remembered[0].hasPrefix("toolchain-names-"),
            "no scratch folder is left: \(remembered)")
        let stored = try JSONDecoder().decode(
            ToolchainVocabulary.self, from: Data(contentsOf: folder.appendingPathComponent(remembered[0])))
        #expect(stored.isComplete)
    }

    @Test func aRememberedFileCutShortIsNotTrusted() {
        #expect(!ToolchainVocabulary(types: ["DateComponents"], values: ["print"]).isComplete)
    }

    @Test func toolchainTypesAreNotInferred() {
        let context = ImplicitContextTests().infer(
            """
            let difference: CollectionDifference<Int> = [2, 3].difference(from: [1, 2])
            let components = DateComponents(year: 2020)
            let interval = DispatchTimeInterval.milliseconds(250)
            let limit: UInt64 = 3
            print(difference.count, components.year ?? 0, interval, limit)
            """)
        let tests = ImplicitContextTests()
        for name in ["CollectionDifference", "DateComponents", "DispatchTimeInterval", "UInt64"] {
            #expect(tests.supplied(context, name) == nil, "\(name)")
            #expect(!context.prelude.contains { $0.contains("struct \(name)") || $0.contains("class \(name)") })
        }
    }
}
