import Foundation

/// A layout constraint between two anchors. The model records constraints and whether they are
/// active; activating one files it with the views (or layout guides) it relates, which is where
/// the self-sizing analysis (`SelfSizing/ModelVerticalLayout.swift`) finds it. The model solves
/// only the vertical axis of a cell's content, for self-sizing; frames of views are not computed.
///
/// Apple: NSLayoutConstraint — `activate(_:)`, `deactivate(_:)`, `isActive` ("activating or
/// deactivating the constraint calls addConstraint(_:) and removeConstraint(_:) on the view
/// that is the closest common ancestor of the items managed by this constraint"), `constant`,
/// `priority`, `multiplier`, `firstItem`, `secondItem`, `firstAttribute`, `secondAttribute`.
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// Apple: NSLayoutConstraint.Relation.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// Apple: NSLayoutConstraint.Attribute (the anchors' attributes; margins attributes are
    /// expressed through `layoutMarginsGuide` in the model).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12
        case notAnAttribute = 0
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `case bottomMargin` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:54).
        /// Declared from the inventory.
        @available(iOS, introduced: 8.0)
        case bottomMargin = 29

        /// UIKit: `case centerXWithinMargins` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:60).
        /// Declared from the inventory.
        @available(iOS, introduced: 8.0)
        case centerXWithinMargins = 32

        /// UIKit: `case centerYWithinMargins` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:62).
        /// Declared from the inventory.
        @available(iOS, introduced: 8.0)
        case centerYWithinMargins = 33

        /// UIKit: `case leadingMargin` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:56).
        /// Declared from the inventory.
        @available(iOS, introduced: 8.0)
        case leadingMargin = 30

        /// UIKit: `case leftMargin` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:48).
        /// Declared from the inventory.
        @available(iOS, introduced: 8.0)
        case leftMargin = 26

        /// UIKit: `case rightMargin` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:50).
        /// Declared from the inventory.
        @available(iOS, introduced: 8.0)
        case rightMargin = 27

        /// UIKit: `case topMargin` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:52).
        /// Declared from the inventory.
        @available(iOS, introduced: 8.0)
        case topMargin = 28

        /// UIKit: `case trailingMargin` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:58).
        /// Declared from the inventory.
        @available(iOS, introduced: 8.0)
        case trailingMargin = 31
        // cellspec:generated:end
    }

    /// Apple: NSLayoutConstraint.Axis.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The anchors the constraint relates (model: kept for inspection).
    let firstAnchor: AnyObject
    let secondAnchor: AnyObject?
    /// Apple: NSLayoutConstraint.relation.
    public let relation: Relation
    /// Apple: NSLayoutConstraint.multiplier.
    public let multiplier: CGFloat
    /// Apple: NSLayoutConstraint.constant.
    open var constant: CGFloat
    /// Apple: NSLayoutConstraint.priority.
    open var priority: UILayoutPriority = .required
    /// Apple: NSLayoutConstraint.isActive — files the constraint with the items it relates.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            for item in [firstItem, secondItem].compactMap({ $0 }) {
                if let view = item as? UIView {
                    view.modelSetConstraint(self, active: isActive)
                } else if let guide = item as? UILayoutGuide {
                    guide.modelSetConstraint(self, active: isActive)
                }
            }
        }
    }
    /// Apple: NSLayoutConstraint.firstItem.
    public var firstItem: AnyObject? { (firstAnchor as? ModelAnchorIdentity)?.modelOwner }
    /// Apple: NSLayoutConstraint.secondItem.
    public var secondItem: AnyObject? { (secondAnchor as? ModelAnchorIdentity)?.modelOwner }
    /// Apple: NSLayoutConstraint.firstAttribute.
    public var firstAttribute: Attribute { (firstAnchor as? ModelAnchorIdentity)?.modelAttribute ?? .notAnAttribute }
    /// Apple: NSLayoutConstraint.secondAttribute.
    public var secondAttribute: Attribute { (secondAnchor as? ModelAnchorIdentity)?.modelAttribute ?? .notAnAttribute }
    /// Apple: NSLayoutConstraint.identifier.
    open var identifier: String?

    init(first: AnyObject, second: AnyObject?, relation: Relation, multiplier: CGFloat, constant: CGFloat) {
        self.firstAnchor = first
        self.secondAnchor = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Apple: NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
    /// — "view1.attr1 = multiplier × view2.attr2 + constant"; items are views or layout guides,
    /// `toItem` nil with `.notAnAttribute` for a constant size.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first =
            ModelLayoutAnchors.of(view1 as AnyObject)?.anchor(attr1)
            ?? NSLayoutDimension(owner: view1 as AnyObject, attribute: attr1)
        let second = view2.flatMap { ModelLayoutAnchors.of($0 as AnyObject)?.anchor(attr2) }
        self.init(first: first, second: second, relation: relation, multiplier: multiplier, constant: c)
    }

    /// Apple: NSLayoutConstraint.activate(_:).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Apple: NSLayoutConstraint.deactivate(_:).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `shouldBeArchived`, generated.
    private var modelStoredShouldBeArchived: Optional<Bool> = nil
    /// UIKit: `var shouldBeArchived: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:98).
    /// Stored: keeps what is set; a read before any set records `NSLayoutConstraint.shouldBeArchived` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var shouldBeArchived: Bool {
        get {
            if let value = modelStoredShouldBeArchived { return value }
            ModelFindings.unmodelled("NSLayoutConstraint.shouldBeArchived")
            return false
        }
        set {
            modelStoredShouldBeArchived = newValue
        }
    }
    // cellspec:generated:end
}

/// Apple: UILayoutPriority.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: Float) -> Self { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: Self, rhs: Float) -> Self { UILayoutPriority(lhs.rawValue - rhs) }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `static let dragThatCanResizeScene: UILayoutPriority` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:15).
    /// Unmodelled: reading records `UILayoutPriority.dragThatCanResizeScene` and stops the example: no value of its type can be made.
    public static var dragThatCanResizeScene: UILayoutPriority {
        get {
            ModelFindings.unmodelledStop("UILayoutPriority.dragThatCanResizeScene")
        }
    }

    /// UIKit: `static let dragThatCannotResizeScene: UILayoutPriority` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:17).
    /// Unmodelled: reading records `UILayoutPriority.dragThatCannotResizeScene` and stops the example: no value of its type can be made.
    public static var dragThatCannotResizeScene: UILayoutPriority {
        get {
            ModelFindings.unmodelledStop("UILayoutPriority.dragThatCannotResizeScene")
        }
    }

    /// UIKit: `static let sceneSizeStayPut: UILayoutPriority` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:16).
    /// Unmodelled: reading records `UILayoutPriority.sceneSizeStayPut` and stops the example: no value of its type can be made.
    public static var sceneSizeStayPut: UILayoutPriority {
        get {
            ModelFindings.unmodelledStop("UILayoutPriority.sceneSizeStayPut")
        }
    }
    // cellspec:generated:end
}
