/// The rules of self-sizing cells and table views. Model extension, not UIKit API; part of
/// ``ModelRule/all``.
extension ModelRule {
    /// Layout and lists rules, in catalog order.
    static let layoutAndLists: [ModelRule] = [
        incompleteVerticalChain, subviewOutsideContentView, autoresizingMaskConstraints, conflictingVerticalConstraints,
        tableViewUnregisteredIdentifier, tableViewCellNotDequeued, invalidVisualFormat,
    ]

    // MARK: Self-sizing

    /// seeds/003 "Self-sizing": "an unambiguous vertical constraint chain from
    /// contentView.topAnchor through all content down to contentView.bottomAnchor. Missing the
    /// bottom anchor is the single most common self-sizing bug."
    public static let incompleteVerticalChain = ModelRule(
        id: "self-sizing.incomplete-vertical-chain", severity: .violation,
        message: "A self-sizing cell's content does not form a vertical chain from contentView.topAnchor to "
            + "contentView.bottomAnchor: the cell cannot compute its height (it collapses or clips its content).",
        source: "seeds/003 \"Self-sizing\"; Apple: UIView.systemLayoutSizeFitting(_:)")

    /// seeds/003 ("adding subviews to self instead of contentView"); Apple:
    /// UICollectionViewCell.contentView — "add your custom subviews to this view".
    public static let subviewOutsideContentView = ModelRule(
        id: "self-sizing.subview-outside-content-view", severity: .violation,
        message: "Subviews added to the cell itself instead of its contentView: they are not measured when the cell "
            + "sizes itself, and they are not managed with the content (editing, accessories).",
        source: "seeds/003 \"Self-sizing\"; Apple: UICollectionViewCell.contentView, UITableViewCell.contentView")

    /// Apple: UIView.translatesAutoresizingMaskIntoConstraints — "the autoresizing mask
    /// constraints fully specify the view's size and position; you can't add constraints to
    /// modify this size or position without introducing conflicts".
    public static let autoresizingMaskConstraints = ModelRule(
        id: "self-sizing.autoresizing-mask-constraints", severity: .violation,
        message: "A view with constraints still has translatesAutoresizingMaskIntoConstraints = true: its frame "
            + "becomes constraints that conflict with yours.",
        source: "Apple: UIView.translatesAutoresizingMaskIntoConstraints")

    /// Apple: NSLayoutConstraint — required constraints must be satisfiable together
    /// ("Unable to simultaneously satisfy constraints").
    public static let conflictingVerticalConstraints = ModelRule(
        id: "self-sizing.conflicting-constraints", severity: .violation,
        message: "Unable to simultaneously satisfy constraints: the cell's vertical constraints contradict each other, "
            + "and Auto Layout breaks one of them.",
        source: "Apple: NSLayoutConstraint; Auto Layout Guide \"Unsatisfiable Layouts\"")

    // MARK: Table views

    /// Apple: UITableView.dequeueReusableCell(withIdentifier:for:) — "you must register a class
    /// or nib file using register(_:forCellReuseIdentifier:) … before calling this method".
    public static let tableViewUnregisteredIdentifier = ModelRule(
        id: "table-view.unregistered-identifier", severity: .fault,
        message: "unable to dequeue a cell with identifier - must register a nib or a class for the identifier or "
            + "connect a prototype cell in a storyboard",
        source: "Apple: UITableView.dequeueReusableCell(withIdentifier:for:)")

    /// Apple: UITableViewDataSource.tableView(_:cellForRowAt:) — returns a cell; a diffable
    /// data source's cell provider must not return nil. UIKit's message.
    public static let tableViewCellNotDequeued = ModelRule(
        id: "table-view.cell-not-dequeued", severity: .fault,
        message: "UITableView failed to obtain a cell from its dataSource: the cell provider returned nil.",
        source: "Apple: UITableViewDataSource.tableView(_:cellForRowAt:)")

    // MARK: Visual format

    /// Apple: NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:); Auto Layout
    /// Guide, "Visual Format Language" — an unparsable format raises NSInvalidArgumentException.
    public static let invalidVisualFormat = ModelRule(
        id: "layout.invalid-visual-format", severity: .fault,
        message: "Unable to parse constraint format (NSInvalidArgumentException).",
        source:
            "Apple: NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:); Auto Layout Guide, Visual Format Language"
    )
}
