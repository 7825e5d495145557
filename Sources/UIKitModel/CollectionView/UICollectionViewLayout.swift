import Foundation

/// The object that places a collection view's cells and supplementary views.
///
/// Apple: UICollectionViewLayout — an abstract base: the collection view calls `prepare()`,
/// then asks `collectionViewContentSize` and `layoutAttributesForElements(in:)` for the visible
/// rectangle; `invalidateLayout()` asks for a new layout pass; decoration views are registered
/// on the layout (`register(_:forDecorationViewOfKind:)`), not on the collection view.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// Apple: UICollectionViewLayout.collectionView.
    open internal(set) weak var collectionView: UICollectionView?
    /// Decoration view classes by kind.
    var modelDecorationClasses: [String: UICollectionReusableView.Type] = [:]
    /// The kinds registered with a nib rather than a class.
    var modelDecorationNibs: Set<String> = []

    public override init() { super.init() }

    /// Apple: prepare() — called before each layout pass; subclasses compute their attributes.
    open func prepare() {}

    /// Apple: invalidateLayout() — the collection view lays out again in its next pass.
    open func invalidateLayout() { collectionView?.modelLayoutInvalidated() }

    /// Apple: collectionViewContentSize.
    open var collectionViewContentSize: CGSize { .zero }

    /// Apple: layoutAttributesForElements(in:).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// Apple: layoutAttributesForItem(at:).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Apple: layoutAttributesForSupplementaryView(ofKind:at:).
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Apple: register(_:forDecorationViewOfKind:).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        modelDecorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
        modelDecorationNibs.remove(elementKind)
    }

    /// Apple: register(_:forDecorationViewOfKind:) with a `UINib` — the nib replaces a class
    /// registered for the kind, and nil unregisters it. The model reads no nib: the kind counts as
    /// registered, and the view is never made.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        modelDecorationClasses[elementKind] = nil
        if nib == nil { modelDecorationNibs.remove(elementKind) } else { modelDecorationNibs.insert(elementKind) }
    }

    /// The list appearance of a section, when the section is a list (model internals; lists set
    /// their cells' `listEnvironment` trait and default styling from it).
    func modelListAppearance(forSection section: Int) -> UICollectionLayoutListConfiguration.Appearance? { nil }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var developmentLayoutDirection: UIUserInterfaceLayoutDirection { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:109).
    /// Unmodelled: reading records `UICollectionViewLayout.developmentLayoutDirection` and stops the example: no value of its type can be made.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection {
        get {
            ModelFindings.unmodelledStop("UICollectionViewLayout.developmentLayoutDirection")
        }
    }

    /// UIKit: `func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:128).
    /// Unmodelled: a call records `UICollectionViewLayout.finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)` and returns `nil`.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        ModelFindings.unmodelled(
            "UICollectionViewLayout.finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)")
        return nil
    }

    /// UIKit: `func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:124).
    /// Unmodelled: a call records `UICollectionViewLayout.finalLayoutAttributesForDisappearingItem(at:)` and returns `nil`.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        ModelFindings.unmodelled("UICollectionViewLayout.finalLayoutAttributesForDisappearingItem(at:)")
        return nil
    }

    /// UIKit: `func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:126).
    /// Unmodelled: a call records `UICollectionViewLayout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)` and returns `nil`.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        ModelFindings.unmodelled(
            "UICollectionViewLayout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)")
        return nil
    }

    /// UIKit: `func finalizeAnimatedBoundsChange()` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:116).
    /// Unmodelled: a call records `UICollectionViewLayout.finalizeAnimatedBoundsChange()` and does nothing.
    open func finalizeAnimatedBoundsChange() {
        ModelFindings.unmodelled("UICollectionViewLayout.finalizeAnimatedBoundsChange()")
    }

    /// UIKit: `func finalizeCollectionViewUpdates()` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:114).
    /// Unmodelled: a call records `UICollectionViewLayout.finalizeCollectionViewUpdates()` and does nothing.
    open func finalizeCollectionViewUpdates() {
        ModelFindings.unmodelled("UICollectionViewLayout.finalizeCollectionViewUpdates()")
    }

    /// UIKit: `func finalizeLayoutTransition()` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:121).
    /// Unmodelled: a call records `UICollectionViewLayout.finalizeLayoutTransition()` and does nothing.
    @available(iOS, introduced: 7.0)
    open func finalizeLayoutTransition() {
        ModelFindings.unmodelled("UICollectionViewLayout.finalizeLayoutTransition()")
    }

    /// UIKit: `var flipsHorizontallyInOppositeLayoutDirection: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:110).
    /// Unmodelled: reading records `UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection` and returns `false`.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool {
        get {
            ModelFindings.unmodelled("UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection")
            return false
        }
    }

    /// UIKit: `func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath]` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:131).
    /// Unmodelled: a call records `UICollectionViewLayout.indexPathsToDeleteForDecorationView(ofKind:)` and returns `[]`.
    @available(iOS, introduced: 7.0)
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        ModelFindings.unmodelled("UICollectionViewLayout.indexPathsToDeleteForDecorationView(ofKind:)")
        return []
    }

    /// UIKit: `func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath]` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:129).
    /// Unmodelled: a call records `UICollectionViewLayout.indexPathsToDeleteForSupplementaryView(ofKind:)` and returns `[]`.
    @available(iOS, introduced: 7.0)
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        ModelFindings.unmodelled("UICollectionViewLayout.indexPathsToDeleteForSupplementaryView(ofKind:)")
        return []
    }

    /// UIKit: `func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath]` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:135).
    /// Unmodelled: a call records `UICollectionViewLayout.indexPathsToInsertForDecorationView(ofKind:)` and returns `[]`.
    @available(iOS, introduced: 7.0)
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        ModelFindings.unmodelled("UICollectionViewLayout.indexPathsToInsertForDecorationView(ofKind:)")
        return []
    }

    /// UIKit: `func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath]` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:133).
    /// Unmodelled: a call records `UICollectionViewLayout.indexPathsToInsertForSupplementaryView(ofKind:)` and returns `[]`.
    @available(iOS, introduced: 7.0)
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        ModelFindings.unmodelled("UICollectionViewLayout.indexPathsToInsertForSupplementaryView(ofKind:)")
        return []
    }

    /// UIKit: `func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:127).
    /// Unmodelled: a call records `UICollectionViewLayout.initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)` and returns `nil`.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        ModelFindings.unmodelled(
            "UICollectionViewLayout.initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)")
        return nil
    }

    /// UIKit: `func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:123).
    /// Unmodelled: a call records `UICollectionViewLayout.initialLayoutAttributesForAppearingItem(at:)` and returns `nil`.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        ModelFindings.unmodelled("UICollectionViewLayout.initialLayoutAttributesForAppearingItem(at:)")
        return nil
    }

    /// UIKit: `func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:125).
    /// Unmodelled: a call records `UICollectionViewLayout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)` and returns `nil`.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        ModelFindings.unmodelled(
            "UICollectionViewLayout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)")
        return nil
    }

    /// UIKit: `func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:84).
    /// Unmodelled: a call records `UICollectionViewLayout.invalidateLayout(with:)` and does nothing.
    @available(iOS, introduced: 7.0)
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        ModelFindings.unmodelled("UICollectionViewLayout.invalidateLayout(with:)")
    }

    /// UIKit: `func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:99).
    /// Unmodelled: a call records `UICollectionViewLayout.invalidationContext(forBoundsChange:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        ModelFindings.unmodelledStop("UICollectionViewLayout.invalidationContext(forBoundsChange:)")
    }

    /// UIKit: `func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:143).
    /// Unmodelled: a call records `UICollectionViewLayout.invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        ModelFindings.unmodelledStop(
            "UICollectionViewLayout.invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)"
        )
    }

    /// UIKit: `func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:103).
    /// Unmodelled: a call records `UICollectionViewLayout.invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        ModelFindings.unmodelledStop(
            "UICollectionViewLayout.invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)")
    }

    /// UIKit: `func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:145).
    /// Unmodelled: a call records `UICollectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        ModelFindings.unmodelledStop(
            "UICollectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)"
        )
    }

    /// UIKit: `func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:97).
    /// Unmodelled: a call records `UICollectionViewLayout.layoutAttributesForDecorationView(ofKind:at:)` and returns `nil`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        ModelFindings.unmodelled("UICollectionViewLayout.layoutAttributesForDecorationView(ofKind:at:)")
        return nil
    }

    /// UIKit: `func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:141).
    /// Unmodelled: a call records `UICollectionViewLayout.layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes
    {
        ModelFindings.unmodelledStop(
            "UICollectionViewLayout.layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)")
    }

    /// UIKit: `func prepare(forAnimatedBoundsChange oldBounds: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:115).
    /// Unmodelled: a call records `UICollectionViewLayout.prepare(forAnimatedBoundsChange:)` and does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        ModelFindings.unmodelled("UICollectionViewLayout.prepare(forAnimatedBoundsChange:)")
    }

    /// UIKit: `func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem])` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:113).
    /// Unmodelled: a call records `UICollectionViewLayout.prepare(forCollectionViewUpdates:)` and does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        ModelFindings.unmodelled("UICollectionViewLayout.prepare(forCollectionViewUpdates:)")
    }

    /// UIKit: `func prepareForTransition(from oldLayout: UICollectionViewLayout)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:119).
    /// Unmodelled: a call records `UICollectionViewLayout.prepareForTransition(from:)` and does nothing.
    @available(iOS, introduced: 7.0)
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        ModelFindings.unmodelled("UICollectionViewLayout.prepareForTransition(from:)")
    }

    /// UIKit: `func prepareForTransition(to newLayout: UICollectionViewLayout)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:117).
    /// Unmodelled: a call records `UICollectionViewLayout.prepareForTransition(to:)` and does nothing.
    @available(iOS, introduced: 7.0)
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {
        ModelFindings.unmodelled("UICollectionViewLayout.prepareForTransition(to:)")
    }

    /// UIKit: `func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:98).
    /// Unmodelled: a call records `UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:)` and returns `false`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        ModelFindings.unmodelled("UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:)")
        return false
    }

    /// UIKit: `func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:101).
    /// Unmodelled: a call records `UICollectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` and returns `false`.
    @available(iOS, introduced: 8.0)
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        ModelFindings.unmodelled(
            "UICollectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)")
        return false
    }

    /// UIKit: `class var invalidationContextClass: AnyClass { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:91).
    /// Unmodelled: reading records `UICollectionViewLayout.invalidationContextClass` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    open class var invalidationContextClass: AnyClass {
        get {
            ModelFindings.unmodelledStop("UICollectionViewLayout.invalidationContextClass")
        }
    }

    /// UIKit: `class var layoutAttributesClass: AnyClass { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:90).
    /// Unmodelled: reading records `UICollectionViewLayout.layoutAttributesClass` and stops the example: no value of its type can be made.
    open class var layoutAttributesClass: AnyClass {
        get {
            ModelFindings.unmodelledStop("UICollectionViewLayout.layoutAttributesClass")
        }
    }

    /// UIKit: `func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:106).
    /// Unmodelled: a call records `UICollectionViewLayout.targetContentOffset(forProposedContentOffset:)` and returns `.zero`.
    @available(iOS, introduced: 7.0)
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        ModelFindings.unmodelled("UICollectionViewLayout.targetContentOffset(forProposedContentOffset:)")
        return .zero
    }

    /// UIKit: `func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:105).
    /// Unmodelled: a call records `UICollectionViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` and returns `.zero`.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        ModelFindings.unmodelled(
            "UICollectionViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)")
        return .zero
    }

    /// UIKit: `func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:139).
    /// Unmodelled: a call records `UICollectionViewLayout.targetIndexPath(forInteractivelyMovingItem:withPosition:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        ModelFindings.unmodelledStop("UICollectionViewLayout.targetIndexPath(forInteractivelyMovingItem:withPosition:)")
    }
    // cellspec:generated:end
}
