/// A file of a site's directory that is not what a build would write there
/// (``SiteWriter/differences(_:in:)``).
public struct StaleFile: Equatable, Sendable {
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// There, with other contents.
        case differs
        /// Not there.
        case missing
        /// There, and the build does not write it.
        case unexpected
        /// The provenance file is there but is not one this cellspec reads.
        case unreadableProvenance

        public var description: String {
            switch self {
            case .differs: "it differs from what this build writes"
            case .missing: "this build writes it and it is missing"
            case .unexpected: "this build does not write it"
            case .unreadableProvenance: "it is not a provenance file of format \(SiteProvenance.currentFormat)"
            }
        }
    }

    /// The path relative to the site's directory.
    public var path: String
    public var reason: Reason
    /// What is there now, when it is text.
    public var existing: String?
    /// What the build writes.
    public var expected: String?

    /// The difference from what is there to what the build writes, as a short unified diff
    /// (``UnifiedDiff``) naming the file `name`; nil when the file is not there on both sides.
    public func diff(named name: String) -> String? {
        guard reason == .differs, let existing, let expected else { return nil }
        return UnifiedDiff().render(old: existing, new: expected, oldName: name, newName: "\(name) (this build)")
    }
}
