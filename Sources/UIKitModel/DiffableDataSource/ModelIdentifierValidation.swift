/// Checks identifiers handed to snapshots: uniqueness (UIKit's duplicate-identifier crash) and a
/// consistent `Hashable` conformance. Model internals.
///
/// Apple: NSDiffableDataSourceSnapshot — "Each of your sections and items must have unique
/// identifiers that conform to the Hashable protocol". UIKIT-FACTS gives UIKit's messages.
enum ModelIdentifierValidation {
    /// Above this many identifiers the quadratic ==/hash cross-check is skipped (the model can
    /// only observe an inconsistent conformance when it compares values pairwise).
    static let pairwiseLimit = 400

    /// Returns false (after a fault) when `batch` repeats an identifier or disagrees with
    /// itself or `existing` on `==` versus hash.
    static func validate<T: Hashable>(
        _ batch: [T], existing: some Collection<T>, kind: Kind
    ) -> Bool {
        guard consistentHashing(batch, existing: existing) else { return false }
        var seen = Set<T>()
        var duplicates: [T] = []
        for identifier in batch where !seen.insert(identifier).inserted {
            if !duplicates.contains(identifier) { duplicates.append(identifier) }
        }
        guard duplicates.isEmpty else {
            ModelFindings.fault(
                kind == .item ? .duplicateItemIdentifiers : .duplicateSectionIdentifiers,
                "Duplicate identifiers: " + setDescription(duplicates))
            return false
        }
        return true
    }

    /// Whether values that are `==` also hash alike, as far as the model can see: each value
    /// against itself (reflexive `==`, stable hash) and, for small collections, pairwise.
    static func consistentHashing<T: Hashable>(_ batch: [T], existing: some Collection<T>) -> Bool {
        for value in batch {
            guard value == value, value.hashValue == value.hashValue else {
                ModelFindings.fault(
                    .inconsistentHashable, "\(describe(value)) is not equal to itself or hashes differently each time.")
                return false
            }
        }
        guard batch.count + existing.count <= pairwiseLimit else { return true }
        let pool = batch + Array(existing)
        for (i, value) in batch.enumerated() {
            let hash = value.hashValue
            for other in pool[(i + 1)...] where other == value && other.hashValue != hash {
                ModelFindings.fault(
                    .inconsistentHashable,
                    "\(describe(value)) == \(describe(other)), but their hash values differ (hash(into:) and == use different properties)."
                )
                return false
            }
        }
        return true
    }

    /// Whether the snapshot holds `identifier` (a key of `dictionary`); nil, after a fault, when
    /// the answer depends on a broken hash: the key found is `==` but hashes differently, or the
    /// lookup missed although an `==` key is present (seeds/003 §1: hash and == on different
    /// properties "crashes the diff engine"). Which of the two happens depends on hash buckets;
    /// checking both makes the fault deterministic. The linear scan runs only after a miss.
    static func lookup<T: Hashable, V>(_ identifier: T, in dictionary: [T: V]) -> Bool? {
        if let index = dictionary.index(forKey: identifier) {
            let stored = dictionary[index].key
            guard stored.hashValue != identifier.hashValue else { return true }
            inconsistentLookup(identifier, stored)
            return nil
        }
        guard let equal = dictionary.keys.first(where: { $0 == identifier }) else { return false }
        inconsistentLookup(identifier, equal)
        return nil
    }

    private static func inconsistentLookup<T>(_ identifier: T, _ stored: T) {
        ModelFindings.fault(
            .inconsistentHashable,
            "\(describe(identifier)) == \(describe(stored)), which is in the snapshot, but their hash values differ.")
    }

    /// NSSet's description, as UIKit prints the duplicates: `{(a, b)}`.
    static func setDescription<T>(_ values: [T]) -> String {
        "{(" + values.map(describe).joined(separator: ", ") + ")}"
    }

    static func describe<T>(_ value: T) -> String {
        if let text = value as? String { return "\"\(text)\"" }
        return String(describing: value)
    }

    enum Kind { case item, section }
}
