// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIImagePickerController {
    /// UIKit: `enum CameraCaptureMode: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.cameracapturemode.md:16).
    /// Declared from the inventory; its members say what each does.
    public enum CameraCaptureMode: Int {
        /// UIKit: `case photo` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.cameracapturemode-uiimagepickercontroller.cameracapturemode.photo.md:17).
        /// Declared from the inventory.
        case photo
        /// UIKit: `case video` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.cameracapturemode-uiimagepickercontroller.cameracapturemode.video.md:17).
        /// Declared from the inventory.
        case video
    }
}

extension UIImagePickerController {
    /// UIKit: `enum CameraDevice: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.cameradevice.md:16).
    /// Declared from the inventory; its members say what each does.
    public enum CameraDevice: Int {
        /// UIKit: `case front` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.cameradevice-uiimagepickercontroller.cameradevice.front.md:17).
        /// Declared from the inventory.
        case front
        /// UIKit: `case rear` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.cameradevice-uiimagepickercontroller.cameradevice.rear.md:17).
        /// Declared from the inventory.
        case rear
    }
}

extension UIImagePickerController {
    /// UIKit: `enum CameraFlashMode: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.cameraflashmode.md:16).
    /// Declared from the inventory; its members say what each does.
    public enum CameraFlashMode: Int {
        /// UIKit: `case auto` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.cameraflashmode-uiimagepickercontroller.cameraflashmode.auto.md:17).
        /// Declared from the inventory.
        case auto
        /// UIKit: `case off` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.cameraflashmode-uiimagepickercontroller.cameraflashmode.off.md:17).
        /// Declared from the inventory.
        case off
        /// UIKit: `case on` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.cameraflashmode-uiimagepickercontroller.cameraflashmode.on.md:17).
        /// Declared from the inventory.
        case on
    }
}

extension UIImagePickerController {
    /// UIKit: `enum ImageURLExportPreset: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.imageurlexportpreset-deprecated.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 11.0)
    @available(iOS, deprecated: 18.4)
    @available(*, deprecated, message: "deprecated in iOS 18.4")
    public enum ImageURLExportPreset: Int {
        /// UIKit: `case compatible` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.imageurlexportpreset-uiimagepickercontroller.imageurlexportpreset.compatible.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        @available(iOS, deprecated: 18.4)
        @available(*, deprecated, message: "deprecated in iOS 18.4")
        case compatible
        /// UIKit: `case current` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.imageurlexportpreset-uiimagepickercontroller.imageurlexportpreset.current.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        @available(iOS, deprecated: 18.4)
        @available(*, deprecated, message: "deprecated in iOS 18.4")
        case current
    }
}

extension UIImagePickerController {
    /// UIKit: `struct InfoKey: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.infokey.md:16).
    /// Declared from the inventory; its members say what each does.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let cropRect: UIImagePickerController.InfoKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.infokey-croprect.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        public static let cropRect: UIImagePickerController.InfoKey = UIImagePickerController.InfoKey(
            rawValue: "UIImagePickerController.InfoKey.cropRect")
        /// UIKit: `static let editedImage: UIImagePickerController.InfoKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.infokey-editedimage.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        public static let editedImage: UIImagePickerController.InfoKey = UIImagePickerController.InfoKey(
            rawValue: "UIImagePickerController.InfoKey.editedImage")
        /// UIKit: `static let imageURL: UIImagePickerController.InfoKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.infokey-imageurl.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 11.0)
        public static let imageURL: UIImagePickerController.InfoKey = UIImagePickerController.InfoKey(
            rawValue: "UIImagePickerController.InfoKey.imageURL")
        /// UIKit: `static let livePhoto: UIImagePickerController.InfoKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.infokey-livephoto.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 9.1)
        public static let livePhoto: UIImagePickerController.InfoKey = UIImagePickerController.InfoKey(
            rawValue: "UIImagePickerController.InfoKey.livePhoto")
        /// UIKit: `static let mediaMetadata: UIImagePickerController.InfoKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.infokey-mediametadata.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 4.1)
        public static let mediaMetadata: UIImagePickerController.InfoKey = UIImagePickerController.InfoKey(
            rawValue: "UIImagePickerController.InfoKey.mediaMetadata")
        /// UIKit: `static let mediaType: UIImagePickerController.InfoKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.infokey-mediatype.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        public static let mediaType: UIImagePickerController.InfoKey = UIImagePickerController.InfoKey(
            rawValue: "UIImagePickerController.InfoKey.mediaType")
        /// UIKit: `static let mediaURL: UIImagePickerController.InfoKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.infokey-mediaurl.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        public static let mediaURL: UIImagePickerController.InfoKey = UIImagePickerController.InfoKey(
            rawValue: "UIImagePickerController.InfoKey.mediaURL")
        /// UIKit: `static let originalImage: UIImagePickerController.InfoKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.infokey-originalimage.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        public static let originalImage: UIImagePickerController.InfoKey = UIImagePickerController.InfoKey(
            rawValue: "UIImagePickerController.InfoKey.originalImage")
        /// UIKit: `static let phAsset: UIImagePickerController.InfoKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.infokey-phasset-deprecated.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 11.0)
        @available(iOS, deprecated: 18.4)
        @available(*, deprecated, message: "deprecated in iOS 18.4")
        public static let phAsset: UIImagePickerController.InfoKey = UIImagePickerController.InfoKey(
            rawValue: "UIImagePickerController.InfoKey.phAsset")
        /// UIKit: `static let referenceURL: UIImagePickerController.InfoKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.infokey-referenceurl-deprecated.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 4.1)
        @available(iOS, deprecated: 11.0)
        @available(*, deprecated, message: "deprecated in iOS 11.0")
        public static let referenceURL: UIImagePickerController.InfoKey = UIImagePickerController.InfoKey(
            rawValue: "UIImagePickerController.InfoKey.referenceURL")
    }
}

extension UIImagePickerController {
    /// UIKit: `enum QualityType: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.qualitytype.md:16).
    /// Declared from the inventory; its members say what each does.
    public enum QualityType: Int {
        /// UIKit: `case type640x480` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.qualitytype-uiimagepickercontroller.qualitytype.type640x480.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.0)
        case type640x480
        /// UIKit: `case typeHigh` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.qualitytype-uiimagepickercontroller.qualitytype.typehigh.md:17).
        /// Declared from the inventory.
        case typeHigh
        /// UIKit: `case typeIFrame1280x720` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.qualitytype-uiimagepickercontroller.qualitytype.typeiframe1280x720.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 5.0)
        case typeIFrame1280x720
        /// UIKit: `case typeIFrame960x540` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.qualitytype-uiimagepickercontroller.qualitytype.typeiframe960x540.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 5.0)
        case typeIFrame960x540
        /// UIKit: `case typeLow` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.qualitytype-uiimagepickercontroller.qualitytype.typelow.md:17).
        /// Declared from the inventory.
        case typeLow
        /// UIKit: `case typeMedium` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.qualitytype-uiimagepickercontroller.qualitytype.typemedium.md:17).
        /// Declared from the inventory.
        case typeMedium
    }
}

extension UIImagePickerController {
    /// UIKit: `enum SourceType: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.sourcetype.md:16).
    /// Declared from the inventory; its members say what each does.
    public enum SourceType: Int {
        /// UIKit: `case camera` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.sourcetype-uiimagepickercontroller.sourcetype.camera.md:17).
        /// Declared from the inventory.
        case camera
        /// UIKit: `case photoLibrary` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.sourcetype-uiimagepickercontroller.sourcetype.photolibrary-deprecated.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 2.0)
        @available(iOS, deprecated: 18.4)
        @available(*, deprecated, message: "deprecated in iOS 18.4")
        case photoLibrary
        /// UIKit: `case savedPhotosAlbum` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-uiimagepickercontroller.sourcetype-uiimagepickercontroller.sourcetype.savedphotosalbum-deprecated.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 2.0)
        @available(iOS, deprecated: 18.4)
        @available(*, deprecated, message: "deprecated in iOS 18.4")
        case savedPhotosAlbum
    }
}

/// UIKit: `class UIImagePickerController: UINavigationController` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency
open class UIImagePickerController: UINavigationController {
    /// Storage of `allowsEditing`, generated.
    private var modelStoredAllowsEditing: Optional<Bool> = nil
    /// UIKit: `var allowsEditing: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-allowsediting.md:16).
    /// Stored: keeps what is set; a read before any set records `UIImagePickerController.allowsEditing` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.1)
    open var allowsEditing: Bool {
        get {
            if let value = modelStoredAllowsEditing { return value }
            ModelFindings.unmodelled("UIImagePickerController.allowsEditing")
            return false
        }
        set {
            modelStoredAllowsEditing = newValue
        }
    }
    /// Storage of `cameraCaptureMode`, generated.
    private var modelStoredCameraCaptureMode: Optional<UIImagePickerController.CameraCaptureMode> = nil
    /// UIKit: `var cameraCaptureMode: UIImagePickerController.CameraCaptureMode { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-cameracapturemode.md:16).
    /// Stored: keeps what is set; a read before any set records `UIImagePickerController.cameraCaptureMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.0)
    open var cameraCaptureMode: UIImagePickerController.CameraCaptureMode {
        get {
            if let value = modelStoredCameraCaptureMode { return value }
            ModelFindings.unmodelledStop("UIImagePickerController.cameraCaptureMode")
        }
        set {
            modelStoredCameraCaptureMode = newValue
        }
    }
    /// Storage of `cameraDevice`, generated.
    private var modelStoredCameraDevice: Optional<UIImagePickerController.CameraDevice> = nil
    /// UIKit: `var cameraDevice: UIImagePickerController.CameraDevice { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-cameradevice.md:16).
    /// Stored: keeps what is set; a read before any set records `UIImagePickerController.cameraDevice` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.0)
    open var cameraDevice: UIImagePickerController.CameraDevice {
        get {
            if let value = modelStoredCameraDevice { return value }
            ModelFindings.unmodelledStop("UIImagePickerController.cameraDevice")
        }
        set {
            modelStoredCameraDevice = newValue
        }
    }
    /// Storage of `cameraFlashMode`, generated.
    private var modelStoredCameraFlashMode: Optional<UIImagePickerController.CameraFlashMode> = nil
    /// UIKit: `var cameraFlashMode: UIImagePickerController.CameraFlashMode { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-cameraflashmode.md:16).
    /// Stored: keeps what is set; a read before any set records `UIImagePickerController.cameraFlashMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.0)
    open var cameraFlashMode: UIImagePickerController.CameraFlashMode {
        get {
            if let value = modelStoredCameraFlashMode { return value }
            ModelFindings.unmodelledStop("UIImagePickerController.cameraFlashMode")
        }
        set {
            modelStoredCameraFlashMode = newValue
        }
    }
    /// Storage of `cameraOverlayView`, generated.
    private var modelStoredCameraOverlayView: Optional<UIView?> = nil
    /// UIKit: `var cameraOverlayView: UIView? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-cameraoverlayview.md:16).
    /// Stored: keeps what is set; a read before any set records `UIImagePickerController.cameraOverlayView` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.1)
    open var cameraOverlayView: UIView? {
        get {
            if let value = modelStoredCameraOverlayView { return value }
            ModelFindings.unmodelled("UIImagePickerController.cameraOverlayView")
            return nil
        }
        set {
            modelStoredCameraOverlayView = newValue
        }
    }
    /// Storage of `cameraViewTransform`, generated.
    private var modelStoredCameraViewTransform: Optional<CGAffineTransform> = nil
    /// UIKit: `var cameraViewTransform: CGAffineTransform { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-cameraviewtransform.md:16).
    /// Stored: keeps what is set; a read before any set records `UIImagePickerController.cameraViewTransform` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.1)
    open var cameraViewTransform: CGAffineTransform {
        get {
            if let value = modelStoredCameraViewTransform { return value }
            ModelFindings.unmodelledStop("UIImagePickerController.cameraViewTransform")
        }
        set {
            modelStoredCameraViewTransform = newValue
        }
    }
    /// Storage of `imageExportPreset`, generated.
    private var modelStoredImageExportPreset: Optional<UIImagePickerController.ImageURLExportPreset> = nil
    /// UIKit: `var imageExportPreset: UIImagePickerController.ImageURLExportPreset { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-imageexportpreset-deprecated.md:16).
    /// Stored: keeps what is set; a read before any set records `UIImagePickerController.imageExportPreset` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    @available(iOS, deprecated: 18.4)
    @available(*, deprecated, message: "deprecated in iOS 18.4")
    open var imageExportPreset: UIImagePickerController.ImageURLExportPreset {
        get {
            if let value = modelStoredImageExportPreset { return value }
            ModelFindings.unmodelledStop("UIImagePickerController.imageExportPreset")
        }
        set {
            modelStoredImageExportPreset = newValue
        }
    }
    /// Storage of `mediaTypes`, generated.
    private var modelStoredMediaTypes: Optional<[String]> = nil
    /// UIKit: `var mediaTypes: [String] { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-mediatypes.md:16).
    /// Stored: keeps what is set; a read before any set records `UIImagePickerController.mediaTypes` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var mediaTypes: [String] {
        get {
            if let value = modelStoredMediaTypes { return value }
            ModelFindings.unmodelled("UIImagePickerController.mediaTypes")
            return []
        }
        set {
            modelStoredMediaTypes = newValue
        }
    }
    /// Storage of `showsCameraControls`, generated.
    private var modelStoredShowsCameraControls: Optional<Bool> = nil
    /// UIKit: `var showsCameraControls: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-showscameracontrols.md:16).
    /// Stored: keeps what is set; a read before any set records `UIImagePickerController.showsCameraControls` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.1)
    open var showsCameraControls: Bool {
        get {
            if let value = modelStoredShowsCameraControls { return value }
            ModelFindings.unmodelled("UIImagePickerController.showsCameraControls")
            return false
        }
        set {
            modelStoredShowsCameraControls = newValue
        }
    }
    /// Storage of `sourceType`, generated.
    private var modelStoredSourceType: Optional<UIImagePickerController.SourceType> = nil
    /// UIKit: `var sourceType: UIImagePickerController.SourceType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-sourcetype.md:16).
    /// Stored: keeps what is set; a read before any set records `UIImagePickerController.sourceType` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var sourceType: UIImagePickerController.SourceType {
        get {
            if let value = modelStoredSourceType { return value }
            ModelFindings.unmodelledStop("UIImagePickerController.sourceType")
        }
        set {
            modelStoredSourceType = newValue
        }
    }
    /// UIKit: `func startVideoCapture() -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-startvideocapture().md:16).
    /// Unmodelled: a call records `UIImagePickerController.startVideoCapture()` and returns `false`.
    @available(iOS, introduced: 4.0)
    open func startVideoCapture() -> Bool {
        ModelFindings.unmodelled("UIImagePickerController.startVideoCapture()")
        return false
    }
    /// UIKit: `class func availableCaptureModes(for cameraDevice: UIImagePickerController.CameraDevice) -> [NSNumber]?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-availablecapturemodes(for:).md:16).
    /// Unmodelled: a call records `UIImagePickerController.availableCaptureModes(for:)` and returns `nil`.
    @available(iOS, introduced: 4.0)
    open class func availableCaptureModes(for cameraDevice: UIImagePickerController.CameraDevice) -> [NSNumber]? {
        ModelFindings.unmodelled("UIImagePickerController.availableCaptureModes(for:)")
        return nil
    }
    /// UIKit: `class func availableMediaTypes(for sourceType: UIImagePickerController.SourceType) -> [String]?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-availablemediatypes(for:).md:16).
    /// Unmodelled: a call records `UIImagePickerController.availableMediaTypes(for:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open class func availableMediaTypes(for sourceType: UIImagePickerController.SourceType) -> [String]? {
        ModelFindings.unmodelled("UIImagePickerController.availableMediaTypes(for:)")
        return nil
    }
    /// UIKit: `class func isCameraDeviceAvailable(_ cameraDevice: UIImagePickerController.CameraDevice) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-iscameradeviceavailable(_:).md:16).
    /// Unmodelled: a call records `UIImagePickerController.isCameraDeviceAvailable(_:)` and returns `false`.
    @available(iOS, introduced: 4.0)
    open class func isCameraDeviceAvailable(_ cameraDevice: UIImagePickerController.CameraDevice) -> Bool {
        ModelFindings.unmodelled("UIImagePickerController.isCameraDeviceAvailable(_:)")
        return false
    }
    /// UIKit: `class func isFlashAvailable(for cameraDevice: UIImagePickerController.CameraDevice) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-isflashavailable(for:).md:16).
    /// Unmodelled: a call records `UIImagePickerController.isFlashAvailable(for:)` and returns `false`.
    @available(iOS, introduced: 4.0)
    open class func isFlashAvailable(for cameraDevice: UIImagePickerController.CameraDevice) -> Bool {
        ModelFindings.unmodelled("UIImagePickerController.isFlashAvailable(for:)")
        return false
    }
    /// UIKit: `class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-issourcetypeavailable(_:).md:16).
    /// Unmodelled: a call records `UIImagePickerController.isSourceTypeAvailable(_:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool {
        ModelFindings.unmodelled("UIImagePickerController.isSourceTypeAvailable(_:)")
        return false
    }
    /// UIKit: `func stopVideoCapture()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-stopvideocapture().md:16).
    /// Unmodelled: a call records `UIImagePickerController.stopVideoCapture()` and does nothing.
    @available(iOS, introduced: 4.0)
    open func stopVideoCapture() {
        ModelFindings.unmodelled("UIImagePickerController.stopVideoCapture()")
    }
    /// UIKit: `func takePicture()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-takepicture().md:16).
    /// Unmodelled: a call records `UIImagePickerController.takePicture()` and does nothing.
    @available(iOS, introduced: 3.1)
    open func takePicture() {
        ModelFindings.unmodelled("UIImagePickerController.takePicture()")
    }
    /// Storage of `videoExportPreset`, generated.
    private var modelStoredVideoExportPreset: Optional<String> = nil
    /// UIKit: `var videoExportPreset: String { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-videoexportpreset-deprecated.md:16).
    /// Stored: keeps what is set; a read before any set records `UIImagePickerController.videoExportPreset` and returns `""` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    @available(iOS, deprecated: 18.4)
    @available(*, deprecated, message: "deprecated in iOS 18.4")
    open var videoExportPreset: String {
        get {
            if let value = modelStoredVideoExportPreset { return value }
            ModelFindings.unmodelled("UIImagePickerController.videoExportPreset")
            return ""
        }
        set {
            modelStoredVideoExportPreset = newValue
        }
    }
    /// Storage of `videoMaximumDuration`, generated.
    private var modelStoredVideoMaximumDuration: Optional<TimeInterval> = nil
    /// UIKit: `var videoMaximumDuration: TimeInterval { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-videomaximumduration.md:16).
    /// Stored: keeps what is set; a read before any set records `UIImagePickerController.videoMaximumDuration` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.1)
    open var videoMaximumDuration: TimeInterval {
        get {
            if let value = modelStoredVideoMaximumDuration { return value }
            ModelFindings.unmodelled("UIImagePickerController.videoMaximumDuration")
            return 0
        }
        set {
            modelStoredVideoMaximumDuration = newValue
        }
    }
    /// Storage of `videoQuality`, generated.
    private var modelStoredVideoQuality: Optional<UIImagePickerController.QualityType> = nil
    /// UIKit: `var videoQuality: UIImagePickerController.QualityType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimagepickercontroller-videoquality.md:16).
    /// Stored: keeps what is set; a read before any set records `UIImagePickerController.videoQuality` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.1)
    open var videoQuality: UIImagePickerController.QualityType {
        get {
            if let value = modelStoredVideoQuality { return value }
            ModelFindings.unmodelledStop("UIImagePickerController.videoQuality")
        }
        set {
            modelStoredVideoQuality = newValue
        }
    }
}
