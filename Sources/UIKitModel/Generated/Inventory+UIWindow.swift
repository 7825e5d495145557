// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIWindow {
    /// UIKit: `struct Level : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:3).
    /// Declared from the inventory; its members say what each does.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit: `static let normal: UIWindow.Level` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:37).
        /// Unmodelled: reading records `UIWindow.Level.normal` and stops the example: no value of its type can be made.
        public static var normal: UIWindow.Level {
            get {
                ModelFindings.unmodelledStop("UIWindow.Level.normal")
            }
        }
        /// UIKit: `static let alert: UIWindow.Level` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:38).
        /// Unmodelled: reading records `UIWindow.Level.alert` and stops the example: no value of its type can be made.
        public static var alert: UIWindow.Level {
            get {
                ModelFindings.unmodelledStop("UIWindow.Level.alert")
            }
        }
        /// UIKit: `static let statusBar: UIWindow.Level` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:39).
        /// Unmodelled: reading records `UIWindow.Level.statusBar` and stops the example: no value of its type can be made.
        public static var statusBar: UIWindow.Level {
            get {
                ModelFindings.unmodelledStop("UIWindow.Level.statusBar")
            }
        }
    }
}
