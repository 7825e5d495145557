import Foundation

/// The left side of a hidden check in a form the site's preview check can compare
/// (``ModelCheck/Value``): numbers for numbers, points, sizes and rectangles (and arrays of them),
/// texts, a color with its light and dark components, a truth value. Model extension.
@MainActor
enum ModelCheckValue {
    static func value(of raw: Any?) -> ModelCheck.Value {
        guard let raw else { return ModelCheck.Value(kind: "nil") }
        let mirror = Mirror(reflecting: raw)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first else { return ModelCheck.Value(kind: "nil") }
            return value(of: wrapped.value)
        }
        if let scalar = number(raw) { return ModelCheck.Value(kind: "number", numbers: [scalar]) }
        if let rect = raw as? CGRect { return ModelCheck.Value(kind: "rect", numbers: numbers(rect)) }
        if let point = raw as? CGPoint {
            return ModelCheck.Value(kind: "point", numbers: [Double(point.x), Double(point.y)])
        }
        if let size = raw as? CGSize {
            return ModelCheck.Value(kind: "size", numbers: [Double(size.width), Double(size.height)])
        }
        if let text = raw as? String { return ModelCheck.Value(kind: "text", texts: [text]) }
        if let bool = raw as? Bool { return ModelCheck.Value(kind: "bool", numbers: [bool ? 1 : 0]) }
        if let color = raw as? UIColor {
            return ModelCheck.Value(kind: "color", color: ModelPreviewRecorder.color(color))
        }
        if let font = raw as? UIFont {
            return ModelCheck.Value(kind: "font", numbers: [Double(font.pointSize)], texts: [font.modelName])
        }
        // By the array's own type: an empty array casts to every array type.
        if type(of: raw) == [CGRect].self, let rects = raw as? [CGRect] {
            return ModelCheck.Value(kind: "rects", numbers: rects.flatMap(numbers))
        }
        if type(of: raw) == [String].self, let texts = raw as? [String] {
            return ModelCheck.Value(kind: "texts", texts: texts)
        }
        if type(of: raw) == [String?].self, let texts = raw as? [String?] {
            return ModelCheck.Value(kind: "texts", texts: texts.map { $0 ?? "" })
        }
        if let list = raw as? [Any], !list.isEmpty {
            let values = list.compactMap(number)
            if values.count == list.count { return ModelCheck.Value(kind: "numbers", numbers: values) }
        }
        return ModelCheck.Value(kind: "other")
    }

    private static func number(_ raw: Any) -> Double? {
        switch raw {
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        default: nil
        }
    }

    private static func numbers(_ rect: CGRect) -> [Double] {
        [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
    }
}
