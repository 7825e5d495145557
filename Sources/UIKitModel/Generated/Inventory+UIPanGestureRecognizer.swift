// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIScrollType : UInt` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.4)
public enum UIScrollType: UInt {
    /// UIKit: `case discrete` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:6).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case discrete
    /// UIKit: `case continuous` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:7).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case continuous
}

/// UIKit: `struct UIScrollTypeMask : OptionSet` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:9).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.4)
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// UIKit: `static var discrete: UIScrollTypeMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:13).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.4)
    public static let discrete: UIScrollTypeMask = UIScrollTypeMask(rawValue: 1 << 0)
    /// UIKit: `static var continuous: UIScrollTypeMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:14).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.4)
    public static let continuous: UIScrollTypeMask = UIScrollTypeMask(rawValue: 1 << 1)
    /// UIKit: `static var all: UIScrollTypeMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:15).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.4)
    public static let all: UIScrollTypeMask = UIScrollTypeMask(rawValue: 1 << 2)
}

/// UIKit: `class UIPanGestureRecognizer : UIGestureRecognizer` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:17).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.2)
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Storage of `minimumNumberOfTouches`, generated.
    private var modelStoredMinimumNumberOfTouches: Optional<Int> = nil
    /// UIKit: `var minimumNumberOfTouches: Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:19).
    /// Stored: keeps what is set; a read before any set records `UIPanGestureRecognizer.minimumNumberOfTouches` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var minimumNumberOfTouches: Int {
        get {
            if let value = modelStoredMinimumNumberOfTouches { return value }
            ModelFindings.unmodelled("UIPanGestureRecognizer.minimumNumberOfTouches")
            return 0
        }
        set {
            modelStoredMinimumNumberOfTouches = newValue
        }
    }
    /// Storage of `maximumNumberOfTouches`, generated.
    private var modelStoredMaximumNumberOfTouches: Optional<Int> = nil
    /// UIKit: `var maximumNumberOfTouches: Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:20).
    /// Stored: keeps what is set; a read before any set records `UIPanGestureRecognizer.maximumNumberOfTouches` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var maximumNumberOfTouches: Int {
        get {
            if let value = modelStoredMaximumNumberOfTouches { return value }
            ModelFindings.unmodelled("UIPanGestureRecognizer.maximumNumberOfTouches")
            return 0
        }
        set {
            modelStoredMaximumNumberOfTouches = newValue
        }
    }
    /// UIKit: `func translation(in view: UIView?) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:21).
    /// Unmodelled: a call records `UIPanGestureRecognizer.translation(in:)` and returns `.zero`.
    @available(iOS, introduced: 3.2)
    open func translation(in view: UIView?) -> CGPoint {
        ModelFindings.unmodelled("UIPanGestureRecognizer.translation(in:)")
        return .zero
    }
    /// UIKit: `func setTranslation(_ translation: CGPoint, in view: UIView?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:22).
    /// Unmodelled: a call records `UIPanGestureRecognizer.setTranslation(_:in:)` and does nothing.
    @available(iOS, introduced: 3.2)
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        ModelFindings.unmodelled("UIPanGestureRecognizer.setTranslation(_:in:)")
    }
    /// UIKit: `func velocity(in view: UIView?) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:23).
    /// Unmodelled: a call records `UIPanGestureRecognizer.velocity(in:)` and returns `.zero`.
    @available(iOS, introduced: 3.2)
    open func velocity(in view: UIView?) -> CGPoint {
        ModelFindings.unmodelled("UIPanGestureRecognizer.velocity(in:)")
        return .zero
    }
    /// Storage of `allowedScrollTypesMask`, generated.
    private var modelStoredAllowedScrollTypesMask: Optional<UIScrollTypeMask> = nil
    /// UIKit: `var allowedScrollTypesMask: UIScrollTypeMask` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPanGestureRecognizer.swift:24).
    /// Stored: keeps what is set; a read before any set records `UIPanGestureRecognizer.allowedScrollTypesMask` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.4)
    open var allowedScrollTypesMask: UIScrollTypeMask {
        get {
            if let value = modelStoredAllowedScrollTypesMask { return value }
            ModelFindings.unmodelled("UIPanGestureRecognizer.allowedScrollTypesMask")
            return []
        }
        set {
            modelStoredAllowedScrollTypesMask = newValue
        }
    }
}
