import Testing

@testable import ExampleRunner

/// The imports `Scripts/measure-sample` reads and rewrites, through swift-syntax.
@Suite struct ImportRewriterTests {
    let source = """
        import UIKit
        @preconcurrency import Combine
        import os.log
        import struct CoreLocation.CLLocationCoordinate2D
        #if DEBUG
        import ImageIO
        #endif
        let importantValue = 1 // import Fake
        """

    @Test func listsEachTopLevelModuleOnceInOrder() {
        #expect(ImportRewriter.importedModules(in: source) == ["UIKit", "Combine", "os", "CoreLocation", "ImageIO"])
    }

    @Test func renamesAndCommentsOutWithoutMovingLines() {
        let result = ImportRewriter.rewrite(
            source: source, renaming: ["UIKit": "UIKitModel"], commentingOut: ["Combine", "os", "CoreLocation"])
        #expect(
            result.source == """
                import UIKitModel
                // @preconcurrency import Combine
                // import os.log
                // import struct CoreLocation.CLLocationCoordinate2D
                #if DEBUG
                import ImageIO
                #endif
                let importantValue = 1 // import Fake
                """)
        #expect(result.commented.map(\.module) == ["Combine", "os", "CoreLocation"])
        #expect(result.commented.map(\.line) == [2, 3, 4])
    }

    @Test func anImportSpreadOverLinesIsCommentedLineByLine() {
        let result = ImportRewriter.rewrite(
            source: "@preconcurrency\nimport Combine\nlet x = 1", renaming: [:], commentingOut: ["Combine"])
        #expect(result.source == "// @preconcurrency\n// import Combine\nlet x = 1")
        #expect(result.commented.map(\.line) == [1])
    }
}
