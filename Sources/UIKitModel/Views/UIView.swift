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
    /// and its subviews.
    open func layoutIfNeeded() {
        if modelNeedsLayout {
            modelNeedsLayout = false
            layoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Apple: UIView.layoutSubviews() — override point; the default does nothing in the model.
    open func layoutSubviews() {}

    /// Apple: UITraitEnvironment.traitCollectionDidChange(_:) (deprecated in iOS 17 for
    /// `registerForTraitChanges`, still called) — "The system calls this method when the iOS
    /// interface environment changes." The model calls it on every view whose traits a change of
    /// overrides (`overrideUserInterfaceStyle`, ``modelOverrideTraits(_:)``) changed, with the traits before.
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

    /// Apple: UIView.traitCollection — the superview's traits with this view's overrides.
    open var traitCollection: UITraitCollection {
        let inherited = superview?.traitCollection.values ?? ModelScreen.traits
        return UITraitCollection(values: UITraitCollection.merge(inherited, modelTraitOverrides))
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
            var traits: any UIMutableTraits = ModelMutableTraits(values: values)
            mutations(&traits)
            values = (traits as? ModelMutableTraits)?.values ?? values
        }
    }

    /// Called when this view's traits may have changed. Model internals; cells react to it.
    func modelTraitsDidChange() {
        modelNotifyTraitRegistrations()
        for view in subviews { view.modelTraitsDidChange() }
    }

    func modelSetTraitOverrides(_ change: (inout UITraitCollection.Values) -> Void) {
        let before = traitCollection
        var subtree: [(view: UIView, traits: UITraitCollection)] = []
        func collect(_ view: UIView) {
            subtree.append((view, view.traitCollection))
            view.subviews.forEach(collect)
        }
        collect(self)
        change(&modelTraitOverrides)
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
}
