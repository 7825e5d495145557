import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How the human report is drawn: plain text, or with the ANSI colours swiftc uses on a terminal
/// (`error:` red, `note:` grey, the caret green, the summary's counts green and red).
///
/// Colour is added around text that ``ControlCharacters`` already made safe, so a page or an
/// example's output never brings escape sequences of its own.
public struct TerminalStyle: Sendable, Equatable {
    /// Whether ANSI colour sequences are written.
    public var colored: Bool

    public init(colored: Bool) {
        self.colored = colored
    }

    public static let plain = TerminalStyle(colored: false)
    public static let colour = TerminalStyle(colored: true)

    func error(_ text: String) -> String { paint(text, "1;31") }
    func warning(_ text: String) -> String { paint(text, "1;35") }
    func note(_ text: String) -> String { paint(text, "1;90") }
    func bold(_ text: String) -> String { paint(text, "1") }
    func caret(_ text: String) -> String { paint(text, "1;32") }
    func passed(_ text: String) -> String { paint(text, "32") }
    func failed(_ text: String) -> String { paint(text, "31") }
    func dim(_ text: String) -> String { paint(text, "2") }

    /// A compiler-style line (`place: error: text`) with its first `error:`, `warning:` or `note:`
    /// label painted as swiftc paints it; a line without one is left as it is.
    func diagnosticLine(_ line: String) -> String {
        let labels: [(String, (String) -> String)] = [
            (": error: ", error), (": warning: ", warning), (": note: ", note),
        ]
        let found = labels.compactMap { label, paint in
            line.range(of: label).map { (range: $0, paint: paint) }
        }.min { $0.range.lowerBound < $1.range.lowerBound }
        guard colored, let found else { return line }
        let label = line[found.range].dropFirst(2).dropLast()
        return line[..<found.range.lowerBound] + ": " + found.paint(String(label)) + " "
            + line[found.range.upperBound...]
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// `--color auto|always|never`: whether the human report is coloured.
public enum ColorChoice: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// Colour when the stream is a terminal and `NO_COLOR` is unset or empty (https://no-color.org).
    case auto
    case always
    case never

    /// The style for a stream: `always` and `never` as said; `auto` colours a terminal unless `NO_COLOR` is set.
    public func style(isTerminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> TerminalStyle
    {
        switch self {
        case .always: .colour
        case .never: .plain
        case .auto:
            TerminalStyle(
                colored: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb")
        }
    }

    /// Whether a descriptor is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}
