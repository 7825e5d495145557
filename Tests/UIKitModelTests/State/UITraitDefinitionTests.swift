import Foundation
import Testing

@testable import UIKitModel

/// Custom traits (iOS 17): a type declaring only `defaultValue` is a trait, read from any trait
/// collection and set through `UIMutableTraits` and `traitOverrides`.
@MainActor @Suite struct UITraitDefinitionTests {
    enum Density: Int { case regular, compact }

    struct DensityTrait: UITraitDefinition {
        static let defaultValue = Density.regular
    }

    struct HighlightedTrait: UITraitDefinition {
        static let defaultValue = false
        static let affectsColorAppearance = true
    }

    @Test func onlyTheDefaultValueIsRequired() {
        #expect(DensityTrait.name == "DensityTrait")
        #expect(DensityTrait.identifier.hasSuffix("DensityTrait"))
        #expect(DensityTrait.identifier != HighlightedTrait.identifier)
        #expect(DensityTrait.affectsColorAppearance == false)
        #expect(HighlightedTrait.affectsColorAppearance)
    }

    @Test func aCollectionThatDoesNotSetATraitHasItsDefaultValue() {
        #expect(UITraitCollection()[DensityTrait.self] == .regular)
        #expect(UITraitCollection()[UITraitUserInterfaceStyle.self] == .unspecified)
        #expect(UITraitCollection(userInterfaceStyle: .dark)[UITraitUserInterfaceStyle.self] == .dark)
    }

    @Test func mutationsSetCustomAndSystemTraitsByTheirType() {
        let traits = UITraitCollection { traits in
            traits[DensityTrait.self] = .compact
            traits[UITraitHorizontalSizeClass.self] = .regular
        }
        #expect(traits[DensityTrait.self] == .compact)
        #expect(traits.horizontalSizeClass == .regular)
        let modified = traits.modifyingTraits { $0[DensityTrait.self] = .regular }
        #expect(modified[DensityTrait.self] == .regular)
        #expect(traits[DensityTrait.self] == .compact)
        #expect(traits != modified)
        #expect(UITraitCollection(traitsFrom: [traits, UITraitCollection()])[DensityTrait.self] == .compact)
    }

    @Test func aViewsOverridesReachItsSubviewsAndCallTheirHandlers() {
        let parent = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        var previous: [Density] = []
        child.registerForTraitChanges([DensityTrait.self]) { (_: UIView, old: UITraitCollection) in
            previous.append(old[DensityTrait.self])
        }
        parent.traitOverrides[DensityTrait.self] = .compact
        #expect(child.traitCollection[DensityTrait.self] == .compact)
        #expect(previous == [.regular])
        parent.traitOverrides[DensityTrait.self] = .compact
        #expect(previous == [.regular])
        #expect(parent.traitOverrides.contains(DensityTrait.self))
        #expect(!parent.traitOverrides.contains(HighlightedTrait.self))
        parent.traitOverrides.remove(DensityTrait.self)
        #expect(child.traitCollection[DensityTrait.self] == .regular)
        #expect(previous == [.regular, .compact])
    }

    @Test func systemTraitsSetThroughOverridesAreTheCollectionsProperties() {
        let view = UIView(frame: .zero)
        view.traitOverrides.userInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        view.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(
            view.traitCollection.userInterfaceStyle == UITraitCollection(values: ModelScreen.traits).userInterfaceStyle)
    }

    @Test func aControllersOverridesReachItsView() {
        let controller = UIViewController()
        controller.traitOverrides[DensityTrait.self] = .compact
        #expect(controller.traitCollection[DensityTrait.self] == .compact)
        #expect(controller.view.traitCollection[DensityTrait.self] == .compact)
        var changes = 0
        controller.view.registerForTraitChanges([DensityTrait.self]) { (_: UIView, _: UITraitCollection) in
            changes += 1
        }
        controller.traitOverrides[DensityTrait.self] = .regular
        #expect(controller.view.traitCollection[DensityTrait.self] == .regular)
        #expect(changes == 1)
    }

    struct Palette: Equatable { var accent: String }
    struct PaletteTrait: UITraitDefinition { static let defaultValue = Palette(accent: "blue") }

    @Test func equatableValuesThatAreEqualAreNoChange() {
        let view = UIView(frame: .zero)
        var changes = 0
        view.registerForTraitChanges([PaletteTrait.self]) { (_: UIView, _: UITraitCollection) in changes += 1 }
        view.traitOverrides[PaletteTrait.self] = Palette(accent: "red")
        view.traitOverrides[PaletteTrait.self] = Palette(accent: "red")
        #expect(changes == 1)
        view.traitOverrides[PaletteTrait.self] = Palette(accent: "green")
        #expect(changes == 2)
        #expect(view.traitCollection[PaletteTrait.self].accent == "green")
    }
}
