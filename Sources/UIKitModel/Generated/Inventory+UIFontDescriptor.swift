// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIFontDescriptor {
    /// UIKit: `struct AttributeName : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:29).
    /// Declared from the inventory; its members say what each does.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let family: UIFontDescriptor.AttributeName` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:98).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let family: UIFontDescriptor.AttributeName = UIFontDescriptor.AttributeName(
            rawValue: "UIFontDescriptor.AttributeName.family")
        /// UIKit: `static let name: UIFontDescriptor.AttributeName` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:100).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let name: UIFontDescriptor.AttributeName = UIFontDescriptor.AttributeName(
            rawValue: "UIFontDescriptor.AttributeName.name")
        /// UIKit: `static let face: UIFontDescriptor.AttributeName` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:102).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let face: UIFontDescriptor.AttributeName = UIFontDescriptor.AttributeName(
            rawValue: "UIFontDescriptor.AttributeName.face")
        /// UIKit: `static let size: UIFontDescriptor.AttributeName` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:104).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let size: UIFontDescriptor.AttributeName = UIFontDescriptor.AttributeName(
            rawValue: "UIFontDescriptor.AttributeName.size")
        /// UIKit: `static let visibleName: UIFontDescriptor.AttributeName` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:106).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let visibleName: UIFontDescriptor.AttributeName = UIFontDescriptor.AttributeName(
            rawValue: "UIFontDescriptor.AttributeName.visibleName")
        /// UIKit: `static let matrix: UIFontDescriptor.AttributeName` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:108).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let matrix: UIFontDescriptor.AttributeName = UIFontDescriptor.AttributeName(
            rawValue: "UIFontDescriptor.AttributeName.matrix")
        /// UIKit: `static let characterSet: UIFontDescriptor.AttributeName` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:110).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let characterSet: UIFontDescriptor.AttributeName = UIFontDescriptor.AttributeName(
            rawValue: "UIFontDescriptor.AttributeName.characterSet")
        /// UIKit: `static let cascadeList: UIFontDescriptor.AttributeName` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:112).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let cascadeList: UIFontDescriptor.AttributeName = UIFontDescriptor.AttributeName(
            rawValue: "UIFontDescriptor.AttributeName.cascadeList")
        /// UIKit: `static let traits: UIFontDescriptor.AttributeName` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:114).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let traits: UIFontDescriptor.AttributeName = UIFontDescriptor.AttributeName(
            rawValue: "UIFontDescriptor.AttributeName.traits")
        /// UIKit: `static let fixedAdvance: UIFontDescriptor.AttributeName` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:116).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let fixedAdvance: UIFontDescriptor.AttributeName = UIFontDescriptor.AttributeName(
            rawValue: "UIFontDescriptor.AttributeName.fixedAdvance")
        /// UIKit: `static let featureSettings: UIFontDescriptor.AttributeName` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:118).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let featureSettings: UIFontDescriptor.AttributeName = UIFontDescriptor.AttributeName(
            rawValue: "UIFontDescriptor.AttributeName.featureSettings")
        /// UIKit: `static let textStyle: UIFontDescriptor.AttributeName` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:120).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let textStyle: UIFontDescriptor.AttributeName = UIFontDescriptor.AttributeName(
            rawValue: "UIFontDescriptor.AttributeName.textStyle")
    }
}

extension UIFontDescriptor {
    /// UIKit: `struct TraitKey : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:34).
    /// Declared from the inventory; its members say what each does.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let symbolic: UIFontDescriptor.TraitKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:124).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let symbolic: UIFontDescriptor.TraitKey = UIFontDescriptor.TraitKey(
            rawValue: "UIFontDescriptor.TraitKey.symbolic")
        /// UIKit: `static let weight: UIFontDescriptor.TraitKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:126).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let weight: UIFontDescriptor.TraitKey = UIFontDescriptor.TraitKey(
            rawValue: "UIFontDescriptor.TraitKey.weight")
        /// UIKit: `static let width: UIFontDescriptor.TraitKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:128).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let width: UIFontDescriptor.TraitKey = UIFontDescriptor.TraitKey(
            rawValue: "UIFontDescriptor.TraitKey.width")
        /// UIKit: `static let slant: UIFontDescriptor.TraitKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:130).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let slant: UIFontDescriptor.TraitKey = UIFontDescriptor.TraitKey(
            rawValue: "UIFontDescriptor.TraitKey.slant")
    }
}

extension UIFontDescriptor {
    /// UIKit: `struct FeatureKey : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:39).
    /// Declared from the inventory; its members say what each does.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let selector: UIFontDescriptor.FeatureKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifontdescriptor-uifontdescriptor.featurekey-selector.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 15.0)
        public static let selector: UIFontDescriptor.FeatureKey = UIFontDescriptor.FeatureKey(
            rawValue: "UIFontDescriptor.FeatureKey.selector")
        /// UIKit: `static let type: UIFontDescriptor.FeatureKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifontdescriptor-uifontdescriptor.featurekey-type.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 15.0)
        public static let type: UIFontDescriptor.FeatureKey = UIFontDescriptor.FeatureKey(
            rawValue: "UIFontDescriptor.FeatureKey.type")
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let featureIdentifier: UIFontDescriptor.FeatureKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:154).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let featureIdentifier: UIFontDescriptor.FeatureKey = UIFontDescriptor.FeatureKey(
            rawValue: "UIFontDescriptor.FeatureKey.featureIdentifier")
        /// UIKit: `static let typeIdentifier: UIFontDescriptor.FeatureKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:156).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let typeIdentifier: UIFontDescriptor.FeatureKey = UIFontDescriptor.FeatureKey(
            rawValue: "UIFontDescriptor.FeatureKey.typeIdentifier")
    }
}
