/// The name a page goes by in generated sources: its whole path in one file name.
///
/// Swift derives `#fileID` from the last component of a `#sourceLocation` file, so two pages with the
/// same file name (`Spec/README.md`, `Guides/README.md`) compiled into one module would give the same
/// `#fileID` and a warning that fails every example of both. The page's path, with `%` and `/`
/// percent-encoded, is one component, unique per page and the same whichever other pages are compiled
/// with it; compiler diagnostics and the runtime's messages are decoded back to the page's path.
enum PageSourceName {
    /// `Spec/README.md` → `Spec%2FREADME.md`.
    static func encode(_ path: String) -> String {
        path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
    }

    /// The page path `name` stands for; a name that was not encoded (a generated file's path) is
    /// returned as it is.
    static func decode(_ name: String) -> String {
        guard !name.contains("/") else { return name }
        return name.replacingOccurrences(of: "%2F", with: "/").replacingOccurrences(of: "%25", with: "%")
    }
}
