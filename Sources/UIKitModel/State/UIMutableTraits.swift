import Foundation

/// Apple: UIMutableTraits (iOS 17) — the settable traits handed to
/// `UITraitCollection(mutations:)` and `modifyingTraits(_:)`.
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var displayScale: CGFloat { get set }
    /// Apple: UIMutableTraits.listEnvironment (iOS 18).
    var listEnvironment: UIListEnvironment { get set }
}

/// The model's mutable traits value. Model internals.
struct ModelMutableTraits: UIMutableTraits {
    var values: UITraitCollection.Values

    var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }
    var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue }
    }
    var listEnvironment: UIListEnvironment {
        get { values.listEnvironment }
        set { values.listEnvironment = newValue }
    }
}
