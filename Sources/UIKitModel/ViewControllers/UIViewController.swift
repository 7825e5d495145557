import Foundation

/// An object that owns a view hierarchy and loads it on first use.
///
/// Apple: UIViewController. The model keeps the view's loading cycle — reading ``view`` when it is
/// not loaded calls ``loadView()`` (whose default makes a plain `UIView`, as UIKit's does when there
/// is no nib) and then ``viewDidLoad()``, once — plus ``title`` and ``traitCollection``. It has no
/// window, presentation, navigation, containment or appearance transitions: the appearance and
/// layout callbacks are override points the model itself never calls.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false

    /// Apple: UIViewController.title.
    open var title: String?

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

    /// Apple: UIViewController.traitCollection (UITraitEnvironment). The model's controllers have no
    /// parent or window, so their traits are the simulated screen's; reading them loads no view.
    open var traitCollection: UITraitCollection {
        UITraitCollection(values: ModelScreen.traits)
    }
}
