import Foundation

/// The content view of list content configurations: an image view and two labels laid out as the
/// configuration says.
///
/// Apple: UIListContentView — `init(configuration:)`, `configuration` (setting it applies the new
/// configuration), `supports(_:)` (iOS 16). The model renders into real ``UILabel`` and
/// ``UIImageView`` subviews, which ``UIView/displayed`` reads.
@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    let modelImageView = UIImageView(frame: .zero)
    let modelTextLabel = UILabel(frame: .zero)
    let modelSecondaryTextLabel = UILabel(frame: .zero)

    /// Model extension, not UIKit API: how many times a configuration was applied to this view
    /// (1 after init). Shows whether a cell reused this view or made a new one.
    public private(set) var modelApplyCount = 0

    /// Apple: UIListContentView.init(configuration:).
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(modelImageView)
        addSubview(modelTextLabel)
        addSubview(modelSecondaryTextLabel)
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// Apple: UIListContentView.configuration — only list content configurations are supported;
    /// another type is an exception in UIKit.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                ModelFindings.fault(.contentViewConfigurationType, "UIListContentView got \(type(of: newValue)).")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    private lazy var modelTextGuide = modelMakeGuide("UIListContentViewTextLayoutGuide")
    private lazy var modelSecondaryTextGuide = modelMakeGuide("UIListContentViewSecondaryTextLayoutGuide")
    private lazy var modelImageGuide = modelMakeGuide("UIListContentViewImageLayoutGuide")

    /// Apple: UIListContentView.textLayoutGuide — nil when there is no text.
    open var textLayoutGuide: UILayoutGuide? { modelTextLabel.isHidden ? nil : modelTextGuide }
    /// Apple: UIListContentView.secondaryTextLayoutGuide — nil when there is no secondary text.
    open var secondaryTextLayoutGuide: UILayoutGuide? {
        modelSecondaryTextLabel.isHidden ? nil : modelSecondaryTextGuide
    }
    /// Apple: UIListContentView.imageLayoutGuide — nil when there is no image.
    open var imageLayoutGuide: UILayoutGuide? { modelImageView.isHidden ? nil : modelImageGuide }

    private func modelMakeGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    /// Apple: UIListContentView.supports(_:) (iOS 16).
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        modelApplyCount += 1
        let c = listConfiguration
        alpha = c.alpha
        directionalLayoutMargins = c.directionalLayoutMargins
        modelImageView.image = c.image
        modelImageView.isHidden = c.image == nil
        modelImageView.tintColor = c.imageProperties.tintColor.map { c.imageProperties.resolvedTintColor(for: $0) }
        modelImageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
        render(c.text, c.attributedText, c.textProperties, into: modelTextLabel)
        render(c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties, into: modelSecondaryTextLabel)
    }

    private func render(
        _ text: String?, _ attributed: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties,
        into label: UILabel
    ) {
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map { properties.transform.apply(to: $0) }
        }
        label.isHidden = (label.text ?? "").isEmpty
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
    }
}
