import Foundation

/// The device the app runs on, as the model simulates it: an iPhone running the simulated iOS
/// release (``ModelPlatform/iOSVersion``), the idiom of the model's screen.
///
/// Apple: https://developer.apple.com/documentation/uikit/uidevice — `current`, `name`, `model`,
/// `localizedModel`, `systemName` ("iOS"), `systemVersion`, `userInterfaceIdiom`. The physical
/// orientation and the battery are what a real device's sensors say; the model has none, so reading
/// them is recorded as unmodelled (`model.unmodelled-api`).
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// Apple: UIDevice.current — "An object representing the current device."
    public class var current: UIDevice { shared }
    private static let shared = UIDevice()

    /// Apple: UIDevice.name — since iOS 16 the generic name of the device model ("iPhone") unless
    /// the app has the user-assigned-device-name entitlement, which the model's app does not.
    open var name: String { "iPhone" }
    /// Apple: UIDevice.model — "iPhone" on an iPhone.
    open var model: String { "iPhone" }
    /// Apple: UIDevice.localizedModel.
    open var localizedModel: String { "iPhone" }
    /// Apple: UIDevice.systemName — "iOS".
    open var systemName: String { "iOS" }
    /// Apple: UIDevice.systemVersion — the simulated release, e.g. "18.0".
    open var systemVersion: String { "\(ModelPlatform.iOSVersion).0" }
    /// Apple: UIDevice.userInterfaceIdiom — the idiom of the model's screen (an iPhone: `.phone`).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { ModelScreen.traits.userInterfaceIdiom }
    /// Apple: UIDevice.isMultitaskingSupported — true on every device iOS 14 and later run on.
    open var isMultitaskingSupported: Bool { true }
    /// Apple: UIDevice.identifierForVendor — the same value for the app's whole run.
    open var identifierForVendor: UUID? { Self.vendorIdentifier }
    private static let vendorIdentifier = UUID()

    /// Apple: UIDevice.orientation — the device's physical orientation, from its sensors: unmodelled.
    open var orientation: UIDeviceOrientation {
        ModelFindings.unmodelled("UIDevice.orientation")
        return .unknown
    }
    /// Apple: UIDevice.isBatteryMonitoringEnabled — false by default. Stored state.
    open var isBatteryMonitoringEnabled = false
    /// Apple: UIDevice.batteryLevel — -1 when monitoring is off; otherwise the battery's charge: unmodelled.
    open var batteryLevel: Float {
        guard isBatteryMonitoringEnabled else { return -1 }
        ModelFindings.unmodelled("UIDevice.batteryLevel")
        return -1
    }
    /// Apple: UIDevice.beginGeneratingDeviceOrientationNotifications() — the model has no sensor to
    /// notify from: unmodelled.
    open func beginGeneratingDeviceOrientationNotifications() {
        ModelFindings.unmodelled("UIDevice.beginGeneratingDeviceOrientationNotifications()")
    }
    /// Apple: UIDevice.endGeneratingDeviceOrientationNotifications().
    open func endGeneratingDeviceOrientationNotifications() {}
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var batteryState: UIDevice.BatteryState { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:50).
    /// Unmodelled: reading records `UIDevice.batteryState` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 3.0)
    open var batteryState: UIDevice.BatteryState {
        get {
            ModelFindings.unmodelledStop("UIDevice.batteryState")
        }
    }

    /// UIKit: `var isGeneratingDeviceOrientationNotifications: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:45).
    /// Unmodelled: reading records `UIDevice.isGeneratingDeviceOrientationNotifications` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var isGeneratingDeviceOrientationNotifications: Bool {
        get {
            ModelFindings.unmodelled("UIDevice.isGeneratingDeviceOrientationNotifications")
            return false
        }
    }

    /// Storage of `isProximityMonitoringEnabled`, generated.
    private var modelStoredIsProximityMonitoringEnabled: Optional<Bool> = nil
    /// UIKit: `var isProximityMonitoringEnabled: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:54).
    /// Stored: keeps what is set; a read before any set records `UIDevice.isProximityMonitoringEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var isProximityMonitoringEnabled: Bool {
        get {
            if let value = modelStoredIsProximityMonitoringEnabled { return value }
            ModelFindings.unmodelled("UIDevice.isProximityMonitoringEnabled")
            return false
        }
        set {
            modelStoredIsProximityMonitoringEnabled = newValue
        }
    }

    /// UIKit: `func playInputClick()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:62).
    /// Unmodelled: a call records `UIDevice.playInputClick()` and does nothing.
    @available(iOS, introduced: 4.2)
    open func playInputClick() {
        ModelFindings.unmodelled("UIDevice.playInputClick()")
    }

    /// UIKit: `var proximityState: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:56).
    /// Unmodelled: reading records `UIDevice.proximityState` and returns `false`.
    @available(iOS, introduced: 3.0)
    open var proximityState: Bool {
        get {
            ModelFindings.unmodelled("UIDevice.proximityState")
            return false
        }
    }

    /// UIKit: `class let batteryLevelDidChangeNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:74).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let batteryLevelDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIDevice.batteryLevelDidChangeNotification")

    /// UIKit: `class let batteryStateDidChangeNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:72).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let batteryStateDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIDevice.batteryStateDidChangeNotification")

    /// UIKit: `class let orientationDidChangeNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:71).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let orientationDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIDevice.orientationDidChangeNotification")

    /// UIKit: `class let proximityStateDidChangeNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:76).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let proximityStateDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIDevice.proximityStateDidChangeNotification")
    // cellspec:generated:end
}

/// Apple: UIDeviceOrientation.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Apple: UIDeviceOrientation.isPortrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Apple: UIDeviceOrientation.isLandscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Apple: UIDeviceOrientation.isFlat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Apple: UIDeviceOrientation.isValidInterfaceOrientation.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
