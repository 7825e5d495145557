import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UIViewTraitChangeTests {
    final class Watcher: UIView {
        var previous: [UIUserInterfaceStyle] = []
        @available(*, deprecated, message: "deprecated in iOS 17.0, as UIKit's is")
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previous.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
        }
    }

    @Test func aChangeOfOverridesCallsEveryViewWhoseTraitsChanged() {
        let parent = Watcher(), child = Watcher(), pinned = Watcher()
        parent.addSubview(child)
        parent.addSubview(pinned)
        pinned.overrideUserInterfaceStyle = .light
        pinned.previous = []
        parent.overrideUserInterfaceStyle = .dark
        #expect(parent.previous.count == 1)
        #expect(child.previous.count == 1)
        #expect(pinned.previous.isEmpty, "its own override keeps its traits")
        parent.overrideUserInterfaceStyle = .dark
        #expect(parent.previous.count == 1, "no change, no call")
    }
}
