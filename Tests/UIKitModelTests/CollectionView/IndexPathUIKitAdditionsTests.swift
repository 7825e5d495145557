import Foundation
import Testing
import UIKitModel

/// UIKit's additions to `IndexPath` and `NSIndexPath`: the section is the first index, the row or
/// item the second.
@Suite struct IndexPathUIKitAdditionsTests {
    @Test func anIndexPathsRowAndItemAreItsSecondIndex() {
        var path = IndexPath(row: 4, section: 1)
        #expect(path.section == 1)
        #expect(path.row == 4)
        #expect(path.item == 4)
        path.item = 6
        #expect(path == IndexPath(item: 6, section: 1))
        #expect(Array(path) == [1, 6])
    }

    @Test func anNSIndexPathReadsTheSameIndexes() {
        let path = NSIndexPath(row: 3, section: 2)
        #expect(path.section == 2)
        #expect(path.row == 3)
        #expect(path.item == 3)
        #expect(path.length == 2)
        #expect(NSIndexPath(item: 5, section: 0).item == 5)
        #expect(NSIndexPath(item: 5, section: 0).section == 0)
    }
}
