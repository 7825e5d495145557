// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UICalendarView {
    /// UIKit: `class Decoration: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-uicalendarview.decoration.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    @MainActor @preconcurrency
    open class Decoration: NSObject {
        /// UIKit: `static func default( color: UIColor? = nil, size: UICalendarView.DecorationSize = .medium ) -> UICalendarView.Decoration` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-uicalendarview.decoration-default(color:size:).md:17).
        /// Unmodelled: a call records `UICalendarView.Decoration.`default`(color:size:)` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 16.0)
        public static func `default`(color: UIColor? = nil, size: UICalendarView.DecorationSize = .medium)
            -> UICalendarView.Decoration
        {
            ModelAvailability.require("UICalendarView.Decoration.`default`(color:size:)", introduced: 16)
            ModelFindings.unmodelledStop("UICalendarView.Decoration.`default`(color:size:)")
        }
        /// UIKit: `class func customView(_ customViewProvider: @escaping () -> UIView) -> Self` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-uicalendarview.decoration-customview(_:).md:17).
        /// Unmodelled: a call records `UICalendarView.Decoration.customView(_:)` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 16.0)
        open class func customView(_ customViewProvider: @escaping () -> UIView) -> Self {
            ModelAvailability.require("UICalendarView.Decoration.customView(_:)", introduced: 16)
            ModelFindings.unmodelledStop("UICalendarView.Decoration.customView(_:)")
        }
        /// UIKit: `static func image( _ image: UIImage?, color: UIColor? = nil, size: UICalendarView.DecorationSize = .medium ) -> UICalendarView.Decoration` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-uicalendarview.decoration-image(_:color:size:).md:17).
        /// Unmodelled: a call records `UICalendarView.Decoration.image(_:color:size:)` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 16.0)
        public static func image(
            _ image: UIImage?, color: UIColor? = nil, size: UICalendarView.DecorationSize = .medium
        ) -> UICalendarView.Decoration {
            ModelAvailability.require("UICalendarView.Decoration.image(_:color:size:)", introduced: 16)
            ModelFindings.unmodelledStop("UICalendarView.Decoration.image(_:color:size:)")
        }
    }
}

extension UICalendarView {
    /// UIKit: `enum DecorationSize: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-uicalendarview.decorationsize.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    public enum DecorationSize: Int {
        /// UIKit: `case large` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-uicalendarview.decorationsize-uicalendarview.decorationsize.large.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case large
        /// UIKit: `case medium` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-uicalendarview.decorationsize-uicalendarview.decorationsize.medium.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case medium
        /// UIKit: `case small` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-uicalendarview.decorationsize-uicalendarview.decorationsize.small.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case small
    }
}

/// UIKit: `class UICalendarView: UIView` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
open class UICalendarView: UIView {
    /// Storage of `calendar`, generated.
    private var modelStoredCalendar: Optional<Calendar> = nil
    /// UIKit: `var calendar: Calendar { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-calendar.md:16).
    /// Stored: keeps what is set; a read before any set records `UICalendarView.calendar` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var calendar: Calendar {
        get {
            if let value = modelStoredCalendar { return value }
            ModelAvailability.require("UICalendarView.calendar", introduced: 16)
            ModelFindings.unmodelledStop("UICalendarView.calendar")
        }
        set {
            modelStoredCalendar = newValue
        }
    }
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<(any UICalendarViewDelegate)?> = nil
    /// UIKit: `weak var delegate: (any UICalendarViewDelegate)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-delegate.md:16).
    /// Stored: keeps what is set; a read before any set records `UICalendarView.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var delegate: (any UICalendarViewDelegate)? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelAvailability.require("UICalendarView.delegate", introduced: 16)
            ModelFindings.unmodelled("UICalendarView.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }
    /// Storage of `fontDesign`, generated.
    private var modelStoredFontDesign: Optional<UIFontDescriptor.SystemDesign> = nil
    /// UIKit: `var fontDesign: UIFontDescriptor.SystemDesign { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-fontdesign.md:16).
    /// Stored: keeps what is set; a read before any set records `UICalendarView.fontDesign` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var fontDesign: UIFontDescriptor.SystemDesign {
        get {
            if let value = modelStoredFontDesign { return value }
            ModelAvailability.require("UICalendarView.fontDesign", introduced: 16)
            ModelFindings.unmodelledStop("UICalendarView.fontDesign")
        }
        set {
            modelStoredFontDesign = newValue
        }
    }
    /// Storage of `locale`, generated.
    private var modelStoredLocale: Optional<Locale> = nil
    /// UIKit: `var locale: Locale { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-locale.md:16).
    /// Stored: keeps what is set; a read before any set records `UICalendarView.locale` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var locale: Locale {
        get {
            if let value = modelStoredLocale { return value }
            ModelAvailability.require("UICalendarView.locale", introduced: 16)
            ModelFindings.unmodelledStop("UICalendarView.locale")
        }
        set {
            modelStoredLocale = newValue
        }
    }
    /// UIKit: `func reloadDecorations( forDateComponents dates: [DateComponents], animated: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-reloaddecorations(fordatecomponents:animated:).md:16).
    /// Unmodelled: a call records `UICalendarView.reloadDecorations(forDateComponents:animated:)` and does nothing.
    @available(iOS, introduced: 16.0)
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {
        ModelAvailability.require("UICalendarView.reloadDecorations(forDateComponents:animated:)", introduced: 16)
        ModelFindings.unmodelled("UICalendarView.reloadDecorations(forDateComponents:animated:)")
    }
    /// Storage of `selectionBehavior`, generated.
    private var modelStoredSelectionBehavior: Optional<UICalendarSelection?> = nil
    /// UIKit: `var selectionBehavior: UICalendarSelection? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-selectionbehavior.md:16).
    /// Stored: keeps what is set; a read before any set records `UICalendarView.selectionBehavior` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var selectionBehavior: UICalendarSelection? {
        get {
            if let value = modelStoredSelectionBehavior { return value }
            ModelAvailability.require("UICalendarView.selectionBehavior", introduced: 16)
            ModelFindings.unmodelled("UICalendarView.selectionBehavior")
            return nil
        }
        set {
            modelStoredSelectionBehavior = newValue
        }
    }
    /// UIKit: `func setVisibleDateComponents( _ dateComponents: DateComponents, animated: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-setvisibledatecomponents(_:animated:).md:16).
    /// Unmodelled: a call records `UICalendarView.setVisibleDateComponents(_:animated:)` and does nothing.
    @available(iOS, introduced: 16.0)
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        ModelAvailability.require("UICalendarView.setVisibleDateComponents(_:animated:)", introduced: 16)
        ModelFindings.unmodelled("UICalendarView.setVisibleDateComponents(_:animated:)")
    }
    /// Storage of `timeZone`, generated.
    private var modelStoredTimeZone: Optional<TimeZone?> = nil
    /// UIKit: `var timeZone: TimeZone? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-timezone.md:16).
    /// Stored: keeps what is set; a read before any set records `UICalendarView.timeZone` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var timeZone: TimeZone? {
        get {
            if let value = modelStoredTimeZone { return value }
            ModelAvailability.require("UICalendarView.timeZone", introduced: 16)
            ModelFindings.unmodelled("UICalendarView.timeZone")
            return nil
        }
        set {
            modelStoredTimeZone = newValue
        }
    }
    /// Storage of `visibleDateComponents`, generated.
    private var modelStoredVisibleDateComponents: Optional<DateComponents> = nil
    /// UIKit: `var visibleDateComponents: DateComponents { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-visibledatecomponents.md:16).
    /// Stored: keeps what is set; a read before any set records `UICalendarView.visibleDateComponents` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var visibleDateComponents: DateComponents {
        get {
            if let value = modelStoredVisibleDateComponents { return value }
            ModelAvailability.require("UICalendarView.visibleDateComponents", introduced: 16)
            ModelFindings.unmodelledStop("UICalendarView.visibleDateComponents")
        }
        set {
            modelStoredVisibleDateComponents = newValue
        }
    }
    /// Storage of `wantsDateDecorations`, generated.
    private var modelStoredWantsDateDecorations: Optional<Bool> = nil
    /// UIKit: `var wantsDateDecorations: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarview-wantsdatedecorations.md:16).
    /// Stored: keeps what is set; a read before any set records `UICalendarView.wantsDateDecorations` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var wantsDateDecorations: Bool {
        get {
            if let value = modelStoredWantsDateDecorations { return value }
            ModelAvailability.require("UICalendarView.wantsDateDecorations", introduced: 16)
            ModelFindings.unmodelled("UICalendarView.wantsDateDecorations")
            return false
        }
        set {
            modelStoredWantsDateDecorations = newValue
        }
    }
}
