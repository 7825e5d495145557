/// The main run loop's layout pass, in which UIKit performs pending configuration updates.
/// Model extension, not UIKit API.
///
/// Apple: UICollectionViewCell.setNeedsUpdateConfiguration() — requests are coalesced and the
/// update happens before the next layout; `configurationUpdateHandler` "is guaranteed to run
/// before the cell is displayed". ``run()`` stands for the run-loop turn that renders the next
/// frame: every cell that needs an update gets exactly one, then again for cells invalidated
/// during that turn, until none is left.
@MainActor @preconcurrency
public enum ModelRunLoop {
    private final class Entry {
        weak var participant: (any ModelUpdatePassParticipant)?
        init(_ participant: any ModelUpdatePassParticipant) { self.participant = participant }
    }

    private static var entries: [Entry] = []
    /// How many rounds one ``run()`` may take before it reports an update loop.
    static let roundLimit = 32

    static func schedule(_ participant: any ModelUpdatePassParticipant) {
        entries.removeAll { $0.participant == nil }
        if !entries.contains(where: { $0.participant === participant }) { entries.append(Entry(participant)) }
    }

    /// Whether some view still waits for its configuration update.
    public static var hasPendingUpdates: Bool {
        entries.contains { $0.participant?.modelNeedsUpdatePass == true }
    }

    /// Performs every pending configuration update, as the next frame would.
    public static func run() {
        for _ in 0..<roundLimit {
            // Every live view stays registered, as every view on screen takes part in each frame's
            // layout pass: one whose tracked `@Observable` property changed is due without having
            // asked (the observation token fires off the main actor and only flips a flag).
            entries.removeAll { $0.participant == nil }
            let due = entries.compactMap(\.participant).filter(\.modelNeedsUpdatePass)
            if due.isEmpty { return }
            for participant in due { participant.modelPerformUpdatePassIfNeeded() }
        }
        ModelFindings.violation(.updateLoop, "Still pending after \(roundLimit) passes.")
    }

    /// Performs every pending update now — configurations, properties, then the layout of each
    /// window on screen — as `UIView.AnimationOptions.flushUpdates` asks (iOS 26).
    static func flushUpdates() {
        run()
        let windows = entries.compactMap { ($0.participant as? ModelPropertiesPass)?.window }
        for window in windows { window.layoutIfNeeded() }
    }
}

/// A view that takes part in the update pass. Model internals.
@MainActor
protocol ModelUpdatePassParticipant: AnyObject {
    var modelNeedsUpdatePass: Bool { get }
    func modelPerformUpdatePassIfNeeded()
}
