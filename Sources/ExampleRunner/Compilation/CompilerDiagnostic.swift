/// One diagnostic the Swift compiler printed in LLVM style (`-diagnostic-style llvm`, with
/// `-debug-diagnostic-names`): `path:line:column: severity: message [name] [#Group]`, followed by source
/// and caret lines we skip.
struct CompilerDiagnostic: Hashable, Sendable {
    enum Severity: String, Sendable {
        case error, warning, note, remark
    }

    /// The page (or generated file) the diagnostic names.
    var file: String?
    /// The tag of the lines it names, when they carry one (``PageSourceName``).
    var tag: String?
    var line: Int?
    var column: Int?
    var severity: Severity
    var message: String
    /// The diagnostic group the compiler names, such as `DeprecatedDeclaration`.
    var group: String?
    /// The compiler's name for the diagnostic, such as `cannot_find_in_scope`.
    var name: String?
    var notes: [CompilerDiagnostic] = []

    /// Reads every diagnostic in a compiler's output; notes are attached to the diagnostic before them.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = parseLine(line) else { continue }
            if diagnostic.severity == .note || diagnostic.severity == .remark, !result.isEmpty {
                result[result.count - 1].notes.append(diagnostic)
            } else if diagnostic.severity != .note && diagnostic.severity != .remark {
                result.append(diagnostic)
            }
        }
        return result
    }

    private static func parseLine(_ line: Substring) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note, .remark] {
            let marker = "\(severity.rawValue): "
            if line.hasPrefix(marker) {
                return CompilerDiagnostic(severity: severity, body: line.dropFirst(marker.count))
            }
            guard let range = line.range(of: ": \(marker)") else { continue }
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]),
                let column = Int(place[place.count - 1])
            else {
                continue
            }
            var diagnostic = CompilerDiagnostic(severity: severity, body: line[range.upperBound...])
            let source = PageSourceName.place(place.dropLast(2).joined(separator: ":"))
            diagnostic.file = source.path
            diagnostic.tag = source.tag
            diagnostic.line = lineNumber
            diagnostic.column = column
            return diagnostic
        }
        return nil
    }

    private init(severity: Severity, body: Substring) {
        self.severity = severity
        var message = String(body)
        if message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) {
            group = String(message[open.upperBound..<message.index(before: message.endIndex)])
            message = String(message[..<open.lowerBound])
        }
        // `-debug-diagnostic-names` ends the message with ` [name]`: lowercase letters, digits and `_`.
        if message.hasSuffix("]"), let open = message.range(of: " [", options: .backwards) {
            let candidate = message[open.upperBound..<message.index(before: message.endIndex)]
            if !candidate.isEmpty, candidate.allSatisfy({ $0 == "_" || $0.isNumber || ($0.isASCII && $0.isLowercase) })
            {
                name = String(candidate)
                message = String(message[..<open.lowerBound])
            }
        }
        self.message = message
    }
}
