// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `typealias UITextAttributesConversionHandler = ([NSAttributedString.Key : Any]) -> [NSAttributedString.Key : Any]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:2).
/// Declared from the inventory.
public typealias UITextAttributesConversionHandler = ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]

/// UIKit: `enum UIEditingInteractionConfiguration : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:3).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
public enum UIEditingInteractionConfiguration: Int {
    /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:7).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case none
    /// UIKit: `case default` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:8).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case `default`
}

/// UIKit: `protocol UIResponderStandardEditActions : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:10).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIResponderStandardEditActions: NSObjectProtocol {
    /// UIKit: `optional func cut(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:11).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    func cut(_ sender: Any?)

    /// UIKit: `optional func copy(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:13).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    func copy(_ sender: Any?)

    /// UIKit: `optional func showWritingTools(_ sender: Any)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-showwritingtools(_:).md:14).
    /// A requirement.
    @available(iOS, introduced: 18.2)
    func showWritingTools(_ sender: Any)

    /// UIKit: `optional func paste(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:15).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    func paste(_ sender: Any?)

    /// UIKit: `optional func duplicate(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-duplicate(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func duplicate(_ sender: Any?)

    /// UIKit: `optional func export(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-export(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func export(_ sender: Any?)

    /// UIKit: `optional func find(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-find(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func find(_ sender: Any?)

    /// UIKit: `optional func findAndReplace(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-findandreplace(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func findAndReplace(_ sender: Any?)

    /// UIKit: `optional func findNext(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-findnext(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func findNext(_ sender: Any?)

    /// UIKit: `optional func findPrevious(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-findprevious(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func findPrevious(_ sender: Any?)

    /// UIKit: `optional func move(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-move(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func move(_ sender: Any?)

    /// UIKit: `optional func pasteAndGo(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-pasteandgo(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    func pasteAndGo(_ sender: Any?)

    /// UIKit: `optional func pasteAndMatchStyle(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-pasteandmatchstyle(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    func pasteAndMatchStyle(_ sender: Any?)

    /// UIKit: `optional func pasteAndSearch(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-pasteandsearch(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    func pasteAndSearch(_ sender: Any?)

    /// UIKit: `optional func printContent(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-printcontent(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    func printContent(_ sender: Any?)

    /// UIKit: `optional func rename(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-rename(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func rename(_ sender: Any?)

    /// UIKit: `optional func useSelectionForFind(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-useselectionforfind(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func useSelectionForFind(_ sender: Any?)

    /// UIKit: `optional func select(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:17).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    func select(_ sender: Any?)

    /// UIKit: `optional func selectAll(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:19).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    func selectAll(_ sender: Any?)

    /// UIKit: `optional func delete(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:21).
    /// A requirement.
    @available(iOS, introduced: 3.2)
    func delete(_ sender: Any?)

    /// UIKit: `optional func makeTextWritingDirectionLeftToRight(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:23).
    /// A requirement.
    @available(iOS, introduced: 5.0)
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)

    /// UIKit: `optional func makeTextWritingDirectionRightToLeft(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:25).
    /// A requirement.
    @available(iOS, introduced: 5.0)
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)

    /// UIKit: `optional func toggleBoldface(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:27).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func toggleBoldface(_ sender: Any?)

    /// UIKit: `optional func toggleItalics(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:29).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func toggleItalics(_ sender: Any?)

    /// UIKit: `optional func toggleUnderline(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:31).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func toggleUnderline(_ sender: Any?)

    /// UIKit: `optional func increaseSize(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:33).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func increaseSize(_ sender: Any?)

    /// UIKit: `optional func decreaseSize(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:35).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func decreaseSize(_ sender: Any?)

    /// UIKit: `optional func updateTextAttributes(conversionHandler: ([NSAttributedString.Key : Any]) -> [NSAttributedString.Key : Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:37).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any])
}

extension UIResponderStandardEditActions {
    /// UIKit: `optional func cut(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:11).
    /// Unmodelled: a call records `UIResponderStandardEditActions.cut(_:)` and does nothing.
    @available(iOS, introduced: 3.0)
    public func cut(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.cut(_:)")
    }
    /// UIKit: `optional func copy(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:13).
    /// Unmodelled: a call records `UIResponderStandardEditActions.copy(_:)` and does nothing.
    @available(iOS, introduced: 3.0)
    public func copy(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.copy(_:)")
    }
    /// UIKit: `optional func showWritingTools(_ sender: Any)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-showwritingtools(_:).md:14).
    /// Unmodelled: a call records `UIResponderStandardEditActions.showWritingTools(_:)` and does nothing.
    @available(iOS, introduced: 18.2)
    public func showWritingTools(_ sender: Any) {
        ModelAvailability.require("UIResponderStandardEditActions.showWritingTools(_:)", introduced: 18)
        ModelFindings.unmodelled("UIResponderStandardEditActions.showWritingTools(_:)")
    }
    /// UIKit: `optional func paste(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:15).
    /// Unmodelled: a call records `UIResponderStandardEditActions.paste(_:)` and does nothing.
    @available(iOS, introduced: 3.0)
    public func paste(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.paste(_:)")
    }
    /// UIKit: `optional func duplicate(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-duplicate(_:).md:16).
    /// Unmodelled: a call records `UIResponderStandardEditActions.duplicate(_:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func duplicate(_ sender: Any?) {
        ModelAvailability.require("UIResponderStandardEditActions.duplicate(_:)", introduced: 16)
        ModelFindings.unmodelled("UIResponderStandardEditActions.duplicate(_:)")
    }
    /// UIKit: `optional func export(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-export(_:).md:16).
    /// Unmodelled: a call records `UIResponderStandardEditActions.export(_:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func export(_ sender: Any?) {
        ModelAvailability.require("UIResponderStandardEditActions.export(_:)", introduced: 16)
        ModelFindings.unmodelled("UIResponderStandardEditActions.export(_:)")
    }
    /// UIKit: `optional func find(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-find(_:).md:16).
    /// Unmodelled: a call records `UIResponderStandardEditActions.find(_:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func find(_ sender: Any?) {
        ModelAvailability.require("UIResponderStandardEditActions.find(_:)", introduced: 16)
        ModelFindings.unmodelled("UIResponderStandardEditActions.find(_:)")
    }
    /// UIKit: `optional func findAndReplace(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-findandreplace(_:).md:16).
    /// Unmodelled: a call records `UIResponderStandardEditActions.findAndReplace(_:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func findAndReplace(_ sender: Any?) {
        ModelAvailability.require("UIResponderStandardEditActions.findAndReplace(_:)", introduced: 16)
        ModelFindings.unmodelled("UIResponderStandardEditActions.findAndReplace(_:)")
    }
    /// UIKit: `optional func findNext(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-findnext(_:).md:16).
    /// Unmodelled: a call records `UIResponderStandardEditActions.findNext(_:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func findNext(_ sender: Any?) {
        ModelAvailability.require("UIResponderStandardEditActions.findNext(_:)", introduced: 16)
        ModelFindings.unmodelled("UIResponderStandardEditActions.findNext(_:)")
    }
    /// UIKit: `optional func findPrevious(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-findprevious(_:).md:16).
    /// Unmodelled: a call records `UIResponderStandardEditActions.findPrevious(_:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func findPrevious(_ sender: Any?) {
        ModelAvailability.require("UIResponderStandardEditActions.findPrevious(_:)", introduced: 16)
        ModelFindings.unmodelled("UIResponderStandardEditActions.findPrevious(_:)")
    }
    /// UIKit: `optional func move(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-move(_:).md:16).
    /// Unmodelled: a call records `UIResponderStandardEditActions.move(_:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func move(_ sender: Any?) {
        ModelAvailability.require("UIResponderStandardEditActions.move(_:)", introduced: 16)
        ModelFindings.unmodelled("UIResponderStandardEditActions.move(_:)")
    }
    /// UIKit: `optional func pasteAndGo(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-pasteandgo(_:).md:16).
    /// Unmodelled: a call records `UIResponderStandardEditActions.pasteAndGo(_:)` and does nothing.
    @available(iOS, introduced: 15.0)
    public func pasteAndGo(_ sender: Any?) {
        ModelAvailability.require("UIResponderStandardEditActions.pasteAndGo(_:)", introduced: 15)
        ModelFindings.unmodelled("UIResponderStandardEditActions.pasteAndGo(_:)")
    }
    /// UIKit: `optional func pasteAndMatchStyle(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-pasteandmatchstyle(_:).md:16).
    /// Unmodelled: a call records `UIResponderStandardEditActions.pasteAndMatchStyle(_:)` and does nothing.
    @available(iOS, introduced: 15.0)
    public func pasteAndMatchStyle(_ sender: Any?) {
        ModelAvailability.require("UIResponderStandardEditActions.pasteAndMatchStyle(_:)", introduced: 15)
        ModelFindings.unmodelled("UIResponderStandardEditActions.pasteAndMatchStyle(_:)")
    }
    /// UIKit: `optional func pasteAndSearch(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-pasteandsearch(_:).md:16).
    /// Unmodelled: a call records `UIResponderStandardEditActions.pasteAndSearch(_:)` and does nothing.
    @available(iOS, introduced: 15.0)
    public func pasteAndSearch(_ sender: Any?) {
        ModelAvailability.require("UIResponderStandardEditActions.pasteAndSearch(_:)", introduced: 15)
        ModelFindings.unmodelled("UIResponderStandardEditActions.pasteAndSearch(_:)")
    }
    /// UIKit: `optional func printContent(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-printcontent(_:).md:16).
    /// Unmodelled: a call records `UIResponderStandardEditActions.printContent(_:)` and does nothing.
    @available(iOS, introduced: 15.0)
    public func printContent(_ sender: Any?) {
        ModelAvailability.require("UIResponderStandardEditActions.printContent(_:)", introduced: 15)
        ModelFindings.unmodelled("UIResponderStandardEditActions.printContent(_:)")
    }
    /// UIKit: `optional func rename(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-rename(_:).md:16).
    /// Unmodelled: a call records `UIResponderStandardEditActions.rename(_:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func rename(_ sender: Any?) {
        ModelAvailability.require("UIResponderStandardEditActions.rename(_:)", introduced: 16)
        ModelFindings.unmodelled("UIResponderStandardEditActions.rename(_:)")
    }
    /// UIKit: `optional func useSelectionForFind(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponderstandardeditactions-useselectionforfind(_:).md:16).
    /// Unmodelled: a call records `UIResponderStandardEditActions.useSelectionForFind(_:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func useSelectionForFind(_ sender: Any?) {
        ModelAvailability.require("UIResponderStandardEditActions.useSelectionForFind(_:)", introduced: 16)
        ModelFindings.unmodelled("UIResponderStandardEditActions.useSelectionForFind(_:)")
    }
    /// UIKit: `optional func select(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:17).
    /// Unmodelled: a call records `UIResponderStandardEditActions.select(_:)` and does nothing.
    @available(iOS, introduced: 3.0)
    public func select(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.select(_:)")
    }
    /// UIKit: `optional func selectAll(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:19).
    /// Unmodelled: a call records `UIResponderStandardEditActions.selectAll(_:)` and does nothing.
    @available(iOS, introduced: 3.0)
    public func selectAll(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.selectAll(_:)")
    }
    /// UIKit: `optional func delete(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:21).
    /// Unmodelled: a call records `UIResponderStandardEditActions.delete(_:)` and does nothing.
    @available(iOS, introduced: 3.2)
    public func delete(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.delete(_:)")
    }
    /// UIKit: `optional func makeTextWritingDirectionLeftToRight(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:23).
    /// Unmodelled: a call records `UIResponderStandardEditActions.makeTextWritingDirectionLeftToRight(_:)` and does nothing.
    @available(iOS, introduced: 5.0)
    public func makeTextWritingDirectionLeftToRight(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.makeTextWritingDirectionLeftToRight(_:)")
    }
    /// UIKit: `optional func makeTextWritingDirectionRightToLeft(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:25).
    /// Unmodelled: a call records `UIResponderStandardEditActions.makeTextWritingDirectionRightToLeft(_:)` and does nothing.
    @available(iOS, introduced: 5.0)
    public func makeTextWritingDirectionRightToLeft(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.makeTextWritingDirectionRightToLeft(_:)")
    }
    /// UIKit: `optional func toggleBoldface(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:27).
    /// Unmodelled: a call records `UIResponderStandardEditActions.toggleBoldface(_:)` and does nothing.
    @available(iOS, introduced: 6.0)
    public func toggleBoldface(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.toggleBoldface(_:)")
    }
    /// UIKit: `optional func toggleItalics(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:29).
    /// Unmodelled: a call records `UIResponderStandardEditActions.toggleItalics(_:)` and does nothing.
    @available(iOS, introduced: 6.0)
    public func toggleItalics(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.toggleItalics(_:)")
    }
    /// UIKit: `optional func toggleUnderline(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:31).
    /// Unmodelled: a call records `UIResponderStandardEditActions.toggleUnderline(_:)` and does nothing.
    @available(iOS, introduced: 6.0)
    public func toggleUnderline(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.toggleUnderline(_:)")
    }
    /// UIKit: `optional func increaseSize(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:33).
    /// Unmodelled: a call records `UIResponderStandardEditActions.increaseSize(_:)` and does nothing.
    @available(iOS, introduced: 7.0)
    public func increaseSize(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.increaseSize(_:)")
    }
    /// UIKit: `optional func decreaseSize(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:35).
    /// Unmodelled: a call records `UIResponderStandardEditActions.decreaseSize(_:)` and does nothing.
    @available(iOS, introduced: 7.0)
    public func decreaseSize(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.decreaseSize(_:)")
    }
    /// UIKit: `optional func updateTextAttributes(conversionHandler: ([NSAttributedString.Key : Any]) -> [NSAttributedString.Key : Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:37).
    /// Unmodelled: a call records `UIResponderStandardEditActions.updateTextAttributes(conversionHandler:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func updateTextAttributes(
        conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
    ) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.updateTextAttributes(conversionHandler:)")
    }
}
