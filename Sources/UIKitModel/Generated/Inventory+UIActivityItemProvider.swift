// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIActivityItemSource : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemProvider.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 6.0)
@MainActor @preconcurrency
public protocol UIActivityItemSource: NSObjectProtocol {
    /// UIKit: `func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemProvider.swift:3).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any

    /// UIKit: `func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemProvider.swift:5).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any?

    /// UIKit: `optional func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemProvider.swift:7).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String

    /// UIKit: `optional func activityViewController(_ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemProvider.swift:9).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String

    /// UIKit: `optional func activityViewController(_ activityViewController: UIActivityViewController, thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemProvider.swift:11).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
    ) -> UIImage?
}

extension UIActivityItemSource {
    /// UIKit: `optional func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemProvider.swift:7).
    /// Unmodelled: a call records `UIActivityItemSource.activityViewController(_:subjectForActivityType:)` and returns `""`.
    @available(iOS, introduced: 6.0)
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String {
        ModelFindings.unmodelled("UIActivityItemSource.activityViewController(_:subjectForActivityType:)")
        return ""
    }
    /// UIKit: `optional func activityViewController(_ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemProvider.swift:9).
    /// Unmodelled: a call records `UIActivityItemSource.activityViewController(_:dataTypeIdentifierForActivityType:)` and returns `""`.
    @available(iOS, introduced: 6.0)
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String {
        ModelFindings.unmodelled("UIActivityItemSource.activityViewController(_:dataTypeIdentifierForActivityType:)")
        return ""
    }
    /// UIKit: `optional func activityViewController(_ activityViewController: UIActivityViewController, thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityItemProvider.swift:11).
    /// Unmodelled: a call records `UIActivityItemSource.activityViewController(_:thumbnailImageForActivityType:suggestedSize:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
    ) -> UIImage? {
        ModelFindings.unmodelled(
            "UIActivityItemSource.activityViewController(_:thumbnailImageForActivityType:suggestedSize:)")
        return nil
    }
}
