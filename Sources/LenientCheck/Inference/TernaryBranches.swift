/// The branches of `condition ? a : b` have one type: a placeholder branch takes the other branch's
/// type (`kind == headerKind ? headerRegistration : footerRegistration`, one registration the guide
/// declared in another block, the other inferred), from the compiler's `result values in '? :'
/// expression have mismatching types 'A' and 'B'`.
enum TernaryBranches {
    /// The type a placeholder branch must have, when `message` says one branch is the placeholder.
    static func otherType(in message: String) -> String? {
        let prefix = "result values in '? :' expression have mismatching types '"
        guard message.hasPrefix(prefix) else { return nil }
        let rest = message.dropFirst(prefix.count)
        guard let end = rest.firstIndex(of: "'") else { return nil }
        let first = String(rest[..<end])
        let afterFirst = rest[rest.index(after: end)...]
        guard let open = afterFirst.range(of: " and '") else { return nil }
        let second = String(afterFirst[open.upperBound...].prefix { $0 != "'" })
        let placeholder = PlaceholderSource.placeholderType
        switch (first == placeholder, second == placeholder) {
        case (true, false): return second
        case (false, true): return first
        default: return nil
        }
    }
}
