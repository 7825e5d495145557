/// Global functions of Swift 1 that Swift 2 removed, and what took their place. Today's compiler
/// knows nothing of them (`cannot find 'println' in scope`), so a guide calling one is written for
/// Swift 1: its error, not a function it declares elsewhere.
///
/// Apple: the Swift 2 API changes (iOS 9.0 API Diffs, module Swift) remove `println` and
/// `debugPrintln`, whose work `print(_:separator:terminator:)` and `debugPrint(_:separator:terminator:)`
/// took over, and `countElements`, replaced by a collection's `count`.
enum OlderSwiftFunctions {
    /// Today's name for each removed function.
    static let replacements: [String: String] = [
        "println": "print", "debugPrintln": "debugPrint", "countElements": "count",
    ]

    /// Where the renames are recorded, for a verdict's explanation.
    static let source = "Apple's Swift 2 API changes, in the iOS 9.0 API diffs"

    /// Today's name for `name` when it is a function Swift 2 removed.
    static func today(for name: String) -> String? { replacements[name] }
}
