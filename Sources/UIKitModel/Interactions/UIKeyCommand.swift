import Foundation

/// A keyboard shortcut: the key, its modifier flags and the action it sends.
///
/// Apple: https://developer.apple.com/documentation/uikit/uikeycommand — stored state: `input`,
/// `modifierFlags`, `action`, `title`, `discoverabilityTitle`, `wantsPriorityOverSystemBehavior`.
/// The model has no hardware keyboard, so no key command is ever performed by itself.
@MainActor @preconcurrency
open class UIKeyCommand: UIMenuElement {
    /// Apple: UIKeyCommand.input.
    open private(set) var input: String?
    /// Apple: UIKeyCommand.modifierFlags.
    open private(set) var modifierFlags: UIKeyModifierFlags = []
    /// Apple: UICommand.action.
    open private(set) var action: Selector?
    /// Apple: UICommand.discoverabilityTitle. Stored state.
    open var discoverabilityTitle: String?
    /// Apple: UIKeyCommand.wantsPriorityOverSystemBehavior (iOS 15) — false by default. Stored state.
    open var wantsPriorityOverSystemBehavior = false

    /// Apple: UIKeyCommand.init(input:modifierFlags:action:).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Apple: UIKeyCommand.init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)
    /// (iOS 13); `propertyList`, `alternates`, `attributes` and `state` are not kept.
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, image: image)
    }

    /// Apple: UIKeyCommand.inputUpArrow, inputDownArrow, inputLeftArrow, inputRightArrow, inputEscape.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `allowsAutomaticLocalization`, generated.
    private var modelStoredAllowsAutomaticLocalization: Optional<Bool> = nil
    /// UIKit: `var allowsAutomaticLocalization: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeycommand-allowsautomaticlocalization.md:16).
    /// Stored: keeps what is set; a read before any set records `UIKeyCommand.allowsAutomaticLocalization` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var allowsAutomaticLocalization: Bool {
        get {
            if let value = modelStoredAllowsAutomaticLocalization { return value }
            ModelAvailability.require("UIKeyCommand.allowsAutomaticLocalization", introduced: 15)
            ModelFindings.unmodelled("UIKeyCommand.allowsAutomaticLocalization")
            return false
        }
        set {
            modelStoredAllowsAutomaticLocalization = newValue
        }
    }

    /// Storage of `allowsAutomaticMirroring`, generated.
    private var modelStoredAllowsAutomaticMirroring: Optional<Bool> = nil
    /// UIKit: `var allowsAutomaticMirroring: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeycommand-allowsautomaticmirroring.md:16).
    /// Stored: keeps what is set; a read before any set records `UIKeyCommand.allowsAutomaticMirroring` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var allowsAutomaticMirroring: Bool {
        get {
            if let value = modelStoredAllowsAutomaticMirroring { return value }
            ModelAvailability.require("UIKeyCommand.allowsAutomaticMirroring", introduced: 15)
            ModelFindings.unmodelled("UIKeyCommand.allowsAutomaticMirroring")
            return false
        }
        set {
            modelStoredAllowsAutomaticMirroring = newValue
        }
    }

    /// UIKit: `class let f1: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:126).
    /// Unmodelled: reading records `UIKeyCommand.f1` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var f1: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.f1")
            return ""
        }
    }

    /// UIKit: `class let f10: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:144).
    /// Unmodelled: reading records `UIKeyCommand.f10` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var f10: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.f10")
            return ""
        }
    }

    /// UIKit: `class let f11: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:146).
    /// Unmodelled: reading records `UIKeyCommand.f11` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var f11: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.f11")
            return ""
        }
    }

    /// UIKit: `class let f12: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:148).
    /// Unmodelled: reading records `UIKeyCommand.f12` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var f12: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.f12")
            return ""
        }
    }

    /// UIKit: `class let f2: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:128).
    /// Unmodelled: reading records `UIKeyCommand.f2` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var f2: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.f2")
            return ""
        }
    }

    /// UIKit: `class let f3: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:130).
    /// Unmodelled: reading records `UIKeyCommand.f3` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var f3: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.f3")
            return ""
        }
    }

    /// UIKit: `class let f4: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:132).
    /// Unmodelled: reading records `UIKeyCommand.f4` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var f4: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.f4")
            return ""
        }
    }

    /// UIKit: `class let f5: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:134).
    /// Unmodelled: reading records `UIKeyCommand.f5` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var f5: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.f5")
            return ""
        }
    }

    /// UIKit: `class let f6: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:136).
    /// Unmodelled: reading records `UIKeyCommand.f6` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var f6: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.f6")
            return ""
        }
    }

    /// UIKit: `class let f7: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:138).
    /// Unmodelled: reading records `UIKeyCommand.f7` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var f7: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.f7")
            return ""
        }
    }

    /// UIKit: `class let f8: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:140).
    /// Unmodelled: reading records `UIKeyCommand.f8` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var f8: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.f8")
            return ""
        }
    }

    /// UIKit: `class let f9: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:142).
    /// Unmodelled: reading records `UIKeyCommand.f9` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var f9: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.f9")
            return ""
        }
    }

    /// UIKit: `nonisolated class let inputDelete: String` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeycommand-inputdelete.md:16).
    /// Unmodelled: reading records `UIKeyCommand.inputDelete` and returns `""`.
    @available(iOS, introduced: 15.0)
    open class var inputDelete: String {
        get {
            ModelAvailability.require("UIKeyCommand.inputDelete", introduced: 15)
            ModelFindings.unmodelled("UIKeyCommand.inputDelete")
            return ""
        }
    }

    /// UIKit: `class let inputEnd: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:124).
    /// Unmodelled: reading records `UIKeyCommand.inputEnd` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var inputEnd: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.inputEnd")
            return ""
        }
    }

    /// UIKit: `class let inputHome: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:122).
    /// Unmodelled: reading records `UIKeyCommand.inputHome` and returns `""`.
    @available(iOS, introduced: 13.4)
    open class var inputHome: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.inputHome")
            return ""
        }
    }

    /// UIKit: `class let inputPageDown: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:120).
    /// Unmodelled: reading records `UIKeyCommand.inputPageDown` and returns `""`.
    @available(iOS, introduced: 8.0)
    open class var inputPageDown: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.inputPageDown")
            return ""
        }
    }

    /// UIKit: `class let inputPageUp: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:118).
    /// Unmodelled: reading records `UIKeyCommand.inputPageUp` and returns `""`.
    @available(iOS, introduced: 8.0)
    open class var inputPageUp: String {
        get {
            ModelFindings.unmodelled("UIKeyCommand.inputPageUp")
            return ""
        }
    }
    // cellspec:generated:end
}

/// Apple: UIKeyModifierFlags.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

extension UIViewController {
    /// Apple: UIViewController.addKeyCommand(_:) — registers the command; `keyCommands` then includes it.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        modelAddedKeyCommands.append(keyCommand)
    }

    /// Apple: UIViewController.removeKeyCommand(_:).
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        modelAddedKeyCommands.removeAll { $0 === keyCommand }
    }
}
