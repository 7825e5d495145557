import Foundation

/// A table view cell: a style-aware default content configuration, the legacy labels, and the
/// same configuration update cycle as collection view cells.
///
/// Apple: UITableViewCell — `init(style:reuseIdentifier:)`, `defaultContentConfiguration()`
/// following the cell's style, `contentConfiguration`, `backgroundConfiguration` (table view
/// cells set up a default one automatically, UIKIT-FACTS), `configurationUpdateHandler` (iOS 15).
@MainActor @preconcurrency
open class UITableViewCell: UIView, ModelConfigurationHosting {
    /// Apple: UITableViewCell.ConfigurationUpdateHandler.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    /// The style the cell was created with (Apple: UITableViewCell.CellStyle).
    let modelStyle: CellStyle
    let modelHost = ModelCellHost(contentView: UIView(frame: .zero))
    var storedBackgroundView: UIView?
    var storedSelectedBackgroundView: UIView?
    var storedMultipleSelectionBackgroundView: UIView?
    var legacyTextLabel: UILabel?
    var legacyDetailTextLabel: UILabel?
    var legacyImageView: UIImageView?

    /// Apple: UITableViewCell.reuseIdentifier.
    public let reuseIdentifier: String?

    /// Apple: UITableViewCell.init(style:reuseIdentifier:) — an ordinary designated initializer, as
    /// in UIKit, so a subclass overrides it with `override init(style:reuseIdentifier:)`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        modelStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        modelSetUp()
    }

    public required init?(coder: NSCoder) {
        modelStyle = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        modelSetUp()
    }

    /// Apple: UITableViewCell.init(frame:) — a `.default` cell.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Apple: UIView.init() on a table view cell — a `.default` cell with a zero frame.
    ///
    /// Model deviation, on purpose: `required`. A table view makes a registered class's cell at run
    /// time with `initWithStyle:UITableViewCellStyleDefault reuseIdentifier:` (Apple:
    /// UITableView.dequeueReusableCell(withIdentifier:for:)), which Swift can only do through a
    /// `required` initializer. While the table view makes a cell, this one calls
    /// `init(style: .default, reuseIdentifier:)` with the dequeued identifier, by dynamic dispatch,
    /// so the subclass's override runs. Being a convenience initializer it is inherited by every
    /// subclass that overrides the designated initializers, as real cells do.
    public required convenience init() {
        if let identifier = Self.modelIdentifierBeingDequeued {
            self.init(style: .default, reuseIdentifier: identifier)
        } else {
            self.init(frame: .zero)
        }
    }

    /// The reuse identifier of the cell a table view is making (model internals; see `init()`).
    static var modelIdentifierBeingDequeued: String?

    /// Makes a cell of a registered class for `identifier`, as a table view's dequeue does.
    static func modelMake(_ type: UITableViewCell.Type, identifier: String) -> UITableViewCell {
        let outer = modelIdentifierBeingDequeued
        modelIdentifierBeingDequeued = identifier
        defer { modelIdentifierBeingDequeued = outer }
        return type.init()
    }

    private func modelSetUp() {
        addSubview(modelHost.contentView)
        modelSetBackgroundConfiguration(UIBackgroundConfiguration(style: .listCell), automatic: true)
        ModelRunLoop.schedule(self)
    }

    /// Apple: UITableViewCell.contentView — replaced by the content configuration's view.
    open var contentView: UIView { modelHost.contentView }

    /// Apple: UITableViewCell.isSelected — a change requests a configuration update.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Apple: UITableViewCell.isHighlighted — a change requests a configuration update.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Apple: UITableViewCell.isEditing — a change requests a configuration update.
    open var isEditing = false {
        didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Apple: UITableViewCell.setSelected(_:animated:).
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Apple: UITableViewCell.setHighlighted(_:animated:).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    /// Apple: UITableViewCell.setEditing(_:animated:).
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Apple: UITableViewCell.selectionStyle.
    open var selectionStyle: SelectionStyle = .default
    /// Apple: UITableViewCell.accessoryType.
    open var accessoryType: AccessoryType = .none
    /// Apple: UITableViewCell.accessoryView.
    open var accessoryView: UIView?

    /// Whether a self-sizing layout measured the cell already (model internals).
    var modelSelfSizingChecked = false

    /// Model extension, not UIKit API: states the table view sets (see ``ModelCellInteraction``).
    public var modelInteraction = ModelCellInteraction() {
        didSet { if modelInteraction != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Apple: UITableViewCell.defaultContentConfiguration() — follows the cell's style:
    /// `.default` → `cell()`, `.subtitle` → `subtitleCell()`, `.value1`/`.value2` → `valueCell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch modelStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// Apple: UITableViewCell.contentConfiguration — non-nil resets `textLabel`,
    /// `detailTextLabel` and `imageView`.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { modelHost.contentConfiguration }
        set { modelSetContentConfiguration(newValue) }
    }

    /// Apple: UITableViewCell.backgroundConfiguration.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get {
            ModelPreviewRecorder.noteSubject(self)
            return modelHost.backgroundConfiguration
        }
        set { modelSetBackgroundConfiguration(newValue) }
    }

    /// Apple: UITableViewCell.automaticallyUpdatesContentConfiguration (default true).
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { modelHost.automaticallyUpdatesContentConfiguration }
        set { modelHost.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Apple: UITableViewCell.automaticallyUpdatesBackgroundConfiguration (default true).
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { modelHost.automaticallyUpdatesBackgroundConfiguration }
        set { modelHost.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// Apple: UITableViewCell.configurationUpdateHandler (iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet {
            guard ModelAvailability.require("UITableViewCell.configurationUpdateHandler", introduced: 15) else {
                configurationUpdateHandler = nil
                return
            }
            setNeedsUpdateConfiguration()
        }
    }

    /// Apple: UITableViewCell.configurationState.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        modelInteraction.apply(to: &state)
        return state
    }

    /// Apple: UITableViewCell.setNeedsUpdateConfiguration().
    open func setNeedsUpdateConfiguration() { modelSetNeedsUpdate() }

    /// Apple: UITableViewCell.updateConfiguration(using:) — override point; not to be called directly.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if !modelHost.inUpdatePass { ModelFindings.violation(.updateConfigurationCalledDirectly) }
    }

    /// Apple: UITableViewCell.defaultBackgroundConfiguration() (iOS 16).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        ModelAvailability.require("UITableViewCell.defaultBackgroundConfiguration()", introduced: 16)
        return UIBackgroundConfiguration(style: .listCell).updated(for: configurationState)
    }

    /// Apple: UITableViewCell.prepareForReuse().
    open func prepareForReuse() {}

    /// Model extension, not UIKit API: how many configuration update passes ran.
    public var modelUpdatePassCount: Int { modelHost.passCount }

    open override func layoutIfNeeded() {
        modelPerformUpdatePassIfNeeded()
        super.layoutIfNeeded()
    }

    override func modelTraitsDidChange() {
        super.modelTraitsDidChange()
        setNeedsUpdateConfiguration()
    }

    /// Apple: UIView.backgroundColor on a cell — setting it resets `backgroundConfiguration`.
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            modelLegacyBackgroundWillBeSet("backgroundColor", isNil: newValue == nil)
            super.backgroundColor = newValue
        }
    }

    override func modelDisplayed() -> ModelDisplayed {
        modelPerformUpdatePassIfNeeded()
        var shown = ModelDisplayed(contentOf: contentView)
        shown.backgroundColor =
            modelConfiguredBackgroundColor()
            ?? (isSelected ? storedSelectedBackgroundView?.backgroundColor : nil)
            ?? storedBackgroundView?.backgroundColor ?? super.backgroundColor
        return shown
    }

    var modelCurrentState: UICellConfigurationState { configurationState }

    func modelRunUpdateMethods(_ state: UICellConfigurationState) {
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Apple: UITableViewCell.CellStyle.
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// Apple: UITableViewCell.SelectionStyle.
    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray, `default`
    }

    /// Apple: UITableViewCell.AccessoryType.
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func didTransition(to state: UITableViewCell.StateMask)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:123).
    /// Unmodelled: a call records `UITableViewCell.didTransition(to:)` and does nothing.
    @available(iOS, introduced: 3.0)
    open func didTransition(to state: UITableViewCell.StateMask) {
        ModelFindings.unmodelled("UITableViewCell.didTransition(to:)")
    }

    /// UIKit: `func dragStateDidChange(_ dragState: UITableViewCell.DragState)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:125).
    /// Unmodelled: a call records `UITableViewCell.dragStateDidChange(_:)` and does nothing.
    @available(iOS, introduced: 11.0)
    open func dragStateDidChange(_ dragState: UITableViewCell.DragState) {
        ModelFindings.unmodelled("UITableViewCell.dragStateDidChange(_:)")
    }

    /// Storage of `editingAccessoryType`, generated.
    private var modelStoredEditingAccessoryType: Optional<UITableViewCell.AccessoryType> = nil
    /// UIKit: `var editingAccessoryType: UITableViewCell.AccessoryType` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:110).
    /// Stored: keeps what is set; a read before any set records `UITableViewCell.editingAccessoryType` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var editingAccessoryType: UITableViewCell.AccessoryType {
        get {
            if let value = modelStoredEditingAccessoryType { return value }
            ModelFindings.unmodelledStop("UITableViewCell.editingAccessoryType")
        }
        set {
            modelStoredEditingAccessoryType = newValue
        }
    }

    /// Storage of `editingAccessoryView`, generated.
    private var modelStoredEditingAccessoryView: Optional<UIView?> = nil
    /// UIKit: `var editingAccessoryView: UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:111).
    /// Stored: keeps what is set; a read before any set records `UITableViewCell.editingAccessoryView` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var editingAccessoryView: UIView? {
        get {
            if let value = modelStoredEditingAccessoryView { return value }
            ModelFindings.unmodelled("UITableViewCell.editingAccessoryView")
            return nil
        }
        set {
            modelStoredEditingAccessoryView = newValue
        }
    }

    /// UIKit: `var editingStyle: UITableViewCell.EditingStyle { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:105).
    /// Unmodelled: reading records `UITableViewCell.editingStyle` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    open var editingStyle: UITableViewCell.EditingStyle {
        get {
            ModelFindings.unmodelledStop("UITableViewCell.editingStyle")
        }
    }

    /// Storage of `focusStyle`, generated.
    private var modelStoredFocusStyle: Optional<UITableViewCell.FocusStyle> = nil
    /// UIKit: `var focusStyle: UITableViewCell.FocusStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:119).
    /// Stored: keeps what is set; a read before any set records `UITableViewCell.focusStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var focusStyle: UITableViewCell.FocusStyle {
        get {
            if let value = modelStoredFocusStyle { return value }
            ModelFindings.unmodelledStop("UITableViewCell.focusStyle")
        }
        set {
            modelStoredFocusStyle = newValue
        }
    }

    /// Storage of `indentationLevel`, generated.
    private var modelStoredIndentationLevel: Optional<Int> = nil
    /// UIKit: `var indentationLevel: Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:112).
    /// Stored: keeps what is set; a read before any set records `UITableViewCell.indentationLevel` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var indentationLevel: Int {
        get {
            if let value = modelStoredIndentationLevel { return value }
            ModelFindings.unmodelled("UITableViewCell.indentationLevel")
            return 0
        }
        set {
            modelStoredIndentationLevel = newValue
        }
    }

    /// Storage of `indentationWidth`, generated.
    private var modelStoredIndentationWidth: Optional<CGFloat> = nil
    /// UIKit: `var indentationWidth: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:113).
    /// Stored: keeps what is set; a read before any set records `UITableViewCell.indentationWidth` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var indentationWidth: CGFloat {
        get {
            if let value = modelStoredIndentationWidth { return value }
            ModelFindings.unmodelled("UITableViewCell.indentationWidth")
            return 0
        }
        set {
            modelStoredIndentationWidth = newValue
        }
    }

    /// Storage of `separatorInset`, generated.
    private var modelStoredSeparatorInset: Optional<UIEdgeInsets> = nil
    /// UIKit: `var separatorInset: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:114).
    /// Stored: keeps what is set; a read before any set records `UITableViewCell.separatorInset` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var separatorInset: UIEdgeInsets {
        get {
            if let value = modelStoredSeparatorInset { return value }
            ModelFindings.unmodelled("UITableViewCell.separatorInset")
            return .zero
        }
        set {
            modelStoredSeparatorInset = newValue
        }
    }

    /// Storage of `shouldIndentWhileEditing`, generated.
    private var modelStoredShouldIndentWhileEditing: Optional<Bool> = nil
    /// UIKit: `var shouldIndentWhileEditing: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:107).
    /// Stored: keeps what is set; a read before any set records `UITableViewCell.shouldIndentWhileEditing` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var shouldIndentWhileEditing: Bool {
        get {
            if let value = modelStoredShouldIndentWhileEditing { return value }
            ModelFindings.unmodelled("UITableViewCell.shouldIndentWhileEditing")
            return false
        }
        set {
            modelStoredShouldIndentWhileEditing = newValue
        }
    }

    /// UIKit: `var showingDeleteConfirmation: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:118).
    /// Unmodelled: reading records `UITableViewCell.showingDeleteConfirmation` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var showingDeleteConfirmation: Bool {
        get {
            ModelFindings.unmodelled("UITableViewCell.showingDeleteConfirmation")
            return false
        }
    }

    /// Storage of `showsReorderControl`, generated.
    private var modelStoredShowsReorderControl: Optional<Bool> = nil
    /// UIKit: `var showsReorderControl: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:106).
    /// Stored: keeps what is set; a read before any set records `UITableViewCell.showsReorderControl` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var showsReorderControl: Bool {
        get {
            if let value = modelStoredShowsReorderControl { return value }
            ModelFindings.unmodelled("UITableViewCell.showsReorderControl")
            return false
        }
        set {
            modelStoredShowsReorderControl = newValue
        }
    }

    /// Storage of `userInteractionEnabledWhileDragging`, generated.
    private var modelStoredUserInteractionEnabledWhileDragging: Optional<Bool> = nil
    /// UIKit: `var userInteractionEnabledWhileDragging: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:127).
    /// Stored: keeps what is set; a read before any set records `UITableViewCell.userInteractionEnabledWhileDragging` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var userInteractionEnabledWhileDragging: Bool {
        get {
            if let value = modelStoredUserInteractionEnabledWhileDragging { return value }
            ModelFindings.unmodelled("UITableViewCell.userInteractionEnabledWhileDragging")
            return false
        }
        set {
            modelStoredUserInteractionEnabledWhileDragging = newValue
        }
    }

    /// UIKit: `func willTransition(to state: UITableViewCell.StateMask)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:121).
    /// Unmodelled: a call records `UITableViewCell.willTransition(to:)` and does nothing.
    @available(iOS, introduced: 3.0)
    open func willTransition(to state: UITableViewCell.StateMask) {
        ModelFindings.unmodelled("UITableViewCell.willTransition(to:)")
    }
    // cellspec:generated:end
}
