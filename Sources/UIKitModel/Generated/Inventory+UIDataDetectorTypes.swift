// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct UIDataDetectorTypes: Equatable, OptionSet, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatadetectortypes.md:15).
/// Declared from the inventory; its members say what each does.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// UIKit: `static var address: UIDataDetectorTypes { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatadetectortypes-address.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 4.0)
    public static let address: UIDataDetectorTypes = UIDataDetectorTypes(rawValue: 1 << 0)
    /// UIKit: `static var all: UIDataDetectorTypes { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatadetectortypes-all.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let all: UIDataDetectorTypes = UIDataDetectorTypes(rawValue: 1 << 1)
    /// UIKit: `static var calendarEvent: UIDataDetectorTypes { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatadetectortypes-calendarevent.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 4.0)
    public static let calendarEvent: UIDataDetectorTypes = UIDataDetectorTypes(rawValue: 1 << 2)
    /// UIKit: `static var flightNumber: UIDataDetectorTypes { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatadetectortypes-flightnumber.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let flightNumber: UIDataDetectorTypes = UIDataDetectorTypes(rawValue: 1 << 3)
    /// UIKit: `static var link: UIDataDetectorTypes { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatadetectortypes-link.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let link: UIDataDetectorTypes = UIDataDetectorTypes(rawValue: 1 << 4)
    /// UIKit: `static var lookupSuggestion: UIDataDetectorTypes { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatadetectortypes-lookupsuggestion.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let lookupSuggestion: UIDataDetectorTypes = UIDataDetectorTypes(rawValue: 1 << 5)
    /// UIKit: `static var money: UIDataDetectorTypes { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatadetectortypes-money.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 16.0)
    public static let money: UIDataDetectorTypes = UIDataDetectorTypes(rawValue: 1 << 6)
    /// UIKit: `static var phoneNumber: UIDataDetectorTypes { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatadetectortypes-phonenumber.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let phoneNumber: UIDataDetectorTypes = UIDataDetectorTypes(rawValue: 1 << 7)
    /// UIKit: `static var physicalValue: UIDataDetectorTypes { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatadetectortypes-physicalvalue.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 16.0)
    public static let physicalValue: UIDataDetectorTypes = UIDataDetectorTypes(rawValue: 1 << 8)
    /// UIKit: `static var shipmentTrackingNumber: UIDataDetectorTypes { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatadetectortypes-shipmenttrackingnumber.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let shipmentTrackingNumber: UIDataDetectorTypes = UIDataDetectorTypes(rawValue: 1 << 9)
}
