// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class CATransaction : NSObject` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
open class CATransaction: NSObject {
    /// UIKit: `class func begin()` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:4).
    /// Unmodelled: a call records `CATransaction.begin()` and does nothing.
    @available(iOS, introduced: 2.0)
    open class func begin() {
        ModelFindings.unmodelled("CATransaction.begin()")
    }
    /// UIKit: `class func commit()` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:5).
    /// Unmodelled: a call records `CATransaction.commit()` and does nothing.
    @available(iOS, introduced: 2.0)
    open class func commit() {
        ModelFindings.unmodelled("CATransaction.commit()")
    }
    /// UIKit: `class func flush()` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:6).
    /// Unmodelled: a call records `CATransaction.flush()` and does nothing.
    @available(iOS, introduced: 2.0)
    open class func flush() {
        ModelFindings.unmodelled("CATransaction.flush()")
    }
    /// UIKit: `class func lock()` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:7).
    /// Unmodelled: a call records `CATransaction.lock()` and does nothing.
    @available(iOS, introduced: 2.0)
    open class func lock() {
        ModelFindings.unmodelled("CATransaction.lock()")
    }
    /// UIKit: `class func unlock()` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:8).
    /// Unmodelled: a call records `CATransaction.unlock()` and does nothing.
    @available(iOS, introduced: 2.0)
    open class func unlock() {
        ModelFindings.unmodelled("CATransaction.unlock()")
    }
    /// UIKit: `class func animationDuration() -> CFTimeInterval` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:9).
    /// Unmodelled: a call records `CATransaction.animationDuration()` and returns `0`.
    @available(iOS, introduced: 2.0)
    open class func animationDuration() -> CFTimeInterval {
        ModelFindings.unmodelled("CATransaction.animationDuration()")
        return 0
    }
    /// UIKit: `class func setAnimationDuration(_ dur: CFTimeInterval)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:10).
    /// Unmodelled: a call records `CATransaction.setAnimationDuration(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        ModelFindings.unmodelled("CATransaction.setAnimationDuration(_:)")
    }
    /// UIKit: `class func animationTimingFunction() -> CAMediaTimingFunction?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:11).
    /// Unmodelled: a call records `CATransaction.animationTimingFunction()` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        ModelFindings.unmodelled("CATransaction.animationTimingFunction()")
        return nil
    }
    /// UIKit: `class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:12).
    /// Unmodelled: a call records `CATransaction.setAnimationTimingFunction(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        ModelFindings.unmodelled("CATransaction.setAnimationTimingFunction(_:)")
    }
    /// UIKit: `class func disableActions() -> Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:13).
    /// Unmodelled: a call records `CATransaction.disableActions()` and returns `false`.
    @available(iOS, introduced: 2.0)
    open class func disableActions() -> Bool {
        ModelFindings.unmodelled("CATransaction.disableActions()")
        return false
    }
    /// UIKit: `class func setDisableActions(_ flag: Bool)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:14).
    /// Unmodelled: a call records `CATransaction.setDisableActions(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open class func setDisableActions(_ flag: Bool) {
        ModelFindings.unmodelled("CATransaction.setDisableActions(_:)")
    }
    /// UIKit: `class func completionBlock() -> (() -> Void)?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:15).
    /// Unmodelled: a call records `CATransaction.completionBlock()` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open class func completionBlock() -> (() -> Void)? {
        ModelFindings.unmodelled("CATransaction.completionBlock()")
        return nil
    }
    /// UIKit: `class func setCompletionBlock(_ block: (() -> Void)?)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:16).
    /// Unmodelled: a call records `CATransaction.setCompletionBlock(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        ModelFindings.unmodelled("CATransaction.setCompletionBlock(_:)")
    }
    /// UIKit: `class func setValue( _ anObject: Any?, forKey key: String )` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransaction-setvalue(_:forkey:).md:16).
    /// Unmodelled: a call records `CATransaction.setValue(_:forKey:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open class func setValue(_ anObject: Any?, forKey key: String) {
        ModelFindings.unmodelled("CATransaction.setValue(_:forKey:)")
    }
    /// UIKit: `class func value(forKey key: String) -> Any?` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransaction-value(forkey:).md:16).
    /// Unmodelled: a call records `CATransaction.value(forKey:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open class func value(forKey key: String) -> Any? {
        ModelFindings.unmodelled("CATransaction.value(forKey:)")
        return nil
    }
}

/// UIKit: `let kCATransactionAnimationDuration: String` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:18).
/// Unmodelled: reading records `kCATransactionAnimationDuration` and returns `""`.
@available(iOS, introduced: 2.0)
public var kCATransactionAnimationDuration: String {
    get {
        ModelFindings.unmodelled("kCATransactionAnimationDuration")
        return ""
    }
}

/// UIKit: `let kCATransactionDisableActions: String` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:20).
/// Unmodelled: reading records `kCATransactionDisableActions` and returns `""`.
@available(iOS, introduced: 2.0)
public var kCATransactionDisableActions: String {
    get {
        ModelFindings.unmodelled("kCATransactionDisableActions")
        return ""
    }
}

/// UIKit: `let kCATransactionAnimationTimingFunction: String` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:22).
/// Unmodelled: reading records `kCATransactionAnimationTimingFunction` and returns `""`.
@available(iOS, introduced: 3.0)
public var kCATransactionAnimationTimingFunction: String {
    get {
        ModelFindings.unmodelled("kCATransactionAnimationTimingFunction")
        return ""
    }
}

/// UIKit: `let kCATransactionCompletionBlock: String` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CATransaction.swift:24).
/// Unmodelled: reading records `kCATransactionCompletionBlock` and returns `""`.
@available(iOS, introduced: 4.0)
public var kCATransactionCompletionBlock: String {
    get {
        ModelFindings.unmodelled("kCATransactionCompletionBlock")
        return ""
    }
}
