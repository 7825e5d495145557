import Foundation

/// A description of a font that can make a font: its text style, size and symbolic traits.
///
/// Apple: UIFontDescriptor — `preferredFontDescriptor(withTextStyle:)`, `withSymbolicTraits(_:)`
/// (nil when the traits cannot be applied; the model applies bold and italic), `symbolicTraits`,
/// `pointSize`, `withSize(_:)`; `UIFont.fontDescriptor`; `UIFont(descriptor:size:)` — "a size of
/// 0.0 uses the point size of the font descriptor".
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Apple: UIFontDescriptor.SymbolicTraits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `static var classClarendonSerifs: UIFontDescriptor.SymbolicTraits { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:20).
        /// Unmodelled: reading records `UIFontDescriptor.SymbolicTraits.classClarendonSerifs` and returns `[]`.
        @available(iOS, introduced: 7.0)
        public static var classClarendonSerifs: UIFontDescriptor.SymbolicTraits {
            get {
                ModelFindings.unmodelled("UIFontDescriptor.SymbolicTraits.classClarendonSerifs")
                return []
            }
        }

        /// UIKit: `static var classFreeformSerifs: UIFontDescriptor.SymbolicTraits { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:22).
        /// Unmodelled: reading records `UIFontDescriptor.SymbolicTraits.classFreeformSerifs` and returns `[]`.
        @available(iOS, introduced: 7.0)
        public static var classFreeformSerifs: UIFontDescriptor.SymbolicTraits {
            get {
                ModelFindings.unmodelled("UIFontDescriptor.SymbolicTraits.classFreeformSerifs")
                return []
            }
        }

        /// UIKit: `static var classMask: UIFontDescriptor.SymbolicTraits { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:16).
        /// Unmodelled: reading records `UIFontDescriptor.SymbolicTraits.classMask` and returns `[]`.
        @available(iOS, introduced: 7.0)
        public static var classMask: UIFontDescriptor.SymbolicTraits {
            get {
                ModelFindings.unmodelled("UIFontDescriptor.SymbolicTraits.classMask")
                return []
            }
        }

        /// UIKit: `static var classModernSerifs: UIFontDescriptor.SymbolicTraits { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:19).
        /// Unmodelled: reading records `UIFontDescriptor.SymbolicTraits.classModernSerifs` and returns `[]`.
        @available(iOS, introduced: 7.0)
        public static var classModernSerifs: UIFontDescriptor.SymbolicTraits {
            get {
                ModelFindings.unmodelled("UIFontDescriptor.SymbolicTraits.classModernSerifs")
                return []
            }
        }

        /// UIKit: `static var classOldStyleSerifs: UIFontDescriptor.SymbolicTraits { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:17).
        /// Unmodelled: reading records `UIFontDescriptor.SymbolicTraits.classOldStyleSerifs` and returns `[]`.
        @available(iOS, introduced: 7.0)
        public static var classOldStyleSerifs: UIFontDescriptor.SymbolicTraits {
            get {
                ModelFindings.unmodelled("UIFontDescriptor.SymbolicTraits.classOldStyleSerifs")
                return []
            }
        }

        /// UIKit: `static var classOrnamentals: UIFontDescriptor.SymbolicTraits { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:24).
        /// Unmodelled: reading records `UIFontDescriptor.SymbolicTraits.classOrnamentals` and returns `[]`.
        @available(iOS, introduced: 7.0)
        public static var classOrnamentals: UIFontDescriptor.SymbolicTraits {
            get {
                ModelFindings.unmodelled("UIFontDescriptor.SymbolicTraits.classOrnamentals")
                return []
            }
        }

        /// UIKit: `static var classSansSerif: UIFontDescriptor.SymbolicTraits { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:23).
        /// Unmodelled: reading records `UIFontDescriptor.SymbolicTraits.classSansSerif` and returns `[]`.
        @available(iOS, introduced: 7.0)
        public static var classSansSerif: UIFontDescriptor.SymbolicTraits {
            get {
                ModelFindings.unmodelled("UIFontDescriptor.SymbolicTraits.classSansSerif")
                return []
            }
        }

        /// UIKit: `static var classScripts: UIFontDescriptor.SymbolicTraits { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:25).
        /// Unmodelled: reading records `UIFontDescriptor.SymbolicTraits.classScripts` and returns `[]`.
        @available(iOS, introduced: 7.0)
        public static var classScripts: UIFontDescriptor.SymbolicTraits {
            get {
                ModelFindings.unmodelled("UIFontDescriptor.SymbolicTraits.classScripts")
                return []
            }
        }

        /// UIKit: `static var classSlabSerifs: UIFontDescriptor.SymbolicTraits { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:21).
        /// Unmodelled: reading records `UIFontDescriptor.SymbolicTraits.classSlabSerifs` and returns `[]`.
        @available(iOS, introduced: 7.0)
        public static var classSlabSerifs: UIFontDescriptor.SymbolicTraits {
            get {
                ModelFindings.unmodelled("UIFontDescriptor.SymbolicTraits.classSlabSerifs")
                return []
            }
        }

        /// UIKit: `static var classSymbolic: UIFontDescriptor.SymbolicTraits { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:26).
        /// Unmodelled: reading records `UIFontDescriptor.SymbolicTraits.classSymbolic` and returns `[]`.
        @available(iOS, introduced: 7.0)
        public static var classSymbolic: UIFontDescriptor.SymbolicTraits {
            get {
                ModelFindings.unmodelled("UIFontDescriptor.SymbolicTraits.classSymbolic")
                return []
            }
        }

        /// UIKit: `static var classTransitionalSerifs: UIFontDescriptor.SymbolicTraits { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:18).
        /// Unmodelled: reading records `UIFontDescriptor.SymbolicTraits.classTransitionalSerifs` and returns `[]`.
        @available(iOS, introduced: 7.0)
        public static var classTransitionalSerifs: UIFontDescriptor.SymbolicTraits {
            get {
                ModelFindings.unmodelled("UIFontDescriptor.SymbolicTraits.classTransitionalSerifs")
                return []
            }
        }

        /// UIKit: `static var traitUIOptimized: UIFontDescriptor.SymbolicTraits { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:13).
        /// Unmodelled: reading records `UIFontDescriptor.SymbolicTraits.traitUIOptimized` and returns `[]`.
        @available(iOS, introduced: 7.0)
        public static var traitUIOptimized: UIFontDescriptor.SymbolicTraits {
            get {
                ModelFindings.unmodelled("UIFontDescriptor.SymbolicTraits.traitUIOptimized")
                return []
            }
        }

        /// UIKit: `static var traitVertical: UIFontDescriptor.SymbolicTraits { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:12).
        /// Unmodelled: reading records `UIFontDescriptor.SymbolicTraits.traitVertical` and returns `[]`.
        @available(iOS, introduced: 7.0)
        public static var traitVertical: UIFontDescriptor.SymbolicTraits {
            get {
                ModelFindings.unmodelled("UIFontDescriptor.SymbolicTraits.traitVertical")
                return []
            }
        }
        // cellspec:generated:end
    }

    let textStyle: UIFont.TextStyle?
    let weight: UIFont.Weight
    /// Apple: UIFontDescriptor.pointSize.
    public let pointSize: CGFloat
    /// Apple: UIFontDescriptor.symbolicTraits.
    public let symbolicTraits: SymbolicTraits
    /// The system design the descriptor asks for (``withDesign(_:)``). Model extension, not UIKit API.
    public let modelDesign: SystemDesign

    /// Apple: UIFontDescriptor.SystemDesign (iOS 13) — `default`, `rounded`, `serif`, `monospaced`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIUsageAttribute")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    init(
        textStyle: UIFont.TextStyle?, weight: UIFont.Weight, pointSize: CGFloat, traits: SymbolicTraits,
        design: SystemDesign = .default
    ) {
        self.textStyle = textStyle
        self.weight = weight
        self.pointSize = pointSize
        self.symbolicTraits = traits
        self.modelDesign = design
        super.init()
    }

    /// Apple: UIFontDescriptor.withDesign(_:) (iOS 13) — the descriptor of the same system font in
    /// another design (the model's fonts are all system fonts, so it is never nil). The model keeps
    /// the design; it does not change a font's metrics.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(
            textStyle: textStyle, weight: weight, pointSize: pointSize, traits: symbolicTraits, design: design)
    }

    /// Apple: preferredFontDescriptor(withTextStyle:) — the descriptor of the style's font.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// Apple: withSymbolicTraits(_:) — the traits replace the descriptor's.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(
            textStyle: textStyle, weight: weight, pointSize: pointSize, traits: symbolicTraits, design: modelDesign)
    }

    /// Apple: withSize(_:).
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(
            textStyle: textStyle, weight: weight, pointSize: newPointSize, traits: symbolicTraits, design: modelDesign)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `typealias Class = Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:28).
    /// Declared from the inventory.
    public typealias Class = Int

    /// UIKit: `func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName : Any] = [:]) -> UIFontDescriptor` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:88).
    /// Unmodelled: a call records `UIFontDescriptor.addingAttributes(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    public func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any] = [:]) -> UIFontDescriptor {
        ModelFindings.unmodelledStop("UIFontDescriptor.addingAttributes(_:)")
    }

    /// UIKit: `var fontAttributes: [UIFontDescriptor.AttributeName : Any] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:80).
    /// Unmodelled: reading records `UIFontDescriptor.fontAttributes` and returns `[:]`.
    @available(iOS, introduced: 7.0)
    public var fontAttributes: [UIFontDescriptor.AttributeName: Any] {
        get {
            ModelFindings.unmodelled("UIFontDescriptor.fontAttributes")
            return [:]
        }
    }

    /// UIKit: `func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<UIFontDescriptor.AttributeName>?) -> [UIFontDescriptor]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:81).
    /// Unmodelled: a call records `UIFontDescriptor.matchingFontDescriptors(withMandatoryKeys:)` and returns `[]`.
    @available(iOS, introduced: 7.0)
    public func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<UIFontDescriptor.AttributeName>?)
        -> [UIFontDescriptor]
    {
        ModelFindings.unmodelled("UIFontDescriptor.matchingFontDescriptors(withMandatoryKeys:)")
        return []
    }

    /// UIKit: `var matrix: CGAffineTransform { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:77).
    /// Unmodelled: reading records `UIFontDescriptor.matrix` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    public var matrix: CGAffineTransform {
        get {
            ModelFindings.unmodelledStop("UIFontDescriptor.matrix")
        }
    }

    /// UIKit: `func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:79).
    /// Unmodelled: a call records `UIFontDescriptor.object(forKey:)` and returns `nil`.
    @available(iOS, introduced: 7.0)
    public func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? {
        ModelFindings.unmodelled("UIFontDescriptor.object(forKey:)")
        return nil
    }

    /// UIKit: `var postscriptName: String { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:75).
    /// Unmodelled: reading records `UIFontDescriptor.postscriptName` and returns `""`.
    @available(iOS, introduced: 7.0)
    public var postscriptName: String {
        get {
            ModelFindings.unmodelled("UIFontDescriptor.postscriptName")
            return ""
        }
    }

    /// UIKit: `class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:85).
    /// Unmodelled: a call records `UIFontDescriptor.preferredFontDescriptor(withTextStyle:compatibleWith:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    public static func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        ModelFindings.unmodelledStop("UIFontDescriptor.preferredFontDescriptor(withTextStyle:compatibleWith:)")
    }

    /// UIKit: `func withFace(_ newFace: String) -> UIFontDescriptor` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:91).
    /// Unmodelled: a call records `UIFontDescriptor.withFace(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    public func withFace(_ newFace: String) -> UIFontDescriptor {
        ModelFindings.unmodelledStop("UIFontDescriptor.withFace(_:)")
    }

    /// UIKit: `func withFamily(_ newFamily: String) -> UIFontDescriptor` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:92).
    /// Unmodelled: a call records `UIFontDescriptor.withFamily(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        ModelFindings.unmodelledStop("UIFontDescriptor.withFamily(_:)")
    }

    /// UIKit: `func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontDescriptor.swift:90).
    /// Unmodelled: a call records `UIFontDescriptor.withMatrix(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    public func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
        ModelFindings.unmodelledStop("UIFontDescriptor.withMatrix(_:)")
    }
    // cellspec:generated:end
}

extension UIFont {
    /// Apple: UIFont.fontDescriptor.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if isItalic { traits.insert(.traitItalic) }
        if weight.rawValue >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
        return UIFontDescriptor(textStyle: textStyle, weight: weight, pointSize: pointSize, traits: traits)
    }

    /// Apple: UIFont.init(descriptor:size:) — size 0 keeps the descriptor's point size; the bold
    /// trait makes a bold font, the italic trait an italic one.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let bold = descriptor.symbolicTraits.contains(.traitBold)
        let weight: UIFont.Weight =
            bold
            ? (descriptor.weight.rawValue >= UIFont.Weight.bold.rawValue ? descriptor.weight : .bold)
            : (descriptor.weight.rawValue >= UIFont.Weight.semibold.rawValue ? .regular : descriptor.weight)
        self.init(
            textStyle: descriptor.textStyle, pointSize: pointSize == 0 ? descriptor.pointSize : pointSize,
            weight: weight, italic: descriptor.symbolicTraits.contains(.traitItalic))
    }
}
