// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UISheetPresentationController.Detent {
    /// UIKit: `struct Identifier: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-uisheetpresentationcontroller.detent-uisheetpresentationcontroller.detent.identifier.md:17).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 15.0)
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let large: UISheetPresentationController.Detent.Identifier` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-uisheetpresentationcontroller.detent-uisheetpresentationcontroller.detent.identifier-large.md:18).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 15.0)
        public static let large: UISheetPresentationController.Detent.Identifier = UISheetPresentationController.Detent
            .Identifier(rawValue: "UISheetPresentationController.Detent.Identifier.large")
        /// UIKit: `static let medium: UISheetPresentationController.Detent.Identifier` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-uisheetpresentationcontroller.detent-uisheetpresentationcontroller.detent.identifier-medium.md:18).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 15.0)
        public static let medium: UISheetPresentationController.Detent.Identifier = UISheetPresentationController.Detent
            .Identifier(rawValue: "UISheetPresentationController.Detent.Identifier.medium")
    }
}

extension UISheetPresentationController {
    /// UIKit: `class Detent: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-uisheetpresentationcontroller.detent.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 15.0)
    @MainActor @preconcurrency
    open class Detent: NSObject {
        /// UIKit: `var identifier: UISheetPresentationController.Detent.Identifier { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-uisheetpresentationcontroller.detent-identifier.md:17).
        /// Unmodelled: reading records `UISheetPresentationController.Detent.identifier` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 16.0)
        open var identifier: UISheetPresentationController.Detent.Identifier {
            get {
                ModelAvailability.require("UISheetPresentationController.Detent.identifier", introduced: 16)
                ModelFindings.unmodelledStop("UISheetPresentationController.Detent.identifier")
            }
        }
        /// UIKit: `func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-uisheetpresentationcontroller.detent-resolvedvalue(in:).md:17).
        /// Unmodelled: a call records `UISheetPresentationController.Detent.resolvedValue(in:)` and returns `nil`.
        @available(iOS, introduced: 16.0)
        open func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            ModelAvailability.require("UISheetPresentationController.Detent.resolvedValue(in:)", introduced: 16)
            ModelFindings.unmodelled("UISheetPresentationController.Detent.resolvedValue(in:)")
            return nil
        }
        /// UIKit: `static func custom( identifier: UISheetPresentationController.Detent.Identifier? = nil, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? ) -> UISheetPresentationController.Detent` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-uisheetpresentationcontroller.detent-custom(identifier:resolver:).md:17).
        /// Unmodelled: a call records `UISheetPresentationController.Detent.custom(identifier:resolver:)` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 16.0)
        public static func custom(
            identifier: UISheetPresentationController.Detent.Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> UISheetPresentationController.Detent {
            ModelAvailability.require(
                "UISheetPresentationController.Detent.custom(identifier:resolver:)", introduced: 16)
            ModelFindings.unmodelledStop("UISheetPresentationController.Detent.custom(identifier:resolver:)")
        }
        /// UIKit: `class func large() -> Self` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-uisheetpresentationcontroller.detent-large().md:17).
        /// Unmodelled: a call records `UISheetPresentationController.Detent.large()` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 15.0)
        open class func large() -> Self {
            ModelAvailability.require("UISheetPresentationController.Detent.large()", introduced: 15)
            ModelFindings.unmodelledStop("UISheetPresentationController.Detent.large()")
        }
        /// UIKit: `class func medium() -> Self` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-uisheetpresentationcontroller.detent-medium().md:17).
        /// Unmodelled: a call records `UISheetPresentationController.Detent.medium()` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 15.0)
        open class func medium() -> Self {
            ModelAvailability.require("UISheetPresentationController.Detent.medium()", introduced: 15)
            ModelFindings.unmodelledStop("UISheetPresentationController.Detent.medium()")
        }
    }
}

/// UIKit: `class UISheetPresentationController: UIPresentationController` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 15.0)
@MainActor @preconcurrency
open class UISheetPresentationController: UIPresentationController {
    /// UIKit: `func animateChanges(_ changes: () -> Void)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-animatechanges(_:).md:16).
    /// Unmodelled: a call records `UISheetPresentationController.animateChanges(_:)` and does nothing.
    @available(iOS, introduced: 15.0)
    open func animateChanges(_ changes: () -> Void) {
        ModelAvailability.require("UISheetPresentationController.animateChanges(_:)", introduced: 15)
        ModelFindings.unmodelled("UISheetPresentationController.animateChanges(_:)")
    }
    /// Storage of `detents`, generated.
    private var modelStoredDetents: Optional<[UISheetPresentationController.Detent]> = nil
    /// UIKit: `var detents: [UISheetPresentationController.Detent] { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-detents.md:16).
    /// Stored: keeps what is set; a read before any set records `UISheetPresentationController.detents` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var detents: [UISheetPresentationController.Detent] {
        get {
            if let value = modelStoredDetents { return value }
            ModelAvailability.require("UISheetPresentationController.detents", introduced: 15)
            ModelFindings.unmodelled("UISheetPresentationController.detents")
            return []
        }
        set {
            modelStoredDetents = newValue
        }
    }
    /// UIKit: `func invalidateDetents()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-invalidatedetents().md:16).
    /// Unmodelled: a call records `UISheetPresentationController.invalidateDetents()` and does nothing.
    @available(iOS, introduced: 16.0)
    open func invalidateDetents() {
        ModelAvailability.require("UISheetPresentationController.invalidateDetents()", introduced: 16)
        ModelFindings.unmodelled("UISheetPresentationController.invalidateDetents()")
    }
    /// Storage of `largestUndimmedDetentIdentifier`, generated.
    private var modelStoredLargestUndimmedDetentIdentifier: Optional<UISheetPresentationController.Detent.Identifier?> =
        nil
    /// UIKit: `var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-largestundimmeddetentidentifier.md:16).
    /// Stored: keeps what is set; a read before any set records `UISheetPresentationController.largestUndimmedDetentIdentifier` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get {
            if let value = modelStoredLargestUndimmedDetentIdentifier { return value }
            ModelAvailability.require("UISheetPresentationController.largestUndimmedDetentIdentifier", introduced: 15)
            ModelFindings.unmodelled("UISheetPresentationController.largestUndimmedDetentIdentifier")
            return nil
        }
        set {
            modelStoredLargestUndimmedDetentIdentifier = newValue
        }
    }
    /// Storage of `preferredCornerRadius`, generated.
    private var modelStoredPreferredCornerRadius: Optional<CGFloat?> = nil
    /// UIKit: `var preferredCornerRadius: CGFloat? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-preferredcornerradius-3mb5.md:16).
    /// Stored: keeps what is set; a read before any set records `UISheetPresentationController.preferredCornerRadius` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var preferredCornerRadius: CGFloat? {
        get {
            if let value = modelStoredPreferredCornerRadius { return value }
            ModelAvailability.require("UISheetPresentationController.preferredCornerRadius", introduced: 15)
            ModelFindings.unmodelled("UISheetPresentationController.preferredCornerRadius")
            return nil
        }
        set {
            modelStoredPreferredCornerRadius = newValue
        }
    }
    /// Storage of `prefersEdgeAttachedInCompactHeight`, generated.
    private var modelStoredPrefersEdgeAttachedInCompactHeight: Optional<Bool> = nil
    /// UIKit: `var prefersEdgeAttachedInCompactHeight: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-prefersedgeattachedincompactheight.md:16).
    /// Stored: keeps what is set; a read before any set records `UISheetPresentationController.prefersEdgeAttachedInCompactHeight` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var prefersEdgeAttachedInCompactHeight: Bool {
        get {
            if let value = modelStoredPrefersEdgeAttachedInCompactHeight { return value }
            ModelAvailability.require(
                "UISheetPresentationController.prefersEdgeAttachedInCompactHeight", introduced: 15)
            ModelFindings.unmodelled("UISheetPresentationController.prefersEdgeAttachedInCompactHeight")
            return false
        }
        set {
            modelStoredPrefersEdgeAttachedInCompactHeight = newValue
        }
    }
    /// Storage of `prefersGrabberVisible`, generated.
    private var modelStoredPrefersGrabberVisible: Optional<Bool> = nil
    /// UIKit: `var prefersGrabberVisible: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-prefersgrabbervisible.md:16).
    /// Stored: keeps what is set; a read before any set records `UISheetPresentationController.prefersGrabberVisible` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var prefersGrabberVisible: Bool {
        get {
            if let value = modelStoredPrefersGrabberVisible { return value }
            ModelAvailability.require("UISheetPresentationController.prefersGrabberVisible", introduced: 15)
            ModelFindings.unmodelled("UISheetPresentationController.prefersGrabberVisible")
            return false
        }
        set {
            modelStoredPrefersGrabberVisible = newValue
        }
    }
    /// Storage of `prefersPageSizing`, generated.
    private var modelStoredPrefersPageSizing: Optional<Bool> = nil
    /// UIKit: `var prefersPageSizing: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-preferspagesizing.md:16).
    /// Stored: keeps what is set; a read before any set records `UISheetPresentationController.prefersPageSizing` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var prefersPageSizing: Bool {
        get {
            if let value = modelStoredPrefersPageSizing { return value }
            ModelAvailability.require("UISheetPresentationController.prefersPageSizing", introduced: 17)
            ModelFindings.unmodelled("UISheetPresentationController.prefersPageSizing")
            return false
        }
        set {
            modelStoredPrefersPageSizing = newValue
        }
    }
    /// Storage of `prefersScrollingExpandsWhenScrolledToEdge`, generated.
    private var modelStoredPrefersScrollingExpandsWhenScrolledToEdge: Optional<Bool> = nil
    /// UIKit: `var prefersScrollingExpandsWhenScrolledToEdge: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-prefersscrollingexpandswhenscrolledtoedge.md:16).
    /// Stored: keeps what is set; a read before any set records `UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var prefersScrollingExpandsWhenScrolledToEdge: Bool {
        get {
            if let value = modelStoredPrefersScrollingExpandsWhenScrolledToEdge { return value }
            ModelAvailability.require(
                "UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge", introduced: 15)
            ModelFindings.unmodelled("UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge")
            return false
        }
        set {
            modelStoredPrefersScrollingExpandsWhenScrolledToEdge = newValue
        }
    }
    /// Storage of `selectedDetentIdentifier`, generated.
    private var modelStoredSelectedDetentIdentifier: Optional<UISheetPresentationController.Detent.Identifier?> = nil
    /// UIKit: `var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-selecteddetentidentifier.md:16).
    /// Stored: keeps what is set; a read before any set records `UISheetPresentationController.selectedDetentIdentifier` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get {
            if let value = modelStoredSelectedDetentIdentifier { return value }
            ModelAvailability.require("UISheetPresentationController.selectedDetentIdentifier", introduced: 15)
            ModelFindings.unmodelled("UISheetPresentationController.selectedDetentIdentifier")
            return nil
        }
        set {
            modelStoredSelectedDetentIdentifier = newValue
        }
    }
    /// Storage of `sourceView`, generated.
    private var modelStoredSourceView: Optional<UIView?> = nil
    /// UIKit: `var sourceView: UIView? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-sourceview.md:16).
    /// Stored: keeps what is set; a read before any set records `UISheetPresentationController.sourceView` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var sourceView: UIView? {
        get {
            if let value = modelStoredSourceView { return value }
            ModelAvailability.require("UISheetPresentationController.sourceView", introduced: 15)
            ModelFindings.unmodelled("UISheetPresentationController.sourceView")
            return nil
        }
        set {
            modelStoredSourceView = newValue
        }
    }
    /// Storage of `widthFollowsPreferredContentSizeWhenEdgeAttached`, generated.
    private var modelStoredWidthFollowsPreferredContentSizeWhenEdgeAttached: Optional<Bool> = nil
    /// UIKit: `var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontroller-widthfollowspreferredcontentsizewhenedgeattached.md:16).
    /// Stored: keeps what is set; a read before any set records `UISheetPresentationController.widthFollowsPreferredContentSizeWhenEdgeAttached` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
        get {
            if let value = modelStoredWidthFollowsPreferredContentSizeWhenEdgeAttached { return value }
            ModelAvailability.require(
                "UISheetPresentationController.widthFollowsPreferredContentSizeWhenEdgeAttached", introduced: 15)
            ModelFindings.unmodelled("UISheetPresentationController.widthFollowsPreferredContentSizeWhenEdgeAttached")
            return false
        }
        set {
            modelStoredWidthFollowsPreferredContentSizeWhenEdgeAttached = newValue
        }
    }
}
