import SwiftSyntax

extension SyntaxProtocol {
    /// Every node of type `kind` in this node's tree, this node included, in source order: what a
    /// `SyntaxVisitor` subclass collecting one kind of node would find, without writing one.
    func descendants<Node: SyntaxProtocol>(_ kind: Node.Type) -> [Node] {
        var found: [Node] = []
        var pending: [Syntax] = [Syntax(self)]
        while let node = pending.popLast() {
            if let match = node.as(Node.self) { found.append(match) }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}
