import Testing

@testable import UIKitModel

@Suite struct UIImageTests {
    @Test func namesAreObservable() {
        #expect(UIImage(systemName: "folder.fill")?.modelName == "folder.fill")
        #expect(UIImage(systemName: "folder.fill")?.isSymbolImage == true)
        #expect(UIImage(named: "photo")?.modelName == "photo")
        #expect(UIImage(named: "photo")?.isSymbolImage == false)
        #expect(UIImage().modelName == nil)
    }

    @Test func imagesCompareBySourceAndConfiguration() {
        #expect(UIImage(systemName: "star") == UIImage(systemName: "star"))
        #expect(UIImage(systemName: "star") != UIImage(named: "star"))
        let configured = UIImage(systemName: "star")!.withConfiguration(UIImage.SymbolConfiguration(pointSize: 24))
        #expect(configured != UIImage(systemName: "star"))
        #expect(configured.size.width == 24)
    }
}
