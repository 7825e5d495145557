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
