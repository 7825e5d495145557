import ExampleRunner
import SpecPages

extension ExampleResult {
    /// Where an annotation of this failed example points: the first finding inside the example's own
    /// block (the line and column the compiler or the model named), or the opening fence when no
    /// finding points inside it (an expected failure that did not happen).
    var failureLocation: SourceLocation {
        findings.lazy.compactMap(\.location).first { location in
            location.file == example.location.file && example.blockLineRange.contains(location.line)
        } ?? example.location
    }
}
