import Foundation

/// The table view's layout pass: rows stacked from the top, cells for the visible ones,
/// self-sizing rows measured (see `UITableView`'s discussion for the model's choices).
extension UITableView {
    /// The layout pass: stacks the rows, dequeues cells for rows that meet the visible rectangle
    /// (measuring self-sizing ones) and retires the others' cells.
    func modelLayoutPass() {
        modelNeedsLayoutPass = false
        let counts = modelLoadedCounts()
        let visible = modelVisibleRect
        let inset: CGFloat = style == .insetGrouped ? 20 : 0
        let width = visible.width - 2 * inset
        let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : Self.modelStandardRowHeight
        // Cells that scrolled away go to the reuse queue first, so newly visible rows reuse them.
        for (path, cell) in modelCellsInOrder
        where !(modelFrames[path]?.intersects(visible) ?? false) || !modelContains(path) {
            modelCells[path] = nil
            modelRetire(cell, at: path)
        }
        var frames: [IndexPath: CGRect] = [:]
        var shown: Set<IndexPath> = []
        var y: CGFloat = 0
        for (section, count) in counts.enumerated() {
            for row in 0..<count {
                let path = IndexPath(row: row, section: section)
                let asked = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                let automatic = asked < 0
                var height = automatic ? estimate : asked
                if y < visible.maxY, y + height > visible.minY || height == 0 {
                    let cell = modelCells[path] ?? modelRequestCell(at: path)
                    if let cell {
                        if automatic { height = modelMeasure(cell) }
                        cell.frame = CGRect(x: inset, y: y, width: width, height: height)
                        if modelCells[path] == nil { modelInstall(cell, at: path) }
                        shown.insert(path)
                    }
                }
                frames[path] = CGRect(x: inset, y: y, width: width, height: height)
                y += height
            }
        }
        for (path, cell) in modelCellsInOrder where !shown.contains(path) {
            modelCells[path] = nil
            modelRetire(cell, at: path)
        }
        modelFrames = frames
        contentSize = CGSize(width: visible.width, height: y)
    }

    /// The height a self-sizing row takes: its cell's fitting height, or the standard height
    /// when the constraints collapse it.
    func modelMeasure(_ cell: UITableViewCell) -> CGFloat {
        cell.modelCheckSelfSizing()
        let height = cell.modelSelfSizing.fittingHeight ?? 0
        return height > 0 ? height : Self.modelStandardRowHeight
    }

    func modelInstall(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.isSelected = modelSelected.contains(indexPath)
        cell.isEditing = isEditing
        let environment: UIListEnvironment = style == .plain ? .plain : style == .grouped ? .grouped : .insetGrouped
        cell.modelSetTraitOverrides { $0.listEnvironment = environment }
        if cell.superview !== self { addSubview(cell) }
        modelCells[indexPath] = cell
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    func modelRetire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.isHighlighted = false
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { modelReuseQueue.enqueue(cell, key: identifier) }
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
}
