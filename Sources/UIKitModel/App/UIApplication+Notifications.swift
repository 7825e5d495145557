import Foundation

/// The notifications an app's life cycle posts.
///
/// Apple: UIApplication — `didBecomeActiveNotification`, `willResignActiveNotification`,
/// `didEnterBackgroundNotification`, `willEnterForegroundNotification`,
/// `didReceiveMemoryWarningNotification`, `willTerminateNotification`,
/// `significantTimeChangeNotification`. The model's app changes no state by itself and has no
/// memory pressure, so nothing posts them but the example; observers get what it posts.
extension UIApplication {
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
}
