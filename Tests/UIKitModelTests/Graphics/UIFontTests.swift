import Testing

@testable import UIKitModel

@Suite struct UIFontTests {
    @Test func textStylesHaveLargeCategorySizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
        #expect(UIFont.preferredFont(forTextStyle: .body) != UIFont.preferredFont(forTextStyle: .headline))
    }

    @Test func systemFontsCompareBySizeAndWeight() {
        #expect(UIFont.boldSystemFont(ofSize: 15) == UIFont.systemFont(ofSize: 15, weight: .bold))
        #expect(UIFont.systemFont(ofSize: 15) != UIFont.systemFont(ofSize: 16))
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).modelName == "system(17, semibold)")
        #expect(UIFont.preferredFont(forTextStyle: .body).modelName == "body")
    }
}
