/// What `import UIKit` brings with it.
///
/// UIKit re-exports Foundation and CoreGraphics, so a file that imports only UIKit can name
/// `IndexPath`, `UUID`, `Date`, `NSAttributedString`, `CGFloat`, `CGRect`, `CGSize` and `CGPoint`
/// (Apple, "UIKit": the framework imports Foundation; "Core Graphics" types such as `CGRect`
/// appear throughout UIKit's API). Swift's Foundation on Linux already declares `CGFloat`,
/// `CGPoint`, `CGSize`, `CGRect` and their geometry; the CoreGraphics types UIKit code uses that
/// it lacks (`CGColor`, `CGPath`, `CGAffineTransform`) are declared by this module.
@_exported import Foundation

// Apple: URLSession is Foundation's on iOS, so `import UIKit` reaches it; swift-corelibs-foundation
// keeps it in FoundationNetworking.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif

/// Apple (Core Foundation): `typealias CFTimeInterval = Double` — a time interval in seconds, the
/// type of Core Animation's timing (`CAMediaTiming.duration`, `CADisplayLink.timestamp`,
/// `CACurrentMediaTime()`) (https://developer.apple.com/documentation/corefoundation/cftimeinterval).
/// `import UIKit` brings it on iOS; swift-corelibs-foundation does not export it.
public typealias CFTimeInterval = Double
