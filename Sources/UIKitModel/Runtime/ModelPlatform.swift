import Foundation

/// The iOS release the model simulates, and the app's Info.plist settings that change behaviour.
///
/// The runner chooses them per example through environment variables, so one compiled binary can be
/// run as iOS 14 (before the iOS 15 changes to diffable data sources and registrations), 17, 18 or 26.
public enum ModelPlatform {
    /// The environment variable holding the simulated iOS major version, e.g. `18`.
    public static let iOSVariable: String = ChannelSettings.iOSVariable
    /// The environment variable that, when `1`, stands for `UIObservationTrackingEnabled = YES` in Info.plist.
    public static let observationTrackingVariable: String = ChannelSettings.infoPlistVariables[
        "UIObservationTrackingEnabled"]!
    /// The release simulated when no environment variable chooses one.
    public static let defaultIOSVersion = 18

    /// The simulated iOS major version.
    public static var iOSVersion: Int { simulated?.iOSVersion ?? environmentIOSVersion }

    /// Whether the app's Info.plist sets `UIObservationTrackingEnabled`.
    public static var observationTrackingKeyEnabled: Bool {
        simulated?.observationTrackingKeyEnabled ?? environmentObservationTrackingKeyEnabled
    }

    /// Whether UIKit tracks `@Observable` reads in update methods: by default from iOS 26, and
    /// on iOS 18 through 25 with the Info.plist key (Apple: WWDC 2025 "What's new in UIKit").
    public static var observationTrackingActive: Bool {
        iOSVersion >= 26 || (iOSVersion >= 18 && observationTrackingKeyEnabled)
    }

    private static let environmentIOSVersion: Int =
        ProcessInfo.processInfo.environment[iOSVariable].flatMap(Int.init) ?? defaultIOSVersion

    private static let environmentObservationTrackingKeyEnabled: Bool =
        ProcessInfo.processInfo.environment[observationTrackingVariable] == "1"

    private struct Simulation: Sendable {
        var iOSVersion: Int
        var observationTrackingKeyEnabled: Bool
    }

    @TaskLocal private static var simulated: Simulation?

    /// Runs `body` as if on another iOS release, for unit tests of the model (`package` access:
    /// example code runs on the release the runner chose). Model extension.
    package static func simulate<R>(
        iOS version: Int, observationTrackingKey: Bool = false, _ body: () throws -> R
    ) rethrows -> R {
        try $simulated.withValue(Simulation(iOSVersion: version, observationTrackingKeyEnabled: observationTrackingKey))
        {
            try body()
        }
    }
}
