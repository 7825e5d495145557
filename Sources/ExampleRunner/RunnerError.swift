/// Failures that stop a whole run: the problem is with the tool or its setup, not with one example.
public enum RunnerError: Error, CustomStringConvertible, Sendable {
    case toolchainNotFound
    case modelSourcesNotFound(String)
    case modelBuildFailed(String)
    /// The run's own files could not be set up.
    case io(String)

    public var description: String {
        switch self {
        case .toolchainNotFound:
            "cannot find swiftc: put the Swift toolchain on PATH or set SWIFTC"
        case .modelSourcesNotFound(let path):
            "cannot find the UIKitModel sources at \(path): pass --model, or set CELLSPEC_MODEL to the folder holding them"
        case .modelBuildFailed(let output):
            "the reference model does not compile:\n\(output)"
        case .io(let message):
            message
        }
    }
}
