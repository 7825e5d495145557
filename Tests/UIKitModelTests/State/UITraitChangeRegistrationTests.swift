import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UITraitChangeRegistrationTests {
    @Test func handlersRunOnlyForTheirTraitsWithThePreviousCollection() {
        let parent = UIView(frame: .zero)
        let view = UILabel(frame: .zero)
        parent.addSubview(view)
        var seen: [UIUserInterfaceStyle] = []
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (label: UILabel, previous: UITraitCollection) in
            #expect(label === view)
            seen.append(previous.userInterfaceStyle)
        }
        parent.modelOverrideTraits { $0.preferredContentSizeCategory = .accessibilityLarge }
        #expect(seen.isEmpty)
        parent.overrideUserInterfaceStyle = .dark
        #expect(seen == [.light])
        view.unregisterForTraitChanges(registration)
        parent.overrideUserInterfaceStyle = .light
        #expect(seen == [.light])
    }
}
