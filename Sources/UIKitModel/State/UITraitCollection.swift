import Foundation

/// The traits of the environment a view lives in: interface style, size classes, Dynamic Type
/// size and, from iOS 18, the list environment.
///
/// Apple: UITraitCollection — immutable; `init(traitsFrom:)` combines collections, later
/// specified values winning; iOS 17 `init(mutations:)` and `modifyingTraits(_:)`.
open class UITraitCollection: NSObject, @unchecked Sendable {
    struct Values: Hashable {
        var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
        var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
        var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
        var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
        var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
        var displayScale: CGFloat = 0
        var listEnvironment: UIListEnvironment = .unspecified
        /// The custom traits' values, by `UITraitDefinition.identifier`.
        var custom: [String: ModelTraitValue] = [:]
    }

    let values: Values

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// Apple: UITraitCollection.init() — every trait unspecified.
    public override convenience init() { self.init(values: Values()) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        var v = Values()
        v.userInterfaceStyle = userInterfaceStyle
        self.init(values: v)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        var v = Values()
        v.horizontalSizeClass = horizontalSizeClass
        self.init(values: v)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        var v = Values()
        v.verticalSizeClass = verticalSizeClass
        self.init(values: v)
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        var v = Values()
        v.preferredContentSizeCategory = preferredContentSizeCategory
        self.init(values: v)
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        var v = Values()
        v.userInterfaceIdiom = userInterfaceIdiom
        self.init(values: v)
    }

    public convenience init(displayScale: CGFloat) {
        var v = Values()
        v.displayScale = displayScale
        self.init(values: v)
    }

    /// Apple: UITraitCollection.init(traitsFrom:) — specified values of later collections win.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var v = Values()
        for other in traitCollections { v = v.overridden(by: other.values) }
        self.init(values: v)
    }

    /// Apple: UITraitCollection.init(mutations:) (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        ModelAvailability.require("UITraitCollection(mutations:)", introduced: 17)
        var traits: any UIMutableTraits = UITraitOverrides(values: Values())
        mutations(&traits)
        self.init(values: (traits as? UITraitOverrides)?.values ?? Values())
    }

    /// Apple: UITraitCollection.modifyingTraits(_:) (iOS 17).
    open func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        ModelAvailability.require("UITraitCollection.modifyingTraits(_:)", introduced: 17)
        var traits: any UIMutableTraits = UITraitOverrides(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? UITraitOverrides)?.values ?? values)
    }

    open var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    open var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    open var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    open var displayScale: CGFloat { values.displayScale }
    /// Apple: UITraitCollection.listEnvironment (iOS 18) — the style of the list a view is in.
    /// Available from iOS 18.0 (developer.apple.com/documentation/uikit/uitraitcollection/listenvironment):
    /// reading it on an earlier release is an unrecognized selector.
    open var listEnvironment: UIListEnvironment {
        ModelAvailability.require("UITraitCollection.listEnvironment", introduced: 18)
        return values.listEnvironment
    }

    /// Apple: UITraitCollection's subscript (iOS 17) — the value of any trait, system or custom,
    /// with the trait type as the key; the trait's `defaultValue` when the collection does not set it
    /// (developer.apple.com/documentation/uikit/providing-data-to-the-view-hierarchy-with-custom-traits).
    public subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value {
        ModelAvailability.require("UITraitCollection.subscript(_:)", introduced: 17)
        return values.value(of: trait)
    }

    /// Apple: UITraitCollection.containsTraits(in:).
    open func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return values.overridden(by: other.values) == values
    }

    /// Apple: UITraitCollection.hasDifferentColorAppearance(comparedTo:).
    open func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.values == values
    }

    open override var hash: Int { values.hashValue }

    open override var description: String {
        "UITraitCollection(style: \(values.userInterfaceStyle), horizontal: \(values.horizontalSizeClass), "
            + "listEnvironment: \(values.listEnvironment))"
    }

    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `typealias TraitMutations = (inout any UIMutableTraits) -> Void` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitcollection-uitraitcollection.traitmutations.md:14).
    /// Declared from the inventory.
    @available(iOS, introduced: 17.0)
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// UIKit: `var accessibilityContrast: UIAccessibilityContrast { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:36).
    /// Unmodelled: reading records `UITraitCollection.accessibilityContrast` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var accessibilityContrast: UIAccessibilityContrast {
        get {
            ModelFindings.unmodelledStop("UITraitCollection.accessibilityContrast")
        }
    }

    /// UIKit: `var activeAppearance: UIUserInterfaceActiveAppearance { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:48).
    /// Unmodelled: reading records `UITraitCollection.activeAppearance` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 14.0)
    open var activeAppearance: UIUserInterfaceActiveAppearance {
        get {
            ModelFindings.unmodelledStop("UITraitCollection.activeAppearance")
        }
    }

    /// UIKit: `func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait]` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitcollection-changedtraits(from:).md:14).
    /// Unmodelled: a call records `UITraitCollection.changedTraits(from:)` and returns `[]`.
    @available(iOS, introduced: 17.0)
    open func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
        ModelAvailability.require("UITraitCollection.changedTraits(from:)", introduced: 17)
        ModelFindings.unmodelled("UITraitCollection.changedTraits(from:)")
        return []
    }

    /// UIKit: `var displayGamut: UIDisplayGamut { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:32).
    /// Unmodelled: reading records `UITraitCollection.displayGamut` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open var displayGamut: UIDisplayGamut {
        get {
            ModelFindings.unmodelledStop("UITraitCollection.displayGamut")
        }
    }

    /// UIKit: `var forceTouchCapability: UIForceTouchCapability { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:24).
    /// Unmodelled: reading records `UITraitCollection.forceTouchCapability` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open var forceTouchCapability: UIForceTouchCapability {
        get {
            ModelFindings.unmodelledStop("UITraitCollection.forceTouchCapability")
        }
    }

    /// UIKit: `var imageConfiguration: UIImage.Configuration { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:68).
    /// Unmodelled: reading records `UITraitCollection.imageConfiguration` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var imageConfiguration: UIImage.Configuration {
        get {
            ModelFindings.unmodelledStop("UITraitCollection.imageConfiguration")
        }
    }

    /// UIKit: `var imageDynamicRange: UIImage.DynamicRange { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitcollection-imagedynamicrange.md:14).
    /// Unmodelled: reading records `UITraitCollection.imageDynamicRange` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 17.0)
    open var imageDynamicRange: UIImage.DynamicRange {
        get {
            ModelAvailability.require("UITraitCollection.imageDynamicRange", introduced: 17)
            ModelFindings.unmodelledStop("UITraitCollection.imageDynamicRange")
        }
    }

    /// UIKit: `init(accessibilityContrast: UIAccessibilityContrast)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:34).
    /// Unmodelled: a call records `UITraitCollection.init(accessibilityContrast:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init()
        ModelFindings.unmodelled("UITraitCollection.init(accessibilityContrast:)")
    }

    /// UIKit: `init(activeAppearance userInterfaceActiveAppearance: UIUserInterfaceActiveAppearance)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:46).
    /// Unmodelled: a call records `UITraitCollection.init(activeAppearance:)` and makes the object with `init()`.
    @available(iOS, introduced: 14.0)
    public convenience init(activeAppearance userInterfaceActiveAppearance: UIUserInterfaceActiveAppearance) {
        self.init()
        ModelFindings.unmodelled("UITraitCollection.init(activeAppearance:)")
    }

    /// UIKit: `init(displayGamut: UIDisplayGamut)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:30).
    /// Unmodelled: a call records `UITraitCollection.init(displayGamut:)` and makes the object with `init()`.
    @available(iOS, introduced: 10.0)
    public convenience init(displayGamut: UIDisplayGamut) {
        self.init()
        ModelFindings.unmodelled("UITraitCollection.init(displayGamut:)")
    }

    /// UIKit: `init(forceTouchCapability capability: UIForceTouchCapability)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:22).
    /// Unmodelled: a call records `UITraitCollection.init(forceTouchCapability:)` and makes the object with `init()`.
    @available(iOS, introduced: 9.0)
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) {
        self.init()
        ModelFindings.unmodelled("UITraitCollection.init(forceTouchCapability:)")
    }

    /// UIKit: `init(imageDynamicRange: UIImage.DynamicRange)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitcollection-init(imagedynamicrange:).md:14).
    /// Unmodelled: a call records `UITraitCollection.init(imageDynamicRange:)` and makes the object with `init()`.
    @available(iOS, introduced: 17.0)
    public convenience init(imageDynamicRange: UIImage.DynamicRange) {
        self.init()
        ModelAvailability.require("UITraitCollection.init(imageDynamicRange:)", introduced: 17)
        ModelFindings.unmodelled("UITraitCollection.init(imageDynamicRange:)")
    }

    /// UIKit: `init(layoutDirection: UITraitEnvironmentLayoutDirection)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:12).
    /// Unmodelled: a call records `UITraitCollection.init(layoutDirection:)` and makes the object with `init()`.
    @available(iOS, introduced: 10.0)
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init()
        ModelFindings.unmodelled("UITraitCollection.init(layoutDirection:)")
    }

    /// UIKit: `init(legibilityWeight: UILegibilityWeight)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:42).
    /// Unmodelled: a call records `UITraitCollection.init(legibilityWeight:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init()
        ModelFindings.unmodelled("UITraitCollection.init(legibilityWeight:)")
    }

    /// UIKit: `init(listEnvironment: UIListEnvironment)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitcollection-init(listenvironment:).md:14).
    /// Unmodelled: a call records `UITraitCollection.init(listEnvironment:)` and makes the object with `init()`.
    @available(iOS, introduced: 18.0)
    public convenience init(listEnvironment: UIListEnvironment) {
        self.init()
        ModelAvailability.require("UITraitCollection.init(listEnvironment:)", introduced: 18)
        ModelFindings.unmodelled("UITraitCollection.init(listEnvironment:)")
    }

    /// UIKit: `init(userInterfaceLevel: UIUserInterfaceLevel)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:38).
    /// Unmodelled: a call records `UITraitCollection.init(userInterfaceLevel:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init()
        ModelFindings.unmodelled("UITraitCollection.init(userInterfaceLevel:)")
    }

    /// UIKit: `var layoutDirection: UITraitEnvironmentLayoutDirection { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:14).
    /// Unmodelled: reading records `UITraitCollection.layoutDirection` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open var layoutDirection: UITraitEnvironmentLayoutDirection {
        get {
            ModelFindings.unmodelledStop("UITraitCollection.layoutDirection")
        }
    }

    /// UIKit: `var legibilityWeight: UILegibilityWeight { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:44).
    /// Unmodelled: reading records `UITraitCollection.legibilityWeight` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var legibilityWeight: UILegibilityWeight {
        get {
            ModelFindings.unmodelledStop("UITraitCollection.legibilityWeight")
        }
    }

    /// UIKit: `func performAsCurrent(_ actions: () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:60).
    /// Unmodelled: a call records `UITraitCollection.performAsCurrent(_:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func performAsCurrent(_ actions: () -> Void) {
        ModelFindings.unmodelled("UITraitCollection.performAsCurrent(_:)")
    }

    /// Storage of `current`, generated.
    private nonisolated(unsafe) static var modelStoredCurrent: Optional<UITraitCollection> = nil
    /// UIKit: `class var current: UITraitCollection` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:58).
    /// Stored: keeps what is set; a read before any set records `UITraitCollection.current` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open class var current: UITraitCollection {
        get {
            if let value = modelStoredCurrent { return value }
            ModelFindings.unmodelledStop("UITraitCollection.current")
        }
        set {
            modelStoredCurrent = newValue
        }
    }

    /// UIKit: `static var systemTraitsAffectingColorAppearance: [UITrait] { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitcollection-systemtraitsaffectingcolorappearance-64z7q.md:14).
    /// Unmodelled: reading records `UITraitCollection.systemTraitsAffectingColorAppearance` and returns `[]`.
    @available(iOS, introduced: 17.0)
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        get {
            ModelAvailability.require("UITraitCollection.systemTraitsAffectingColorAppearance", introduced: 17)
            ModelFindings.unmodelled("UITraitCollection.systemTraitsAffectingColorAppearance")
            return []
        }
    }

    /// UIKit: `static var systemTraitsAffectingImageLookup: [UITrait] { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitcollection-systemtraitsaffectingimagelookup-4jv5.md:14).
    /// Unmodelled: reading records `UITraitCollection.systemTraitsAffectingImageLookup` and returns `[]`.
    @available(iOS, introduced: 17.0)
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        get {
            ModelAvailability.require("UITraitCollection.systemTraitsAffectingImageLookup", introduced: 17)
            ModelFindings.unmodelled("UITraitCollection.systemTraitsAffectingImageLookup")
            return []
        }
    }

    /// UIKit: `var userInterfaceLevel: UIUserInterfaceLevel { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:40).
    /// Unmodelled: reading records `UITraitCollection.userInterfaceLevel` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var userInterfaceLevel: UIUserInterfaceLevel {
        get {
            ModelFindings.unmodelledStop("UITraitCollection.userInterfaceLevel")
        }
    }
    // cellspec:generated:end
}
