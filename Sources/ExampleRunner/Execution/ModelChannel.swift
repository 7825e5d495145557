import Foundation

/// The runner's side of the channel between the reference model and the runner (the model's side is
/// `ModelEvents` in UIKitModel; a test checks the two agree). Kept apart so that the tool builds and
/// reports clearly even when the model it checks against does not compile.
enum ModelChannel {
    /// The environment variable naming the file the model appends events to.
    static let eventsVariable = "CELLSPEC_EVENTS"
    /// The environment variable holding the simulated iOS major version.
    static let iOSVariable = "CELLSPEC_IOS"
    /// Environment variables that stand for Info.plist keys set to YES.
    static let infoPlistVariables = ["UIObservationTrackingEnabled": "CELLSPEC_OBSERVATION_TRACKING"]
    /// The exit status of a process the model ended because of a fault.
    static let faultExitStatus: Int32 = 86

    /// One event as the model writes it: a line of JSON.
    struct Event: Decodable, Equatable {
        enum Kind: String, Decodable {
            case fault, violation, assertion
        }

        var kind: Kind
        var id: String
        var message: String
        var file: String?
        var line: Int?
        /// The spec page explaining the rule.
        var page: String?
    }

    /// Reads the events appended to `path`. A line that is neither an event nor a record of what the
    /// example did (``readRecords(from:)``) is reported, not skipped.
    static func read(from path: String) -> [Event] {
        let decoder = JSONDecoder()
        return lines(of: path).compactMap { line in
            if record(line) != nil { return nil }
            return (try? decoder.decode(Event.self, from: Data(line.utf8)))
                ?? Event(kind: .fault, id: "runner.malformed-event", message: "unreadable event: \(line.prefix(200))")
        }
    }

    static func lines(of path: String) -> [Substring] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n")
    }
}
