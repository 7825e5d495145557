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
///   children). Its deadline is the child's own watchdog: a few seconds past the limit cellspec
///   enforces itself, so it holds even while cellspec is stopped.
/// - The Swift driver runs each compiler job in a process group of its own, which that kill cannot
///   reach, and SIGKILL would leave the jobs running; on SIGINT the driver stops its jobs itself.
///   So `swiftc` gets SIGINT first (`interruptFirst`), and SIGKILL only if still running seconds later.
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
    static func command(
        _ executable: String, arguments: [String], limit: Duration?, interruptFirst: Bool = false
    ) -> (executable: String, arguments: [String]) {
        guard isAvailable else { return (executable, arguments) }
        let seconds = limit.map { Int($0.components.seconds) + ($0.components.attoseconds > 0 ? 1 : 0) + grace } ?? 0
        let stop = interruptFirst ? ["--signal=INT", "--kill-after=\(grace)"] : ["--signal=KILL"]
        return (setpriv, ["--pdeathsig", "ALRM", "--", timeout] + stop + ["\(seconds)", executable] + arguments)
    }
}
