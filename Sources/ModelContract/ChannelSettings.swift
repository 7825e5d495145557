/// What the runner and an example's process agree on, besides the lines they exchange: where the
/// channel is, how the runner chooses the simulated platform, how a fault ends the process, and how
/// much one run may send.
public enum ChannelSettings {
    /// The file descriptor of the channel's write end when the example's process starts: a pipe the
    /// runner opens. No path names it, so it cannot be reopened or truncated, and before the example
    /// runs the harness moves it to a descriptor of its own choosing and closes this one.
    public static let descriptor: Int32 = 3
    /// The environment variable holding the simulated iOS major version, e.g. `18`.
    public static let iOSVariable = "CELLSPEC_IOS"
    /// Environment variables that stand for Info.plist keys set to YES.
    public static let infoPlistVariables = ["UIObservationTrackingEnabled": "CELLSPEC_OBSERVATION_TRACKING"]
    /// The exit status of a process the model ended because of a fault.
    public static let faultExitStatus: Int32 = 86
    /// The most lines one run may send; the runner keeps none beyond it and reports the run.
    public static let lineLimit = 2_000
    /// The most bytes one run may send.
    public static let byteLimit = 1 << 20
}
