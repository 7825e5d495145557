import Foundation

/// A control that runs an action when tapped, with per-state titles and images or, since
/// iOS 15, a ``Configuration``.
///
/// Apple: UIButton — `init(type:)`, `init(type:primaryAction:)` (iOS 14),
/// `init(configuration:primaryAction:)` (iOS 15), `setTitle(_:for:)`/`title(for:)` ("If a title
/// is not specified for a state, the default is to use the title associated with the normal
/// state"; images, title colors and attributed titles likewise), `currentTitle`, `currentImage`,
/// `titleLabel`, `imageView`, `configuration`, `configurationUpdateHandler` (runs after
/// `updateConfiguration()`, when the button's state changes or `setNeedsUpdateConfiguration()` is
/// called; requests are coalesced into the next update pass, ``ModelRunLoop``),
/// `automaticallyUpdatesConfiguration` (true), `changesSelectionAsPrimaryAction` (iOS 15: a tap
/// toggles `isSelected`), `menu` with `showsMenuAsPrimaryAction` (iOS 14: a tap shows the menu
/// instead of sending the action). The user's tap is ``modelTap()``.
@MainActor @preconcurrency
open class UIButton: UIControl, ModelUpdatePassParticipant {
    /// Apple: UIButton.ButtonType.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
        /// Apple: `.plain` (iOS 15).
        case plain
        /// Apple: `.close` (iOS 13).
        case close
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `static var roundedRect: UIButton.ButtonType { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:15).
        /// Unmodelled: reading records `UIButton.ButtonType.roundedRect` and stops the example: no value of its type can be made.
        public static var roundedRect: UIButton.ButtonType {
            get {
                ModelFindings.unmodelledStop("UIButton.ButtonType.roundedRect")
            }
        }
        // cellspec:generated:end
    }

    /// Apple: UIButton.ConfigurationUpdateHandler (iOS 15).
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// Apple: UIButton.buttonType.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var needsConfigurationUpdate = true
    private lazy var storedTitleLabel = UILabel(frame: .zero)
    private lazy var storedImageView = UIImageView(frame: .zero)

    /// Apple: UIButton.configuration (iOS 15) — setting it requests a configuration update.
    open var configuration: Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Apple: UIButton.configurationUpdateHandler (iOS 15) — setting it requests an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Apple: UIButton.automaticallyUpdatesConfiguration (true): a state change requests an update.
    open var automaticallyUpdatesConfiguration = true
    /// Apple: UIButton.changesSelectionAsPrimaryAction (iOS 15, false).
    open var changesSelectionAsPrimaryAction = false
    /// Apple: UIButton.menu (iOS 14).
    open var menu: UIMenu?
    /// Apple: UIButton.showsMenuAsPrimaryAction (iOS 14, false).
    open var showsMenuAsPrimaryAction = false
    /// Apple: UIButton.role (iOS 14). Stored state.
    open var role: Role = .normal

    /// Apple: UIButton.Role (iOS 14).
    public enum Role: Int, Sendable {
        case normal = 0, primary, cancel, destructive
    }

    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { modelStateChanged() } }
    }
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { modelStateChanged() } }
    }
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { modelStateChanged() } }
    }

    /// Apple: UIButton.init(frame:) — a `.custom` button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        ModelRunLoop.schedule(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        ModelRunLoop.schedule(self)
    }

    /// Apple: UIButton.init(type:).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Apple: UIButton.init(type:primaryAction:) (iOS 14) — the action's title and image become
    /// the button's, and it runs for `.primaryActionTriggered`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        modelAdopt(primaryAction)
    }

    /// Apple: UIButton.init(configuration:primaryAction:) (iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        self.configuration = configuration
        modelAdopt(primaryAction)
    }

    private func modelAdopt(_ action: UIAction?) {
        guard let action else { return }
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    // MARK: Per-state content

    /// Apple: setTitle(_:for:).
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    /// Apple: title(for:) — the normal state's title when the state has none.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    /// Apple: setAttributedTitle(_:for:).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
    }
    /// Apple: attributedTitle(for:) — the normal state's when the state has none.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }
    /// Apple: setImage(_:for:).
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    /// Apple: image(for:) — the normal state's when the state has none.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    /// Apple: setTitleColor(_:for:).
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    /// Apple: titleColor(for:) — the normal state's when the state has none.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Apple: currentTitle — the title for the current state; with a configuration, its title.
    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// Apple: currentImage — the image for the current state; with a configuration, its image.
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    /// Apple: currentAttributedTitle.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// Apple: UIButton.titleLabel — shows `currentTitle`.
    open var titleLabel: UILabel? {
        storedTitleLabel.text = currentTitle
        return storedTitleLabel
    }
    /// Apple: UIButton.imageView — shows `currentImage`.
    open var imageView: UIImageView? {
        storedImageView.image = currentImage
        return storedImageView
    }

    // MARK: Configuration updates

    /// Apple: UIButton.setNeedsUpdateConfiguration() (iOS 15) — requests are coalesced.
    open func setNeedsUpdateConfiguration() { needsConfigurationUpdate = true }

    /// Apple: UIButton.updateConfiguration() (iOS 15) — override point; by default, a button with a
    /// configuration takes `configuration.updated(for: self)`.
    open func updateConfiguration() {
        if let configuration { self.configuration = configuration.updated(for: self) }
    }

    private func modelStateChanged() {
        if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    }

    var modelNeedsUpdatePass: Bool { needsConfigurationUpdate }

    func modelPerformUpdatePassIfNeeded() {
        guard needsConfigurationUpdate else { return }
        updateConfiguration()
        configurationUpdateHandler?(self)
        needsConfigurationUpdate = false
    }

    /// Model extension, not UIKit API: the user taps the button. A disabled (or hidden, or
    /// non-interactive) button ignores it. With `showsMenuAsPrimaryAction` and a menu, the menu
    /// opens and no action is sent. Otherwise `changesSelectionAsPrimaryAction` toggles
    /// `isSelected` first, then `.touchUpInside` and `.primaryActionTriggered` are sent. Returns
    /// whether the tap was handled.
    @discardableResult
    public func modelTap() -> Bool {
        guard isEnabled, isUserInteractionEnabled, !isHidden else { return false }
        if showsMenuAsPrimaryAction, menu != nil { return true }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:858).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// Storage of `adjustsImageWhenDisabled`, generated.
    private var modelStoredAdjustsImageWhenDisabled: Optional<Bool> = nil
    /// UIKit: `var adjustsImageWhenDisabled: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:41).
    /// Stored: keeps what is set; a read before any set records `UIButton.adjustsImageWhenDisabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open var adjustsImageWhenDisabled: Bool {
        get {
            if let value = modelStoredAdjustsImageWhenDisabled { return value }
            ModelFindings.unmodelled("UIButton.adjustsImageWhenDisabled")
            return false
        }
        set {
            modelStoredAdjustsImageWhenDisabled = newValue
        }
    }

    /// Storage of `adjustsImageWhenHighlighted`, generated.
    private var modelStoredAdjustsImageWhenHighlighted: Optional<Bool> = nil
    /// UIKit: `var adjustsImageWhenHighlighted: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:40).
    /// Stored: keeps what is set; a read before any set records `UIButton.adjustsImageWhenHighlighted` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open var adjustsImageWhenHighlighted: Bool {
        get {
            if let value = modelStoredAdjustsImageWhenHighlighted { return value }
            ModelFindings.unmodelled("UIButton.adjustsImageWhenHighlighted")
            return false
        }
        set {
            modelStoredAdjustsImageWhenHighlighted = newValue
        }
    }

    /// UIKit: `func backgroundImage(for state: UIControl.State) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:65).
    /// Unmodelled: a call records `UIButton.backgroundImage(for:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        ModelFindings.unmodelled("UIButton.backgroundImage(for:)")
        return nil
    }

    /// UIKit: `func backgroundRect(forBounds bounds: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:83).
    /// Unmodelled: a call records `UIButton.backgroundRect(forBounds:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        ModelFindings.unmodelled("UIButton.backgroundRect(forBounds:)")
        return .zero
    }

    /// UIKit: `var behavioralStyle: UIBehavioralStyle { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-behavioralstyle.md:16).
    /// Unmodelled: reading records `UIButton.behavioralStyle` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 15.0)
    open var behavioralStyle: UIBehavioralStyle {
        get {
            ModelAvailability.require("UIButton.behavioralStyle", introduced: 15)
            ModelFindings.unmodelledStop("UIButton.behavioralStyle")
        }
    }

    /// Storage of `contentEdgeInsets`, generated.
    private var modelStoredContentEdgeInsets: Optional<UIEdgeInsets> = nil
    /// UIKit: `var contentEdgeInsets: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:36).
    /// Stored: keeps what is set; a read before any set records `UIButton.contentEdgeInsets` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open var contentEdgeInsets: UIEdgeInsets {
        get {
            if let value = modelStoredContentEdgeInsets { return value }
            ModelFindings.unmodelled("UIButton.contentEdgeInsets")
            return .zero
        }
        set {
            modelStoredContentEdgeInsets = newValue
        }
    }

    /// UIKit: `func contentRect(forBounds bounds: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:84).
    /// Unmodelled: a call records `UIButton.contentRect(forBounds:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        ModelFindings.unmodelled("UIButton.contentRect(forBounds:)")
        return .zero
    }

    /// UIKit: `var currentBackgroundImage: UIImage? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:74).
    /// Unmodelled: reading records `UIButton.currentBackgroundImage` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open var currentBackgroundImage: UIImage? {
        get {
            ModelFindings.unmodelled("UIButton.currentBackgroundImage")
            return nil
        }
    }

    /// UIKit: `var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:75).
    /// Unmodelled: reading records `UIButton.currentPreferredSymbolConfiguration` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        get {
            ModelFindings.unmodelled("UIButton.currentPreferredSymbolConfiguration")
            return nil
        }
    }

    /// UIKit: `var currentTitleColor: UIColor { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:71).
    /// Unmodelled: reading records `UIButton.currentTitleColor` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    open var currentTitleColor: UIColor {
        get {
            ModelFindings.unmodelledStop("UIButton.currentTitleColor")
        }
    }

    /// UIKit: `var currentTitleShadowColor: UIColor? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:72).
    /// Unmodelled: reading records `UIButton.currentTitleShadowColor` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open var currentTitleShadowColor: UIColor? {
        get {
            ModelFindings.unmodelled("UIButton.currentTitleShadowColor")
            return nil
        }
    }

    /// Storage of `imageEdgeInsets`, generated.
    private var modelStoredImageEdgeInsets: Optional<UIEdgeInsets> = nil
    /// UIKit: `var imageEdgeInsets: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:39).
    /// Stored: keeps what is set; a read before any set records `UIButton.imageEdgeInsets` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open var imageEdgeInsets: UIEdgeInsets {
        get {
            if let value = modelStoredImageEdgeInsets { return value }
            ModelFindings.unmodelled("UIButton.imageEdgeInsets")
            return .zero
        }
        set {
            modelStoredImageEdgeInsets = newValue
        }
    }

    /// UIKit: `func imageRect(forContentRect contentRect: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:86).
    /// Unmodelled: a call records `UIButton.imageRect(forContentRect:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        ModelFindings.unmodelled("UIButton.imageRect(forContentRect:)")
        return .zero
    }

    /// UIKit: `var isHeld: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-isheld.md:16).
    /// Unmodelled: reading records `UIButton.isHeld` and returns `false`.
    @available(iOS, introduced: 15.0)
    open var isHeld: Bool {
        get {
            ModelAvailability.require("UIButton.isHeld", introduced: 15)
            ModelFindings.unmodelled("UIButton.isHeld")
            return false
        }
    }

    /// UIKit: `var isHovered: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-ishovered.md:16).
    /// Unmodelled: reading records `UIButton.isHovered` and returns `false`.
    @available(iOS, introduced: 15.0)
    open var isHovered: Bool {
        get {
            ModelAvailability.require("UIButton.isHovered", introduced: 15)
            ModelFindings.unmodelled("UIButton.isHovered")
            return false
        }
    }

    /// Storage of `isPointerInteractionEnabled`, generated.
    private var modelStoredIsPointerInteractionEnabled: Optional<Bool> = nil
    /// UIKit: `var isPointerInteractionEnabled: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:46).
    /// Stored: keeps what is set; a read before any set records `UIButton.isPointerInteractionEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.4)
    open var isPointerInteractionEnabled: Bool {
        get {
            if let value = modelStoredIsPointerInteractionEnabled { return value }
            ModelFindings.unmodelled("UIButton.isPointerInteractionEnabled")
            return false
        }
        set {
            modelStoredIsPointerInteractionEnabled = newValue
        }
    }

    /// Storage of `pointerStyleProvider`, generated.
    private var modelStoredPointerStyleProvider: Optional<UIButton.PointerStyleProvider?> = nil
    /// UIKit: `var pointerStyleProvider: UIButton.PointerStyleProvider?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:859).
    /// Stored: keeps what is set; a read before any set records `UIButton.pointerStyleProvider` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.4)
    open var pointerStyleProvider: UIButton.PointerStyleProvider? {
        get {
            if let value = modelStoredPointerStyleProvider { return value }
            ModelFindings.unmodelled("UIButton.pointerStyleProvider")
            return nil
        }
        set {
            modelStoredPointerStyleProvider = newValue
        }
    }

    /// Storage of `preferredBehavioralStyle`, generated.
    private var modelStoredPreferredBehavioralStyle: Optional<UIBehavioralStyle> = nil
    /// UIKit: `var preferredBehavioralStyle: UIBehavioralStyle { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-preferredbehavioralstyle.md:16).
    /// Stored: keeps what is set; a read before any set records `UIButton.preferredBehavioralStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var preferredBehavioralStyle: UIBehavioralStyle {
        get {
            if let value = modelStoredPreferredBehavioralStyle { return value }
            ModelAvailability.require("UIButton.preferredBehavioralStyle", introduced: 15)
            ModelFindings.unmodelledStop("UIButton.preferredBehavioralStyle")
        }
        set {
            modelStoredPreferredBehavioralStyle = newValue
        }
    }

    /// Storage of `preferredMenuElementOrder`, generated.
    private var modelStoredPreferredMenuElementOrder: Optional<UIContextMenuConfiguration.ElementOrder> = nil
    /// UIKit: `var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-preferredmenuelementorder.md:16).
    /// Stored: keeps what is set; a read before any set records `UIButton.preferredMenuElementOrder` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder {
        get {
            if let value = modelStoredPreferredMenuElementOrder { return value }
            ModelAvailability.require("UIButton.preferredMenuElementOrder", introduced: 16)
            ModelFindings.unmodelledStop("UIButton.preferredMenuElementOrder")
        }
        set {
            modelStoredPreferredMenuElementOrder = newValue
        }
    }

    /// UIKit: `func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:66).
    /// Unmodelled: a call records `UIButton.preferredSymbolConfigurationForImage(in:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        ModelFindings.unmodelled("UIButton.preferredSymbolConfigurationForImage(in:)")
        return nil
    }

    /// Storage of `reversesTitleShadowWhenHighlighted`, generated.
    private var modelStoredReversesTitleShadowWhenHighlighted: Optional<Bool> = nil
    /// UIKit: `var reversesTitleShadowWhenHighlighted: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:38).
    /// Stored: keeps what is set; a read before any set records `UIButton.reversesTitleShadowWhenHighlighted` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open var reversesTitleShadowWhenHighlighted: Bool {
        get {
            if let value = modelStoredReversesTitleShadowWhenHighlighted { return value }
            ModelFindings.unmodelled("UIButton.reversesTitleShadowWhenHighlighted")
            return false
        }
        set {
            modelStoredReversesTitleShadowWhenHighlighted = newValue
        }
    }

    /// UIKit: `func setBackgroundImage(_ image: UIImage?, for state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:56).
    /// Unmodelled: a call records `UIButton.setBackgroundImage(_:for:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        ModelFindings.unmodelled("UIButton.setBackgroundImage(_:for:)")
    }

    /// UIKit: `func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:57).
    /// Unmodelled: a call records `UIButton.setPreferredSymbolConfiguration(_:forImageIn:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
    ) {
        ModelFindings.unmodelled("UIButton.setPreferredSymbolConfiguration(_:forImageIn:)")
    }

    /// UIKit: `func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:54).
    /// Unmodelled: a call records `UIButton.setTitleShadowColor(_:for:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        ModelFindings.unmodelled("UIButton.setTitleShadowColor(_:for:)")
    }

    /// Storage of `showsTouchWhenHighlighted`, generated.
    private var modelStoredShowsTouchWhenHighlighted: Optional<Bool> = nil
    /// UIKit: `var showsTouchWhenHighlighted: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:42).
    /// Stored: keeps what is set; a read before any set records `UIButton.showsTouchWhenHighlighted` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open var showsTouchWhenHighlighted: Bool {
        get {
            if let value = modelStoredShowsTouchWhenHighlighted { return value }
            ModelFindings.unmodelled("UIButton.showsTouchWhenHighlighted")
            return false
        }
        set {
            modelStoredShowsTouchWhenHighlighted = newValue
        }
    }

    /// UIKit: `class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:32).
    /// Unmodelled: a call records `UIButton.systemButton(with:target:action:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self {
        ModelFindings.unmodelledStop("UIButton.systemButton(with:target:action:)")
    }

    /// UIKit: `var subtitleLabel: UILabel? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-subtitlelabel.md:16).
    /// Unmodelled: reading records `UIButton.subtitleLabel` and returns `nil`.
    @available(iOS, introduced: 15.0)
    open var subtitleLabel: UILabel? {
        get {
            ModelAvailability.require("UIButton.subtitleLabel", introduced: 15)
            ModelFindings.unmodelled("UIButton.subtitleLabel")
            return nil
        }
    }

    /// Storage of `titleEdgeInsets`, generated.
    private var modelStoredTitleEdgeInsets: Optional<UIEdgeInsets> = nil
    /// UIKit: `var titleEdgeInsets: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:37).
    /// Stored: keeps what is set; a read before any set records `UIButton.titleEdgeInsets` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open var titleEdgeInsets: UIEdgeInsets {
        get {
            if let value = modelStoredTitleEdgeInsets { return value }
            ModelFindings.unmodelled("UIButton.titleEdgeInsets")
            return .zero
        }
        set {
            modelStoredTitleEdgeInsets = newValue
        }
    }

    /// UIKit: `func titleRect(forContentRect contentRect: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:85).
    /// Unmodelled: a call records `UIButton.titleRect(forContentRect:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        ModelFindings.unmodelled("UIButton.titleRect(forContentRect:)")
        return .zero
    }

    /// UIKit: `func titleShadowColor(for state: UIControl.State) -> UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIButton.swift:63).
    /// Unmodelled: a call records `UIButton.titleShadowColor(for:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open func titleShadowColor(for state: UIControl.State) -> UIColor? {
        ModelFindings.unmodelled("UIButton.titleShadowColor(for:)")
        return nil
    }
    // cellspec:generated:end
}
