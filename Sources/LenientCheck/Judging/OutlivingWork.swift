import ExampleRunner
import ModelContract

/// A run whose example started work that outlived it: the harness saw lines on the channel after
/// the example had returned (``HarnessFinding/afterEnd``).
///
/// An example's entry point returning is not an app's end: a `Task { … }`, a `Task.detached` or a
/// `DispatchQueue.global().async` block it started goes on, and in an app it would finish while the
/// run loop turns. The run stops at the return, so that work is cut off at a point that depends on
/// timing: what it did, whatever fault it raised and the status the process exited with are the cut's,
/// not the guide's code's. The lenient judge says so (*not checkable: missing context*) instead of
/// judging the remains.
enum OutlivingWork {
    /// The findings that show work outlived the run: the harness's own, and the process's end that
    /// came with it (a crash or a non-zero status, which the cut may have caused). Nil when none did.
    static func evidence(in findings: [Finding]) -> [Finding]? {
        guard findings.contains(where: { $0.identifier == HarnessFinding.afterEnd.id }) else { return nil }
        return findings.filter { $0.identifier == HarnessFinding.afterEnd.id || $0.kind == .crash }
    }

    static let explanation =
        "it starts work that goes on after it returns (a Task or a queue's block): the run ends at the return, "
        + "so what that work does is cut off at a point that depends on timing, and cellspec can neither confirm nor refute it"
}
