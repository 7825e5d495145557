/// Checks that an API exists on the simulated iOS release. Model extension, not UIKit API.
///
/// `@available(iOS …)` is ignored on Linux, so APIs introduced after iOS 14 check at run time:
/// calling one on an older release is an unrecognized selector in UIKit, a fault here.
enum ModelAvailability {
    /// Returns whether `api` exists on the simulated release; raises
    /// ``ModelRule/platformUnavailableAPI`` when it does not.
    @discardableResult
    static func require(_ api: String, introduced: Int) -> Bool {
        guard ModelPlatform.iOSVersion < introduced else { return true }
        ModelFindings.fault(
            .platformUnavailableAPI,
            "\(api) is available from iOS \(introduced); the simulated release is iOS \(ModelPlatform.iOSVersion).")
        return false
    }
}
