// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIScrollView {
    /// UIKit: `enum IndicatorStyle : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:3).
    /// Declared from the inventory; its members say what each does.
    public enum IndicatorStyle: Int {
        /// UIKit: `case default` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:6).
        /// Declared from the inventory.
        case `default`
        /// UIKit: `case black` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:7).
        /// Declared from the inventory.
        case black
        /// UIKit: `case white` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:8).
        /// Declared from the inventory.
        case white
    }
}

extension UIScrollView {
    /// UIKit: `enum KeyboardDismissMode : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:10).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 7.0)
    public enum KeyboardDismissMode: Int {
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:14).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case none
        /// UIKit: `case onDrag` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case onDrag
        /// UIKit: `case interactive` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:16).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case interactive
        /// UIKit: `case interactiveWithAccessory` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscrollview-uiscrollview.keyboarddismissmode-uiscrollview.keyboarddismissmode.interactivewithaccessory.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case interactiveWithAccessory
        /// UIKit: `case onDragWithAccessory` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscrollview-uiscrollview.keyboarddismissmode-uiscrollview.keyboarddismissmode.ondragwithaccessory.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case onDragWithAccessory
    }
}

extension UIScrollView {
    /// UIKit: `enum IndexDisplayMode : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:18).
    /// Declared from the inventory; its members say what each does.
    public enum IndexDisplayMode: Int {
        /// UIKit: `case automatic` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:21).
        /// Declared from the inventory.
        case automatic
        /// UIKit: `case alwaysHidden` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:22).
        /// Declared from the inventory.
        case alwaysHidden
    }
}

extension UIScrollView {
    /// UIKit: `enum ContentInsetAdjustmentBehavior : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:24).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 11.0)
    public enum ContentInsetAdjustmentBehavior: Int {
        /// UIKit: `case automatic` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:28).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case automatic
        /// UIKit: `case scrollableAxes` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:29).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case scrollableAxes
        /// UIKit: `case never` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:30).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case never
        /// UIKit: `case always` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:31).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case always
    }
}

extension UIScrollView {
    /// UIKit: `struct DecelerationRate : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:33).
    /// Declared from the inventory; its members say what each does.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit: `static let normal: UIScrollView.DecelerationRate` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:39).
        /// Unmodelled: reading records `UIScrollView.DecelerationRate.normal` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 3.0)
        public static var normal: UIScrollView.DecelerationRate {
            get {
                ModelFindings.unmodelledStop("UIScrollView.DecelerationRate.normal")
            }
        }
        /// UIKit: `static let fast: UIScrollView.DecelerationRate` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:41).
        /// Unmodelled: reading records `UIScrollView.DecelerationRate.fast` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 3.0)
        public static var fast: UIScrollView.DecelerationRate {
            get {
                ModelFindings.unmodelledStop("UIScrollView.DecelerationRate.fast")
            }
        }
    }
}

extension UIScrollViewDelegate {
    /// UIKit: `optional func scrollViewDidZoom(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:112).
    /// Unmodelled: a call records `UIScrollViewDelegate.scrollViewDidZoom(_:)` and does nothing.
    @available(iOS, introduced: 3.2)
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        ModelFindings.unmodelled("UIScrollViewDelegate.scrollViewDidZoom(_:)")
    }
}

extension UIScrollViewDelegate {
    /// UIKit: `optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:114).
    /// Unmodelled: a call records `UIScrollViewDelegate.scrollViewWillBeginDragging(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        ModelFindings.unmodelled("UIScrollViewDelegate.scrollViewWillBeginDragging(_:)")
    }
}

extension UIScrollViewDelegate {
    /// UIKit: `optional func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:118).
    /// Unmodelled: a call records `UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        ModelFindings.unmodelled("UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)")
    }
}

extension UIScrollViewDelegate {
    /// UIKit: `optional func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:120).
    /// Unmodelled: a call records `UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        ModelFindings.unmodelled("UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)")
    }
}

extension UIScrollViewDelegate {
    /// UIKit: `optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:122).
    /// Unmodelled: a call records `UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        ModelFindings.unmodelled("UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)")
    }
}

extension UIScrollViewDelegate {
    /// UIKit: `optional func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:124).
    /// Unmodelled: a call records `UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        ModelFindings.unmodelled("UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)")
    }
}

extension UIScrollViewDelegate {
    /// UIKit: `optional func viewForZooming(in scrollView: UIScrollView) -> UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:126).
    /// Unmodelled: a call records `UIScrollViewDelegate.viewForZooming(in:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        ModelFindings.unmodelled("UIScrollViewDelegate.viewForZooming(in:)")
        return nil
    }
}

extension UIScrollViewDelegate {
    /// UIKit: `optional func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:128).
    /// Unmodelled: a call records `UIScrollViewDelegate.scrollViewWillBeginZooming(_:with:)` and does nothing.
    @available(iOS, introduced: 3.2)
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        ModelFindings.unmodelled("UIScrollViewDelegate.scrollViewWillBeginZooming(_:with:)")
    }
}

extension UIScrollViewDelegate {
    /// UIKit: `optional func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:130).
    /// Unmodelled: a call records `UIScrollViewDelegate.scrollViewDidEndZooming(_:with:atScale:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        ModelFindings.unmodelled("UIScrollViewDelegate.scrollViewDidEndZooming(_:with:atScale:)")
    }
}

extension UIScrollViewDelegate {
    /// UIKit: `optional func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:132).
    /// Unmodelled: a call records `UIScrollViewDelegate.scrollViewShouldScrollToTop(_:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        ModelFindings.unmodelled("UIScrollViewDelegate.scrollViewShouldScrollToTop(_:)")
        return false
    }
}

extension UIScrollViewDelegate {
    /// UIKit: `optional func scrollViewDidScrollToTop(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:134).
    /// Unmodelled: a call records `UIScrollViewDelegate.scrollViewDidScrollToTop(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        ModelFindings.unmodelled("UIScrollViewDelegate.scrollViewDidScrollToTop(_:)")
    }
}

extension UIScrollViewDelegate {
    /// UIKit: `optional func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScrollView.swift:136).
    /// Unmodelled: a call records `UIScrollViewDelegate.scrollViewDidChangeAdjustedContentInset(_:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        ModelFindings.unmodelled("UIScrollViewDelegate.scrollViewDidChangeAdjustedContentInset(_:)")
    }
}
