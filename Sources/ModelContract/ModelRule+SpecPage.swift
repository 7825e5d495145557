/// The spec page that explains each rule, so a report can link a fault or violation to the page
/// with the rule's correct and incorrect examples. Model extension, not UIKit API.
///
/// Kept beside the catalog rather than in each rule's initializer; every rule in ``ModelRule/all``
/// has a page (`ModelRuleSpecPageTests` checks it), so a rule added with its code needs one here.
extension ModelRule {
    /// The page under `Spec/` explaining the rule, e.g. `Spec/background-configuration.md`.
    public var page: String? { Self.specPages[id] }

    package static let specPages: [String: String] = [
        platformUnavailableAPI.id: "Spec/updating-configurations.md",
        legacyAndConfigurationMixed.id: "Spec/migrating-from-legacy-cell-properties.md",
        backgroundAndConfigurationMixed.id: "Spec/background-configuration.md",
        configurationReferenceType.id: "Spec/custom-content-configurations.md",
        updateConfigurationCalledDirectly.id: "Spec/configuration-state.md",
        updateLoop.id: "Spec/configuration-state.md",
        contentViewConfigurationType.id: "Spec/custom-content-configurations.md",
        // Diffable data sources.
        duplicateItemIdentifiers.id: "Spec/diffable-identity.md",
        duplicateSectionIdentifiers.id: "Spec/diffable-identity.md",
        itemIdentifierAlreadyExists.id: "Spec/diffable-identity.md",
        inconsistentHashable.id: "Spec/diffable-identity.md",
        unknownIdentifier.id: "Spec/diffable-identity.md",
        noSections.id: "Spec/applying-snapshots.md",
        applyReentrantOrMixedThreads.id: "Spec/applying-snapshots.md",
        reconfigureDifferentCell.id: "Spec/reconfigure-versus-reload.md",
        // Collection views: index paths and updates follow the snapshot the data source applied.
        invalidIndexPath.id: "Spec/applying-snapshots.md",
        invalidBatchUpdate.id: "Spec/applying-snapshots.md",
        // Registrations and dequeueing.
        unregisteredIdentifier.id: "Spec/cell-registration.md",
        cellNotDequeued.id: "Spec/cell-registration.md",
        dequeueOutsideRequest.id: "Spec/cell-registration.md",
        dequeueWrongIndexPath.id: "Spec/cell-registration.md",
        registrationCreatedInProvider.id: "Spec/cell-registration.md",
        stringIdentifier.id: "Spec/cell-registration.md",
        // Compositional layout and self-sizing.
        fractionalItemInEstimatedGroup.id: "Spec/self-sizing.md",
        invalidSectionDefinition.id: "Spec/compositional-layout.md",
        incompleteVerticalChain.id: "Spec/self-sizing.md",
        subviewOutsideContentView.id: "Spec/self-sizing.md",
        autoresizingMaskConstraints.id: "Spec/self-sizing.md",
        conflictingVerticalConstraints.id: "Spec/self-sizing.md",
        // Table views.
        tableViewUnregisteredIdentifier.id: "Spec/migrating-from-table-views.md",
        tableViewCellNotDequeued.id: "Spec/migrating-from-table-views.md",
        invalidVisualFormat.id: "Spec/self-sizing.md",
        invalidUpdate.id: "Spec/applying-snapshots.md",
    ]
}
