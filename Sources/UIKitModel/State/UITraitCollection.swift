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
        for other in traitCollections { v = UITraitCollection.merge(v, other.values) }
        self.init(values: v)
    }

    /// Apple: UITraitCollection.init(mutations:) (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        ModelAvailability.require("UITraitCollection(mutations:)", introduced: 17)
        var traits: any UIMutableTraits = ModelMutableTraits(values: Values())
        mutations(&traits)
        self.init(values: (traits as? ModelMutableTraits)?.values ?? Values())
    }

    /// Apple: UITraitCollection.modifyingTraits(_:) (iOS 17).
    open func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        ModelAvailability.require("UITraitCollection.modifyingTraits(_:)", introduced: 17)
        var traits: any UIMutableTraits = ModelMutableTraits(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? ModelMutableTraits)?.values ?? values)
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

    /// Apple: UITraitCollection.containsTraits(in:).
    open func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return UITraitCollection.merge(values, other.values) == values
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

    static func merge(_ base: Values, _ top: Values) -> Values {
        var v = base
        if top.userInterfaceStyle != .unspecified { v.userInterfaceStyle = top.userInterfaceStyle }
        if top.horizontalSizeClass != .unspecified { v.horizontalSizeClass = top.horizontalSizeClass }
        if top.verticalSizeClass != .unspecified { v.verticalSizeClass = top.verticalSizeClass }
        if top.preferredContentSizeCategory != .unspecified {
            v.preferredContentSizeCategory = top.preferredContentSizeCategory
        }
        if top.userInterfaceIdiom != .unspecified { v.userInterfaceIdiom = top.userInterfaceIdiom }
        if top.displayScale != 0 { v.displayScale = top.displayScale }
        if top.listEnvironment != .unspecified { v.listEnvironment = top.listEnvironment }
        return v
    }
}
