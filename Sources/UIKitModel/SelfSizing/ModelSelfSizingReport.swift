import Foundation

/// What the model finds when a self-sizing layout asks a cell for its height. Model extension,
/// not UIKit API — read it as `cell.modelSelfSizing` in an example's hidden lines.
///
/// A cell sizes itself from its content view's constraints (seeds/003 "Self-sizing": "Every
/// custom self-sizing cell needs an unambiguous vertical constraint chain from
/// contentView.topAnchor through all content down to contentView.bottomAnchor"). Apple:
/// UICollectionViewCell.contentView / UITableViewCell.contentView — "add your custom subviews
/// to this view"; UIView.translatesAutoresizingMaskIntoConstraints — "to use Auto Layout to
/// dynamically calculate the size and position of your view, you must set this property to
/// false". A content view made by a `UIListContentConfiguration` lays itself out: it is
/// self-sizing by construction (seeds/003).
public struct ModelSelfSizingReport: Equatable, Sendable {
    /// The height the content asks for (see ``ModelVerticalLayout``); nil when the chain from
    /// the content view's top to its bottom is broken, so the cell cannot size itself.
    public var fittingHeight: CGFloat?
    /// Whether the content's vertical constraints contradict each other.
    public var isConflicting = false
    /// Type names of content views whose bottom is not kept inside the content view.
    public var overflowingViews: [String] = []
    /// Type names of views added to the cell itself instead of its content view.
    public var viewsOutsideContentView: [String] = []
    /// Type names of constrained views that still translate their autoresizing mask.
    public var viewsTranslatingAutoresizingMask: [String] = []

    /// Whether every view is tied into one chain from the content view's top to its bottom.
    public var hasCompleteVerticalChain: Bool { fittingHeight != nil && !isConflicting && overflowingViews.isEmpty }

    /// Whether a self-sizing layout gets a correct height from the cell.
    public var isSelfSizing: Bool {
        hasCompleteVerticalChain && viewsOutsideContentView.isEmpty && viewsTranslatingAutoresizingMask.isEmpty
    }

    /// Analyses a cell: `contentView` is measured, `cell`'s other subviews are reported.
    @MainActor
    init(cell: UIView, contentView: UIView) {
        viewsOutsideContentView = cell.subviews.filter { $0 !== contentView }.map { "\(type(of: $0))" }
        if let list = contentView as? UIListContentView {
            fittingHeight = list.modelFittingHeight
            return
        }
        // A table cell's standard-style views (textLabel, detailTextLabel, imageView) are placed by the
        // cell itself, not by constraints, so they never conflict or break a chain: a row with only
        // them sizes to them (Apple: UITableViewCell.CellStyle — the styles are the cell's own
        // layouts of those views; UITableView.automaticDimension — a row's height from its content).
        if let tableCell = cell as? UITableViewCell, !contentView.subviews.isEmpty,
            contentView.subviews.allSatisfy(tableCell.modelIsStandardStyleView)
        {
            fittingHeight = tableCell.modelStandardStyleHeight
            return
        }
        let layout = ModelVerticalLayout(container: contentView, aliases: [cell])
        let solution = layout.solve()
        fittingHeight = solution.fittingHeight
        isConflicting = solution.isConflicting
        overflowingViews = solution.overflowingViews.map { "\(type(of: $0))" }
        viewsTranslatingAutoresizingMask = layout.views.filter {
            $0 !== contentView && $0.translatesAutoresizingMaskIntoConstraints && !$0.constraints.isEmpty
                && !layout.isArranged($0)
        }.map { "\(type(of: $0))" }
    }

    /// The violations a self-sizing layout raises for this cell.
    func raiseViolations() {
        if !viewsOutsideContentView.isEmpty {
            ModelFindings.violation(
                .subviewOutsideContentView, "On the cell: \(viewsOutsideContentView.joined(separator: ", ")).")
        }
        if !viewsTranslatingAutoresizingMask.isEmpty {
            ModelFindings.violation(
                .autoresizingMaskConstraints, "Views: \(viewsTranslatingAutoresizingMask.joined(separator: ", ")).")
        }
        if isConflicting {
            ModelFindings.violation(.conflictingVerticalConstraints)
        } else if fittingHeight == nil {
            ModelFindings.violation(
                .incompleteVerticalChain, "Nothing ties contentView.bottomAnchor to the content above it.")
        } else if !overflowingViews.isEmpty {
            ModelFindings.violation(
                .incompleteVerticalChain,
                "Not kept above contentView.bottomAnchor: \(overflowingViews.joined(separator: ", ")).")
        }
    }
}

/// A cell with a content view that self-sizing layouts measure. Model internals.
@MainActor
protocol ModelSelfSizingCell: UIView {
    var contentView: UIView { get }
    var modelSelfSizingChecked: Bool { get set }
}

extension ModelSelfSizingCell {
    /// Measures the cell for a self-sizing layout, raising its violations once per cell. A cell
    /// with nothing in it and nothing added beside its content view has no content to measure.
    func modelCheckSelfSizing() {
        guard !modelSelfSizingChecked, subviews.count > 1 || !contentView.subviews.isEmpty else { return }
        modelSelfSizingChecked = true
        ModelSelfSizingReport(cell: self, contentView: contentView).raiseViolations()
    }
}

extension UICollectionViewCell: ModelSelfSizingCell {
    /// Model extension, not UIKit API: the self-sizing analysis of the cell as it is now.
    public var modelSelfSizing: ModelSelfSizingReport {
        modelPerformUpdatePassIfNeeded()
        return ModelSelfSizingReport(cell: self, contentView: contentView)
    }
}

extension UITableViewCell: ModelSelfSizingCell {
    /// Model extension, not UIKit API: the self-sizing analysis of the cell as it is now.
    public var modelSelfSizing: ModelSelfSizingReport {
        modelPerformUpdatePassIfNeeded()
        return ModelSelfSizingReport(cell: self, contentView: contentView)
    }
}

extension UIListContentView {
    /// The height of a list content view: its margins around the taller of the image and the
    /// stacked texts (model choice; Apple documents no metrics).
    var modelFittingHeight: CGFloat {
        let texts = [modelTextLabel, modelSecondaryTextLabel].filter { !$0.isHidden }.map(\.intrinsicContentSize.height)
            .reduce(0, +)
        let image = modelImageView.isHidden ? 0 : max(0, modelImageView.intrinsicContentSize.height)
        return directionalLayoutMargins.top + max(texts, image) + directionalLayoutMargins.bottom
    }
}
