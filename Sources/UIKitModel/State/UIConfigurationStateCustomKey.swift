/// A key for a custom state of an app, stored in a configuration state through its subscript.
///
/// Apple: UIConfigurationStateCustomKey — "use reverse-DNS format to avoid collisions";
/// seeds/001 §3 shows a typed accessor over the subscript.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
