import Foundation

/// An image: an SF Symbol by name, an asset-catalog image by name, a Core Graphics bitmap, or an
/// empty image.
///
/// Apple: UIImage — `init?(systemName:)`, `init?(named:)`, `withConfiguration(_:)`,
/// `withTintColor(_:)`, `withRenderingMode(_:)`. The model has neither the symbol set nor an
/// asset catalog: it accepts every name. ``modelName`` tells which image it is.
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    enum Source: Hashable {
        case system(String)
        case asset(String)
        /// Apple: UIImage.init(cgImage:scale:orientation:) — a bitmap, the scale to read its pixels
        /// at, and the orientation to show it in.
        case bitmap(CGImage, scale: CGFloat, orientation: Orientation)
        case empty
    }

    let source: Source
    /// Apple: UIImage.symbolConfiguration.
    public let symbolConfiguration: SymbolConfiguration?
    /// Apple: UIImage.renderingMode.
    public let renderingMode: RenderingMode
    let modelTintColor: UIColor?
    /// The size of a thumbnail or rendered image (model internals; see `UIImage+Preparation.swift`).
    var modelSizeOverride: CGSize?
    /// Whether the image was decoded ahead of display (`preparingForDisplay()`); model internals.
    public internal(set) var modelIsPreparedForDisplay = false

    init(source: Source, configuration: SymbolConfiguration?, renderingMode: RenderingMode, tint: UIColor?) {
        self.source = source
        self.symbolConfiguration = configuration
        self.renderingMode = renderingMode
        self.modelTintColor = tint
        super.init()
    }

    /// Apple: UIImage.init() — an empty image.
    public override convenience init() {
        self.init(source: .empty, configuration: nil, renderingMode: .automatic, tint: nil)
    }

    /// Apple: UIImage.init?(systemName:) — an SF Symbol. Every name is accepted by the model.
    public convenience init?(systemName name: String) {
        self.init(source: .system(name), configuration: nil, renderingMode: .automatic, tint: nil)
    }

    /// Apple: UIImage.init?(systemName:withConfiguration:).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(
            source: .system(name), configuration: configuration as? SymbolConfiguration,
            renderingMode: .automatic, tint: nil)
    }

    /// Apple: `#imageLiteral(resourceName:)` — Swift's `_ExpressibleByImageLiteral`, which UIKit's
    /// UIImage adopts: the asset-catalog image of that name, as `init?(named:)` makes it.
    public required convenience init(imageLiteralResourceName path: String) {
        self.init(source: .asset(path), configuration: nil, renderingMode: .automatic, tint: nil)
    }

    /// Apple: UIImage.init?(named:) — an asset-catalog image. Every name is accepted by the model.
    public convenience init?(named name: String) {
        self.init(source: .asset(name), configuration: nil, renderingMode: .automatic, tint: nil)
    }

    /// Apple: UIImage.init?(named:in:compatibleWith:).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }

    /// Apple: UIImage.isSymbolImage.
    open var isSymbolImage: Bool {
        if case .system = source { return true }
        return false
    }

    /// Apple: UIImage.size — symbols are modelled at their point size (17 by default), asset-catalog
    /// images at 44 × 44 points. A bitmap's size is its pixels divided by its scale, width and height
    /// swapped when its orientation turns it a quarter ("takes the image's current orientation into
    /// account", https://developer.apple.com/documentation/uikit/uiimage/size).
    open var size: CGSize {
        if let modelSizeOverride { return modelSizeOverride }
        switch source {
        case .empty: return .zero
        case .system: let side = symbolConfiguration?.pointSize ?? 17; return CGSize(width: side, height: side)
        case .asset: return CGSize(width: 44, height: 44)
        case let .bitmap(image, scale, orientation):
            let width = CGFloat(image.width) / scale
            let height = CGFloat(image.height) / scale
            switch orientation {
            case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: height, height: width)
            default: return CGSize(width: width, height: height)
            }
        }
    }

    /// Apple: UIImage.init(cgImage:) — the bitmap at scale 1, orientation up.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Apple: UIImage.init(cgImage:scale:orientation:) — "a scale factor of 1.0 results in an image
    /// whose size matches the pixel-based dimensions of the image"
    /// (https://developer.apple.com/documentation/uikit/uiimage/init(cgimage:scale:orientation:)).
    /// A scale that is not positive is read as 1, as no size can be divided by it.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(
            source: .bitmap(cgImage, scale: scale > 0 ? scale : 1, orientation: orientation), configuration: nil,
            renderingMode: .automatic, tint: nil)
    }

    /// Apple: UIImage.scale — a bitmap's is the one it was made with; "all other images are assumed
    /// to have a scale factor of 1.0" (https://developer.apple.com/documentation/uikit/uiimage/scale).
    /// The model's asset catalog has no `@2x` files.
    open var scale: CGFloat {
        if case let .bitmap(_, scale, _) = source { return scale }
        return 1
    }

    /// Apple: UIImage.imageOrientation — a bitmap's is the one it was made with; every other image's
    /// is `.up`, the default.
    open var imageOrientation: UIImage.Orientation {
        if case let .bitmap(_, _, orientation) = source { return orientation }
        return .up
    }

    /// Apple: UIImage.cgImage — the bitmap behind the image: the one it was made from, or for a
    /// symbol or asset image one of its size at its scale, in pixels. An empty image has none: nil.
    /// (UIKit also answers nil for an image made from a Core Image image, which the model cannot make.)
    open var cgImage: CGImage? {
        switch source {
        case .empty: return nil
        case let .bitmap(image, _, _): return image
        case .system, .asset:
            let pixels = CGSize(width: size.width * scale, height: size.height * scale)
            return CGImage(width: Int(pixels.width.rounded(.up)), height: Int(pixels.height.rounded(.up)))
        }
    }

    /// Apple: UIImage.withConfiguration(_:).
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        UIImage(
            source: source, configuration: configuration as? SymbolConfiguration ?? symbolConfiguration,
            renderingMode: renderingMode, tint: modelTintColor)
    }

    /// Apple: UIImage.applyingSymbolConfiguration(_:).
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        UIImage(
            source: source, configuration: symbolConfiguration?.applying(configuration) ?? configuration,
            renderingMode: renderingMode, tint: modelTintColor)
    }

    /// Apple: UIImage.withRenderingMode(_:).
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, configuration: symbolConfiguration, renderingMode: renderingMode, tint: modelTintColor)
    }

    /// Apple: UIImage.withTintColor(_:) — an image drawn in that color (always original).
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(source: source, configuration: symbolConfiguration, renderingMode: .alwaysOriginal, tint: color)
    }

    /// Apple: UIImage.withTintColor(_:renderingMode:).
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, configuration: symbolConfiguration, renderingMode: renderingMode, tint: color)
    }

    /// Model extension, not UIKit API: the symbol or asset name the image was made from
    /// (`nil` for an empty image).
    public var modelName: String? {
        switch source {
        case let .system(name), let .asset(name): return name
        case .bitmap, .empty: return nil
        }
    }

    open override var description: String {
        switch source {
        case let .system(name): return "UIImage(systemName: \"\(name)\")"
        case let .asset(name): return "UIImage(named: \"\(name)\")"
        case let .bitmap(image, scale, orientation):
            return "UIImage(cgImage: \(image), scale: \(scale), orientation: \(orientation))"
        case .empty: return "UIImage()"
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return source == other.source && symbolConfiguration == other.symbolConfiguration
            && renderingMode == other.renderingMode && modelTintColor == other.modelTintColor
    }

    open override var hash: Int { source.hashValue }

    /// Apple: UIImage.RenderingMode.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `typealias JournalingSuggestionContent = UIImage` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimage-uiimage.journalingsuggestioncontent.md:14).
    /// Declared from the inventory.
    @available(iOS, introduced: 17.2)
    public typealias JournalingSuggestionContent = UIImage

    /// UIKit: `var alignmentRectInsets: UIEdgeInsets { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:92).
    /// Unmodelled: reading records `UIImage.alignmentRectInsets` and returns `.zero`.
    @available(iOS, introduced: 6.0)
    open var alignmentRectInsets: UIEdgeInsets {
        get {
            ModelFindings.unmodelled("UIImage.alignmentRectInsets")
            return .zero
        }
    }

    /// UIKit: `var baselineOffsetFromBottom: CGFloat? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:841).
    /// Unmodelled: reading records `UIImage.baselineOffsetFromBottom` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open var baselineOffsetFromBottom: CGFloat? {
        get {
            ModelFindings.unmodelled("UIImage.baselineOffsetFromBottom")
            return nil
        }
    }

    /// UIKit: `var capInsets: UIEdgeInsets { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:86).
    /// Unmodelled: reading records `UIImage.capInsets` and returns `.zero`.
    @available(iOS, introduced: 5.0)
    open var capInsets: UIEdgeInsets {
        get {
            ModelFindings.unmodelled("UIImage.capInsets")
            return .zero
        }
    }

    /// UIKit: `var configuration: UIImage.Configuration? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:118).
    /// Unmodelled: reading records `UIImage.configuration` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open var configuration: UIImage.Configuration? {
        get {
            ModelFindings.unmodelled("UIImage.configuration")
            return nil
        }
    }

    /// UIKit: `func draw(at point: CGPoint)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:77).
    /// Unmodelled: a call records `UIImage.draw(at:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func draw(at point: CGPoint) {
        ModelFindings.unmodelled("UIImage.draw(at:)")
    }

    /// UIKit: `func draw(in rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:79).
    /// Unmodelled: a call records `UIImage.draw(in:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func draw(in rect: CGRect) {
        ModelFindings.unmodelled("UIImage.draw(in:)")
    }

    /// UIKit: `func drawAsPattern(in rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:81).
    /// Unmodelled: a call records `UIImage.drawAsPattern(in:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func drawAsPattern(in rect: CGRect) {
        ModelFindings.unmodelled("UIImage.drawAsPattern(in:)")
    }

    /// UIKit: `var duration: TimeInterval { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:75).
    /// Unmodelled: reading records `UIImage.duration` and returns `0`.
    @available(iOS, introduced: 5.0)
    open var duration: TimeInterval {
        get {
            ModelFindings.unmodelled("UIImage.duration")
            return 0
        }
    }

    /// UIKit: `var flipsForRightToLeftLayoutDirection: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:106).
    /// Unmodelled: reading records `UIImage.flipsForRightToLeftLayoutDirection` and returns `false`.
    @available(iOS, introduced: 9.0)
    open var flipsForRightToLeftLayoutDirection: Bool {
        get {
            ModelFindings.unmodelled("UIImage.flipsForRightToLeftLayoutDirection")
            return false
        }
    }

    /// UIKit: `func heicData() -> Data?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimage-heicdata().md:14).
    /// Unmodelled: a call records `UIImage.heicData()` and returns `nil`.
    @available(iOS, introduced: 17.0)
    open func heicData() -> Data? {
        ModelAvailability.require("UIImage.heicData()", introduced: 17)
        ModelFindings.unmodelled("UIImage.heicData()")
        return nil
    }

    /// UIKit: `var imageAsset: UIImageAsset? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:102).
    /// Unmodelled: reading records `UIImage.imageAsset` and returns `nil`.
    @available(iOS, introduced: 8.0)
    open var imageAsset: UIImageAsset? {
        get {
            ModelFindings.unmodelled("UIImage.imageAsset")
            return nil
        }
    }

    /// UIKit: `func imageFlippedForRightToLeftLayoutDirection() -> UIImage` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:104).
    /// Unmodelled: a call records `UIImage.imageFlippedForRightToLeftLayoutDirection()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        ModelFindings.unmodelledStop("UIImage.imageFlippedForRightToLeftLayoutDirection()")
    }

    /// UIKit: `var imageRendererFormat: UIGraphicsImageRendererFormat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:98).
    /// Unmodelled: reading records `UIImage.imageRendererFormat` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open var imageRendererFormat: UIGraphicsImageRendererFormat {
        get {
            ModelFindings.unmodelledStop("UIImage.imageRendererFormat")
        }
    }

    /// UIKit: `func imageRestrictedToStandardDynamicRange() -> UIImage` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimage-imagerestrictedtostandarddynamicrange().md:14).
    /// Unmodelled: a call records `UIImage.imageRestrictedToStandardDynamicRange()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 17.0)
    open func imageRestrictedToStandardDynamicRange() -> UIImage {
        ModelAvailability.require("UIImage.imageRestrictedToStandardDynamicRange()", introduced: 17)
        ModelFindings.unmodelledStop("UIImage.imageRestrictedToStandardDynamicRange()")
    }

    /// UIKit: `func imageWithoutBaseline() -> UIImage` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:116).
    /// Unmodelled: a call records `UIImage.imageWithoutBaseline()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open func imageWithoutBaseline() -> UIImage {
        ModelFindings.unmodelledStop("UIImage.imageWithoutBaseline()")
    }

    /// UIKit: `var images: [UIImage]? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:73).
    /// Unmodelled: reading records `UIImage.images` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open var images: [UIImage]? {
        get {
            ModelFindings.unmodelled("UIImage.images")
            return nil
        }
    }

    /// UIKit: `init?(contentsOfFile path: String)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:45).
    /// Unmodelled: a call records `UIImage.init(contentsOfFile:)` and returns nil.
    @available(iOS, introduced: 2.0)
    public convenience init?(contentsOfFile path: String) {
        ModelFindings.unmodelled("UIImage.init(contentsOfFile:)")
        return nil
    }

    /// UIKit: `init?(data: Data)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:46).
    /// Unmodelled: a call records `UIImage.init(data:)` and returns nil.
    @available(iOS, introduced: 2.0)
    public convenience init?(data: Data) {
        ModelFindings.unmodelled("UIImage.init(data:)")
        return nil
    }

    /// UIKit: `init?(data: Data, scale: CGFloat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:47).
    /// Unmodelled: a call records `UIImage.init(data:scale:)` and returns nil.
    @available(iOS, introduced: 6.0)
    public convenience init?(data: Data, scale: CGFloat) {
        ModelFindings.unmodelled("UIImage.init(data:scale:)")
        return nil
    }

    /// UIKit: `convenience init?( named name: String, in bundle: Bundle? = nil, variableValue: Double, configuration: UIImage.Configuration? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimage-init(named:in:variablevalue:configuration:).md:16).
    /// Unmodelled: a call records `UIImage.init(named:in:variableValue:configuration:)` and returns nil.
    @available(iOS, introduced: 16.0)
    public convenience init?(
        named name: String, in bundle: Bundle? = nil, variableValue: Double, configuration: UIImage.Configuration? = nil
    ) {
        ModelAvailability.require("UIImage.init(named:in:variableValue:configuration:)", introduced: 16)
        ModelFindings.unmodelled("UIImage.init(named:in:variableValue:configuration:)")
        return nil
    }

    /// UIKit: `init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:41).
    /// Unmodelled: a call records `UIImage.init(named:in:with:)` and returns nil.
    @available(iOS, introduced: 13.0)
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        ModelFindings.unmodelled("UIImage.init(named:in:with:)")
        return nil
    }

    /// UIKit: `init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:38).
    /// Unmodelled: a call records `UIImage.init(systemName:compatibleWith:)` and returns nil.
    @available(iOS, introduced: 13.0)
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        ModelFindings.unmodelled("UIImage.init(systemName:compatibleWith:)")
        return nil
    }

    /// UIKit: `convenience init?( systemName name: String, variableValue: Double, configuration: UIImage.Configuration? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimage-init(systemname:variablevalue:configuration:).md:16).
    /// Unmodelled: a call records `UIImage.init(systemName:variableValue:configuration:)` and returns nil.
    @available(iOS, introduced: 16.0)
    public convenience init?(
        systemName name: String, variableValue: Double, configuration: UIImage.Configuration? = nil
    ) {
        ModelAvailability.require("UIImage.init(systemName:variableValue:configuration:)", introduced: 16)
        ModelFindings.unmodelled("UIImage.init(systemName:variableValue:configuration:)")
        return nil
    }

    /// UIKit: `var isHighDynamicRange: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimage-ishighdynamicrange.md:14).
    /// Unmodelled: reading records `UIImage.isHighDynamicRange` and returns `false`.
    @available(iOS, introduced: 17.0)
    open var isHighDynamicRange: Bool {
        get {
            ModelAvailability.require("UIImage.isHighDynamicRange", introduced: 17)
            ModelFindings.unmodelled("UIImage.isHighDynamicRange")
            return false
        }
    }

    /// UIKit: `func jpegData(compressionQuality: CGFloat) -> Data?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:30).
    /// Unmodelled: a call records `UIImage.jpegData(compressionQuality:)` and returns `nil`.
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        ModelFindings.unmodelled("UIImage.jpegData(compressionQuality:)")
        return nil
    }

    /// UIKit: `var leftCapWidth: Int { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:159).
    /// Unmodelled: reading records `UIImage.leftCapWidth` and returns `0`.
    open var leftCapWidth: Int {
        get {
            ModelFindings.unmodelled("UIImage.leftCapWidth")
            return 0
        }
    }

    /// UIKit: `func pngData() -> Data?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:29).
    /// Unmodelled: a call records `UIImage.pngData()` and returns `nil`.
    open func pngData() -> Data? {
        ModelFindings.unmodelled("UIImage.pngData()")
        return nil
    }

    /// UIKit: `func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:82).
    /// Unmodelled: a call records `UIImage.resizableImage(withCapInsets:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        ModelFindings.unmodelledStop("UIImage.resizableImage(withCapInsets:)")
    }

    /// UIKit: `func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:84).
    /// Unmodelled: a call records `UIImage.resizableImage(withCapInsets:resizingMode:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 6.0)
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        ModelFindings.unmodelledStop("UIImage.resizableImage(withCapInsets:resizingMode:)")
    }

    /// UIKit: `var resizingMode: UIImage.ResizingMode { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:88).
    /// Unmodelled: reading records `UIImage.resizingMode` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 6.0)
    open var resizingMode: UIImage.ResizingMode {
        get {
            ModelFindings.unmodelledStop("UIImage.resizingMode")
        }
    }

    /// UIKit: `class var actions: UIImage { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:140).
    /// Unmodelled: reading records `UIImage.actions` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open class var actions: UIImage {
        get {
            ModelFindings.unmodelledStop("UIImage.actions")
        }
    }

    /// UIKit: `class var add: UIImage { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:142).
    /// Unmodelled: reading records `UIImage.add` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open class var add: UIImage {
        get {
            ModelFindings.unmodelledStop("UIImage.add")
        }
    }

    /// UIKit: `class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:71).
    /// Unmodelled: a call records `UIImage.animatedImage(with:duration:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        ModelFindings.unmodelled("UIImage.animatedImage(with:duration:)")
        return nil
    }

    /// UIKit: `class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:65).
    /// Unmodelled: a call records `UIImage.animatedImageNamed(_:duration:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        ModelFindings.unmodelled("UIImage.animatedImageNamed(_:duration:)")
        return nil
    }

    /// UIKit: `class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:67).
    /// Unmodelled: a call records `UIImage.animatedResizableImageNamed(_:capInsets:duration:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval)
        -> UIImage?
    {
        ModelFindings.unmodelled("UIImage.animatedResizableImageNamed(_:capInsets:duration:)")
        return nil
    }

    /// UIKit: `class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode, duration: TimeInterval) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:69).
    /// Unmodelled: a call records `UIImage.animatedResizableImageNamed(_:capInsets:resizingMode:duration:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open class func animatedResizableImageNamed(
        _ name: String, capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode, duration: TimeInterval
    ) -> UIImage? {
        ModelFindings.unmodelled("UIImage.animatedResizableImageNamed(_:capInsets:resizingMode:duration:)")
        return nil
    }

    /// UIKit: `class var checkmark: UIImage { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:146).
    /// Unmodelled: reading records `UIImage.checkmark` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open class var checkmark: UIImage {
        get {
            ModelFindings.unmodelledStop("UIImage.checkmark")
        }
    }

    /// UIKit: `class var remove: UIImage { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:144).
    /// Unmodelled: reading records `UIImage.remove` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open class var remove: UIImage {
        get {
            ModelFindings.unmodelledStop("UIImage.remove")
        }
    }

    /// UIKit: `class var strokedCheckmark: UIImage { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:148).
    /// Unmodelled: reading records `UIImage.strokedCheckmark` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open class var strokedCheckmark: UIImage {
        get {
            ModelFindings.unmodelledStop("UIImage.strokedCheckmark")
        }
    }

    /// UIKit: `func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:158).
    /// Unmodelled: a call records `UIImage.stretchableImage(withLeftCapWidth:topCapHeight:)` and stops the example: no value of its type can be made.
    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        ModelFindings.unmodelledStop("UIImage.stretchableImage(withLeftCapWidth:topCapHeight:)")
    }

    /// UIKit: `var topCapHeight: Int { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:160).
    /// Unmodelled: reading records `UIImage.topCapHeight` and returns `0`.
    open var topCapHeight: Int {
        get {
            ModelFindings.unmodelled("UIImage.topCapHeight")
            return 0
        }
    }

    /// UIKit: `var traitCollection: UITraitCollection { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:100).
    /// Unmodelled: reading records `UIImage.traitCollection` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open var traitCollection: UITraitCollection {
        get {
            ModelFindings.unmodelledStop("UIImage.traitCollection")
        }
    }

    /// UIKit: `func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:90).
    /// Unmodelled: a call records `UIImage.withAlignmentRectInsets(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 6.0)
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        ModelFindings.unmodelledStop("UIImage.withAlignmentRectInsets(_:)")
    }

    /// UIKit: `func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:114).
    /// Unmodelled: a call records `UIImage.withBaselineOffset(fromBottom:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        ModelFindings.unmodelledStop("UIImage.withBaselineOffset(fromBottom:)")
    }

    /// UIKit: `func withHorizontallyFlippedOrientation() -> UIImage` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:108).
    /// Unmodelled: a call records `UIImage.withHorizontallyFlippedOrientation()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open func withHorizontallyFlippedOrientation() -> UIImage {
        ModelFindings.unmodelledStop("UIImage.withHorizontallyFlippedOrientation()")
    }
    // cellspec:generated:end
}
