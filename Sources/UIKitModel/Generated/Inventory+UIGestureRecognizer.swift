// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIGestureRecognizerDelegate {
    /// UIKit: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:50).
    /// Unmodelled: a call records `UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRequireFailureOf:)` and returns `false`.
    @available(iOS, introduced: 7.0)
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        ModelFindings.unmodelled("UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRequireFailureOf:)")
        return false
    }
}

extension UIGestureRecognizerDelegate {
    /// UIKit: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:52).
    /// Unmodelled: a call records `UIGestureRecognizerDelegate.gestureRecognizer(_:shouldBeRequiredToFailBy:)` and returns `false`.
    @available(iOS, introduced: 7.0)
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        ModelFindings.unmodelled("UIGestureRecognizerDelegate.gestureRecognizer(_:shouldBeRequiredToFailBy:)")
        return false
    }
}

extension UIGestureRecognizerDelegate {
    /// UIKit: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:54).
    /// Unmodelled: a call records `UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)` and returns `false`.
    @available(iOS, introduced: 3.2)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        ModelFindings.unmodelled("UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)")
        return false
    }
}

extension UIGestureRecognizerDelegate {
    /// UIKit: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:56).
    /// Unmodelled: a call records `UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)` and returns `false`.
    @available(iOS, introduced: 9.0)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        ModelFindings.unmodelled("UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)")
        return false
    }
}

extension UIGestureRecognizerDelegate {
    /// UIKit: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGestureRecognizer.swift:58).
    /// Unmodelled: a call records `UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)` and returns `false`.
    @available(iOS, introduced: 13.4)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        ModelFindings.unmodelled("UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)")
        return false
    }
}
