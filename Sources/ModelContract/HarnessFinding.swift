/// The findings the harness and the runner raise themselves, beside the model's rules
/// (``ModelRule/all``): together they are every id a page can name in `expect=fault:ID` or
/// `expect=violation:ID`, or read in a report.
public struct HarnessFinding: Sendable, Hashable {
    /// A stable dotted identifier, e.g. `example.did-not-finish`.
    public let id: String
    /// What the runner reports it as: `fault` ones can be expected with `expect=fault:ID`.
    public let severity: ModelRule.Severity?
    /// One line saying what happened.
    public let message: String

    /// An `expect(_:_:)` in the example's hidden lines did not hold.
    public static let expectationFailed = HarnessFinding(
        id: "example.expectation", severity: nil, message: "An expectation in the example's hidden lines did not hold.")
    /// The example threw an error that reached the harness.
    public static let uncaughtError = HarnessFinding(
        id: "example.uncaught-error", severity: .fault, message: "The example threw an error it did not handle.")
    /// The process ended without the harness's closing record: an `exit`, `_exit` or `abort` inside the example.
    public static let didNotFinish = HarnessFinding(
        id: "example.did-not-finish", severity: nil,
        message: "The process ended before the example returned (an exit inside the example); its run is not trusted.")
    /// A line on the channel that is not a ``ChannelLine``.
    public static let unreadableLine = HarnessFinding(
        id: "channel.unreadable-line", severity: nil,
        message: "The channel carried a line that is not one the model writes.")
    /// More than ``ChannelSettings/lineLimit`` lines or ``ChannelSettings/byteLimit`` bytes.
    public static let flood = HarnessFinding(
        id: "channel.flood", severity: nil,
        message: "The run sent more to the runner than one example may; the rest was dropped.")
    /// Lines after the closing record: nothing the example sends after it returned counts.
    public static let afterEnd = HarnessFinding(
        id: "channel.after-end", severity: nil,
        message: "The channel carried lines after the example had returned; they were dropped.")

    /// The example called a UIKit member the model declares but does not implement; the run can
    /// neither pass nor fail the example, which is reported *not checkable: unmodelled `Type.member`*.
    public static let unmodelledAPI = HarnessFinding(
        id: "model.unmodelled-api", severity: nil,
        message:
            "The example called a UIKit member the model declares but does not implement: what it does next is not UIKit's, so the example is not checkable (never passed, never failed)."
    )

    /// The example called an unmodelled member whose result the model cannot make (a class instance,
    /// a value with no plain zero): the run stops right after recording ``unmodelledAPI`` for it, so the
    /// example is not checkable either. Declarations `cellspec inventory declare` writes raise it.
    public static let unmodelledStop = HarnessFinding(
        id: "model.unmodelled-stop", severity: nil,
        message:
            "The example called a UIKit member the model declares but does not implement, and whose result the model cannot make: the run stopped there, and the example is not checkable (never passed, never failed)."
    )

    /// Whether the finding makes its example not checkable rather than failed (``unmodelledAPI``,
    /// ``unmodelledStop``).
    public var makesExampleUncheckable: Bool { self == .unmodelledAPI || self == .unmodelledStop }

    /// The `expect=` markup that declares this finding, or nil when no page can expect it (it always
    /// fails the example).
    public var expectation: String? {
        if let severity { return "expect=\(severity.rawValue):\(id)" }
        return self == .expectationFailed ? "expect=assertion" : nil
    }

    /// Every harness finding, in one list.
    public static let all: [HarnessFinding] = [
        expectationFailed, uncaughtError, didNotFinish, unreadableLine, flood, afterEnd, unmodelledAPI, unmodelledStop,
    ]

    /// The ids `expect=fault:ID` (for `.fault`) or `expect=violation:ID` (for `.violation`) may name.
    public static func expectableIDs(_ severity: ModelRule.Severity) -> [String] {
        ModelRule.all.filter { $0.severity == severity }.map(\.id) + all.filter { $0.severity == severity }.map(\.id)
    }
}
