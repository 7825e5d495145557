import ExampleRunner
import Foundation

/// A report as a JSON file: what `--report` writes and `cellspec merge` reads. It is the
/// `--format json` document (README, "JSON report"), so a shard's file is also a CI artifact.
enum ReportFile {
    static func write(_ report: SuiteReport, to path: String?) throws {
        guard let path else { return }
        try report.encodedJSON().write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    static func read(_ path: String) throws -> SuiteReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationErrorText("\(path): cannot read the report")
        }
        do {
            return try SuiteReport.decodeJSON(data)
        } catch {
            throw ValidationErrorText("\(path): not a cellspec report: \(error)")
        }
    }
}

/// A problem with the command's input, printed as is.
struct ValidationErrorText: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
