import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Collects the events the model raises instead of writing them to the runner's channel, so unit
/// tests can observe faults without the process ending. Model extension, not UIKit API.
///
/// Outside ``ModelFindings/capture(_:)`` the default holds: violations are sent to the runner and
/// faults end the process (``ModelChannelWriter``). Capturing is for the package's own tests
/// (`package` access): example code cannot see it, so it cannot hide its own findings.
public final class ModelFindings: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [ModelEvent] = []

    init() {}

    /// The events captured so far, in order.
    public var events: [ModelEvent] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// The ids of the events captured so far, in order.
    public var ids: [String] { events.map(\.id) }

    func append(_ event: ModelEvent) {
        lock.lock()
        storage.append(event)
        lock.unlock()
    }

    @TaskLocal static var current: ModelFindings?

    /// Runs `body` capturing every fault and violation it raises. A captured fault does not end
    /// the process: the model skips the faulting operation and carries on.
    package static func capture<R>(_ body: () throws -> R) rethrows -> (result: R, findings: ModelFindings) {
        let findings = ModelFindings()
        let result = try $current.withValue(findings) { try body() }
        return (result, findings)
    }

    /// Raises a violation of `rule`.
    static func violation(_ rule: ModelRule, _ detail: String? = nil) {
        ModelChannelWriter.send(
            .event(ModelEvent(kind: .violation, id: rule.id, message: message(rule, detail), page: rule.page)))
    }

    /// Raises a fault of `rule`. Ends the process unless a test captures findings; then it returns,
    /// and the caller must skip the operation UIKit would have crashed on.
    static func fault(_ rule: ModelRule, _ detail: String? = nil) {
        let text = message(rule, detail)
        if let current {
            current.append(ModelEvent(kind: .fault, id: rule.id, message: text, page: rule.page))
            return
        }
        ModelChannelWriter.fault(ModelEvent(kind: .fault, id: rule.id, message: text, page: rule.page))
    }

    /// Records that the example called `api` (`UIAlertController.addAction(_:)`), a UIKit member the
    /// model declares, with UIKit's signature, but does not implement. The call returns what the
    /// declaration must (a default value, nothing done); the runner reports the example *not
    /// checkable: unmodelled `api`*, never passed and never failed (``HarnessFinding/unmodelledAPI``).
    /// Each member is recorded once per process.
    static func unmodelled(_ api: String) {
        guard recordedUnmodelled.insert(api) else { return }
        var event = ModelEvent(
            kind: .unmodelled, id: HarnessFinding.unmodelledAPI.id,
            message: "`\(api)` is declared by the model but not modelled")
        event.api = api
        ModelChannelWriter.send(.event(event))
    }

    /// Records `api` as unmodelled (``unmodelled(_:)``) and stops the example: the member must return
    /// a value the model cannot make (an object, a value with no plain zero), so nothing after the call
    /// would be UIKit's. The runner reports the example *not checkable: unmodelled `api`*, never passed
    /// and never failed (``HarnessFinding/unmodelledStop``). Under ``captureStopping(_:)`` only the
    /// thread running the captured body ends.
    static func unmodelledStop(_ api: String) -> Never {
        var event = ModelEvent(
            kind: .unmodelled, id: HarnessFinding.unmodelledAPI.id,
            message: "`\(api)` is declared by the model but not modelled")
        event.api = api
        _ = recordedUnmodelled.insert(api)
        ModelChannelWriter.send(.event(event))
        let stop = ModelEvent(
            kind: .fault, id: HarnessFinding.unmodelledStop.id,
            message: "`\(api)` is not modelled and its result cannot be made: the example stopped here")
        if let current, current.stopsThread {
            current.append(stop)
            current.stopped.signal()
            pthread_exit(nil)
        }
        ModelChannelWriter.fault(stop)
    }

    /// Whether an ``unmodelledStop(_:)`` under this capture ends the capturing thread.
    private var stopsThread = false
    private let stopped = DispatchSemaphore(value: 0)

    /// Runs `body` on a thread of its own, capturing its findings, and waits until it returns or an
    /// unmodelled member stops it (``unmodelledStop(_:)``); for the package's tests. Returns whether
    /// `body` returned.
    package static func captureStopping(_ body: @escaping @Sendable () -> Void) -> (
        returned: Bool, findings: ModelFindings
    ) {
        let findings = ModelFindings()
        findings.stopsThread = true
        let returned = ReturnedFlag()
        let thread = Thread {
            $current.withValue(findings) { body() }
            returned.value = true
            findings.stopped.signal()
        }
        thread.start()
        findings.stopped.wait()
        return (returned.value, findings)
    }

    private final class ReturnedFlag: @unchecked Sendable { var value = false }

    /// The unmodelled members already recorded in this process (or this capture).
    private static var recordedUnmodelled: UnmodelledSet { current?.unmodelledSet ?? processUnmodelled }
    private static let processUnmodelled = UnmodelledSet()
    private let unmodelledSet = UnmodelledSet()

    /// A set of member names, safe to share across threads.
    final class UnmodelledSet: @unchecked Sendable {
        private let lock = NSLock()
        private var names: Set<String> = []

        /// Adds `name`; false when it was there already.
        func insert(_ name: String) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return names.insert(name).inserted
        }
    }

    private static func message(_ rule: ModelRule, _ detail: String?) -> String {
        detail.map { "\(rule.message) \($0)" } ?? rule.message
    }
}
