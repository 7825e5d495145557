// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct CATransform3D: Sendable` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
public struct CATransform3D {
    /// UIKit: `init()` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-init().md:14).
    /// Unmodelled: a call records `CATransform3D.init()` and keeps every property at its starting value.
    @available(iOS, introduced: 2.0)
    public init() {
        ModelFindings.unmodelled("CATransform3D.init()")
    }
    /// UIKit: `init( m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat )` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:).md:14).
    /// Unmodelled: a call records `CATransform3D.init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)` and keeps every property at its starting value.
    @available(iOS, introduced: 2.0)
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        ModelFindings.unmodelled("CATransform3D.init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)")
    }
    /// Storage of `m11`, generated.
    private var modelStoredM11: Optional<CGFloat> = nil
    /// UIKit: `var m11: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m11.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m11` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m11: CGFloat {
        get {
            if let value = modelStoredM11 { return value }
            ModelFindings.unmodelled("CATransform3D.m11")
            return 0
        }
        set {
            modelStoredM11 = newValue
        }
    }
    /// Storage of `m12`, generated.
    private var modelStoredM12: Optional<CGFloat> = nil
    /// UIKit: `var m12: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m12.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m12` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m12: CGFloat {
        get {
            if let value = modelStoredM12 { return value }
            ModelFindings.unmodelled("CATransform3D.m12")
            return 0
        }
        set {
            modelStoredM12 = newValue
        }
    }
    /// Storage of `m13`, generated.
    private var modelStoredM13: Optional<CGFloat> = nil
    /// UIKit: `var m13: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m13.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m13` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m13: CGFloat {
        get {
            if let value = modelStoredM13 { return value }
            ModelFindings.unmodelled("CATransform3D.m13")
            return 0
        }
        set {
            modelStoredM13 = newValue
        }
    }
    /// Storage of `m14`, generated.
    private var modelStoredM14: Optional<CGFloat> = nil
    /// UIKit: `var m14: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m14.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m14` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m14: CGFloat {
        get {
            if let value = modelStoredM14 { return value }
            ModelFindings.unmodelled("CATransform3D.m14")
            return 0
        }
        set {
            modelStoredM14 = newValue
        }
    }
    /// Storage of `m21`, generated.
    private var modelStoredM21: Optional<CGFloat> = nil
    /// UIKit: `var m21: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m21.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m21` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m21: CGFloat {
        get {
            if let value = modelStoredM21 { return value }
            ModelFindings.unmodelled("CATransform3D.m21")
            return 0
        }
        set {
            modelStoredM21 = newValue
        }
    }
    /// Storage of `m22`, generated.
    private var modelStoredM22: Optional<CGFloat> = nil
    /// UIKit: `var m22: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m22.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m22` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m22: CGFloat {
        get {
            if let value = modelStoredM22 { return value }
            ModelFindings.unmodelled("CATransform3D.m22")
            return 0
        }
        set {
            modelStoredM22 = newValue
        }
    }
    /// Storage of `m23`, generated.
    private var modelStoredM23: Optional<CGFloat> = nil
    /// UIKit: `var m23: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m23.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m23` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m23: CGFloat {
        get {
            if let value = modelStoredM23 { return value }
            ModelFindings.unmodelled("CATransform3D.m23")
            return 0
        }
        set {
            modelStoredM23 = newValue
        }
    }
    /// Storage of `m24`, generated.
    private var modelStoredM24: Optional<CGFloat> = nil
    /// UIKit: `var m24: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m24.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m24` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m24: CGFloat {
        get {
            if let value = modelStoredM24 { return value }
            ModelFindings.unmodelled("CATransform3D.m24")
            return 0
        }
        set {
            modelStoredM24 = newValue
        }
    }
    /// Storage of `m31`, generated.
    private var modelStoredM31: Optional<CGFloat> = nil
    /// UIKit: `var m31: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m31.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m31` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m31: CGFloat {
        get {
            if let value = modelStoredM31 { return value }
            ModelFindings.unmodelled("CATransform3D.m31")
            return 0
        }
        set {
            modelStoredM31 = newValue
        }
    }
    /// Storage of `m32`, generated.
    private var modelStoredM32: Optional<CGFloat> = nil
    /// UIKit: `var m32: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m32.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m32` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m32: CGFloat {
        get {
            if let value = modelStoredM32 { return value }
            ModelFindings.unmodelled("CATransform3D.m32")
            return 0
        }
        set {
            modelStoredM32 = newValue
        }
    }
    /// Storage of `m33`, generated.
    private var modelStoredM33: Optional<CGFloat> = nil
    /// UIKit: `var m33: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m33.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m33` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m33: CGFloat {
        get {
            if let value = modelStoredM33 { return value }
            ModelFindings.unmodelled("CATransform3D.m33")
            return 0
        }
        set {
            modelStoredM33 = newValue
        }
    }
    /// Storage of `m34`, generated.
    private var modelStoredM34: Optional<CGFloat> = nil
    /// UIKit: `var m34: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m34.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m34` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m34: CGFloat {
        get {
            if let value = modelStoredM34 { return value }
            ModelFindings.unmodelled("CATransform3D.m34")
            return 0
        }
        set {
            modelStoredM34 = newValue
        }
    }
    /// Storage of `m41`, generated.
    private var modelStoredM41: Optional<CGFloat> = nil
    /// UIKit: `var m41: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m41.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m41` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m41: CGFloat {
        get {
            if let value = modelStoredM41 { return value }
            ModelFindings.unmodelled("CATransform3D.m41")
            return 0
        }
        set {
            modelStoredM41 = newValue
        }
    }
    /// Storage of `m42`, generated.
    private var modelStoredM42: Optional<CGFloat> = nil
    /// UIKit: `var m42: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m42.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m42` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m42: CGFloat {
        get {
            if let value = modelStoredM42 { return value }
            ModelFindings.unmodelled("CATransform3D.m42")
            return 0
        }
        set {
            modelStoredM42 = newValue
        }
    }
    /// Storage of `m43`, generated.
    private var modelStoredM43: Optional<CGFloat> = nil
    /// UIKit: `var m43: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m43.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m43` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m43: CGFloat {
        get {
            if let value = modelStoredM43 { return value }
            ModelFindings.unmodelled("CATransform3D.m43")
            return 0
        }
        set {
            modelStoredM43 = newValue
        }
    }
    /// Storage of `m44`, generated.
    private var modelStoredM44: Optional<CGFloat> = nil
    /// UIKit: `var m44: CGFloat` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransform3d-m44.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransform3D.m44` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    public var m44: CGFloat {
        get {
            if let value = modelStoredM44 { return value }
            ModelFindings.unmodelled("CATransform3D.m44")
            return 0
        }
        set {
            modelStoredM44 = newValue
        }
    }
}
