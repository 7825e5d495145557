import Foundation

/// Whether a process exists and is not a zombie (the state field of `/proc/PID/stat`): a killed
/// child stays a zombie until its parent, or init, reaps it.
public func isProcessRunning(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else {
        return false
    }
    let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
    return state != "Z" && state != "X"
}
