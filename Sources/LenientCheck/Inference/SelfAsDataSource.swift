import SwiftSyntax

/// A fragment written in a view controller that makes the controller a table or collection view's
/// data source or delegate (`collectionView.dataSource = self`, `tableView.delegate = self`) was
/// written in a controller that adopts those protocols: the host adopts them too (``HostChoice``).
/// The methods a data source must have and the fragment does not declare are given bodies that
/// serve no rows, so the view never asks for a cell the guide does not show; the guide's own, when
/// another block shows them, are its functions, not the host's.
///
/// Apple: UICollectionView.dataSource — "The object that provides the data for the collection view.
/// The data source must adopt the UICollectionViewDataSource protocol"; UITableView.dataSource
/// likewise with UITableViewDataSource; `delegate` adopts the view's delegate protocol.
enum SelfAsDataSource {
    /// The protocol each role of each kind of view needs.
    static let roles: [String: [String: String]] = [
        "collection": ["dataSource": "UICollectionViewDataSource", "delegate": "UICollectionViewDelegate"],
        "table": ["dataSource": "UITableViewDataSource", "delegate": "UITableViewDelegate"],
    ]

    /// Each data source protocol's required methods: the label that tells the method apart, and the
    /// method that serves nothing.
    static let required: [String: [(label: String, method: String)]] = [
        "UICollectionViewDataSource": [
            (
                "numberOfItemsInSection",
                "func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }"
            ),
            (
                "cellForItemAt",
                "func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }"
            ),
        ],
        "UITableViewDataSource": [
            (
                "numberOfRowsInSection",
                "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }"
            ),
            (
                "cellForRowAt",
                "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: nil) }"
            ),
        ],
    ]

    /// The protocols the fragment's assignments of `self` ask for, in the order it makes them.
    static func protocols(in tree: SourceFileSyntax) -> [String] {
        var found: [String] = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.self) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                let list = reference.parent?.as(ExprListSyntax.self), list.count == 3,
                list.last?.id == reference.id,
                list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                let target = list.first?.as(MemberAccessExprSyntax.self),
                let base = target.base?.trimmedDescription.lowercased()
            else { continue }
            let kind = base.contains("table") ? "table" : base.contains("collection") ? "collection" : nil
            guard let kind, let adopted = roles[kind]?[target.declName.baseName.text], !found.contains(adopted) else {
                continue
            }
            found.append(adopted)
        }
        return found
    }

    /// The required methods of `adopted` that the fragment does not declare itself.
    static func requirements(of adopted: [String], declaredIn tree: SourceFileSyntax) -> [String] {
        guard !adopted.isEmpty else { return [] }
        var labels = Set<String>()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id else {
                continue
            }
            if let second = function.signature.parameterClause.parameters.dropFirst().first {
                labels.insert(second.firstName.text)
            }
        }
        return adopted.flatMap { required[$0] ?? [] }.filter { !labels.contains($0.label) }.map(\.method)
    }
}
