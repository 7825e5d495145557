/// The first word of a fence's info string, read as GitHub reads it: `swift` in any case is Swift.
///
/// A first word that looks like Swift but is not the word itself (```` ```swift,correct ````,
/// ```` ```swift5 ````, ```` ```swfit ````) would make the block prose and its example silently
/// unchecked; the parser reports it instead, with what was probably meant.
enum FenceLanguage {
    static let swift = "swift"

    /// Whether the word names Swift.
    static func isSwift(_ word: String) -> Bool { word.lowercased() == swift }

    /// For a word that looks like a Swift label but is not one, the info string that was probably meant.
    static func nearMiss(for word: String) -> String? {
        let lowered = word.lowercased()
        guard lowered != swift else { return nil }
        guard lowered.hasPrefix(swift) else { return NearMiss.suggestion(for: lowered, among: [swift]) }
        let rest = lowered.dropFirst(swift.count)
        // `swift5`, `swift6.0`: a language version, which cellspec takes as an attribute.
        if let major = rest.split(separator: ".").first.flatMap({ Int($0) }) {
            return FenceMarkup.supportedSwiftVersions.contains(major) ? "\(swift) swift=\(major)" : swift
        }
        // `swiftui`, `swifty`: a word of its own that starts like Swift.
        if rest.first?.isLetter == true { return swift }
        // `swift,correct`, `swift:incorrect`: the words were joined by something other than a space.
        let words = rest.split(whereSeparator: {
            $0 == "," || $0 == ";" || $0 == ":" || $0 == "-" || $0 == "_" || $0 == "."
        })
        return ([swift] + words.map(String.init)).joined(separator: " ")
    }
}
