// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

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

    /// UIKit: `optional func paste(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:15).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    func paste(_ sender: Any?)

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
    /// UIKit: `optional func paste(_ sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:15).
    /// Unmodelled: a call records `UIResponderStandardEditActions.paste(_:)` and does nothing.
    @available(iOS, introduced: 3.0)
    public func paste(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponderStandardEditActions.paste(_:)")
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
}
