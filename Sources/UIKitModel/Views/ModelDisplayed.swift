import Foundation

/// What a view shows right now: texts, image, colors and fonts as a user would see them.
/// Model extension, not UIKit API — for the hidden assertion lines of examples, e.g.
/// `expect(cell.displayed.text == "Hello")`.
///
/// Built by walking the view tree: visible labels with text in order (first = ``text``, second =
/// ``secondaryText``) and the first visible image view with an image. Colors are the semantic
/// colors set (e.g. `.label`), not resolved components.
public struct ModelDisplayed: Equatable, CustomStringConvertible {
    /// The first visible text.
    public var text: String?
    /// The second visible text.
    public var secondaryText: String?
    /// Every visible text, in view order.
    public var texts: [String] = []
    public var font: UIFont?
    public var textColor: UIColor?
    public var secondaryFont: UIFont?
    public var secondaryTextColor: UIColor?
    public var image: UIImage?
    /// The symbol or asset name of the image shown.
    public var imageName: String? { image?.modelName }
    /// The color the image is tinted with (inherited tint included).
    public var imageTintColor: UIColor?
    /// The background the view shows: a background configuration's color, else the background
    /// view's or the view's own background color.
    public var backgroundColor: UIColor?

    public var description: String {
        var parts = ["text: \(text.map { "\"\($0)\"" } ?? "nil")"]
        if let secondaryText { parts.append("secondaryText: \"\(secondaryText)\"") }
        if let imageName { parts.append("image: \(imageName)") }
        if let textColor { parts.append("textColor: \(textColor.modelName)") }
        if let font { parts.append("font: \(font.modelName)") }
        if let backgroundColor { parts.append("background: \(backgroundColor.modelName)") }
        return "displayed(" + parts.joined(separator: ", ") + ")"
    }

    @MainActor
    init(contentOf root: UIView) {
        var labels: [UILabel] = []
        var images: [UIImageView] = []
        func walk(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let label = view as? UILabel, let value = label.text, !value.isEmpty { labels.append(label) }
            if let imageView = view as? UIImageView, imageView.image != nil { images.append(imageView) }
            view.subviews.forEach(walk)
        }
        walk(root)
        texts = labels.compactMap(\.text)
        if let first = labels.first {
            text = first.text
            font = Self.attribute(.font, of: first) ?? first.font
            textColor = Self.attribute(.foregroundColor, of: first) ?? first.textColor
        }
        if labels.count > 1 {
            let second = labels[1]
            secondaryText = second.text
            secondaryFont = Self.attribute(.font, of: second) ?? second.font
            secondaryTextColor = Self.attribute(.foregroundColor, of: second) ?? second.textColor
        }
        if let imageView = images.first {
            image = imageView.image
            imageTintColor = imageView.image?.modelTintColor ?? imageView.tintColor
        }
        backgroundColor = root.backgroundColor
    }

    @MainActor
    private static func attribute<T>(_ key: NSAttributedString.Key, of label: UILabel) -> T? {
        guard let attributed = label.attributedText, attributed.length > 0 else { return nil }
        return attributed.attribute(key, at: 0, effectiveRange: nil) as? T
    }
}

extension UIView {
    /// Model extension, not UIKit API: what this view shows now (see ``ModelDisplayed``). Cells
    /// first run their pending configuration update, as the next frame would.
    /// The view read is what a hidden check that reads it concerns (``ModelPreviewRecorder/noteSubject(_:)``).
    public var displayed: ModelDisplayed {
        let shown = modelDisplayed()
        ModelPreviewRecorder.noteSubject(self)
        return shown
    }
}
