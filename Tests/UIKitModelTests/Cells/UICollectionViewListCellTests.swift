import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UICollectionViewListCellTests {
    @Test func defaultContentConfigurationIsCellStyle() {
        #expect(UICollectionViewListCell().defaultContentConfiguration() == .cell())
    }

    @Test func showsItsContentConfiguration() {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Hello"
        content.image = UIImage(systemName: "star")
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        cell.contentConfiguration = content
        #expect(cell.displayed.text == "Hello")
        #expect(cell.displayed.imageName == "star")
        #expect(cell.displayed.font == .preferredFont(forTextStyle: .headline))
        #expect(cell.displayed.backgroundColor == .systemBackground)
    }

    @Test func nilConfigurationInstallsAnEmptyContentView() {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Hello"
        cell.contentConfiguration = content
        cell.contentConfiguration = nil
        #expect(!(cell.contentView is UIListContentView))
        #expect(cell.displayed.text == nil)
    }
}
