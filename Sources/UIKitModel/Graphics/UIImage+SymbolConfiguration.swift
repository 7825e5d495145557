import Foundation

/// Apple: UIImageConfiguration — the base of image configurations.
open class UIImageConfiguration: NSObject, @unchecked Sendable {
    override init() { super.init() }
}

/// Apple: UIImage.SymbolConfiguration — point size, weight, scale, text style and colors of a
/// symbol image. The values set are kept; unset values stay `nil`.
open class UIImageSymbolConfiguration: UIImageConfiguration, @unchecked Sendable {
    let pointSize: CGFloat?
    let weight: UIImage.SymbolWeight?
    let scale: UIImage.SymbolScale?
    let textStyle: UIFont.TextStyle?
    let font: UIFont?
    let colors: [UIColor]
    let hierarchical: Bool
    let multicolor: Bool

    init(
        pointSize: CGFloat? = nil, weight: UIImage.SymbolWeight? = nil, scale: UIImage.SymbolScale? = nil,
        textStyle: UIFont.TextStyle? = nil, font: UIFont? = nil, colors: [UIColor] = [],
        hierarchical: Bool = false, multicolor: Bool = false
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
        self.textStyle = textStyle
        self.font = font
        self.colors = colors
        self.hierarchical = hierarchical
        self.multicolor = multicolor
        super.init()
    }

    public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil) }
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
        self.init(pointSize: pointSize, weight: weight, scale: nil)
    }
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
        self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }
    public convenience init(weight: UIImage.SymbolWeight) { self.init(pointSize: nil, weight: weight) }
    public convenience init(scale: UIImage.SymbolScale) { self.init(pointSize: nil, scale: scale) }
    public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, textStyle: textStyle) }
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
        self.init(pointSize: nil, scale: scale, textStyle: textStyle)
    }
    public convenience init(font: UIFont) { self.init(pointSize: nil, font: font) }
    public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
        self.init(pointSize: nil, scale: scale, font: font)
    }
    /// Apple: UIImage.SymbolConfiguration.init(hierarchicalColor:) (iOS 15).
    public convenience init(hierarchicalColor: UIColor) {
        self.init(pointSize: nil, colors: [hierarchicalColor], hierarchical: true)
    }
    /// Apple: UIImage.SymbolConfiguration.init(paletteColors:) (iOS 15).
    public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil, colors: paletteColors) }

    /// Apple: UIImage.SymbolConfiguration.preferringMulticolor() (iOS 15).
    open class func preferringMulticolor() -> UIImageSymbolConfiguration {
        UIImageSymbolConfiguration(pointSize: nil, multicolor: true)
    }

    /// Apple: UIImage.SymbolConfiguration.unspecified.
    open class var unspecified: UIImageSymbolConfiguration { UIImageSymbolConfiguration(pointSize: nil) }

    /// Apple: UIImage.SymbolConfiguration.applying(_:) — values set in `other` win.
    open func applying(_ other: UIImageSymbolConfiguration?) -> UIImageSymbolConfiguration {
        guard let other else { return self }
        return UIImageSymbolConfiguration(
            pointSize: other.pointSize ?? pointSize, weight: other.weight ?? weight, scale: other.scale ?? scale,
            textStyle: other.textStyle ?? textStyle, font: other.font ?? font,
            colors: other.colors.isEmpty ? colors : other.colors,
            hierarchical: other.hierarchical || hierarchical, multicolor: other.multicolor || multicolor)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIImageSymbolConfiguration else { return false }
        return pointSize == o.pointSize && weight == o.weight && scale == o.scale && textStyle == o.textStyle
            && font == o.font && colors == o.colors && hierarchical == o.hierarchical && multicolor == o.multicolor
    }

    open override var hash: Int { pointSize.hashValue ^ weight.hashValue }
}

extension UIImage {
    public typealias Configuration = UIImageConfiguration
    public typealias SymbolConfiguration = UIImageSymbolConfiguration

    /// Apple: UIImage.SymbolWeight.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `func fontWeight() -> UIFont.Weight` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageSymbolConfiguration.swift:3).
        /// Unmodelled: a call records `UIImage.SymbolWeight.fontWeight()` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public func fontWeight() -> UIFont.Weight {
            ModelFindings.unmodelledStop("UIImage.SymbolWeight.fontWeight()")
        }
        // cellspec:generated:end
    }

    /// Apple: UIImage.SymbolScale.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }
}
