import Testing

@testable import UIKitModel

@Suite struct UIColorTests {
    @Test func systemColorsCompareByName() {
        #expect(UIColor.label == UIColor.label)
        #expect(UIColor.label != UIColor.secondaryLabel)
        #expect(UIColor.systemBlue.modelName == "systemBlue")
    }

    @Test func componentColorsCompareByValue() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor.red.modelName == "red")
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).modelName == "rgba(0.2, 0.4, 0.6, 1)")
    }

    @Test func alphaIsPartOfTheColor() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.2)
        #expect(faded != .systemBlue)
        #expect(faded == UIColor.systemBlue.withAlphaComponent(0.2))
        #expect(faded.modelName == "systemBlue(alpha: 0.2)")
    }

    @Test func systemColorsResolvePerInterfaceStyle() {
        let light = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(dark == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test func dynamicProviderRunsOnResolve() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
    }
}
