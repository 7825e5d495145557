import Testing

@testable import UIKitModel

@MainActor @Suite struct UICellAccessoryTests {
    @Test func accessoriesFollowTheEditingState() {
        let cell = UICollectionViewListCell()
        cell.accessories = [
            .disclosureIndicator(), .delete(), .reorder(displayed: .always), .label(text: "99+"),
            .checkmark(displayed: .whenNotEditing), .multiselect(), .outlineDisclosure(options: .init(style: .header)),
        ]
        #expect(
            cell.modelVisibleAccessories.map(\.modelKind) == [
                "disclosureIndicator", "reorder", "label", "checkmark", "outlineDisclosure",
            ])
        cell.modelInteraction.isEditing = true
        #expect(
            cell.modelVisibleAccessories.map(\.modelKind) == [
                "disclosureIndicator", "delete", "reorder", "label", "multiselect", "outlineDisclosure",
            ])
    }

    @Test func hiddenAccessoriesAreNotShown() {
        let cell = UICollectionViewListCell()
        cell.accessories = [.disclosureIndicator(options: .init(isHidden: true))]
        #expect(cell.modelVisibleAccessories.isEmpty)
    }

    @Test func defaultContentConfigurationFollowsASidebarListBeforeIOS18() {
        ModelPlatform.simulate(iOS: 17) {
            let cell = UICollectionViewListCell()
            cell.modelListAppearance = .sidebar
            #expect(cell.defaultContentConfiguration() == UIListContentConfiguration(style: .sidebarCell))
        }
        ModelPlatform.simulate(iOS: 18) {
            let cell = UICollectionViewListCell()
            cell.modelListAppearance = .sidebar
            #expect(cell.defaultContentConfiguration() == .cell())
        }
    }
}
