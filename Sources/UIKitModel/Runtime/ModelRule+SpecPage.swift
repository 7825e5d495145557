/// The spec page that explains each rule, so a report can link a fault or violation to the page
/// with the rule's correct and incorrect examples. Model extension, not UIKit API.
///
/// Kept beside the catalog rather than in each rule's initializer, so a rule added with its code
/// gets its page when the page is written. Rules without a page yet return nil.
extension ModelRule {
    /// The page under `Spec/` explaining the rule, e.g. `Spec/background-configuration.md`.
    public var page: String? { Self.specPages[id] }

    static let specPages: [String: String] = [
        platformUnavailableAPI.id: "Spec/updating-configurations.md",
        legacyAndConfigurationMixed.id: "Spec/migrating-from-legacy-cell-properties.md",
        backgroundAndConfigurationMixed.id: "Spec/background-configuration.md",
        configurationReferenceType.id: "Spec/custom-content-configurations.md",
        updateConfigurationCalledDirectly.id: "Spec/configuration-state.md",
        updateLoop.id: "Spec/configuration-state.md",
        contentViewConfigurationType.id: "Spec/custom-content-configurations.md",
    ]
}
