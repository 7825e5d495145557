#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Something the reference model observed while an example ran: a fault UIKit would crash on,
/// a violation of a documented rule, or a failed expectation in an example's hidden lines.
///
/// This is the one channel between the model and the runner. Each event is written at once, as
/// one line of JSON, to the file named by the `CELLSPEC_EVENTS` environment variable, so that an
/// event survives the crash that may follow it. Without that variable, events go to standard error
/// in a readable form, for running the model by hand.
public struct ModelEvent: Codable, Equatable, Sendable {
    /// What kind of finding an event is.
    public enum Kind: String, Codable, Sendable {
        /// UIKit would raise an exception or trap here; the model ends the process.
        case fault
        /// A documented rule is broken; UIKit would carry on, usually with wrong results.
        case violation
        /// An `expect(_:_:)` in an example's hidden lines did not hold.
        case assertion
    }

    public var kind: Kind
    /// A stable identifier, such as `diffable.duplicate-item-identifiers`; spec pages name it.
    public var id: String
    public var message: String
    /// Where the event was raised in the example, when the model knows it.
    public var file: String?
    public var line: Int?
    /// The spec page explaining the rule (``ModelRule/page``), when it has one.
    public var page: String?

    public init(kind: Kind, id: String, message: String, file: String? = nil, line: Int? = nil, page: String? = nil) {
        self.kind = kind
        self.id = id
        self.message = message
        self.file = file
        self.line = line
        self.page = page
    }
}

/// Writes ``ModelEvent``s to the runner's channel.
public enum ModelEvents {
    /// The environment variable naming the file events are appended to.
    public static let fileVariable = "CELLSPEC_EVENTS"
    /// The exit status of a process the model ended because of a fault.
    public static let faultExitStatus: Int32 = 86

    /// Records a fault and ends the process, as UIKit's exception would.
    public static func fault(_ id: String, _ message: String, file: String? = nil, line: Int? = nil, page: String? = nil) -> Never {
        record(ModelEvent(kind: .fault, id: id, message: message, file: file, line: line, page: page))
        exit(faultExitStatus)
    }

    /// Records a violation of a documented rule; the example goes on.
    public static func violation(_ id: String, _ message: String, file: String? = nil, line: Int? = nil, page: String? = nil) {
        record(ModelEvent(kind: .violation, id: id, message: message, file: file, line: line, page: page))
    }

    /// Appends one event to the channel.
    public static func record(_ event: ModelEvent) {
        if let findings = ModelFindings.current {
            findings.append(event)
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let path = ProcessInfo.processInfo.environment[fileVariable],
            let data = try? encoder.encode(event)
        else {
            let place = event.file.map { "\($0):\(event.line ?? 0): " } ?? ""
            FileHandle.standardError.write(Data("\(place)\(event.kind.rawValue) [\(event.id)]: \(event.message)\n".utf8))
            return
        }
        append(line: data, to: path)
    }

    /// Appends a record for the documentation (what an example did, not a finding) to the channel,
    /// when the runner asked for events; otherwise does nothing.
    static func appendRecord(_ record: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let path = ProcessInfo.processInfo.environment[fileVariable], let data = try? encoder.encode(record) else { return }
        append(line: data, to: path)
    }

    /// Writes one line at once, so that it survives a crash that follows.
    private static func append(line: Data, to path: String) {
        var data = line
        data.append(UInt8(ascii: "\n"))
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
