import Foundation
import Testing

/// Compares text with a golden file next to the test. `RECORD_SNAPSHOTS=1` writes the golden instead.
/// On a mismatch the failure shows a line diff.
public func expectMatchesGolden(
    _ actual: String, named name: String, testFile: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Goldens/\(name)")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(actual.utf8).write(to: url)
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record(
            "no golden file \(url.path); run with RECORD_SNAPSHOTS=1 to write it", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    Issue.record(
        "output differs from \(name):\n\(lineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
}

/// A small unified-style diff: lines only in the golden start with `-`, lines only in the output with `+`.
func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let difference = new.difference(from: old)
    var lines: [String] = []
    for change in difference {
        switch change {
        case .remove(let offset, let element, _): lines.append("-\(offset + 1): \(element)")
        case .insert(let offset, let element, _): lines.append("+\(offset + 1): \(element)")
        }
    }
    return lines.prefix(60).joined(separator: "\n")
}
