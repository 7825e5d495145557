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
    private var loadedView: UIView?
    private var isLoadingView = false

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
    open func loadView() {
        loadedView = UIView(frame: .zero)
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
    /// `registerForTraitChanges`) — override point the model does not call.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Apple: UIFocusEnvironment.preferredFocusEnvironments — none by default.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    /// Apple: UIFocusEnvironment.didUpdateFocus(in:with:) — called by the focus engine only; the model has none.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// The popover presentation controller made on first read (UIPopoverPresentationController).
    var modelPopover: UIPopoverPresentationController?
    /// Apple: UIViewController.viewRespectsSystemMinimumLayoutMargins (iOS 11; true). Stored state.
    open var viewRespectsSystemMinimumLayoutMargins = true

    /// Apple: UIViewController.traitCollection (UITraitEnvironment). The model's controllers have no
    /// parent or window, so their traits are the simulated screen's; reading them loads no view.
    open var traitCollection: UITraitCollection {
        UITraitCollection(values: ModelScreen.traits)
    }
}
