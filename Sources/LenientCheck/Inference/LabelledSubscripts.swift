import ExampleRunner

/// A labelled subscript the guide's app adds to collections and the guide does not show:
/// `snapshot.sectionIdentifiers[safe: index]`. Apps commonly extend `Collection` with a subscript
/// that returns nil past the end; no type of Swift's or UIKit's has one, so the compiler says
/// `extraneous argument label 'safe:' in subscript` (`extra_argument_labels`). The block is tried
/// again with the subscript declared on `Collection`, returning an optional element; its body is
/// the app's, which the guide does not show, so a run that reads through it stops there (*not
/// checkable*), never a finding. The compiler names the labels; nothing here lists them.
enum LabelledSubscripts {
    /// The labels of a subscript the compiler says takes none (`safe`), from an `extra_argument_labels`
    /// error about a subscript: `extraneous argument label 'safe:' in subscript`.
    static func labels(in finding: Finding) -> [String] {
        guard finding.diagnostic == "extra_argument_labels", finding.message.hasSuffix(" in subscript"),
            let open = finding.message.firstIndex(of: "'")
        else { return [] }
        let quoted = finding.message[finding.message.index(after: open)...].prefix { $0 != "'" }
        let labels = quoted.split(separator: ":").map(String.init).filter { !$0.isEmpty && $0 != "_" }
        return labels.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } } ? labels : []
    }

    /// `extension Collection { subscript(safe position: Index) -> Element? { … } }` for a one-label
    /// subscript; nil for more labels (the element type of a many-argument subscript is not known).
    static func declaration(label: String) -> String {
        "extension Collection { subscript(\(label) position: Index) -> Element? { \(Elision.filledBody) } }"
    }

    /// What the block's inferred line says of it.
    static func summary(label: String) -> String {
        "subscript(\(label):): the app's own extension of collections, which the guide does not show (its body left out)"
    }
}
