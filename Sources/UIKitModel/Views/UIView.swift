import Foundation

/// A rectangular view in a hierarchy, with a background color, a tint color inherited from its
/// superview, traits, and a layout pass.
///
/// Apple: UIView. The model keeps the hierarchy, colors, visibility and layout margins; it does
/// not compute geometry beyond what is assigned.
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// Apple: UIView.frame. A change of size resizes subviews by their autoresizing masks
    /// (``autoresizingMask``).
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { modelResizeSubviews(from: oldValue.size) } }
    }
    /// Apple: UIView.bounds (origin zero, size of the frame).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// Apple: UIView.backgroundColor (nil: transparent).
    open var backgroundColor: UIColor?
    /// Apple: UIView.isHidden.
    open var isHidden = false
    /// Apple: UIView.alpha.
    open var alpha: CGFloat = 1
    /// Apple: UIView.clipsToBounds.
    open var clipsToBounds = false
    /// Apple: UIView.isUserInteractionEnabled.
    open var isUserInteractionEnabled = true
    /// Apple: UIView.tag.
    open var tag = 0
    /// Apple: UIView.contentMode.
    open var contentMode: ContentMode = .scaleToFill
    /// Apple: UIView.translatesAutoresizingMaskIntoConstraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Apple: UIView.directionalLayoutMargins (8 on each side by default).
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Apple: UIView.preservesSuperviewLayoutMargins.
    open var preservesSuperviewLayoutMargins = false
    /// Apple: UIView.accessibilityLabel (UIAccessibility informal protocol).
    open var accessibilityLabel: String?

    /// Apple: UIView.superview.
    public private(set) weak var superview: UIView?
    /// Apple: UIView.subviews.
    public private(set) var subviews: [UIView] = []

    private var explicitTintColor: UIColor?
    var modelTraitOverrides = UITraitCollection.Values()
    var modelNeedsLayout = true
    /// The properties update pass of this view and its view controller (``updateProperties()``).
    lazy var modelPropertiesPass = ModelPropertiesPass(view: self)
    /// The view controller whose `view` this is (UIKit: the view's next responder).
    weak var modelOwningController: UIViewController?
    lazy var modelAnchors = ModelLayoutAnchors(owner: self)
    lazy var modelLayer = CALayer(view: self)
    /// State of the members declared in extensions of UIView (autoresizing, accessibility, …).
    var modelExtras = ModelViewExtras()
    var modelLayoutGuides: [UILayoutGuide] = []
    /// The active constraints that relate this view (model internals; see `UIView+Layout.swift`).
    var modelConstraints: [NSLayoutConstraint] = []
    var modelHugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var modelCompressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    /// Apple: UIView.init(frame:).
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Apple: UIView.init(coder:). The model decodes nothing; views are made in code.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    /// Apple: UIView.init() — `init(frame: .zero)`.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Apple: UIView.layoutMargins, the absolute form of ``directionalLayoutMargins`` (left-to-right).
    open var layoutMargins: UIEdgeInsets {
        get {
            let m = directionalLayoutMargins
            return UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set {
            directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// Apple: UIView.tintColor — nil resets to the superview's tint; the root tint is
    /// `UIColor.tintColor`'s system blue.
    open var tintColor: UIColor! {
        get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
        set { explicitTintColor = newValue }
    }

    /// Apple: UIView.addSubview(_:).
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    /// Apple: UIView.insertSubview(_:at:).
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        setNeedsLayout()
    }

    /// Apple: UIView.removeFromSuperview().
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Apple: UIView.isDescendant(of:).
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Apple: UIView.intrinsicContentSize — "the natural size for the receiving view,
    /// considering only properties of the view itself"; none by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Apple: UIView.sizeThatFits(_:) — "The default implementation of this method returns the
    /// existing size of the view"; subclasses override it.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Apple: UIView.sizeToFit() — "calls the sizeThatFits(_:) method with the current view's
    /// bounds and changes the bounds size of this view".
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Apple: UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
    /// — the fitting size with priorities per axis; cells override it to size themselves. Model:
    /// as ``systemLayoutSizeFitting(_:)`` — a `required` horizontal priority keeps the target
    /// width, the height comes from the content's constraints.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }

    /// Apple: UIView.invalidateIntrinsicContentSize() — the model computes sizes when asked.
    open func invalidateIntrinsicContentSize() {}

    /// Apple: UIView.setNeedsLayout().
    open func setNeedsLayout() { modelNeedsLayout = true }

    /// Apple: UIView.layoutIfNeeded() — runs the layout pass now if one is pending, for this view
    /// and its subviews. A pending properties update comes first: `updateProperties()` "configures
    /// the view's content and styling properties before layout" (iOS 26; see ``updateProperties()``).
    open func layoutIfNeeded() {
        modelPerformPropertiesUpdateIfNeeded()
        if modelNeedsLayout {
            modelNeedsLayout = false
            layoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Apple: UIView.updateProperties() (iOS 26) — "Configures the view's content and styling
    /// properties before layout." An override point: "Don't call this method directly; instead,
    /// call setNeedsUpdateProperties() to schedule an update." It "supports automatic observation
    /// tracking": the model runs it inside `withObservationTracking` when tracking is on, and a
    /// change to an `@Observable` property it read schedules another update
    /// (https://developer.apple.com/documentation/uikit/uiview/updateproperties()).
    /// The default does nothing.
    @available(iOS, introduced: 26.0)
    open func updateProperties() {}

    /// Apple: UIView.setNeedsUpdateProperties() (iOS 26) — "Call to manually request a properties
    /// update for the view. Multiple requests may be coalesced into a single update alongside the
    /// next layout pass" (https://developer.apple.com/documentation/uikit/uiview/setneedsupdateproperties()).
    @available(iOS, introduced: 26.0)
    open func setNeedsUpdateProperties() {
        guard ModelAvailability.require("UIView.setNeedsUpdateProperties()", introduced: 26) else { return }
        modelRequestPropertiesUpdate()
    }

    /// Apple: UIView.updatePropertiesIfNeeded() (iOS 26) — "Forces an immediate properties update
    /// for this view (and its view controller, if applicable) and any subviews, including any view
    /// controllers or views in its subtree"
    /// (https://developer.apple.com/documentation/uikit/uiview/updatepropertiesifneeded()).
    @available(iOS, introduced: 26.0)
    open func updatePropertiesIfNeeded() {
        guard ModelAvailability.require("UIView.updatePropertiesIfNeeded()", introduced: 26) else { return }
        modelPerformPropertiesUpdateIfNeeded()
        for view in subviews { view.updatePropertiesIfNeeded() }
    }

    /// Apple: UIView.layoutSubviews() — override point; the default does nothing in the model.
    open func layoutSubviews() {}

    /// Apple: UITraitEnvironment.traitCollectionDidChange(_:) (deprecated in iOS 17 for
    /// `registerForTraitChanges`, still called) — "The system calls this method when the iOS
    /// interface environment changes." The model calls it on every view whose traits a change of
    /// overrides (`overrideUserInterfaceStyle`, ``modelOverrideTraits(_:)``) changed, with the traits before.
    /// Deprecated as UIKit's is (inventory: `UITraitEnvironment.traitCollectionDidChange(_:)`,
    /// deprecated 17.0), so calling it, `super`'s included, draws the warning Xcode gives.
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    @available(*, deprecated, message: "deprecated in iOS 17.0")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Apple: UIView.focusGroupIdentifier (iOS 15) — the focus group the view belongs to. Stored state.
    open var focusGroupIdentifier: String?
    /// Apple: UIView.canBecomeFocused — false for a plain view. The model has no focus engine.
    open var canBecomeFocused: Bool { false }
    /// Apple: UIFocusEnvironment.preferredFocusEnvironments — none by default.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    /// Apple: UIFocusEnvironment.didUpdateFocus(in:with:) — called by the focus engine when focus
    /// moves; the model has none, so it is never called.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// Apple: UIView.traitCollection — the superview's traits (the screen's for a view in no
    /// hierarchy), then its view controller's overrides when it is a controller's view (iOS 17: "view
    /// controllers inherit their trait collection from their view's superview"), then its own.
    open var traitCollection: UITraitCollection {
        var inherited = superview?.traitCollection.values ?? ModelScreen.traits
        if let controller = modelOwningController {
            inherited = inherited.overridden(by: controller.modelTraitOverrides)
        }
        return UITraitCollection(values: inherited.overridden(by: modelTraitOverrides))
    }

    /// Apple: UIView.traitOverrides (iOS 17) — the traits this view sets for itself and its
    /// subviews; a change updates their trait collections and calls the handlers registered for the
    /// traits that changed.
    @available(iOS, introduced: 17.0)
    open var traitOverrides: UITraitOverrides {
        get {
            ModelAvailability.require("UIView.traitOverrides", introduced: 17)
            return UITraitOverrides(values: modelTraitOverrides)
        }
        set { modelSetTraitOverrides { $0 = newValue.values } }
    }

    /// Apple: UIView.overrideUserInterfaceStyle (iOS 13).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { modelTraitOverrides.userInterfaceStyle }
        set { modelSetTraitOverrides { $0.userInterfaceStyle = newValue } }
    }

    /// The snapshot behind ``displayed``; cells override it to run their pending update first.
    /// Model internals.
    func modelDisplayed() -> ModelDisplayed { ModelDisplayed(contentOf: self) }

    /// Model extension, not UIKit API: overrides traits of this view, as its window, list or
    /// collection view would (e.g. `$0.userInterfaceStyle = .dark`, `$0.listEnvironment = .sidebar`).
    /// Cells and header/footer views request a configuration update when their traits change.
    public func modelOverrideTraits(_ mutations: (inout any UIMutableTraits) -> Void) {
        modelSetTraitOverrides { values in
            var traits: any UIMutableTraits = UITraitOverrides(values: values)
            mutations(&traits)
            values = (traits as? UITraitOverrides)?.values ?? values
        }
    }

    /// Called when this view's traits may have changed. Model internals; cells react to it.
    func modelTraitsDidChange() {
        modelNotifyTraitRegistrations()
        for view in subviews { view.modelTraitsDidChange() }
    }

    func modelSetTraitOverrides(_ change: (inout UITraitCollection.Values) -> Void) {
        modelChangingTraits { change(&modelTraitOverrides) }
    }

    /// Runs a change that may change this view's traits (its own overrides, or its controller's),
    /// then tells every view of the subtree whose traits changed. Model internals.
    func modelChangingTraits(_ change: () -> Void) {
        let before = traitCollection
        var subtree: [(view: UIView, traits: UITraitCollection)] = []
        func collect(_ view: UIView) {
            subtree.append((view, view.traitCollection))
            view.subviews.forEach(collect)
        }
        collect(self)
        change()
        if traitCollection != before { modelTraitsDidChange() }
        for (view, traits) in subtree where view.traitCollection != traits {
            view.traitCollectionDidChange(traits)
        }
    }

    /// Apple: UIView.ContentMode.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `accessibilityIgnoresInvertColors`, generated.
    private var modelStoredAccessibilityIgnoresInvertColors: Optional<Bool> = nil
    /// UIKit: `var accessibilityIgnoresInvertColors: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-accessibilityignoresinvertcolors.md:16).
    /// Stored: keeps what is set; a read before any set records `UIView.accessibilityIgnoresInvertColors` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var accessibilityIgnoresInvertColors: Bool {
        get {
            if let value = modelStoredAccessibilityIgnoresInvertColors { return value }
            ModelFindings.unmodelled("UIView.accessibilityIgnoresInvertColors")
            return false
        }
        set {
            modelStoredAccessibilityIgnoresInvertColors = newValue
        }
    }

    /// UIKit: `func alignmentRect(forFrame frame: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:325).
    /// Unmodelled: a call records `UIView.alignmentRect(forFrame:)` and returns `.zero`.
    @available(iOS, introduced: 6.0)
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        ModelFindings.unmodelled("UIView.alignmentRect(forFrame:)")
        return .zero
    }

    /// UIKit: `var alignmentRectInsets: UIEdgeInsets { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:329).
    /// Unmodelled: reading records `UIView.alignmentRectInsets` and returns `.zero`.
    @available(iOS, introduced: 6.0)
    open var alignmentRectInsets: UIEdgeInsets {
        get {
            ModelFindings.unmodelled("UIView.alignmentRectInsets")
            return .zero
        }
    }

    /// Storage of `anchorPoint`, generated.
    private var modelStoredAnchorPoint: Optional<CGPoint> = nil
    /// UIKit: `var anchorPoint: CGPoint { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-anchorpoint.md:16).
    /// Stored: keeps what is set; a read before any set records `UIView.anchorPoint` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var anchorPoint: CGPoint {
        get {
            if let value = modelStoredAnchorPoint { return value }
            ModelAvailability.require("UIView.anchorPoint", introduced: 16)
            ModelFindings.unmodelled("UIView.anchorPoint")
            return .zero
        }
        set {
            modelStoredAnchorPoint = newValue
        }
    }

    /// UIKit: `var appliedContentSizeCategoryLimitsDescription: String { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-appliedcontentsizecategorylimitsdescription.md:16).
    /// Unmodelled: reading records `UIView.appliedContentSizeCategoryLimitsDescription` and returns `""`.
    @available(iOS, introduced: 15.0)
    open var appliedContentSizeCategoryLimitsDescription: String {
        get {
            ModelAvailability.require("UIView.appliedContentSizeCategoryLimitsDescription", introduced: 15)
            ModelFindings.unmodelled("UIView.appliedContentSizeCategoryLimitsDescription")
            return ""
        }
    }

    /// UIKit: `func bringSubviewToFront(_ view: UIView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:184).
    /// Unmodelled: a call records `UIView.bringSubviewToFront(_:)` and does nothing.
    open func bringSubviewToFront(_ view: UIView) {
        ModelFindings.unmodelled("UIView.bringSubviewToFront(_:)")
    }

    /// Storage of `center`, generated.
    private var modelStoredCenter: Optional<CGPoint> = nil
    /// UIKit: `var center: CGPoint { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-center.md:16).
    /// Stored: keeps what is set; a read before any set records `UIView.center` and returns `.zero` (UIKit's default is not in the inventory).
    open var center: CGPoint {
        get {
            if let value = modelStoredCenter { return value }
            ModelFindings.unmodelled("UIView.center")
            return .zero
        }
        set {
            modelStoredCenter = newValue
        }
    }

    /// Storage of `clearsContextBeforeDrawing`, generated.
    private var modelStoredClearsContextBeforeDrawing: Optional<Bool> = nil
    /// UIKit: `var clearsContextBeforeDrawing: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:226).
    /// Stored: keeps what is set; a read before any set records `UIView.clearsContextBeforeDrawing` and returns `false` (UIKit's default is not in the inventory).
    open var clearsContextBeforeDrawing: Bool {
        get {
            if let value = modelStoredClearsContextBeforeDrawing { return value }
            ModelFindings.unmodelled("UIView.clearsContextBeforeDrawing")
            return false
        }
        set {
            modelStoredClearsContextBeforeDrawing = newValue
        }
    }

    /// UIKit: `func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:391).
    /// Unmodelled: a call records `UIView.constraintsAffectingLayout(for:)` and returns `[]`.
    @available(iOS, introduced: 6.0)
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        ModelFindings.unmodelled("UIView.constraintsAffectingLayout(for:)")
        return []
    }

    /// Storage of `contentScaleFactor`, generated.
    private var modelStoredContentScaleFactor: Optional<CGFloat> = nil
    /// UIKit: `var contentScaleFactor: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:159).
    /// Stored: keeps what is set; a read before any set records `UIView.contentScaleFactor` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.0)
    open var contentScaleFactor: CGFloat {
        get {
            if let value = modelStoredContentScaleFactor { return value }
            ModelFindings.unmodelled("UIView.contentScaleFactor")
            return 0
        }
        set {
            modelStoredContentScaleFactor = newValue
        }
    }

    /// UIKit: `func convert(_ point: CGPoint, from view: UIView?) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:166).
    /// Unmodelled: a call records `UIView.convert(_:from:)` and returns `.zero`.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        ModelFindings.unmodelled("UIView.convert(_:from:)")
        return .zero
    }

    /// UIKit: `func convert(_ point: CGPoint, to view: UIView?) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:165).
    /// Unmodelled: a call records `UIView.convert(_:to:)` and returns `.zero`.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        ModelFindings.unmodelled("UIView.convert(_:to:)")
        return .zero
    }

    /// UIKit: `func convert(_ rect: CGRect, from view: UIView?) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:168).
    /// Unmodelled: a call records `UIView.convert(_:from:)` and returns `.zero`.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        ModelFindings.unmodelled("UIView.convert(_:from:)")
        return .zero
    }

    /// UIKit: `func convert(_ rect: CGRect, to view: UIView?) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:167).
    /// Unmodelled: a call records `UIView.convert(_:to:)` and returns `.zero`.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        ModelFindings.unmodelled("UIView.convert(_:to:)")
        return .zero
    }

    /// UIKit: `func didAddSubview(_ subview: UIView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:186).
    /// Unmodelled: a call records `UIView.didAddSubview(_:)` and does nothing.
    open func didAddSubview(_ subview: UIView) {
        ModelFindings.unmodelled("UIView.didAddSubview(_:)")
    }

    /// UIKit: `func didMoveToSuperview()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:189).
    /// Unmodelled: a call records `UIView.didMoveToSuperview()` and does nothing.
    open func didMoveToSuperview() {
        ModelFindings.unmodelled("UIView.didMoveToSuperview()")
    }

    /// UIKit: `func didMoveToWindow()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:191).
    /// Unmodelled: a call records `UIView.didMoveToWindow()` and does nothing.
    open func didMoveToWindow() {
        ModelFindings.unmodelled("UIView.didMoveToWindow()")
    }

    /// UIKit: `func draw(_ rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:219).
    /// Unmodelled: a call records `UIView.draw(_:)` and does nothing.
    open func draw(_ rect: CGRect) {
        ModelFindings.unmodelled("UIView.draw(_:)")
    }

    /// UIKit: `func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:39).
    /// Unmodelled: a call records `UIView.draw(_:for:)` and does nothing.
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
        ModelFindings.unmodelled("UIView.draw(_:for:)")
    }

    /// UIKit: `func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:417).
    /// Unmodelled: a call records `UIView.drawHierarchy(in:afterScreenUpdates:)` and returns `false`.
    @available(iOS, introduced: 7.0)
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        ModelFindings.unmodelled("UIView.drawHierarchy(in:afterScreenUpdates:)")
        return false
    }

    /// UIKit: `func endEditing(_ force: Bool) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:47).
    /// Unmodelled: a call records `UIView.endEditing(_:)` and returns `false`.
    open func endEditing(_ force: Bool) -> Bool {
        ModelFindings.unmodelled("UIView.endEditing(_:)")
        return false
    }

    /// UIKit: `func exchangeSubview(at index1: Int, withSubviewAt index2: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:180).
    /// Unmodelled: a call records `UIView.exchangeSubview(at:withSubviewAt:)` and does nothing.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        ModelFindings.unmodelled("UIView.exchangeSubview(at:withSubviewAt:)")
    }

    /// UIKit: `func exerciseAmbiguityInLayout()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:395).
    /// Unmodelled: a call records `UIView.exerciseAmbiguityInLayout()` and does nothing.
    @available(iOS, introduced: 6.0)
    open func exerciseAmbiguityInLayout() {
        ModelFindings.unmodelled("UIView.exerciseAmbiguityInLayout()")
    }

    /// Storage of `focusEffect`, generated.
    private var modelStoredFocusEffect: Optional<UIFocusEffect?> = nil
    /// UIKit: `var focusEffect: UIFocusEffect? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-focuseffect.md:16).
    /// Stored: keeps what is set; a read before any set records `UIView.focusEffect` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var focusEffect: UIFocusEffect? {
        get {
            if let value = modelStoredFocusEffect { return value }
            ModelAvailability.require("UIView.focusEffect", introduced: 15)
            ModelFindings.unmodelled("UIView.focusEffect")
            return nil
        }
        set {
            modelStoredFocusEffect = newValue
        }
    }

    /// Storage of `focusGroupPriority`, generated.
    private var modelStoredFocusGroupPriority: Optional<UIFocusGroupPriority> = nil
    /// UIKit: `var focusGroupPriority: UIFocusGroupPriority { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-focusgrouppriority.md:16).
    /// Stored: keeps what is set; a read before any set records `UIView.focusGroupPriority` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var focusGroupPriority: UIFocusGroupPriority {
        get {
            if let value = modelStoredFocusGroupPriority { return value }
            ModelAvailability.require("UIView.focusGroupPriority", introduced: 15)
            ModelFindings.unmodelledStop("UIView.focusGroupPriority")
        }
        set {
            modelStoredFocusGroupPriority = newValue
        }
    }

    /// UIKit: `func forBaselineLayout() -> UIView` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:331).
    /// Unmodelled: a call records `UIView.forBaselineLayout()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 6.0)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    open func forBaselineLayout() -> UIView {
        ModelFindings.unmodelledStop("UIView.forBaselineLayout()")
    }

    /// UIKit: `var forFirstBaselineLayout: UIView { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:333).
    /// Unmodelled: reading records `UIView.forFirstBaselineLayout` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open var forFirstBaselineLayout: UIView {
        get {
            ModelFindings.unmodelledStop("UIView.forFirstBaselineLayout")
        }
    }

    /// UIKit: `var forLastBaselineLayout: UIView { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:335).
    /// Unmodelled: reading records `UIView.forLastBaselineLayout` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open var forLastBaselineLayout: UIView {
        get {
            ModelFindings.unmodelledStop("UIView.forLastBaselineLayout")
        }
    }

    /// UIKit: `func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:277).
    /// Unmodelled: a call records `UIView.gestureRecognizerShouldBegin(_:)` and returns `false`.
    @available(iOS, introduced: 6.0)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        ModelFindings.unmodelled("UIView.gestureRecognizerShouldBegin(_:)")
        return false
    }

    /// UIKit: `var hasAmbiguousLayout: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:393).
    /// Unmodelled: reading records `UIView.hasAmbiguousLayout` and returns `false`.
    @available(iOS, introduced: 6.0)
    open var hasAmbiguousLayout: Bool {
        get {
            ModelFindings.unmodelled("UIView.hasAmbiguousLayout")
            return false
        }
    }

    /// UIKit: `func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:163).
    /// Unmodelled: a call records `UIView.hitTest(_:with:)` and returns `nil`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        ModelFindings.unmodelled("UIView.hitTest(_:with:)")
        return nil
    }

    /// UIKit: `func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:183).
    /// Unmodelled: a call records `UIView.insertSubview(_:aboveSubview:)` and does nothing.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        ModelFindings.unmodelled("UIView.insertSubview(_:aboveSubview:)")
    }

    /// UIKit: `func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:182).
    /// Unmodelled: a call records `UIView.insertSubview(_:belowSubview:)` and does nothing.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        ModelFindings.unmodelled("UIView.insertSubview(_:belowSubview:)")
    }

    /// Storage of `insetsLayoutMarginsFromSafeArea`, generated.
    private var modelStoredInsetsLayoutMarginsFromSafeArea: Optional<Bool> = nil
    /// UIKit: `var insetsLayoutMarginsFromSafeArea: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:203).
    /// Stored: keeps what is set; a read before any set records `UIView.insetsLayoutMarginsFromSafeArea` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get {
            if let value = modelStoredInsetsLayoutMarginsFromSafeArea { return value }
            ModelFindings.unmodelled("UIView.insetsLayoutMarginsFromSafeArea")
            return false
        }
        set {
            modelStoredInsetsLayoutMarginsFromSafeArea = newValue
        }
    }

    /// Storage of `isExclusiveTouch`, generated.
    private var modelStoredIsExclusiveTouch: Optional<Bool> = nil
    /// UIKit: `var isExclusiveTouch: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:162).
    /// Stored: keeps what is set; a read before any set records `UIView.isExclusiveTouch` and returns `false` (UIKit's default is not in the inventory).
    open var isExclusiveTouch: Bool {
        get {
            if let value = modelStoredIsExclusiveTouch { return value }
            ModelFindings.unmodelled("UIView.isExclusiveTouch")
            return false
        }
        set {
            modelStoredIsExclusiveTouch = newValue
        }
    }

    /// UIKit: `var isFocused: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:142).
    /// Unmodelled: reading records `UIView.isFocused` and returns `false`.
    @available(iOS, introduced: 9.0)
    open var isFocused: Bool {
        get {
            ModelFindings.unmodelled("UIView.isFocused")
            return false
        }
    }

    /// Storage of `isMultipleTouchEnabled`, generated.
    private var modelStoredIsMultipleTouchEnabled: Optional<Bool> = nil
    /// UIKit: `var isMultipleTouchEnabled: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:161).
    /// Stored: keeps what is set; a read before any set records `UIView.isMultipleTouchEnabled` and returns `false` (UIKit's default is not in the inventory).
    open var isMultipleTouchEnabled: Bool {
        get {
            if let value = modelStoredIsMultipleTouchEnabled { return value }
            ModelFindings.unmodelled("UIView.isMultipleTouchEnabled")
            return false
        }
        set {
            modelStoredIsMultipleTouchEnabled = newValue
        }
    }

    /// Storage of `isOpaque`, generated.
    private var modelStoredIsOpaque: Optional<Bool> = nil
    /// UIKit: `var isOpaque: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:225).
    /// Stored: keeps what is set; a read before any set records `UIView.isOpaque` and returns `false` (UIKit's default is not in the inventory).
    open var isOpaque: Bool {
        get {
            if let value = modelStoredIsOpaque { return value }
            ModelFindings.unmodelled("UIView.isOpaque")
            return false
        }
        set {
            modelStoredIsOpaque = newValue
        }
    }

    /// Storage of `largeContentImage`, generated.
    private var modelStoredLargeContentImage: Optional<UIImage?> = nil
    /// UIKit: `var largeContentImage: UIImage? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-largecontentimage.md:16).
    /// Stored: keeps what is set; a read before any set records `UIView.largeContentImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var largeContentImage: UIImage? {
        get {
            if let value = modelStoredLargeContentImage { return value }
            ModelFindings.unmodelled("UIView.largeContentImage")
            return nil
        }
        set {
            modelStoredLargeContentImage = newValue
        }
    }

    /// Storage of `largeContentImageInsets`, generated.
    private var modelStoredLargeContentImageInsets: Optional<UIEdgeInsets> = nil
    /// UIKit: `var largeContentImageInsets: UIEdgeInsets { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-largecontentimageinsets.md:16).
    /// Stored: keeps what is set; a read before any set records `UIView.largeContentImageInsets` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var largeContentImageInsets: UIEdgeInsets {
        get {
            if let value = modelStoredLargeContentImageInsets { return value }
            ModelFindings.unmodelled("UIView.largeContentImageInsets")
            return .zero
        }
        set {
            modelStoredLargeContentImageInsets = newValue
        }
    }

    /// Storage of `largeContentTitle`, generated.
    private var modelStoredLargeContentTitle: Optional<String?> = nil
    /// UIKit: `var largeContentTitle: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-largecontenttitle.md:16).
    /// Stored: keeps what is set; a read before any set records `UIView.largeContentTitle` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var largeContentTitle: String? {
        get {
            if let value = modelStoredLargeContentTitle { return value }
            ModelFindings.unmodelled("UIView.largeContentTitle")
            return nil
        }
        set {
            modelStoredLargeContentTitle = newValue
        }
    }

    /// UIKit: `func layoutMarginsDidChange()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:205).
    /// Unmodelled: a call records `UIView.layoutMarginsDidChange()` and does nothing.
    @available(iOS, introduced: 8.0)
    open func layoutMarginsDidChange() {
        ModelFindings.unmodelled("UIView.layoutMarginsDidChange()")
    }

    /// Storage of `mask`, generated.
    private var modelStoredMask: Optional<UIView?> = nil
    /// UIKit: `var mask: UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:229).
    /// Stored: keeps what is set; a read before any set records `UIView.mask` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var mask: UIView? {
        get {
            if let value = modelStoredMask { return value }
            ModelFindings.unmodelled("UIView.mask")
            return nil
        }
        set {
            modelStoredMask = newValue
        }
    }

    /// Storage of `maximumContentSizeCategory`, generated.
    private var modelStoredMaximumContentSizeCategory: Optional<UIContentSizeCategory?> = nil
    /// UIKit: `var maximumContentSizeCategory: UIContentSizeCategory? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-maximumcontentsizecategory.md:16).
    /// Stored: keeps what is set; a read before any set records `UIView.maximumContentSizeCategory` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var maximumContentSizeCategory: UIContentSizeCategory? {
        get {
            if let value = modelStoredMaximumContentSizeCategory { return value }
            ModelAvailability.require("UIView.maximumContentSizeCategory", introduced: 15)
            ModelFindings.unmodelled("UIView.maximumContentSizeCategory")
            return nil
        }
        set {
            modelStoredMaximumContentSizeCategory = newValue
        }
    }

    /// Storage of `minimumContentSizeCategory`, generated.
    private var modelStoredMinimumContentSizeCategory: Optional<UIContentSizeCategory?> = nil
    /// UIKit: `var minimumContentSizeCategory: UIContentSizeCategory? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-minimumcontentsizecategory.md:16).
    /// Stored: keeps what is set; a read before any set records `UIView.minimumContentSizeCategory` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var minimumContentSizeCategory: UIContentSizeCategory? {
        get {
            if let value = modelStoredMinimumContentSizeCategory { return value }
            ModelAvailability.require("UIView.minimumContentSizeCategory", introduced: 15)
            ModelFindings.unmodelled("UIView.minimumContentSizeCategory")
            return nil
        }
        set {
            modelStoredMinimumContentSizeCategory = newValue
        }
    }

    /// UIKit: `func needsUpdateConstraints() -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:313).
    /// Unmodelled: a call records `UIView.needsUpdateConstraints()` and returns `false`.
    @available(iOS, introduced: 6.0)
    open func needsUpdateConstraints() -> Bool {
        ModelFindings.unmodelled("UIView.needsUpdateConstraints()")
        return false
    }

    /// UIKit: `func point(inside point: CGPoint, with event: UIEvent?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:164).
    /// Unmodelled: a call records `UIView.point(inside:with:)` and returns `false`.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        ModelFindings.unmodelled("UIView.point(inside:with:)")
        return false
    }

    /// UIKit: `func removeLayoutGuide(_ layoutGuide: UILayoutGuide)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:361).
    /// Unmodelled: a call records `UIView.removeLayoutGuide(_:)` and does nothing.
    @available(iOS, introduced: 9.0)
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        ModelFindings.unmodelled("UIView.removeLayoutGuide(_:)")
    }

    /// UIKit: `func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:415).
    /// Unmodelled: a call records `UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` and returns `nil`.
    @available(iOS, introduced: 7.0)
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        ModelFindings.unmodelled("UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)")
        return nil
    }

    /// Storage of `restorationIdentifier`, generated.
    private var modelStoredRestorationIdentifier: Optional<String?> = nil
    /// UIKit: `var restorationIdentifier: String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:405).
    /// Stored: keeps what is set; a read before any set records `UIView.restorationIdentifier` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var restorationIdentifier: String? {
        get {
            if let value = modelStoredRestorationIdentifier { return value }
            ModelFindings.unmodelled("UIView.restorationIdentifier")
            return nil
        }
        set {
            modelStoredRestorationIdentifier = newValue
        }
    }

    /// UIKit: `var safeAreaInsets: UIEdgeInsets { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:207).
    /// Unmodelled: reading records `UIView.safeAreaInsets` and returns `.zero`.
    @available(iOS, introduced: 11.0)
    open var safeAreaInsets: UIEdgeInsets {
        get {
            ModelFindings.unmodelled("UIView.safeAreaInsets")
            return .zero
        }
    }

    /// UIKit: `func safeAreaInsetsDidChange()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:209).
    /// Unmodelled: a call records `UIView.safeAreaInsetsDidChange()` and does nothing.
    @available(iOS, introduced: 11.0)
    open func safeAreaInsetsDidChange() {
        ModelFindings.unmodelled("UIView.safeAreaInsetsDidChange()")
    }

    /// Storage of `scalesLargeContentImage`, generated.
    private var modelStoredScalesLargeContentImage: Optional<Bool> = nil
    /// UIKit: `var scalesLargeContentImage: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-scaleslargecontentimage.md:16).
    /// Stored: keeps what is set; a read before any set records `UIView.scalesLargeContentImage` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var scalesLargeContentImage: Bool {
        get {
            if let value = modelStoredScalesLargeContentImage { return value }
            ModelFindings.unmodelled("UIView.scalesLargeContentImage")
            return false
        }
        set {
            modelStoredScalesLargeContentImage = newValue
        }
    }

    /// UIKit: `func sendSubviewToBack(_ view: UIView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:185).
    /// Unmodelled: a call records `UIView.sendSubviewToBack(_:)` and does nothing.
    open func sendSubviewToBack(_ view: UIView) {
        ModelFindings.unmodelled("UIView.sendSubviewToBack(_:)")
    }

    /// UIKit: `func setNeedsDisplay()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:220).
    /// Unmodelled: a call records `UIView.setNeedsDisplay()` and does nothing.
    open func setNeedsDisplay() {
        ModelFindings.unmodelled("UIView.setNeedsDisplay()")
    }

    /// UIKit: `func setNeedsDisplay(_ rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:221).
    /// Unmodelled: a call records `UIView.setNeedsDisplay(_:)` and does nothing.
    open func setNeedsDisplay(_ rect: CGRect) {
        ModelFindings.unmodelled("UIView.setNeedsDisplay(_:)")
    }

    /// UIKit: `func setNeedsUpdateConstraints()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:315).
    /// Unmodelled: a call records `UIView.setNeedsUpdateConstraints()` and does nothing.
    @available(iOS, introduced: 6.0)
    open func setNeedsUpdateConstraints() {
        ModelFindings.unmodelled("UIView.setNeedsUpdateConstraints()")
    }

    /// Storage of `showsLargeContentViewer`, generated.
    private var modelStoredShowsLargeContentViewer: Optional<Bool> = nil
    /// UIKit: `var showsLargeContentViewer: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-showslargecontentviewer.md:16).
    /// Stored: keeps what is set; a read before any set records `UIView.showsLargeContentViewer` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var showsLargeContentViewer: Bool {
        get {
            if let value = modelStoredShowsLargeContentViewer { return value }
            ModelFindings.unmodelled("UIView.showsLargeContentViewer")
            return false
        }
        set {
            modelStoredShowsLargeContentViewer = newValue
        }
    }

    /// UIKit: `func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:413).
    /// Unmodelled: a call records `UIView.snapshotView(afterScreenUpdates:)` and returns `nil`.
    @available(iOS, introduced: 7.0)
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        ModelFindings.unmodelled("UIView.snapshotView(afterScreenUpdates:)")
        return nil
    }

    /// UIKit: `class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:267).
    /// Unmodelled: a call records `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` and does nothing.
    @available(iOS, introduced: 7.0)
    open class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        ModelFindings.unmodelled("UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)")
    }

    /// UIKit: `class func animate( springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-animate(springduration:bounce:initialspringvelocity:delay:options:animations:completion:).md:16).
    /// Unmodelled: a call records `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)` and does nothing.
    @available(iOS, introduced: 17.0)
    open class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        ModelAvailability.require(
            "UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)",
            introduced: 17)
        ModelFindings.unmodelled(
            "UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)")
    }

    /// UIKit: `class func animateKeyframes( withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void ) async -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-animatekeyframes(withduration:delay:options:animations:completion:).md:34).
    /// Unmodelled: a call records `UIView.animateKeyframes(withDuration:delay:options:animations:)` and returns `false`.
    @available(iOS, introduced: 7.0)
    open class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void
    ) async -> Bool {
        ModelFindings.unmodelled("UIView.animateKeyframes(withDuration:delay:options:animations:)")
        return false
    }

    /// UIKit: `class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:265).
    /// Unmodelled: a call records `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)` and does nothing.
    @available(iOS, introduced: 7.0)
    open class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ModelFindings.unmodelled("UIView.animateKeyframes(withDuration:delay:options:animations:completion:)")
    }

    /// UIKit: `class func commitAnimations()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:423).
    /// Unmodelled: a call records `UIView.commitAnimations()` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func commitAnimations() {
        ModelFindings.unmodelled("UIView.commitAnimations()")
    }

    /// UIKit: `class var inheritedAnimationDuration: TimeInterval { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:243).
    /// Unmodelled: reading records `UIView.inheritedAnimationDuration` and returns `0`.
    @available(iOS, introduced: 9.0)
    open class var inheritedAnimationDuration: TimeInterval {
        get {
            ModelFindings.unmodelled("UIView.inheritedAnimationDuration")
            return 0
        }
    }

    /// UIKit: `class var layerClass: AnyClass { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:137).
    /// Unmodelled: reading records `UIView.layerClass` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    open class var layerClass: AnyClass {
        get {
            ModelFindings.unmodelledStop("UIView.layerClass")
        }
    }

    /// UIKit: `class let layoutFittingExpandedSize: CGSize` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:110).
    /// Unmodelled: reading records `UIView.layoutFittingExpandedSize` and returns `.zero`.
    @available(iOS, introduced: 6.0)
    open class var layoutFittingExpandedSize: CGSize {
        get {
            ModelFindings.unmodelled("UIView.layoutFittingExpandedSize")
            return .zero
        }
    }

    /// UIKit: `class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:261).
    /// Unmodelled: a call records `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)` and does nothing.
    @available(iOS, introduced: 12.0)
    open class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        ModelFindings.unmodelled("UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)")
    }

    /// UIKit: `class func perform(_ animation: UIView.SystemAnimation, on views: [UIView], options: UIView.AnimationOptions = [], animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:259).
    /// Unmodelled: a call records `UIView.perform(_:on:options:animations:completion:)` and does nothing.
    @available(iOS, introduced: 7.0)
    open class func perform(
        _ animation: UIView.SystemAnimation, on views: [UIView], options: UIView.AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        ModelFindings.unmodelled("UIView.perform(_:on:options:animations:completion:)")
    }

    /// UIKit: `class var requiresConstraintBasedLayout: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:321).
    /// Unmodelled: reading records `UIView.requiresConstraintBasedLayout` and returns `false`.
    @available(iOS, introduced: 6.0)
    open class var requiresConstraintBasedLayout: Bool {
        get {
            ModelFindings.unmodelled("UIView.requiresConstraintBasedLayout")
            return false
        }
    }

    /// UIKit: `class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:443).
    /// Unmodelled: a call records `UIView.setAnimationBeginsFromCurrentState(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        ModelFindings.unmodelled("UIView.setAnimationBeginsFromCurrentState(_:)")
    }

    /// UIKit: `class func setAnimationCurve(_ curve: UIView.AnimationCurve)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:437).
    /// Unmodelled: a call records `UIView.setAnimationCurve(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        ModelFindings.unmodelled("UIView.setAnimationCurve(_:)")
    }

    /// UIKit: `class func setAnimationDelay(_ delay: TimeInterval)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:433).
    /// Unmodelled: a call records `UIView.setAnimationDelay(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func setAnimationDelay(_ delay: TimeInterval) {
        ModelFindings.unmodelled("UIView.setAnimationDelay(_:)")
    }

    /// UIKit: `class func setAnimationDelegate(_ delegate: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:425).
    /// Unmodelled: a call records `UIView.setAnimationDelegate(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func setAnimationDelegate(_ delegate: Any?) {
        ModelFindings.unmodelled("UIView.setAnimationDelegate(_:)")
    }

    /// UIKit: `class func setAnimationDidStop(_ selector: Selector?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:429).
    /// Unmodelled: a call records `UIView.setAnimationDidStop(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func setAnimationDidStop(_ selector: Selector?) {
        ModelFindings.unmodelled("UIView.setAnimationDidStop(_:)")
    }

    /// UIKit: `class func setAnimationDuration(_ duration: TimeInterval)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:431).
    /// Unmodelled: a call records `UIView.setAnimationDuration(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func setAnimationDuration(_ duration: TimeInterval) {
        ModelFindings.unmodelled("UIView.setAnimationDuration(_:)")
    }

    /// UIKit: `class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:441).
    /// Unmodelled: a call records `UIView.setAnimationRepeatAutoreverses(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        ModelFindings.unmodelled("UIView.setAnimationRepeatAutoreverses(_:)")
    }

    /// UIKit: `class func setAnimationRepeatCount(_ repeatCount: Float)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:439).
    /// Unmodelled: a call records `UIView.setAnimationRepeatCount(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func setAnimationRepeatCount(_ repeatCount: Float) {
        ModelFindings.unmodelled("UIView.setAnimationRepeatCount(_:)")
    }

    /// UIKit: `class func setAnimationStart(_ startDate: Date)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:435).
    /// Unmodelled: a call records `UIView.setAnimationStart(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func setAnimationStart(_ startDate: Date) {
        ModelFindings.unmodelled("UIView.setAnimationStart(_:)")
    }

    /// UIKit: `class func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:445).
    /// Unmodelled: a call records `UIView.setAnimationTransition(_:for:cache:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {
        ModelFindings.unmodelled("UIView.setAnimationTransition(_:for:cache:)")
    }

    /// UIKit: `class func setAnimationWillStart(_ selector: Selector?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:427).
    /// Unmodelled: a call records `UIView.setAnimationWillStart(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func setAnimationWillStart(_ selector: Selector?) {
        ModelFindings.unmodelled("UIView.setAnimationWillStart(_:)")
    }

    /// UIKit: `class func setAnimationsEnabled(_ enabled: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:239).
    /// Unmodelled: a call records `UIView.setAnimationsEnabled(_:)` and does nothing.
    open class func setAnimationsEnabled(_ enabled: Bool) {
        ModelFindings.unmodelled("UIView.setAnimationsEnabled(_:)")
    }

    /// UIKit: `class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:257).
    /// Unmodelled: a call records `UIView.transition(from:to:duration:options:completion:)` and does nothing.
    @available(iOS, introduced: 4.0)
    open class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        ModelFindings.unmodelled("UIView.transition(from:to:duration:options:completion:)")
    }

    /// UIKit: `class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:146).
    /// Unmodelled: a call records `UIView.userInterfaceLayoutDirection(for:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        ModelFindings.unmodelledStop("UIView.userInterfaceLayoutDirection(for:)")
    }

    /// UIKit: `class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:148).
    /// Unmodelled: a call records `UIView.userInterfaceLayoutDirection(for:relativeTo:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        ModelFindings.unmodelledStop("UIView.userInterfaceLayoutDirection(for:relativeTo:)")
    }

    /// Storage of `tintAdjustmentMode`, generated.
    private var modelStoredTintAdjustmentMode: Optional<UIView.TintAdjustmentMode> = nil
    /// UIKit: `var tintAdjustmentMode: UIView.TintAdjustmentMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:233).
    /// Stored: keeps what is set; a read before any set records `UIView.tintAdjustmentMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get {
            if let value = modelStoredTintAdjustmentMode { return value }
            ModelFindings.unmodelledStop("UIView.tintAdjustmentMode")
        }
        set {
            modelStoredTintAdjustmentMode = newValue
        }
    }

    /// UIKit: `func tintColorDidChange()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:235).
    /// Unmodelled: a call records `UIView.tintColorDidChange()` and does nothing.
    @available(iOS, introduced: 7.0)
    open func tintColorDidChange() {
        ModelFindings.unmodelled("UIView.tintColorDidChange()")
    }

    /// Storage of `transform`, generated.
    private var modelStoredTransform: Optional<CGAffineTransform> = nil
    /// UIKit: `var transform: CGAffineTransform { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-transform.md:16).
    /// Stored: keeps what is set; a read before any set records `UIView.transform` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    open var transform: CGAffineTransform {
        get {
            if let value = modelStoredTransform { return value }
            ModelFindings.unmodelledStop("UIView.transform")
        }
        set {
            modelStoredTransform = newValue
        }
    }

    /// Storage of `transform3D`, generated.
    private var modelStoredTransform3D: Optional<CATransform3D> = nil
    /// UIKit: `var transform3D: CATransform3D` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:157).
    /// Stored: keeps what is set; a read before any set records `UIView.transform3D` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var transform3D: CATransform3D {
        get {
            if let value = modelStoredTransform3D { return value }
            ModelFindings.unmodelledStop("UIView.transform3D")
        }
        set {
            modelStoredTransform3D = newValue
        }
    }

    /// UIKit: `func updateConstraints()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:311).
    /// Unmodelled: a call records `UIView.updateConstraints()` and does nothing.
    @available(iOS, introduced: 6.0)
    open func updateConstraints() {
        ModelFindings.unmodelled("UIView.updateConstraints()")
    }

    /// UIKit: `func updateConstraintsIfNeeded()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:309).
    /// Unmodelled: a call records `UIView.updateConstraintsIfNeeded()` and does nothing.
    @available(iOS, introduced: 6.0)
    open func updateConstraintsIfNeeded() {
        ModelFindings.unmodelled("UIView.updateConstraintsIfNeeded()")
    }

    /// UIKit: `func updateTraitsIfNeeded()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-updatetraitsifneeded().md:14).
    /// Unmodelled: a call records `UIView.updateTraitsIfNeeded()` and does nothing.
    @available(iOS, introduced: 17.0)
    open func updateTraitsIfNeeded() {
        ModelAvailability.require("UIView.updateTraitsIfNeeded()", introduced: 17)
        ModelFindings.unmodelled("UIView.updateTraitsIfNeeded()")
    }

    /// UIKit: `func viewPrintFormatter() -> UIViewPrintFormatter` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:38).
    /// Unmodelled: a call records `UIView.viewPrintFormatter()` and stops the example: no value of its type can be made.
    open func viewPrintFormatter() -> UIViewPrintFormatter {
        ModelFindings.unmodelledStop("UIView.viewPrintFormatter()")
    }

    /// UIKit: `func viewWithTag(_ tag: Int) -> UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:193).
    /// Unmodelled: a call records `UIView.viewWithTag(_:)` and returns `nil`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        ModelFindings.unmodelled("UIView.viewWithTag(_:)")
        return nil
    }

    /// UIKit: `func willMove(toSuperview newSuperview: UIView?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:188).
    /// Unmodelled: a call records `UIView.willMove(toSuperview:)` and does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {
        ModelFindings.unmodelled("UIView.willMove(toSuperview:)")
    }

    /// UIKit: `func willMove(toWindow newWindow: UIWindow?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:190).
    /// Unmodelled: a call records `UIView.willMove(toWindow:)` and does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {
        ModelFindings.unmodelled("UIView.willMove(toWindow:)")
    }

    /// UIKit: `func willRemoveSubview(_ subview: UIView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:187).
    /// Unmodelled: a call records `UIView.willRemoveSubview(_:)` and does nothing.
    open func willRemoveSubview(_ subview: UIView) {
        ModelFindings.unmodelled("UIView.willRemoveSubview(_:)")
    }
    // cellspec:generated:end
}
