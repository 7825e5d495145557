import Foundation

/// Ties every child to cellspec, so that none outlives it, even when cellspec is killed with
/// SIGKILL and cleans up nothing: two programs of Debian's essential packages, each of which sets
/// one thing up and execs the rest of its command line (as ``ExampleSandbox`` does).
///
/// - util-linux's `setpriv --pdeathsig SIGALRM` asks Linux to send SIGALRM when cellspec's
///   ``SpawnThread`` ends, which happens only when cellspec does.
/// - coreutils' `timeout --signal=KILL` then leads the child's process group and runs the program
///   as its child. SIGALRM is its own deadline signal, so cellspec's death makes it kill the whole
///   group at once — the program and anything it started in the group (an example's forked
///   children, `swiftc`'s frontend jobs). Its deadline is the child's own watchdog: a few seconds
///   past the limit cellspec enforces itself, so it holds even while cellspec is stopped.
///
/// Without the two programs (not Linux), children are started directly.
enum Leash {
    static let setpriv = "/usr/bin/setpriv"
    static let timeout = "/usr/bin/timeout"
    /// How long past cellspec's own limit the child's watchdog waits.
    static let grace = 5

    static let isAvailable = [setpriv, timeout].allSatisfy(FileManager.default.isExecutableFile(atPath:))

    /// The command that runs `executable` leashed, with its own watchdog at `limit` plus ``grace``
    /// (none without a limit: it still dies with cellspec).
    static func command(_ executable: String, arguments: [String], limit: Duration?) -> (executable: String, arguments: [String]) {
        guard isAvailable else { return (executable, arguments) }
        let seconds = limit.map { Int($0.components.seconds) + ($0.components.attoseconds > 0 ? 1 : 0) + grace } ?? 0
        return (setpriv, ["--pdeathsig", "ALRM", "--", timeout, "--signal=KILL", "\(seconds)", executable] + arguments)
    }
}
