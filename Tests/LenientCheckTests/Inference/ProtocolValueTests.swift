import Testing

@testable import LenientCheck

/// A name of a UIKit protocol's type that the guide reads without showing where it came from (a
/// section provider's `layoutEnvironment`) is made as the model type standing for the protocol, not
/// left nil to crash when read.
@Suite struct ProtocolValueTests {
    let vocabulary = ImplicitContextTests.vocabulary

    @Test func theModelSaysWhatStandsForAProtocol() {
        #expect(vocabulary.conformers["NSCollectionLayoutEnvironment"] == "ModelLayoutEnvironment")
        #expect(vocabulary.value(of: "any NSCollectionLayoutEnvironment") == "ModelLayoutEnvironment()")
        #expect(vocabulary.value(of: "NSCollectionLayoutEnvironment") == "ModelLayoutEnvironment()")
        #expect(vocabulary.value(of: "UIContentConfiguration") == nil, "no model type stands for it")
    }

    @Test func aLayoutEnvironmentTheGuideDoesNotShowIsMade() {
        let code = """
            let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            """
        let page = String(repeating: "\n", count: 8) + "```swift\n\(code)\n```\n"
        let lines = LenientDocumentReader.read(page, path: "test.md").blocks.first?.example.lines ?? []
        // As a first attempt's error asks for it: `… to expected argument type 'any NSCollectionLayoutEnvironment'`.
        var retyping = Retyping()
        retyping.types["layoutEnvironment"] = "any NSCollectionLayoutEnvironment"
        let context = ImplicitContext.infer(lines: lines, vocabulary: vocabulary, retyping: retyping)
        #expect(context.nilValues.isEmpty, "\(context.supplied)")
        #expect(context.prelude.joined(separator: "\n").contains("ModelLayoutEnvironment()"), "\(context.prelude)")
    }
}
