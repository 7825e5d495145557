import Foundation

/// What a preview says beyond the displayed texts and colors: the item a cell shows and where, its
/// list's appearance, the content's style and line limits, its accessories and how a self-sizing
/// layout measured it. Model extension.
extension ModelPreviewRecorder {
    /// Fills in `preview`'s details from `view` as it is now. Reads only; runs no update pass.
    static func addDetails<View: ModelConfigurationHosting>(of view: View, to preview: inout ModelPreview) {
        let content = view.modelHost.contentView
        if view.traitCollection.userInterfaceStyle == .dark { preview.appearance = "dark" }
        if let list = content as? UIListContentView,
            let configuration = list.configuration as? UIListContentConfiguration
        {
            preview.style = "\(configuration.style)"
            preview.numberOfLines = list.modelTextLabel.isHidden ? nil : list.modelTextLabel.numberOfLines
            preview.secondaryNumberOfLines =
                list.modelSecondaryTextLabel.isHidden ? nil : list.modelSecondaryTextLabel.numberOfLines
        } else {
            let labels = visibleLabels(in: content)
            preview.numberOfLines = labels.first?.numberOfLines
            preview.secondaryNumberOfLines = labels.count > 1 ? labels[1].numberOfLines : nil
            preview.sizing = sizing(of: view, content: content)
        }
        // Without a chain from top to bottom the content measures nothing: 0 pt.
        if let cell = view as? ModelSelfSizingCell, cell.modelSelfSizingChecked, !content.subviews.isEmpty {
            preview.measuredHeight = Double(ModelSelfSizingReport(cell: view, contentView: content).fittingHeight ?? 0)
        }
        if view.bounds.width > 0 || view.bounds.height > 0 {
            preview.width = Double(view.bounds.width)
            preview.height = Double(view.bounds.height)
        }
        if let background = view.modelHost.backgroundConfiguration {
            preview.background = self.background(background, tint: view.tintColor)
        }
        preview.layer = layer(of: view)
        preview.contentLayer = layer(of: content)
        if let cell = view as? UICollectionViewListCell {
            if cell.indentationLevel != 0 {
                preview.indentationLevel = cell.indentationLevel
                preview.indentationWidth = Double(cell.indentationWidth)
            }
            let accessories = cell.modelVisibleAccessories.map {
                ModelPreview.Accessory(kind: $0.modelKind, text: $0.modelText)
            }
            preview.accessories = accessories.isEmpty ? nil : accessories
            preview.list = cell.modelListAppearance.map { "\($0)" }
        }
        if let cell = view as? UITableViewCell {
            if cell.accessoryType != .none {
                preview.accessories = [ModelPreview.Accessory(kind: "\(cell.accessoryType)")]
            }
            if let table = cell.superview as? UITableView { preview.list = "\(table.style)" }
        }
        if let cell = view as? UICollectionViewCell, let collectionView = cell.superview as? UICollectionView,
            let indexPath = collectionView.indexPath(for: cell)
        {
            preview.indexPath = "\(indexPath.section).\(indexPath.item)"
            preview.item = (collectionView.dataSource as? any ModelItemTitling)?.modelItemTitle(at: indexPath)
        }
        if let cell = view as? UITableViewCell, let table = cell.superview as? UITableView,
            let indexPath = table.indexPath(for: cell)
        {
            preview.indexPath = "\(indexPath.section).\(indexPath.item)"
            preview.item = (table.dataSource as? any ModelItemTitling)?.modelItemTitle(at: indexPath)
        }
    }

    /// What a background configuration draws beyond its color (Apple: UIBackgroundConfiguration —
    /// `resolvedStrokeColor(for:)`: a nil stroke color is the tint color).
    private static func background(_ background: UIBackgroundConfiguration, tint: UIColor) -> ModelPreview.Background? {
        var drawn = ModelPreview.Background()
        if background.strokeWidth > 0 {
            drawn.strokeWidth = Double(background.strokeWidth)
            drawn.strokeColor = color(background.resolvedStrokeColor(for: tint))
        }
        if background.cornerRadius > 0 { drawn.cornerRadius = Double(background.cornerRadius) }
        let insets = background.backgroundInsets
        if insets != .zero {
            drawn.insets = [insets.top, insets.leading, insets.bottom, insets.trailing].map { Double($0) }
        }
        if let effect = background.visualEffect as? UIBlurEffect {
            drawn.visualEffect = "UIBlurEffect(\(effect.style))"
        } else if background.visualEffect != nil {
            drawn.visualEffect = "\(type(of: background.visualEffect!))"
        }
        if let custom = background.customView {
            drawn.customView = "\(type(of: custom))"
            drawn.customViewColor = custom.backgroundColor.map(color)
        }
        drawn.image = background.image?.modelName
        return drawn == ModelPreview.Background() ? nil : drawn
    }

    /// A layer's styling when it draws something (Apple: CALayer).
    private static func layer(of view: UIView) -> ModelPreview.Layer? {
        let layer = view.layer
        var drawn = ModelPreview.Layer()
        if layer.cornerRadius > 0 {
            drawn.cornerRadius = Double(layer.cornerRadius)
            let all: CACornerMask = [
                .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
            ]
            if layer.maskedCorners != all {
                let names: [(CACornerMask, String)] = [
                    (.layerMinXMinYCorner, "minXMinY"), (.layerMaxXMinYCorner, "maxXMinY"),
                    (.layerMinXMaxYCorner, "minXMaxY"), (.layerMaxXMaxYCorner, "maxXMaxY"),
                ]
                drawn.maskedCorners = names.filter { layer.maskedCorners.contains($0.0) }.map(\.1)
            }
        }
        if layer.borderWidth > 0 {
            drawn.borderWidth = Double(layer.borderWidth)
            drawn.borderColor = layer.borderColor.map { color(UIColor(cgColor: $0)) }
        }
        if layer.shadowOpacity > 0 { drawn.shadowOpacity = Double(layer.shadowOpacity) }
        if view.clipsToBounds, drawn != ModelPreview.Layer() { drawn.clips = true }
        return drawn == ModelPreview.Layer() ? nil : drawn
    }

    /// The visible labels with text, in view order (as ``ModelDisplayed`` finds them).
    static func visibleLabels(in root: UIView) -> [UILabel] {
        var labels: [UILabel] = []
        func walk(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let label = view as? UILabel, let text = label.text, !text.isEmpty { labels.append(label) }
            view.subviews.forEach(walk)
        }
        walk(root)
        return labels
    }

    /// The measurement of a cell a self-sizing layout measured, laid out by constraints, when the
    /// layout does not get its content's height: collapsed (no chain to the bottom; a table view's
    /// row takes the standard height instead) or clipped (views below the bottom).
    /// Apple: UIView.systemLayoutSizeFitting(_:); seeds/003 "Self-sizing".
    private static func sizing(of view: some UIView, content: UIView) -> ModelPreview.Sizing? {
        guard let cell = view as? ModelSelfSizingCell, cell.modelSelfSizingChecked, !content.subviews.isEmpty else {
            return nil
        }
        let report = ModelSelfSizingReport(cell: view, contentView: content)
        guard report.fittingHeight == nil || report.fittingHeight == 0 || !report.overflowingViews.isEmpty else {
            return nil
        }
        let standard =
            view is UITableViewCell && (report.fittingHeight ?? 0) == 0
            ? Double(UITableView.modelStandardRowHeight) : nil
        return ModelPreview.Sizing(
            fittingHeight: report.fittingHeight.map { Double($0) }, clippedViews: report.overflowingViews,
            standardHeight: standard)
    }

    /// A reader's name for an item identifier: a `String` itself, else its `title`, `name` or
    /// `text` when it has one, else its description, shortened.
    static func title(of item: Any) -> String {
        if let text = item as? String { return text }
        for child in Mirror(reflecting: item).children {
            if let label = child.label, ["title", "name", "text"].contains(label), let text = child.value as? String {
                return text
            }
        }
        let description = String(describing: item)
        return description.count > 60 ? String(description.prefix(59)) + "…" : description
    }
}

/// A data source that can name the item at an index path (the diffable data sources). Model internals.
@MainActor
protocol ModelItemTitling {
    func modelItemTitle(at indexPath: IndexPath) -> String?
}

extension UICollectionViewDiffableDataSource: ModelItemTitling {
    func modelItemTitle(at indexPath: IndexPath) -> String? {
        itemIdentifier(for: indexPath).map(ModelPreviewRecorder.title(of:))
    }
}

extension UITableViewDiffableDataSource: ModelItemTitling {
    func modelItemTitle(at indexPath: IndexPath) -> String? {
        itemIdentifier(for: indexPath).map(ModelPreviewRecorder.title(of:))
    }
}
