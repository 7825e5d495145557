/// A name the block uses but never declares that is a slip of a name it does declare is the guide's
/// typo, not missing context: inference gives it nothing, so the compiler reports it against the
/// guide's own token (`cannot find 'updatedBackingStore' in scope` where the block binds
/// `updateBackingStore` two lines above).
///
/// A slip is one edit (a letter added, dropped, changed, or two swapped) in a name of six letters or
/// more. A plural and its singular (`item`, `items`) are different names, as guides use them; so are a
/// value and a type that differ in their first letter's case (`heightCache`, an instance of the
/// guide's `HeightCache`).
enum NameSlip {
    /// The declared name `name` is a slip of, if it is one.
    static func intended(for name: String, declared: Set<String>) -> String? {
        guard name.count >= 6, !declared.contains(name) else { return nil }
        return declared.sorted().first { candidate in
            candidate.count >= 6 && candidate.first?.isUppercase == name.first?.isUppercase
                && !isPlural(candidate, of: name) && !isPlural(name, of: candidate)
                && isOneEdit(Array(name), Array(candidate))
        }
    }

    private static func isPlural(_ plural: String, of singular: String) -> Bool {
        plural == singular + "s" || plural == singular + "es"
    }

    /// Whether `a` becomes `b` by one insertion, deletion, substitution or transposition of neighbours.
    static func isOneEdit(_ a: [Character], _ b: [Character]) -> Bool {
        guard a != b, abs(a.count - b.count) <= 1 else { return false }
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let (restA, restB) = (a.count - prefix - suffix, b.count - prefix - suffix)
        if max(restA, restB) == 1 { return true }
        // `recieve` / `receive`: two neighbours swapped.
        return restA == 2 && restB == 2 && a[prefix] == b[prefix + 1] && a[prefix + 1] == b[prefix]
    }
}
