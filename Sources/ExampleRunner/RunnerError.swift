import Foundation

/// Failures that stop a whole run: the problem is with the tool or its setup, not with one example.
public enum RunnerError: Error, CustomStringConvertible, Sendable {
    case toolchainNotFound
    case modelSourcesNotFound(String)
    /// The model's folder has Swift sources but no `ModelContract` folder beside it.
    case modelContractNotFound(model: String)
    case modelBuildFailed(String)
    /// The run's own files could not be set up.
    case io(String)
    /// A directory or file the run needs cannot be used: its path, what it is for, why, and what to do.
    case unusable(path: String, role: String, reason: String, remedy: String)
    /// An example's process could not confine itself or load its library: nothing of the run is
    /// an example's verdict.
    case sandboxFailed(String)
    /// `--require-sandbox`, and this machine cannot give examples the whole sandbox: why.
    case sandboxUnavailable(String)
    /// Two requests of one ``SuiteRunner/outcomes(of:)`` call have the same identity: their
    /// outcomes could not be told apart.
    case duplicateIdentity(ExampleIdentity)

    public var description: String {
        switch self {
        case .toolchainNotFound:
            "cannot find swiftc: put the Swift toolchain on PATH or set SWIFTC"
        case .modelSourcesNotFound(let path):
            "cannot find the UIKitModel sources at \(path): pass --model, or set CELLSPEC_MODEL to the folder holding them"
        case .modelContractNotFound(let model):
            "cannot find the ModelContract sources beside the UIKitModel sources at \(model) (a ModelContract folder in the same directory): pass --model, or set CELLSPEC_MODEL to a UIKitModel folder that has one beside it"
        case .modelBuildFailed(let output) where output.contains("No space left on device"):
            "cannot build the reference model: no space left on device; free space in the work directory's file system or pass another --work-directory"
        case .modelBuildFailed(let output):
            "the reference model does not compile:\n\(output)"
        case .io(let message):
            message
        case .unusable(let path, let role, let reason, let remedy):
            "cannot use \(path) as \(role): \(reason); \(remedy)"
        case .sandboxFailed(let reason):
            "an example's sandbox failed, so no verdict of this run can be trusted: \(reason)"
        case .sandboxUnavailable(let reason):
            "--require-sandbox: examples cannot run in the whole sandbox here: \(reason)"
        case .duplicateIdentity(let identity):
            "two examples to compile are both \(identity): each needs an identity of its own"
        }
    }

    /// A failure of the file system as one sentence: `error`'s reason (the POSIX one under
    /// Foundation's, e.g. "permission denied" or "not a directory"), with the path it concerns.
    public static func unusable(_ url: URL, as role: String, remedy: String, error: Error) -> RunnerError {
        .unusable(path: url.relativePath, role: role, reason: reason(error), remedy: remedy)
    }

    /// The shortest true reason of a file-system error, without Foundation's domain and code.
    public static func reason(_ error: Error) -> String {
        var error = error as NSError
        while let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError { error = underlying }
        if error.domain == NSPOSIXErrorDomain, let code = Int32(exactly: error.code) {
            return String(cString: strerror(code)).lowercased()
        }
        if let cocoa = error as? CocoaError
            ?? (error.domain == NSCocoaErrorDomain ? CocoaError(CocoaError.Code(rawValue: error.code)) : nil)
        {
            switch cocoa.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
            case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
            case .fileWriteOutOfSpace: return "no space left on device"
            case .fileWriteVolumeReadOnly: return "read-only file system"
            case .fileWriteFileExists: return "a file is in the way"
            default: break
            }
        }
        return error.localizedDescription
    }
}
