import Foundation

/// A view controller whose view is a collection view it serves and reacts to.
///
/// Apple: UICollectionViewController — `init(collectionViewLayout:)`; when its view loads it makes
/// a collection view with that layout and becomes its data source and delegate; `collectionView`
/// is that view, `collectionViewLayout` its layout. `clearsSelectionOnViewWillAppear` (true):
/// "the collection view controller clears the collection view's current selection when it
/// receives a viewWillAppear(_:) message". `installsStandardGestureForInteractiveMovement` (true)
/// and `useLayoutToLayoutNavigationTransitions` (false) are stored state. The data source and
/// delegate methods are declared here, so a subclass's `override` is what the collection view calls.
@MainActor @preconcurrency
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    /// Apple: UICollectionViewController.clearsSelectionOnViewWillAppear (true).
    open var clearsSelectionOnViewWillAppear = true
    /// Apple: UICollectionViewController.installsStandardGestureForInteractiveMovement (true). Stored state.
    open var installsStandardGestureForInteractiveMovement = true
    /// Apple: UICollectionViewController.useLayoutToLayoutNavigationTransitions (false). Stored state.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Apple: UICollectionViewController.init(collectionViewLayout:).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Apple: UICollectionViewController.init(nibName:bundle:) — the model has no nib, so the
    /// layout is a default flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Apple: UICollectionViewController.init(coder:). The model decodes nothing.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Apple: UICollectionViewController.collectionView — the controller's view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// Apple: UICollectionViewController.collectionViewLayout — the collection view's layout
    /// once the view is loaded, the one given at initialization before.
    open var collectionViewLayout: UICollectionViewLayout {
        viewIfLoaded.flatMap { ($0 as? UICollectionView)?.collectionViewLayout } ?? initialLayout
    }

    /// Makes the collection view with the controller's layout, its data source and delegate (the
    /// model's simulated screen is 390 × 844 points).
    open override func loadView() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// Apple: clears the selection when `clearsSelectionOnViewWillAppear` is true.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = viewIfLoaded as? UICollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    /// Apple: numberOfSections(in:) — one section unless overridden.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Apple: collectionView(_:numberOfItemsInSection:) — override point; no items here.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Apple: collectionView(_:cellForItemAt:) — override point; never called without items. A
    /// subclass that reports items without overriding it returns a cell that was not dequeued,
    /// which the collection view reports as a fault.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }

    /// Apple: collectionView(_:viewForSupplementaryElementOfKind:at:) — override point.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
}
