/// The item identifiers of a data source or snapshot inference made take the type the block's own
/// code gives them.
///
/// Without generic arguments written anywhere, inference gives identifiers the type `AnyHashable`,
/// which fits any identifier. When the compiler says that does not fit the block, the block says
/// what its items are:
/// - its cell provider names the type (`itemIdentifier: Int` in `(collectionView: UICollectionView,
///   indexPath: IndexPath, itemIdentifier: Int) -> UICollectionViewCell?`): that type;
/// - it reads members of an item (`dataSource.itemIdentifier(for: indexPath)?.imageURL`, `value of
///   type 'AnyHashable' has no member 'imageURL'`) or passes one where another type goes: the
///   placeholder, whose members are whatever the block reads.
enum InferredItems {
    /// The item type `message` (a compile error about a block whose identifiers inference made
    /// `AnyHashable`) says the block needs, if it says one.
    static func itemType(from message: String) -> String? {
        let provider = "(UICollectionView, IndexPath, "
        // `cannot convert value of type '(UICollectionView, IndexPath, Int) -> UICollectionViewCell?' to
        // expected argument type '(UICollectionView, IndexPath, AnyHashable) -> UICollectionViewCell?'`.
        if message.hasPrefix("cannot convert value of type '\(provider)"),
            message.contains("to expected argument type '\(provider)AnyHashable)")
        {
            let rest = message.dropFirst("cannot convert value of type '\(provider)".count)
            var depth = 0
            var type = ""
            for character in rest {
                if character == ")" && depth == 0 { break }
                if "(<[".contains(character) { depth += 1 }
                if ")>]".contains(character) { depth -= 1 }
                type.append(character)
            }
            return type.isEmpty || type == "AnyHashable" ? nil : type
        }
        let quotesAnyHashable = message.contains("'AnyHashable'") || message.contains("'AnyHashable?'")
        if message.hasPrefix("value of type 'AnyHashable") && message.contains("has no member") {
            return PlaceholderSource.placeholderType
        }
        if quotesAnyHashable && message.hasPrefix("cannot convert value of type 'AnyHashable") {
            return PlaceholderSource.placeholderType
        }
        return nil
    }
}
