import SpecPages

/// `--list`: one line per selected example, compiler-style so an editor can jump to it:
/// `Spec/page.md:12:1: correct 'id' ios=17,18`, with an incorrect example's declared expectations.
public enum ExampleListing {
    public static func lines(_ examples: [SpecExample]) -> [String] {
        examples.map { example in
            var line = "\(example.location): \(example.classification.rawValue) '\(example.id)'"
            if example.classification != .illustration {
                line += " ios=\(example.iOSReleases.map(String.init).joined(separator: ","))"
                if example.swiftVersion != 5 { line += " swift=\(example.swiftVersion)" }
            }
            for expectation in example.expectations { line += " expect=\(expectation)" }
            return line
        }
    }
}
