import ExampleRunner
import Foundation

/// The live line a check draws on a terminal's standard error while it works — pages parsed, model
/// built, compiled, n/N examples run — redrawn in place and erased before the report is printed.
/// Nothing is drawn when standard error is not a terminal, so logs and pipes get only the report.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private var shown = false
    private var prefix = ""

    /// `write` receives the terminal sequences; by default they go to standard error.
    init(write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.write = write
    }

    /// A progress line for standard error when it is a terminal (and the report a human reads), else nil.
    static func forStandardError(format: ReportFormat) -> ProgressLine? {
        format == .human && ColorChoice.isTerminal(2) ? ProgressLine() : nil
    }

    /// States what the selection holds.
    func parsed(pages: Int, examples: Int) {
        let text = "\(pages) \(pages == 1 ? "page" : "pages"), \(examples) \(examples == 1 ? "example" : "examples")"
        lock.withLock { prefix = text }
        draw(text)
    }

    /// Receives the runner's steps.
    func update(_ step: SuiteProgress) {
        let prefix = lock.withLock { self.prefix }
        switch step {
        case .planned(let total, let cached): draw("\(prefix): \(cached) of \(total) cached, building the model…")
        case .modelBuilt: draw("\(prefix): model built, compiling…")
        case .compiled(let runs): draw("\(prefix): compiled, 0/\(runs) runs")
        case .ran(let done, let total): draw("\(prefix): compiled, \(done)/\(total) runs")
        }
    }

    /// Erases the line, so what is printed next starts on a clean one.
    func clear() {
        lock.withLock {
            if shown { write("\r\u{1B}[2K") }
            shown = false
        }
    }

    private func draw(_ text: String) {
        lock.withLock {
            write("\r\u{1B}[2Kcellspec: \(text)")
            shown = true
        }
    }
}
