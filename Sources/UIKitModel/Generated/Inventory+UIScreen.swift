// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIScreen {
    /// UIKit: `enum ReferenceDisplayModeStatus: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscreen-uiscreen.referencedisplaymodestatus.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    public enum ReferenceDisplayModeStatus: Int {
        /// UIKit: `case enabled` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscreen-uiscreen.referencedisplaymodestatus-uiscreen.referencedisplaymodestatus.enabled.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case enabled
        /// UIKit: `case limited` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscreen-uiscreen.referencedisplaymodestatus-uiscreen.referencedisplaymodestatus.limited.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case limited
        /// UIKit: `case notEnabled` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscreen-uiscreen.referencedisplaymodestatus-uiscreen.referencedisplaymodestatus.notenabled.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case notEnabled
        /// UIKit: `case notSupported` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscreen-uiscreen.referencedisplaymodestatus-uiscreen.referencedisplaymodestatus.notsupported.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case notSupported
    }
}

extension UIScreen {
    /// UIKit: `enum OverscanCompensation : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:13).
    /// Declared from the inventory; its members say what each does.
    public enum OverscanCompensation: Int {
        /// UIKit: `case scale` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:16).
        /// Declared from the inventory.
        case scale
        /// UIKit: `case insetBounds` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:17).
        /// Declared from the inventory.
        case insetBounds
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:18).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case none
        /// UIKit: `static var insetApplicationFrame: UIScreen.OverscanCompensation { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:20).
        /// Unmodelled: reading records `UIScreen.OverscanCompensation.insetApplicationFrame` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 5.0)
        @available(iOS, deprecated: 9.0)
        @available(*, deprecated, message: "deprecated in iOS 9.0")
        public static var insetApplicationFrame: UIScreen.OverscanCompensation {
            get {
                ModelFindings.unmodelledStop("UIScreen.OverscanCompensation.insetApplicationFrame")
            }
        }
    }
}

/// UIKit: `class UIScreen : NSObject, UITraitEnvironment` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:24).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency
open class UIScreen: NSObject {
    /// UIKit: `class let didConnectNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:3).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.2)
    public static let didConnectNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIScreen.didConnectNotification")
    /// UIKit: `class let didDisconnectNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:5).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.2)
    public static let didDisconnectNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIScreen.didDisconnectNotification")
    /// UIKit: `class let modeDidChangeNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:7).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.2)
    public static let modeDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIScreen.modeDidChangeNotification")
    /// UIKit: `class let brightnessDidChangeNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:9).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let brightnessDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIScreen.brightnessDidChangeNotification")
    /// UIKit: `class let capturedDidChangeNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:11).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 11.0)
    public static let capturedDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIScreen.capturedDidChangeNotification")
    /// UIKit: `var currentEDRHeadroom: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscreen-currentedrheadroom.md:16).
    /// Unmodelled: reading records `UIScreen.currentEDRHeadroom` and returns `0`.
    @available(iOS, introduced: 16.0)
    open var currentEDRHeadroom: CGFloat {
        get {
            ModelAvailability.require("UIScreen.currentEDRHeadroom", introduced: 16)
            ModelFindings.unmodelled("UIScreen.currentEDRHeadroom")
            return 0
        }
    }
    /// UIKit: `var potentialEDRHeadroom: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscreen-potentialedrheadroom.md:16).
    /// Unmodelled: reading records `UIScreen.potentialEDRHeadroom` and returns `0`.
    @available(iOS, introduced: 16.0)
    open var potentialEDRHeadroom: CGFloat {
        get {
            ModelAvailability.require("UIScreen.potentialEDRHeadroom", introduced: 16)
            ModelFindings.unmodelled("UIScreen.potentialEDRHeadroom")
            return 0
        }
    }
    /// UIKit: `var referenceDisplayModeStatus: UIScreen.ReferenceDisplayModeStatus { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscreen-referencedisplaymodestatus.md:16).
    /// Unmodelled: reading records `UIScreen.referenceDisplayModeStatus` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open var referenceDisplayModeStatus: UIScreen.ReferenceDisplayModeStatus {
        get {
            ModelAvailability.require("UIScreen.referenceDisplayModeStatus", introduced: 16)
            ModelFindings.unmodelledStop("UIScreen.referenceDisplayModeStatus")
        }
    }
    /// UIKit: `nonisolated class let referenceDisplayModeStatusDidChangeNotification: NSNotification.Name` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscreen-referencedisplaymodestatusdidchangenotification.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 16.0)
    public static let referenceDisplayModeStatusDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIScreen.referenceDisplayModeStatusDidChangeNotification")
    /// UIKit: `class var screens: [UIScreen] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:26).
    /// Unmodelled: reading records `UIScreen.screens` and returns `[]`.
    @available(iOS, introduced: 3.2)
    open class var screens: [UIScreen] {
        get {
            ModelFindings.unmodelled("UIScreen.screens")
            return []
        }
    }
    /// UIKit: `var availableModes: [UIScreenMode] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:32).
    /// Unmodelled: reading records `UIScreen.availableModes` and returns `[]`.
    @available(iOS, introduced: 3.2)
    open var availableModes: [UIScreenMode] {
        get {
            ModelFindings.unmodelled("UIScreen.availableModes")
            return []
        }
    }
    /// UIKit: `var preferredMode: UIScreenMode? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:34).
    /// Unmodelled: reading records `UIScreen.preferredMode` and returns `nil`.
    @available(iOS, introduced: 4.3)
    open var preferredMode: UIScreenMode? {
        get {
            ModelFindings.unmodelled("UIScreen.preferredMode")
            return nil
        }
    }
    /// Storage of `currentMode`, generated.
    private var modelStoredCurrentMode: Optional<UIScreenMode?> = nil
    /// UIKit: `var currentMode: UIScreenMode?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:36).
    /// Stored: keeps what is set; a read before any set records `UIScreen.currentMode` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var currentMode: UIScreenMode? {
        get {
            if let value = modelStoredCurrentMode { return value }
            ModelFindings.unmodelled("UIScreen.currentMode")
            return nil
        }
        set {
            modelStoredCurrentMode = newValue
        }
    }
    /// Storage of `overscanCompensation`, generated.
    private var modelStoredOverscanCompensation: Optional<UIScreen.OverscanCompensation> = nil
    /// UIKit: `var overscanCompensation: UIScreen.OverscanCompensation` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:38).
    /// Stored: keeps what is set; a read before any set records `UIScreen.overscanCompensation` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var overscanCompensation: UIScreen.OverscanCompensation {
        get {
            if let value = modelStoredOverscanCompensation { return value }
            ModelFindings.unmodelledStop("UIScreen.overscanCompensation")
        }
        set {
            modelStoredOverscanCompensation = newValue
        }
    }
    /// UIKit: `var overscanCompensationInsets: UIEdgeInsets { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:40).
    /// Unmodelled: reading records `UIScreen.overscanCompensationInsets` and returns `.zero`.
    @available(iOS, introduced: 9.0)
    open var overscanCompensationInsets: UIEdgeInsets {
        get {
            ModelFindings.unmodelled("UIScreen.overscanCompensationInsets")
            return .zero
        }
    }
    /// UIKit: `var mirrored: UIScreen? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:42).
    /// Unmodelled: reading records `UIScreen.mirrored` and returns `nil`.
    @available(iOS, introduced: 4.3)
    open var mirrored: UIScreen? {
        get {
            ModelFindings.unmodelled("UIScreen.mirrored")
            return nil
        }
    }
    /// UIKit: `var isCaptured: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:44).
    /// Unmodelled: reading records `UIScreen.isCaptured` and returns `false`.
    @available(iOS, introduced: 11.0)
    @available(iOS, deprecated: 18.4)
    @available(*, deprecated, message: "deprecated in iOS 18.4")
    open var isCaptured: Bool {
        get {
            ModelFindings.unmodelled("UIScreen.isCaptured")
            return false
        }
    }
    /// Storage of `brightness`, generated.
    private var modelStoredBrightness: Optional<CGFloat> = nil
    /// UIKit: `var brightness: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:46).
    /// Stored: keeps what is set; a read before any set records `UIScreen.brightness` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var brightness: CGFloat {
        get {
            if let value = modelStoredBrightness { return value }
            ModelFindings.unmodelled("UIScreen.brightness")
            return 0
        }
        set {
            modelStoredBrightness = newValue
        }
    }
    /// Storage of `wantsSoftwareDimming`, generated.
    private var modelStoredWantsSoftwareDimming: Optional<Bool> = nil
    /// UIKit: `var wantsSoftwareDimming: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:48).
    /// Stored: keeps what is set; a read before any set records `UIScreen.wantsSoftwareDimming` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var wantsSoftwareDimming: Bool {
        get {
            if let value = modelStoredWantsSoftwareDimming { return value }
            ModelFindings.unmodelled("UIScreen.wantsSoftwareDimming")
            return false
        }
        set {
            modelStoredWantsSoftwareDimming = newValue
        }
    }
    /// UIKit: `var coordinateSpace: UICoordinateSpace { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:50).
    /// Unmodelled: reading records `UIScreen.coordinateSpace` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open var coordinateSpace: UICoordinateSpace {
        get {
            ModelFindings.unmodelledStop("UIScreen.coordinateSpace")
        }
    }
    /// UIKit: `var fixedCoordinateSpace: UICoordinateSpace { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:52).
    /// Unmodelled: reading records `UIScreen.fixedCoordinateSpace` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open var fixedCoordinateSpace: UICoordinateSpace {
        get {
            ModelFindings.unmodelledStop("UIScreen.fixedCoordinateSpace")
        }
    }
    /// UIKit: `func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:58).
    /// Unmodelled: a call records `UIScreen.displayLink(withTarget:selector:)` and returns `nil`.
    @available(iOS, introduced: 4.0)
    open func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        ModelFindings.unmodelled("UIScreen.displayLink(withTarget:selector:)")
        return nil
    }
    /// UIKit: `var maximumFramesPerSecond: Int { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:60).
    /// Unmodelled: reading records `UIScreen.maximumFramesPerSecond` and returns `0`.
    @available(iOS, introduced: 10.3)
    open var maximumFramesPerSecond: Int {
        get {
            ModelFindings.unmodelled("UIScreen.maximumFramesPerSecond")
            return 0
        }
    }
    /// UIKit: `var calibratedLatency: CFTimeInterval { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:62).
    /// Unmodelled: reading records `UIScreen.calibratedLatency` and returns `0`.
    @available(iOS, introduced: 13.0)
    open var calibratedLatency: CFTimeInterval {
        get {
            ModelFindings.unmodelled("UIScreen.calibratedLatency")
            return 0
        }
    }
    /// UIKit: `weak var focusedItem: @sil_weak UIFocusItem? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:64).
    /// Unmodelled: reading records `UIScreen.focusedItem` and returns `nil`.
    @available(iOS, introduced: 10.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open var focusedItem: UIFocusItem? {
        get {
            ModelFindings.unmodelled("UIScreen.focusedItem")
            return nil
        }
    }
    /// UIKit: `weak var focusedView: @sil_weak UIView? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:66).
    /// Unmodelled: reading records `UIScreen.focusedView` and returns `nil`.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open var focusedView: UIView? {
        get {
            ModelFindings.unmodelled("UIScreen.focusedView")
            return nil
        }
    }
    /// UIKit: `var supportsFocus: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:68).
    /// Unmodelled: reading records `UIScreen.supportsFocus` and returns `false`.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open var supportsFocus: Bool {
        get {
            ModelFindings.unmodelled("UIScreen.supportsFocus")
            return false
        }
    }
    /// UIKit: `var applicationFrame: CGRect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:70).
    /// Unmodelled: reading records `UIScreen.applicationFrame` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    open var applicationFrame: CGRect {
        get {
            ModelFindings.unmodelled("UIScreen.applicationFrame")
            return .zero
        }
    }
    /// UIKit: `func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:74).
    /// Unmodelled: a call records `UIScreen.snapshotView(afterScreenUpdates:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        ModelFindings.unmodelledStop("UIScreen.snapshotView(afterScreenUpdates:)")
    }
}
