/// Model queries of a list cell's accessories.
extension UICollectionViewListCell {
    /// Model extension, not UIKit API: the accessories shown now — those whose `DisplayedState`
    /// matches the cell's editing state (Apple: UICellAccessory.DisplayedState; the collection
    /// view's `isEditing` puts its cells in editing state) and that are not hidden.
    public var modelVisibleAccessories: [UICellAccessory] {
        let editing = configurationState.isEditing
        return accessories.filter { $0.modelIsDisplayed(editing: editing) }
    }
}
