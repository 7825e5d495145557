import SwiftSyntax

/// A rule of ``ImplicitContext``: a snapshot inference makes holds the items the fragment updates.
///
/// A fragment such as `snapshot.reconfigureItems([itemID])` shows an update to a snapshot the app
/// filled elsewhere: UIKit requires the items it reloads, reconfigures, deletes or moves, and the
/// item it inserts next to, to be in the snapshot already (Apple:
/// NSDiffableDataSourceSnapshot.reloadItems(_:), reconfigureItems(_:), deleteItems(_:),
/// moveItem(_:afterItem:), insertItems(_:afterItem:)). When inference made both the snapshot and those
/// identifiers, the snapshot it makes holds them, in one section, so the update meets UIKit's
/// precondition as the guide's app would, and what the fragment does is checked rather than a fault
/// of inference's own making. Identifiers the guide declares itself are never added: a guide that
/// updates an item it never appended is wrong, and the model still says so.
enum SnapshotContents {
    /// Snapshot members whose arguments (all, or those with these labels) must already be in the snapshot.
    static let requiringExisting: [String: Set<String>?] = [
        "reloadItems": nil, "reconfigureItems": nil, "deleteItems": nil, "moveItem": nil,
        "insertItems": ["beforeItem", "afterItem"],
    ]

    /// The identifiers `tree` passes where `snapshot` must already hold them, among `supplied` (names
    /// inference made values for), in order of first use.
    static func existingItems(in tree: SourceFileSyntax, snapshot: String, supplied: Set<String>) -> [String] {
        final class Finder: SyntaxVisitor {
            let snapshot: String
            let supplied: Set<String>
            var items: [String] = []
            init(snapshot: String, supplied: Set<String>) {
                self.snapshot = snapshot
                self.supplied = supplied
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == snapshot,
                    let labels = SnapshotContents.requiringExisting[member.declName.baseName.text]
                else { return .visitChildren }
                for argument in node.arguments where labels.map({ $0.contains(argument.label?.text ?? "") }) ?? true {
                    let elements =
                        argument.expression.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? [
                            argument.expression
                        ]
                    for element in elements {
                        guard let name = element.as(DeclReferenceExprSyntax.self)?.baseName.text,
                            supplied.contains(name), !items.contains(name)
                        else { continue }
                        items.append(name)
                    }
                }
                return .visitChildren
            }
        }
        let finder = Finder(snapshot: snapshot, supplied: supplied)
        finder.walk(tree)
        return finder.items
    }

    /// The statement that fills `snapshot` with `items` in one section (`section`, an expression).
    static func fill(_ snapshot: String, section: String, items: [String]) -> String {
        "\(snapshot).appendSections([\(section)]); \(snapshot).appendItems([\(items.joined(separator: ", "))])"
    }
}
