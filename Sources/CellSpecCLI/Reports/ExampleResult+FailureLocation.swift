import ExampleRunner
import LenientCheck
import SpecPages

extension ExampleResult {
    /// Where an annotation of this failed example points: the place of the first unexpected finding
    /// inside the example's own block (the line and column the compiler or the model named), else of
    /// any finding inside it, else the opening fence (an expected failure that did not happen). A
    /// lenient block's is the guide's own line its evidence points at
    /// (``ExampleResult/lenientEvidenceLocation``), else its opening fence, where its outcome line stands.
    var failureLocation: SourceLocation {
        guard lenient == nil else { return lenientEvidenceLocation ?? example.location }
        let failing = reasons.filter { $0.kind == .unexpected }.compactMap(\.location)
        return (failing + findings.compactMap(\.location)).first { location in
            location.file == example.location.file && example.blockLineRange.contains(location.line)
        } ?? example.location
    }
}
