/// An undeclared type the block writes with generic arguments (`ImagePrefetchController<String>`,
/// a class the guide declared generic in another section) stands for the placeholder with as many
/// generic parameters, unused: `typealias ImagePrefetchController<T0> = __CellSpecPlaceholder`. Written
/// as a plain alias, the compiler would say `cannot specialize non-generic type` about inference's guess.
enum GenericPlaceholder {
    static func declaration(named name: String, arity: Int) -> String {
        let parameters = (0..<arity).map { "T\($0)" }.joined(separator: ", ")
        return "typealias \(name)<\(parameters)> = \(PlaceholderSource.placeholderType)"
    }
}
