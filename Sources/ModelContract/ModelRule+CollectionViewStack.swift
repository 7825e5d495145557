/// The rules of the collection-view stack: diffable data sources, collection views,
/// registrations and compositional layout. (Self-sizing and table-view rules join the catalog
/// with the code that raises them.) Model extension, not UIKit
/// API; part of ``ModelRule/all``.
extension ModelRule {
    /// The collection-view stack's rules, in catalog order.
    static let collectionViewStack: [ModelRule] = [
        duplicateItemIdentifiers, duplicateSectionIdentifiers, itemIdentifierAlreadyExists,
        inconsistentHashable, noSections, unknownIdentifier, applyReentrantOrMixedThreads,
        reconfigureDifferentCell, invalidUpdate,
        unregisteredIdentifier, cellNotDequeued, dequeueOutsideRequest, dequeueWrongIndexPath,
        invalidIndexPath, invalidBatchUpdate,
        registrationCreatedInProvider, stringIdentifier,
        fractionalItemInEstimatedGroup, invalidSectionDefinition,
    ]

    // MARK: Diffable data sources

    /// UIKIT-FACTS "Diffable data sources"; Apple: NSDiffableDataSourceSnapshot ("identifiers
    /// must be unique"). UIKit's own message; the detail lists the duplicates.
    public static let duplicateItemIdentifiers = ModelRule(
        id: "diffable.duplicate-item-identifiers", severity: .fault,
        message: "Fatal: supplied item identifiers are not unique.",
        source: "Apple: NSDiffableDataSourceSnapshot; UIKIT-FACTS; seeds/003 §1")

    /// As ``duplicateItemIdentifiers``, for sections.
    public static let duplicateSectionIdentifiers = ModelRule(
        id: "diffable.duplicate-section-identifiers", severity: .fault,
        message: "Fatal: supplied section identifiers are not unique.",
        source: "Apple: NSDiffableDataSourceSnapshot; UIKIT-FACTS")

    /// UIKIT-FACTS: appending an item already in the snapshot moves it, with a warning naming
    /// `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS`.
    public static let itemIdentifierAlreadyExists = ModelRule(
        id: "diffable.item-identifier-already-exists", severity: .violation,
        message: "Item identifier appended or inserted that already exists in the snapshot; it was moved instead "
            + "(BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS).",
        source: "UIKIT-FACTS \"Diffable data sources\"")

    /// Swift: Hashable ("two instances that are equal must feed the same values to the hasher");
    /// seeds/003 §1 (hash and == on different properties). Diffable data sources find
    /// identifiers by hash, so an inconsistent conformance corrupts the data source.
    public static let inconsistentHashable = ModelRule(
        id: "diffable.inconsistent-hashable", severity: .fault,
        message: "Identifiers that are == have different hash values: the Hashable conformance breaks its contract.",
        source: "Swift: Hashable; seeds/003 §1")

    /// Apple: NSDiffableDataSourceSnapshot.appendItems(_:toSection:) — "if nil, the last section".
    public static let noSections = ModelRule(
        id: "diffable.no-sections", severity: .fault,
        message: "There are currently no sections in the data source. Please add a section first.",
        source: "Apple: NSDiffableDataSourceSnapshot.appendItems(_:toSection:)")

    /// Apple: NSDiffableDataSourceSnapshot — operations name identifiers the snapshot contains.
    public static let unknownIdentifier = ModelRule(
        id: "diffable.unknown-identifier", severity: .fault,
        message: "Invalid identifier: it does not exist in the snapshot.",
        source: "Apple: NSDiffableDataSourceSnapshot")

    /// UIKit's exception for a snapshot edit that makes no sense: moving an item or section
    /// relative to itself, or inserting items relative to one of themselves. UIKit's recorded
    /// message for the item move is "Invalid update: destination for item move is the same as
    /// the source" (NSInternalInconsistencyException, quoted in noppefoxwolf/ColorPicker#10).
    public static let invalidUpdate = ModelRule(
        id: "diffable.invalid-update", severity: .fault,
        message: "Invalid update: the destination of a move or insert is the moved or inserted identifier itself.",
        source:
            "Apple: NSDiffableDataSourceSnapshot.moveItem(_:beforeItem:), insertItems(_:beforeItem:), moveSection(_:beforeSection:); UIKit's exception message (noppefoxwolf/ColorPicker#10)"
    )

    /// UIKIT-FACTS; Apple: UICollectionViewDiffableDataSource ("apply … consistently from the
    /// main queue or from a background queue", WWDC 2019 "Advances in UI Data Sources").
    public static let applyReentrantOrMixedThreads = ModelRule(
        id: "diffable.apply-reentrant-or-mixed-threads", severity: .fault,
        message: "Snapshots applied reentrantly or from both the main queue and a background queue "
            + "(BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS).",
        source: "UIKIT-FACTS; Apple: UICollectionViewDiffableDataSource; WWDC 2019 \"Advances in UI Data Sources\"")

    /// Apple: NSDiffableDataSourceSnapshot.reconfigureItems(_:) — the cell provider must dequeue
    /// the same type of cell and gets the existing cell back.
    public static let reconfigureDifferentCell = ModelRule(
        id: "diffable.reconfigure-different-cell", severity: .fault,
        message:
            "While reconfiguring an item, the cell provider dequeued a different cell registration or reuse identifier "
            + "than the existing cell's; use reloadItems(_:) to change the cell type.",
        source:
            "Apple: NSDiffableDataSourceSnapshot.reconfigureItems(_:); WWDC 2021 \"Make blazing fast lists and collection views\""
    )

    // MARK: Collection views

    /// Apple: UICollectionView.dequeueReusableCell(withReuseIdentifier:for:) — "you must register
    /// a class or nib file … before calling this method". UIKit's message.
    public static let unregisteredIdentifier = ModelRule(
        id: "collection-view.unregistered-identifier", severity: .fault,
        message: "could not dequeue a view with an unregistered identifier - must register a nib or a class for the "
            + "identifier or connect a prototype cell in a storyboard.",
        source: "Apple: UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)")

    /// Apple: UICollectionViewDataSource.collectionView(_:cellForItemAt:) — "must retrieve a
    /// reusable cell object by calling dequeueReusableCell(withReuseIdentifier:for:)"; the
    /// diffable cell provider returns a non-nil, dequeued cell.
    public static let cellNotDequeued = ModelRule(
        id: "collection-view.cell-not-dequeued", severity: .fault,
        message: "The cell returned from -collectionView:cellForItemAtIndexPath: was not retrieved by calling "
            + "-dequeueReusableCellWithReuseIdentifier:forIndexPath: or is nil.",
        source: "Apple: UICollectionViewDataSource.collectionView(_:cellForItemAt:)")

    /// UIKit (iOS 14+): "Expected dequeued view to be returned to the collection view in
    /// preparation for display … Avoid dequeuing views without a request from the collection view."
    public static let dequeueOutsideRequest = ModelRule(
        id: "collection-view.dequeue-outside-request", severity: .fault,
        message: "Avoid dequeuing views without a request from the collection view: dequeue only inside "
            + "cellForItemAt, a cell provider or a supplementary view provider, and return the view dequeued.",
        source: "Apple: UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)")

    /// Apple: UICollectionView.dequeueReusableCell(withReuseIdentifier:for:) — "indexPath: the
    /// index path specifying the location of the cell. The data source receives this information
    /// when it is asked for the cell and should just pass it along."
    public static let dequeueWrongIndexPath = ModelRule(
        id: "collection-view.dequeue-wrong-index-path", severity: .fault,
        message:
            "Attempted to dequeue a cell for a different index path than the one requested by the collection view.",
        source: "Apple: UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)")

    /// Apple: UICollectionView index-path based methods take index paths of existing items.
    public static let invalidIndexPath = ModelRule(
        id: "collection-view.invalid-index-path", severity: .fault,
        message: "Attempt to use an index path that does not exist in the collection view.",
        source: "Apple: UICollectionView.selectItem(at:animated:scrollPosition:), performBatchUpdates(_:completion:)")

    /// Apple: UICollectionView.performBatchUpdates(_:completion:) — after the updates, the data
    /// source's counts must equal the old counts plus inserts minus deletes.
    public static let invalidBatchUpdate = ModelRule(
        id: "collection-view.invalid-batch-update", severity: .fault,
        message: "Invalid update: the number of items or sections after the update does not match the data source.",
        source: "Apple: UICollectionView.performBatchUpdates(_:completion:)")

    // MARK: Registrations

    /// UIKIT-FACTS; Apple: UICollectionView.CellRegistration. UIKit's message (iOS 15+).
    public static let registrationCreatedInProvider = ModelRule(
        id: "registration.created-in-provider", severity: .fault,
        message: "Attempted to dequeue a cell using a registration that was created inside "
            + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. "
            + "Creating a new registration each time a cell is requested will prevent reuse and cause created cells to "
            + "remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up "
            + "front and reused.",
        source: "UIKIT-FACTS; Apple: UICollectionView.CellRegistration")

    /// seeds/003 "CellRegistration eliminates string-based reuse identifiers"; Apple:
    /// UICollectionView.CellRegistration (iOS 14) replaces register/dequeue by identifier.
    ///
    /// A recommendation: `register(_:forCellWithReuseIdentifier:)` is not deprecated and works
    /// (Apple: https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)).
    public static let stringIdentifier = ModelRule(
        id: "registration.string-identifier", severity: .violation,
        message: "Reusable view registered with a string reuse identifier; use UICollectionView.CellRegistration "
            + "(or SupplementaryRegistration), which is type-safe and registers itself.",
        source: "seeds/003 \"CellRegistration\"; Apple: UICollectionView.CellRegistration",
        basis: .recommendation)

    // MARK: Compositional layout

    /// seeds/003 "Self-sizing": an item `.fractionalHeight` of a group whose height is
    /// `.estimated` is circular (the group's height comes from its items).
    public static let fractionalItemInEstimatedGroup = ModelRule(
        id: "compositional-layout.fractional-item-in-estimated-group", severity: .violation,
        message: "An item's dimension is fractional of its group's along an axis where the group is .estimated: "
            + "the sizes depend on each other and self-sizing breaks.",
        source: "seeds/003 \"Self-sizing\"; Apple: NSCollectionLayoutDimension.estimated(_:)")

    /// UIKit's exception when a section provider returns nil for a section with content.
    public static let invalidSectionDefinition = ModelRule(
        id: "compositional-layout.invalid-section-definition", severity: .fault,
        message: "Invalid section definition. Please specify a valid section definition when content is to be rendered "
            + "for a section. This is a client error.",
        source: "Apple: UICollectionViewCompositionalLayoutSectionProvider")
}
