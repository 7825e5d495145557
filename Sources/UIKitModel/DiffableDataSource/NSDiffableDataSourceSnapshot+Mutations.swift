/// Apple: NSDiffableDataSourceSnapshot "Adding, moving and removing" — `appendSections(_:)`,
/// `insertSections(_:beforeSection:/afterSection:)`, `deleteSections(_:)`,
/// `moveSection(_:beforeSection:/afterSection:)`, `appendItems(_:toSection:)`,
/// `insertItems(_:beforeItem:/afterItem:)`, `deleteItems(_:)`, `deleteAllItems()`,
/// `moveItem(_:beforeItem:/afterItem:)`, `reloadSections(_:)`, `reloadItems(_:)`,
/// `reconfigureItems(_:)` (iOS 15).
///
/// Faults (the operation is skipped under capture): duplicate identifiers within one call or a
/// section already present (UIKit's "not unique" message), an unknown anchor section or item, an
/// inconsistent Hashable conformance (also found when a lookup by hash misses an item that is
/// `==` to one in the snapshot, as after editing a field that only `hash(into:)` reads). An item already in the snapshot is moved, with a
/// violation (UIKIT-FACTS). Deleting identifiers the snapshot lacks does nothing. Repeating an
/// identifier in the argument of `deleteItems`, `reloadItems`, `reconfigureItems` or
/// `deleteSections` raises the duplicate-identifier fault; moving an item or section relative to
/// itself, or inserting items relative to one of them, raises `diffable.invalid-update`
/// ("Invalid update: destination for item move is the same as the source").
extension NSDiffableDataSourceSnapshot {
    // MARK: Sections

    /// Apple: appendSections(_:).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard validateNewSections(identifiers) else { return }
        sections.append(contentsOf: identifiers.map { Section(identifier: $0, items: []) })
        rebuildSectionPositions()
    }

    /// Apple: insertSections(_:beforeSection:).
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let anchor = existingSection(toIdentifier), validateNewSections(identifiers) else { return }
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: anchor)
        rebuildSectionPositions()
    }

    /// Apple: insertSections(_:afterSection:).
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let anchor = existingSection(toIdentifier), validateNewSections(identifiers) else { return }
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: anchor + 1)
        rebuildSectionPositions()
    }

    /// Apple: deleteSections(_:) — removes the sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        guard ModelIdentifierValidation.validate(identifiers, existing: [], kind: .section) else { return }
        let doomed = Set(identifiers)
        for section in sections where doomed.contains(section.identifier) {
            for item in section.items { forgetItem(item) }
        }
        sections.removeAll { doomed.contains($0.identifier) }
        reloadedSections.removeAll { doomed.contains($0) }
        rebuildSectionPositions()
    }

    /// Apple: moveSection(_:beforeSection:).
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Apple: moveSection(_:afterSection:).
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Apple: reloadSections(_:) — the sections must exist.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard existingSection(identifier) != nil else { return }
        }
        for identifier in identifiers where !reloadedSections.contains(identifier) {
            reloadedSections.append(identifier)
        }
    }

    // MARK: Items

    /// Apple: appendItems(_:toSection:) — to the last section when `sectionIdentifier` is nil.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let position: Int
        if let sectionIdentifier {
            guard let found = existingSection(sectionIdentifier) else { return }
            position = found
        } else {
            guard !sections.isEmpty else {
                ModelFindings.fault(.noSections)
                return
            }
            position = sections.count - 1
        }
        guard validateNewItems(identifiers) else { return }
        let target = sections[position].identifier
        let arriving = Set(identifiers)
        sections[sectionPositions[target]!].items.removeAll { arriving.contains($0) }
        sections[sectionPositions[target]!].items.append(contentsOf: identifiers)
        for item in identifiers { itemSections[item] = target }
    }

    /// Apple: insertItems(_:beforeItem:).
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false)
    }

    /// Apple: insertItems(_:afterItem:).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true)
    }

    /// Apple: deleteItems(_:).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        guard ModelIdentifierValidation.validate(identifiers, existing: [], kind: .item) else { return }
        for item in identifiers {
            guard ModelIdentifierValidation.lookup(item, in: itemSections) != nil else { return }
            guard let section = itemSections[item], let position = sectionPositions[section] else { continue }
            sections[position].items.removeAll { $0 == item }
            forgetItem(item)
        }
    }

    /// Apple: deleteAllItems() — removes every item and every section.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Apple: moveItem(_:beforeItem:) — also across sections.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Apple: moveItem(_:afterItem:).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Apple: reloadItems(_:) — on apply, the cells are dequeued anew (a new or reused cell).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard ModelIdentifierValidation.validate(identifiers, existing: [], kind: .item),
            identifiers.allSatisfy(existingItem)
        else { return }
        for item in identifiers where !reloadedItems.contains(item) { reloadedItems.append(item) }
    }

    /// Apple: reconfigureItems(_:) (iOS 15) — on apply, the cell provider runs again for the
    /// existing cells, which it gets back from dequeuing.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard ModelAvailability.require("NSDiffableDataSourceSnapshot.reconfigureItems(_:)", introduced: 15),
            ModelIdentifierValidation.validate(identifiers, existing: [], kind: .item),
            identifiers.allSatisfy(existingItem)
        else { return }
        for item in identifiers where !reconfiguredItems.contains(item) { reconfiguredItems.append(item) }
    }

    // MARK: Helpers

    private func existingSection(_ identifier: SectionIdentifierType) -> Int? {
        if let position = sectionPositions[identifier] { return position }
        ModelFindings.fault(
            .unknownIdentifier, "Section \(ModelIdentifierValidation.describe(identifier)) is not in the snapshot.")
        return nil
    }

    private func existingItem(_ identifier: ItemIdentifierType) -> Bool {
        guard let found = ModelIdentifierValidation.lookup(identifier, in: itemSections) else { return false }
        if found { return true }
        ModelFindings.fault(
            .unknownIdentifier, "Item \(ModelIdentifierValidation.describe(identifier)) is not in the snapshot.")
        return false
    }

    private func validateNewSections(_ identifiers: [SectionIdentifierType]) -> Bool {
        guard ModelIdentifierValidation.validate(identifiers, existing: sectionPositions.keys, kind: .section) else {
            return false
        }
        let present = identifiers.filter { sectionPositions[$0] != nil }
        guard present.isEmpty else {
            ModelFindings.fault(
                .duplicateSectionIdentifiers,
                "Duplicate identifiers: \(ModelIdentifierValidation.setDescription(present)) (already in the snapshot)."
            )
            return false
        }
        return true
    }

    /// Validates new items; items already present are reported and removed from where they were.
    private mutating func validateNewItems(_ identifiers: [ItemIdentifierType]) -> Bool {
        guard ModelIdentifierValidation.validate(identifiers, existing: itemSections.keys, kind: .item) else {
            return false
        }
        let present = identifiers.filter { itemSections[$0] != nil }
        if !present.isEmpty {
            ModelFindings.violation(
                .itemIdentifierAlreadyExists, "Identifiers: \(ModelIdentifierValidation.setDescription(present)).")
            for item in present {
                let position = sectionPositions[itemSections[item]!]!
                sections[position].items.removeAll { $0 == item }
                itemSections[item] = nil
            }
        }
        return true
    }

    private mutating func forgetItem(_ item: ItemIdentifierType) {
        itemSections[item] = nil
        reloadedItems.removeAll { $0 == item }
        reconfiguredItems.removeAll { $0 == item }
    }

    private mutating func insertItems(
        _ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool
    ) {
        guard existingItem(anchor) else { return }
        guard !identifiers.contains(anchor) else {
            ModelFindings.fault(
                .invalidUpdate,
                "Item \(ModelIdentifierValidation.describe(anchor)) is both inserted and the insertion's anchor.")
            return
        }
        guard validateNewItems(identifiers) else { return }
        let section = itemSections[anchor]!
        let position = sectionPositions[section]!
        let index = sections[position].items.firstIndex(of: anchor)! + (after ? 1 : 0)
        sections[position].items.insert(contentsOf: identifiers, at: index)
        for item in identifiers { itemSections[item] = section }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool)
    {
        guard existingItem(identifier), existingItem(anchor) else { return }
        guard identifier != anchor else {
            ModelFindings.fault(
                .invalidUpdate,
                "Destination for item move is the same as the source: \(ModelIdentifierValidation.describe(anchor)).")
            return
        }
        let from = sectionPositions[itemSections[identifier]!]!
        sections[from].items.removeAll { $0 == identifier }
        let section = itemSections[anchor]!
        let position = sectionPositions[section]!
        let index = sections[position].items.firstIndex(of: anchor)! + (after ? 1 : 0)
        sections[position].items.insert(identifier, at: index)
        itemSections[identifier] = section
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool
    ) {
        guard let from = existingSection(identifier), existingSection(anchor) != nil else { return }
        guard identifier != anchor else {
            ModelFindings.fault(
                .invalidUpdate,
                "Destination for section move is the same as the source: \(ModelIdentifierValidation.describe(anchor))."
            )
            return
        }
        let moving = sections.remove(at: from)
        let index = sections.firstIndex { $0.identifier == anchor }! + (after ? 1 : 0)
        sections.insert(moving, at: index)
        rebuildSectionPositions()
    }
}
