/// What the runner and an example's process agree on about confining and starting the process:
/// the variables that tell the process which limits, user id and mounts to apply to itself, the
/// exit statuses of a process that could not start its example, and the argument that makes it a
/// fork server (see `ExampleSandbox` and `ForkServer` in the runner, `ExampleProcessSandbox` and
/// `ExampleForkServer` in the model's runtime).
public enum SandboxSettings {
    /// `cpu seconds`, `address-space bytes`, `file bytes`, and `processes` (0: not limited).
    public static let limitsVariable = "CELLSPEC_SANDBOX_LIMITS"
    /// The user id to run as (set only when cellspec runs as root).
    public static let userVariable = "CELLSPEC_SANDBOX_USER"
    /// The runner's working directory for the run, set only where namespaces work: its presence
    /// asks for the private mounts, and the example then works in ``privateWorkspace`` instead.
    public static let workspaceVariable = "CELLSPEC_SANDBOX_WORKSPACE"
    /// The size of each private tmpfs, in bytes.
    public static let scratchVariable = "CELLSPEC_SANDBOX_SCRATCH"
    /// Directories the example must not see (the work directory, the user's), one per line: each
    /// is covered by an empty read-only mount (set only where namespaces work).
    public static let hiddenVariable = "CELLSPEC_SANDBOX_HIDDEN"
    /// Set (to 1) when the process is to put what it starts in a PID namespace of its own, so that
    /// everything in it dies with it (root, where namespaces work).
    public static let pidNamespaceVariable = "CELLSPEC_SANDBOX_PID_NAMESPACE"
    /// The example's working directory and `HOME` inside its private `/tmp`, where namespaces work.
    public static let privateWorkspace = "/tmp/cellspec-example"

    /// Exit status of a run whose sandbox could not be applied: the example never ran.
    public static let sandboxFailedStatus: Int32 = 71
    /// Exit status of a run whose library of examples could not be loaded.
    public static let libraryFailedStatus: Int32 = 70
    /// Exit status of a run whose argument names no example.
    public static let unknownExampleStatus: Int32 = 64

    /// The argument that makes an example binary a fork server instead of running one example.
    public static let serveArgument = "--serve"
    /// The dynamic linker's variable that binds every symbol at load: a fork server is started with
    /// it, and removes it before it forks.
    public static let bindNowVariable = "LD_BIND_NOW"
    /// The first word of a fork server's answer when it could not run a request at all.
    public static let serverFailedAnswer = "failed"
}
