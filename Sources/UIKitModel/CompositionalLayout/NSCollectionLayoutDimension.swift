import Foundation

/// One dimension of a layout size: fractional of the container, absolute, or estimated.
///
/// Apple: NSCollectionLayoutDimension — `fractionalWidth(_:)`, `fractionalHeight(_:)`,
/// `absolute(_:)`, `estimated(_:)` (the item self-sizes; the model uses the estimate, it does
/// not measure content), iOS 17 `uniformAcrossSiblings(estimate:)` (siblings share the largest
/// size; the model uses the estimate); `isFractionalWidth`, `isFractionalHeight`, `isAbsolute`,
/// `isEstimated`, `isUniformAcrossSiblings`, `dimension`.
@MainActor @preconcurrency
open class NSCollectionLayoutDimension: NSObject {
    /// Which factory made a dimension. Model extension, not UIKit API.
    public enum ModelKind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated, uniform }
    typealias Kind = ModelKind
    let kind: Kind
    /// Apple: dimension — the fraction, points or estimate.
    public let dimension: CGFloat

    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(modelKind: .fractionalWidth, dimension: fractionalWidth)
    }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(modelKind: .fractionalHeight, dimension: fractionalHeight)
    }
    open class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(modelKind: .absolute, dimension: absoluteDimension)
    }
    open class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(modelKind: .estimated, dimension: estimatedDimension)
    }
    /// Apple: uniformAcrossSiblings(estimate:) (iOS 17).
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        ModelAvailability.require("NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)", introduced: 17)
        return Self(modelKind: .uniform, dimension: estimatedDimension)
    }

    /// What the factories make, `Self` as Apple declares them (`class func fractionalWidth(_:) -> Self`):
    /// Swift makes `Self` only through a required initializer. Model extension, not UIKit API.
    public required init(modelKind kind: ModelKind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated || kind == .uniform }
    public var isUniformAcrossSiblings: Bool { kind == .uniform }

    /// The points this dimension stands for in a container (estimates are taken as they are).
    func modelResolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return dimension * container.width
        case .fractionalHeight: return dimension * container.height
        case .absolute, .estimated, .uniform: return dimension
        }
    }
}

/// Apple: NSCollectionLayoutSize — `init(widthDimension:heightDimension:)`.
@MainActor @preconcurrency
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    func modelResolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.modelResolve(in: container), height: heightDimension.modelResolve(in: container))
    }
}

/// Apple: NSCollectionLayoutSpacing — `fixed(_:)`, `flexible(_:)` (at least this much, more when
/// there is room: see `NSCollectionLayoutGroup.interItemSpacing`), `spacing`, `isFixedSpacing`,
/// `isFlexibleSpacing`.
@MainActor @preconcurrency
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// What the factories make, `Self` as Apple declares them (`class func fixed(_:) -> Self`).
    /// Model extension, not UIKit API.
    public required init(modelSpacing spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(modelSpacing: fixedSpacing, flexible: false)
    }
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(modelSpacing: flexibleSpacing, flexible: true)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var isFixed: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCompositionalLayout.swift:116).
    /// Unmodelled: reading records `NSCollectionLayoutSpacing.isFixed` and returns `false`.
    @available(iOS, introduced: 13.0)
    open var isFixed: Bool {
        get {
            ModelFindings.unmodelled("NSCollectionLayoutSpacing.isFixed")
            return false
        }
    }

    /// UIKit: `var isFlexible: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCompositionalLayout.swift:115).
    /// Unmodelled: reading records `NSCollectionLayoutSpacing.isFlexible` and returns `false`.
    @available(iOS, introduced: 13.0)
    open var isFlexible: Bool {
        get {
            ModelFindings.unmodelled("NSCollectionLayoutSpacing.isFlexible")
            return false
        }
    }
    // cellspec:generated:end
}

/// Apple: NSCollectionLayoutEdgeSpacing — `init(leading:top:trailing:bottom:)`, each an
/// `NSCollectionLayoutSpacing` or nil (no spacing on that edge).
@MainActor @preconcurrency
open class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    /// Apple: init(leading:top:trailing:bottom:).
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }
}

/// Apple: UIContentInsetsReference (iOS 14) — what a section's content insets are measured from.
/// The model has no safe area, layout margins or readable width in a layout: stored state.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0, none, safeArea, layoutMargins, readableContent
}
