// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UISceneError {
    /// UIKit: `enum Code: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneerror-uisceneerror.code.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 13.0)
    public enum Code: Int {
        /// UIKit: `case geometryRequestDenied` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneerror-uisceneerror.code-uisceneerror.code.geometryrequestdenied.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case geometryRequestDenied
        /// UIKit: `case geometryRequestUnsupported` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneerror-uisceneerror.code-uisceneerror.code.geometryrequestunsupported.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case geometryRequestUnsupported
        /// UIKit: `case multipleScenesNotSupported` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneerror-uisceneerror.code-uisceneerror.code.multiplescenesnotsupported.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case multipleScenesNotSupported
        /// UIKit: `case requestDenied` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneerror-uisceneerror.code-uisceneerror.code.requestdenied.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case requestDenied
    }
}

/// UIKit: `struct UISceneError: CustomNSError, Equatable, Error, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneerror.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
public struct UISceneError {
    /// UIKit: `static var errorDomain: String { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneerror-errordomain.md:16).
    /// Unmodelled: reading records `UISceneError.errorDomain` and returns `""`.
    @available(iOS, introduced: 13.0)
    public static var errorDomain: String {
        get {
            ModelFindings.unmodelled("UISceneError.errorDomain")
            return ""
        }
    }
    /// UIKit: `static var geometryRequestDenied: UISceneError.Code { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneerror-geometryrequestdenied.md:16).
    /// Unmodelled: reading records `UISceneError.geometryRequestDenied` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    public static var geometryRequestDenied: UISceneError.Code {
        get {
            ModelAvailability.require("UISceneError.geometryRequestDenied", introduced: 16)
            ModelFindings.unmodelledStop("UISceneError.geometryRequestDenied")
        }
    }
    /// UIKit: `static var geometryRequestUnsupported: UISceneError.Code { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneerror-geometryrequestunsupported.md:16).
    /// Unmodelled: reading records `UISceneError.geometryRequestUnsupported` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    public static var geometryRequestUnsupported: UISceneError.Code {
        get {
            ModelAvailability.require("UISceneError.geometryRequestUnsupported", introduced: 16)
            ModelFindings.unmodelledStop("UISceneError.geometryRequestUnsupported")
        }
    }
    /// UIKit: `static var multipleScenesNotSupported: UISceneError.Code { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneerror-multiplescenesnotsupported.md:16).
    /// Unmodelled: reading records `UISceneError.multipleScenesNotSupported` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    public static var multipleScenesNotSupported: UISceneError.Code {
        get {
            ModelFindings.unmodelledStop("UISceneError.multipleScenesNotSupported")
        }
    }
    /// UIKit: `static var requestDenied: UISceneError.Code { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisceneerror-requestdenied.md:16).
    /// Unmodelled: reading records `UISceneError.requestDenied` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    public static var requestDenied: UISceneError.Code {
        get {
            ModelFindings.unmodelledStop("UISceneError.requestDenied")
        }
    }
}
