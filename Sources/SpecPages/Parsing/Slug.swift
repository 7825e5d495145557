/// Makes readable, stable anchors and identifiers from titles: "2. The `cell()` factory" → "2-the-cell-factory".
public enum Slug {
    public static func make(_ title: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in title.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingDash && !slug.isEmpty { slug.append("-") }
                slug.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// Whether a given identifier is well formed: lowercase letters, digits and single dashes.
    public static func isValidIdentifier(_ text: String) -> Bool {
        !text.isEmpty && make(text) == text
    }
}
