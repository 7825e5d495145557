import Foundation
import Testing

@testable import UIKitModel

/// NSObject's instance members as iOS also offers them on a class object (``NSObject/classForCoder()``).
@MainActor @Suite struct NSObjectClassMembersTests {
    final class ShelfCell: UITableViewCell {}

    @Test func aClassObjectsClassForCoderIsTheClassItself() {
        #expect(UITableViewCell.classForCoder() == UITableViewCell.self)
        #expect(ShelfCell.classForCoder() == ShelfCell.self, "a subclass answers for itself")
        #expect(ShelfCell().classForCoder == ShelfCell.self, "the instance property is NSObject's as before")
    }

    @Test func aCellClassRegisteredThroughClassForCoderIsTheOneDequeued() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(ShelfCell.classForCoder(), forCellReuseIdentifier: "shelf")
        let cell = tableView.dequeueReusableCell(withIdentifier: "shelf")
        #expect(cell is ShelfCell)
    }

    @Test func aClassObjectsDescriptionIsItsName() {
        #expect(UITableViewCell.description() == NSStringFromClass(UITableViewCell.self))
        #expect(UITableViewCell.description().hasSuffix("UITableViewCell"))
    }
}
