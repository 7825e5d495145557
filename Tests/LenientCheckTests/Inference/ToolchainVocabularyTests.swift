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
        ] {
            #expect(vocabulary.types.contains(type), "\(type)")
        }
        for value in ["print", "withObservationTracking", "fatalError", "expect"] {
            #expect(vocabulary.values.contains(value), "\(value)")
        }
        #expect(!vocabulary.types.contains("UICollectionViewCell"))
        #expect(!vocabulary.types.contains("Recipe"))
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
