import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct NotificationCenterSelectorTests {
    @MainActor final class Observer {
        var names: [String] = []
        func sizeChanged(_ notification: Notification) { names.append(notification.name.rawValue) }
    }

    @Test func aPostSendsTheSelectorToTheObserverUntilItIsRemoved() {
        let center = NotificationCenter()
        let observer = Observer()
        center.addObserver(
            observer, selector: Selector("sizeChanged:", Observer.sizeChanged),
            name: UIContentSizeCategory.didChangeNotification, object: nil)
        center.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        center.removeObserver(observer)
        center.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        #expect(observer.names == ["UIContentSizeCategoryDidChangeNotification"])
    }

    @Test func theCenterDoesNotKeepTheObserverAlive() {
        let center = NotificationCenter()
        weak var gone: Observer?
        do {
            let observer = Observer()
            gone = observer
            center.addObserver(
                observer, selector: Selector("sizeChanged:", Observer.sizeChanged), name: .init("ping"), object: nil)
        }
        #expect(gone == nil)
        center.post(name: .init("ping"), object: nil)
    }
}
