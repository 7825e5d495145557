import Foundation
import Testing

@testable import UIKitModel

/// `UIBarAppearance`'s configurations and `UIView.keyboardLayoutGuide`, as Apple's documentation
/// of each gives them.
@MainActor @Suite struct BarAppearanceAndKeyboardGuideTests {
    @Test func anOpaqueConfigurationHasTheSystemBackgroundAndNoBlur() {
        let appearance = UINavigationBarAppearance()
        let (_, findings) = ModelFindings.capture {
            appearance.configureWithOpaqueBackground()
            #expect(appearance.backgroundColor == .systemBackground)
            #expect(appearance.backgroundEffect == nil)
            #expect(appearance.backgroundImage == nil)
        }
        #expect(findings.ids.isEmpty)
    }

    @Test func aTransparentConfigurationHasNoShadow() {
        let appearance = UINavigationBarAppearance()
        let (_, findings) = ModelFindings.capture {
            appearance.configureWithOpaqueBackground()
            appearance.configureWithTransparentBackground()
            #expect(appearance.backgroundColor == .clear)
            #expect(appearance.shadowColor == nil)
            #expect(appearance.shadowImage == nil)
            #expect(appearance.backgroundEffect == nil)
        }
        #expect(findings.ids.isEmpty)
    }

    @Test func aConfigurationReplacesWhatWasSetBefore() {
        let appearance = UINavigationBarAppearance()
        appearance.shadowColor = .systemRed
        appearance.configureWithOpaqueBackground()
        let (_, findings) = ModelFindings.capture { _ = appearance.shadowColor }
        #expect(findings.ids == ["model.unmodelled-api"], "the opaque shadow is not documented: unset, not kept")
    }

    @Test func whatIsSetAfterAConfigurationStays() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        #expect(appearance.backgroundColor == .systemRed)
    }

    @Test func aViewHandsOutOneKeyboardGuideItOwns() {
        let view = UIView()
        let guide = view.keyboardLayoutGuide
        #expect(view.keyboardLayoutGuide === guide)
        #expect(guide.owningView === view)
        #expect(view.layoutGuides.contains { $0 === guide })
        #expect(view.keyboardLayoutGuide !== UIView().keyboardLayoutGuide)
    }

    @Test func theKeyboardGuideHasUIKitsDefaults() {
        let guide = UIView().keyboardLayoutGuide
        #expect(guide.followsUndockedKeyboard == false)
        #expect(guide.usesBottomSafeArea == true)
        #expect(guide.keyboardDismissPadding == 0)
        guide.keyboardDismissPadding = -8
        #expect(guide.keyboardDismissPadding == 0, "a negative padding counts as none")
    }

    @Test func theKeyboardGuideIsIOS15() {
        let (_, findings) = ModelFindings.capture {
            ModelPlatform.simulate(iOS: 14) { _ = UIView().keyboardLayoutGuide }
        }
        #expect(findings.ids == ["platform.unavailable-api"])
    }

    @Test func constraintsToTheKeyboardGuideAreKept() {
        let view = UIView()
        let field = UIView()
        view.addSubview(field)
        let constraint = field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
        constraint.isActive = true
        #expect(constraint.isActive)
        #expect(view.keyboardLayoutGuide.modelConstraints.contains { $0 === constraint })
    }
}
