import Foundation

/// An object that owns a view hierarchy and loads it on first use.
///
/// Apple: UIViewController. The model keeps the view's loading cycle — reading ``view`` when it is
/// not loaded calls ``loadView()`` (whose default makes a plain `UIView`, as UIKit's does when there
/// is no nib) and then ``viewDidLoad()``, once — plus ``title`` and ``traitCollection``. It has no
/// window, presentation, navigation, containment or appearance transitions: the appearance and
/// layout callbacks are override points the model itself never calls.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    private var loadedView: UIView? {
        didSet {
            if oldValue !== loadedView, oldValue?.modelOwningController === self {
                oldValue?.modelOwningController = nil
            }
            loadedView?.modelOwningController = self
        }
    }
    private var isLoadingView = false
    /// The views of the storyboard scene the controller was made from (``modelStoryboardScene(_:)``),
    /// held until its view loads.
    private var storyboardSceneViews: [UIView] = []

    /// Apple: UIViewController.title — "If the view controller has a valid navigation item …,
    /// assigning a value to this property updates the title text of those objects."
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// Apple: UIViewController.navigationItem — "created lazily the first time it's accessed";
    /// its title starts as the controller's.
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        storedNavigationItem = item
        return item
    }
    private var storedNavigationItem: UINavigationItem?

    /// Apple: UIViewController.parent — set by containment (`addChild(_:)`) and navigation stacks.
    public internal(set) weak var parent: UIViewController?
    /// Apple: UIViewController.children.
    public internal(set) var children: [UIViewController] = []
    /// Apple: UIViewController.presentedViewController.
    public internal(set) var presentedViewController: UIViewController?
    /// Apple: UIViewController.presentingViewController.
    public internal(set) weak var presentingViewController: UIViewController?
    /// Apple: UIViewController.modalPresentationStyle. Stored state.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Apple: UIViewController.isEditing (false).
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedIsEditing = false

    /// Apple: UIViewController.setEditing(_:animated:) — "Subclasses that use an edit-done button
    /// must override this method"; the default records the state and updates `editButtonItem`'s
    /// title (Edit/Done).
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
        storedEditButtonItem?.title = editing ? "Done" : "Edit"
        storedEditButtonItem?.style = editing ? .done : .plain
    }

    /// Apple: UIViewController.editButtonItem — "a bar button item that toggles its title and
    /// associated state between Edit and Done", calling `setEditing(_:animated:)`.
    open var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem(
            title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: nil, action: nil)
        item.modelTapHandler = { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        storedEditButtonItem = item
        return item
    }
    private var storedEditButtonItem: UIBarButtonItem?

    /// Apple: UIViewController.willMove(toParent:) — override point, called before the parent changes.
    open func willMove(toParent parent: UIViewController?) {}
    /// Apple: UIViewController.didMove(toParent:) — override point, called after the parent changed.
    open func didMove(toParent parent: UIViewController?) {}

    /// Apple: UIViewController.present(_:animated:completion:) — the model presents at once; the
    /// completion runs after. Presenting from a controller that already presents one is ignored
    /// (UIKit logs "Attempt to present … which is already presenting" and does nothing; the model
    /// ignores it too, completion included).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        if presentedViewController != nil { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.loadViewIfNeeded()
        viewControllerToPresent.viewWillAppear(flag)
        viewControllerToPresent.viewDidAppear(flag)
        completion?()
    }

    /// Apple: UIViewController.dismiss(animated:completion:) — "If you call this method on the
    /// presented view controller itself, UIKit asks the presenting view controller to handle the
    /// dismissal."
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.viewWillDisappear(flag)
            presented.viewDidDisappear(flag)
            presented.presentingViewController = nil
            presentedViewController = nil
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: flag, completion: completion)
        } else {
            completion?()
        }
    }

    /// Apple: UIViewController.init(nibName:bundle:). The model loads no nibs; both are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Apple: UIViewController.init(coder:). The model decodes nothing; controllers are made in code.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `UIViewController()` — Apple: NSObject's `init()` ends in `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Apple: UIViewController.view — "If you access this property when its value is nil, the view
    /// controller automatically calls the loadView() method and returns the resulting view."
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Apple: UIViewController.updateProperties() (iOS 26) — the controller's counterpart of
    /// `UIView.updateProperties()`: configures content and styling before its view's layout, with
    /// automatic observation tracking. The model runs it in its view's properties update, before the
    /// view's own (https://developer.apple.com/documentation/uikit/uiviewcontroller/updateproperties()).
    /// The default does nothing.
    @available(iOS, introduced: 26.0)
    open func updateProperties() {}

    /// Apple: UIViewController.setNeedsUpdateProperties() (iOS 26) — requests a properties update,
    /// coalesced into the next update pass of the controller's view. Before the view is loaded there
    /// is nothing to update: loading it schedules its first pass anyway.
    @available(iOS, introduced: 26.0)
    open func setNeedsUpdateProperties() { viewIfLoaded?.modelRequestPropertiesUpdate() }

    /// Apple: UIViewController.updatePropertiesIfNeeded() (iOS 26) — forces an immediate properties
    /// update of the controller and its view's subtree, if one is pending.
    @available(iOS, introduced: 26.0)
    open func updatePropertiesIfNeeded() { viewIfLoaded?.updatePropertiesIfNeeded() }

    /// Apple: UIViewController.viewIfLoaded (iOS 9) — nil until the view is loaded; never loads it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Apple: UIViewController.isViewLoaded — "does not attempt to load the view".
    open var isViewLoaded: Bool { loadedView != nil }

    /// Apple: UIViewController.loadViewIfNeeded() (iOS 9): loads the view if it is not loaded yet.
    /// Apple: UIViewController.viewDidLoad() — "called after the view controller has loaded its view
    /// hierarchy into memory", whether from a nib or from `loadView()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        // A `loadView()` override must assign a view; UIKit would ask again on the next access.
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Apple: UIViewController.loadView() — "Creates the view that the controller manages"; without
    /// a nib, the default makes a plain view. "You should never call this method directly."
    ///
    /// A controller made from a storyboard scene (``modelStoryboardScene(_:)``) loads the scene
    /// instead, as Apple's page says of a controller with an associated nib ("this method loads the
    /// view from the nib file"): a root view the screen's size (the size Interface Builder designs a
    /// scene at, which the window then sets anyway) holding the scene's views, each filling it and
    /// resizing with it (`autoresizingMask` flexible width and height, Interface Builder's default
    /// for a view without constraints), so they are in the hierarchy when `viewDidLoad()` runs.
    open func loadView() {
        guard !storyboardSceneViews.isEmpty else {
            loadedView = UIView(frame: .zero)
            return
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for view in storyboardSceneViews {
            view.frame = root.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.addSubview(view)
        }
        storyboardSceneViews = []
        loadedView = root
    }

    /// Harness SPI, not UIKit API: makes this controller one a storyboard scene instantiated, whose
    /// scene holds `views` (the objects its outlets connect to, which the caller has assigned to
    /// them): `loadView()` puts them in the view hierarchy before `viewDidLoad()`, as loading a nib
    /// does. Apple's NSObject.awakeFromNib() page says an object loaded from a nib has all its outlet
    /// connections established once loading ends, and UIViewController.viewDidLoad() is called after
    /// the view hierarchy is loaded, from a nib or by `loadView()`. The controller holds the views
    /// strongly until then, as the nib loader does, so `weak` outlets keep them.
    @_spi(CellSpecHarness) public func modelStoryboardScene(_ views: [UIView]) {
        storyboardSceneViews = views
    }

    /// Apple: UIViewController.viewDidLoad() — override point; the default does nothing.
    open func viewDidLoad() {}

    /// Apple: UIViewController.viewWillAppear(_:) — override point (the model shows no windows).
    open func viewWillAppear(_ animated: Bool) {}
    /// Apple: UIViewController.viewDidAppear(_:) — override point (the model shows no windows).
    open func viewDidAppear(_ animated: Bool) {}
    /// Apple: UIViewController.viewWillDisappear(_:) — override point (the model shows no windows).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Apple: UIViewController.viewDidDisappear(_:) — override point (the model shows no windows).
    open func viewDidDisappear(_ animated: Bool) {}
    /// Apple: UIViewController.viewWillLayoutSubviews() — override point the model does not call.
    open func viewWillLayoutSubviews() {}
    /// Apple: UIViewController.viewDidLayoutSubviews() — override point the model does not call.
    open func viewDidLayoutSubviews() {}

    /// Apple: UIViewController.contentUnavailableConfiguration (iOS 17) — shown over the
    /// controller's content; nil removes it. Setting it installs a `UIContentUnavailableView` in
    /// the view (``modelContentUnavailableView``).
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        didSet { modelShowContentUnavailable() }
    }

    /// The view showing ``contentUnavailableConfiguration``, nil when none is shown. Model
    /// extension, not UIKit API.
    public private(set) var modelContentUnavailableView: (any UIView & UIContentView)?

    /// Apple: UIViewController.contentUnavailableConfigurationState (iOS 17).
    open var contentUnavailableConfigurationState: UIViewConfigurationState {
        UIViewConfigurationState(traitCollection: traitCollection)
    }

    /// Apple: setNeedsUpdateContentUnavailableConfiguration() (iOS 17) — the update runs in the
    /// model at once (UIKit coalesces it into the next layout pass).
    open func setNeedsUpdateContentUnavailableConfiguration() {
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// Apple: updateContentUnavailableConfiguration(using:) (iOS 17) — override point; the default
    /// does nothing.
    open func updateContentUnavailableConfiguration(using state: UIViewConfigurationState) {}

    private func modelShowContentUnavailable() {
        guard let configuration = contentUnavailableConfiguration else {
            modelContentUnavailableView?.removeFromSuperview()
            modelContentUnavailableView = nil
            return
        }
        if let shown = modelContentUnavailableView, shown.supports(configuration) {
            shown.configuration = configuration
            return
        }
        modelContentUnavailableView?.removeFromSuperview()
        let shown = configuration.makeContentView()
        view.addSubview(shown)
        modelContentUnavailableView = shown
    }

    /// Apple: UIViewController.viewWillTransition(to:with:) — override point for size changes
    /// (UIContentContainer); the model changes no sizes, so it never calls it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Apple: UIViewController.traitCollectionDidChange(_:) (deprecated in iOS 17 for
    /// `registerForTraitChanges`) — override point the model does not call. Deprecated as UIKit's is.
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    @available(*, deprecated, message: "deprecated in iOS 17.0")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Apple: UIFocusEnvironment.preferredFocusEnvironments — none by default.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    /// Apple: UIFocusEnvironment.didUpdateFocus(in:with:) — called by the focus engine only; the model has none.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// The popover presentation controller made on first read (UIPopoverPresentationController).
    var modelPopover: UIPopoverPresentationController?
    /// Apple: UIViewController.viewRespectsSystemMinimumLayoutMargins (iOS 11; true). Stored state.
    open var viewRespectsSystemMinimumLayoutMargins = true

    /// The traits this controller overrides (``traitOverrides``). Model internals.
    var modelTraitOverrides = UITraitCollection.Values()

    /// Apple: UIViewController.traitCollection (UITraitEnvironment) — iOS 17: inherited from the
    /// view's superview, with the controller's ``traitOverrides``. The model's controllers have no
    /// window, so a controller whose view is in no hierarchy has the simulated screen's traits;
    /// reading them loads no view.
    open var traitCollection: UITraitCollection {
        let inherited = viewIfLoaded?.superview?.traitCollection.values ?? ModelScreen.traits
        return UITraitCollection(values: inherited.overridden(by: modelTraitOverrides))
    }

    /// Apple: UIViewController.traitOverrides (iOS 17) — the traits the controller sets for itself,
    /// its view and the view's subviews.
    @available(iOS, introduced: 17.0)
    open var traitOverrides: UITraitOverrides {
        get {
            ModelAvailability.require("UIViewController.traitOverrides", introduced: 17)
            return UITraitOverrides(values: modelTraitOverrides)
        }
        set {
            guard let view = viewIfLoaded else { return modelTraitOverrides = newValue.values }
            view.modelChangingTraits { modelTraitOverrides = newValue.values }
        }
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var activePresentationController: UIPresentationController? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-activepresentationcontroller.md:16).
    /// Unmodelled: reading records `UIViewController.activePresentationController` and returns `nil`.
    @available(iOS, introduced: 16.0)
    open var activePresentationController: UIPresentationController? {
        get {
            ModelAvailability.require("UIViewController.activePresentationController", introduced: 16)
            ModelFindings.unmodelled("UIViewController.activePresentationController")
            return nil
        }
    }

    /// Storage of `additionalSafeAreaInsets`, generated.
    private var modelStoredAdditionalSafeAreaInsets: Optional<UIEdgeInsets> = nil
    /// UIKit: `var additionalSafeAreaInsets: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:236).
    /// Stored: keeps what is set; a read before any set records `UIViewController.additionalSafeAreaInsets` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get {
            if let value = modelStoredAdditionalSafeAreaInsets { return value }
            ModelFindings.unmodelled("UIViewController.additionalSafeAreaInsets")
            return .zero
        }
        set {
            modelStoredAdditionalSafeAreaInsets = newValue
        }
    }

    /// UIKit: `func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:80).
    /// Unmodelled: a call records `UIViewController.allowedChildrenForUnwinding(from:)` and returns `[]`.
    @available(iOS, introduced: 9.0)
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        ModelFindings.unmodelled("UIViewController.allowedChildrenForUnwinding(from:)")
        return []
    }

    /// UIKit: `func applicationFinishedRestoringState()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-applicationfinishedrestoringstate().md:16).
    /// Unmodelled: a call records `UIViewController.applicationFinishedRestoringState()` and does nothing.
    @available(iOS, introduced: 7.0)
    open func applicationFinishedRestoringState() {
        ModelFindings.unmodelled("UIViewController.applicationFinishedRestoringState()")
    }

    /// Storage of `automaticallyAdjustsScrollViewInsets`, generated.
    private var modelStoredAutomaticallyAdjustsScrollViewInsets: Optional<Bool> = nil
    /// UIKit: `var automaticallyAdjustsScrollViewInsets: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:135).
    /// Stored: keeps what is set; a read before any set records `UIViewController.automaticallyAdjustsScrollViewInsets` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    @available(iOS, deprecated: 11.0)
    @available(*, deprecated, message: "deprecated in iOS 11.0")
    open var automaticallyAdjustsScrollViewInsets: Bool {
        get {
            if let value = modelStoredAutomaticallyAdjustsScrollViewInsets { return value }
            ModelFindings.unmodelled("UIViewController.automaticallyAdjustsScrollViewInsets")
            return false
        }
        set {
            modelStoredAutomaticallyAdjustsScrollViewInsets = newValue
        }
    }

    /// UIKit: `func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:194).
    /// Unmodelled: a call records `UIViewController.beginAppearanceTransition(_:animated:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        ModelFindings.unmodelled("UIViewController.beginAppearanceTransition(_:animated:)")
    }

    /// UIKit: `var bottomLayoutGuide: UILayoutSupport { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:234).
    /// Unmodelled: reading records `UIViewController.bottomLayoutGuide` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    @available(iOS, deprecated: 11.0)
    @available(*, deprecated, message: "deprecated in iOS 11.0")
    open var bottomLayoutGuide: UILayoutSupport {
        get {
            ModelFindings.unmodelledStop("UIViewController.bottomLayoutGuide")
        }
    }

    /// UIKit: `func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:76).
    /// Unmodelled: a call records `UIViewController.canPerformUnwindSegueAction(_:from:sender:)` and returns `false`.
    @available(iOS, introduced: 13.0)
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?)
        -> Bool
    {
        ModelFindings.unmodelled("UIViewController.canPerformUnwindSegueAction(_:from:sender:)")
        return false
    }

    /// UIKit: `func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:78).
    /// Unmodelled: a call records `UIViewController.canPerformUnwindSegueAction(_:from:withSender:)` and returns `false`.
    @available(iOS, introduced: 6.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, withSender sender: Any
    ) -> Bool {
        ModelFindings.unmodelled("UIViewController.canPerformUnwindSegueAction(_:from:withSender:)")
        return false
    }

    /// UIKit: `func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:82).
    /// Unmodelled: a call records `UIViewController.childContaining(_:)` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        ModelFindings.unmodelled("UIViewController.childContaining(_:)")
        return nil
    }

    /// UIKit: `var childForHomeIndicatorAutoHidden: UIViewController? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:301).
    /// Unmodelled: reading records `UIViewController.childForHomeIndicatorAutoHidden` and returns `nil`.
    @available(iOS, introduced: 11.0)
    open var childForHomeIndicatorAutoHidden: UIViewController? {
        get {
            ModelFindings.unmodelled("UIViewController.childForHomeIndicatorAutoHidden")
            return nil
        }
    }

    /// UIKit: `var childForScreenEdgesDeferringSystemGestures: UIViewController? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:293).
    /// Unmodelled: reading records `UIViewController.childForScreenEdgesDeferringSystemGestures` and returns `nil`.
    @available(iOS, introduced: 11.0)
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? {
        get {
            ModelFindings.unmodelled("UIViewController.childForScreenEdgesDeferringSystemGestures")
            return nil
        }
    }

    /// UIKit: `var childForStatusBarHidden: UIViewController? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:200).
    /// Unmodelled: reading records `UIViewController.childForStatusBarHidden` and returns `nil`.
    @available(iOS, introduced: 7.0)
    open var childForStatusBarHidden: UIViewController? {
        get {
            ModelFindings.unmodelled("UIViewController.childForStatusBarHidden")
            return nil
        }
    }

    /// UIKit: `var childForStatusBarStyle: UIViewController? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:198).
    /// Unmodelled: reading records `UIViewController.childForStatusBarStyle` and returns `nil`.
    @available(iOS, introduced: 7.0)
    open var childForStatusBarStyle: UIViewController? {
        get {
            ModelFindings.unmodelled("UIViewController.childForStatusBarStyle")
            return nil
        }
    }

    /// UIKit: `var childViewControllerForPointerLock: UIViewController? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:309).
    /// Unmodelled: reading records `UIViewController.childViewControllerForPointerLock` and returns `nil`.
    @available(iOS, introduced: 14.0)
    open var childViewControllerForPointerLock: UIViewController? {
        get {
            ModelFindings.unmodelled("UIViewController.childViewControllerForPointerLock")
            return nil
        }
    }

    /// UIKit: `func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:172).
    /// Unmodelled: a call records `UIViewController.collapseSecondaryViewController(_:for:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        ModelFindings.unmodelled("UIViewController.collapseSecondaryViewController(_:for:)")
    }

    /// UIKit: `func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-contentscrollview(for:).md:16).
    /// Unmodelled: a call records `UIViewController.contentScrollView(for:)` and returns `nil`.
    @available(iOS, introduced: 15.0)
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        ModelAvailability.require("UIViewController.contentScrollView(for:)", introduced: 15)
        ModelFindings.unmodelled("UIViewController.contentScrollView(for:)")
        return nil
    }

    /// Storage of `definesPresentationContext`, generated.
    private var modelStoredDefinesPresentationContext: Optional<Bool> = nil
    /// UIKit: `var definesPresentationContext: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:105).
    /// Stored: keeps what is set; a read before any set records `UIViewController.definesPresentationContext` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var definesPresentationContext: Bool {
        get {
            if let value = modelStoredDefinesPresentationContext { return value }
            ModelFindings.unmodelled("UIViewController.definesPresentationContext")
            return false
        }
        set {
            modelStoredDefinesPresentationContext = newValue
        }
    }

    /// UIKit: `func didReceiveMemoryWarning()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:99).
    /// Unmodelled: a call records `UIViewController.didReceiveMemoryWarning()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func didReceiveMemoryWarning() {
        ModelFindings.unmodelled("UIViewController.didReceiveMemoryWarning()")
    }

    /// UIKit: `func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:171).
    /// Unmodelled: a call records `UIViewController.didRotate(from:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        ModelFindings.unmodelled("UIViewController.didRotate(from:)")
    }

    /// UIKit: `var disablesAutomaticKeyboardDismissal: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:129).
    /// Unmodelled: reading records `UIViewController.disablesAutomaticKeyboardDismissal` and returns `false`.
    @available(iOS, introduced: 4.3)
    open var disablesAutomaticKeyboardDismissal: Bool {
        get {
            ModelFindings.unmodelled("UIViewController.disablesAutomaticKeyboardDismissal")
            return false
        }
    }

    /// UIKit: `func dismissMoviePlayerViewControllerAnimated()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-dismissmovieplayerviewcontrolleranimated()-deprecated.md:16).
    /// Unmodelled: a call records `UIViewController.dismissMoviePlayerViewControllerAnimated()` and does nothing.
    @available(iOS, introduced: 3.2)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    open func dismissMoviePlayerViewControllerAnimated() {
        ModelFindings.unmodelled("UIViewController.dismissMoviePlayerViewControllerAnimated()")
    }

    /// Storage of `edgesForExtendedLayout`, generated.
    private var modelStoredEdgesForExtendedLayout: Optional<UIRectEdge> = nil
    /// UIKit: `var edgesForExtendedLayout: UIRectEdge` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:131).
    /// Stored: keeps what is set; a read before any set records `UIViewController.edgesForExtendedLayout` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var edgesForExtendedLayout: UIRectEdge {
        get {
            if let value = modelStoredEdgesForExtendedLayout { return value }
            ModelFindings.unmodelled("UIViewController.edgesForExtendedLayout")
            return []
        }
        set {
            modelStoredEdgesForExtendedLayout = newValue
        }
    }

    /// UIKit: `func endAppearanceTransition()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:196).
    /// Unmodelled: a call records `UIViewController.endAppearanceTransition()` and does nothing.
    @available(iOS, introduced: 5.0)
    open func endAppearanceTransition() {
        ModelFindings.unmodelled("UIViewController.endAppearanceTransition()")
    }

    /// Storage of `extendedLayoutIncludesOpaqueBars`, generated.
    private var modelStoredExtendedLayoutIncludesOpaqueBars: Optional<Bool> = nil
    /// UIKit: `var extendedLayoutIncludesOpaqueBars: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:133).
    /// Stored: keeps what is set; a read before any set records `UIViewController.extendedLayoutIncludesOpaqueBars` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var extendedLayoutIncludesOpaqueBars: Bool {
        get {
            if let value = modelStoredExtendedLayoutIncludesOpaqueBars { return value }
            ModelFindings.unmodelled("UIViewController.extendedLayoutIncludesOpaqueBars")
            return false
        }
        set {
            modelStoredExtendedLayoutIncludesOpaqueBars = newValue
        }
    }

    /// Storage of `focusGroupIdentifier`, generated.
    private var modelStoredFocusGroupIdentifier: Optional<String?> = nil
    /// UIKit: `var focusGroupIdentifier: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-focusgroupidentifier.md:16).
    /// Stored: keeps what is set; a read before any set records `UIViewController.focusGroupIdentifier` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var focusGroupIdentifier: String? {
        get {
            if let value = modelStoredFocusGroupIdentifier { return value }
            ModelAvailability.require("UIViewController.focusGroupIdentifier", introduced: 15)
            ModelFindings.unmodelled("UIViewController.focusGroupIdentifier")
            return nil
        }
        set {
            modelStoredFocusGroupIdentifier = newValue
        }
    }

    /// UIKit: `func forUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any?) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:84).
    /// Unmodelled: a call records `UIViewController.forUnwindSegueAction(_:from:withSender:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    open func forUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, withSender sender: Any?
    ) -> UIViewController? {
        ModelFindings.unmodelled("UIViewController.forUnwindSegueAction(_:from:withSender:)")
        return nil
    }

    /// Storage of `hidesBottomBarWhenPushed`, generated.
    private var modelStoredHidesBottomBarWhenPushed: Optional<Bool> = nil
    /// UIKit: `var hidesBottomBarWhenPushed: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:67).
    /// Stored: keeps what is set; a read before any set records `UIViewController.hidesBottomBarWhenPushed` and returns `false` (UIKit's default is not in the inventory).
    open var hidesBottomBarWhenPushed: Bool {
        get {
            if let value = modelStoredHidesBottomBarWhenPushed { return value }
            ModelFindings.unmodelled("UIViewController.hidesBottomBarWhenPushed")
            return false
        }
        set {
            modelStoredHidesBottomBarWhenPushed = newValue
        }
    }

    /// Storage of `interactionActivityTrackingBaseName`, generated.
    private var modelStoredInteractionActivityTrackingBaseName: Optional<String?> = nil
    /// UIKit: `var interactionActivityTrackingBaseName: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-interactionactivitytrackingbasename.md:16).
    /// Stored: keeps what is set; a read before any set records `UIViewController.interactionActivityTrackingBaseName` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var interactionActivityTrackingBaseName: String? {
        get {
            if let value = modelStoredInteractionActivityTrackingBaseName { return value }
            ModelAvailability.require("UIViewController.interactionActivityTrackingBaseName", introduced: 16)
            ModelFindings.unmodelled("UIViewController.interactionActivityTrackingBaseName")
            return nil
        }
        set {
            modelStoredInteractionActivityTrackingBaseName = newValue
        }
    }

    /// UIKit: `var interfaceOrientation: UIInterfaceOrientation { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:167).
    /// Unmodelled: reading records `UIViewController.interfaceOrientation` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    open var interfaceOrientation: UIInterfaceOrientation {
        get {
            ModelFindings.unmodelledStop("UIViewController.interfaceOrientation")
        }
    }

    /// UIKit: `var isBeingDismissed: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:113).
    /// Unmodelled: reading records `UIViewController.isBeingDismissed` and returns `false`.
    @available(iOS, introduced: 5.0)
    open var isBeingDismissed: Bool {
        get {
            ModelFindings.unmodelled("UIViewController.isBeingDismissed")
            return false
        }
    }

    /// UIKit: `var isBeingPresented: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:111).
    /// Unmodelled: reading records `UIViewController.isBeingPresented` and returns `false`.
    @available(iOS, introduced: 5.0)
    open var isBeingPresented: Bool {
        get {
            ModelFindings.unmodelled("UIViewController.isBeingPresented")
            return false
        }
    }

    /// Storage of `isModalInPopover`, generated.
    private var modelStoredIsModalInPopover: Optional<Bool> = nil
    /// UIKit: `var isModalInPopover: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-ismodalinpopover-deprecated.md:16).
    /// Stored: keeps what is set; a read before any set records `UIViewController.isModalInPopover` and returns `false` (UIKit's default is not in the inventory).
    open var isModalInPopover: Bool {
        get {
            if let value = modelStoredIsModalInPopover { return value }
            ModelFindings.unmodelled("UIViewController.isModalInPopover")
            return false
        }
        set {
            modelStoredIsModalInPopover = newValue
        }
    }

    /// Storage of `isModalInPresentation`, generated.
    private var modelStoredIsModalInPresentation: Optional<Bool> = nil
    /// UIKit: `var isModalInPresentation: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:266).
    /// Stored: keeps what is set; a read before any set records `UIViewController.isModalInPresentation` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var isModalInPresentation: Bool {
        get {
            if let value = modelStoredIsModalInPresentation { return value }
            ModelFindings.unmodelled("UIViewController.isModalInPresentation")
            return false
        }
        set {
            modelStoredIsModalInPresentation = newValue
        }
    }

    /// UIKit: `var isMovingFromParent: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:117).
    /// Unmodelled: reading records `UIViewController.isMovingFromParent` and returns `false`.
    @available(iOS, introduced: 5.0)
    open var isMovingFromParent: Bool {
        get {
            ModelFindings.unmodelled("UIViewController.isMovingFromParent")
            return false
        }
    }

    /// UIKit: `var isMovingToParent: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:115).
    /// Unmodelled: reading records `UIViewController.isMovingToParent` and returns `false`.
    @available(iOS, introduced: 5.0)
    open var isMovingToParent: Bool {
        get {
            ModelFindings.unmodelled("UIViewController.isMovingToParent")
            return false
        }
    }

    /// Storage of `modalPresentationCapturesStatusBarAppearance`, generated.
    private var modelStoredModalPresentationCapturesStatusBarAppearance: Optional<Bool> = nil
    /// UIKit: `var modalPresentationCapturesStatusBarAppearance: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:127).
    /// Stored: keeps what is set; a read before any set records `UIViewController.modalPresentationCapturesStatusBarAppearance` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var modalPresentationCapturesStatusBarAppearance: Bool {
        get {
            if let value = modelStoredModalPresentationCapturesStatusBarAppearance { return value }
            ModelFindings.unmodelled("UIViewController.modalPresentationCapturesStatusBarAppearance")
            return false
        }
        set {
            modelStoredModalPresentationCapturesStatusBarAppearance = newValue
        }
    }

    /// Storage of `modalTransitionStyle`, generated.
    private var modelStoredModalTransitionStyle: Optional<UIModalTransitionStyle> = nil
    /// UIKit: `var modalTransitionStyle: UIModalTransitionStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:123).
    /// Stored: keeps what is set; a read before any set records `UIViewController.modalTransitionStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var modalTransitionStyle: UIModalTransitionStyle {
        get {
            if let value = modelStoredModalTransitionStyle { return value }
            ModelFindings.unmodelledStop("UIViewController.modalTransitionStyle")
        }
        set {
            modelStoredModalTransitionStyle = newValue
        }
    }

    /// UIKit: `var nibBundle: Bundle? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:67).
    /// Unmodelled: reading records `UIViewController.nibBundle` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open var nibBundle: Bundle? {
        get {
            ModelFindings.unmodelled("UIViewController.nibBundle")
            return nil
        }
    }

    /// UIKit: `var nibName: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:66).
    /// Unmodelled: reading records `UIViewController.nibName` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open var nibName: String? {
        get {
            ModelFindings.unmodelled("UIViewController.nibName")
            return nil
        }
    }

    /// UIKit: `func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:204).
    /// Unmodelled: a call records `UIViewController.overrideTraitCollection(forChild:)` and returns `nil`.
    @available(iOS, introduced: 8.0)
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        ModelFindings.unmodelled("UIViewController.overrideTraitCollection(forChild:)")
        return nil
    }

    /// Storage of `overrideUserInterfaceStyle`, generated.
    private var modelStoredOverrideUserInterfaceStyle: Optional<UIUserInterfaceStyle> = nil
    /// UIKit: `var overrideUserInterfaceStyle: UIUserInterfaceStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:151).
    /// Stored: keeps what is set; a read before any set records `UIViewController.overrideUserInterfaceStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get {
            if let value = modelStoredOverrideUserInterfaceStyle { return value }
            ModelFindings.unmodelledStop("UIViewController.overrideUserInterfaceStyle")
        }
        set {
            modelStoredOverrideUserInterfaceStyle = newValue
        }
    }

    /// UIKit: `func performSegue(withIdentifier identifier: String, sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:70).
    /// Unmodelled: a call records `UIViewController.performSegue(withIdentifier:sender:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        ModelFindings.unmodelled("UIViewController.performSegue(withIdentifier:sender:)")
    }

    /// UIKit: `var performsActionsWhilePresentingModally: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:254).
    /// Unmodelled: reading records `UIViewController.performsActionsWhilePresentingModally` and returns `false`.
    @available(iOS, introduced: 13.0)
    open var performsActionsWhilePresentingModally: Bool {
        get {
            ModelFindings.unmodelled("UIViewController.performsActionsWhilePresentingModally")
            return false
        }
    }

    /// Storage of `preferredContentSize`, generated.
    private var modelStoredPreferredContentSize: Optional<CGSize> = nil
    /// UIKit: `var preferredContentSize: CGSize { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-preferredcontentsize.md:16).
    /// Stored: keeps what is set; a read before any set records `UIViewController.preferredContentSize` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var preferredContentSize: CGSize {
        get {
            if let value = modelStoredPreferredContentSize { return value }
            ModelFindings.unmodelled("UIViewController.preferredContentSize")
            return .zero
        }
        set {
            modelStoredPreferredContentSize = newValue
        }
    }

    /// UIKit: `var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:161).
    /// Unmodelled: reading records `UIViewController.preferredInterfaceOrientationForPresentation` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 6.0)
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        get {
            ModelFindings.unmodelledStop("UIViewController.preferredInterfaceOrientationForPresentation")
        }
    }

    /// UIKit: `var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:295).
    /// Unmodelled: reading records `UIViewController.preferredScreenEdgesDeferringSystemGestures` and returns `[]`.
    @available(iOS, introduced: 11.0)
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
        get {
            ModelFindings.unmodelled("UIViewController.preferredScreenEdgesDeferringSystemGestures")
            return []
        }
    }

    /// UIKit: `var preferredStatusBarStyle: UIStatusBarStyle { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:137).
    /// Unmodelled: reading records `UIViewController.preferredStatusBarStyle` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    open var preferredStatusBarStyle: UIStatusBarStyle {
        get {
            ModelFindings.unmodelledStop("UIViewController.preferredStatusBarStyle")
        }
    }

    /// UIKit: `var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:141).
    /// Unmodelled: reading records `UIViewController.preferredStatusBarUpdateAnimation` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        get {
            ModelFindings.unmodelledStop("UIViewController.preferredStatusBarUpdateAnimation")
        }
    }

    /// Storage of `preferredTransition`, generated.
    private var modelStoredPreferredTransition: Optional<UIViewController.Transition?> = nil
    /// UIKit: `var preferredTransition: UIViewController.Transition? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-preferredtransition.md:16).
    /// Stored: keeps what is set; a read before any set records `UIViewController.preferredTransition` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var preferredTransition: UIViewController.Transition? {
        get {
            if let value = modelStoredPreferredTransition { return value }
            ModelAvailability.require("UIViewController.preferredTransition", introduced: 18)
            ModelFindings.unmodelled("UIViewController.preferredTransition")
            return nil
        }
        set {
            modelStoredPreferredTransition = newValue
        }
    }

    /// UIKit: `var prefersHomeIndicatorAutoHidden: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:303).
    /// Unmodelled: reading records `UIViewController.prefersHomeIndicatorAutoHidden` and returns `false`.
    @available(iOS, introduced: 11.0)
    open var prefersHomeIndicatorAutoHidden: Bool {
        get {
            ModelFindings.unmodelled("UIViewController.prefersHomeIndicatorAutoHidden")
            return false
        }
    }

    /// UIKit: `var prefersPointerLocked: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:311).
    /// Unmodelled: reading records `UIViewController.prefersPointerLocked` and returns `false`.
    @available(iOS, introduced: 14.0)
    open var prefersPointerLocked: Bool {
        get {
            ModelFindings.unmodelled("UIViewController.prefersPointerLocked")
            return false
        }
    }

    /// UIKit: `var prefersStatusBarHidden: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:139).
    /// Unmodelled: reading records `UIViewController.prefersStatusBarHidden` and returns `false`.
    @available(iOS, introduced: 7.0)
    open var prefersStatusBarHidden: Bool {
        get {
            ModelFindings.unmodelled("UIViewController.prefersStatusBarHidden")
            return false
        }
    }

    /// UIKit: `func prepare(for segue: UIStoryboardSegue, sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:74).
    /// Unmodelled: a call records `UIViewController.prepare(for:sender:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        ModelFindings.unmodelled("UIViewController.prepare(for:sender:)")
    }

    /// UIKit: `var presentationController: UIPresentationController? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:262).
    /// Unmodelled: reading records `UIViewController.presentationController` and returns `nil`.
    @available(iOS, introduced: 8.0)
    open var presentationController: UIPresentationController? {
        get {
            ModelFindings.unmodelled("UIViewController.presentationController")
            return nil
        }
    }

    /// UIKit: `var previewActionItems: [UIPreviewActionItem] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:317).
    /// Unmodelled: reading records `UIViewController.previewActionItems` and returns `[]`.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var previewActionItems: [UIPreviewActionItem] {
        get {
            ModelFindings.unmodelled("UIViewController.previewActionItems")
            return []
        }
    }

    /// Storage of `providesPresentationContextTransitionStyle`, generated.
    private var modelStoredProvidesPresentationContextTransitionStyle: Optional<Bool> = nil
    /// UIKit: `var providesPresentationContextTransitionStyle: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:107).
    /// Stored: keeps what is set; a read before any set records `UIViewController.providesPresentationContextTransitionStyle` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var providesPresentationContextTransitionStyle: Bool {
        get {
            if let value = modelStoredProvidesPresentationContextTransitionStyle { return value }
            ModelFindings.unmodelled("UIViewController.providesPresentationContextTransitionStyle")
            return false
        }
        set {
            modelStoredProvidesPresentationContextTransitionStyle = newValue
        }
    }

    /// UIKit: `func registerForPreviewing(with delegate: UIViewControllerPreviewingDelegate, sourceView: UIView) -> UIViewControllerPreviewing` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:287).
    /// Unmodelled: a call records `UIViewController.registerForPreviewing(with:sourceView:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, renamed: "UIContextMenuInteraction", message: "deprecated in iOS 13.0")
    open func registerForPreviewing(with delegate: UIViewControllerPreviewingDelegate, sourceView: UIView)
        -> UIViewControllerPreviewing
    {
        ModelFindings.unmodelledStop("UIViewController.registerForPreviewing(with:sourceView:)")
    }

    /// Storage of `restorationIdentifier`, generated.
    private var modelStoredRestorationIdentifier: Optional<String?> = nil
    /// UIKit: `var restorationIdentifier: String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:218).
    /// Stored: keeps what is set; a read before any set records `UIViewController.restorationIdentifier` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var restorationIdentifier: String? {
        get {
            if let value = modelStoredRestorationIdentifier { return value }
            ModelFindings.unmodelled("UIViewController.restorationIdentifier")
            return nil
        }
        set {
            modelStoredRestorationIdentifier = newValue
        }
    }

    /// Storage of `restoresFocusAfterTransition`, generated.
    private var modelStoredRestoresFocusAfterTransition: Optional<Bool> = nil
    /// UIKit: `var restoresFocusAfterTransition: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:109).
    /// Stored: keeps what is set; a read before any set records `UIViewController.restoresFocusAfterTransition` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 10.0)
    open var restoresFocusAfterTransition: Bool {
        get {
            if let value = modelStoredRestoresFocusAfterTransition { return value }
            ModelFindings.unmodelled("UIViewController.restoresFocusAfterTransition")
            return false
        }
        set {
            modelStoredRestoresFocusAfterTransition = newValue
        }
    }

    /// UIKit: `func rotatingFooterView() -> UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:165).
    /// Unmodelled: a call records `UIViewController.rotatingFooterView()` and returns `nil`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    open func rotatingFooterView() -> UIView? {
        ModelFindings.unmodelled("UIViewController.rotatingFooterView()")
        return nil
    }

    /// UIKit: `func rotatingHeaderView() -> UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:163).
    /// Unmodelled: a call records `UIViewController.rotatingHeaderView()` and returns `nil`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    open func rotatingHeaderView() -> UIView? {
        ModelFindings.unmodelled("UIViewController.rotatingHeaderView()")
        return nil
    }

    /// UIKit: `func segueForUnwinding(to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?) -> UIStoryboardSegue?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:88).
    /// Unmodelled: a call records `UIViewController.segueForUnwinding(to:from:identifier:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    open func segueForUnwinding(
        to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?
    ) -> UIStoryboardSegue? {
        ModelFindings.unmodelled("UIViewController.segueForUnwinding(to:from:identifier:)")
        return nil
    }

    /// UIKit: `func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:174).
    /// Unmodelled: a call records `UIViewController.separateSecondaryViewController(for:)` and returns `nil`.
    @available(iOS, introduced: 8.0)
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        ModelFindings.unmodelled("UIViewController.separateSecondaryViewController(for:)")
        return nil
    }

    /// UIKit: `func setContentScrollView(_ scrollView: UIScrollView?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-setcontentscrollview(_:).md:16).
    /// Unmodelled: a call records `UIViewController.setContentScrollView(_:)` and does nothing.
    @available(iOS, introduced: 15.0)
    open func setContentScrollView(_ scrollView: UIScrollView?) {
        ModelAvailability.require("UIViewController.setContentScrollView(_:)", introduced: 15)
        ModelFindings.unmodelled("UIViewController.setContentScrollView(_:)")
    }

    /// UIKit: `func setContentScrollView( _ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-setcontentscrollview(_:for:).md:16).
    /// Unmodelled: a call records `UIViewController.setContentScrollView(_:for:)` and does nothing.
    @available(iOS, introduced: 15.0)
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        ModelAvailability.require("UIViewController.setContentScrollView(_:for:)", introduced: 15)
        ModelFindings.unmodelled("UIViewController.setContentScrollView(_:for:)")
    }

    /// UIKit: `func setNeedsStatusBarAppearanceUpdate()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:143).
    /// Unmodelled: a call records `UIViewController.setNeedsStatusBarAppearanceUpdate()` and does nothing.
    @available(iOS, introduced: 7.0)
    open func setNeedsStatusBarAppearanceUpdate() {
        ModelFindings.unmodelled("UIViewController.setNeedsStatusBarAppearanceUpdate()")
    }

    /// UIKit: `func setNeedsUpdateOfHomeIndicatorAutoHidden()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:305).
    /// Unmodelled: a call records `UIViewController.setNeedsUpdateOfHomeIndicatorAutoHidden()` and does nothing.
    @available(iOS, introduced: 11.0)
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        ModelFindings.unmodelled("UIViewController.setNeedsUpdateOfHomeIndicatorAutoHidden()")
    }

    /// UIKit: `func setNeedsUpdateOfPrefersPointerLocked()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:313).
    /// Unmodelled: a call records `UIViewController.setNeedsUpdateOfPrefersPointerLocked()` and does nothing.
    @available(iOS, introduced: 14.0)
    open func setNeedsUpdateOfPrefersPointerLocked() {
        ModelFindings.unmodelled("UIViewController.setNeedsUpdateOfPrefersPointerLocked()")
    }

    /// UIKit: `func setNeedsUpdateOfScreenEdgesDeferringSystemGestures()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:297).
    /// Unmodelled: a call records `UIViewController.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()` and does nothing.
    @available(iOS, introduced: 11.0)
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        ModelFindings.unmodelled("UIViewController.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()")
    }

    /// UIKit: `func setNeedsUpdateOfSupportedInterfaceOrientations()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-setneedsupdateofsupportedinterfaceorientations().md:16).
    /// Unmodelled: a call records `UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations()` and does nothing.
    @available(iOS, introduced: 16.0)
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {
        ModelAvailability.require("UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations()", introduced: 16)
        ModelFindings.unmodelled("UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations()")
    }

    /// UIKit: `func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:202).
    /// Unmodelled: a call records `UIViewController.setOverrideTraitCollection(_:forChild:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        ModelFindings.unmodelled("UIViewController.setOverrideTraitCollection(_:forChild:)")
    }

    /// UIKit: `func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:73).
    /// Unmodelled: a call records `UIViewController.setToolbarItems(_:animated:)` and does nothing.
    @available(iOS, introduced: 3.0)
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        ModelFindings.unmodelled("UIViewController.setToolbarItems(_:animated:)")
    }

    /// UIKit: `var sheetPresentationController: UISheetPresentationController? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-sheetpresentationcontroller.md:16).
    /// Unmodelled: reading records `UIViewController.sheetPresentationController` and returns `nil`.
    @available(iOS, introduced: 15.0)
    open var sheetPresentationController: UISheetPresentationController? {
        get {
            ModelAvailability.require("UIViewController.sheetPresentationController", introduced: 15)
            ModelFindings.unmodelled("UIViewController.sheetPresentationController")
            return nil
        }
    }

    /// UIKit: `var shouldAutomaticallyForwardAppearanceMethods: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:210).
    /// Unmodelled: reading records `UIViewController.shouldAutomaticallyForwardAppearanceMethods` and returns `false`.
    @available(iOS, introduced: 6.0)
    open var shouldAutomaticallyForwardAppearanceMethods: Bool {
        get {
            ModelFindings.unmodelled("UIViewController.shouldAutomaticallyForwardAppearanceMethods")
            return false
        }
    }

    /// UIKit: `func shouldAutomaticallyForwardRotationMethods() -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:208).
    /// Unmodelled: a call records `UIViewController.shouldAutomaticallyForwardRotationMethods()` and returns `false`.
    @available(iOS, introduced: 6.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    open func shouldAutomaticallyForwardRotationMethods() -> Bool {
        ModelFindings.unmodelled("UIViewController.shouldAutomaticallyForwardRotationMethods()")
        return false
    }

    /// UIKit: `var shouldAutorotate: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:157).
    /// Unmodelled: reading records `UIViewController.shouldAutorotate` and returns `false`.
    @available(iOS, introduced: 6.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open var shouldAutorotate: Bool {
        get {
            ModelFindings.unmodelled("UIViewController.shouldAutorotate")
            return false
        }
    }

    /// UIKit: `func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:72).
    /// Unmodelled: a call records `UIViewController.shouldPerformSegue(withIdentifier:sender:)` and returns `false`.
    @available(iOS, introduced: 6.0)
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        ModelFindings.unmodelled("UIViewController.shouldPerformSegue(withIdentifier:sender:)")
        return false
    }

    /// UIKit: `func show(_ vc: UIViewController, sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:147).
    /// Unmodelled: a call records `UIViewController.show(_:sender:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func show(_ vc: UIViewController, sender: Any?) {
        ModelFindings.unmodelled("UIViewController.show(_:sender:)")
    }

    /// UIKit: `func showDetailViewController(_ vc: UIViewController, sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:149).
    /// Unmodelled: a call records `UIViewController.showDetailViewController(_:sender:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        ModelFindings.unmodelled("UIViewController.showDetailViewController(_:sender:)")
    }

    /// UIKit: `class func attemptRotationToDeviceOrientation()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:155).
    /// Unmodelled: a call records `UIViewController.attemptRotationToDeviceOrientation()` and does nothing.
    @available(iOS, introduced: 5.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open class func attemptRotationToDeviceOrientation() {
        ModelFindings.unmodelled("UIViewController.attemptRotationToDeviceOrientation()")
    }

    /// UIKit: `class let showDetailTargetDidChangeNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:49).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 8.0)
    public static let showDetailTargetDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIViewController.showDetailTargetDidChangeNotification")

    /// UIKit: `var storyboard: UIStoryboard? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:68).
    /// Unmodelled: reading records `UIViewController.storyboard` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open var storyboard: UIStoryboard? {
        get {
            ModelFindings.unmodelled("UIViewController.storyboard")
            return nil
        }
    }

    /// UIKit: `var supportedInterfaceOrientations: UIInterfaceOrientationMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:159).
    /// Unmodelled: reading records `UIViewController.supportedInterfaceOrientations` and returns `[]`.
    @available(iOS, introduced: 6.0)
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        get {
            ModelFindings.unmodelled("UIViewController.supportedInterfaceOrientations")
            return []
        }
    }

    /// UIKit: `var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:238).
    /// Unmodelled: reading records `UIViewController.systemMinimumLayoutMargins` and returns `.zero`.
    @available(iOS, introduced: 11.0)
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        get {
            ModelFindings.unmodelled("UIViewController.systemMinimumLayoutMargins")
            return .zero
        }
    }

    /// UIKit: `weak var tab: UITab? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-tab.md:14).
    /// Unmodelled: reading records `UIViewController.tab` and returns `nil`.
    @available(iOS, introduced: 18.0)
    open var tab: UITab? {
        get {
            ModelAvailability.require("UIViewController.tab", introduced: 18)
            ModelFindings.unmodelled("UIViewController.tab")
            return nil
        }
    }

    /// UIKit: `var tabBarController: UITabBarController? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:36).
    /// Unmodelled: reading records `UIViewController.tabBarController` and returns `nil`.
    open var tabBarController: UITabBarController? {
        get {
            ModelFindings.unmodelled("UIViewController.tabBarController")
            return nil
        }
    }

    /// Storage of `tabBarItem`, generated.
    private var modelStoredTabBarItem: Optional<UITabBarItem?> = nil
    /// UIKit: `var tabBarItem: UITabBarItem!` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:35).
    /// Stored: keeps what is set; a read before any set records `UIViewController.tabBarItem` and returns `nil` (UIKit's default is not in the inventory).
    open var tabBarItem: UITabBarItem! {
        get {
            if let value = modelStoredTabBarItem { return value }
            ModelFindings.unmodelled("UIViewController.tabBarItem")
            return nil
        }
        set {
            modelStoredTabBarItem = newValue
        }
    }

    /// UIKit: `func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:145).
    /// Unmodelled: a call records `UIViewController.targetViewController(forAction:sender:)` and returns `nil`.
    @available(iOS, introduced: 8.0)
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        ModelFindings.unmodelled("UIViewController.targetViewController(forAction:sender:)")
        return nil
    }

    /// Storage of `toolbarItems`, generated.
    private var modelStoredToolbarItems: Optional<[UIBarButtonItem]?> = nil
    /// UIKit: `var toolbarItems: [UIBarButtonItem]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:71).
    /// Stored: keeps what is set; a read before any set records `UIViewController.toolbarItems` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var toolbarItems: [UIBarButtonItem]? {
        get {
            if let value = modelStoredToolbarItems { return value }
            ModelFindings.unmodelled("UIViewController.toolbarItems")
            return nil
        }
        set {
            modelStoredToolbarItems = newValue
        }
    }

    /// UIKit: `var topLayoutGuide: UILayoutSupport { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:232).
    /// Unmodelled: reading records `UIViewController.topLayoutGuide` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    @available(iOS, deprecated: 11.0)
    @available(*, deprecated, message: "deprecated in iOS 11.0")
    open var topLayoutGuide: UILayoutSupport {
        get {
            ModelFindings.unmodelledStop("UIViewController.topLayoutGuide")
        }
    }

    /// UIKit: `func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:192).
    /// Unmodelled: a call records `UIViewController.transition(from:to:duration:options:animations:completion:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        ModelFindings.unmodelled("UIViewController.transition(from:to:duration:options:animations:completion:)")
    }

    /// Storage of `transitioningDelegate`, generated.
    private var modelStoredTransitioningDelegate: Optional<UIViewControllerTransitioningDelegate?> = nil
    /// UIKit: `weak var transitioningDelegate: @sil_weak UIViewControllerTransitioningDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:228).
    /// Stored: keeps what is set; a read before any set records `UIViewController.transitioningDelegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get {
            if let value = modelStoredTransitioningDelegate { return value }
            ModelFindings.unmodelled("UIViewController.transitioningDelegate")
            return nil
        }
        set {
            modelStoredTransitioningDelegate = newValue
        }
    }

    /// UIKit: `func unregisterForPreviewing(withContext previewing: UIViewControllerPreviewing)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:289).
    /// Unmodelled: a call records `UIViewController.unregisterForPreviewing(withContext:)` and does nothing.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, renamed: "UIContextMenuInteraction", message: "deprecated in iOS 13.0")
    open func unregisterForPreviewing(withContext previewing: UIViewControllerPreviewing) {
        ModelFindings.unmodelled("UIViewController.unregisterForPreviewing(withContext:)")
    }

    /// UIKit: `func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:86).
    /// Unmodelled: a call records `UIViewController.unwind(for:towards:)` and does nothing.
    @available(iOS, introduced: 9.0)
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        ModelFindings.unmodelled("UIViewController.unwind(for:towards:)")
    }

    /// UIKit: `func updateTraitsIfNeeded()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-updatetraitsifneeded().md:14).
    /// Unmodelled: a call records `UIViewController.updateTraitsIfNeeded()` and does nothing.
    @available(iOS, introduced: 17.0)
    open func updateTraitsIfNeeded() {
        ModelAvailability.require("UIViewController.updateTraitsIfNeeded()", introduced: 17)
        ModelFindings.unmodelled("UIViewController.updateTraitsIfNeeded()")
    }

    /// UIKit: `func updateViewConstraints()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:224).
    /// Unmodelled: a call records `UIViewController.updateViewConstraints()` and does nothing.
    @available(iOS, introduced: 6.0)
    open func updateViewConstraints() {
        ModelFindings.unmodelled("UIViewController.updateViewConstraints()")
    }

    /// UIKit: `func viewIsAppearing(_ animated: Bool)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-viewisappearing(_:).md:16).
    /// Unmodelled: a call records `UIViewController.viewIsAppearing(_:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func viewIsAppearing(_ animated: Bool) {
        ModelFindings.unmodelled("UIViewController.viewIsAppearing(_:)")
    }

    /// UIKit: `func viewLayoutMarginsDidChange()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:242).
    /// Unmodelled: a call records `UIViewController.viewLayoutMarginsDidChange()` and does nothing.
    @available(iOS, introduced: 11.0)
    open func viewLayoutMarginsDidChange() {
        ModelFindings.unmodelled("UIViewController.viewLayoutMarginsDidChange()")
    }

    /// UIKit: `func viewSafeAreaInsetsDidChange()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:244).
    /// Unmodelled: a call records `UIViewController.viewSafeAreaInsetsDidChange()` and does nothing.
    @available(iOS, introduced: 11.0)
    open func viewSafeAreaInsetsDidChange() {
        ModelFindings.unmodelled("UIViewController.viewSafeAreaInsetsDidChange()")
    }

    /// UIKit: `func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:173).
    /// Unmodelled: a call records `UIViewController.willAnimateRotation(to:duration:)` and does nothing.
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        ModelFindings.unmodelled("UIViewController.willAnimateRotation(to:duration:)")
    }

    /// UIKit: `func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:169).
    /// Unmodelled: a call records `UIViewController.willRotate(to:duration:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        ModelFindings.unmodelled("UIViewController.willRotate(to:duration:)")
    }
    // cellspec:generated:end
}
