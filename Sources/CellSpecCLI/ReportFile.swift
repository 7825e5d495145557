import ArgumentParser
import ExampleRunner
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A report as a JSON file: what `--report` writes and `cellspec merge` reads. It is the
/// `--format json` document (README, "JSON report"), so a shard's file is also a CI artifact.
///
/// `--report` names a file cellspec replaces, so it is checked before the run (``check(_:inputs:)``):
/// never an input, a symbolic link, a directory, a device or a FIFO, and in a directory it can write
/// in. The report is written to a new file beside it and renamed over it, so a link planted at the
/// path after the check is replaced, never followed.
enum ReportFile {
    /// Ends the command with status 2 and one sentence naming `path` as given when a report may not
    /// be written there. `inputs` are the files the run reads (pages, contexts, shards).
    static func check(_ path: String?, inputs: [String]) throws {
        guard let path else { return }
        if let refusal = refusal(path, inputs: inputs) {
            Terminal.error("cellspec: error: cannot write the report to '\(path)': \(refusal); choose another --report")
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
    }

    /// Why a report may not be written at `path`, or nil when it may.
    static func refusal(_ path: String, inputs: [String]) -> String? {
        var status = stat()
        if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFLNK: return "it is a symbolic link"
            case S_IFDIR: return "it is a directory"
            case S_IFREG: break
            default: return "it is a device, a FIFO or a socket, not a file"
            }
            for input in inputs {
                var other = stat()
                if stat(input, &other) == 0, other.st_dev == status.st_dev, other.st_ino == status.st_ino {
                    return input == path ? "it is one of the inputs" : "it is the input '\(input)'"
                }
            }
        }
        let parent = (path as NSString).deletingLastPathComponent
        let directory = parent.isEmpty ? "." : parent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "its directory '\(directory)' does not exist"
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            return "cannot write in its directory '\(directory)' (\(String(cString: strerror(errno)).lowercased()))"
        }
        return nil
    }

    /// Writes the report (when `--report` was given); a failure ends the command with status 3.
    static func write(_ report: SuiteReport, to path: String?) throws {
        guard let path else { return }
        try write(try report.encodedJSON(), to: path)
    }

    /// Writes `data` to a new file beside `path` and renames it over `path`: a symbolic link or other
    /// non-file that appeared at `path` since ``check(_:inputs:)`` is refused, never written through.
    static func write(_ data: Data, to path: String) throws {
        let parent = (path as NSString).deletingLastPathComponent
        let temporary = (parent.isEmpty ? "." : parent) + "/.cellspec-report-\(UUID().uuidString).json"
        do {
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            defer { close(descriptor) }
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: data)
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
                unlink(temporary)
                Terminal.error("cellspec: error: cannot write the report to '\(path)': it is no longer a file")
                throw ExitCode(ExitStatus.inputError.rawValue)
            }
            guard rename(temporary, path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            unlink(temporary)
            Terminal.error("cellspec: error: cannot write the report to '\(path)': \(RunnerError.reason(error))")
            throw ExitCode(ExitStatus.internalError.rawValue)
        }
    }

    static func read(_ path: String) throws -> SuiteReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationErrorText("\(path): cannot read the report")
        }
        do {
            return try SuiteReport.decodeJSON(data)
        } catch {
            throw ValidationErrorText("\(path): not a cellspec report: \(error)")
        }
    }
}

/// A problem with the command's input, printed as is.
struct ValidationErrorText: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
