/// The name a page goes by in generated sources: its whole path in one file name.
///
/// Swift derives `#fileID` from the last component of a `#sourceLocation` file, so two pages with the
/// same file name (`Spec/README.md`, `Guides/README.md`) compiled into one module would give the same
/// `#fileID` and a warning that fails every example of both. The page's path, with `%`, `/` and `#`
/// percent-encoded, is one component, unique per page and the same whichever other pages are compiled
/// with it; compiler diagnostics and the runtime's messages are decoded back to the page's path.
///
/// Lines that another example of the same build puts at the same lines of the same file (a variant
/// of an example, code of a request's own that every request numbers from the top,
/// ``CompileRunRequest/Prelude``) carry a tag after a `#`, so that a diagnostic names whose lines it
/// is in; the tag is dropped where a location is reported.
enum PageSourceName {
    /// `Spec/README.md` → `Spec%2FREADME.md`; with a tag, `Spec%2FREADME.md#tag`.
    static func encode(_ path: String, tag: String? = nil) -> String {
        escaped(path) + (tag.map { "#" + escaped($0) } ?? "")
    }

    /// The page path `name` stands for; a name that was not encoded (a generated file's path) is
    /// returned as it is.
    static func decode(_ name: String) -> String {
        place(name).path
    }

    /// The page path and the tag `name` stands for.
    static func place(_ name: String) -> (path: String, tag: String?) {
        guard !name.contains("/") else { return (name, nil) }
        let parts = name.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return (unescaped(parts[0]), parts.count == 2 ? unescaped(parts[1]) : nil)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
            .replacingOccurrences(of: "#", with: "%23")
    }

    private static func unescaped(_ text: Substring) -> String {
        text.replacingOccurrences(of: "%2F", with: "/").replacingOccurrences(of: "%23", with: "#")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
