// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class NSTextAttachment: NSObject, NSCoding, NSObjectProtocol, NSSecureCoding, NSTextAttachmentContainer, NSTextAttachmentLayout, UIAccessibilityContentSizeCategoryImageAdjusting` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nstextattachment.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 7.0)
open class NSTextAttachment: NSObject {
    /// Storage of `allowsTextAttachmentView`, generated.
    private var modelStoredAllowsTextAttachmentView: Optional<Bool> = nil
    /// UIKit: `var allowsTextAttachmentView: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nstextattachment-allowstextattachmentview.md:16).
    /// Stored: keeps what is set; a read before any set records `NSTextAttachment.allowsTextAttachmentView` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var allowsTextAttachmentView: Bool {
        get {
            if let value = modelStoredAllowsTextAttachmentView { return value }
            ModelAvailability.require("NSTextAttachment.allowsTextAttachmentView", introduced: 15)
            ModelFindings.unmodelled("NSTextAttachment.allowsTextAttachmentView")
            return false
        }
        set {
            modelStoredAllowsTextAttachmentView = newValue
        }
    }
    /// Storage of `bounds`, generated.
    private var modelStoredBounds: Optional<CGRect> = nil
    /// UIKit: `var bounds: CGRect { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nstextattachment-bounds.md:16).
    /// Stored: keeps what is set; a read before any set records `NSTextAttachment.bounds` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var bounds: CGRect {
        get {
            if let value = modelStoredBounds { return value }
            ModelFindings.unmodelled("NSTextAttachment.bounds")
            return .zero
        }
        set {
            modelStoredBounds = newValue
        }
    }
    /// Storage of `contents`, generated.
    private var modelStoredContents: Optional<Data?> = nil
    /// UIKit: `var contents: Data? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nstextattachment-contents.md:16).
    /// Stored: keeps what is set; a read before any set records `NSTextAttachment.contents` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var contents: Data? {
        get {
            if let value = modelStoredContents { return value }
            ModelFindings.unmodelled("NSTextAttachment.contents")
            return nil
        }
        set {
            modelStoredContents = newValue
        }
    }
    /// Storage of `fileType`, generated.
    private var modelStoredFileType: Optional<String?> = nil
    /// UIKit: `var fileType: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nstextattachment-filetype.md:16).
    /// Stored: keeps what is set; a read before any set records `NSTextAttachment.fileType` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var fileType: String? {
        get {
            if let value = modelStoredFileType { return value }
            ModelFindings.unmodelled("NSTextAttachment.fileType")
            return nil
        }
        set {
            modelStoredFileType = newValue
        }
    }
    /// Storage of `image`, generated.
    private var modelStoredImage: Optional<UIImage?> = nil
    /// UIKit: `var image: UIImage? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nstextattachment-image.md:16).
    /// Stored: keeps what is set; a read before any set records `NSTextAttachment.image` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var image: UIImage? {
        get {
            if let value = modelStoredImage { return value }
            ModelFindings.unmodelled("NSTextAttachment.image")
            return nil
        }
        set {
            modelStoredImage = newValue
        }
    }
    /// UIKit: `init( data contentData: Data?, ofType uti: String? )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nstextattachment-init(data:oftype:).md:16).
    /// Unmodelled: a call records `NSTextAttachment.init(data:ofType:)` and makes the object with `init()`.
    @available(iOS, introduced: 7.0)
    public convenience init(data contentData: Data?, ofType uti: String?) {
        self.init()
        ModelFindings.unmodelled("NSTextAttachment.init(data:ofType:)")
    }
    /// Storage of `lineLayoutPadding`, generated.
    private var modelStoredLineLayoutPadding: Optional<CGFloat> = nil
    /// UIKit: `var lineLayoutPadding: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nstextattachment-linelayoutpadding.md:16).
    /// Stored: keeps what is set; a read before any set records `NSTextAttachment.lineLayoutPadding` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var lineLayoutPadding: CGFloat {
        get {
            if let value = modelStoredLineLayoutPadding { return value }
            ModelAvailability.require("NSTextAttachment.lineLayoutPadding", introduced: 15)
            ModelFindings.unmodelled("NSTextAttachment.lineLayoutPadding")
            return 0
        }
        set {
            modelStoredLineLayoutPadding = newValue
        }
    }
    /// UIKit: `class var character: Int { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nstextattachment-character.md:16).
    /// Unmodelled: reading records `NSTextAttachment.character` and returns `0`.
    @available(iOS, introduced: 7.0)
    open class var character: Int {
        get {
            ModelFindings.unmodelled("NSTextAttachment.character")
            return 0
        }
    }
    /// UIKit: `class func registerViewProviderClass( _ textAttachmentViewProviderClass: AnyClass, forFileType fileType: String )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nstextattachment-registerviewproviderclass(_:forfiletype:).md:16).
    /// Unmodelled: a call records `NSTextAttachment.registerViewProviderClass(_:forFileType:)` and does nothing.
    @available(iOS, introduced: 15.0)
    open class func registerViewProviderClass(_ textAttachmentViewProviderClass: AnyClass, forFileType fileType: String)
    {
        ModelAvailability.require("NSTextAttachment.registerViewProviderClass(_:forFileType:)", introduced: 15)
        ModelFindings.unmodelled("NSTextAttachment.registerViewProviderClass(_:forFileType:)")
    }
    /// UIKit: `class func textAttachmentViewProviderClass(forFileType fileType: String) -> AnyClass?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nstextattachment-textattachmentviewproviderclass(forfiletype:).md:16).
    /// Unmodelled: a call records `NSTextAttachment.textAttachmentViewProviderClass(forFileType:)` and returns `nil`.
    @available(iOS, introduced: 15.0)
    open class func textAttachmentViewProviderClass(forFileType fileType: String) -> AnyClass? {
        ModelAvailability.require("NSTextAttachment.textAttachmentViewProviderClass(forFileType:)", introduced: 15)
        ModelFindings.unmodelled("NSTextAttachment.textAttachmentViewProviderClass(forFileType:)")
        return nil
    }
    /// UIKit: `var usesTextAttachmentView: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nstextattachment-usestextattachmentview.md:16).
    /// Unmodelled: reading records `NSTextAttachment.usesTextAttachmentView` and returns `false`.
    @available(iOS, introduced: 15.0)
    open var usesTextAttachmentView: Bool {
        get {
            ModelAvailability.require("NSTextAttachment.usesTextAttachmentView", introduced: 15)
            ModelFindings.unmodelled("NSTextAttachment.usesTextAttachmentView")
            return false
        }
    }
    /// UIKit: `init(image: UIImage)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:154).
    /// Unmodelled: a call records `NSTextAttachment.init(image:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(image: UIImage) {
        self.init()
        ModelFindings.unmodelled("NSTextAttachment.init(image:)")
    }
}
